import FileIO
import JSONSyntax
import StringCatalog

/// Checks turned off or set to another severity, for some checks, locales and keys: what a
/// `.rangelens-check.json` file in the current folder (or the file given with `--config`)
/// says. Each rule names the checks it applies to (ids, a family as `review.*`, or `*`), and
/// may narrow them to some locales and to keys matching patterns (`*` for any run of
/// characters, `?` for one); the last rule that applies to a finding decides its severity.
///
/// ```json
/// {
///   "rules": [
///     {"check": "review.final-punctuation", "severity": "off"},
///     {"check": "completeness.missing-translation", "locale": "en-GB", "severity": "note"},
///     {"check": "*", "key": "debug.*", "severity": "off"},
///     {"check": ["review.*", "length.expansion"], "locale": ["ja", "zh-Hans"], "key": "legal.*", "severity": "warning"}
///   ]
/// }
/// ```
///
/// A check id that is not one (a misspelling) is an error, with the id it most likely meant:
/// a rule that silently matched nothing would leave a team believing a check was off.
public struct CheckConfiguration: Hashable, Sendable {
    /// One rule.
    public struct Rule: Hashable, Sendable {
        /// The checks: ids, families (`review.*`) or `*`.
        public var checks: [String]
        /// The locales; empty for every locale.
        public var locales: [String]
        /// Key patterns; empty for every key.
        public var keys: [String]
        /// The severity findings get; `nil` turns them off.
        public var severity: Severity?

        /// Creates a rule.
        public init(checks: [String], locales: [String] = [], keys: [String] = [], severity: Severity?) {
            self.checks = checks
            self.locales = locales
            self.keys = keys
            self.severity = severity
        }

        /// Whether the rule applies to a finding.
        func applies(to finding: Finding) -> Bool {
            let id = finding.check.rawValue
            guard
                checks.contains(where: { pattern in
                    pattern == "*" || pattern == id
                        || (pattern.hasSuffix(".*") && id.hasPrefix(pattern.dropLast()))
                })
            else { return false }
            if !locales.isEmpty {
                guard let locale = finding.locale, locales.contains(locale) else { return false }
            }
            if !keys.isEmpty {
                guard let key = finding.key, keys.contains(where: { CheckConfiguration.matches(key, pattern: $0) })
                else { return false }
            }
            return true
        }
    }

    /// The rules, in the order written.
    public var rules: [Rule]

    /// The file read from the current folder when no `--config` is given.
    public static let fileName = ".rangelens-check.json"

    /// A configuration of rules.
    public init(rules: [Rule] = []) {
        self.rules = rules
    }

    /// A finding as the rules leave it: with the severity of the last rule that applies to it,
    /// or `nil` when that rule turns it off.
    public func apply(to finding: Finding) -> Finding? {
        guard let rule = rules.last(where: { $0.applies(to: finding) }) else { return finding }
        guard let severity = rule.severity else { return nil }
        var changed = finding
        changed.severity = severity
        return changed
    }

    /// Whether `key` matches `pattern`: `*` stands for any run of characters, `?` for one.
    static func matches(_ key: String, pattern: String) -> Bool {
        let text = Array(key)
        let pattern = Array(pattern)
        var textIndex = 0
        var patternIndex = 0
        var star: (pattern: Int, text: Int)?
        while textIndex < text.count {
            if patternIndex < pattern.count, pattern[patternIndex] == "*" {
                star = (patternIndex, textIndex)
                patternIndex += 1
            } else if patternIndex < pattern.count,
                pattern[patternIndex] == "?" || pattern[patternIndex] == text[textIndex]
            {
                patternIndex += 1
                textIndex += 1
            } else if let known = star {
                patternIndex = known.pattern + 1
                textIndex = known.text + 1
                star = (known.pattern, known.text + 1)
            } else {
                return false
            }
        }
        while patternIndex < pattern.count, pattern[patternIndex] == "*" { patternIndex += 1 }
        return patternIndex == pattern.count
    }
}

extension CheckConfiguration {
    /// Reads a configuration file's text.
    ///
    /// - Throws: ``CheckConfigurationError`` with the line and column of what is wrong: text that
    ///   is not JSON, a field that is not one, a check id or family that does not exist, a
    ///   severity that is not `off`, `note`, `warning` or `error`.
    public init(parsing bytes: [UInt8]) throws(CheckConfigurationError) {
        let document: JSONDocument
        do {
            document = try JSONDocument(parsing: bytes)
        } catch {
            throw CheckConfigurationError(
                location: FileLocation(error.location), message: "not valid JSON: \(error.message)")
        }
        func failure(_ offset: Int, _ message: String) -> CheckConfigurationError {
            CheckConfigurationError(location: FileLocation(document.location(ofOffset: offset)), message: message)
        }
        guard case .object(let root) = document.root.value else {
            throw failure(document.root.offset, "expected an object with \"rules\"")
        }
        var rules: [Rule] = []
        for member in root.members {
            guard member.key == "rules" else {
                throw failure(
                    member.keyOffset,
                    "\"\(member.key)\" is not a field of the configuration; it has \"rules\""
                        + Self.suggestion(member.key, among: ["rules"]))
            }
            guard case .array(let elements) = member.value.value else {
                throw failure(member.value.offset, "\"rules\" must be an array of rules")
            }
            for element in elements {
                guard case .object(let object) = element.value else {
                    throw failure(element.offset, "a rule must be an object with \"check\" and \"severity\"")
                }
                rules.append(try Self.rule(object, at: element.offset, failure: failure))
            }
        }
        self.rules = rules
    }

