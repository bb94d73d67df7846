import CopyCheck
import JSONSyntax
import Testing

@Suite struct CatalogAuditPluralsTests {
    /// A catalog with one plural key: English source forms and one translation.
    func check(
        locale: String, _ forms: KeyValuePairs<String, String>,
        source: KeyValuePairs<String, String> = ["one": "%lld file", "other": "%lld files"]
    ) throws -> CatalogReport {
        let bytes = TestCatalog.bytes([
            "files": TestCatalog.entry(["en": TestCatalog.plural(source), locale: TestCatalog.plural(forms)])
        ])
        return try TestCatalog.check(bytes)
    }

    @Test func polishWithoutFewIsAnError() throws {
        let report = try check(locale: "pl", ["one": "Jeden plik", "many": "%lld plików", "other": "%lld pliku"])
        #expect(report.findings.map(\.check) == [.missingPluralCategory])
        let finding = try #require(report.findings.first)
        #expect(finding.severity == .error)
        #expect(finding.pluralCategory == "few")
        #expect(finding.locale == "pl")
        #expect(finding.message.contains("2, 3, 4, 22"))
    }

    @Test func polishWithEveryFormItNeedsIsClean() throws {
        let report = try check(
            locale: "pl", ["one": "Jeden plik", "few": "%lld pliki", "many": "%lld plików", "other": "%lld pliku"])
        #expect(report.findings.isEmpty)
    }

    @Test func otherIsAlwaysRequired() throws {
        let report = try check(locale: "de", ["one": "Eine Datei"])
        #expect(report.findings.map(\.check) == [.missingPluralCategory])
        #expect(report.findings.first?.pluralCategory == "other")
        #expect(report.findings.first?.message.contains("'other' is always required") == true)
    }

    @Test func japaneseOneIsAWarning() throws {
        let report = try check(locale: "ja", ["one": "ファイル 1 個", "other": "%lld 個のファイル"])
        #expect(report.findings.map(\.check) == [.unusedPluralCategory])
        #expect(report.findings.first?.severity == .warning)
        #expect(report.findings.first?.pluralCategory == "one")
    }

    @Test func russianOneWithoutTheNumberIsAnError() throws {
        let report = try check(
            locale: "ru", ["one": "Один файл", "few": "%lld файла", "many": "%lld файлов", "other": "%lld файла"])
        #expect(report.findings.map(\.check) == [.numberDropped])
        let finding = try #require(report.findings.first)
        #expect(finding.severity == .error)
        #expect(finding.pluralCategory == "one")
        #expect(finding.message.contains("1, 21, 31"))
        #expect(finding.message.contains("'%lld'"))
    }

    @Test func englishOneWithoutTheNumberIsAllowed() throws {
        let report = try check(
            locale: "en-GB", ["one": "One file", "other": "%lld files"],
            source: ["one": "One file", "other": "%lld files"])
        #expect(report.findings.isEmpty)
    }

    @Test func otherWithoutTheNumberIsAnErrorEvenInEnglish() throws {
        let report = try check(
            locale: "en-GB", ["one": "%lld file", "other": "Files"],
            source: ["one": "%lld file", "other": "%lld files"])
        #expect(report.findings.map(\.check) == [.numberDropped])
    }

    @Test func zeroIsAllowedInEveryLanguageAndMayLeaveOutTheNumber() throws {
        let report = try check(locale: "de", ["zero": "Keine Dateien", "one": "Eine Datei", "other": "%lld Dateien"])
        #expect(report.findings.isEmpty)
    }

    @Test func frenchWithoutManyIsOnlyAWarning() throws {
        let report = try check(locale: "fr", ["one": "%lld fichier", "other": "%lld fichiers"])
        #expect(report.findings.map(\.check) == [.missingLargeNumberCategory])
        #expect(report.findings.first?.severity == .warning)
    }

    @Test func arabicNeedsAllSixForms() throws {
        let report = try check(locale: "ar", ["one": "ملف واحد", "other": "%lld ملف"])
        let missing = report.findings.filter { $0.check == .missingPluralCategory }.compactMap(\.pluralCategory)
        #expect(Set(missing) == ["zero", "two", "few", "many"])
    }

    @Test func aSingleFormWhereTheSourceVariesIsAnErrorInPolish() throws {
        let bytes = TestCatalog.bytes([
            "files": TestCatalog.entry([
                "en": TestCatalog.plural(["one": "%lld file", "other": "%lld files"]),
                "pl": TestCatalog.unit("%lld plików"),
            ])
        ])
        let report = try TestCatalog.check(bytes)
        #expect(report.findings.map(\.check) == [.missingPluralCategory])
        #expect(report.findings.first?.message.contains("single form") == true)
    }

    @Test func aSingleFormIsFineInJapanese() throws {
        let bytes = TestCatalog.bytes([
            "files": TestCatalog.entry([
                "en": TestCatalog.plural(["one": "%lld file", "other": "%lld files"]),
                "ja": TestCatalog.unit("%lld 個のファイル"),
            ])
        ])
        #expect(try TestCatalog.check(bytes).findings.isEmpty)
    }

