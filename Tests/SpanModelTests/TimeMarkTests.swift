import Foundation
import Testing

@testable import SpanModel

@Suite("The stretches of time an audio graph's ticks mark")
struct TimeMarkTests {
    static let day: Double = 86_400

    /// Tones so many seconds apart, and the stretch their ticks mark.
    static let spacings: [(Double, TimeMark)] = [
        (3_600, .day), (900, .day), (43_200, .day), (day, .week), (2 * day, .week), (7 * day, .month),
        (30.4 * day, .year), (91.3 * day, .year), (365.25 * day, .decade), (5 * 365.25 * day, .decade),
        (10 * 365.25 * day, .century),
    ]

    @Test(
        "Ticks mark the next stretch longer than a tone: days of hours, weeks of days, months of weeks, years of months and quarters, decades of years",
        arguments: spacings)
    func marking(seconds: Double, mark: TimeMark) {
        #expect(TimeMark.marking(tonesApart: seconds) == mark)
    }

    @Test("Tones a century apart have nothing left to mark")
    func nothingAboveACentury() {
        #expect(TimeMark.marking(tonesApart: 100 * 365.25 * 86_400) == nil)
    }

    @Test("Each mark has a larger one up to the century, and the buckets keep their names")
    func ladder() {
        #expect(TimeMark.allCases.map(\.larger) == [.week, .month, .year, .decade, .century, nil])
        #expect(BucketKind.allCases.map { TimeMark($0).rawValue } == BucketKind.allCases.map(\.rawValue))
        #expect(TimeMark.allCases == TimeMark.allCases.sorted())
    }

    @Test("A decade starts in a year ending in 0 and a century in a year ending in 00, before year 0 too")
    func decadesAndCenturies() {
        let calendar = BucketCalendar()
        func ordinal(_ mark: TimeMark, _ year: Int, _ month: Int = 1, _ day: Int = 1) -> Int {
            calendar.ordinal(of: mark, ofDayNumber: CivilDate(year: year, month: month, day: day).dayNumber)
        }
        #expect(ordinal(.decade, 2019, 12, 31) == 201)
        #expect(ordinal(.decade, 2020) == 202)
        #expect(ordinal(.century, 1999, 12, 31) == 19)
        #expect(ordinal(.century, 2000) == 20)
        #expect(ordinal(.decade, -1) == -1)
        #expect(ordinal(.decade, 0) == 0)
        #expect(ordinal(.century, -1) == -1)
        #expect(ordinal(.year, 1987) == 1987)
        #expect(
            ordinal(.month, 2026, 3)
                == calendar.bucket(.month, ofDayNumber: CivilDate(year: 2026, month: 3, day: 1).dayNumber))
    }
}
