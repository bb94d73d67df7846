import Dispatch
import JSONSyntax
import Synchronization

/// A catalog that could not be read at all: not JSON, or not a catalog.
public struct CatalogReadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file.
    public var path: String
    /// Where reading stopped.
    public var location: FileLocation
    /// What was expected.
    public var message: String

    /// `path:line:column: message`.
    public var description: String { "\(path):\(location.line):\(location.column): \(message)" }
}
