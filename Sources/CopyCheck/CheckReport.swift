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

    /// The number of findings over all files, counted without gathering them.
    public var findingCount: Int {
        catalogs.reduce(0) { $0 + $1.findings.count }
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
