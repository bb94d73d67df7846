import Foundation
import Testing

@testable import SpanModel

@Suite("Calendar periods and honest comparisons")
struct SeriesPeriodsTests {
    static let utc = BucketCalendar(timeZone: TimeZone(identifier: "UTC")!)

    static func day(_ year: Int, _ month: Int, _ day: Int) -> Int {
        CivilDate(year: year, month: month, day: day).dayNumber
    }

    static func text(_ period: DayPeriod) -> String { period.description }

    /// A series with one reading a day at midnight UTC, from `first` for `count` days.
    static func daily(from first: Int, count: Int, value: (Int) -> Double = { _ in 100 }) -> Series {
        Series(times: (0..<count).map { Double(first + $0) * Cadence.day }, values: (0..<count).map(value))
    }

    /// Monthly readings on the first of each month.
    static func monthly(from year: Int, _ month: Int, count: Int, value: (Int) -> Double) -> Series {
        let times = (0..<count).map { index -> Double in
            let months = year * 12 + month - 1 + index
            return Double(CivilDate(year: months / 12, month: months % 12 + 1, day: 1).dayNumber) * Cadence.day
        }
        return Series(times: times, values: (0..<count).map(value))
    }

    @Test(
        "A month ends with the latest day and starts the day after the same day a month before",
        arguments: [
            // (last day, periods back, expected first...last)
            ((2026, 10, 12), 0, "2026-09-13...2026-10-12"),
            ((2026, 10, 12), 1, "2026-08-13...2026-09-12"),
            ((2026, 10, 31), 0, "2026-10-01...2026-10-31"),
            ((2026, 10, 31), 1, "2026-09-01...2026-09-30"),
            ((2026, 11, 30), 0, "2026-11-01...2026-11-30"),
            ((2026, 11, 30), 1, "2026-10-01...2026-10-31"),
            ((2027, 3, 30), 0, "2027-02-28...2027-03-30"),
            ((2027, 3, 30), 1, "2027-01-31...2027-02-27"),
            ((2028, 3, 29), 0, "2028-02-29...2028-03-29"),
            ((2026, 1, 15), 1, "2025-11-16...2025-12-15"),
        ])
    func monthBoundaries(last: (Int, Int, Int), back: Int, expected: String) {
        let period = CalendarLength.months(1).period(endingWith: Self.day(last.0, last.1, last.2), periodsBack: back)
        #expect(Self.text(period) == expected)
    }

    @Test(
        "Weeks are seven days, quarters three calendar months and years twelve, across year ends and leap days",
        arguments: [
            (CalendarLength.days(7), (2027, 1, 3), 0, "2026-12-28...2027-01-03"),
            (.days(7), (2027, 1, 3), 1, "2026-12-21...2026-12-27"),
            (.months(3), (2026, 5, 31), 0, "2026-03-01...2026-05-31"),
            (.months(3), (2026, 5, 31), 1, "2025-12-01...2026-02-28"),
            (.months(3), (2028, 5, 31), 1, "2027-12-01...2028-02-29"),
            (.months(12), (2028, 2, 28), 0, "2027-02-28...2028-02-28"),
            (.months(12), (2028, 2, 28), 1, "2026-02-28...2027-02-27"),
            (.months(12), (2028, 2, 29), 0, "2027-03-01...2028-02-29"),
            (.months(12), (2026, 12, 31), 0, "2026-01-01...2026-12-31"),
        ])
    func otherBoundaries(length: CalendarLength, last: (Int, Int, Int), back: Int, expected: String) {
        #expect(Self.text(length.period(endingWith: Self.day(last.0, last.1, last.2), periodsBack: back)) == expected)
    }

