import Foundation
import Testing

@testable import Narration

@Suite("Durations in words")
struct DurationWordingTests {
    @Test(
        "English leaves out units that are zero and joins the rest with commas and a last \"and\"",
        arguments: [
            (0, "0 seconds"), (1, "1 second"), (59, "59 seconds"), (60, "1 minute"), (61, "1 minute and 1 second"),
            (3_600, "1 hour"),
            (3_601, "1 hour and 1 second"), (7_322, "2 hours, 2 minutes, and 2 seconds"), (-4, "0 seconds"),
            (359_999, "99 hours, 59 minutes, and 59 seconds"),
        ])
    func english(seconds: Int, expected: String) throws {
        #expect(DurationWording(copy: try NarrationFixtures.copy("en")).spoken(seconds: seconds) == expected)
    }

    @Test(
        "One of a unit is said in words where engines misread the numeral",
        arguments: [
            ("de", 3_661, "eine Stunde, eine Minute und eine Sekunde"), ("pl", 61, "jedna minuta i jedna sekunda"),
            ("pl", 125, "2 minuty i 5 sekund"), ("pl", 1_320, "22 minuty"), ("es", 61, "un minuto y un segundo"),
            ("ar", 7_202, "ساعتان وثانيتان"), ("ar", 180, "3 دقائق"), ("ar-EG", 180, "٣ دقائق"),
            ("ja", 3_661, "1時間1分1秒"),
        ])
    func locales(identifier: String, seconds: Int, expected: String) throws {
        let spoken = DurationWording(copy: try NarrationFixtures.copy(identifier)).spoken(seconds: seconds)
        #expect(spoken == expected)
    }

    @Test("A stats card duration is spoken in the same words and written short")
    func valueFormatter() throws {
        let copy = try NarrationFixtures.copy("de")
        let formatter = ValueFormatter(
            format: .duration, locale: copy.locale.locale, durations: DurationWording(copy: copy))
        #expect(formatter.spoken(61).text == "eine Minute und eine Sekunde")
        #expect(formatter.written(252).text.contains("4"))
        // Without the catalog's words, ICU's are used.
        #expect(
            ValueFormatter(format: .duration, locale: copy.locale.locale).spoken(61).text == "1 Minute und 1 Sekunde")
    }
}
