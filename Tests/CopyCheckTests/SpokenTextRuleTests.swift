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

    @Test("An abbreviation matches as a whole word, ignoring case", arguments: [
        ("Up 4% vs last week", ["vs"]), ("Up 4% VS last week", ["vs"]), ("canvas versus", []), ("vs.", ["vs"]),
        ("For example, e.g. this", ["e.g."]), ("approx. 40", ["approx."]), ("approximately 40", []),
    ])
    func wholeWords(text: String, expected: [String]) {
        let vocabulary = SpeechVocabulary.forLocale("en")
        #expect(SpelledOutAbbreviationRule.matches(in: text, abbreviations: vocabulary.spelledOut).map(\.written) == expected)
    }

    @Test("Each language has its own list, and 'vs' is everywhere")
    func languages() {
        #expect(SpeechVocabulary.forLocale("de-AT").spelledOut.contains { $0.written == "z. B." })
        #expect(SpeechVocabulary.forLocale("pl").spelledOut.contains { $0.written == "tj." })
        #expect(SpeechVocabulary.forLocale("ja").spelledOut.map(\.written) == ["vs"])
        #expect(!SpeechVocabulary.forLocale("en").spelledOut.contains { $0.written == "z. B." })
    }
}
