import Dispatch
import JSONSyntax
import Synchronization

/// A key's value in one locale: a plain string unit, variations, and substitutions.
///
/// A localization is shared by reference: the renderer, the checker's analysis and a
/// catalog's entries all read the same one, without copying its strings and forms.
public final class Localization: Sendable {
    /// Where this localization's object starts.
    public let offset: Int
    /// The plain value.
    public let stringUnit: StringUnit?
    /// Plural or device variations.
    public let variations: Variations?
    /// Named substitutions (`%#@name@` in the value), in file order.
    public let substitutions: [Substitution]

    /// Creates a localization.
    public init(offset: Int, stringUnit: StringUnit?, variations: Variations?, substitutions: [Substitution]) {
        self.offset = offset
        self.stringUnit = stringUnit
        self.variations = variations
        self.substitutions = substitutions
    }
}
