import AudioGraph
import CommandTestSupport
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

    /// Every shipped locale espeak-ng speaks (it refuses Japanese and Chinese, tested below),
    /// American and British English, and the regional variants: a locale added to the catalogs
    /// is heard here, once `plain` says how its numbers are written plainly.
    static let spokenLocales =
        CommandFixtures.shippedLocales.filter { SpeechSynthesizer.refusal(forLocale: $0) == nil } + ["en-US", "en-GB"]
        + CommandFixtures.regionalVariants

    static let plain: [String: Plain] = [
        "en": Plain(minus: "minus", decimal: "."), "en-US": Plain(minus: "minus", decimal: "."),
        "en-GB": Plain(minus: "minus", decimal: "."),
        "de": Plain(minus: "minus", decimal: ","), "fr": Plain(minus: "moins", decimal: ","),
        "fr-CA": Plain(minus: "moins", decimal: ","), "es": Plain(minus: "menos", decimal: ","),
        "es-MX": Plain(minus: "menos", decimal: "."), "pl": Plain(minus: "minus", decimal: ","),
        "ar": Plain(minus: "سالب", decimal: "."), "ar-EG": Plain(minus: "سالب", decimal: "."),
        "ar-SA": Plain(minus: "سالب", decimal: "."),
    ]

    /// `value` written plainly: the sign's word, ASCII digits without grouping, the language's
    /// decimal mark.
    static func plainText(_ value: Double, in locale: String) throws -> String {
        let words = try #require(
            plain[locale], "write how \(locale) writes a number plainly in HeardNumbersTests.plain")
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
        arguments: spokenLocales)
    func heardAsWrittenPlainly(identifier: String) throws {
        let narrator = try Self.narrator(identifier)
        let spoken = Self.numbers.map { narrator.value($0).text }
        let plain = try Self.numbers.map { try Self.plainText($0, in: identifier) }
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

    /// The narration of a locale over 48 hourly readings from midnight on 3 March 2026, with
    /// "today" in 2026.
    static func hourlyNarrator(_ identifier: String) throws -> RangeNarrator {
        let locale = try NarrationLocale(identifier: identifier, shipped: NarrationCopy.builtInLocales())
        let copy = try NarrationCopy(locale: locale)
        let start = Double(CivilDate(year: 2026, month: 3, day: 3).dayNumber) * 86_400
        let series = Series(times: (0..<48).map { start + Double($0) * 3_600 }, values: Array(repeating: 1, count: 48))
        return RangeNarrator(
            series: series, calendar: BucketCalendar(), copy: copy, today: CivilDate(year: 2026, month: 3, day: 3))
    }

    @Test(
        "Dates and hours are heard as said: one clause, no era letter, no clock digits read one by one",
        arguments: spokenLocales)
    func datesHeardAsSaid(identifier: String) throws {
        let narrator = try Self.hourlyNarrator(identifier)
        let thisYear = CivilDate(year: 2026, month: 1, day: 8).dayNumber
        let otherYear = CivilDate(year: 2015, month: 11, day: 29).dayNumber
        let days = [
            narrator.dates.spokenDay(thisYear, withYear: false), narrator.dates.spokenDay(otherYear, withYear: true),
        ]
        // A day and its month are one clause, broken only where the text has a comma ("November
        // 29, 2015"): German "8. Januar" was heard "acht. Januar", two clauses.
        for (day, heard) in zip(days, try SpeechSynthesizer.phonemes(of: days, locale: identifier)) {
            let clauses = heard.components(separatedBy: " | ").count
            let commas = day.filter { $0 == "," || $0 == "\u{060C}" }.count
            #expect(!heard.isEmpty && clauses <= commas + 1, "\(identifier): '\(day)' is heard \(heard)")
        }
        // A window within a day says its hours in words: never "23:00" read digit by digit.
        let hours = narrator.spokenRange(SampleWindow(start: 17, end: 24))
        let heardHours = try SpeechSynthesizer.phonemes(of: [hours], locale: identifier)[0]
        let zeroZero = try SpeechSynthesizer.phonemes(of: ["0 0"], locale: identifier).map(CopyCommandTests.normalized)[
            0]
        #expect(
            !CopyCommandTests.contains(CopyCommandTests.normalized(heardHours), zeroZero),
            "\(identifier): '\(hours)' is heard \(heardHours)")
    }

    @Test(
        "A quarter is heard as said: its ordinal in words, its year as a year, never 'Q' and a digit",
        arguments: spokenLocales)
    func quartersHeardAsSaid(identifier: String) throws {
        let locale = try NarrationLocale(identifier: identifier, shipped: NarrationCopy.builtInLocales())
        let copy = try NarrationCopy(locale: locale)
        // Eight quarters, 2009 to 2010, each on its first day.
        let quarters = (0..<8).map { CivilDate(year: 2009 + $0 / 4, month: $0 % 4 * 3 + 1, day: 1).dayNumber }
        let series = Series(times: quarters.map { Double($0) * 86_400 }, values: (0..<8).map { 14_000 + Double($0) })
        let narrator = RangeNarrator(
            series: series, calendar: BucketCalendar(), copy: copy, today: CivilDate(year: 2026, month: 3, day: 3))
        let range = narrator.spokenRange(series.all)
        #expect(
            range.range(of: #"Q\s?[1-4]|[1-4]\s?Q"#, options: .regularExpression) == nil,
            "\(identifier): '\(range)' names a quarter by its letter")
        // The year is said as a year, never digit by digit ("two zero zero nine"); the year's
        // own phonemes shift with the words around it (Spanish "de dos mil", Polish voicing), so
        // the test hears for the spelled form, which would be the fault.
        let heard = CopyCommandTests.normalized(try SpeechSynthesizer.phonemes(of: [range], locale: identifier)[0])
        for digits in ["2 0 0 9", "2 0 1 0"] {
            let spelled = CopyCommandTests.normalized(
                try SpeechSynthesizer.phonemes(of: [digits], locale: identifier)[0])
            #expect(
                !CopyCommandTests.contains(heard, spelled),
                "\(identifier): '\(range)' spells its year out (\(heard))")
        }
        #expect(heard.count >= 6, "\(identifier): '\(range)' is heard \(heard)")
    }

    @Test("Arabic counts before a feminine noun are heard in its gender, not as espeak-ng reads the digits")
    func arabicCountsHeardInGender() throws {
        let locale = try NarrationLocale(identifier: "ar", shipped: NarrationCopy.builtInLocales())
        let timer = TimerNarrator(copy: try NarrationCopy(locale: locale))
        let counts = [3, 5, 6, 8, 9, 10, 11, 12, 13, 18, 21, 23, 59]
        let worded = counts.map { timer.remaining(seconds: $0) }
        // The same line with the count's digits, as it was said before: "خمسة ثوانٍ".
        let digits = zip(counts, worded).map { count, text in "\(count) " + (text.split(separator: " ").last ?? "") }
        let heard = try SpeechSynthesizer.phonemes(of: worded, locale: "ar")
        let heardDigits = try SpeechSynthesizer.phonemes(of: digits, locale: "ar")
        for index in counts.indices {
            #expect(worded[index] != digits[index], "\(worded[index])")
            #expect(heard[index] != heardDigits[index], "'\(worded[index])' is heard as '\(digits[index])'")
            // "خمس" without its vowels is read "khumus", a fifth.
            #expect(!heard[index].contains("X'umus"), "'\(worded[index])' is heard \(heard[index])")
        }
    }

    @Test("Polish hours are heard as ordinals, not as espeak-ng reads the digits")
    func polishHoursHeardAsOrdinals() throws {
        let narrator = try Self.hourlyNarrator("pl")
        let range = narrator.spokenRange(SampleWindow(start: 17, end: 24))
        #expect(range.hasSuffix("od godziny siedemnastej do godziny dwudziestej trzeciej"), "\(range)")
        let heard = try SpeechSynthesizer.phonemes(of: [range, "od godziny 17 do godziny 23"], locale: "pl")
        #expect(heard[0].hasSuffix(heard[1]) == false, "\(range) is heard \(heard[0])")
    }

    @Test("ar-SA's dates are heard as ar-EG's: no era letter after the year, no comma before it")
    func saudiDatesWithoutEra() throws {
        let saudi = try Self.hourlyNarrator("ar-SA")
        let egyptian = try Self.hourlyNarrator("ar-EG")
        let day = CivilDate(year: 2015, month: 11, day: 29).dayNumber
        let texts = [saudi.dates.spokenDay(day, withYear: true), egyptian.dates.spokenDay(day, withYear: true)]
        let heard = try SpeechSynthesizer.phonemes(of: texts, locale: "ar")
        #expect(heard[0] == heard[1], "\(texts[0]) is heard \(heard[0]), \(texts[1]) \(heard[1])")
    }

    @Test("English says midnight and noon, not 12 AM and 12 PM", arguments: ["en-US", "en-GB"])
    func midnightAndNoon(identifier: String) throws {
        let narrator = try Self.hourlyNarrator(identifier)
        #expect(narrator.spokenRange(SampleWindow(start: 0, end: 13)).contains("midnight to noon"))
    }

    @Test("Japanese and Chinese are not spoken by espeak-ng, whose voices misread them", arguments: ["ja", "zh-Hans"])
    func refusedForSpeech(identifier: String) throws {
        #expect(SpeechSynthesizer.refusal(forLocale: identifier) != nil)
        // The printed numbers still carry the sign in words for a screen reader's own voice.
        let narrator = try Self.narrator(identifier)
        #expect(narrator.value(-5_600).text.hasPrefix(identifier == "ja" ? "マイナス" : "负"))
    }
}
