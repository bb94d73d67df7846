import Foundation
import SpanModel
import Testing

@testable import SeriesIO

@Suite("Date format patterns")
struct DatePatternTests {
    /// Reads one cell with a pattern, as a row's date would be.
    func instantOf(_ text: String, pattern: String, zone: String = "UTC") throws -> Double {
        let timeZone = try #require(TimeZone(identifier: zone))
        var reader = DateReader(pattern: try DatePattern(pattern), calendar: BucketCalendar(timeZone: timeZone))
        return try Array(text.utf8).withUnsafeBytes { bytes throws in try reader.instant(of: bytes, line: 1) }
    }

    /// The message a cell that does not fit the pattern gets.
    func problem(_ text: String, pattern: String) throws -> String {
        var reader = DateReader(pattern: try DatePattern(pattern), calendar: BucketCalendar())
        do {
            let time = try Array(text.utf8).withUnsafeBytes { bytes throws in try reader.instant(of: bytes, line: 1) }
            Issue.record("\(text) read as \(time)")
            return ""
        } catch let error as DateProblem {
            return error.message.description
        }
    }

    static let cases: [(pattern: String, text: String, expected: Double)] = [
        ("dd.MM.yyyy", "03.03.2026", instant(2026, 3, 3)),
        ("d/M/yyyy", "3/3/2026", instant(2026, 3, 3)),
        ("d/M/yyyy", "31/12/2026", instant(2026, 12, 31)),
        ("d/M/yy", "3/3/26", instant(2026, 3, 3)),
        ("d/M/yy", "1/1/68", instant(2068, 1, 1)),
        ("d/M/yy", "1/1/69", instant(1969, 1, 1)),
        ("y-M-d", "2026-3-3", instant(2026, 3, 3)),
        ("yyyyMMdd", "20260303", instant(2026, 3, 3)),
        ("MMM d, yyyy", "Mar 3, 2026", instant(2026, 3, 3)),
        ("MMM d, yyyy", "SEP 30, 2026", instant(2026, 9, 30)),
        ("MMMM d yyyy", "march 3 2026", instant(2026, 3, 3)),
        ("d MMMM yyyy", "3 September 2026", instant(2026, 9, 3)),
        ("EEE, dd MMM yyyy HH:mm:ss Z", "Tue, 03 Mar 2026 14:05:09 +0100", instant(2026, 3, 3, 13, 5, 9)),
        ("EEEE yyyy-MM-dd", "Tuesday 2026-03-03", instant(2026, 3, 3)),
        ("yyyy-MM-dd'T'HH:mm:ss.SSSXXX", "2026-03-03T14:05:09.250Z", instant(2026, 3, 3, 14, 5, 9) + 0.25),
        ("yyyy-MM-dd'T'HH:mm:ss.SSSXXX", "2026-03-03T14:05:09.250+01:00", instant(2026, 3, 3, 13, 5, 9) + 0.25),
        ("yyyy-MM-dd HH:mm XX", "2026-03-03 14:05 -0500", instant(2026, 3, 3, 19, 5)),
        ("yyyy-MM-dd HH:mm X", "2026-03-03 14:05 +01", instant(2026, 3, 3, 13, 5)),
        ("yyyy-MM-dd HH:mm xxx", "2026-03-03 14:05 +00:00", instant(2026, 3, 3, 14, 5)),
        ("yyyy-MM-dd HH:mm ZZZZZ", "2026-03-03 14:05 Z", instant(2026, 3, 3, 14, 5)),
        ("h:mm a, dd/MM/yyyy", "2:05 PM, 03/03/2026", instant(2026, 3, 3, 14, 5)),
        ("h:mm a, dd/MM/yyyy", "12:00 am, 03/03/2026", instant(2026, 3, 3, 0, 0)),
        ("h:mm a, dd/MM/yyyy", "12:30 PM, 03/03/2026", instant(2026, 3, 3, 12, 30)),
        ("hh:mm:ss a dd/MM/yyyy", "11:59:59 PM 03/03/2026", instant(2026, 3, 3, 23, 59, 59)),
        ("H:m:s d.M.yyyy", "7:5:9 3.3.2026", instant(2026, 3, 3, 7, 5, 9)),
        ("'Day' d 'of' M yyyy", "Day 3 of 3 2026", instant(2026, 3, 3)),
        ("yyyy''MM''dd", "2026'03'03", instant(2026, 3, 3)),
        ("'week of' yyyy-MM-dd", "week of 2026-03-02", instant(2026, 3, 2)),
    ]

