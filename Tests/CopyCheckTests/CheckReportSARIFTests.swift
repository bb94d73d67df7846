import CopyCheck
import Foundation
import JSONSyntax
import StringCatalog
import Testing

/// What a code-scanning service asks of a SARIF log, and what the SARIF 2.1.0 schema asks of
/// every object the log writes.
@Suite struct CheckReportSARIFTests {
    static let tool = ToolDescription(
        name: "rangelens", version: "0.1.0", informationURI: "https://example.org/rangelens",
        checksDocumentationURI: "https://example.org/rangelens/docs/copy-check.md")

    /// What the SARIF 2.1.0 schema (`sarif-schema-2.1.0.json`, JSON Schema draft 4) says of each
    /// kind of object the log writes: the properties it may have (`additionalProperties` is
    /// false for all of them but the property bags), those it must have, and the checks on
    /// their values.
    struct ObjectRule {
        var allowed: Set<String>
        var required: Set<String> = []
    }

    static let schema: [String: ObjectRule] = [
        "sarifLog": ObjectRule(
            allowed: ["$schema", "version", "runs", "inlineExternalProperties", "properties"],
            required: ["version", "runs"]),
        "run": ObjectRule(
            allowed: [
                "tool", "invocations", "conversion", "language", "versionControlProvenance", "originalUriBaseIds",
                "artifacts", "logicalLocations", "graphs", "results", "automationDetails", "runAggregates",
                "baselineGuid", "redactionTokens", "defaultEncoding", "defaultSourceLanguage", "newlineSequences",
                "columnKind", "externalPropertyFileReferences", "threadFlowLocations", "taxonomies", "addresses",
                "translations", "policies", "webRequests", "webResponses", "specialLocations", "properties",
            ], required: ["tool"]),
        "tool": ObjectRule(allowed: ["driver", "extensions", "properties"], required: ["driver"]),
        "toolComponent": ObjectRule(
            allowed: [
                "guid", "name", "organization", "product", "productSuite", "shortDescription", "fullDescription",
                "fullName", "version", "semanticVersion", "dottedQuadFileVersion", "releaseDateUtc", "downloadUri",
                "informationUri", "globalMessageStrings", "notifications", "rules", "taxa", "locations", "language",
                "contents", "isComprehensive", "localizedDataSemanticVersion",
                "minimumRequiredLocalizedDataSemanticVersion",
                "associatedComponent", "translationMetadata", "supportedTaxonomies", "properties",
            ], required: ["name"]),
        "reportingDescriptor": ObjectRule(
            allowed: [
                "id", "deprecatedIds", "guid", "deprecatedGuids", "name", "deprecatedNames", "shortDescription",
                "fullDescription", "messageStrings", "defaultConfiguration", "helpUri", "help", "relationships",
                "properties",
            ], required: ["id"]),
        "multiformatMessageString": ObjectRule(allowed: ["text", "markdown", "properties"], required: ["text"]),
        "reportingConfiguration": ObjectRule(allowed: ["enabled", "level", "rank", "parameters", "properties"]),
        "result": ObjectRule(
            allowed: [
                "ruleId", "ruleIndex", "rule", "kind", "level", "message", "analysisTarget", "locations", "guid",
                "correlationGuid", "occurrenceCount", "partialFingerprints", "fingerprints", "stacks", "codeFlows",
                "graphs", "graphTraversals", "relatedLocations", "suppressions", "baselineState", "rank", "attachments",
                "hostedViewerUri", "workItemUris", "provenance", "fixes", "taxa", "webRequest", "webResponse",
                "properties",
            ], required: ["message"]),
        "message": ObjectRule(allowed: ["text", "markdown", "id", "arguments", "properties"]),
        "location": ObjectRule(
            allowed: [
                "id", "physicalLocation", "logicalLocations", "message", "annotations", "relationships", "properties",
            ]),
        "physicalLocation": ObjectRule(
            allowed: ["address", "artifactLocation", "region", "contextRegion", "properties"]),
        "artifactLocation": ObjectRule(allowed: ["uri", "uriBaseId", "index", "description", "properties"]),
        "region": ObjectRule(
            allowed: [
                "startLine", "startColumn", "endLine", "endColumn", "charOffset", "charLength", "byteOffset",
                "byteLength", "snippet", "message", "sourceLanguage", "properties",
            ]),
    ]

