import JSONSyntax

/// The formats a report can be written in.
public enum ReportFormat: String, CaseIterable, Hashable, Sendable {
    /// Lines in the compiler's shape and a summary per locale.
    case text
    /// One JSON document.
    case json
    /// A SARIF 2.1.0 log.
    case sarif
}
