import Foundation
import Testing

@testable import SpanModel

@Suite("Rest days: a series that never has weekends misses nothing on them")
struct RestDaysTests {
    static let day = 86_400.0

    /// Weekdays from 2 January 2019 for `count` days, at `secondsIntoDay` in a zone `offset`
    /// seconds east of UTC, with the days in `holidays` (day numbers) left out.
    static func weekdays(
        count: Int, secondsIntoDay: Double = 0, offset: Double = 0, holidays: Set<Int> = []
    ) -> [Double] {
        let first = CivilDate(year: 2019, month: 1, day: 2).dayNumber
        return (first..<(first + count)).filter { day in
            let weekday = BucketCalendar.weekday(ofDayNumber: day)
            return weekday != 1 && weekday != 7 && !holidays.contains(day)
        }.map { Double($0) * day + secondsIntoDay - offset }
    }

    @Test(
        "Found in any time zone and at any time of day, and named Saturday and Sunday by the calendar",
        arguments: [0.0, 3_600, -18_000, 36_000, 50_400])
    func found(offset: Double) throws {
        let times = Self.weekdays(count: 90, secondsIntoDay: 16 * 3_600, offset: offset)
        let series = Series(times: times, values: times.map { _ in 1 })
        let restDays = try #require(series.cadence.restDays)
        let zone = TimeZone(secondsFromGMT: Int(offset))!
        #expect(restDays.areWeekend(in: BucketCalendar(timeZone: zone)))
    }

    @Test("A Friday to a Monday misses nothing; a holiday Monday misses one day")
    func missing() throws {
        let holiday = CivilDate(year: 2019, month: 1, day: 21).dayNumber
        let times = Self.weekdays(count: 60, holidays: [holiday])
        let series = Series(times: times, values: times.map { _ in 1 })
        #expect(series.missingSampleCount(in: series.all) == 1)
        #expect(series.missingRuns.count == 1)
        #expect(series.longestMissingRun(in: series.all)?.count == 1)
    }

    @Test("A series that has every day of the week, or too few weeks, has no rest days")
    func notFound() {
        let daily = (0..<60).map { Double($0) * Self.day }
        #expect(Series(times: daily, values: daily.map { _ in 1 }).cadence.restDays == nil)
        let short = Self.weekdays(count: 12)
        #expect(Series(times: short, values: short.map { _ in 1 }).cadence.restDays == nil)
        // Two days apart in the week are not a weekend.
        let odd = (0..<60).filter { ![1, 4].contains($0 % 7) }.map { Double($0) * Self.day }
        #expect(Series(times: odd, values: odd.map { _ in 1 }).cadence.restDays == nil)
    }

    @Test("The working days between two days, counted at once, match a day-by-day count")
    func workingDays() throws {
        let times = Self.weekdays(count: 60)
        let restDays = try #require(Series(times: times, values: times.map { _ in 1 }).cadence.restDays)
        for first in stride(from: 0, to: 30, by: 1) {
            for length in 0..<25 {
                let a = times[0] + Double(first) * Self.day
                let b = a + Double(length) * Self.day
                let plain = (1..<max(length, 1)).filter { !restDays.isRestDay(first + $0) }.count
                #expect(restDays.workingDays(between: a, and: b) == (length > 1 ? plain : 0))
            }
        }
    }
}
