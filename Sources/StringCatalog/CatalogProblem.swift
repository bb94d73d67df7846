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
        /// A key written twice where only one is kept (a `.strings` file, a property list's
        /// dictionary).
        case duplicateKey
        /// A review state the format does not define (an XLIFF `state`).
        case unknownState
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

    /// Creates a problem.
    public init(kind: Kind, offset: Int, key: String?, locale: String?, message: String) {
        self.kind = kind
        self.offset = offset
        self.key = key
        self.locale = locale
        self.message = message
    }
}