    @Test("Neighbouring periods meet without a gap or an overlap, and a month holds 28 to 31 days")
    func periodsTile() {
        let start = Self.day(2023, 1, 1)
        for lastDay in start..<(start + 2 * 366) {
            for length in [CalendarLength.days(7), .months(1), .months(3), .months(12)] {
                let current = length.period(endingWith: lastDay)
                let earlier = length.period(endingWith: lastDay, periodsBack: 1)
                #expect(current.lastDay == lastDay)
                #expect(earlier.endDay == current.firstDay)
                #expect(current.dayCount <= length.longestDayCount)
                if case .months(1) = length { #expect((28...31).contains(current.dayCount)) }
            }
        }
    }

    @Test(
        "The longest period of each length",
        arguments: [
            (CalendarLength.days(7), 7), (.months(1), 31), (.months(3), 92), (.months(12), 366),
        ])
    func longest(length: CalendarLength, days: Int) {
        #expect(length.longestDayCount == days)
    }

    @Test("400 days of revenue: a month is compared, a year is not, since the year before is barely covered")
    func fourHundredDays() throws {
        let series = Self.daily(from: Self.day(2025, 9, 1), count: 400) { Double(1_000 + $0) }
        let month = try #require(series.compare(over: .months(1), aggregate: .sum, calendar: Self.utc))
        #expect(month.reasonForNoChange == nil)
        #expect(month.change != nil)
        let year = try #require(series.compare(over: .months(12), aggregate: .sum, calendar: Self.utc))
        #expect(year.reasonForNoChange == .earlierPeriodNotCovered)
        #expect(year.change == nil)
        #expect(year.current != nil && year.previous != nil)
        #expect(year.coversPeriodFromStart)
        #expect(year.earlierWindow?.count == 400 - (year.window?.count ?? 0))
    }

    @Test("Monthly prices: one month is compared with one month, never two with two")
    func monthlyPrices() throws {
        let prices = [2_100.0, 2_250, 2_400, 2_300, 2_500, 2_700, 3_146]
        let series = Self.monthly(from: 2015, 6, count: prices.count) { prices[$0] }
        let month = try #require(series.compare(over: .months(1), aggregate: .sum, calendar: Self.utc))
        #expect(month.window?.count == 1)
        #expect(month.earlierWindow?.count == 1)
        #expect(month.current == 3_146)
        #expect(month.previous == 2_700)
        #expect(abs((month.change ?? 0) - (3_146.0 - 2_700) / 2_700) < 1e-12)
        let quarter = try #require(series.compare(over: .months(3), aggregate: .average, calendar: Self.utc))
        #expect(quarter.window?.count == 3 && quarter.earlierWindow?.count == 3)
        #expect(quarter.reasonForNoChange == nil)
        #expect(!series.offers(.days(7)))
        #expect(series.offers(.months(1)) && series.offers(.months(3)) && series.offers(.months(12)))
        let year = try #require(series.compare(over: .months(12), aggregate: .sum, calendar: Self.utc))
        #expect(year.reasonForNoChange == .earlierPeriodHasNoReadings)
    }

    @Test("Monthly data dated on the last day of each month compares month with month")
    func monthEnds() throws {
        let ends = [(2026, 7, 31), (2026, 8, 31), (2026, 9, 30), (2026, 10, 31)]
        let series = Series(times: ends.map { Double(Self.day($0.0, $0.1, $0.2)) * Cadence.day }, values: [1, 2, 3, 4])
        let month = try #require(series.compare(over: .months(1), aggregate: .sum, calendar: Self.utc))
        #expect(month.current == 4 && month.previous == 3)
        #expect(month.reasonForNoChange == nil)
    }

    @Test("Yearly data offers only a year, and compares one year with the one before")
    func yearly() throws {
        let series = Series(
            times: (2010...2017).map { Double(Self.day($0, 1, 1)) * Cadence.day },
            values: (0..<8).map { Double(10 + $0) })
        #expect(!series.offers(.months(3)))
        #expect(series.offers(.months(12)))
        let year = try #require(series.compare(over: .months(12), aggregate: .sum, calendar: Self.utc))
        #expect(year.current == 17 && year.previous == 16 && year.reasonForNoChange == nil)
    }

    @Test("Hourly data: a week holds every hour of its seven days, the last day whole")
    func hourly() throws {
        let start = Double(Self.day(2026, 10, 1)) * Cadence.day
        // 14 days of hourly readings, the last day ending at 17:00.
        let count = 13 * 24 + 18
        let series = Series(
            times: (0..<count).map { start + Double($0) * 3_600 }, values: (0..<count).map { $0 < 7 * 24 ? 1 : 2 })
        #expect(series.cadence.medianGap == 3_600)
        let week = try #require(series.compare(over: .days(7), aggregate: .sum, calendar: Self.utc))
        #expect(Self.text(week.period) == "2026-10-08...2026-10-14")
        #expect(week.window?.count == 6 * 24 + 18)
        #expect(week.earlierWindow?.count == 7 * 24)
        #expect(week.current == Double(6 * 24 + 18) * 2)
        #expect(week.reasonForNoChange == nil)
    }

    @Test("An earlier period that adds up to zero gives no change")
    func zeroEarlierPeriod() throws {
        let series = Self.daily(from: Self.day(2026, 9, 1), count: 14) { $0 < 7 ? 0 : 5 }
        let week = try #require(series.compare(over: .days(7), aggregate: .sum, calendar: Self.utc))
        #expect(week.previous == 0)
        #expect(week.reasonForNoChange == .earlierFigureIsZero)
        #expect(week.change == nil)
    }

    @Test("The coverage rule: the earlier period needs a reading within one gap of its start")
    func coverage() throws {
        let lastDay = Self.day(2026, 9, 14)
        // The earlier week is 1 to 7 September.
        for (first, expected) in [
            (Self.day(2026, 9, 1), nil), (Self.day(2026, 9, 2), NoComparisonReason.earlierPeriodNotCovered),
            (Self.day(2026, 8, 20), nil),
        ] as [(Int, NoComparisonReason?)] {
            let series = Self.daily(from: first, count: lastDay - first + 1)
            let week = try #require(series.compare(over: .days(7), aggregate: .sum, calendar: Self.utc))
            #expect(week.reasonForNoChange == expected, "data from \(CivilDate(dayNumber: first))")
        }
        // Readings at noon still cover a day from its start.
        let noon = Series(
            times: (0..<14).map { (Double(Self.day(2026, 9, 1) + $0) + 0.5) * Cadence.day },
            values: Array(repeating: 1, count: 14))
        #expect(noon.compare(over: .days(7), aggregate: .sum, calendar: Self.utc)?.reasonForNoChange == nil)
        // A hole at the start of the earlier period: the data does not cover it from its start.
        var times = (0..<30).map { Double(Self.day(2026, 8, 16) + $0) * Cadence.day }
        times.removeAll {
            $0 >= Double(Self.day(2026, 9, 1)) * Cadence.day && $0 < Double(Self.day(2026, 9, 4)) * Cadence.day
        }
        let holed = Series(times: times, values: Array(repeating: 1, count: times.count))
        #expect(
            holed.compare(over: .days(7), aggregate: .sum, calendar: Self.utc)?.reasonForNoChange
                == .earlierPeriodNotCovered)
        // An earlier period with no reading at all.
        let late = Self.daily(from: Self.day(2026, 9, 10), count: 5)
        let week = try #require(late.compare(over: .days(7), aggregate: .sum, calendar: Self.utc))
        #expect(week.reasonForNoChange == .earlierPeriodHasNoReadings)
        #expect(!week.coversPeriodFromStart)
        #expect(week.firstReading == Double(Self.day(2026, 9, 10)) * Cadence.day)
    }

