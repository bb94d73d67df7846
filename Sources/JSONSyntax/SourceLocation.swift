import ByteScanning

/// A line and column in a text file, both counted from 1.
///
/// Columns count Unicode scalars, so a column points at the same character an editor shows.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int

    /// The column in Unicode scalars, from 1.
    public var column: Int

    /// Creates a location.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}
