import ByteScanning

/// A part of a parsed format string.
package enum FormatSegment: Hashable, Sendable {
    /// Text shown as it is (`%%` already turned into `%`).
    case literal(String)
    /// A conversion that takes an argument.
    case specifier(FormatSpecifier)
    /// `%#@name@`: a named substitution; `%2$#@name@` gives the argument it counts with.
    case substitution(String, position: Int? = nil)
    /// `%arg`: the substitution's own argument, inside a substitution's form.
    case substitutionArgument
}