    @Test("Readings of evenings only cover each period alike, though none comes near its start")
    func evenings() throws {
        let first = Self.day(2026, 10, 28)
        var times: [Double] = []
        for day in 0..<14 {
            for hour in 17...23 { times.append(Double(first + day) * Cadence.day + Double(hour) * 3_600) }
        }
        let series = Series(times: times, values: Array(repeating: 1, count: times.count))
        let week = try #require(series.compare(over: .days(7), aggregate: .sum, calendar: Self.utc))
        #expect(week.reasonForNoChange == nil)
        #expect(week.current == 49 && week.previous == 49)
        // Starting a day later, the earlier week lacks a day that the later one has.
        let late = Series(times: Array(times.dropFirst(7)), values: Array(repeating: 1, count: times.count - 7))
        #expect(
            late.compare(over: .days(7), aggregate: .sum, calendar: Self.utc)?.reasonForNoChange
                == .earlierPeriodNotCovered)
    }

    @Test("A reading at midnight after the last day belongs to the next period")
    func midnightBelongsToNextDay() {
        let series = Self.daily(from: Self.day(2026, 9, 1), count: 10)
        let period = CalendarLength.days(7).period(endingWith: Self.day(2026, 9, 7))
        #expect(series.window(of: period, calendar: Self.utc) == SampleWindow(first: 0, last: 6))
        let empty = CalendarLength.days(7).period(endingWith: Self.day(2026, 8, 20))
        #expect(series.window(of: empty, calendar: Self.utc) == nil)
    }

    @Test("Periods follow the calendar's time zone: days begin at local midnight")
    func timeZone() throws {
        let berlin = BucketCalendar(timeZone: TimeZone(identifier: "Europe/Berlin")!)
        // 23:30 UTC on 30 September is 1:30 on 1 October in Berlin.
        let late = Double(Self.day(2026, 9, 30)) * Cadence.day + 23.5 * 3_600
        let series = Series(times: [late - 7 * Cadence.day, late], values: [1, 2])
        let month = try #require(series.compare(over: .months(1), aggregate: .sum, calendar: berlin))
        #expect(Self.text(month.period) == "2026-09-02...2026-10-01")
        let utcMonth = try #require(series.compare(over: .months(1), aggregate: .sum, calendar: Self.utc))
        #expect(Self.text(utcMonth.period) == "2026-09-01...2026-09-30")
    }

    @Test("An empty series has nothing to compare unless a day is given")
    func emptySeries() throws {
        let empty = Series(times: [], values: [])
        #expect(empty.compare(over: .months(1), aggregate: .sum, calendar: Self.utc) == nil)
        let given = try #require(
            empty.compare(over: .months(1), aggregate: .sum, endingWith: Self.day(2026, 1, 1), calendar: Self.utc))
        #expect(given.reasonForNoChange == .noReadings && given.current == nil)
    }

    @Test(
        "Periods sum, average or take the latest reading",
        arguments: [(PeriodAggregate.sum, 33_900.0), (.average, 1_130.0), (.latest, 1_130.0)])
    func aggregates(aggregate: PeriodAggregate, expected: Double) throws {
        // 1,000 a day through September, then 1,130 a day for October's 30 days to the 30th.
        let series = Self.daily(from: Self.day(2026, 9, 1), count: 60) { $0 < 30 ? 1_000 : 1_130 }
        let comparison = try #require(series.compare(over: .days(30), aggregate: aggregate, calendar: Self.utc))
        #expect(comparison.current == expected)
        #expect(comparison.window?.count == 30 && comparison.earlierWindow?.count == 30)
    }
}

