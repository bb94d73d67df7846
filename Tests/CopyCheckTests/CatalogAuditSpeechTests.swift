import CopyCheck
import JSONSyntax
import Testing

@Suite struct CatalogAuditSpeechTests {
    /// The ids found for a spoken key whose only value is `value` in `locale`.
    func ids(_ value: String, locale: String = "en", spoken: Bool = true) throws -> [String] {
        let bytes = TestCatalog.bytes(
            sourceLanguage: locale,
            [
                "line": TestCatalog.entry(
                    [locale: TestCatalog.unit(value)],
                    comment: spoken ? "Heard after a step. [spoken]" : "Shown on screen.")
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
        Case("Total %@ USD", ["speech.spelled-abbreviation"]),
        Case("à %lld h", "fr", ["speech.spelled-abbreviation"]),
        Case("à %lld heures", "fr", []),
        Case("الساعة %lld م", "ar", ["speech.spelled-abbreviation"]),
        // A minus sign is said as a word; a range dash and a hyphen in a word are not signs.
        Case("Minimum de -%@", "fr", ["speech.bare-minus"]),
        Case("Mínimo de −5 grados", "es", ["speech.bare-minus"]),
        Case("Minimum de moins %@", "fr", []),
        Case("COVID-19 cases", []),
        // Digits grouped with a no-break space are read as two numbers.
        Case("Objectif : 10\u{202F}000 pas", "fr", ["speech.number-grouping"]),
        Case("Cel: 10\u{00A0}000 kroków", "pl", ["speech.number-grouping"]),
        Case("Objectif : 10 000 pas", "fr", []),
        // Arabic says the word for percent.
        Case("ارتفاع بنحو %@%%", "ar", ["speech.percent-sign"]),
        Case("ارتفاع بنحو %@٪", "ar", ["speech.percent-sign"]),
        Case("ارتفاع بنحو %@ بالمئة", "ar", []),
        Case("Hausse de %@%%", "fr", []),
        // One digit system a value, the region's own.
        Case("آخر 3 أشهر", "ar", ["speech.mixed-digits"]),
        Case("آخر ثلاثة أشهر", "ar", []),
        Case("%lld:00", "ar", ["speech.mixed-digits"]),
        Case("Step 3 of ٤", ["speech.mixed-digits"]),
        Case("Last 3 months", []),
        // A clock time needs the language's word for the hour.
        Case("Updated at 23:00", ["speech.bare-clock-time"]),
        Case("Updated at 11:00 PM", []),
        Case("%1$@, %2$lld:00", ["speech.bare-clock-time"]),
        Case("A ratio of 3:2", []),
        Case("%lld:%@", "pl", []),
        Case("o %lld:00", "pl", ["speech.bare-clock-time"]),
        Case("o godzinie %lld:%@", "pl", []),
        Case("um %lld:%@ Uhr", "de", []),
        Case("um %lld:%@", "de", ["speech.bare-clock-time"]),
        Case("a las %lld:00", "es", []),
        Case("el %1$@, %2$lld:00", "es", ["speech.bare-clock-time"]),
        Case("à %lld:00", "fr", ["speech.bare-clock-time"]),
        Case("%lld時%@分", "ja", []),
        Case("%lld:%@から", "ja", ["speech.bare-clock-time"]),
        Case("الساعة %lld:%@", "ar", []),
        Case("في %lld:%@", "ar", ["speech.bare-clock-time"]),
        // A group separator a voice reads as a break between two numbers.
        Case("Moyenne 8\u{202F}112 pas", "fr", ["speech.number-grouping"]),
        Case("Średnio 178\u{00A0}820 kroków", "pl", ["speech.number-grouping"]),
        Case("Moyenne 8 112 pas", "fr", []),
        Case("Average 8\u{2009}112 steps", ["speech.number-grouping"]),
        Case("متوسط ٧٬١٠٠", "ar-EG", ["speech.mixed-digits", "speech.number-grouping"]),
        Case("Media 8,112 pasos", "es", ["speech.number-grouping"]),
        Case("Media 2,5 pasos", "es", []),
        Case("Average 8,112 steps", []),
        Case("Page 3\u{00A0}of 12", []),
        // A minus sign the voice does not say.
        Case("Baisse de -5 degrés", "fr", ["speech.bare-minus"]),
        Case("Mínimo \u{2212}%@", "es", ["speech.bare-minus"]),
        Case("Spadek o -%lld", "pl", ["speech.bare-minus"]),
        Case("Baisse de moins 5 degrés", "fr", []),
        Case("COVID-19", "fr", []),
        Case("%1$@-%2$@", "es", ["speech.range-dash"]),
        Case("Down -5 degrees", "de", []),
        Case("最低 -%@", "ja", ["speech.bare-minus"]),
        // An era letter after a year is said by its name.
        Case("في عام 2024 م", "ar", ["speech.mixed-digits", "speech.era-letter"]),
        Case("في عام %@ م", "ar", ["speech.era-letter"]),
        Case("في عام %@", "ar", []),
    ]

    @Test(arguments: cases)
    func spokenTextIsCheckedForWhatSpeechEnginesReadBadly(_ example: Case) throws {
        let found = try ids(example.value, locale: example.locale)
        #expect(found == example.expected, "found \(found)")
    }

    @Test func keysNotMarkedAsSpokenAreNotCheckedForSpeech() throws {
        #expect(try ids("3–5 steps / day", spoken: false) == [])
    }

    @Test func everyKeyOrAPrefixCanBeMarkedAsSpoken() throws {
        let bytes = TestCatalog.bytes([
            "a11y.range": TestCatalog.entry(["en": TestCatalog.unit("3–5")]),
            "label": TestCatalog.entry(["en": TestCatalog.unit("1/2")]),
        ])
        let byPrefix = try TestCatalog.check(
            bytes, options: CheckOptions(spokenKeyPrefixes: ["a11y."], checksLayout: false))
        #expect(TestCatalog.ids(byPrefix) == ["speech.range-dash"])
        let every = try TestCatalog.check(
            bytes, options: CheckOptions(treatsEveryKeyAsSpoken: true, checksLayout: false))
        #expect(TestCatalog.ids(every) == ["speech.range-dash", "speech.symbol"])
    }

}
