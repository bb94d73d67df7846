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
