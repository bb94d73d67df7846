import Foundation
import Testing

@testable import Narration
import SpanModel

@Suite("Dates in words")
struct DateWordingTests {
    static let calendar = BucketCalendar(timeZone: TimeZone(identifier: "UTC")!)
    static let december2015 = CivilDate(year: 2015, month: 12, day: 1).dayNumber

    @Test("A month inside a phrase takes the form the language gives it there", arguments: [
        ("pl", "grudnia 2015", "grudzień 2015"), ("en", "December 2015", "December 2015"), ("de", "Dezember 2015", "Dezember 2015"),
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

    @Test("Years are written in the locale's way", arguments: [("en", "2017"), ("ja", "2017年"), ("zh-Hans", "2017年")])
    func years(identifier: String, expected: String) {
        #expect(DateWording(locale: Locale(identifier: identifier), calendar: Self.calendar).spokenYear(2017) == expected)
    }

    @Test("Written ranges follow the grain")
    func writtenRanges() {
        let dates = DateWording(locale: Locale(identifier: "en-GB"), calendar: Self.calendar)
        let july2014 = Self.calendar.instant(dayNumber: CivilDate(year: 2014, month: 7, day: 1).dayNumber)
        let december2015 = Self.calendar.instant(dayNumber: Self.december2015)
        #expect(dates.writtenRange(from: july2014, to: december2015, grain: .month, withYear: true) == "Jul 2014\u{2009}–\u{2009}Dec 2015")
        #expect(dates.writtenRange(from: july2014, to: december2015, grain: .year, withYear: true) == "2014\u{2009}–\u{2009}2015")
        #expect(dates.writtenRange(from: december2015, to: december2015, grain: .year, withYear: true) == "2015")
    }
}
