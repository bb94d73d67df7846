import FileIO
import JSONSyntax
import StringCatalog

/// Findings a team already knows about, so that a check in CI fails only on new ones.
///
/// A baseline is written from a run's findings (`rangelens check --baseline FILE
/// --write-baseline`) and read back on later runs (`--baseline FILE`): a finding it holds is
/// not reported again. Findings are matched by what they are about, not by where they are: the
/// check, the file, the key, the locale, and the device, substitution and plural category, so
/// that an edit that moves lines or rewords a message keeps its findings known. A baseline
/// holding a finding twice (two missing placeholders of one value) hides two.
///
/// ```swift
/// let baseline = CheckBaseline(findings: report.findings)
/// let text = baseline.json()                       // written to the baseline file
/// let read = try CheckBaseline(parsing: Array(text.utf8))
/// read.partition(report.findings).known.count      // every one of them
/// ```
public struct CheckBaseline: Hashable, Sendable {
    /// What a known finding is about.
    public struct Entry: Hashable, Sendable, Comparable {
        /// The check's id.
        public var check: String
        /// The file, as given on the command line (a leading `./` left out).
        public var path: String
        /// The key, when the finding is about one.
        public var key: String?
        /// The locale, when the finding is about one.
        public var locale: String?
        /// The device variation, when the finding is about one.
        public var device: String?
        /// The substitution, when the finding is about one.
        public var substitution: String?
        /// The plural category, when the finding is about one.
        public var pluralCategory: String?

        /// What `finding` is about.
        public init(_ finding: Finding) {
            check = finding.check.rawValue
            path = Self.normalized(finding.path)
            key = finding.key
            locale = finding.locale
            device = finding.device
            substitution = finding.substitution
            pluralCategory = finding.pluralCategory
        }

        init(
            check: String, path: String, key: String?, locale: String?, device: String?, substitution: String?,
            pluralCategory: String?
        ) {
            self.check = check
            self.path = Self.normalized(path)
            self.key = key
            self.locale = locale
            self.device = device
            self.substitution = substitution
            self.pluralCategory = pluralCategory
        }

        /// A path without a leading `./`, so that `./Localizable.xcstrings` and
        /// `Localizable.xcstrings` are one file.
        static func normalized(_ path: String) -> String {
            var path = Substring(path)
            while path.hasPrefix("./") { path = path.dropFirst(2) }
            return String(path)
        }