    @Test func turkishMaySayEveryNumberWithOneForm() throws {
        // "1 dosya", "5 dosya": a Turkish noun keeps its form after a number.
        #expect(try check(locale: "tr", ["other": "%lld dosya"]).findings.isEmpty)
        let single = TestCatalog.bytes([
            "files": TestCatalog.entry([
                "en": TestCatalog.plural(["one": "%lld file", "other": "%lld files"]),
                "tr": TestCatalog.unit("%lld dosya"),
            ])
        ])
        #expect(try TestCatalog.check(single).findings.isEmpty)
        // A form that leaves the number out is still a form for some numbers only.
        #expect(try check(locale: "tr", ["other": "Dosyalar"]).findings.map(\.check).contains(.missingPluralCategory))
    }

    @Test func aRussianOtherWrittenForManyIsAWarningWithItsReason() throws {
        let report = try check(locale: "ru", ["one": "%lld файл", "few": "%lld файла", "other": "%lld файлов"])
        #expect(report.findings.map(\.check) == [.otherStandsForMany])
        let finding = try #require(report.findings.first)
        #expect(finding.severity == .warning)
        #expect(finding.pluralCategory == "many")
        #expect(finding.message.contains("reads right"))
        let ukrainian = try check(locale: "uk", ["one": "%lld файл", "few": "%lld файли", "other": "%lld файлів"])
        #expect(ukrainian.findings.map(\.check) == [.otherStandsForMany])
    }

    @Test func aRussianOtherThatRepeatsFewLeavesManyMissing() throws {
        // "5 файла" is wrong: 'other' here is the 'few' form again.
        let report = try check(locale: "ru", ["one": "%lld файл", "few": "%lld файла", "other": "%lld файла"])
        #expect(report.findings.map(\.check) == [.missingPluralCategory])
        #expect(report.findings.first?.severity == .error)
    }

    @Test func aFormChosenByATextArgumentIsUnreachable() throws {
        let report = try check(
            locale: "de", ["one": "%@ hat eine Datei", "other": "%@ hat Dateien"],
            source: ["one": "%@ has a file", "other": "%@ has files"])
        let unreachable = report.findings.filter { $0.check == .unreachableForm }
        #expect(unreachable.count == 2)
        #expect(unreachable.allSatisfy { $0.pluralCategory == "one" && $0.message.contains("which is text") })
    }

    @Test func aDecimalPlaceholderNeverReachesEnglishOne() throws {
        let report = try check(
            locale: "en-GB", ["one": "%.1f mile", "other": "%.1f miles"],
            source: ["one": "%.1f mile", "other": "%.1f miles"])
        #expect(report.findings.map(\.check) == [.unreachableForm, .unreachableForm])
        #expect(report.findings.allSatisfy { $0.message.contains("'1.0'") })
    }

    @Test func aFormThatCannotRenderIsReported() throws {
        let report = try check(
            locale: "de", ["one": "%lld Datei %p", "other": "%lld Dateien %p"],
            source: ["one": "%lld file %p", "other": "%lld files %p"])
        #expect(report.findings.map(\.check) == [.renderFailed, .renderFailed])
        #expect(report.findings.allSatisfy { $0.message.contains("not supported") })
    }

    @Test func substitutionsAreCheckedLikeTheKeysOwnPlurals() throws {
        func localization(_ value: String, _ forms: KeyValuePairs<String, String>) -> JSONValue {
            let plural = JSONObject(forms.map { JSONMember(key: $0.key, value: JSONNode(TestCatalog.unit($0.value))) })
            return [
                "stringUnit": ["state": "translated", "value": .string(value)],
                "substitutions": [
                    "count": ["argNum": 2, "formatSpecifier": "lld", "variations": ["plural": .object(plural)]]
                ],
            ]
        }
        let bytes = TestCatalog.bytes([
            "likes": TestCatalog.entry([
                "en": localization("%@ liked %#@count@", ["one": "%arg post", "other": "%arg posts"]),
                "ru": localization(
                    "%@ нравится %#@count@",
                    ["one": "публикация", "few": "%arg публикации", "other": "%arg публикации"]),
            ])
        ])
        let report = try TestCatalog.check(bytes)
        let described = report.findings.map { "\($0.check) \($0.substitution ?? "") \($0.pluralCategory ?? "")" }
        #expect(Set(described) == ["plural.missing-category count many", "plural.number-dropped count one"])
    }

    @Test func unknownCategoryNamesAreStructuralErrorsNotRenderingFailures() throws {
        let report = try check(locale: "de", ["one": "Eine Datei", "single": "Datei", "other": "%lld Dateien"])
        #expect(report.findings.map(\.check) == [.unknownPluralCategory])
    }
}

/// The plural findings that failed real catalogs for no reason, each on a small catalog.
@Suite struct PluralFalseErrorTests {
    func check(_ localizations: KeyValuePairs<String, JSONValue>) throws -> CatalogReport {
        try TestCatalog.check(TestCatalog.bytes(["files": TestCatalog.entry(localizations)]))
    }