    static let ruleFields = ["check", "locale", "key", "severity"]

    private static func rule(
        _ object: JSONObject, at offset: Int, failure: (Int, String) -> CheckConfigurationError
    ) throws(CheckConfigurationError) -> Rule {
        for member in object.members where !ruleFields.contains(member.key) {
            throw failure(
                member.keyOffset,
                "\"\(member.key)\" is not a field of a rule (check, locale, key, severity)"
                    + suggestion(member.key, among: ruleFields))
        }
        func texts(_ name: String) throws(CheckConfigurationError) -> [(String, Int)] {
            guard let node = object[name] else { return [] }
            switch node.value {
            case .string(let text) where !text.isEmpty:
                return [(text, node.offset)]
            case .array(let elements) where !elements.isEmpty:
                var found: [(String, Int)] = []
                for element in elements {
                    guard case .string(let text) = element.value, !text.isEmpty else {
                        throw failure(element.offset, "\"\(name)\" must list non-empty strings")
                    }
                    found.append((text, element.offset))
                }
                return found
            default:
                throw failure(node.offset, "\"\(name)\" must be a string or a non-empty array of strings")
            }
        }
        let checks = try texts("check")
        guard !checks.isEmpty else {
            throw failure(
                offset, "a rule needs \"check\": an id, a family such as \"review.*\", or \"*\" for every check")
        }
        let ids = CheckDefinition.all.map(\.id.rawValue)
        let families = Set(ids.map { String($0.prefix { $0 != "." }) })
        for (check, checkOffset) in checks {
            if check == "*" || ids.contains(check) { continue }
            if check.hasSuffix(".*"), families.contains(String(check.dropLast(2))) { continue }
            let known = check.hasSuffix(".*") ? families.sorted().map { $0 + ".*" } : ids
            throw failure(checkOffset, "\"\(check)\" is not a check" + suggestion(check, among: known))
        }
        guard let severityNode = object["severity"] else {
            throw failure(offset, "a rule needs \"severity\": off, note, warning or error")
        }
        guard case .string(let severityText) = severityNode.value,
            severityText == "off" || Severity(rawValue: severityText) != nil
        else {
            throw failure(severityNode.offset, "\"severity\" must be off, note, warning or error")
        }
        return Rule(
            checks: checks.map(\.0), locales: try texts("locale").map(\.0), keys: try texts("key").map(\.0),
            severity: Severity(rawValue: severityText))
    }

    /// "; did you mean "review.final-punctuation"?" for a name a letter or two away from one.
    static func suggestion(_ name: String, among known: [String]) -> String {
        var best: (String, Int)?
        for candidate in known {
            let distance = editDistance(name, candidate)
            if distance <= max(2, name.count / 4), distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
        }
        return best.map { "; did you mean \"\($0.0)\"?" } ?? ""
    }

    /// The number of characters to insert, delete or change to make one text the other.
    static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let left = Array(lhs)
        let right = Array(rhs)
        var previous = Array(0...right.count)
        for (i, character) in left.enumerated() {
            var current = [i + 1]
            for (j, other) in right.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (character == other ? 0 : 1)))
            }
            previous = current
        }
        return previous[right.count]
    }
}

/// A configuration file that cannot be used.
public struct CheckConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where in the file.
    public var location: FileLocation?
    /// What is wrong.
    public var message: String

    /// `line:column: message`.
    public var description: String {
        location.map { "\($0.line):\($0.column): \(message)" } ?? message
    }
}

/// Why a configuration file cannot be used.
package enum CheckConfigurationFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file does not exist or cannot be read.
    case unreadable(FileError)
    /// The file is not a configuration.
    case invalid(path: String, CheckConfigurationError)

    /// What went wrong, naming the file once, in the compiler's shape.
    package var description: String {
        switch self {
        case .unreadable(let error): error.description
        case .invalid(let path, let error):
            error.location.map { "\(path):\($0.line):\($0.column): error: \(error.message)" }
                ?? "\(path): error: \(error.message)"
        }
    }
}

extension CheckConfiguration {
    /// Reads a configuration file.
    package init(contentsOfFile path: String) throws(CheckConfigurationFileError) {
        let bytes: [UInt8]
        do {
            bytes = try CatalogFile.contents(of: path, describedAs: "configuration")
        } catch {
            throw .unreadable(error)
        }
        do {
            try self.init(parsing: bytes)
        } catch {
            throw .invalid(path: path, error)
        }
    }
}