    /// Checks a log against what the schema says of the objects it writes; returns what is wrong.
    static func schemaProblems(of log: JSONNode) -> [String] {
        var problems: [String] = []
        func object(_ node: JSONNode?, as kind: String, at path: String) -> JSONObject? {
            guard let node else {
                problems.append("\(path): missing")
                return nil
            }
            guard case .object(let object) = node.value else {
                problems.append("\(path): expected an object")
                return nil
            }
            let rule = schema[kind]!
            for key in object.keys where !rule.allowed.contains(key) {
                problems.append("\(path).\(key): not in the schema")
            }
            for key in rule.required where object[key] == nil { problems.append("\(path).\(key): required") }
            if Set(object.keys).count != object.keys.count { problems.append("\(path): a property twice") }
            return object
        }
        func string(_ node: JSONNode?, at path: String) -> String? {
            guard let text = node?.string else {
                if node != nil { problems.append("\(path): expected a string") }
                return nil
            }
            return text
        }
        func uri(_ node: JSONNode?, at path: String, absolute: Bool) {
            guard let text = string(node, at: path) else { return }
            let components = URLComponents(string: text)
            if components == nil || (absolute && components?.scheme == nil) {
                problems.append("\(path): not a\(absolute ? "n absolute" : "") URI: \(text)")
            }
            if text.contains(where: { $0 == " " || $0.isNewline }) { problems.append("\(path): unencoded space") }
        }
        func message(_ node: JSONNode?, as kind: String, at path: String) {
            guard let message = object(node, as: kind, at: path) else { return }
            _ = string(message["text"], at: path + ".text")
        }
        guard let root = object(log, as: "sarifLog", at: "log") else { return problems }
        if root["version"]?.string != "2.1.0" { problems.append("log.version: not 2.1.0") }
        uri(root["$schema"], at: "log.$schema", absolute: true)
        guard case .array(let runs)? = root["runs"]?.value else { return problems + ["log.runs: expected an array"] }
        for (runIndex, runNode) in runs.enumerated() {
            let path = "runs[\(runIndex)]"
            guard let run = object(runNode, as: "run", at: path) else { continue }
            if let kind = run["columnKind"]?.string, !["utf16CodeUnits", "unicodeCodePoints"].contains(kind) {
                problems.append("\(path).columnKind: \(kind)")
            }
            if let properties = run["properties"], case .object = properties.value {
            } else if run["properties"] != nil {
                problems.append("\(path).properties: expected an object")
            }
            guard let tool = object(run["tool"], as: "tool", at: path + ".tool"),
                let driver = object(tool["driver"], as: "toolComponent", at: path + ".tool.driver")
            else { continue }
            uri(driver["informationUri"], at: path + ".tool.driver.informationUri", absolute: true)
            var ruleCount = 0
            if case .array(let rules)? = driver["rules"]?.value {
                ruleCount = rules.count
                var ids = Set<String>()
                for (index, ruleNode) in rules.enumerated() {
                    let rulePath = "\(path).rules[\(index)]"
                    guard let rule = object(ruleNode, as: "reportingDescriptor", at: rulePath) else { continue }
                    if let id = string(rule["id"], at: rulePath + ".id"), !ids.insert(id).inserted {
                        problems.append("\(rulePath): the id \(id) twice")
                    }
                    for name in ["shortDescription", "fullDescription", "help"] where rule[name] != nil {
                        message(rule[name], as: "multiformatMessageString", at: "\(rulePath).\(name)")
                    }
                    if let configuration = object(
                        rule["defaultConfiguration"], as: "reportingConfiguration",
                        at: rulePath + ".defaultConfiguration")
                    {
                        let level = configuration["level"]?.string ?? "warning"
                        if !["none", "note", "warning", "error"].contains(level) {
                            problems.append("\(rulePath): level \(level)")
                        }
                    }
                    if rule["helpUri"] != nil { uri(rule["helpUri"], at: rulePath + ".helpUri", absolute: true) }
                }
            }
            guard case .array(let results)? = run["results"]?.value else { continue }
            for (index, resultNode) in results.enumerated() {
                let resultPath = "\(path).results[\(index)]"
                guard let result = object(resultNode, as: "result", at: resultPath) else { continue }
                message(result["message"], as: "message", at: resultPath + ".message")
                if let level = result["level"]?.string, !["none", "note", "warning", "error"].contains(level) {
                    problems.append("\(resultPath).level: \(level)")
                }
                if let ruleIndex = result["ruleIndex"]?.number?.int, !(ruleIndex >= -1 && ruleIndex < ruleCount) {
                    problems.append("\(resultPath).ruleIndex: \(ruleIndex)")
                }
                if case .object(let fingerprints)? = result["partialFingerprints"]?.value {
                    for member in fingerprints.members where member.value.string == nil {
                        problems.append("\(resultPath).partialFingerprints.\(member.key): expected a string")
                    }
                }
                guard case .array(let locations)? = result["locations"]?.value else { continue }
                for (locationIndex, locationNode) in locations.enumerated() {
                    let locationPath = "\(resultPath).locations[\(locationIndex)]"
                    guard let location = object(locationNode, as: "location", at: locationPath),
                        let physical = object(
                            location["physicalLocation"], as: "physicalLocation", at: locationPath + ".physicalLocation"
                        )
                    else { continue }
                    if let artifact = object(
                        physical["artifactLocation"], as: "artifactLocation", at: locationPath + ".artifactLocation")
                    {
                        uri(artifact["uri"], at: locationPath + ".uri", absolute: false)
                    }
                    if let region = object(physical["region"], as: "region", at: locationPath + ".region") {
                        for name in ["startLine", "startColumn"] {
                            guard let value = region[name]?.number?.int, value >= 1 else {
                                problems.append("\(locationPath).region.\(name): expected a whole number from 1")
                                continue
                            }
                        }
                    }
                }
            }
        }
        return problems
    }

