import CopyCheck
import Foundation
import JSONSyntax
import StringCatalog
import Testing

@Suite struct CatalogCheckerTests {
    let checker = try! CatalogChecker()

    /// One expected finding of the seeded catalog.
    struct Expected: Hashable, CustomStringConvertible {
        var id: String
        var key: String?
        var locale: String?
        var severity: Severity

        init(_ id: String, _ key: String?, _ locale: String?, _ severity: Severity) {
            self.id = id
            self.key = key
            self.locale = locale
            self.severity = severity
        }

        var description: String { "\(severity) \(id) \(key ?? "-") (\(locale ?? "-"))" }
    }

    /// The seeded catalog has one defect of each kind that a catalog can carry (every check
    /// but the unreadable file, invalid JSON, not-a-catalog and layout checks, which are about
    /// the file itself, and the minimum completeness, which is about a run's options; they are
    /// tested below).
    static let seededDefects: [Expected] = [
        Expected("structure.missing-source-language", nil, nil, .error),
        Expected("structure.duplicate-key", "duplicate.key", nil, .error),
        Expected("structure.control-character", "control.character", "de", .error),
        Expected("structure.unknown-field", "unknown.field", nil, .warning),
        Expected("structure.wrong-type", "wrong.type", nil, .error),
        Expected("structure.missing-field", "missing.field", "en", .error),
        Expected("structure.unknown-state", "unknown.state", "de", .error),
        Expected("structure.unknown-extraction-state", "unknown.extraction", nil, .warning),
        Expected("structure.unknown-plural-category", "unknown.category", "ja", .error),
        Expected("structure.missing-substitution", "missing.substitution", "de", .error),
        Expected("structure.unused-substitution", "unused.substitution", "ru", .warning),
        Expected("structure.substitution-mismatch", "substitution.mismatch", "pl", .error),
        Expected("completeness.missing-translation", "missing.translation", "ja", .error),
        Expected("completeness.empty-value", "empty.value", "pl", .error),
        Expected("completeness.state-new", "state.new", "ru", .warning),
        Expected("completeness.needs-review", "needs.review", "de", .warning),
        Expected("completeness.stale", "stale.key", nil, .warning),
        Expected("placeholder.missing", "placeholder.missing", "de", .error),
        Expected("placeholder.extra", "placeholder.extra", "ja", .error),
        Expected("placeholder.type-mismatch", "placeholder.type", "ru", .error),
        Expected("placeholder.intent-parameter", "placeholder.intent", "pl", .error),
        Expected("placeholder.mixed-positional", "placeholder.mixed", "pl", .error),
        Expected("placeholder.bare-percent", "placeholder.bare", "de", .error),
        Expected("placeholder.unknown-directive", "placeholder.typo", "ru", .error),
        Expected("plural.missing-category", "plural.missing", "pl", .error),
        Expected("plural.missing-large-number-category", "plural.large", "fr", .warning),
        Expected("plural.other-stands-for-many", "plural.other_many", "ru", .warning),
        Expected("plural.unused-category", "plural.unused", "ja", .warning),
        Expected("plural.number-dropped", "plural.dropped", "ru", .error),
        Expected("plural.render-failed", "plural.render", "de", .error),
        Expected("plural.unreachable-form", "plural.unreachable", "de", .error),
        Expected("speech.range-dash", "speech.dash", "de", .error),
        Expected("speech.abbreviation", "speech.abbreviation", "fr", .warning),
        Expected("speech.symbol", "speech.symbol", "pl", .warning),
        Expected("bidi.unbalanced-isolate", "bidi.isolate", "ru", .error),
        Expected("bidi.unbalanced-embedding", "bidi.embedding", "pl", .error),
        Expected("bidi.direction-mark", "bidi.mark", "de", .warning),
        Expected("length.announcement", "length.announcement", "de", .warning),
        Expected("length.expansion", "length.expansion", "de", .warning),
        Expected("speech.spelled-abbreviation", "speech.spelled", "de", .warning),
        Expected("speech.mixed-digits", "speech.digits", "de", .warning),
        Expected("speech.bare-clock-time", "speech.clock", "de", .warning),
        Expected("speech.bare-minus", "speech.minus", "fr", .warning),
        Expected("speech.no-break-grouping", "speech.grouping", "fr", .warning),
        Expected("review.same-as-source", "review.same", "de", .warning),
        Expected("review.key-as-value", "review.key_value", "de", .warning),
        Expected("review.whitespace", "review.whitespace", "de", .warning),
        Expected("review.line-breaks", "review.line_breaks", "de", .warning),
        Expected("review.escape", "review.escape", "de", .warning),
        Expected("review.markdown", "review.markdown", "de", .warning),
        Expected("review.other-keys-text", "review.pasted", "de", .warning),
        Expected("review.final-punctuation", "review.punctuation", "de", .warning),
    ]

