/// A line and column in a text file, both counted from 1 (StringCatalog's `FileLocation`
/// gives it to apps).
///
/// Columns count Unicode scalars, so a column points at the same character an editor shows.
package struct TextPosition: Hashable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    package var line: Int

    /// The column in Unicode scalars, from 1.
    package var column: Int

    /// Creates a location.
    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`.
    package var description: String { "\(line):\(column)" }
}
