import CopyCheck
import Foundation
import StringCatalog
import Testing

/// The seeded tables of the other formats: `.strings` and `.stringsdict` files in `.lproj`
/// folders, XLIFF exports and an `.xcloc` bundle, each with defects the String Catalog checks
/// find with the same ids.
@Suite struct CatalogCheckerTablesTests {
    struct Expected: Hashable, CustomStringConvertible {
        var id: String
        var key: String?
        var locale: String?
        var file: String
        init(_ id: String, _ key: String?, _ locale: String?, _ file: String) {
            self.id = id
            self.key = key
            self.locale = locale
            self.file = file
        }
        var description: String { "\(id) \(key ?? "-") (\(locale ?? "-")) \(file)" }
    }

    static let checker = CatalogChecker(options: CheckOptions(), layout: TestCatalog.layout)

    /// Checks `folder` and expects exactly `expected`, each once, every finding placed.
    ///
    /// - Returns: the outcome, for what a test checks beyond the defects.
    static func checkSeeded(_ folder: String, expecting expected: [Expected]) -> CheckOutcome {
        let outcome = checker.run(paths: [folder])
        let found = found(outcome, relativeTo: folder)
        let unexpected = Set(found).subtracting(expected)
        let missing = Set(expected).subtracting(found)
        #expect(unexpected.isEmpty, "unexpected: \(unexpected)")
        #expect(missing.isEmpty, "missing: \(missing)")
        #expect(found.count == expected.count)
        #expect(outcome.report.findings.allSatisfy { $0.location != nil })
        return outcome
    }

    static func found(_ outcome: CheckOutcome, relativeTo folder: String) -> [Expected] {
        outcome.report.findings.map { finding in
            let file = finding.path.hasPrefix(folder) ? String(finding.path.dropFirst(folder.count + 1)) : finding.path
            return Expected(finding.check.rawValue, finding.key, finding.locale, file)
        }
    }

    static let lprojDefects: [Expected] = [
        Expected("structure.duplicate-key", "duplicate.key", "de", "de.lproj/Localizable.strings"),
        Expected("placeholder.missing", "placeholder.missing", "de", "de.lproj/Localizable.strings"),
        Expected("placeholder.bare-percent", "placeholder.bare", "de", "de.lproj/Localizable.strings"),
        Expected("placeholder.intent-parameter", "placeholder.intent", "de", "de.lproj/Localizable.strings"),
        Expected("review.same-as-source", "review.same", "de", "de.lproj/Localizable.strings"),
        Expected("review.final-punctuation", "review.punctuation", "de", "de.lproj/Localizable.strings"),
        Expected("review.whitespace", "review.whitespace", "de", "de.lproj/Localizable.strings"),
        Expected("review.line-breaks", "review.line_breaks", "de", "de.lproj/Localizable.strings"),
        Expected("review.escape", "review.escape", "de", "de.lproj/Localizable.strings"),
        Expected("review.markdown", "review.markdown", "de", "de.lproj/Localizable.strings"),
        Expected("review.key-as-value", "review.key_value", "de", "de.lproj/Localizable.strings"),
        Expected("length.expansion", "length.expansion", "de", "de.lproj/Localizable.strings"),
        Expected("review.other-keys-text", "review.pasted", "de", "de.lproj/Localizable.strings"),
        Expected("speech.range-dash", "speech.dash", "de", "de.lproj/Localizable.strings"),
        Expected("bidi.direction-mark", "bidi.mark", "de", "de.lproj/Localizable.strings"),
        Expected("placeholder.extra", "placeholder.extra", "ja", "ja.lproj/Localizable.strings"),
        Expected("completeness.missing-translation", "missing.translation", "ja", "en.lproj/Localizable.strings"),
        Expected("placeholder.mixed-positional", "placeholder.mixed", "pl", "pl.lproj/Localizable.strings"),
        Expected("completeness.empty-value", "empty.value", "pl", "pl.lproj/Localizable.strings"),
        Expected("placeholder.type-mismatch", "placeholder.type", "ru", "ru.lproj/Localizable.strings"),
        Expected("placeholder.unknown-directive", "placeholder.typo", "ru", "ru.lproj/Localizable.strings"),
        // The stringsdict table.
        Expected("structure.missing-substitution", "missing.substitution", "de", "de.lproj/Localizable.stringsdict"),
        Expected("structure.unknown-plural-category", "unknown.category", "de", "de.lproj/Localizable.stringsdict"),
        Expected("plural.unused-category", "plural.unused", "ja", "ja.lproj/Localizable.stringsdict"),
        Expected("structure.missing-substitution", "positional.token", "ja", "ja.lproj/Localizable.stringsdict"),
        Expected("plural.missing-category", "plural.missing", "pl", "pl.lproj/Localizable.stringsdict"),
        Expected("structure.substitution-mismatch", "substitution.mismatch", "pl", "pl.lproj/Localizable.stringsdict"),
        Expected("plural.number-dropped", "plural.dropped", "ru", "ru.lproj/Localizable.stringsdict"),
        Expected("plural.other-stands-for-many", "plural.other_many", "ru", "ru.lproj/Localizable.stringsdict"),
        Expected("structure.unused-substitution", "unused.substitution", "ru", "ru.lproj/Localizable.stringsdict"),
    ]

