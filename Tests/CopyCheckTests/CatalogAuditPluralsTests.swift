import CopyCheck
import JSONSyntax
import Testing

@Suite struct CatalogAuditPluralsTests {
    /// A catalog with one plural key: English source forms and one translation.
    func check(locale: String, _ forms: KeyValuePairs<String, String>, source: KeyValuePairs<String, String> = ["one": "%lld file", "other": "%lld files"]) throws -> CatalogReport {
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
        let report = try check(locale: "pl", ["one": "Jeden plik", "few": "%lld pliki", "many": "%lld plików", "other": "%lld pliku"])
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
        let report = try check(locale: "ru", ["one": "Один файл", "few": "%lld файла", "many": "%lld файлов", "other": "%lld файла"])
        #expect(report.findings.map(\.check) == [.numberDropped])
        let finding = try #require(report.findings.first)
        #expect(finding.severity == .error)
        #expect(finding.pluralCategory == "one")
        #expect(finding.message.contains("1, 21, 31"))
        #expect(finding.message.contains("'%lld'"))
    }

    @Test func englishOneWithoutTheNumberIsAllowed() throws {
        let report = try check(locale: "en-GB", ["one": "One file", "other": "%lld files"], source: ["one": "One file", "other": "%lld files"])
        #expect(report.findings.isEmpty)
    }

    @Test func otherWithoutTheNumberIsAnErrorEvenInEnglish() throws {
        let report = try check(locale: "en-GB", ["one": "%lld file", "other": "Files"], source: ["one": "%lld file", "other": "%lld files"])
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
                "en": TestCatalog.plural(["one": "%lld file", "other": "%lld files"]), "pl": TestCatalog.unit("%lld plików"),
            ])
        ])
        let report = try TestCatalog.check(bytes)
        #expect(report.findings.map(\.check) == [.missingPluralCategory])
        #expect(report.findings.first?.message.contains("single form") == true)
    }

    @Test func aSingleFormIsFineInJapanese() throws {
        let bytes = TestCatalog.bytes([
            "files": TestCatalog.entry([
                "en": TestCatalog.plural(["one": "%lld file", "other": "%lld files"]), "ja": TestCatalog.unit("%lld 個のファイル"),
            ])
        ])
        #expect(try TestCatalog.check(bytes).findings.isEmpty)
    }

    @Test func aFormChosenByATextArgumentIsUnreachable() throws {
        let report = try check(locale: "de", ["one": "%@ hat eine Datei", "other": "%@ hat Dateien"], source: ["one": "%@ has a file", "other": "%@ has files"])
        let unreachable = report.findings.filter { $0.check == .unreachableForm }
        #expect(unreachable.count == 2)
        #expect(unreachable.allSatisfy { $0.pluralCategory == "one" && $0.message.contains("which is text") })
    }

    @Test func aDecimalPlaceholderNeverReachesEnglishOne() throws {
        let report = try check(locale: "en-GB", ["one": "%.1f mile", "other": "%.1f miles"], source: ["one": "%.1f mile", "other": "%.1f miles"])
        #expect(report.findings.map(\.check) == [.unreachableForm, .unreachableForm])
        #expect(report.findings.allSatisfy { $0.message.contains("'1.0'") })
    }

    @Test func aFormThatCannotRenderIsReported() throws {
        let report = try check(locale: "de", ["one": "%lld Datei %p", "other": "%lld Dateien %p"], source: ["one": "%lld file %p", "other": "%lld files %p"])
        #expect(report.findings.map(\.check) == [.renderFailed, .renderFailed])
        #expect(report.findings.allSatisfy { $0.message.contains("not supported") })
    }

    @Test func substitutionsAreCheckedLikeTheKeysOwnPlurals() throws {
        func localization(_ value: String, _ forms: KeyValuePairs<String, String>) -> JSONValue {
            let plural = JSONObject(forms.map { JSONMember(key: $0.key, value: JSONNode(TestCatalog.unit($0.value))) })
            return [
                "stringUnit": ["state": "translated", "value": .string(value)],
                "substitutions": ["count": ["argNum": 2, "formatSpecifier": "lld", "variations": ["plural": .object(plural)]]],
            ]
        }
        let bytes = TestCatalog.bytes([
            "likes": TestCatalog.entry([
                "en": localization("%@ liked %#@count@", ["one": "%arg post", "other": "%arg posts"]),
                "ru": localization("%@ нравится %#@count@", ["one": "публикация", "few": "%arg публикации", "other": "%arg публикации"]),
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
