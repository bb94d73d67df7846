import Dispatch
import JSONSyntax
import Synchronization

/// A structural problem met while reading a catalog.
public struct CatalogProblem: Hashable, Sendable {
    /// What kind of problem.
    public enum Kind: String, Hashable, Sendable {
        /// A field holds the wrong kind of JSON value.
        case wrongType
        /// A field the format does not define.
        case unknownField
        /// A required field is missing.
        case missingField
    }

    /// The kind.
    public var kind: Kind
    /// Where it is.
    public var offset: Int
    /// The entry's key, when inside an entry.
    public var key: String?
    /// The locale, when inside a localization.
    public var locale: String?
    /// What is wrong, for a person.
    public var message: String
}
