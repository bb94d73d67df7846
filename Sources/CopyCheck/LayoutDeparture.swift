import FileIO
import JSONSyntax
import StringCatalog

/// Where a file first departs from Xcode's layout.
package struct LayoutDeparture: Hashable, Sendable {
    /// The line and column in the file.
    package var location: FileLocation
    /// What Xcode would write there, and what the file has.
    package var message: String
}
