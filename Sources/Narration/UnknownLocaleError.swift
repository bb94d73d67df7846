import Foundation
import StringCatalog

/// A locale that is not shipped.
public struct UnknownLocaleError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The identifier asked for.
    public var identifier: String
    /// The locales that are shipped.
    public var shipped: [String]

    public var description: String {
        "unknown locale '\(identifier)'; the shipped locales are \(shipped.joined(separator: ", "))"
    }
}
