import JSONSyntax
import StringCatalog

extension CheckReport {
    /// The SARIF 2.1.0 schema the log follows.
    public static let sarifSchema =
        "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// The most results a run holds: code-scanning services keep 5,000 results of a run (and
    /// refuse a run of more than 25,000).
    public static let sarifResultLimit = 5_000

    /// The report as a SARIF 2.1.0 log, the format code-scanning services read.
    ///
    /// One run; its driver lists every check as a rule (id, descriptions, default level, help),
    /// and each finding is a result pointing at its file, line and column (a finding about a
    /// whole file at its first line). Columns count Unicode code points (`columnKind`), as the
    /// checker does. Each result carries a fingerprint made from its rule, key, locale and
    /// message, so a finding keeps its identity when lines move. At most
    /// ``sarifResultLimit`` results are written, errors first, then warnings, then notes, each
    /// in file order; the others are counted in the run's properties (`omittedResults`, and
    /// `omittedResultsByRule`).
    public func sarif(tool: ToolDescription) -> String {
        let rules = CheckDefinition.all
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        var driver = JSONObject()
        driver.append("name", .string(tool.name))
        driver.append("version", .string(tool.version))
        driver.append("informationUri", .string(tool.informationURI))
        driver.append("rules", .array(rules.map { JSONNode(Self.sarifRule($0, tool: tool)) }))

        let ranked = findings.enumerated().sorted { lhs, rhs in
            lhs.element.severity != rhs.element.severity
                ? lhs.element.severity > rhs.element.severity : lhs.offset < rhs.offset
        }.map(\.element)
        var results: [JSONNode] = []
        for finding in ranked.prefix(Self.sarifResultLimit) {
            results.append(JSONNode(Self.sarifResult(finding, ruleIndex: ruleIndex[finding.check])))
        }
        var run = JSONObject()
        run.append("tool", ["driver": .object(driver)])
        run.append("columnKind", "unicodeCodePoints")
        run.append("results", .array(results))
        if ranked.count > Self.sarifResultLimit {
            var byRule: [String: Int] = [:]
            for finding in ranked.dropFirst(Self.sarifResultLimit) { byRule[finding.check.rawValue, default: 0] += 1 }
            run.append(
                "properties",
                [
                    "omittedResults": .number(ranked.count - Self.sarifResultLimit),
                    "omittedResultsByRule": .object(
                        JSONObject(
                            byRule.sorted { $0.key < $1.key }.map {
                                JSONMember(key: $0.key, value: JSONNode(.number($0.value)))
                            })),
                ])
        }
        let log: JSONValue = [
            "$schema": .string(Self.sarifSchema),
            "version": "2.1.0",
            "runs": [.object(run)],
        ]
        return JSONWriter.pretty.string(from: log) + "\n"
    }

    private static func sarifRule(_ definition: CheckDefinition, tool: ToolDescription) -> JSONValue {
        var rule = JSONObject()
        rule.append("id", .string(definition.id.rawValue))
        rule.append("name", .string(ruleName(definition.id)))
        rule.append("shortDescription", ["text": .string(definition.summary)])
        rule.append("fullDescription", ["text": .string(definition.summary + " " + definition.explanation)])
        rule.append("defaultConfiguration", ["level": .string(definition.severity.rawValue)])
        rule.append("help", ["text": .string(definition.explanation)])
        if let documentation = tool.checksDocumentationURI {
            rule.append("helpUri", .string(documentation + "#" + documentationAnchor(of: definition.id)))
        }
        return .object(rule)
    }

    /// The anchor of a check's section in docs/copy-check.md as GitHub renders it: the heading
    /// `` ### `plural.missing-category` `` becomes `pluralmissing-category` (GitHub keeps letters,
    /// digits, spaces, `-` and `_`, lowercases them and makes spaces `-`).
    public static func documentationAnchor(of id: CheckID) -> String {
        headingAnchor(id.rawValue)
    }