    @Test func theSeededCatalogGivesExactlyTheExpectedFindings() {
        let report = checker.checkFile(atPath: Fixtures.seeded("seeded.xcstrings"))
        let found = report.findings.map { Expected($0.check.rawValue, $0.key, $0.locale, $0.severity) }
        #expect(found.count == Self.seededDefects.count, "\(found.count) findings: \(found)")
        #expect(Set(found) == Set(Self.seededDefects))
        #expect(
            Set(found).subtracting(Self.seededDefects).isEmpty,
            "unexpected: \(Set(found).subtracting(Self.seededDefects))")
        #expect(
            Set(Self.seededDefects).subtracting(found).isEmpty, "missing: \(Set(Self.seededDefects).subtracting(found))"
        )
        #expect(report.status == .checked)
    }

    /// The defects seeded in the catalog of a right-to-left language (the checks that only
    /// Arabic, Hebrew and the like have), with its English source: one finding each.
    static let seededRightToLeftDefects: [Expected] = [
        Expected("bidi.caller-text-not-isolated", "bidi.caller", "ar", .warning),
        Expected("speech.percent-sign", "speech.percent", "ar", .warning),
    ]

    @Test func theRightToLeftSeededCatalogGivesExactlyTheExpectedFindings() {
        let report = checker.checkFile(atPath: Fixtures.seeded("seeded-rtl.xcstrings"))
        let found = report.findings.map { Expected($0.check.rawValue, $0.key, $0.locale, $0.severity) }
        #expect(found == Self.seededRightToLeftDefects, "\(found)")
        #expect(report.status == .checked)
    }

    @Test func theSeededCatalogCoversEveryCheckAboutContent() {
        let fileChecks: Set<CheckID> = [
            .unreadableFile, .unknownKind, .invalidJSON, .invalidSyntax, .notACatalog, .notXcodeLayout, .belowMinimum,
        ]
        let seeded = Set((Self.seededDefects + Self.seededRightToLeftDefects).map(\.id))
        let expected = Set(CheckDefinition.all.map(\.id).filter { !fileChecks.contains($0) }.map(\.rawValue))
        #expect(seeded == expected)
    }

    @Test func theSeededCatalogNamesThePluralCategoryAndSubstitutionAtFault() throws {
        let report = checker.checkFile(atPath: Fixtures.seeded("seeded.xcstrings"))
        let missing = try #require(report.findings.first { $0.check == .missingPluralCategory })
        #expect(missing.pluralCategory == "few")
        let mismatch = try #require(report.findings.first { $0.check == .substitutionMismatch })
        #expect(mismatch.substitution == "count")
        #expect(report.findings.allSatisfy { $0.location != nil })
    }

    @Test func theSeededCatalogFailsTheCheck() {
        let outcome = checker.run(paths: [Fixtures.seeded("seeded.xcstrings")])
        #expect(outcome.exitStatus == .findings)
        #expect(outcome.exitStatus.rawValue == 1)
    }

    @Test func aCleanCatalogHasNoFindingsAndPasses() {
        let outcome = checker.run(paths: [Fixtures.seeded("clean.xcstrings")])
        #expect(outcome.report.findings.isEmpty, "\(outcome.report.findings.map(\.line))")
        #expect(outcome.exitStatus == .success)
        let summaries = outcome.report.catalogs[0].summaries
        #expect(summaries.map(\.locale) == ["en", "de", "fr", "ja", "pl", "ru"])
        #expect(summaries.allSatisfy { $0.missing == 0 && $0.needingReview == 0 && $0.percentComplete == 100 })
    }

    @Test func aCleanCatalogStillPassesWhenStrict() {
        var options = CheckOptions()
        options.isStrict = true
        let outcome = CatalogChecker(options: options, layout: checker.layout).run(paths: [
            Fixtures.seeded("clean.xcstrings")
        ])
        #expect(outcome.exitStatus == .success)
    }

    @Test(
        .enabled(if: Fixtures.hasSharedCatalogs, Fixtures.sharedCatalogsAbsent), arguments: Fixtures.sharedCatalogNames)
    func everySharedFixtureIsReadAndChecked(name: String) {
        let report = checker.checkFile(atPath: Fixtures.sharedCatalog(name))
        #expect(report.status == .checked)
        #expect(report.keyCount > 0)
        #expect(!report.summaries.isEmpty)
        #expect(report.findings.allSatisfy { $0.path == Fixtures.sharedCatalog(name) && $0.location != nil })
        #expect(!report.findings.contains { $0.check == .notXcodeLayout || $0.check == .invalidJSON })
    }

    @Test(.enabled(if: Fixtures.hasSharedCatalogs, Fixtures.sharedCatalogsAbsent))
    func theLoopFixturesElevenDTypoIsFoundInSpanishOnly() {
        let report = checker.checkFile(atPath: Fixtures.sharedCatalog("MrKai77--Loop--Localizable.xcstrings"))
        let typos = report.findings.filter { $0.check == .unknownDirective }
        #expect(typos.count == 4)
        #expect(
            typos.allSatisfy { $0.locale == "es" && $0.message.contains("'%11d'") && $0.message.contains("'%lld'") })
        #expect(typos.contains { $0.key == "You've looped %lld times!" })
    }

    @Test(.enabled(if: Fixtures.hasSharedCatalogs, Fixtures.sharedCatalogsAbsent))
    func theFormatSpecifiersFixturesPercentSignsInKeysWithoutArgumentsAreText() throws {
        // "Test %", "Test 50% off" and "Test %%" take no arguments: Apple's platforms show them
        // as written, so their percent signs are not placeholders (and '%%' advice would show).
        let report = checker.checkFile(
            atPath: Fixtures.sharedCatalog("liamnichols--xcstrings-tool--FormatSpecifiers.xcstrings"))
        #expect(report.findings.isEmpty, "\(report.findings.map(\.line))")
    }

    @Test func aMalformedCatalogGivesItsLineAndColumnAndExits65() throws {
        let path = Fixtures.seeded("malformed.xcstrings")
        let outcome = checker.run(paths: [path])
        #expect(outcome.exitStatus == .invalidData)
        #expect(outcome.exitStatus.rawValue == 65)
        let finding = try #require(outcome.report.findings.first)
        #expect(finding.check == .invalidJSON)
        #expect(finding.location == FileLocation(line: 6, column: 5))
        #expect(finding.message.contains("trailing comma"))
        #expect(finding.line.hasPrefix("\(path):6:5: error: [structure.invalid-json] "))
        #expect(outcome.report.catalogs[0].status == .malformed)
    }

    @Test func jsonThatIsNotACatalogExits65() throws {
        let outcome = checker.run(paths: [Fixtures.seeded("not-a-catalog.xcstrings")])
        #expect(outcome.exitStatus == .invalidData)
        let finding = try #require(outcome.report.findings.first)
        #expect(finding.check == .notACatalog)
        #expect(finding.location == FileLocation(line: 1, column: 1))
    }

    @Test func aMissingFileExits66AndTheOtherFilesAreStillChecked() {
        let missing = Fixtures.seeded("clean.xcstrings") + ".absent"
        let outcome = checker.run(paths: [missing, Fixtures.seeded("seeded.xcstrings")])
        #expect(outcome.exitStatus == .unreadableInput)
        #expect(outcome.exitStatus.rawValue == 66)
        #expect(outcome.report.catalogs[0].status == .unreadable)
        #expect(outcome.report.catalogs[0].findings.map(\.check) == [.unreadableFile])
        #expect(outcome.report.catalogs[0].findings[0].message.contains("does not exist"))
        #expect(outcome.report.catalogs[1].findings.count == Self.seededDefects.count)
    }

    @Test func aFolderWithoutLocalizationFilesIsReportedAsUnreadable() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "rangelens-none-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("notes".utf8).write(to: folder.appendingPathComponent("README.md"))
        let outcome = checker.run(paths: [folder.path])
        #expect(outcome.exitStatus == .unreadableInput)
        #expect(outcome.report.findings.first?.message.contains("the folder holds no localization files") == true)
    }

    @Test func progressIsReportedAfterEachFile() {
        var calls: [String] = []
        _ = checker.run(paths: [Fixtures.seeded("clean.xcstrings"), Fixtures.seeded("malformed.xcstrings")]) {
            checked, total in
            calls.append("\(checked)/\(total)")
        }
        #expect(calls == ["1/2", "2/2"])
    }

    @Test func aMissingFileWinsOverAMalformedOne() {
        let outcome = checker.run(paths: [Fixtures.seeded("malformed.xcstrings"), "/no/such/file.xcstrings"])
        #expect(outcome.exitStatus == .unreadableInput)
    }

    @Test func warningsAloneFailOnlyWhenStrict() throws {
        let bytes = TestCatalog.bytes([
            "greeting": TestCatalog.entry([
                "en": TestCatalog.unit("Hello"), "de": TestCatalog.unit("Hallo", state: "needs_review"),
            ])
        ])
        let report = try TestCatalog.check(bytes)
        #expect(TestCatalog.ids(report) == ["completeness.needs-review"])
        let checkReport = CheckReport(catalogs: [report])
        #expect(checkReport.exitStatus(strict: false) == .success)
        #expect(checkReport.exitStatus(strict: true) == .findings)
    }

    @Test func theLocalesOptionLimitsTheCheckToThoseLocales() throws {
        let bytes = TestCatalog.bytes([
            "greeting": TestCatalog.entry(["en": TestCatalog.unit("Hello, %@"), "de": TestCatalog.unit("Hallo!")]),
            "farewell": TestCatalog.entry(["en": TestCatalog.unit("Bye")]),
        ])
        let all = try TestCatalog.check(bytes)
        #expect(Set(TestCatalog.ids(all)) == ["placeholder.missing", "completeness.missing-translation"])
        let french = try TestCatalog.check(bytes, options: CheckOptions(locales: ["fr"], checksLayout: false))
        #expect(french.findings.map(\.check) == [.missingTranslation, .missingTranslation])
        #expect(french.findings.allSatisfy { $0.locale == "fr" })
        #expect(french.summaries.map(\.locale) == ["fr"])
        #expect(french.summaries[0].missing == 2)
    }

    @Test func theKeyStandsForTheSourceTextWhenTheSourceHasNoValue() throws {
        let bytes = TestCatalog.bytes([
            "%lld steps": TestCatalog.entry(["de": TestCatalog.unit("%@ Schritte")])
        ])
        let report = try TestCatalog.check(bytes)
        #expect(TestCatalog.ids(report) == ["placeholder.type-mismatch"])
        #expect(report.findings[0].message.contains("'%lld'"))
    }

    @Test func largeCatalogsAreCheckedTheSameWayOnSeveralThreads() throws {
        var strings: [(String, JSONValue)] = []
        for index in 0..<2_500 {
            let german = index % 500 == 7 ? "Eintrag" : "Eintrag %lld"
            strings.append(
                (
                    "entry.\(index)",
                    TestCatalog.entry(["en": TestCatalog.unit("Entry %lld"), "de": TestCatalog.unit(german)])
                ))
        }
        let root: JSONValue = [
            "sourceLanguage": "en",
            "strings": .object(JSONObject(strings.map { JSONMember(key: $0.0, value: JSONNode($0.1)) })),
            "version": "1.0",
        ]
        let report = try TestCatalog.check(Array(TestCatalog.layout.writer.string(from: root).utf8))
        #expect(report.findings.map(\.key) == ["entry.7", "entry.507", "entry.1007", "entry.1507", "entry.2007"])
        #expect(report.summaries.map(\.total) == [2_500, 2_500])
        #expect(report.summaries[1].translated == 2_500)
    }

    @Test("A catalog with a 196-character locale code is checked, not aborted (found by fuzzing)")
    func implausibleLocaleCode() throws {
        let path = Fixtures.repositoryRoot.appendingPathComponent("Fuzz/Corpus/catalog-reader/long-locale-code").path
        let report = try CatalogChecker(options: CheckOptions()).check(
            bytes: try Fixtures.bytes(atPath: path), path: "long.xcstrings")
        let locale = try #require(report.findings.first { $0.check == .missingTranslation }?.locale)
        #expect(locale.count == 196)
        #expect(
            report.findings.map(\.check).sorted { $0.rawValue < $1.rawValue } == [
                .missingTranslation, .notXcodeLayout, .unknownField, .unknownField,
            ])
    }

    @Test("A placeholder naming argument 1,255,989,096 is an error, not a 20 GB plan (found by fuzzing)")
    func hugeArgumentPosition() throws {
        let path = Fixtures.repositoryRoot.appendingPathComponent("Fuzz/Corpus/catalog-reader/huge-argument-position")
            .path
        let report = try CatalogChecker(options: CheckOptions()).check(
            bytes: try Fixtures.bytes(atPath: path), path: "huge.xcstrings")
        let finding = try #require(report.findings.first { $0.message.contains("beyond the 99th") })
        #expect(finding.check == .unknownDirective)
        #expect(finding.message.hasPrefix("'%00000000000000000001255989096$'"))
    }

    @Test func aLocaleBelowItsMinimumIsOneErrorAndEachMissingValueANote() throws {
        let bytes = TestCatalog.bytes([
            "a": TestCatalog.entry([
                "en": TestCatalog.unit("Add"), "de": TestCatalog.unit("Hinzufügen"), "fr": TestCatalog.unit("Ajouter"),
            ]),
            "b": TestCatalog.entry(["en": TestCatalog.unit("Back"), "de": TestCatalog.unit("Zurück")]),
            "c": TestCatalog.entry(["en": TestCatalog.unit("Close"), "de": TestCatalog.unit("Schließen")]),
        ])
        let minimums = try CompletenessMinimums(parsing: "de=100,fr=50,ja=10")
        let report = try TestCatalog.check(bytes, options: CheckOptions(minimumCompleteness: minimums))
        let errors = report.findings.filter { $0.severity == .error }
        #expect(
            errors.map { "\($0.check) \($0.locale ?? "")" } == [
                "completeness.below-minimum fr", "completeness.below-minimum ja",
            ])
        #expect(
            errors.first?.message.contains("1 of 3 keys translated and reviewed (33.3%), below the minimum of 50.0%")
                == true)
        #expect(report.findings.filter { $0.check == .missingTranslation }.allSatisfy { $0.severity == .note })
        // A locale named with a minimum is checked even when the catalog has none of it.
        #expect(report.summaries.map(\.locale) == ["en", "de", "fr", "ja"])
        #expect(CheckReport(catalogs: [report]).exitStatus(strict: true) == .findings)
        let met = try TestCatalog.check(
            bytes, options: CheckOptions(isStrict: true, minimumCompleteness: try CompletenessMinimums(parsing: "*=30"))
        )
        #expect(met.findings.allSatisfy { $0.severity == .note })
        #expect(CheckReport(catalogs: [met]).exitStatus(strict: true) == .success)
    }

    @Test func findingsOfAOneLineCatalogGetTheirColumns() throws {
        var members: [String] = []
        for index in 0..<200 {
            members.append(
                #""k\#(index)":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Hallo"}},"en":{"stringUnit":{"state":"translated","value":"Hello %@"}}}}"#
            )
        }
        let text = #"{"sourceLanguage":"en","strings":{"# + members.joined(separator: ",") + #"},"version":"1.0"}"#
        let report = try TestCatalog.check(Array(text.utf8), options: CheckOptions(checksLayout: false))
        #expect(report.findings.count == 200)
        #expect(report.findings.allSatisfy { $0.location?.line == 1 })
        // Each finding points at its German value's opening quote.
        let bytes = Array(text.utf8)
        for finding in report.findings.prefix(20) {
            let column = try #require(finding.location?.column)
            #expect(bytes[column - 1] == UInt8(ascii: "\""))
            #expect(String(decoding: bytes[(column - 1)..<(column + 6)], as: UTF8.self) == "\"Hallo\"")
        }
    }
}
