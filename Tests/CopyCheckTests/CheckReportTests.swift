import CopyCheck
import JSONSyntax
import Testing

@Suite struct CheckReportTests {
    let outcome = try! CatalogChecker().run(paths: [
        Fixtures.seeded("seeded.xcstrings"), Fixtures.seeded("clean.xcstrings"),
    ])

    @Test func eachFindingIsOneLineInTheCompilersShape() throws {
        let finding = try #require(outcome.report.findings.first { $0.check == .missingPluralCategory })
        let line = finding.line
        let location = try #require(finding.location)
        #expect(
            line.hasPrefix(
                "\(finding.path):\(location.line):\(location.column): error: [plural.missing-category] plural.missing (pl, plural few): "
            ))
        #expect(!line.contains("\n"))
    }

    @Test func aKeyThatIsHardToSeeIsQuoted() {
        let finding = Finding(
            check: .missingTranslation, path: "A.xcstrings", key: " Note\n", locale: "de", message: "m")
        #expect(finding.line == #"A.xcstrings: error: [completeness.missing-translation] " Note\n" (de): m"#)
    }

    @Test func theTextReportEndsWithASummaryPerLocaleAndATotal() {
        let text = outcome.report.text()
        let lines = text.split(separator: "\n").map(String.init)
        let german = lines.contains("  de: 50 of 51 translated (98.0%), 0 missing, 1 needing review")
        let japanese = lines.contains("  ja: 50 of 51 translated (98.0%), 1 missing, 0 needing review")
        let clean = lines.contains { $0.hasSuffix("clean.xcstrings: 8 keys, source language en") }
        #expect(german)
        #expect(japanese)
        #expect(clean)
        #expect(lines.last == "25 errors and 27 warnings in 2 files.")
        #expect(lines.count == outcome.report.findings.count + 2 * 7 + 1 + outcome.report.checkTotals.count + 1)
        #expect(text.hasSuffix("\n"))
    }

    @Test func aLongTextReportIsGivenInPiecesOfWholeLines() {
        let findings = (0..<2_000).map { index in
            Finding(
                check: .missingTranslation, path: "Big.xcstrings", key: "key.\(index)", locale: "de",
                message: "the value is missing; " + String(repeating: "x", count: index % 97))
        }
        let report = CheckReport(catalogs: [
            CatalogReport(
                path: "Big.xcstrings", status: .checked, sourceLanguage: "en", keyCount: 2_000, findings: findings,
                summaries: [])
        ])
        var pieces: [String] = []
        report.writeText { pieces.append($0) }
        #expect(pieces.count > 1)
        #expect(pieces.allSatisfy { $0.hasSuffix("\n") && !$0.isEmpty })
        #expect(pieces.dropLast().allSatisfy { $0.utf8.count >= 65_536 && $0.utf8.count < 65_536 + 200 })
        #expect(pieces.joined() == report.text())
        #expect(report.text().hasPrefix("Big.xcstrings: error: [completeness.missing-translation] key.0 (de): "))
        #expect(report.text().hasSuffix("2000 errors and 0 warnings in 1 file.\n"))
    }

    @Test func percentagesRoundDownSoAlmostDoneNeverShowsAsDone() {
        let summary = LocaleSummary(locale: "de", total: 10_000, translated: 9_999, missing: 1, needingReview: 0)
        #expect(summary.line == "de: 9999 of 10000 translated (99.9%), 1 missing, 0 needing review")
    }

    @Test func theJSONReportParsesAndCarriesEveryFinding() throws {
        let text = outcome.rendered(as: .json, tool: Self.tool)
        let document = try JSONDocument(parsing: Array(text.utf8))
        let catalogs = try #require(document.root["catalogs"]?.array)
        #expect(catalogs.count == 2)
        #expect(document.root["exitStatus"]?.number?.int == 1)
        #expect(document.root["errors"]?.number?.int == outcome.report.count(of: .error))
        let findings = try #require(catalogs[0]["findings"]?.array)
        #expect(findings.count == outcome.report.catalogs[0].findings.count)
        let first = try #require(findings.first)
        for field in ["id", "severity", "path", "line", "column", "message"] {
            #expect(first[field] != nil, "\(field)")
        }
        let plural = try #require(findings.first { $0["id"]?.string == "plural.missing-category" })
        #expect(plural["pluralCategory"]?.string == "few")
        #expect(plural["locale"]?.string == "pl")
        let locales = try #require(catalogs[0]["locales"]?.array)
        #expect(locales.first?["percentComplete"]?.number?.double == 100)
    }

    static let tool = ToolDescription(
        name: "rangelens", version: "0.1.0", informationURI: "https://example.org/rangelens",
        checksDocumentationURI: "https://example.org/rangelens/docs/copy-check.md")

    @Test func theSARIFLogParsesAsJSONAndHasWhatCodeScanningReads() throws {
        let text = outcome.rendered(as: .sarif, tool: Self.tool)
        let document = try JSONDocument(parsing: Array(text.utf8))
        let root = document.root
        #expect(root["version"]?.string == "2.1.0")
        #expect(root["$schema"]?.string?.contains("sarif-schema-2.1.0") == true)
        let run = try #require(root["runs"]?[0])
        let driver = try #require(run["tool"]?["driver"])
        #expect(driver["name"]?.string == "rangelens")
        #expect(driver["version"]?.string == "0.1.0")
        #expect(driver["informationUri"]?.string == "https://example.org/rangelens")
        let rules = try #require(driver["rules"]?.array)
        #expect(rules.count == CheckDefinition.all.count)
        for rule in rules {
            #expect(rule["id"]?.string != nil)
            #expect(rule["shortDescription"]?["text"]?.string?.isEmpty == false)
            #expect(rule["fullDescription"]?["text"]?.string?.isEmpty == false)
            let level = rule["defaultConfiguration"]?["level"]?.string
            #expect(level == "error" || level == "warning")
            #expect(rule["help"]?["text"]?.string?.isEmpty == false)
            #expect(rule["helpUri"]?.string?.hasPrefix("https://example.org/rangelens/docs/copy-check.md#") == true)
        }
        let results = try #require(run["results"]?.array)
        #expect(results.count == outcome.report.findings.count)
        for result in results {
            let ruleID = try #require(result["ruleId"]?.string)
            let index = try #require(result["ruleIndex"]?.number?.int)
            #expect(rules[index]["id"]?.string == ruleID)
            #expect(["error", "warning"].contains(result["level"]?.string ?? ""))
            #expect(result["message"]?["text"]?.string?.isEmpty == false)
            let physical = try #require(result["locations"]?[0]?["physicalLocation"])
            #expect(physical["artifactLocation"]?["uri"]?.string?.hasPrefix("file:///") == true)
            #expect((physical["region"]?["startLine"]?.number?.int ?? 0) >= 1)
            #expect((physical["region"]?["startColumn"]?.number?.int ?? 0) >= 1)
        }
    }

    @Test func sarifURIsArePercentEncodedAndRelativePathsStayRelative() throws {
        let finding = Finding(
            check: .missingTranslation, path: "./My App/Localizable.xcstrings", key: "k", locale: "de", message: "m")
        let report = CheckReport(catalogs: [
            CatalogReport(
                path: finding.path, status: .checked, sourceLanguage: "en", keyCount: 1, findings: [finding],
                summaries: [])
        ])
        let document = try JSONDocument(parsing: Array(report.sarif(tool: Self.tool).utf8))
        let uri = document.root["runs"]?[0]?["results"]?[0]?["locations"]?[0]?["physicalLocation"]?[
            "artifactLocation"]?["uri"]?.string
        #expect(uri == "My%20App/Localizable.xcstrings")
    }

    @Test func formatsAreNamedAsTheCommandLineSpellsThem() {
        #expect(ReportFormat(rawValue: "sarif") == .sarif)
        #expect(ReportFormat.allCases.map(\.rawValue) == ["text", "json", "sarif"])
    }
}
