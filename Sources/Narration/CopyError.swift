import FileIO
import Foundation
import Localizations
import StringCatalog

/// A catalog that cannot be used: unreadable, malformed, or a replacement line that does not fit.
public struct CopyError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Why.
    public enum Kind: Hashable, Sendable {
        /// The file cannot be read.
        case cannotRead
        /// The file is not a valid catalog, or a line in it is unusable.
        case invalidCatalog
    }

    /// Why.
    public var kind: Kind
    /// What is wrong, naming the file and line and column, or the key and locale.
    public var message: String

    public var description: String { message }
}