    static let english = TestCatalog.plural(["one": "%lld file", "other": "%lld files"])

    @Test func czechWithAWholeNumberNeedsNoManyFormAndMayHaveOne() throws {
        // Czech `many` is only for decimals (1.5 souboru): %lld never reaches it.
        let without = try check([
            "en": Self.english,
            "cs": TestCatalog.plural(["one": "%lld soubor", "few": "%lld soubory", "other": "%lld souborů"]),
        ])
        #expect(without.findings.isEmpty, "\(without.findings.map(\.line))")
        let with = try check([
            "en": Self.english,
            "cs": TestCatalog.plural([
                "one": "%lld soubor", "few": "%lld soubory", "many": "%lld souboru", "other": "%lld souborů",
            ]),
        ])
        #expect(with.findings.isEmpty, "\(with.findings.map(\.line))")
    }

    @Test func czechWithADecimalNeedsItsManyForm() throws {
        let source = TestCatalog.plural(["one": "%.1f km", "other": "%.1f km"])
        let report = try check(["en": source, "cs": TestCatalog.plural(["other": "%.1f km"])])
        #expect(report.findings.filter { $0.locale == "cs" }.map(\.check) == [.missingPluralCategory])
        #expect(report.findings.first { $0.locale == "cs" }?.pluralCategory == "many")
    }

    @Test func frenchOneBesideAZeroFormIsOneNumberAndMayLeaveItOut() throws {
        let withZero = try check([
            "en": Self.english,
            "fr": TestCatalog.plural([
                "zero": "Aucun fichier", "one": "Un fichier", "many": "%lld de fichiers", "other": "%lld fichiers",
            ]),
        ])
        #expect(withZero.findings.isEmpty, "\(withZero.findings.map(\.line))")
        // Without the zero form, French `one` is 0 and 1: "Un fichier" would be said for 0.
        let withoutZero = try check([
            "en": Self.english,
            "fr": TestCatalog.plural(["one": "Un fichier", "many": "%lld de fichiers", "other": "%lld fichiers"]),
        ])
        #expect(withoutZero.findings.map(\.check) == [.numberDropped])
        #expect(withoutZero.findings.first?.message.contains("0, 1") == true)
    }

    @Test func aOneTheSourceLeavesOutIsNotRequired() throws {
        // The source has no `one` (the number is never 1 here): neither it nor a translation
        // whose `one` is also the number 1 alone is asked for one.
        let report = try check([
            "en": TestCatalog.plural(["other": "%lld files"]), "de": TestCatalog.plural(["other": "%lld Dateien"]),
            "pl": TestCatalog.plural(["few": "%lld pliki", "many": "%lld plików", "other": "%lld pliku"]),
        ])
        #expect(report.findings.isEmpty, "\(report.findings.map(\.line))")
        // Russian `one` is also 21, 31…: still needed.
        let russian = try check([
            "en": TestCatalog.plural(["other": "%lld files"]),
            "ru": TestCatalog.plural(["few": "%lld файла", "many": "%lld файлов", "other": "%lld файла"]),
        ])
        #expect(russian.findings.map(\.check) == [.missingPluralCategory])
        #expect(russian.findings.first?.pluralCategory == "one")
    }

    @Test func aFormThatShowsArgIsNotDroppingItsNumber() throws {
        func localization(_ value: String, _ forms: KeyValuePairs<String, String>, argNum: Int?) -> JSONValue {
            let plural = JSONObject(forms.map { JSONMember(key: $0.key, value: JSONNode(TestCatalog.unit($0.value))) })
            var substitution = JSONObject()
            if let argNum { substitution.append("argNum", .number(JSONNumber(argNum))) }
            substitution.append("formatSpecifier", "lld")
            substitution.append("variations", ["plural": .object(plural)])
            return [
                "stringUnit": ["state": "translated", "value": .string(value)],
                "substitutions": ["count": .object(substitution)],
            ]
        }
        let report = try TestCatalog.check(
            TestCatalog.bytes([
                "likes": TestCatalog.entry([
                    "en": localization("%@ liked %#@count@", ["one": "%arg post", "other": "%arg posts"], argNum: nil),
                    "ru": localization(
                        "%@ нравится %#@count@",
                        [
                            "one": "%arg публикация", "few": "%arg публикации", "many": "%arg публикаций",
                            "other": "%arg публикации",
                        ], argNum: nil),
                ])
            ]))
        #expect(report.findings.isEmpty, "\(report.findings.map(\.line))")
    }

    @Test func aUnitWordWithoutANumberInAnyFormIsNotDroppingIt() throws {
        // "steps" after a number said elsewhere: no form shows the number, in any language.
        let report = try check([
            "en": TestCatalog.plural(["one": "step", "other": "steps"]),
            "pl": TestCatalog.plural(["one": "krok", "few": "kroki", "many": "kroków", "other": "kroku"]),
        ])
        #expect(report.findings.isEmpty, "\(report.findings.map(\.line))")
    }
}
