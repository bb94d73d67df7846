/// A substitution of a localization with the argument it was resolved to.
public struct ResolvedSubstitution: Sendable {
    /// The name used in `%#@name@`.
    public var name: String
    /// Where its object is written.
    public var offset: Int
    /// The `argNum` written, if any.
    public var declaredArgument: Int?
    /// The argument it counts with: its `argNum`, or else the place of its token among the
    /// value's placeholders (as Xcode and Foundation read it: `%@ liked %#@count@` gives 2),
    /// skipping the arguments that numbered placeholders take. `nil` for a substitution no
    /// token uses and that has no `argNum`.
    public var argument: Int?
    /// The `formatSpecifier` written (`lld`), if any.
    public var formatSpecifier: String?
    /// ``formatSpecifier`` parsed, when it is a valid conversion.
    public var specifier: FormatSpecifier?
    /// Whether a token in the localization's values names it.
    public var isUsed: Bool
    /// Its set of plural forms, as an index into ``AnalyzedLocalization/pluralSets``.
    public var pluralSet: Int?

    /// The kinds of value the substitution's argument takes: its specifier's, or a whole
    /// number.
    public var kinds: ValueKinds {
        specifier.map { ValueKinds($0.valueKind) } ?? .integer
    }
}
