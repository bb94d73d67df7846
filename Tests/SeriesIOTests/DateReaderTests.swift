import Foundation
import SpanModel
import Testing

@testable import SeriesIO

@Suite("Reading dates")
struct DateReaderTests {
    /// Every accepted form, and the instant it stands for (computed independently).
    static let forms: [(text: String, expected: Double)] = [
        ("2026-03-03", instant(2026, 3, 3)),
        ("2026-03-03T14:05", instant(2026, 3, 3, 14, 5)),
        ("2026-03-03T14:05:09", instant(2026, 3, 3, 14, 5, 9)),
        ("2026-03-03T14:05:09.25", instant(2026, 3, 3, 14, 5, 9) + 0.25),
        ("2026-03-03T14:05:09.123456789", instant(2026, 3, 3, 14, 5, 9) + 0.123456789),
        ("2026-03-03T14:05Z", instant(2026, 3, 3, 14, 5)),
        ("2026-03-03T14:05:09Z", instant(2026, 3, 3, 14, 5, 9)),
        ("2026-03-03t14:05z", instant(2026, 3, 3, 14, 5)),
        ("2026-03-03T14:05+01:00", instant(2026, 3, 3, 13, 5)),
        ("2026-03-03T14:05:09.5-02:30", instant(2026, 3, 3, 16, 35, 9) + 0.5),
        ("2026-03-03T14:05+0530", instant(2026, 3, 3, 8, 35)),
        ("2026-03-03T14:05-05", instant(2026, 3, 3, 19, 5)),
        ("2026-03-03 14:05", instant(2026, 3, 3, 14, 5)),
        ("2026-03-03 14:05:09+01:00", instant(2026, 3, 3, 13, 5, 9)),
        ("2026-03-03 14:05 +0100", instant(2026, 3, 3, 13, 5)),
        ("2026-03-03 14:05 Z", instant(2026, 3, 3, 14, 5)),
        ("2026-06-30T23:59:60Z", instant(2026, 7, 1)),
        ("2026/03/03", instant(2026, 3, 3)),
        ("2026/3/3", instant(2026, 3, 3)),
        ("2026/03/03 14:05", instant(2026, 3, 3, 14, 5)),
        ("2026/03/03T14:05:09Z", instant(2026, 3, 3, 14, 5, 9)),
        ("2026/12/31 23:59:59.999+14:00", instant(2026, 12, 31, 9, 59, 59) + 0.999),
        ("1969-12-31", -86_400),
        // The proleptic Gregorian calendar of ISO 8601 (Foundation's calendar turns Julian before 1582).
        ("0001-01-01", -62_135_596_800),
        ("1900-01-01", instant(1900, 1, 1)),
        ("2024-02-29", instant(2024, 2, 29)),
        ("2000-02-29", instant(2000, 2, 29)),
    ]

    @Test("every accepted date form reads as the instant it names", arguments: forms)
    func acceptedForm(text: String, expected: Double) throws {
        let table = try read("date,value\n\(text),1\n")
        let time = try #require(table.times.first)
        #expect(abs(time - expected) < 1e-6, "\(text) read as \(time), expected \(expected)")
    }

    @Test("a date in a quoted cell with spaces around reads like the bare date")
    func quotedAndPadded() throws {
        let table = try read("date,value\n\"  2026-03-03 \",1\n 2026-03-04 ,2\n")
        #expect(table.times == [instant(2026, 3, 3), instant(2026, 3, 4)])
    }

    static let impossible: [(text: String, message: String)] = [
        ("2026-02-30", "'2026-02-30' is not a real date: February 2026 has 28 days"),
        ("2028-02-30", "'2028-02-30' is not a real date: February 2028 has 29 days"),
        ("2026-04-31", "'2026-04-31' is not a real date: April 2026 has 30 days"),
        ("2026-13-01", "'2026-13-01' is not a real date: there is no month 13 (months go from 1 to 12)"),
        ("2026-00-10", "'2026-00-10' is not a real date: there is no month 0 (months go from 1 to 12)"),
        ("2026-03-00", "'2026-03-00' is not a real date: there is no day 0 (days count from 1)"),
        ("2026/02/29", "'2026/02/29' is not a real date: February 2026 has 28 days"),
        (
            "2026-03-03T25:00",
            "'2026-03-03T25:00' is not a real time of day: there is no hour 25 (hours go from 00 to 23)"
        ),
        (
            "2026-03-03T24:00",
            "'2026-03-03T24:00' is not a real time of day: there is no hour 24 (hours go from 00 to 23)"
        ),
        (
            "2026-03-03T10:60",
            "'2026-03-03T10:60' is not a real time of day: there is no minute 60 (minutes go from 00 to 59)"
        ),
        (
            "2026-03-03T10:00:61",
            "'2026-03-03T10:00:61' is not a real time of day: there is no second 61 (seconds go from 00 to 59)"
        ),
        (
            "2026-03-03T10:00+24:00",
            "'2026-03-03T10:00+24:00' has the zone offset +24:00, which is not one (offsets go from -23:59 to +23:59)"
        ),
    ]

