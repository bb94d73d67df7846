import SpanModel

/// The syntax of an input file.
public enum InputFormat: String, CaseIterable, Hashable, Sendable {
    /// Comma-separated values (RFC 4180).
    case csv
    /// Tab-separated values, with the same quoting rules as CSV.
    case tsv
    /// A JSON array of `{"date": …, "value": …}` objects or of `[date, value]` pairs.
    case json

    /// The format a file name's extension stands for (`.csv`, `.tsv`, `.tab`, `.json`, in any
    /// case), or `nil` when the extension says nothing.
    ///
    /// ```swift
    /// InputFormat(path: "steps.CSV")   // .csv
    /// InputFormat(path: "-")           // nil
    /// ```
    public init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        switch path[path.index(after: dot)...].lowercased() {
        case "csv": self = .csv
        case "tsv", "tab": self = .tsv
        case "json": self = .json
        default: return nil
        }
    }
}
