import CopyCheck
import JSONSyntax
import Testing

@Suite struct CatalogAuditPlaceholdersTests {
    /// The findings for one key with an English source and a German translation.
    func findings(source: String, german: String) throws -> [Finding] {
        let bytes = TestCatalog.bytes([
            "key": TestCatalog.entry(["en": TestCatalog.unit(source), "de": TestCatalog.unit(german)])
        ])
        return try TestCatalog.check(bytes).findings
    }

    struct Case: Sendable, CustomStringConvertible {
        var source: String
        var german: String
        var expected: [String]
        var description: String { "\(source) → \(german)" }
    }

    static let cases: [Case] = [
        Case(source: "%1$@ to %2$@", german: "%2$@ bis %1$@", expected: []),
        Case(source: "%@ has %lld steps", german: "%1$@ hat %2$lld Schritte", expected: []),
        Case(source: "Up %.1f%%", german: "Plus %.1f %%", expected: []),
        Case(source: "Hello, %@", german: "Hallo!", expected: ["placeholder.missing"]),
        Case(source: "Welcome", german: "Willkommen, %@", expected: ["placeholder.extra"]),
        Case(source: "%lld steps", german: "%@ Schritte", expected: ["placeholder.type-mismatch"]),
        Case(source: "%d steps", german: "%lld Schritte", expected: []),
        Case(source: "%1$@ and %2$@", german: "%1$@ und %@", expected: ["placeholder.mixed-positional"]),
        // A plain placeholder beside numbered ones takes the next argument of the plain ones:
        // here argument 1, as the source means.
        Case(source: "%d of %@", german: "%2$@: %d", expected: []),
        Case(source: "%d of %@", german: "%2$@: %@", expected: ["placeholder.type-mismatch"]),
        // A space flag means nothing to an object: '% @' shows its argument as '%@' does.
        Case(source: "Name: %@", german: "Name: % @", expected: []),
        Case(source: "Hello % @", german: "Hallo % @", expected: []),
        Case(source: "Save %lld%%", german: "Spare %lld%", expected: ["placeholder.bare-percent"]),
        Case(source: "Save %lld%%", german: "Spare %lld%.", expected: ["placeholder.bare-percent"]),
        Case(source: "Looped %lld times", german: "%11d Mal", expected: ["placeholder.unknown-directive"]),
        Case(source: "%lld%% off", german: "%lld% de remise", expected: ["placeholder.unknown-directive"]),
        // A source without arguments is shown as written: its percent signs are text.
        Case(source: "Half off", german: "50%", expected: []),
        Case(source: "Half off", german: "50% de remise", expected: []),
        Case(source: "Test 50% off", german: "Test 50% Rabatt", expected: []),
        Case(source: "Value %@", german: "Wert %k", expected: ["placeholder.unknown-directive"]),
        Case(source: "Value %@", german: "Wert %n", expected: ["placeholder.unknown-directive"]),
    ]

    @Test(arguments: cases)
    func placeholdersAreComparedWithTheSource(_ example: Case) throws {
        let found = try findings(source: example.source, german: example.german)
        #expect(found.map(\.check.rawValue) == example.expected, "\(found.map(\.line))")
        #expect(found.allSatisfy { $0.locale == "de" })
    }

    @Test func theTypoMessageSuggestsWhatWasMeant() throws {
        let found = try findings(source: "Looped %lld times", german: "%11d Mal")
        #expect(found.first?.message.contains("write '%lld'") == true)
    }

    @Test func aSpaceFlagIsNamedForWhatItReads() throws {
        let found = try findings(source: "Save %lld%%", german: "%lld% off")
        #expect(found.first?.message.contains("'% o'") == true)
        #expect(found.first?.message.contains("octal") == true)
    }

