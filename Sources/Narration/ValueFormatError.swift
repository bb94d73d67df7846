internal import CICUShim
import Foundation
import StringCatalog
import Synchronization

/// A value format that cannot be read.
public struct ValueFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text given.
    public var text: String
    /// Why it is refused.
    public var reason: String

    public var description: String { "'\(text)': \(reason)" }
}
