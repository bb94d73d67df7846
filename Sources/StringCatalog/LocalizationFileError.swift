/// A localization file (other than a String Catalog) that cannot be read: not the format its
/// name says, or not localizations at all.
public struct LocalizationFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of failure.
    public enum Kind: String, Hashable, Sendable {
        /// The text is not valid for its format (a string never closed, an XML tag left open).
        case invalidSyntax
        /// The text is valid but holds no localizations of the kind expected (a property list
        /// that is an array, XML that is not XLIFF).
        case notLocalizations
    }

    /// The file.
    public var path: String
    /// The byte offset in the file's UTF-8 text where reading stopped.
    public var offset: Int
    /// What kind of failure.
    public var kind: Kind
    /// What was wrong and what was expected.
    public var message: String

    /// Creates an error.
    public init(path: String, offset: Int, kind: Kind, message: String) {
        self.path = path
        self.offset = offset
        self.kind = kind
        self.message = message
    }

    /// `path: message`.
    public var description: String { "\(path): \(message)" }
}
