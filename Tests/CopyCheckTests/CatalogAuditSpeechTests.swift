import CopyCheck
import JSONSyntax
import Testing

@Suite struct CatalogAuditSpeechTests {
    /// The ids found for a spoken key whose only value is `value` in `locale`.
    func ids(_ value: String, locale: String = "en", spoken: Bool = true) throws -> [String] {
        let bytes = TestCatalog.bytes(sourceLanguage: locale, [
            "line": TestCatalog.entry([locale: TestCatalog.unit(value)], comment: spoken ? "Heard after a step. [spoken]" : "Shown on screen.")
        ])
        return TestCatalog.ids(try TestCatalog.check(bytes))
    }

    struct Case: Sendable, CustomStringConvertible {
        var value: String
        var locale: String
        var expected: [String]
        var description: String { "\(locale): \(value)" }
        init(_ value: String, _ expected: [String]) {
            self.init(value, "en", expected)
        }
        init(_ value: String, _ locale: String, _ expected: [String]) {
            self.value = value
            self.locale = locale
            self.expected = expected
        }
    }

    static let cases: [Case] = [
        Case("3 March to 14 April", []),
        Case("3–5 steps", ["speech.range-dash"]),
        Case("%1$@ – %2$@", ["speech.range-dash"]),
        Case("%lld-%lld", ["speech.range-dash"]),
        Case("2024-03-01", ["speech.range-dash"]),
        Case("3~5", ["speech.range-dash"]),
        Case("Mar 3 – Apr 14", ["speech.range-dash", "speech.abbreviation"]),
        Case("A 7-day average", []),
        Case("COVID-19 cases", []),
        Case("Down -5 degrees", []),
        Case("Average 8,412 steps a day", []),
        Case("3 Mar", ["speech.abbreviation"]),
        Case("4m 12s", ["speech.abbreviation"]),
        Case("12.4K steps", ["speech.abbreviation"]),
        Case("%lld min left", ["speech.abbreviation"]),
        Case("The 1990s", []),
        Case("May 3", []),
        Case("Jan is here", []),
        Case("Noch %lld Min.", "de", ["speech.abbreviation"]),
        Case("3. Okt.", "de", ["speech.abbreviation"]),
        Case("Encore %lld min", "fr", ["speech.abbreviation"]),
        Case("le 3 janv.", "fr", ["speech.abbreviation"]),
        Case("3 ene.", "es", ["speech.abbreviation"]),
        Case("%lld seg", "es", ["speech.abbreviation"]),
        Case("3 sty.", "pl", ["speech.abbreviation"]),
        Case("%lld godz.", "pl", ["speech.abbreviation"]),
        Case("Steps / distance", ["speech.symbol"]),
        Case("Terms & conditions", ["speech.symbol"]),
        Case("Rank #1", ["speech.symbol"]),
        Case("Done 🎉", ["speech.symbol"]),
        Case("Up 12.6%% compared with last month", []),
        Case("Up 12.6%% vs last month", ["speech.spelled-abbreviation"]),
        Case("Approx. 40 steps, e.g. on a walk", ["speech.spelled-abbreviation"]),
        Case("Canvas versus", []),
        Case("Noch %lld Schritte, z. B. heute", "de", ["speech.spelled-abbreviation"]),
        Case("Dalej, tj. jutro", "pl", ["speech.spelled-abbreviation"]),
    ]

    @Test(arguments: cases)
    func spokenTextIsCheckedForWhatSpeechEnginesReadBadly(_ example: Case) throws {
        #expect(try ids(example.value, locale: example.locale) == example.expected)
    }

    @Test func keysNotMarkedAsSpokenAreNotCheckedForSpeech() throws {
        #expect(try ids("3–5 steps / day", spoken: false) == [])
    }

    @Test func everyKeyOrAPrefixCanBeMarkedAsSpoken() throws {
        let bytes = TestCatalog.bytes([
            "a11y.range": TestCatalog.entry(["en": TestCatalog.unit("3–5")]),
            "label": TestCatalog.entry(["en": TestCatalog.unit("1/2")]),
        ])
        let byPrefix = try TestCatalog.check(bytes, options: CheckOptions(spokenKeyPrefixes: ["a11y."], checksLayout: false))
        #expect(TestCatalog.ids(byPrefix) == ["speech.range-dash"])
        let every = try TestCatalog.check(bytes, options: CheckOptions(treatsEveryKeyAsSpoken: true, checksLayout: false))
        #expect(TestCatalog.ids(every) == ["speech.range-dash", "speech.symbol"])
    }

    @Test func aLongAnnouncementIsMeasuredAfterRendering() throws {
        let base = String(repeating: "word ", count: 27)  // 135 characters
        #expect(try ids(base + "%@") == [])  // 135 + the 12-character sample: 147
        #expect(try ids(base + "%@ %@") == ["length.announcement"])  // 160
    }

    @Test func theAnnouncementLimitCanBeChanged() throws {
        let bytes = TestCatalog.bytes([
            "line": TestCatalog.entry(["en": TestCatalog.unit("Average 8,412 steps a day")], comment: "[spoken]")
        ])
        let options = CheckOptions(limits: CheckLimits(announcementCharacters: 20), checksLayout: false)
        #expect(TestCatalog.ids(try TestCatalog.check(bytes, options: options)) == ["length.announcement"])
    }

    @Test func aTranslationFarLongerThanItsSourceIsFlaggedOnlyFromTheMinimumLength() throws {
        func ids(_ source: String, _ german: String) throws -> [String] {
            let bytes = TestCatalog.bytes([
                "key": TestCatalog.entry(["en": TestCatalog.unit(source), "de": TestCatalog.unit(german)])
            ])
            return TestCatalog.ids(try TestCatalog.check(bytes))
        }
        #expect(try ids("OK", "Einverstanden, weiter") == [])
        #expect(try ids("Down 4 points vs last week", "en baisse de 4 points par rapport à la semaine dernière") == [])
        #expect(try ids("Save all the changes to this file", "Änderungen an dieser Datei speichern") == [])
        #expect(try ids("Save all the changes to this file", String(repeating: "Speichern ", count: 7) + "jetzt") == ["length.expansion"])
    }

    struct BidiCase: Sendable, CustomStringConvertible {
        var value: String
        var locale: String
        var expected: [String]
        var description: String { "\(locale): \(value.unicodeScalars.map { String($0.value, radix: 16) })" }
    }

    static let bidiCases: [BidiCase] = [
        BidiCase(value: "a \u{2067}b\u{2069} c", locale: "en", expected: []),
        BidiCase(value: "a \u{2067}b c", locale: "en", expected: ["bidi.unbalanced-isolate"]),
        BidiCase(value: "a b\u{2069} c", locale: "en", expected: ["bidi.unbalanced-isolate"]),
        BidiCase(value: "a \u{202B}b\u{202C} c", locale: "en", expected: []),
        BidiCase(value: "a \u{202E}b c", locale: "en", expected: ["bidi.unbalanced-embedding"]),
        BidiCase(value: "Steps\u{200E}", locale: "en", expected: ["bidi.direction-mark"]),
        BidiCase(value: "خطوات\u{200F} 5", locale: "ar", expected: []),
        BidiCase(value: "צעדים\u{200E} 5", locale: "he", expected: []),
    ]

    @Test(arguments: bidiCases)
    func directionalControlsAreChecked(_ example: BidiCase) throws {
        #expect(try ids(example.value, locale: example.locale, spoken: false) == example.expected)
    }
}
