import Testing

@testable import SpanModel

@Suite("The demo series")
struct DemoSeriesTests {
    static let calendar = BucketCalendar()
    static let end = CivilDate(year: 2026, month: 11, day: 29).dayNumber

    @Test("A year of whole daily step counts, never below 600, ending on the given day")
    func shape() {
        let series = DemoSeries.dailySteps(endingOn: Self.end, calendar: Self.calendar)
        #expect(series.count == 365)
        #expect(Self.calendar.dayNumber(of: series.times.last!) == Self.end)
        #expect(series.values.allSatisfy { $0 >= 600 && $0 == $0.rounded() })
        #expect(series.cadence.bucket == .week)
        let mean = series.average(of: series.all)
        #expect((7_000...9_000).contains(mean))
    }

    @Test("The same end date gives the same numbers, and a day keeps its count in any year-long window")
    func deterministic() {
        let first = DemoSeries.dailySteps(endingOn: Self.end, calendar: Self.calendar)
        let again = DemoSeries.dailySteps(endingOn: Self.end, calendar: Self.calendar)
        let later = DemoSeries.dailySteps(endingOn: Self.end + 10, calendar: Self.calendar)
        #expect(first.values == again.values)
        #expect(Array(first.values[10...]) == Array(later.values[..<355]))
    }

    @Test("Weekends are busier, summer is busier, and the holidays are quieter")
    func seasonsAndWeekdays() {
        let series = DemoSeries.dailySteps(endingOn: Self.end, calendar: Self.calendar)
        func mean(where include: (CivilDate) -> Bool) -> Double {
            let chosen = series.times.indices.filter { include(Self.calendar.civilDate(of: series.times[$0])) }
            return chosen.map { series.values[$0] }.reduce(0, +) / Double(chosen.count)
        }
        let saturdays = mean { $0.weekday == 7 }
        let weekdays = mean { (2...6).contains($0.weekday) }
        #expect(saturdays > weekdays + 1_500)
        let july = mean { $0.month == 7 }
        let november = mean { $0.month == 11 }
        #expect(july > november + 1_000)
        let holidays = mean { ($0.month == 12 && $0.day >= 23) || ($0.month == 1 && $0.day == 1) }
        #expect(holidays < weekdays * 0.7)
    }
}
