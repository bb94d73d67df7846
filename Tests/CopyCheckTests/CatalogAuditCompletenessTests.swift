import CopyCheck
import JSONSyntax
import Testing

@Suite struct CatalogAuditCompletenessTests {
    @Test func entriesMarkedNotToTranslateAreExemptFromTranslationChecks() throws {
        var entry = JSONObject()
        entry.append("localizations", ["en": TestCatalog.unit("RangeLens")])
        entry.append("shouldTranslate", false)
        let bytes = TestCatalog.bytes([
            "brand": .object(entry),
            "greeting": TestCatalog.entry(["en": TestCatalog.unit("Hello"), "de": TestCatalog.unit("Hallo")]),
        ])
        let report = try TestCatalog.check(bytes)
        #expect(report.findings.isEmpty)
        #expect(report.summaries.first { $0.locale == "de" }?.total == 1)
    }

    @Test func anEmptyKeyWithNoTextIsNotMissing() throws {
        let bytes = TestCatalog.bytes([
            "": .object(JSONObject()),
            "greeting": TestCatalog.entry(["en": TestCatalog.unit("Hello"), "de": TestCatalog.unit("Hallo")]),
        ])
        let report = try TestCatalog.check(bytes)
        #expect(report.findings.isEmpty)
    }

    @Test func staleKeysAreReportedOnceAndOtherwiseSkipped() throws {
        var stale = JSONObject()
        stale.append("extractionState", "stale")
        stale.append("localizations", ["en": TestCatalog.unit("Old %@")])
        let bytes = TestCatalog.bytes([
            "old": .object(stale),
            "greeting": TestCatalog.entry(["en": TestCatalog.unit("Hello"), "de": TestCatalog.unit("Hallo")]),
        ])
        let report = try TestCatalog.check(bytes)
        #expect(TestCatalog.ids(report) == ["completeness.stale"])
    }

    @Test func theSourceLanguagesNewStateIsItsNormalState() throws {
        let bytes = TestCatalog.bytes([
            "greeting": TestCatalog.entry([
                "en": TestCatalog.unit("Hello", state: "new"), "de": TestCatalog.unit("Hallo", state: "new"),
            ])
        ])
        let report = try TestCatalog.check(bytes)
        #expect(report.findings.map { "\($0.check) \($0.locale ?? "")" } == ["completeness.state-new de"])
        #expect(report.summaries.map(\.translated) == [1, 0])
    }

    @Test func aMissingLocaleIsCountedAndReportedAtTheEntry() throws {
        let bytes = TestCatalog.bytes([
            "greeting": TestCatalog.entry(["en": TestCatalog.unit("Hello"), "de": TestCatalog.unit("Hallo")]),
            "farewell": TestCatalog.entry(["en": TestCatalog.unit("Bye"), "fr": TestCatalog.unit("Au revoir")]),
        ])
        let report = try TestCatalog.check(bytes)
        #expect(report.findings.map { "\($0.key ?? "") \($0.locale ?? "")" } == ["farewell de", "greeting fr"])
        #expect(report.summaries.map(\.locale) == ["en", "de", "fr"])
        #expect(report.summaries.map(\.missing) == [0, 1, 1])
        #expect(report.summaries.map(\.percentComplete) == [100, 50, 50])
    }

    @Test func aBlankValueCountsAsMissingUnlessTheSourceIsBlankToo() throws {
        let bytes = TestCatalog.bytes([
            "spacer": TestCatalog.entry(["en": TestCatalog.unit(" "), "de": TestCatalog.unit(" ")]),
            "title": TestCatalog.entry(["en": TestCatalog.unit("Title"), "de": TestCatalog.unit("\u{200B}")]),
        ])
        let report = try TestCatalog.check(bytes)
        #expect(TestCatalog.ids(report) == ["completeness.empty-value"])
        #expect(report.findings.first?.key == "title")
    }
}

@Suite struct EmptyValueTests {
    @Test func anEmptyValueIsOneFindingNotThree() throws {
        let bytes = TestCatalog.bytes([
            "greeting": TestCatalog.entry([
                "en": TestCatalog.unit("Hello, %@"), "de": TestCatalog.unit("", state: "needs_review"),
            ])
        ])
        let report = try TestCatalog.check(bytes)
        #expect(report.findings.map(\.check) == [.emptyValue])
        #expect(report.summaries[1].missing == 1)
    }

    @Test func aMissingValueOfASourceWithNothingToTranslateIsANote() throws {
        let bytes = TestCatalog.bytes([
            "%1$@: %2$@": TestCatalog.entry(["en": TestCatalog.unit("%1$@: %2$@")]),
            "AB+": TestCatalog.entry(["en": TestCatalog.unit("AB+")]),
            "brand": TestCatalog.entry(["en": TestCatalog.unit("iCloud (https://www.icloud.com)")]),
            "save": TestCatalog.entry(["en": TestCatalog.unit("SAVE"), "de": TestCatalog.unit("SICHERN")]),
            "title": TestCatalog.entry(["en": TestCatalog.unit("Settings"), "de": TestCatalog.unit("Einstellungen")]),
        ])
        let report = try TestCatalog.check(bytes)
        let missing = report.findings.filter { $0.check == .missingTranslation }
        #expect(missing.filter { $0.severity == .note }.compactMap(\.key) == ["%1$@: %2$@", "AB+", "brand"])
        #expect(missing.allSatisfy { $0.severity == .note })
        #expect(missing.first?.message.contains("nothing to translate") == true)
        // Keys with nothing to translate are not counted in the summary.
        #expect(report.summaries.first { $0.locale == "de" }?.total == 2)
        let capitals = TestCatalog.bytes([
            "save": TestCatalog.entry(["en": TestCatalog.unit("SAVE")]),
            "title": TestCatalog.entry(["en": TestCatalog.unit("Settings"), "de": TestCatalog.unit("Einstellungen")]),
        ])
        // A common English word in capitals is to be translated.
        let found = try TestCatalog.check(capitals).findings
        #expect(found.map(\.check) == [.missingTranslation])
        #expect(found.first?.severity == .error)
    }
}