    @Test func pluralFormsAreComparedWithTheMatchingSourceForm() throws {
        let bytes = TestCatalog.bytes([
            "files": TestCatalog.entry([
                "en": TestCatalog.plural(["one": "%lld file in %@", "other": "%lld files in %@"]),
                "de": TestCatalog.plural(["one": "Eine Datei in %2$@", "other": "%lld Dateien"]),
            ])
        ])
        let report = try TestCatalog.check(bytes)
        #expect(report.findings.map(\.check) == [.missingPlaceholder])
        #expect(report.findings.first?.pluralCategory == "other")
        #expect(report.findings.first?.message.contains("'%@' (argument 2)") == true)
    }

    @Test func leavingOutTheNumberShiftsThePlaceholdersAfterIt() throws {
        // Without the number, "%@" takes argument 1, the count: a crash with String(format:).
        let bytes = TestCatalog.bytes([
            "files": TestCatalog.entry([
                "en": TestCatalog.plural(["one": "%lld file in %@", "other": "%lld files in %@"]),
                "de": TestCatalog.plural(["one": "Eine Datei in %@", "other": "%lld Dateien in %@"]),
            ])
        ])
        let report = try TestCatalog.check(bytes)
        #expect(Set(report.findings.map(\.check)) == [.placeholderTypeMismatch, .missingPlaceholder])
        #expect(report.findings.allSatisfy { $0.pluralCategory == "one" })
    }

    @Test func aTokenWithoutItsSubstitutionIsReportedOnce() throws {
        let substitution: JSONValue = [
            "stringUnit": ["state": "translated", "value": "%#@count@"],
            "substitutions": [
                "count": [
                    "argNum": 1, "formatSpecifier": "lld",
                    "variations": [
                        "plural": ["one": TestCatalog.unit("%arg file"), "other": TestCatalog.unit("%arg files")]
                    ],
                ]
            ],
        ]
        let bytes = TestCatalog.bytes([
            "files": TestCatalog.entry(["en": substitution, "de": TestCatalog.unit("%#@count@")])
        ])
        let report = try TestCatalog.check(bytes)
        #expect(report.findings.map(\.check) == [.missingSubstitution])
    }
}

/// The placeholder findings that failed real catalogs for no reason, each on a small catalog.
@Suite struct PlaceholderFalseErrorTests {
    /// A localization with a `count` substitution (or another name) of plural forms.
    static func localization(
        _ value: String, name: String = "count", argNum: Int?, _ forms: KeyValuePairs<String, String>
    ) -> JSONValue {
        let plural = JSONObject(forms.map { JSONMember(key: $0.key, value: JSONNode(TestCatalog.unit($0.value))) })
        var substitution = JSONObject()
        if let argNum { substitution.append("argNum", .number(JSONNumber(argNum))) }
        substitution.append("formatSpecifier", "lld")
        substitution.append("variations", ["plural": .object(plural)])
        return [
            "stringUnit": ["state": "translated", "value": .string(value)],
            "substitutions": .object(JSONObject([JSONMember(key: name, value: JSONNode(.object(substitution)))])),
        ]
    }

    @Test func aSubstitutionWithoutArgNumTakesThePlaceOfItsToken() throws {
        let report = try TestCatalog.check(
            TestCatalog.bytes([
                "likes": TestCatalog.entry([
                    "en": Self.localization(
                        "%@ liked %#@count@", argNum: nil, ["one": "%arg post", "other": "%arg posts"]),
                    "de": Self.localization(
                        "%@ gefällt %#@count@", argNum: nil, ["one": "%arg Beitrag", "other": "%arg Beiträge"]),
                ])
            ]))
        #expect(report.findings.isEmpty, "\(report.findings.map(\.line))")
    }

    @Test func aSubstitutionATranslationRenamesIsMatchedByItsArgument() throws {
        let report = try TestCatalog.check(
            TestCatalog.bytes([
                "likes": TestCatalog.entry([
                    "en": Self.localization(
                        "%1$@ liked %#@count@", argNum: 2, ["one": "%arg post", "other": "%arg posts"]),
                    "de": Self.localization(
                        "%#@anzahl@ gefallen %1$@", name: "anzahl", argNum: 2,
                        ["one": "%arg Beitrag", "other": "%arg Beiträge"]),
                ])
            ]))
        #expect(report.findings.isEmpty, "\(report.findings.map(\.line))")
    }