    @Test("an impossible date or time is an error that says why, at its line and column", arguments: impossible)
    func impossibleDate(text: String, message: String) throws {
        let error = try readError("date,value\n2026-03-01,1\n2026-03-02,2\n\(text),3\n")
        #expect(error.kind == .badData)
        #expect(error.line == 4)
        #expect(error.column == 1)
        #expect(error.message == message)
        #expect(error.description == "test.csv:4:1: error: \(message)")
    }

    @Test("an impossible date in the first data row still names the real problem")
    func impossibleFirstDate() throws {
        let error = try readError("date,value\n2026-02-30,5\n")
        #expect(error.line == 2)
        #expect(error.column == 1)
        #expect(error.message == "'2026-02-30' is not a real date: February 2026 has 28 days")
    }

    static let unreadable = [
        "03/03/2026", "2026-3-3", "March 3", "2026-03-03T14", "2026-03-03T14:5", "20260303",
        "2026-03-03 14:05 UTC", "2026-03-03T", "2026-03-03T14:05:09.", "26-03-03", "2026.03.03", "tomorrow",
    ]

    @Test("text that is no accepted form is an error naming the forms expected", arguments: unreadable)
    func unreadableDate(text: String) throws {
        let error = try readError("date,value\n2026-03-02,1\n\(text),2\n")
        #expect(error.kind == .badData)
        #expect(error.line == 3)
        #expect(error.column == 1)
        #expect(
            error.message == "expected a date like 2026-03-03, 2026-03-03T14:05, 2026/03/03, 2026-03, 2026-Q1 or 2026 "
                + "(or give a date pattern), found '\(text)'")
    }

    static let mixed: [(first: String, later: String, expected: String)] = [
        ("2026-03-03", "2026/03/04", "YYYY-MM-DD"),
        ("2026-03-03", "2026-03-04T10:00", "YYYY-MM-DD"),
        ("2026-03-03T09:00", "2026-03-04", "YYYY-MM-DDTHH:MM (a date with a time)"),
        ("2026/03/03", "2026-03-04", "YYYY/MM/DD"),
        ("2026/03/03 10:00", "2026/03/04", "YYYY/MM/DD HH:MM (a date with a time)"),
    ]

    @Test("a date in another form than the first date is an error naming the form expected", arguments: mixed)
    func mixedForms(first: String, later: String, expected: String) throws {
        let error = try readError("date,value\n\(first),1\n\(later),2\n")
        #expect(error.kind == .badData)
        #expect(error.line == 3)
        #expect(error.column == 1)
        #expect(
            error.message == "expected a date in the form \(expected), as on line 2, found '\(later)' "
                + "(all dates in a file must be written the same way)")
    }

    @Test("date-times may vary in seconds, fractions, zones and the T within one file")
    func dateTimeDetailsMayVary() throws {
        let table = try read(
            "date,value\n2026-03-03T10:00,1\n2026-03-03 11:00:30,2\n"
                + "2026-03-03T12:00:00.5Z,3\n2026-03-03T13:00+01:00,4\n"
        )
        #expect(
            table.times == [
                instant(2026, 3, 3, 10), instant(2026, 3, 3, 11, 0, 30), instant(2026, 3, 3, 12) + 0.5,
                instant(2026, 3, 3, 12),
            ])
    }

    @Test("a date without a zone is local time in the calendar's time zone")
    func localTimeZone() throws {
        let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
        let dates = try read("date,value\n2026-01-15,1\n2026-07-15,2\n", options: options(timeZone: "Europe/Berlin"))
        #expect(dates.times == [instant(2026, 1, 15, zone: berlin), instant(2026, 7, 15, zone: berlin)])
        #expect(dates.times == [instant(2026, 1, 14, 23), instant(2026, 7, 14, 22)])
        let dateTimes = try read(
            "date,value\n2026-07-15T12:30,3\n2026-07-15T12:30Z,4\n", options: options(timeZone: "Europe/Berlin"))
        #expect(dateTimes.times == [instant(2026, 7, 15, 10, 30), instant(2026, 7, 15, 12, 30)])
    }

    @Test("local midnights follow daylight saving across years of daily dates")
    func localMidnightsAcrossDaylightSaving() throws {
        let zone = try #require(TimeZone(identifier: "America/New_York"))
        let calendar = BucketCalendar(timeZone: zone)
        let start = CivilDate(year: 2024, month: 1, day: 1).dayNumber
        let days = (0..<800).map { CivilDate(dayNumber: start + $0) }
        let text = "date,value\n" + days.map { "\($0),1\n" }.joined()
        let table = try read(text, options: options(timeZone: "America/New_York"))
        #expect(table.times.count == days.count)
        for (day, time) in zip(days, table.times) {
            #expect(time == instant(day.year, day.month, day.day, zone: zone), "\(day)")
            #expect(time == calendar.instant(dayNumber: day.dayNumber))
        }
    }

    @Test("times on a day with a daylight-saving change agree with the calendar")
    func timesOnTransitionDays() throws {
        let zone = try #require(TimeZone(identifier: "Europe/Berlin"))
        let calendar = BucketCalendar(timeZone: zone)
        let texts = [
            "2026-03-29T00:30", "2026-03-29T01:59", "2026-03-29T02:30", "2026-03-29T03:00", "2026-03-29T23:00",
            "2026-10-25T01:30", "2026-10-25T02:30", "2026-10-25T03:30",
        ]
        let table = try read(
            "date,value\n" + texts.map { "\($0),1\n" }.joined(), options: options(timeZone: "Europe/Berlin"))
        for (text, time) in zip(texts, table.times) {
            let day = CivilDate(
                year: 2026, month: Int(text.dropFirst(5).prefix(2))!, day: Int(text.dropFirst(8).prefix(2))!)
            let hour = Double(text.dropFirst(11).prefix(2))!
            let minute = Double(text.dropFirst(14).prefix(2))!
            #expect(
                time == calendar.instant(dayNumber: day.dayNumber, secondsIntoDay: hour * 3600 + minute * 60), "\(text)"
            )
        }
        #expect(table.times[0] == instant(2026, 3, 28, 23, 30))
        #expect(table.times[3] == instant(2026, 3, 29, 1))
        #expect(table.times[5] == instant(2026, 10, 24, 23, 30))
        #expect(table.times[7] == instant(2026, 10, 25, 2, 30))
    }

    @Test("a fixed-offset time zone places local dates by its offset")
    func fixedOffsetZone() throws {
        let zone = try #require(TimeZone(secondsFromGMT: -5 * 3600))
        var readOptions = SeriesReadOptions()
        readOptions.calendar = BucketCalendar(timeZone: zone)
        let table = try read("date,value\n2026-03-03,1\n2026-03-04,2\n", options: readOptions)
        #expect(table.times == [instant(2026, 3, 3, 5), instant(2026, 3, 4, 5)])
    }

    static let monthAndYearCells: [(text: String, year: Int, month: Int)] = [
        ("2014-07", 2014, 7), ("2014/07", 2014, 7), ("2014/7", 2014, 7), ("07/2014", 2014, 7), ("7/2014", 2014, 7),
        ("2017", 2017, 1), ("1600", 1600, 1), ("2999", 2999, 1), ("1974Q1", 1974, 1), ("1974-Q2", 1974, 4),
        ("1974 q3", 1974, 7), ("Q4 1974", 1974, 10), ("Q2-2003", 2003, 4),
    ]

    @Test("months and years read as their first day, at midnight in the time zone", arguments: monthAndYearCells)
    func monthsAndYears(text: String, year: Int, month: Int) throws {
        let table = try read("when,value\n\(text),5\n")
        #expect(table.times == [instant(year, month, 1)])
        let berlin = try read("when,value\n\(text),5\n", options: options(timeZone: "Europe/Berlin"))
        #expect(berlin.times == [instant(year, month, 1, zone: TimeZone(identifier: "Europe/Berlin")!)])
    }

    @Test("a monthly file makes samples a month apart, and a yearly one a year apart")
    func monthlyAndYearlyFiles() throws {
        let monthly = try SeriesReader.read(path: Fixture.path("monthly.csv"))
        #expect(monthly.count == 18)
        #expect(monthly.times.first == instant(2008, 1, 1))
        #expect(monthly.times.last == instant(2009, 6, 1))
        #expect(monthly.values.first == -2)
        let series = monthly.series(cleaning: .keepsSigns)
        #expect(series.cadence.medianGap >= 28 * 86_400 && series.cadence.medianGap <= 31 * 86_400)
        let yearly = try SeriesReader.read(path: Fixture.path("yearly.csv"))
        // 2013's value is empty: a gap, kept with its date.
        #expect(yearly.times == (2010...2017).map { instant($0, 1, 1) })
        #expect(yearly.values[3].isNaN)
        #expect(yearly.gapCount == 1)
        #expect(yearly.valueColumnName == "visitors")
    }

    @Test("a quarterly file makes samples a quarter apart, each on the first day of its quarter")
    func quarterlyFile() throws {
        var text = "period,gdp\n"
        for year in 1974...1979 {
            for quarter in 1...4 { text += "\(year)Q\(quarter),\(1000 + year * 4 + quarter)\n" }
        }
        let table = try read(text)
        #expect(table.count == 24)
        #expect(table.times[0] == instant(1974, 1, 1))
        #expect(table.times[5] == instant(1975, 4, 1))
        let series = table.series()
        #expect(series.cadence.medianGap >= 90 * 86_400 && series.cadence.medianGap <= 92 * 86_400)
        let error = try readError("period,gdp\n1974Q1,1\n1974Q5,2\n")
        #expect(error.line == 3)
        #expect(error.message == "'1974Q5' is not a real quarter: there is no quarter 5 (quarters go from 1 to 4)")
    }

    @Test("a month that is not one is an error that says why")
    func impossibleMonth() throws {
        let error = try readError("month,value\n2014-13,5\n")
        #expect(error.line == 2)
        #expect(error.message == "'2014-13' is not a real month: there is no month 13 (months go from 1 to 12)")
        let slashed = try readError("month,value\n00/2014,5\n")
        #expect(slashed.message == "'00/2014' is not a real month: there is no month 0 (months go from 1 to 12)")
    }

    @Test("months and days cannot be mixed in one file")
    func monthsAndDaysMixed() throws {
        let error = try readError("when,value\n2014-07,5\n2014-08-01,6\n")
        #expect(error.line == 3)
        #expect(
            error.message
                == "expected a date in the form YYYY-MM (a month), as on line 2, found '2014-08-01' "
                + "(all dates in a file must be written the same way)")
    }

    @Test("a column of bare years gives way to a column of dates, and counts are not years")
    func yearsGiveWay() throws {
        let table = try read("id,date,value\n2001,2026-03-01,5\n2002,2026-03-02,6\n")
        #expect(table.dateColumnName == "date")
        #expect(table.valueColumnName == "id", "the first other column that reads as numbers")
        let counts = try readError("a,b\n8412,5\n")
        #expect(counts.message.hasPrefix("no column reads as dates"))
    }

    @Test("the reader tells a date's shape from text that is not one")
    func readsAsDate() throws {
        let reader = DateReader(pattern: nil, calendar: BucketCalendar())
        func reads(_ text: String) -> Bool {
            Array(text.utf8).withUnsafeBytes { reader.readsAsDate($0) }
        }
        #expect(reads("2026-03-03"))
        #expect(reads("2026-02-30"), "an impossible date has a date's shape")
        #expect(reads("2026/3/3 10:00"))
        #expect(!reads("date"))
        #expect(!reads(""))
        #expect(!reads("8412"), "a count, not a year")
        #expect(reads("2017"))
        #expect(reads("2014-07"))
        #expect(reads("2014/7"))
        #expect(reads("07/2014"))
        #expect(!reads("999"))
        #expect(!reads("0999"))
    }
}

