import Foundation
import Testing

@testable import SpanModel

@Suite("How long a window lasts, in the unit a person would say")
struct TimeSpanTests {
    static let calendar = BucketCalendar(timeZone: TimeZone(identifier: "UTC")!)
    static let day = 86_400.0

    static func instant(_ year: Int, _ month: Int, _ day: Int, hour: Int = 0) -> Double {
        calendar.instant(
            dayNumber: CivilDate(year: year, month: month, day: day).dayNumber, secondsIntoDay: Double(hour) * 3_600)
    }

    static func span(_ times: [Double]) -> TimeSpan {
        let series = Series(times: times, values: times.map { _ in 1 })
        return series.span(of: series.all, calendar: calendar)
    }

    static func days(from first: (Int, Int, Int), count: Int, every step: Int = 1) -> [Double] {
        let start = CivilDate(year: first.0, month: first.1, day: first.2).dayNumber
        return (0..<count).map { Double(start + $0 * step) * day }
    }

    @Test("Days up to about two months")
    func days() {
        #expect(
            Self.span(Self.days(from: (2026, 3, 3), count: 42)) == TimeSpan(count: 42, unit: .day, isApproximate: false)
        )
        #expect(
            Self.span(Self.days(from: (2026, 3, 1), count: 21)) == TimeSpan(count: 21, unit: .day, isApproximate: false)
        )
    }

    @Test("Whole calendar months and years, never thousands of days")
    func monthsAndYears() {
        #expect(
            Self.span(Self.days(from: (2024, 5, 1), count: 92))
                == TimeSpan(count: 3, unit: .month, isApproximate: false))
        #expect(
            Self.span(Self.days(from: (2025, 1, 1), count: 365))
                == TimeSpan(count: 1, unit: .year, isApproximate: false))
        #expect(
            Self.span(Self.days(from: (2021, 1, 1), count: 1_461))
                == TimeSpan(count: 4, unit: .year, isApproximate: false))
        #expect(
            Self.span(Self.days(from: (2026, 1, 1), count: 105))
                == TimeSpan(count: 3, unit: .month, isApproximate: true))
    }

    @Test("Monthly, quarterly and yearly readings last to the end of their last month, quarter or year")
    func calendarUnits() {
        let months = (0..<18).map { Self.instant(2014 + (6 + $0) / 12, (6 + $0) % 12 + 1, 1) }
        #expect(Self.span(months) == TimeSpan(count: 18, unit: .month, isApproximate: false))
        let quarters = (0..<20).map { Self.instant(2007 + $0 / 4, 3 * ($0 % 4) + 1, 1) }
        #expect(Self.span(quarters) == TimeSpan(count: 5, unit: .year, isApproximate: false))
        let years = (2010...2017).map { Self.instant($0, 1, 1) }
        #expect(Self.span(years) == TimeSpan(count: 8, unit: .year, isApproximate: false))
    }

    @Test("Readings every five years last from the first to the last: 85 years, not 18 readings")
    func everyFiveYears() {
        let census = stride(from: 1935, through: 2020, by: 5).map { Self.instant($0, 1, 1) }
        #expect(Self.span(census) == TimeSpan(count: 85, unit: .year, isApproximate: false))
    }

    @Test("Weeks for weekly data up to a year")
    func weeks() {
        #expect(
            Self.span(Self.days(from: (2020, 1, 6), count: 40, every: 7))
                == TimeSpan(count: 40, unit: .week, isApproximate: false))
        #expect(Self.span(Self.days(from: (1990, 1, 6), count: 521, every: 7)).unit == .year)
    }

    @Test("Hours up to two days, then days: a fortnight of hourly readings is 14 days, a year 1 year")
    func hours() {
        let evening = (17...23).map { Self.instant(2026, 11, 29, hour: $0) }
        #expect(Self.span(evening) == TimeSpan(count: 7, unit: .hour, isApproximate: false))
        let fortnight = (0..<(14 * 24)).map { Self.instant(2026, 2, 1) + Double($0) * 3_600 }
        #expect(Self.span(fortnight) == TimeSpan(count: 14, unit: .day, isApproximate: false))
        let year = (0..<8_760).map { Self.instant(2025, 1, 1) + Double($0) * 3_600 }
        #expect(Self.span(year) == TimeSpan(count: 1, unit: .year, isApproximate: false))
    }

    @Test("A date written twice is not an extra day")
    func repeatedDate() {
        var times = Self.days(from: (2026, 3, 1), count: 21)
        times.insert(times[10], at: 10)
        #expect(Self.span(times) == TimeSpan(count: 21, unit: .day, isApproximate: false))
    }
}
