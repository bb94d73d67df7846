import CopyCheck
import JSONSyntax
import Testing

@Suite struct CatalogAuditReviewTests {
    /// The ids found for a key with an English source and one translation.
    func ids(
        key: String = "key", source: String, _ translation: String, locale: String = "de", state: String = "translated",
        options: CheckOptions = CheckOptions()
    ) throws -> [String] {
        let bytes = TestCatalog.bytes([
            key: TestCatalog.entry([
                "en": TestCatalog.unit(source), locale: TestCatalog.unit(translation, state: state),
            ])
        ])
        return TestCatalog.ids(try TestCatalog.check(bytes, options: options))
    }

    struct Case: Sendable, CustomStringConvertible {
        var source: String
        var translation: String
        var locale: String
        var expected: [String]
        init(_ source: String, _ translation: String, _ expected: [String]) {
            self.init(source, translation, "de", expected)
        }
        init(_ source: String, _ translation: String, _ locale: String, _ expected: [String]) {
            self.source = source
            self.translation = translation
            self.locale = locale
            self.expected = expected
        }
        var description: String { "\(locale): \(source) → \(translation)" }
    }

    static let cases: [Case] = [
        // Text left in the source language.
        Case("Open the settings page", "Open the settings page", ["review.same-as-source"]),
        Case("Open Settings", "Open Settings", []),  // "open" is Dutch too: not only common English words
        // English left in place that is not the source word for word.
        Case("Open the settings page", "Open the Settings Page", ["review.same-as-source"]),  // another case
        Case("Not used", "Not used", ["review.same-as-source"]),  // two common English words
        Case("Delete", "Delete", "fr", ["review.same-as-source"]),  // one
        Case("Status", "Status", []),  // German writes it so too
        Case("360 Search", "360 Search", []),  // a name: a number among common words
        Case("Delete all items", "Delete all entries", ["review.same-as-source"]),  // an older source text
        Case("Delete all items", "Alle Einträge löschen", []),
        Case("L' D R2 B2 D2", "L' D R2 B2 D2", []),  // notation, not words
        Case("Open the settings page", "Open the settings page", "en-GB", []),  // the same language
        // Whitespace and line breaks at the edges and inside.
        Case("Name: ", "Name:", ["review.whitespace"]),
        Case(" (inactive)", "(inaktiv)", ["review.whitespace"]),
        Case("Name: ", "名前：", "ja", []),  // written without spaces
        Case("Name:\n", "名前：", "ja", ["review.whitespace"]),  // a line break is not a space
        Case("First line\nSecond line", "Erste Zeile, zweite Zeile", ["review.line-breaks"]),
        Case("First line\nSecond line", "Erste Zeile\nzweite Zeile", []),
        // Escapes typed as text, and a tab lost.
        Case("Line one\nLine two", "Zeile eins\\nZeile zwei", ["review.line-breaks", "review.escape"]),
        Case(#"Press "Save""#, #"Drücke \"Speichern\""#, ["review.escape"]),
        Case("Name\tValue", "Name Wert", ["review.escape"]),
        Case(#"Use C:\Users"#, #"Nutze C:\Users"#, []),  // the source has it too
        // Markdown.
        Case("Read the **terms**", "Lies die **Bedingungen", ["review.markdown"]),
        Case("Read the **terms**", "Lies die **Bedingungen**", []),
        Case("See [our site](https://example.com)", "Siehe [unsere Seite] (https://example.com)", ["review.markdown"]),
        Case("See [our site](https://example.com)", "Siehe [unsere Seite](https://example.com)", []),
        Case("2 * 3", "2 * 3 (mal)", []),  // the source uses no Markdown
        // Final punctuation.
        Case("Saved.", "Gespeichert", ["review.final-punctuation"]),
        Case("Saved.", "Gespeichert.", []),
        Case("Clear session?", "清除会话", "zh-Hans", ["review.final-punctuation"]),
        Case("Clear session?", "清除会话？", "zh-Hans", []),
        Case("Are you sure?", "هل أنت متأكد؟", "ar", []),
        Case("Saved.", "บันทึกแล้ว", "th", []),  // Thai ends sentences without a mark
        Case("“Quoted.”", "„Zitiert.“", []),
        Case("Saved", "Gespeichert.", []),  // added, not dropped
    ]

    @Test(arguments: cases)
    func aReviewerCatchesWhatATranslationGotWrong(_ example: Case) throws {
        #expect(try ids(source: example.source, example.translation, locale: example.locale) == example.expected)
    }

    @Test func englishLeftInPlaceSaysHowItDiffersFromTheSource() throws {
        let bytes = TestCatalog.bytes([
            "older": TestCatalog.entry([
                "en": TestCatalog.unit("Delete all items"), "de": TestCatalog.unit("Delete all entries"),
            ]),
            "upper": TestCatalog.entry([
                "en": TestCatalog.unit("Open the settings page"), "de": TestCatalog.unit("OPEN THE SETTINGS PAGE"),
            ]),
        ])
        let messages = try TestCatalog.check(bytes).findings.map(\.message)
        #expect(messages.count == 2)
        #expect(messages[0].contains("English ('Delete all entries'), not the source text"))
        #expect(messages[1].contains("the source text in another case or punctuation"))
    }

    @Test func wordsThatStayTheSameAreNotCounted() throws {
        let options = CheckOptions(wordsKeptInTranslation: ["RangeLens", "GitHub"])
        #expect(try ids(source: "RangeLens on GitHub", "RangeLens on GitHub", options: options) == [])
        #expect(try ids(source: "Open RangeLens on GitHub", "Open RangeLens on GitHub", options: options) == [])
        #expect(
            try ids(source: "Open RangeLens on GitHub now", "Open RangeLens on GitHub now", options: options) == [
                "review.same-as-source"
            ])
    }

    @Test func theAdviceNamesTheSettingInTheCallersWords() throws {
        let bytes = TestCatalog.bytes([
            "key": TestCatalog.entry([
                "en": TestCatalog.unit("Open the settings page"), "de": TestCatalog.unit("Open the settings page"),
            ])
        ])
        let own = try TestCatalog.check(bytes).findings.map(\.message)
        #expect(own.count == 1)
        #expect(own.allSatisfy { $0.hasSuffix("stay the same in every language with the words kept in translation") })
        var options = CheckOptions()
        options.settingWords.wordsKeptInTranslation = "the Glossary"
        let worded = try TestCatalog.check(bytes, options: options).findings.map(\.message)
        #expect(worded.count == 1)
        #expect(worded.allSatisfy { $0.hasSuffix("stay the same in every language with the Glossary") })
    }

    @Test func aTranslationInStateNewIsNotTakenForTextLeftUntranslated() throws {
        #expect(
            try ids(source: "Open the settings page", "Open the settings page", state: "new") == [
                "completeness.state-new"
            ])
    }

    @Test func aKeyOrAnObjectIDAsTheValueIsReported() throws {
        #expect(try ids(key: "settings.title", source: "Settings", "settings.title") == ["review.key-as-value"])
        #expect(try ids(key: "1tx-W0-xDw.title", source: "Settings", "1tx-W0-xDw.title") == ["review.key-as-value"])
        #expect(try ids(key: "title", source: "Settings", "Bn7-Ck-YT2.segmentTitles[0]") == ["review.key-as-value"])
        // A key written as text may be its own translation: an Arabic key with an Arabic value.
        #expect(try ids(key: "الرجوع", source: "Back", "الرجوع", locale: "ar") == [])
        // Words with dashes are not object IDs.
        #expect(try !ids(key: "key", source: "Set up now", "Set-Up-Now").contains("review.key-as-value"))
    }
}