    @Test func theLprojFolderGivesExactlyItsSeededDefects() throws {
        let folder = Fixtures.seeded("seeded-lproj")
        let outcome = Self.checkSeeded(folder, expecting: Self.lprojDefects)
        #expect(outcome.report.catalogs.map(\.status) == [.checked, .checked])
        #expect(
            outcome.report.catalogs.map(\.path) == [
                "\(folder)/*.lproj/Localizable.strings", "\(folder)/*.lproj/Localizable.stringsdict",
            ])
    }

    @Test func aFindingNamesTheLineAndColumnInItsOwnFile() throws {
        let folder = Fixtures.seeded("seeded-lproj")
        let findings = Self.checker.run(paths: [folder]).report.findings
        let missing = try #require(findings.first { $0.check == .missingPlaceholder })
        // `"placeholder.missing" = "Hallo!";` is the first line of the German file; the value's
        // quotation mark is at column 25.
        #expect(missing.location == FileLocation(line: 1, column: 25))
        // The Japanese file is UTF-16, as genstrings writes it: columns count characters all the same.
        let extra = try #require(findings.first { $0.check == .extraPlaceholder })
        #expect(extra.location == FileLocation(line: 3, column: 23))
    }

    @Test func aCommentBeforeAPairIsItsNoteForTranslators() throws {
        // The range is marked [spoken] in the English file's comment: its dash is a speech finding.
        let findings = Self.checker.run(paths: [Fixtures.seeded("seeded-lproj")]).report.findings
        #expect(findings.contains { $0.check == .rangeDash && $0.key == "speech.dash" })
    }

    static let xliffDefects: [Expected] = [
        Expected("placeholder.missing", "greeting", "de", "de.xliff"),
        Expected("completeness.state-new", "state.new", "de", "de.xliff"),
        Expected("completeness.needs-review", "needs.review", "de", "de.xliff"),
        Expected("structure.unknown-state", "unknown.state", "de", "de.xliff"),
        Expected("review.same-as-source", "review.same", "de", "de.xliff"),
        Expected("structure.missing-substitution", "multi", "de", "de.xliff"),
        Expected("plural.number-dropped", "%d items", "de", "de.xliff"),
        Expected("plural.missing-category", "%lld files", "pl", "pl.xliff"),
    ]

    @Test func xliffExportsAreOneTableAFileOfTheProjectWithTheirSeededDefects() throws {
        let folder = Fixtures.seeded("seeded-xliff")
        let outcome = Self.checkSeeded(folder, expecting: Self.xliffDefects)
        #expect(
            outcome.report.catalogs.map(\.path) == [
                "App/en.lproj/Localizable.strings in 2 XLIFF files", "App/Localizable.xcstrings in 2 XLIFF files",
                "App/en.lproj/Localizable.stringsdict in 2 XLIFF files",
            ])
        #expect(outcome.report.catalogs.allSatisfy { $0.summaries.map(\.locale) == ["en", "de", "pl"] })
    }

    @Test func anXclocBundleIsReadThroughItsXLIFF() throws {
        let bundle = Fixtures.seeded("seeded-xcloc") + "/fr.xcloc"
        let outcome = Self.checker.run(paths: [bundle])
        let found = outcome.report.findings.map { "\($0.check.rawValue) \($0.key ?? "") \($0.locale ?? "")" }
        #expect(found == ["review.final-punctuation review.punctuation fr", "placeholder.extra welcome fr"])
        #expect(outcome.report.findings.allSatisfy { $0.path.hasSuffix("fr.xcloc/Localized Contents/fr.xliff") })
    }

    @Test func aFileOfAnotherKindIsRefusedNamingTheFormatsRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "rangelens-kinds-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let notes = folder.appendingPathComponent("notes.txt").path
        try Data("hello".utf8).write(to: URL(fileURLWithPath: notes))
        let outcome = Self.checker.run(paths: [notes])
        #expect(outcome.exitStatus == .invalidData)
        let finding = try #require(outcome.report.findings.first)
        #expect(finding.check == .unknownKind)
        #expect(finding.message.contains(".xcstrings"))
        #expect(finding.message.contains(".xcloc"))
        // A folder without any is not checked either.
        let empty = Self.checker.run(paths: [folder.path])
        #expect(empty.exitStatus == .unreadableInput)
    }

    @Test func aBrokenStringsFileIsRefusedWithItsPlaceAndTheTableIsNotChecked() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "rangelens-broken-\(UUID().uuidString)")
        for locale in ["en", "de"] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("\(locale).lproj"), withIntermediateDirectories: true)
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("\"a\" = \"A\";\n".utf8).write(to: folder.appendingPathComponent("en.lproj/Localizable.strings"))
        try Data("\"a\" = \"B\"\n\"c\" = \"C\";\n".utf8).write(
            to: folder.appendingPathComponent("de.lproj/Localizable.strings"))
        let outcome = Self.checker.run(paths: [folder.path])
        #expect(outcome.exitStatus == .invalidData)
        let finding = try #require(outcome.report.findings.first)
        #expect(finding.check == .invalidSyntax)
        #expect(finding.location == FileLocation(line: 2, column: 1))
        #expect(finding.message == "expected ';' after the value of \"a\", found '\"'")
        #expect(outcome.report.findings.count == 1)
    }

    @Test func theSourceLanguageCanBeGivenAndBaseStandsForIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "rangelens-base-\(UUID().uuidString)")
        for locale in ["Base", "fr"] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("\(locale).lproj"), withIntermediateDirectories: true)
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("\"title\" = \"Réglages du compte\";\n".utf8).write(
            to: folder.appendingPathComponent("Base.lproj/Main.strings"))
        try Data("\"title\" = \"Réglages du compte\";\n".utf8).write(
            to: folder.appendingPathComponent("fr.lproj/Main.strings"))
        // With French as the source, Base is French and a French value equal to it is right.
        var options = CheckOptions()
        options.sourceLanguage = "fr"
        let french = CatalogChecker(options: options, layout: TestCatalog.layout).run(paths: [folder.path])
        #expect(french.report.catalogs.first?.sourceLanguage == "fr")
        // With English (the default), Base is English and the French value equal to it is left
        // in the source language.
        let english = Self.checker.run(paths: [folder.path])
        #expect(english.report.catalogs.first?.summaries.map(\.locale) == ["en", "fr"])
    }
}
