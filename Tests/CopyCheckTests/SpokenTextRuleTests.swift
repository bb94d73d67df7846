import StringCatalog
import Testing

@testable import CopyCheck

@Suite struct SpokenTextRuleTests {
    @Test("Every rule reports under its own check, documented like every check")
    func rules() {
        let checks = SpokenTextRules.all.map(\.check)
        #expect(Set(checks).count == checks.count)
        #expect(checks.allSatisfy { $0.definition != nil })
    }

    @Test(
        "An abbreviation matches as a whole word, ignoring case",
        arguments: [
            ("Up 4% vs last week", ["vs"]), ("Up 4% VS last week", ["vs"]), ("canvas versus", []), ("vs.", ["vs"]),
            ("For example, e.g. this", ["e.g."]), ("approx. 40", ["approx."]), ("approximately 40", []),
        ])
    func wholeWords(text: String, expected: [String]) {
        let vocabulary = SpeechVocabulary.forLocale("en")
        #expect(
            SpelledOutAbbreviationRule.matches(in: text, abbreviations: vocabulary.spelledOut).map(\.written)
                == expected)
    }

    @Test("Each language has its own list, and 'vs' is everywhere")
    func languages() {
        #expect(SpeechVocabulary.forLocale("de-AT").spelledOut.contains { $0.written == "z. B." })
        #expect(SpeechVocabulary.forLocale("pl").spelledOut.contains { $0.written == "tj." })
        #expect(SpeechVocabulary.forLocale("ja").spelledOut.map(\.written).prefix(2) == ["vs", "USD"])
        #expect(SpeechVocabulary.forLocale("fr").spelledOut.contains { $0.written == "h" })
        #expect(SpeechVocabulary.forLocale("ar").spelledOut.contains { $0.written == "م" })
        #expect(!SpeechVocabulary.forLocale("en").spelledOut.contains { $0.written == "z. B." })
    }

    @Test(
        "A digit's system is known by its zero",
        arguments: [
            ("7", UInt32(0x30)), ("٧", UInt32(0x660)), ("۷", UInt32(0x6F0)), ("७", UInt32(0x966)),
        ] as [(Character, UInt32)])
    func digitSystems(digit: Character, zero: UInt32) {
        #expect(SpeechVocabulary.digitZero(of: digit) == zero)
    }

    @Test("Letters, signs and fractions are not digits")
    func notDigits() {
        for character: Character in ["a", "%", "½", "²", "٫"] {
            #expect(SpeechVocabulary.digitZero(of: character) == nil)
        }
    }

    @Test("A clock time is a number or a placeholder, a colon and two digits or a placeholder")
    func clockTimes() {
        func tokens(_ text: String) -> [SpeechToken] {
            text.map { $0 == "@" ? .placeholder("%@") : .character($0) }
        }
        #expect(BareClockTimeRule.clockTime(around: 2, in: tokens("23:00")).map { [$0.0, $0.1] } == [0, 5])
        #expect(BareClockTimeRule.clockTime(around: 1, in: tokens("@:00")).map { [$0.0, $0.1] } == [0, 4])
        #expect(BareClockTimeRule.clockTime(around: 1, in: tokens("@:@")).map { [$0.0, $0.1] } == [0, 3])
        #expect(BareClockTimeRule.clockTime(around: 1, in: tokens("3:2")) == nil)
        #expect(BareClockTimeRule.clockTime(around: 2, in: tokens("12:345")) == nil)
        #expect(BareClockTimeRule.clockTime(around: 5, in: tokens("Note: 00")) == nil)
    }

    @Test("Each checked language marks its times with its own words, and some with none")
    func clockMarks() {
        #expect(SpeechVocabulary.clockTimeMarks(forLocale: "de-AT")?.after == ["uhr"])
        #expect(SpeechVocabulary.clockTimeMarks(forLocale: "ar-EG")?.before.contains("الساعة") == true)
        #expect(
            SpeechVocabulary.clockTimeMarks(forLocale: "fr-CA").map { $0.before.isEmpty && $0.after.isEmpty } == true)
        #expect(SpeechVocabulary.clockTimeMarks(forLocale: "ru") == nil)
    }
}
