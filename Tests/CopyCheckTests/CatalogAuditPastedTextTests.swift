import CopyCheck
import JSONSyntax
import Testing

@Suite struct CatalogAuditPastedTextTests {
    static let later = "Available icons may change in the future."
    static let setup = "Before you can start using the app, you need to do some setup."

    @Test func anotherKeysTextPastedInIsReportedAtTheSecondKey() throws {
        let russian = "Доступные значки могут измениться в будущем."
        let bytes = TestCatalog.bytes([
            Self.later: TestCatalog.entry(["ru": TestCatalog.unit(russian)]),
            Self.setup: TestCatalog.entry(["ru": TestCatalog.unit(russian)]),
        ])
        let findings = try TestCatalog.check(bytes).findings
        #expect(findings.map(\.check) == [.otherKeysText])
        let finding = try #require(findings.first)
        #expect(finding.key == Self.setup)
        #expect(finding.locale == "ru")
        #expect(finding.severity == .warning)
        #expect(finding.message.contains("value of \(Self.later)"))
    }

    @Test func keysWhoseSourcesSayTheSameMayShareATranslation() throws {
        let german = "Möchtest du dieses Foto wirklich löschen?"
        let bytes = TestCatalog.bytes([
            "Are you sure you want to delete this photo?": TestCatalog.entry(["de": TestCatalog.unit(german)]),
            "Do you really want to delete this photo?": TestCatalog.entry(["de": TestCatalog.unit(german)]),
        ])
        #expect(try TestCatalog.check(bytes).findings.isEmpty)
    }

    @Test func shortLabelsMayShareATranslation() throws {
        let bytes = TestCatalog.bytes([
            "Delete": TestCatalog.entry(["de": TestCatalog.unit("Löschen")]),
            "Remove": TestCatalog.entry(["de": TestCatalog.unit("Löschen")]),
        ])
        #expect(try TestCatalog.check(bytes).findings.isEmpty)
    }

    @Test func theSameTextInAnotherLanguageIsNotAPaste() throws {
        let bytes = TestCatalog.bytes([
            Self.later: TestCatalog.entry(["de": TestCatalog.unit("Die verfügbaren Symbole können sich ändern.")]),
            Self.setup: TestCatalog.entry(["nl": TestCatalog.unit("Die verfügbaren Symbole können sich ändern.")]),
        ])
        #expect(try TestCatalog.check(bytes).findings.allSatisfy { $0.check != .otherKeysText })
    }
}