    @Test func aTokenMovedInATranslationWithoutArgNumCountsWithAnotherArgument() throws {
        // Without argNum, the German token comes first and counts with argument 1, the name.
        let report = try TestCatalog.check(
            TestCatalog.bytes([
                "likes": TestCatalog.entry([
                    "en": Self.localization(
                        "%@ liked %#@count@", argNum: nil, ["one": "%arg post", "other": "%arg posts"]),
                    "de": Self.localization(
                        "%#@count@ gefallen %@", argNum: nil, ["one": "%arg Beitrag", "other": "%arg Beiträge"]),
                ])
            ]))
        #expect(
            report.findings.contains { $0.check == .substitutionMismatch && $0.message.contains("argument 1 here") })
    }

    @Test func aStoryboardTitleWithAPercentSignIsText() throws {
        let report = try TestCatalog.check(
            TestCatalog.bytes([
                "1tx-W0-xDw.title": TestCatalog.entry([
                    "en": TestCatalog.unit("50% off"), "de": TestCatalog.unit("50 % Rabatt"),
                ])
            ]))
        #expect(report.findings.isEmpty, "\(report.findings.map(\.line))")
    }

    @Test func aKeyWithoutArgumentsStandingForItsTextKeepsItsPercentSigns() throws {
        let report = try TestCatalog.check(
            TestCatalog.bytes(["Test 50% off": TestCatalog.entry(["de": TestCatalog.unit("Test 50 % Rabatt")])]))
        #expect(report.findings.isEmpty, "\(report.findings.map(\.line))")
    }

    /// The findings for one key with an English source and a translation in `locale`.
    func findings(source: String, _ translation: String, locale: String) throws -> [Finding] {
        let bytes = TestCatalog.bytes([
            "key": TestCatalog.entry(["en": TestCatalog.unit(source), locale: TestCatalog.unit(translation)])
        ])
        return try TestCatalog.check(bytes).findings
    }

    @Test func anEnglishPluralEndingMayBeLeftOutWhereWordsDoNotChangeWithANumber() throws {
        // "%lld app%@" passes "s" or "" for the English plural; Korean, Japanese and Chinese
        // words never change with a number.
        #expect(try findings(source: "%lld app%@", "앱 %lld개", locale: "ko").isEmpty)
        #expect(try findings(source: "%lld app%@", "%lld 個のアプリ", locale: "ja").isEmpty)
        // A language whose words change still needs it, and a value of its own is never an ending.
        #expect(try findings(source: "%lld app%@", "%lld App", locale: "de").map(\.check) == [.missingPlaceholder])
        #expect(try findings(source: "%lld apps in %@", "앱 %lld개", locale: "ko").map(\.check) == [.missingPlaceholder])
    }

    @Test func appIntentsParametersMustKeepTheirNames() throws {
        let renamed = try findings(
            source: "Send ${messageContent} to ${recipient}", "Invia ${messaggioContenuto} a ${recipient}", locale: "it"
        )
        #expect(renamed.map(\.check) == [.intentParameter])
        #expect(renamed.first?.message.contains("'${messaggioContenuto}' is not a parameter of the source") == true)
        let dropped = try findings(source: "${toggle} Emoji Search ${state}", "Emoji-Suche ${state}", locale: "de")
        #expect(dropped.map(\.check) == [.intentParameter])
        #expect(dropped.first?.message.contains("'${toggle}' is missing") == true)
        #expect(
            try findings(
                source: "Send ${messageContent} to ${recipient}", "${recipient}: ${messageContent} senden", locale: "de"
            )
            .isEmpty)
    }
}
