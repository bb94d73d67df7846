import CopyCheck
import Testing

@Suite struct CheckOptionsTests {
    @Test func minimumsAreReadByLocaleWithAStarForTheRest() throws {
        let minimums = try CompletenessMinimums(parsing: "de=100, fr=95.5,*=80")
        #expect(minimums.minimum(for: "de") == 100)
        #expect(minimums.minimum(for: "fr") == 95.5)
        #expect(minimums.minimum(for: "ja") == 80)
        #expect(minimums.locales == ["de", "fr"])
        #expect(try CompletenessMinimums(parsing: "de=90").minimum(for: "ja") == nil)
    }

    @Test(arguments: ["de", "de=", "=90", "de=101", "de=-1", "de=x", "de=90,,fr=80"])
    func aMinimumThatIsNotLocaleEqualsPercentIsRefused(_ text: String) {
        #expect(throws: CompletenessMinimumsError.self) { try CompletenessMinimums(parsing: text) }
    }

    @Test func keysAreSpokenByTagPrefixOrAll() {
        let options = CheckOptions(spokenKeyPrefixes: ["a11y."])
        #expect(options.isSpoken(key: "a11y.range", comment: nil))
        #expect(options.isSpoken(key: "range", comment: "Heard after a step. [spoken]"))
        #expect(!options.isSpoken(key: "range", comment: "Shown on screen."))
        #expect(CheckOptions(treatsEveryKeyAsSpoken: true).isSpoken(key: "range", comment: nil))
    }

    @Test func wordsKeptInTranslationAreComparedWithoutCase() {
        #expect(CheckOptions(wordsKeptInTranslation: ["GitHub"]).wordsKeptInTranslation == ["github"])
    }
}