@Suite("Gaps and holes in compared periods")
struct SeriesPeriodsGapTests {
    static let utc = SeriesPeriodsTests.utc

    @Test("A gap at the start or end of a period is no reading: the window runs from value to value")
    func gapsAtEdgesAreNoReadings() throws {
        let first = SeriesPeriodsTests.day(2026, 9, 1)
        // 14 days; the first day of the later week (8 September) and the last day are gaps.
        let series = SeriesPeriodsTests.daily(from: first, count: 14) { $0 == 7 || $0 == 13 ? .nan : Double($0 + 1) }
        let week = try #require(series.compare(over: .days(7), aggregate: .average, calendar: Self.utc))
        #expect(week.window == SampleWindow(first: 8, last: 12))
        #expect(week.firstReading == Double(first + 8) * Cadence.day)
        // The latest figure is the latest value, never a gap.
        #expect(series.figure(.latest, of: try #require(week.window)) == 13)
        // A period of gaps alone has no readings.
        let empty = SeriesPeriodsTests.daily(from: first, count: 14) { $0 >= 7 ? .nan : 1 }
        #expect(empty.compare(over: .days(7), aggregate: .sum, calendar: Self.utc)?.reasonForNoChange == .noReadings)
    }

    @Test("Totals are not compared when one period has more time with no data than the other")
    func unevenTotals() throws {
        let first = SeriesPeriodsTests.day(2026, 9, 1)
        // A gap on one day of the later week: six days against seven.
        let gap = SeriesPeriodsTests.daily(from: first, count: 14) { $0 == 9 ? .nan : 100 }
        let week = try #require(gap.compare(over: .days(7), aggregate: .sum, calendar: Self.utc))
        #expect(week.reasonForNoChange == .unevenCoverage)
        #expect(week.change == nil)
        // Averages over the values present are still compared.
        #expect(gap.compare(over: .days(7), aggregate: .average, calendar: Self.utc)?.change == 0)
        // A hole in time (two days with no sample at all) in the earlier week.
        var times = (0..<14).map { Double(first + $0) * Cadence.day }
        times.removeAll { $0 == Double(first + 2) * Cadence.day || $0 == Double(first + 3) * Cadence.day }
        let holed = Series(times: times, values: Array(repeating: 5, count: times.count))
        #expect(
            holed.compare(over: .days(7), aggregate: .sum, calendar: Self.utc)?.reasonForNoChange == .unevenCoverage)
        // The same holes in both weeks: evenly covered, so compared.
        var even = (0..<14).map { Double(first + $0) * Cadence.day }
        even.removeAll { [2, 9].contains(Int($0 / Cadence.day) - first) }
        let evenSeries = Series(times: even, values: Array(repeating: 5, count: even.count))
        #expect(evenSeries.compare(over: .days(7), aggregate: .sum, calendar: Self.utc)?.reasonForNoChange == nil)
    }
}