    /// A Markdown heading's text as GitHub's anchor for it.
    static func headingAnchor(_ heading: String) -> String {
        var anchor = ""
        for character in heading.lowercased() {
            if character.isLetter || character.isNumber || character == "-" || character == "_" {
                anchor.append(character)
            } else if character == " " {
                anchor.append("-")
            }
        }
        return anchor
    }

    /// `plural.missing-category` as a SARIF rule name: `PluralMissingCategory`.
    private static func ruleName(_ id: CheckID) -> String {
        id.rawValue.split(whereSeparator: { $0 == "." || $0 == "-" }).map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined()
    }

    private static func sarifResult(_ finding: Finding, ruleIndex: Int?) -> JSONValue {
        var result = JSONObject()
        result.append("ruleId", .string(finding.check.rawValue))
        if let ruleIndex { result.append("ruleIndex", .number(ruleIndex)) }
        result.append("level", .string(finding.severity.rawValue))
        let text = finding.subject.map { "\($0): \(finding.message)" } ?? finding.message
        result.append("message", ["text": .string(text)])
        var physical = JSONObject()
        physical.append("artifactLocation", ["uri": .string(uriReference(forPath: finding.path))])
        // A finding about a whole file (a locale below its minimum, a file that cannot be read)
        // points at its first line: code scanning shows a result only with a region.
        let location = finding.location ?? FileLocation(line: 1, column: 1)
        physical.append("region", ["startLine": .number(location.line), "startColumn": .number(location.column)])
        result.append("locations", [["physicalLocation": .object(physical)]])
        let identity = [
            finding.check.rawValue, finding.key ?? "", finding.locale ?? "", finding.device ?? "",
            finding.substitution ?? "", finding.pluralCategory ?? "", finding.message,
        ]
        result.append("partialFingerprints", ["copyCheck/v1": .string(fingerprint(identity))])
        var properties = JSONObject()
        if let key = finding.key { properties.append("key", .string(key)) }
        if let locale = finding.locale { properties.append("locale", .string(locale)) }
        if let device = finding.device { properties.append("device", .string(device)) }
        if let substitution = finding.substitution { properties.append("substitution", .string(substitution)) }
        if let category = finding.pluralCategory { properties.append("pluralCategory", .string(category)) }
        if !properties.members.isEmpty { result.append("properties", .object(properties)) }
        return .object(result)
    }

    /// A path as a URI reference: relative paths stay relative (code scanning resolves them
    /// against the repository), absolute ones become `file://` URIs; anything outside the
    /// unreserved characters and `/` is percent-encoded.
    static func uriReference(forPath path: String) -> String {
        var encoded = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        if path.hasPrefix("/") { return "file://" + encoded }
        return encoded.hasPrefix("./") ? String(encoded.dropFirst(2)) : encoded
    }

    /// A 64-bit FNV-1a hash of the parts, in hexadecimal: stable across runs and platforms.
    static func fingerprint(_ parts: [String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for part in parts {
            for byte in part.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01B3
            }
            hash ^= 0xFF
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

extension CheckOutcome {
    /// The report in a format, ready to print.
    public func rendered(as format: ReportFormat, tool: ToolDescription, listsErrorsOnly: Bool = false) -> String {
        switch format {
        case .text: report.text(listsErrorsOnly: listsErrorsOnly)
        case .json: report.json(exitStatus: exitStatus)
        case .sarif: report.sarif(tool: tool)
        }
    }

    /// The report in a format, given to `write` as it is made: the text report in pieces of
    /// whole lines, JSON and SARIF whole.
    public func write(
        as format: ReportFormat, tool: ToolDescription, listsErrorsOnly: Bool = false, to write: (String) -> Void
    ) {
        switch format {
        case .text: report.writeText(listsErrorsOnly: listsErrorsOnly, to: write)
        case .json, .sarif: write(rendered(as: format, tool: tool, listsErrorsOnly: listsErrorsOnly))
        }
    }
}
