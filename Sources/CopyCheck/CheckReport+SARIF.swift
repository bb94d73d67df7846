import JSONSyntax

extension CheckReport {
    /// The SARIF 2.1.0 schema the log follows.
    public static let sarifSchema =
        "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// The report as a SARIF 2.1.0 log, the format code-scanning services read.
    ///
    /// One run; its driver lists every check as a rule (id, descriptions, default level, help),
    /// and each finding is a result pointing at its file, line and column. Columns count
    /// Unicode code points (`columnKind`), as the checker does. Each result carries a
    /// fingerprint made from its rule, key, locale and message, so a finding keeps its
    /// identity when lines move.
    public func sarif(tool: ToolDescription) -> String {
        let rules = CheckDefinition.all
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        var driver = JSONObject()
        driver.append("name", .string(tool.name))
        driver.append("version", .string(tool.version))
        driver.append("informationUri", .string(tool.informationURI))
        driver.append("rules", .array(rules.map { JSONNode(Self.sarifRule($0, tool: tool)) }))

        var results: [JSONNode] = []
        for finding in findings {
            results.append(JSONNode(Self.sarifResult(finding, ruleIndex: ruleIndex[finding.check])))
        }
        let run: JSONValue = [
            "tool": ["driver": .object(driver)],
            "columnKind": "unicodeCodePoints",
            "results": .array(results),
        ]
        let log: JSONValue = [
            "$schema": .string(Self.sarifSchema),
            "version": "2.1.0",
            "runs": [run],
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
            rule.append("helpUri", .string(documentation + "#" + definition.id.rawValue))
        }
        return .object(rule)
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
        if let location = finding.location {
            physical.append("region", ["startLine": .number(location.line), "startColumn": .number(location.column)])
        }
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
    public func rendered(as format: ReportFormat, tool: ToolDescription) -> String {
        switch format {
        case .text: report.text()
        case .json: report.json(exitStatus: exitStatus)
        case .sarif: report.sarif(tool: tool)
        }
    }
}
