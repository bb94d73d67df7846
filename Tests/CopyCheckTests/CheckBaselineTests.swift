import CopyCheck
import Foundation
import JSONSyntax
import StringCatalog
import Testing

@Suite struct CheckBaselineTests {
    func finding(
        _ check: CheckID, key: String, locale: String = "de", message: String = "m", path: String = "A.xcstrings"
    ) -> Finding {
        Finding(
            check: check, path: path, location: FileLocation(line: 3, column: 4), key: key, locale: locale,
            message: message)
    }

    @Test func aBaselineHoldsFindingsByWhatTheyAreAboutNotWhereOrHowWorded() throws {
        let baseline = CheckBaseline(findings: [
            finding(.missingPlaceholder, key: "greeting", message: "'%@' is missing")
        ])
        var moved = finding(.missingPlaceholder, key: "greeting", message: "reworded", path: "./A.xcstrings")
        moved.location = FileLocation(line: 90, column: 1)
        let split = baseline.partition([moved, finding(.missingPlaceholder, key: "farewell")])
        #expect(split.known.map(\.key) == ["greeting"])
        #expect(split.new.map(\.key) == ["farewell"])
    }

    @Test func aFindingHeldOnceHidesOneOfTwoAlike() {
        let one = finding(.missingPlaceholder, key: "k")
        let split = CheckBaseline(findings: [one]).partition([one, one])
        #expect(split.known.count == 1)
        #expect(split.new.count == 1)
    }

    @Test func aFileThatCannotBeCheckedIsNeverKnown() {
        let unreadable = Finding(check: .unreadableFile, path: "A.xcstrings", message: "cannot read")
        let baseline = CheckBaseline(findings: [unreadable])
        #expect(baseline.findingCount == 0)
        #expect(baseline.partition([unreadable]).new.count == 1)
    }

    @Test func aBaselineReadsBackWhatItWrote() throws {
        let findings = [
            finding(.missingPlaceholder, key: "k"), finding(.missingPlaceholder, key: "k"),
            Finding(
                check: .numberDropped, path: "B.xcstrings", key: "files", locale: "ru", pluralCategory: "one",
                substitution: "count", message: "m"),
        ]
        let baseline = CheckBaseline(findings: findings)
        let text = baseline.json()
        #expect(text.contains("\"count\": 2"))
        let read = try CheckBaseline(parsing: Array(text.utf8))
        #expect(read == baseline)
        #expect(read.partition(findings).new.isEmpty)
    }

    @Test func aFileThatIsNotABaselineIsRefusedWithWhatIsWrong() {
        for (text, expected) in [
            ("[1]", "expected an object"), (#"{"version": 2, "findings": []}"#, "\"version\" : 1"),
            (#"{"version": 1, "findings": [{"path": "A"}]}"#, "needs a \"check\""), ("{", "not valid JSON"),
        ] {
            #expect {
                _ = try CheckBaseline(parsing: Array(text.utf8))
            } throws: { error in
                (error as? CheckBaselineError)?.description.contains(expected) ?? false
            }
        }
    }

    @Test func aBaselineFileIsWrittenAndReadBack() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString).json")
            .path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let baseline = CheckBaseline(findings: [finding(.missingPlaceholder, key: "k")])
        try baseline.write(toFile: path)
        #expect(try CheckBaseline(contentsOfFile: path) == baseline)
        #expect(throws: CheckBaselineFileError.self) { try CheckBaseline(contentsOfFile: path + ".absent") }
    }

    @Test func theCheckerReportsOnlyFindingsTheBaselineDoesNotHold() throws {
        let bytes = TestCatalog.bytes([
            "greeting": TestCatalog.entry(["en": TestCatalog.unit("Hello, %@"), "de": TestCatalog.unit("Hallo!")]),
            "farewell": TestCatalog.entry(["en": TestCatalog.unit("Bye, %@"), "de": TestCatalog.unit("Tschüss!")]),
        ])
        let all = try TestCatalog.check(bytes)
        #expect(all.findings.count == 2)
        let baseline = CheckBaseline(findings: all.findings.filter { $0.key == "greeting" })
        let report = try TestCatalog.check(bytes, options: CheckOptions(baseline: baseline))
        #expect(report.findings.map(\.key) == ["farewell"])
        #expect(report.knownCount == 1)
        #expect(CheckReport(catalogs: [report]).text().contains("1 more finding is in the baseline and not shown"))
    }
}
