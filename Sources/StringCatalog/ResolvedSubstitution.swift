/// A substitution of a localization with the argument it was resolved to.
package struct ResolvedSubstitution: Sendable {
    /// The name used in `%#@name@`.
    package var name: String
    /// Where its object is written.
    package var offset: Int
    /// The `argNum` written, if any.
    package var declaredArgument: Int?
    /// The argument it counts with: its `argNum`, or else the place of its token among the
    /// value's placeholders (as Xcode and Foundation read it: `%@ liked %#@count@` gives 2),
    /// skipping the arguments that numbered placeholders take. `nil` for a substitution no
    /// token uses and that has no `argNum`.
    package var argument: Int?
    /// The `formatSpecifier` written (`lld`), if any.
    package var formatSpecifier: String?
    /// ``formatSpecifier`` parsed, when it is a valid conversion.
    package var specifier: FormatSpecifier?
    /// Whether a token in the localization's values names it.
    package var isUsed: Bool
    /// Its set of plural forms, as an index into ``AnalyzedLocalization/pluralSets``.
    package var pluralSet: Int?

    /// The kinds of value the substitution's argument takes: its specifier's, or a whole
    /// number.
    package var kinds: ValueKinds {
        specifier.map { ValueKinds($0.valueKind) } ?? .integer
    }
}
