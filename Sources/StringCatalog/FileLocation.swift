import JSONSyntax

/// A line and column in a file (a catalog, a baseline), both counted from 1, as a message or an
/// editor gives it (`Window.xcstrings:12:5`).
///
/// Columns count Unicode scalars, so a column points at the same character an editor shows.
public struct FileLocation: Hashable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int

    /// The column in Unicode scalars, from 1.
    public var column: Int

    /// Creates a location.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The location of a position in a JSON text.
    package init(_ position: TextPosition) {
        self.init(line: position.line, column: position.column)
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}
