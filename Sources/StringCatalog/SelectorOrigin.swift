/// How the argument that chooses a set of plural forms was found.
package enum SelectorOrigin: Hashable, Sendable {
    /// A substitution's own argument: its `argNum`, or the place of its token.
    case substitution
    /// The first number a form of the set shows (its `other` form's first).
    case ownNumber
    /// The number the source text counts with: no form of this text shows one.
    case source
    /// Nothing shows a number: the first argument, which the renderer then chooses by.
    case firstArgument
}
