import CopyCheck
import JSONSyntax
import StringCatalog
import Testing

@Suite struct FindingTests {
    @Test func aMessageNeverCarriesARawLineBreakOrControlFromAKey() {
        let finding = Finding(
            check: .notXcodeLayout, path: "A.xcstrings", location: FileLocation(line: 1, column: 1),
            message: "the key \"Line\none\" comes after \"x\u{202E}y\u{0}\"")
        #expect(finding.message == #"the key "Line\none" comes after "x\u{202E}y\u{0000}""#)
        #expect(!finding.line.contains("\n"))
        var changed = finding
        changed.message = "a\rb\tc\u{85}d"
        #expect(changed.message == #"a\rb\tc\u{0085}d"#)
    }

    @Test func aKeyThatIsHardToSeeOrReordersTextIsQuotedAndEscaped() {
        let finding = Finding(
            check: .missingTranslation, path: "A.xcstrings", key: "abc\u{202E}def", locale: "de", message: "m")
        #expect(finding.subject == #""abc\u{202E}def" (de)"#)
    }

    @Test func aMessageWithoutControlsIsKeptAsWritten() {
        let text = "Polish (pl) needs the 'few' form, used for 2, 3, 4, 22…; «ok» — 日本語"
        #expect(Finding(check: .missingPluralCategory, path: "A", message: text).message == text)
    }

    @Test func everyFindingOfACatalogWithLineBreaksInItsKeysIsOneLine() throws {
        let bytes = TestCatalog.bytes([
            "Line one\nLine two %@": TestCatalog.entry([
                "en": TestCatalog.unit("Line one\nLine two %@"), "de": TestCatalog.unit("Zeile eins"),
            ])
        ])
        let report = try TestCatalog.check(bytes)
        #expect(!report.findings.isEmpty)
        for line in CheckReport(catalogs: [report]).text().split(separator: "\n", omittingEmptySubsequences: false)
            .dropLast()
        {
            #expect(
                line.hasPrefix("Test.xcstrings") || line.hasPrefix("  ") || line == "By check:"
                    || line.first?.isNumber == true, "\(line)")
        }
    }
}
