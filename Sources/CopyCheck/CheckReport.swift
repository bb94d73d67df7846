/// How far one locale's translation of a catalog has come.
public struct LocaleSummary: Hashable, Sendable {
    /// The locale.
    public var locale: String
    /// The keys that need a value in this locale (not stale, not `shouldTranslate: false`).
    public var total: Int
    /// Keys with a reviewed, non-empty value.
    public var translated: Int
    /// Keys with no value, or an empty one.
    public var missing: Int
    /// Keys whose value is `new`, `needs_review` or `stale`.
    public var needingReview: Int

    /// Creates a summary.
    public init(locale: String, total: Int, translated: Int, missing: Int, needingReview: Int) {
        self.locale = locale
        self.total = total
        self.translated = translated
        self.missing = missing
        self.needingReview = needingReview
    }

    /// The share of keys translated, from 0 to 100; 100 when there is nothing to translate.
    public var percentComplete: Double {
        total == 0 ? 100 : Double(translated) * 100 / Double(total)
    }
}

/// The result of checking one file.
public struct CatalogReport: Hashable, Sendable {
    /// Whether the file could be checked.
    public enum Status: String, Hashable, Sendable {
        /// Read and checked.
        case checked
        /// The file does not exist or cannot be read.
        case unreadable
        /// The file is not JSON, or not a String Catalog.
        case malformed
    }

    /// The path, as given.
    public var path: String
    /// Whether the file could be checked.
    public var status: Status
    /// The catalog's source language, when it was read.
    public var sourceLanguage: String?
    /// How many keys the catalog has.
    public var keyCount: Int
    /// The findings, in file order.
    public var findings: [Finding]
    /// One summary per checked locale, the source language first.
    public var summaries: [LocaleSummary]
    /// How many findings the baseline held, and were not reported.
    public var knownCount: Int

    /// Creates a report.
    public init(
        path: String, status: Status, sourceLanguage: String?, keyCount: Int, findings: [Finding],
        summaries: [LocaleSummary], knownCount: Int = 0
    ) {
        self.path = path
        self.status = status
        self.sourceLanguage = sourceLanguage
        self.keyCount = keyCount
        self.findings = findings
        self.summaries = summaries
        self.knownCount = knownCount
    }

    /// The number of findings of a severity.
    public func count(of severity: Severity) -> Int {
        findings.count { $0.severity == severity }
    }
}

/// The result of checking several files.
public struct CheckReport: Hashable, Sendable {
    /// One report per file, in the order given.
    public var catalogs: [CatalogReport]

    /// Creates a report.
    public init(catalogs: [CatalogReport]) {
        self.catalogs = catalogs
    }

    /// Every finding of every file.
    public var findings: [Finding] {
        catalogs.flatMap(\.findings)
    }

    /// The number of findings of a severity over all files.
    public func count(of severity: Severity) -> Int {
        catalogs.reduce(0) { $0 + $1.count(of: severity) }
    }

    /// How many findings the baseline held over all files.
    public var knownCount: Int {
        catalogs.reduce(0) { $0 + $1.knownCount }
    }

    /// The exit status the report calls for: a missing file first, then a malformed one, then
    /// errors (or any finding when `strict`).
    public func exitStatus(strict: Bool) -> CheckExitStatus {
        if catalogs.contains(where: { $0.status == .unreadable }) { return .unreadableInput }
        if catalogs.contains(where: { $0.status == .malformed }) { return .invalidData }
        if count(of: .error) > 0 || (strict && count(of: .warning) > 0) { return .findings }
        return .success
    }
}

/// The exit statuses of `check`, as the command line documents them.
public enum CheckExitStatus: Int32, Hashable, Sendable {
    /// No error (warnings allowed unless strict).
    case success = 0
    /// Errors were found (or any finding, when strict).
    case findings = 1
    /// A catalog is not valid JSON or not a String Catalog.
    case invalidData = 65
    /// A catalog does not exist or cannot be read.
    case unreadableInput = 66
}

/// What `check` produced: the report and the status to exit with.
public struct CheckOutcome: Hashable, Sendable {
    /// The findings and summaries.
    public var report: CheckReport
    /// The status to exit with.
    public var exitStatus: CheckExitStatus
}
