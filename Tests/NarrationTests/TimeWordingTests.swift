import Foundation
import SpanModel
import Testing

@testable import Narration

@Suite("Times of day in words")
struct TimeWordingTests {
    static func times(_ identifier: String) throws -> TimeWording {
        let copy = try NarrationFixtures.copy(identifier)
        return TimeWording(copy: copy, calendar: BucketCalendar(), symbols: NumberSymbols(locale: copy.locale.locale))
    }

    /// Times of day as each language says them: every shipped locale has some, so a locale
    /// added to the catalogs fails `everyLocaleSaysTimes` until its times are written here.
    static let spokenTimes: [(String, Int, Int, String)] = [
        ("en", 23, 0, "11 PM"), ("en", 0, 0, "midnight"), ("en", 12, 0, "noon"), ("en", 12, 5, "12:05 PM"),
        ("en", 9, 5, "9:05 AM"),
        ("de", 23, 0, "23 Uhr"), ("de", 1, 0, "ein Uhr"), ("de", 17, 30, "17 Uhr 30"), ("fr", 23, 0, "23 heures"),
        ("fr", 9, 5, "9 heures 05"), ("fr", 1, 0, "une heure"), ("fr", 0, 0, "minuit"),
        ("es", 23, 0, "las 23 horas"),
        ("es", 1, 0, "la una"), ("pl", 23, 0, "dwudziestej trzeciej"), ("pl", 17, 30, "siedemnastej 30"),
        ("pl", 0, 0, "zerowej"), ("ar", 23, 0, "الساعة 23"),
        ("ar", 0, 0, "منتصف الليل"), ("ar", 17, 30, "الساعة 17:30"), ("ar-EG", 17, 30, "الساعة ١٧:٣٠"),
        ("ja", 23, 0, "23時"), ("ja", 17, 30, "17時30分"), ("zh-Hans", 23, 0, "23点"),
    ]

    @Test("Every shipped locale has times of day in the table of spoken times")
    func everyLocaleSaysTimes() {
        let covered = Set(Self.spokenTimes.map(\.0))
        for identifier in NarrationFixtures.shipped {
            #expect(covered.contains(identifier), "write how \(identifier) says a time of day in spokenTimes")
        }
    }

    @Test("Each language says a time the way it is spoken, never a bare 23:00", arguments: spokenTimes)
    func spoken(identifier: String, hour: Int, minute: Int, expected: String) throws {
        #expect(try Self.times(identifier).spokenTime(hour: hour, minute: minute) == expected)
    }

    @Test(
        "A time's digits are all the locale's own: no digit is written into a time line", arguments: ["ar-EG", "ar-SA"])
    func oneDigitSystem(identifier: String) throws {
        let times = try Self.times(identifier)
        for (hour, minute) in [(0, 0), (1, 0), (9, 5), (14, 0), (23, 0), (17, 30)] {
            let text = times.spokenTime(hour: hour, minute: minute)
            #expect(!text.contains { ("0"..."9").contains($0) }, "\(identifier) \(hour):\(minute): \(text)")
        }
    }

    @Test("The time of an instant is the local one, in the calendar's time zone")
    func localTime() throws {
        let copy = try NarrationFixtures.copy("en")
        let berlin = BucketCalendar(timeZone: TimeZone(identifier: "Europe/Berlin")!)
        let times = TimeWording(copy: copy, calendar: berlin, symbols: NumberSymbols(locale: copy.locale.locale))
        // 2026-11-29T22:00Z is 11 PM in Berlin.
        let instant = Double(CivilDate(year: 2026, month: 11, day: 29).dayNumber) * 86_400 + 22 * 3_600
        #expect(times.spokenTime(of: instant) == "11 PM")
    }
}
