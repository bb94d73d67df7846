import SpanModel

/// A condition a row must meet to be read: its cell in `column` equals `value` exactly.
///
/// This is `--where COLUMN=VALUE`, which picks one series out of a long table that holds several.
public struct RowFilter: Hashable, Sendable {
    /// The column compared.
    public var column: ColumnReference

    /// The text the cell must hold, compared byte for byte (no trimming, no case folding).
    public var value: String

    /// Creates a filter.
    public init(column: ColumnReference, value: String) {
        self.column = column
        self.value = value
    }

    /// Reads `COLUMN=VALUE`, split at the first `=`; `nil` when there is no `=` or no column.
    ///
    /// ```swift
    /// RowFilter(argument: "region=north")   // column .name("region"), value "north"
    /// RowFilter(argument: "3=a=b")          // column .position(3), value "a=b"
    /// ```
    public init?(argument: String) {
        guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex else { return nil }
        self.column = ColumnReference(String(argument[..<equals]))
        self.value = String(argument[argument.index(after: equals)...])
    }
}
