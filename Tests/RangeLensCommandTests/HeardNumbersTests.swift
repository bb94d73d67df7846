import AudioGraph
import Foundation
import Narration
import SpanModel
import Testing

/// Numbers as a listener hears them: each locale's spoken numbers, as the range lens writes
/// them into its sentences, turned into phonemes by espeak-ng in the voice RangeLens picks, and
/// compared with the same number written plainly (no grouping, the sign as the word a reader
/// would say). A separator heard as a break between two numbers ("8 112" heard 812), a sign
/// not said ("-5600" heard 5600) or a decimal mark skipped ("٢٫٣" heard "two three") fails.
@Suite("Heard numbers")
struct HeardNumbersTests {
    /// The numbers every locale is heard saying.
    static let numbers: [Double] = [0, 1, 2, 5, 21, 1_000, 8_112, 178_820, 1_565_632, -5_600, 2.3, -0.5, 100_000]

    /// How a reader would write a number plainly in each locale, for espeak-ng to read: the
    /// word for the sign, and the decimal mark the language says ("coma", "virgule", "فاصل").
    struct Plain: Sendable {
        var minus: String
        var decimal: String
    }

    static let plain: [String: Plain] = [
        "en-US": Plain(minus: "minus", decimal: "."), "en-GB": Plain(minus: "minus", decimal: "."),
        "de": Plain(minus: "minus", decimal: ","), "fr": Plain(minus: "moins", decimal: ","),
        "fr-CA": Plain(minus: "moins", decimal: ","), "es": Plain(minus: "menos", decimal: ","),
        "es-MX": Plain(minus: "menos", decimal: "."), "pl": Plain(minus: "minus", decimal: ","),
        "ar": Plain(minus: "سالب", decimal: "."), "ar-EG": Plain(minus: "سالب", decimal: "."),
        "ar-SA": Plain(minus: "سالب", decimal: "."),
    ]

    /// `value` written plainly: the sign's word, ASCII digits without grouping, the language's
    /// decimal mark.
    static func plainText(_ value: Double, in locale: String) -> String {
        let words = plain[locale]!
        let magnitude = abs(value)
        var digits =
            magnitude == magnitude.rounded() ? String(Int(magnitude)) : String(format: "%.1f", magnitude)
        digits = digits.replacingOccurrences(of: ".", with: words.decimal)
        return value < 0 ? "\(words.minus) \(digits)" : digits
    }

    /// The narration of a locale, over a small series (its values do not matter here).
    static func narrator(_ identifier: String) throws -> RangeNarrator {
        let locale = try NarrationLocale(identifier: identifier, shipped: NarrationCopy.builtInLocales())
        let copy = try NarrationCopy(locale: locale)
        let series = Series(times: (0..<7).map { Double($0) * 86_400 }, values: Array(repeating: 1, count: 7))
        return RangeNarrator(series: series, calendar: BucketCalendar(), copy: copy)
    }

    @Test(
        "Every number is heard as the number, with its sign and decimal, in every spoken locale",
        arguments: ["en-US", "en-GB", "de", "fr", "fr-CA", "es", "es-MX", "pl", "ar", "ar-EG", "ar-SA"])
    func heardAsWrittenPlainly(identifier: String) throws {
        let narrator = try Self.narrator(identifier)
        let spoken = Self.numbers.map { narrator.value($0).text }
        let plain = Self.numbers.map { Self.plainText($0, in: identifier) }
        let heard = try SpeechSynthesizer.phonemes(of: spoken, locale: identifier).map(CopyCommandTests.normalized)
        let expected = try SpeechSynthesizer.phonemes(of: plain, locale: identifier).map(CopyCommandTests.normalized)
        for index in Self.numbers.indices {
            let said = heard[index].joined(separator: " ")
            let meant = expected[index].joined(separator: " ")
            #expect(!heard[index].isEmpty, "\(identifier): '\(spoken[index])' is not heard at all")
            #expect(
                heard[index] == expected[index],
                "\(identifier): '\(spoken[index])' is heard \(said), '\(plain[index])' \(meant)")
        }
        // The sign is heard: a loss never sounds like a gain.
        let losses = try SpeechSynthesizer.phonemes(
            of: [narrator.value(-5_600).text, narrator.value(5_600).text], locale: identifier)
        #expect(losses[0] != losses[1], "\(identifier): -5600 and 5600 are heard alike")
    }

    @Test("Japanese and Chinese are not spoken by espeak-ng, whose voices misread them", arguments: ["ja", "zh-Hans"])
    func refusedForSpeech(identifier: String) throws {
        #expect(SpeechSynthesizer.refusal(forLocale: identifier) != nil)
        // The printed numbers still carry the sign in words for a screen reader's own voice.
        let narrator = try Self.narrator(identifier)
        #expect(narrator.value(-5_600).text.hasPrefix(identifier == "ja" ? "マイナス" : "负"))
    }
}
