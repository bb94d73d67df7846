import Foundation
import SpanModel
import Testing

@testable import Narration

/// Issue 11, case 9: dates before the Gregorian reform are spoken as the JSON writes them.
@Suite("Dates before 1583 in the proleptic Gregorian calendar")
struct ProlepticGregorianTests {
    static let calendar = BucketCalendar(timeZone: TimeZone(identifier: "UTC")!)

    @Test(
        "a day before the reform is said as its ISO date says",
        arguments: [
            ("en", CivilDate(year: 1500, month: 3, day: 1), "March 1, 1500"),
            ("de", CivilDate(year: 1500, month: 3, day: 1), "ersten März 1500"),
            ("en", CivilDate(year: 1582, month: 10, day: 4), "October 4, 1582"),
            ("en", CivilDate(year: 1582, month: 10, day: 14), "October 14, 1582"),
            ("en", CivilDate(year: 800, month: 12, day: 25), "December 25, 800"),
            ("en", CivilDate(year: 1600, month: 1, day: 1), "January 1, 1600"),
        ])
    func spokenDays(identifier: String, day: CivilDate, text: String) {
        let dates = DateWording(locale: Locale(identifier: identifier), calendar: Self.calendar)
        #expect(dates.spokenDay(day.dayNumber, withYear: true) == text)
    }

    @Test(
        "year 0 is 1 BC and year -1 is 2 BC, on their proleptic days, with the era as each language writes it",
        arguments: [
            ("en", CivilDate(year: 0, month: 3, day: 1), "March 1, 1 BC"),
            ("en", CivilDate(year: -1, month: 12, day: 31), "December 31, 2 BC"),
            ("de", CivilDate(year: 0, month: 3, day: 1), "ersten März 1 v. Chr."),
            ("fr", CivilDate(year: 0, month: 1, day: 2), "2 janvier 1 av. J.-C."),
            ("ja", CivilDate(year: 0, month: 3, day: 1), "紀元前1年3月1日"),
            ("zh-Hans", CivilDate(year: 0, month: 3, day: 1), "公元前1年3月1日"),
            ("en", CivilDate(year: 1, month: 1, day: 1), "January 1, 1"),
        ])
    func yearsBeforeTheFirst(identifier: String, day: CivilDate, text: String) {
        let dates = DateWording(locale: Locale(identifier: identifier), calendar: Self.calendar)
        #expect(dates.spokenDay(day.dayNumber, withYear: true) == text)
    }

    @Test("the weekday of a day in 1 BC is the proleptic one")
    func weekdayBeforeTheFirst() {
        // 1 March of year 0 (1 BC) was a Wednesday in the proleptic Gregorian calendar.
        let day = CivilDate(year: 0, month: 3, day: 1)
        #expect(day.weekday == 4)
        let dates = DateWording(locale: Locale(identifier: "en"), calendar: Self.calendar)
        #expect(dates.spokenWeekdayAndDay(day.dayNumber, withYear: true) == "Wednesday, March 1, 1 BC")
    }

    @Test("Arabic-Indic digits stay Arabic-Indic when the year is written back")
    func arabicDigits() {
        let dates = DateWording(locale: Locale(identifier: "ar-EG"), calendar: Self.calendar)
        #expect(dates.spokenYear(1500) == "١٥٠٠")
        #expect(
            dates.spokenMonth(ofDay: CivilDate(year: 1500, month: 3, day: 1).dayNumber, inContext: false).contains(
                "١٥٠٠"))
    }

    @Test("a range across the reform keeps both years and its own length")
    func rangeAcrossTheReform() {
        let dates = DateWording(locale: Locale(identifier: "en"), calendar: Self.calendar)
        let text = dates.writtenRange(
            firstDay: CivilDate(year: 1500, month: 3, day: 1).dayNumber,
            lastDay: CivilDate(year: 1700, month: 3, day: 1).dayNumber,
            withYear: true)
        #expect(text.contains("1500") && text.contains("1700"), "\(text)")
        #expect(text.contains("Mar 1"))
    }

    @Test("the weekday of a shifted date is the proleptic one")
    func weekdays() {
        // 1 March 1500 was a Thursday in the proleptic Gregorian calendar.
        let day = CivilDate(year: 1500, month: 3, day: 1)
        #expect(day.weekday == 5)
        let text = ProlepticGregorian.text(
            at: Double(day.dayNumber) * 86_400 + 43_200, year: 1500, locale: Locale(identifier: "en")
        ) { date in
            date.formatted(
                Date.FormatStyle(
                    locale: Locale(identifier: "en"), calendar: Calendar(identifier: .gregorian),
                    timeZone: TimeZone(identifier: "UTC")!
                ).weekday(.wide).day().month(.wide).year())
        }
        #expect(text.contains("Thursday") && text.contains("1500"), "\(text)")
    }

    @Test("only runs of digits that are the shifted year are written back")
    func restoring() {
        #expect(
            ProlepticGregorian.restoringYears(in: "1 March 1900, 19, 1900年", [1500], cycles: 1)
                == "1 March 1500, 19, 1500年")
        #expect(ProlepticGregorian.restoringYears(in: "2026", [1500], cycles: 1) == "2026")
        #expect(ProlepticGregorian.cycles(forYear: 1583) == 0)
        #expect(ProlepticGregorian.cycles(forYear: 1582) == 1)
        #expect(ProlepticGregorian.cycles(forYear: 800) == 2)
        #expect(ProlepticGregorian.cycles(forYear: 0) == 4)
        #expect(ProlepticGregorian.cycles(forYear: -1) == 4)
    }
}
