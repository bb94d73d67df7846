import FileIO
import JSONSyntax
import StringCatalog

/// Where a file first departs from Xcode's layout.
public struct LayoutDeparture: Hashable, Sendable {
    /// The line and column in the file.
    public var location: SourceLocation
    /// What Xcode would write there, and what the file has.
    public var message: String
}