        /// File, key, locale, then the rest: the order a baseline is written in.
        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            func parts(_ entry: Entry) -> [String] {
                [
                    entry.path, entry.key ?? "", entry.locale ?? "", entry.check, entry.device ?? "",
                    entry.substitution ?? "", entry.pluralCategory ?? "",
                ]
            }
            return parts(lhs).lexicographicallyPrecedes(parts(rhs))
        }
    }

    /// How many times each known finding occurs.
    public private(set) var counts: [Entry: Int]

    /// The format version written in the file.
    public static let version = 1

    /// A baseline holding `findings`. Findings about a file that could not be read or is not a
    /// catalog are left out: they are never accepted.
    public init(findings: [Finding]) {
        var counts: [Entry: Int] = [:]
        for finding in findings where !Self.isNeverKnown(finding.check) {
            counts[Entry(finding), default: 0] += 1
        }
        self.counts = counts
    }

    /// The number of findings it holds.
    public var findingCount: Int { counts.values.reduce(0, +) }

    /// Whether a check's findings are never taken as known: the file cannot be checked.
    static func isNeverKnown(_ check: CheckID) -> Bool {
        check == .unreadableFile || check == .invalidJSON || check == .notACatalog
    }

    /// Splits findings into those the baseline does not hold (to report) and those it does,
    /// each held finding taken as many times as the baseline holds it.
    public func partition(_ findings: [Finding]) -> (new: [Finding], known: [Finding]) {
        var remaining = counts
        var new: [Finding] = []
        var known: [Finding] = []
        for finding in findings {
            let entry = Entry(finding)
            if !Self.isNeverKnown(finding.check), let left = remaining[entry], left > 0 {
                remaining[entry] = left - 1
                known.append(finding)
            } else {
                new.append(finding)
            }
        }
        return (new, known)
    }

    /// The baseline as a JSON document, entries sorted by file, key, locale and check so that
    /// a rewritten baseline diffs small.
    public func json() -> String {
        var entries: [JSONNode] = []
        for entry in counts.keys.sorted() {
            var object = JSONObject()
            object.append("check", .string(entry.check))
            object.append("path", .string(entry.path))
            if let key = entry.key { object.append("key", .string(key)) }
            if let locale = entry.locale { object.append("locale", .string(locale)) }
            if let device = entry.device { object.append("device", .string(device)) }
            if let substitution = entry.substitution { object.append("substitution", .string(substitution)) }
            if let category = entry.pluralCategory { object.append("pluralCategory", .string(category)) }
            if let count = counts[entry], count > 1 { object.append("count", .number(count)) }
            entries.append(JSONNode(.object(object)))
        }
        let root: JSONValue = [
            "version": .number(Self.version), "tool": "rangelens check", "findings": .array(entries),
        ]
        return JSONWriter.pretty.string(from: root) + "\n"
    }

    /// Reads a baseline written by ``json()``.
    ///
    /// - Throws: ``CheckBaselineError`` with the line and column when the text is not JSON,
    ///   or naming what is wrong when it is not a baseline.
    public init(parsing bytes: [UInt8]) throws(CheckBaselineError) {
        let document: JSONDocument
        do {
            document = try JSONDocument(parsing: bytes)
        } catch {
            throw CheckBaselineError(
                location: FileLocation(error.location), message: "not valid JSON: \(error.message)")
        }
        guard case .object(let root) = document.root.value else {
            throw CheckBaselineError(location: nil, message: "expected an object with \"version\" and \"findings\"")
        }
        guard case .number(let version)? = root["version"]?.value, version.int == Self.version else {
            throw CheckBaselineError(location: nil, message: "expected \"version\" : \(Self.version)")
        }
        guard case .array(let findings)? = root["findings"]?.value else {
            throw CheckBaselineError(location: nil, message: "expected a \"findings\" array")
        }
        var counts: [Entry: Int] = [:]
        for (index, node) in findings.enumerated() {
            guard case .object(let object) = node.value else {
                throw CheckBaselineError(location: nil, message: "finding \(index + 1) is not an object")
            }
            func text(_ name: String) throws(CheckBaselineError) -> String? {
                guard let value = object[name]?.value else { return nil }
                guard case .string(let string) = value else {
                    throw CheckBaselineError(
                        location: nil, message: "finding \(index + 1): \"\(name)\" must be a string")
                }
                return string
            }
            guard let check = try text("check"), let path = try text("path") else {
                throw CheckBaselineError(
                    location: nil, message: "finding \(index + 1) needs a \"check\" and a \"path\"")
            }
            var count = 1
            if let value = object["count"]?.value {
                guard case .number(let number) = value, let whole = number.int, whole >= 1 else {
                    throw CheckBaselineError(
                        location: nil, message: "finding \(index + 1): \"count\" must be a whole number from 1")
                }
                count = whole
            }
            let entry = Entry(
                check: check, path: path, key: try text("key"), locale: try text("locale"), device: try text("device"),
                substitution: try text("substitution"), pluralCategory: try text("pluralCategory"))
            counts[entry, default: 0] += count
        }
        self.counts = counts
    }
}

extension CheckBaseline {
    /// Reads a baseline file.
    package init(contentsOfFile path: String) throws(CheckBaselineFileError) {
        let bytes: [UInt8]
        do {
            bytes = try CatalogFile.contents(of: path, describedAs: "baseline")
        } catch {
            throw .unreadable(error)
        }
        do {
            try self.init(parsing: bytes)
        } catch {
            throw .invalid(path: CatalogFile.displayName(path), error)
        }
    }

    /// Writes the baseline to a file, through ``FileIO/OutputFile``: a temporary file synced
    /// and renamed into place, so a failure leaves an earlier baseline as it was.
    package func write(toFile path: String) throws(CheckBaselineFileError) {
        do {
            try OutputFile.write(Array(json().utf8), to: path)
        } catch {
            throw .unwritable(error)
        }
    }
}
