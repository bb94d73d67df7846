import ByteScanning

/// A part of a value that stands for an argument: a conversion (`%lld`, `%2$@`), a
/// substitution's token (`%#@count@`) or a substitution's own argument inside one of its forms
/// (`%arg`), with the argument it was resolved to.
package struct Placeholder: Hashable, Sendable {
    /// What the placeholder is.
    package enum Role: Hashable, Sendable {
        /// A conversion such as `%lld`.
        case conversion(FormatSpecifier)
        /// `%#@name@`: the substitution named `name`.
        case token(String)
        /// `%arg`: the substitution's own argument, inside one of its forms.
        case substitutionArgument
    }

    /// What the placeholder is.
    package var role: Role
    /// The argument it shows (a token: the one its substitution counts with), from 1; `nil`
    /// for a token whose substitution the localization does not define.
    package var argument: Int?
    /// The kinds of value it takes (a token's or `%arg`'s: its substitution's `formatSpecifier`,
    /// a whole number when none is given).
    package var kinds: ValueKinds
    /// The decimals it shows, for a decimal number.
    package var fractionDigits: Int?
    /// The placeholder as written: `%1$@`, `%#@count@`, `%arg`.
    package var text: String
    /// Where it is written in its value, in UTF-8 bytes.
    package var bytes: Range<Int>

    /// The part of a format template it is.
    package var segment: FormatSegment {
        switch role {
        case .conversion(let specifier): .specifier(specifier)
        case .token(let name): .substitution(name)
        case .substitutionArgument: .substitutionArgument
        }
    }

    /// Whether it is a conversion (not a token or `%arg`).
    package var isConversion: Bool {
        if case .conversion = role { return true }
        return false
    }

    /// Whether it is a conversion with a position (`%2$@`).
    package var isNumbered: Bool {
        if case .conversion(let specifier) = role { return specifier.position != nil }
        return false
    }

    /// The conversion, when the placeholder is one.
    package var specifier: FormatSpecifier? {
        if case .conversion(let specifier) = role { return specifier }
        return nil
    }
}
