import FileIO
import JSONSyntax
import StringCatalog

/// A baseline file that cannot be used.
public struct CheckBaselineError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where in the file, when known.
    public var location: FileLocation?
    /// What is wrong.
    public var message: String

    /// `line:column: message`, or the message.
    public var description: String {
        location.map { "\($0.line):\($0.column): \(message)" } ?? message
    }
}
