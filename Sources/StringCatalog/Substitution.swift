import Dispatch
import JSONSyntax
import Synchronization

/// A named substitution: a plural choice inside a larger sentence.
public struct Substitution: Sendable {
    /// The name used in `%#@name@`.
    public var name: String
    /// Where the substitution's object starts.
    public var offset: Int
    /// Which argument (from 1) the substitution formats and chooses its form by.
    public var argumentNumber: Int?
    /// The argument's format specifier without `%` (`lld`, `@`).
    public var formatSpecifier: String?
    /// The forms.
    public var variations: Variations?

    /// Creates a substitution.
    public init(name: String, offset: Int, argumentNumber: Int?, formatSpecifier: String?, variations: Variations?) {
        self.name = name
        self.offset = offset
        self.argumentNumber = argumentNumber
        self.formatSpecifier = formatSpecifier
        self.variations = variations
    }
}