    @Test("a pattern reads the dates written in it", arguments: cases)
    func readsPattern(pattern: String, text: String, expected: Double) throws {
        let time = try instantOf(text, pattern: pattern)
        #expect(abs(time - expected) < 1e-6, "\(text) with \(pattern) read as \(time), expected \(expected)")
    }

    @Test("a pattern without a zone reads local time in the calendar's zone")
    func localTime() throws {
        let zone = try #require(TimeZone(identifier: "Asia/Tokyo"))
        #expect(
            try instantOf("03.03.2026 09:00", pattern: "dd.MM.yyyy HH:mm", zone: "Asia/Tokyo")
                == instant(2026, 3, 3, 9, zone: zone))
        #expect(
            try instantOf("03.03.2026 09:00", pattern: "dd.MM.yyyy HH:mm", zone: "Asia/Tokyo") == instant(2026, 3, 3))
    }

    @Test("a cell that does not fit the pattern is an error naming the pattern")
    func mismatch() throws {
        #expect(
            try problem("2026-03-03", pattern: "dd.MM.yyyy")
                == "expected a date in the form 'dd.MM.yyyy', found '2026-03-03'")
        #expect(
            try problem("03.03.2026 extra", pattern: "dd.MM.yyyy")
                == "expected a date in the form 'dd.MM.yyyy', found '03.03.2026 extra'")
        #expect(
            try problem("Foo 3, 2026", pattern: "MMM d, yyyy")
                == "expected a date in the form 'MMM d, yyyy', found 'Foo 3, 2026'")
        #expect(try problem("3.3.26", pattern: "d.M.yyyy") == "expected a date in the form 'd.M.yyyy', found '3.3.26'")
    }

    @Test("an impossible date read by a pattern says why")
    func impossible() throws {
        #expect(
            try problem("30.02.2026", pattern: "dd.MM.yyyy")
                == "'30.02.2026' is not a real date: February 2026 has 28 days")
        #expect(
            try problem("13:00 PM 03.03.2026", pattern: "h:mm a dd.MM.yyyy")
                == "'13:00 PM 03.03.2026' is not a real time of day: "
                + "there is no hour 13 with AM or PM (hours go from 1 to 12)"
        )
        #expect(
            try problem("03.03.2026 24:00", pattern: "dd.MM.yyyy HH:mm")
                == "'03.03.2026 24:00' is not a real time of day: there is no hour 24 (hours go from 00 to 23)")
    }

    @Test("patterns without a day read months, and without a month read years")
    func monthsAndYears() throws {
        let months = try read("m,v\nJul 2014,1\nAug 2014,2\n", options: options(dateFormat: "MMM yyyy"))
        #expect(months.times == [instant(2014, 7, 1), instant(2014, 8, 1)])
        let slashed = try read("m,v\n07/2014,1\n", options: options(dateFormat: "MM/yyyy"))
        #expect(slashed.times == [instant(2014, 7, 1)])
        let years = try read("y,v\n2017,1\n2018,2\n", options: options(dateFormat: "yyyy"))
        #expect(years.times == [instant(2017, 1, 1), instant(2018, 1, 1)])
        let shortYears = try read("y,v\nFY17,1\n", options: options(dateFormat: "'FY'yy"))
        #expect(shortYears.times == [instant(2017, 1, 1)])
        #expect(try DatePattern("MM/yyyy").grain == .month)
        #expect(try DatePattern("yyyy").grain == .year)
        #expect(try DatePattern("d MMM yyyy").grain == .day)
    }

    @Test("a date argument knows the day after the day, month or year it names")
    func dayAfter() throws {
        let calendar = BucketCalendar()
        func after(_ text: String, _ pattern: String? = nil) throws -> CivilDate {
            let argument = try DateArgument(
                parsing: text, calendar: calendar, pattern: try pattern.map { try DatePattern($0) })
            return CivilDate(dayNumber: argument.dayNumberAfter)
        }
        #expect(try after("2015-12-31") == CivilDate(year: 2016, month: 1, day: 1))
        #expect(try after("2015-12") == CivilDate(year: 2016, month: 1, day: 1))
        #expect(try after("2016-02") == CivilDate(year: 2016, month: 3, day: 1))
        #expect(try after("2017") == CivilDate(year: 2018, month: 1, day: 1))
        #expect(try after("07/2014") == CivilDate(year: 2014, month: 8, day: 1))
        #expect(try after("2014", "yyyy") == CivilDate(year: 2015, month: 1, day: 1))
        #expect(try after("1974Q4") == CivilDate(year: 1975, month: 1, day: 1))
        #expect(try after("1974-Q2") == CivilDate(year: 1974, month: 7, day: 1))
        #expect(try DateArgument(parsing: "2017", calendar: calendar).hasTime == false)
    }

    @Test("--from and --to take ISO dates whatever pattern the file's dates need")
    func isoWithAPattern() throws {
        let calendar = BucketCalendar()
        let pattern = try DatePattern("dd.MM.yyyy")
        for (text, day) in [
            ("2003-01-01", CivilDate(year: 2003, month: 1, day: 1)),
            ("2003-02", CivilDate(year: 2003, month: 2, day: 1)),
            ("2003", CivilDate(year: 2003, month: 1, day: 1)), ("15.03.2003", CivilDate(year: 2003, month: 3, day: 15)),
        ] {
            let argument = try DateArgument(parsing: text, calendar: calendar, pattern: pattern)
            #expect(CivilDate(dayNumber: argument.dayNumber) == day, "\(text)")
        }
        let error = try #require(throws: DateArgumentError.self) {
            try DateArgument(parsing: "March 2003", calendar: calendar, pattern: pattern)
        }
        #expect(
            error.message
                == "expected a date in the form 'dd.MM.yyyy' or like 2026-03-03, 2026-03 or 2026, found 'March 2003'")
        let impossible = try #require(throws: DateArgumentError.self) {
            try DateArgument(parsing: "2003-02-30", calendar: calendar, pattern: pattern)
        }
        #expect(impossible.message == "'2003-02-30' is not a real date: February 2003 has 28 days")
    }

    static let unsupportedAdvice =
        "(see the list of date format letters; put literal letters in quotes, as in 'T')"

    static let badPatterns: [(pattern: String, offset: Int, message: String)] = [
        ("yyyy-MM-dd'T", 10, "the quote at character 11 is not closed (write '' for a quote)"),
        (
            "yyyy-MM-ddTHH:mm", 10,
            "'T' is not a supported field \(Self.unsupportedAdvice)"
        ),
        (
            "yyy-MM-dd", 0,
            "'yyy' is not a supported field \(Self.unsupportedAdvice)"
        ),
        ("HH:mm", 0, "a date format needs a year (for example yyyy, as in yyyy-MM-dd, MM/yyyy or yyyy)"),
        ("dd.yyyy", 0, "a day needs a month: give one (for example MM, as in dd.MM.yyyy)"),
        (
            "yyyy-MM HH:mm", 8,
            "a time, a weekday or a zone needs a day: give one (for example dd), or leave them out for months or years"
        ),
        (
            "EEE yyyy", 0,
            "a time, a weekday or a zone needs a day: give one (for example dd), or leave them out for months or years"
        ),
        ("yyyy-MM-dd hh:mm", 11, "'h' counts hours 1 to 12 and needs 'a' for AM or PM (use 'H' for hours 00 to 23)"),
        ("yyyy-MM-dd HH:mm a", 17, "'a' (AM or PM) goes with 'h' for hours 1 to 12, not with 'H'"),
        ("yyyy MM dd yyyy", 11, "'yyyy' repeats a field already given at character 1"),
    ]

    @Test("a pattern that cannot be used is refused with where and why", arguments: badPatterns)
    func badPattern(pattern: String, offset: Int, message: String) throws {
        #expect {
            _ = try DatePattern(pattern)
        } throws: { error in
            guard let error = error as? DatePatternError else { return false }
            return error.offset == offset && error.message == message && error.pattern == pattern
                && error.description == "the date format '\(pattern)' cannot be used: \(message)"
        }
    }

    @Test("a file read with a date format finds its header and date column by the pattern")
    func fileWithPattern() throws {
        let table = try read(
            "Tag\tDatum\tSchritte\nx\t03.03.2026\t8412\ny\t04.03.2026\t9120\n", path: "steps.tsv",
            options: options(dateFormat: "dd.MM.yyyy"))
        #expect(table.hasHeader)
        #expect(table.dateColumnPosition == 2)
        #expect(table.valueColumnPosition == 3)
        #expect(table.times == [instant(2026, 3, 3), instant(2026, 3, 4)])
        #expect(table.values == [8412, 9120])
    }

    @Test("with a date format, ISO dates are not read")
    func patternReplacesISO() throws {
        let error = try readError(
            "date,value\n03.03.2026,1\n2026-03-04,2\n", options: options(dateFormat: "dd.MM.yyyy"))
        #expect(error.line == 3)
        #expect(error.column == 1)
        #expect(error.message == "expected a date in the form 'dd.MM.yyyy', found '2026-03-04'")
    }
}