    static func log(_ report: CheckReport) throws -> JSONNode {
        try JSONDocument(parsing: Array(report.sarif(tool: tool).utf8)).root
    }

    @Test func theLogOfEveryFixtureKeepsToTheSchema() throws {
        var paths = [
            Fixtures.seeded("seeded.xcstrings"), Fixtures.seeded("seeded-rtl.xcstrings"),
            Fixtures.seeded("seeded-lproj"),
            Fixtures.seeded("seeded-xliff"), Fixtures.seeded("malformed.xcstrings"), "missing.xcstrings",
        ]
        if Fixtures.hasSharedCatalogs { paths += Fixtures.sharedCatalogNames.map(Fixtures.sharedCatalog) }
        let report = CatalogChecker(options: CheckOptions(), layout: TestCatalog.layout).run(paths: paths).report
        let log = try Self.log(report)
        #expect(Self.schemaProblems(of: log) == [])
        // Every result has a region, a finding about a whole file at its first line.
        let results = try #require(log["runs"]?[0]?["results"]?.array)
        #expect(results.count == report.findings.count)
        #expect(results.allSatisfy { $0["locations"]?[0]?["physicalLocation"]?["region"]?["startLine"] != nil })
    }

    @Test func theSchemaChecksFindWhatIsWrong() throws {
        let wrong = try JSONDocument(
            parsing: Array(
                #"{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "x", "rules": [{"id": "a"}]}}, "results": [{"message": {"text": "m"}, "level": "fatal", "locations": [{"physicalLocation": {"region": {"startLine": 0}}}], "extra": 1}]}]}"#
                    .utf8)
        ).root
        let problems = Self.schemaProblems(of: wrong)
        #expect(problems.contains("runs[0].results[0].extra: not in the schema"))
        #expect(problems.contains("runs[0].results[0].level: fatal"))
        #expect(problems.contains("runs[0].results[0].locations[0].region.startLine: expected a whole number from 1"))
    }