@Suite("Local time offsets")
struct LocalTimeResolverTests {
    static let zones = [
        "America/New_York", "Europe/Berlin", "Europe/London", "Australia/Lord_Howe", "Asia/Kolkata",
        "Pacific/Apia", "America/Sao_Paulo", "Africa/Casablanca", "Europe/Moscow", "America/St_Johns",
        "Pacific/Chatham", "Asia/Tehran",
    ]

    @Test("every local midnight and noon from 1950 to 2060 agrees with the calendar", arguments: zones)
    func agreesWithCalendar(zone: String) throws {
        let calendar = BucketCalendar(timeZone: try #require(TimeZone(identifier: zone)))
        var resolver = LocalTimeResolver(calendar: calendar)
        let first = CivilDate(year: 1950, month: 1, day: 1).dayNumber
        let last = CivilDate(year: 2060, month: 12, day: 31).dayNumber
        var disagreements: [String] = []
        for day in first...last {
            for seconds in [0.0, 43_200, 86_399] {
                let expected = calendar.instant(dayNumber: day, secondsIntoDay: seconds)
                if resolver.instant(dayNumber: day, secondsIntoDay: seconds) != expected {
                    disagreements.append("\(CivilDate(dayNumber: day)) +\(seconds)")
                }
            }
        }
        #expect(disagreements.count == 0, "first: \(disagreements.prefix(3))")
    }

    @Test("days read out of order agree with the calendar too")
    func outOfOrder() throws {
        let calendar = BucketCalendar(timeZone: try #require(TimeZone(identifier: "Europe/Berlin")))
        var resolver = LocalTimeResolver(calendar: calendar)
        var generator = SplitMix64(seed: 7)
        let first = CivilDate(year: 1990, month: 1, day: 1).dayNumber
        for _ in 0..<5_000 {
            let day = first + Int(generator.next() % 20_000)
            let seconds = Double(generator.next() % 86_400)
            #expect(
                resolver.instant(dayNumber: day, secondsIntoDay: seconds)
                    == calendar.instant(dayNumber: day, secondsIntoDay: seconds))
        }
    }
}
