import Foundation
import SpanModel
import Testing

@testable import Narration

@Suite("Dates in words")
struct DateWordingTests {
    static let calendar = BucketCalendar(timeZone: TimeZone(identifier: "UTC")!)
    static let december2015 = CivilDate(year: 2015, month: 12, day: 1).dayNumber

    @Test(
        "A month inside a phrase takes the form the language gives it there",
        arguments: [
            ("pl", "grudnia 2015", "grudzień 2015"), ("en", "December 2015", "December 2015"),
            ("de", "Dezember 2015", "Dezember 2015"),
            ("ja", "2015年12月", "2015年12月"), ("es", "diciembre de 2015", "diciembre de 2015"),
        ])
    func months(identifier: String, inContext: String, alone: String) {
        let dates = DateWording(locale: Locale(identifier: identifier), calendar: Self.calendar)
        #expect(dates.spokenMonth(ofDay: Self.december2015, inContext: true) == inContext)
        #expect(dates.spokenMonth(ofDay: Self.december2015 + 20, inContext: false) == alone)
    }

    @Test("A day with its year carries no comma before the year in Arabic")
    func arabicYear() {
        let dates = DateWording(locale: Locale(identifier: "ar"), calendar: Self.calendar)
        let text = dates.spokenDay(CivilDate(year: 2026, month: 11, day: 29).dayNumber, withYear: true)
        #expect(!text.contains("\u{060C}"))
        #expect(text.contains("2026"))
    }

    @Test(
        "The first of a month is said as an ordinal in French, alone, with its year and with its weekday",
        arguments: ["fr", "fr-CA"])
    func frenchFirstOfMonth(identifier: String) {
        let dates = DateWording(locale: Locale(identifier: identifier), calendar: Self.calendar)
        let first = CivilDate(year: 2026, month: 3, day: 1).dayNumber
        #expect(dates.spokenDay(first, withYear: false) == "1er mars")
        #expect(dates.spokenDay(first, withYear: true) == "1er mars 2026")
        #expect(dates.spokenWeekdayAndDay(first, withYear: false) == "dimanche 1er mars")
        #expect(dates.spokenDay(first + 1, withYear: false) == "2 mars")
        #expect(dates.spokenDay(first + 10, withYear: false) == "11 mars")
        // Other languages keep the number as ICU writes it.
        #expect(
            DateWording(locale: Locale(identifier: "en-GB"), calendar: Self.calendar).spokenDay(first, withYear: false)
                == "1 March")
    }

    @Test("A German day alone is a nominative ordinal, in a phrase a dative one; Polish says the genitive in both")
    func standaloneDays() {
        let day = CivilDate(year: 2026, month: 1, day: 8).dayNumber
        let german = DateWording(locale: Locale(identifier: "de"), calendar: Self.calendar)
        #expect(german.spokenDay(day, withYear: false) == "achten Januar")
        #expect(german.spokenDay(day, withYear: false, standalone: true) == "achter Januar")
        #expect(german.spokenDay(day, withYear: true, standalone: true) == "achter Januar 2026")
        let polish = DateWording(locale: Locale(identifier: "pl"), calendar: Self.calendar)
        #expect(polish.spokenDay(day, withYear: false, standalone: true) == polish.spokenDay(day, withYear: false))
        let english = DateWording(locale: Locale(identifier: "en-GB"), calendar: Self.calendar)
        #expect(english.spokenDay(day, withYear: false, standalone: true) == "8 January")
    }

    @Test("A day with its weekday reads as the locale writes it, without an Arabic comma before the year")
    func weekdays() {
        let day = CivilDate(year: 2026, month: 10, day: 12).dayNumber
        #expect(
            DateWording(locale: Locale(identifier: "en-GB"), calendar: Self.calendar).spokenWeekdayAndDay(
                day, withYear: false) == "Monday 12 October")
        #expect(
            DateWording(locale: Locale(identifier: "de"), calendar: Self.calendar).spokenWeekdayAndDay(
                day, withYear: true) == "Montag, den zwölften Oktober 2026")
        let arabic = DateWording(locale: Locale(identifier: "ar"), calendar: Self.calendar).spokenWeekdayAndDay(
            day, withYear: true)
        #expect(!arabic.hasSuffix("\u{060C} 2026") && arabic.hasSuffix(" 2026"), "\(arabic)")
    }

    @Test("Canadian French writes a time as CLDR does, 14 h 00, on its own and across days as within one")
    func canadianFrenchTimes() {
        let dates = DateWording(locale: Locale(identifier: "fr-CA"), calendar: Self.calendar)
        let afternoon =
            Self.calendar.instant(dayNumber: CivilDate(year: 2026, month: 11, day: 29).dayNumber) + 14 * 3_600
        let single = dates.writtenRange(from: afternoon, to: afternoon, grain: .time, withYear: false)
        #expect(single.contains("14 h 00"), "\(single)")
        let across = dates.writtenRange(
            from: afternoon - 86_400, to: afternoon + 9 * 3_600, grain: .time, withYear: false)
        #expect(across.contains("14 h 00") && across.contains("23 h 00") && !across.contains(":"), "\(across)")
        let within = dates.writtenRange(from: afternoon, to: afternoon + 9 * 3_600, grain: .time, withYear: false)
        #expect(within.contains("14 h 00") && within.contains("23 h 00"), "\(within)")
        // France writes 14:00.
        let france = DateWording(locale: Locale(identifier: "fr"), calendar: Self.calendar)
        #expect(france.writtenRange(from: afternoon, to: afternoon, grain: .time, withYear: false).contains("14:00"))
    }

    @Test("Years are written in the locale's way", arguments: [("en", "2017"), ("ja", "2017年"), ("zh-Hans", "2017年")])
    func years(identifier: String, expected: String) {
        #expect(
            DateWording(locale: Locale(identifier: identifier), calendar: Self.calendar).spokenYear(2017) == expected)
    }

    @Test("Written ranges follow the grain")
    func writtenRanges() {
        let dates = DateWording(locale: Locale(identifier: "en-GB"), calendar: Self.calendar)
        let july2014 = Self.calendar.instant(dayNumber: CivilDate(year: 2014, month: 7, day: 1).dayNumber)
        let december2015 = Self.calendar.instant(dayNumber: Self.december2015)
        #expect(
            dates.writtenRange(from: july2014, to: december2015, grain: .month, withYear: true)
                == "Jul 2014\u{2009}–\u{2009}Dec 2015")
        #expect(
            dates.writtenRange(from: july2014, to: december2015, grain: .year, withYear: true)
                == "2014\u{2009}–\u{2009}2015")
        #expect(dates.writtenRange(from: december2015, to: december2015, grain: .year, withYear: true) == "2015")
    }
}