    /// A report of `count` findings: errors, warnings and notes in turn, in file order.
    static func report(findings count: Int) -> CheckReport {
        let checks: [CheckID] = [.missingPlaceholder, .finalPunctuation, .missingTranslation]
        let findings = (0..<count).map { index in
            var finding = Finding(
                check: checks[index % 3], path: "Localizable.xcstrings",
                location: FileLocation(line: index + 1, column: 5),
                key: "key\(index)", locale: "de", message: "m")
            if index % 3 == 2 { finding.severity = .note }
            return finding
        }
        return CheckReport(catalogs: [
            CatalogReport(
                path: "Localizable.xcstrings", status: .checked, sourceLanguage: "en", keyCount: count,
                findings: findings,
                summaries: [])
        ])
    }

    @Test func aRunHoldsAtMostTheLimitErrorsFirstAndCountsTheRest() throws {
        let report = Self.report(findings: 22_348)
        let log = try Self.log(report)
        let run = try #require(log["runs"]?[0])
        let results = try #require(run["results"]?.array)
        #expect(results.count == CheckReport.sarifResultLimit)
        let levels = results.compactMap { $0["level"]?.string }
        // The 7,450 errors alone are more than the limit: the run holds the first 5,000 of
        // them, in file order, and counts the rest.
        #expect(Set(levels) == ["error"])
        let lines = results.compactMap {
            $0["locations"]?[0]?["physicalLocation"]?["region"]?["startLine"]?.number?.int
        }
        #expect(lines == lines.sorted())
        #expect(run["properties"]?["omittedResults"]?.number?.int == 22_348 - 5_000)
        let byRule = try #require(run["properties"]?["omittedResultsByRule"])
        #expect(byRule["completeness.missing-translation"]?.number?.int == 7_449)
        #expect(byRule["review.final-punctuation"]?.number?.int == 7_449)
        #expect(byRule["placeholder.missing"]?.number?.int == 7_450 - 5_000)
        #expect(Self.schemaProblems(of: log) == [])
    }

    @Test func aRunWithinTheLimitHoldsEveryFindingMostSevereFirst() throws {
        let log = try Self.log(Self.report(findings: 9))
        let run = try #require(log["runs"]?[0])
        let levels = try #require(run["results"]?.array).compactMap { $0["level"]?.string }
        #expect(levels == ["error", "error", "error", "warning", "warning", "warning", "note", "note", "note"])
        #expect(run["properties"] == nil)
    }

    /// A Markdown heading's anchor as GitHub makes it: lowercased, everything but letters, digits,
    /// spaces, `-` and `_` removed, spaces made `-`; a repeated anchor gets `-1`, `-2`….
    static func githubAnchors(ofHeadingsIn markdown: String) -> Set<String> {
        var anchors = Set<String>()
        var seen: [String: Int] = [:]
        var inCode = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inCode.toggle() }
            guard !inCode, line.hasPrefix("#") else { continue }
            let text = line.drop { $0 == "#" }.drop { $0 == " " }
            var anchor = ""
            for scalar in text.lowercased().unicodeScalars {
                if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_" {
                    anchor.unicodeScalars.append(scalar)
                } else if scalar == " " {
                    anchor.append("-")
                }
            }
            let count = seen[anchor, default: 0]
            seen[anchor] = count + 1
            anchors.insert(count == 0 ? anchor : "\(anchor)-\(count)")
        }
        return anchors
    }

    @Test func everyRulesHelpLinkLandsOnItsSectionAsGitHubRendersTheDocumentation() throws {
        let documentation = try String(
            contentsOf: Fixtures.repositoryRoot.appendingPathComponent("docs/copy-check.md"), encoding: .utf8)
        let anchors = Self.githubAnchors(ofHeadingsIn: documentation)
        let log = try Self.log(Self.report(findings: 1))
        let rules = try #require(log["runs"]?[0]?["tool"]?["driver"]?["rules"]?.array)
        #expect(rules.count == CheckDefinition.all.count)
        for rule in rules {
            let uri = try #require(rule["helpUri"]?.string)
            let parts = uri.split(separator: "#", maxSplits: 1)
            #expect(parts.first == "https://example.org/rangelens/docs/copy-check.md")
            let fragment = String(parts.last ?? "")
            #expect(anchors.contains(fragment), "\(rule["id"]?.string ?? ""): #\(fragment) is no heading's anchor")
        }
        #expect(CheckReport.documentationAnchor(of: .missingPluralCategory) == "pluralmissing-category")
    }
}
