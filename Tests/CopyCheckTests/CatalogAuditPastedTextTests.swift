import JSONSyntax
import TestSupport
import Testing

@testable import CopyCheck

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

    @Test(
        "Slices' sorted candidates are merged in the order one sort of them all gives",
        arguments: 0..<30)
    func mergedCandidatesAgreeWithOneSort(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        var all: [CatalogAudit.PastedTextCandidate] = []
        var slices: [[CatalogAudit.PastedTextCandidate]] = []
        for _ in 0..<Int.random(in: 0...12, using: &generator) {
            // Few hashes, so that runs meet across slices; some slices empty; every place
            // its own, in no order.
            var slice: [CatalogAudit.PastedTextCandidate] = []
            for _ in 0..<Int.random(in: 0...40, using: &generator) {
                let candidate = CatalogAudit.PastedTextCandidate(
                    hash: Int.random(in: -3...3, using: &generator), entry: UInt32.random(in: 0...9, using: &generator),
                    offset: UInt32(all.count * 7_919 % 1_000_003))
                all.append(candidate)
                slice.append(candidate)
            }
            slice.sort(by: CatalogAudit.precedes)
            slices.append(slice)
        }
        var merged = MergedCandidates(slices)
        var read: [CatalogAudit.PastedTextCandidate] = []
        while let next = merged.next() { read.append(next) }
        let sorted = all.sorted(by: CatalogAudit.precedes)
        #expect(read.map(\.hash) == sorted.map(\.hash))
        #expect(read.map(\.offset) == sorted.map(\.offset))
        #expect(read.map(\.entry) == sorted.map(\.entry))
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
