import ByteScanning

/// One conversion in a format string, such as `%lld`, `%1$@` or `%.1f`.
package struct FormatSpecifier: Hashable, Sendable {
    /// What kind of value a conversion takes.
    package enum ValueKind: String, Hashable, Sendable {
        /// `%@`: an object, here any text.
        case object
        /// `%d %i %u %o %x %X %D %U %O` (with any length modifier).
        case integer
        /// `%f %F %e %E %g %G %a %A`.
        case floatingPoint
        /// `%c %C`.
        case character
        /// `%s %S`: a C string.
        case cString
        /// `%p`.
        case pointer
    }

    /// The argument position written with `N$`, if any (from 1).
    package var position: Int?
    /// Flags as written (`-`, `+`, space, `#`, `0`, `'`).
    package var flags: String
    /// The width as written (digits or `*`), if any.
    package var width: String?
    /// The precision as written after `.` (digits or `*`), if any.
    package var precision: String?
    /// The length modifier (`h`, `hh`, `l`, `ll`, `q`, `L`, `z`, `t`, `j`), if any.
    package var lengthModifier: String
    /// The conversion character (`@`, `d`, `f`...).
    package var conversion: Character
    /// The specifier exactly as written, `%` included.
    package var text: String

    /// The kind of value the conversion takes.
    package var valueKind: ValueKind {
        switch conversion {
        case "@": .object
        case "d", "i", "u", "o", "x", "X", "D", "U", "O": .integer
        case "f", "F", "e", "E", "g", "G", "a", "A": .floatingPoint
        case "c", "C": .character
        case "s", "S": .cString
        default: .pointer
        }
    }

    /// The specifier without position, flags, width or precision (`lld`, `@`, `f`), the form
    /// a substitution's `formatSpecifier` uses.
    package var signature: String {
        lengthModifier + String(conversion)
    }

    /// The decimals a decimal conversion shows: its precision, or 6 without one (`%f` shows
    /// `1.000000`); `nil` for a conversion that does not take a decimal number.
    package var fractionDigits: Int? {
        guard valueKind == .floatingPoint else { return nil }
        guard let precision else { return 6 }
        // `%.f` shows no decimals; `%.*f` takes its precision from an argument, taken as 1.
        return precision.isEmpty ? 0 : Int(precision) ?? 1
    }

    /// Whether the conversion has a space flag: `% o` in "50% off" and `% d` in "50 % de
    /// remise" are percent signs followed by a word far more often than placeholders.
    package var hasSpaceFlag: Bool {
        flags.utf8.contains(UInt8(ascii: " "))
    }

    /// Whether the conversion, met in text, is a placeholder rather than a percent sign
    /// before a word: every conversion but one with a space flag, and `% @` even with one
    /// (the flag means nothing to an object, so `% @` shows its argument as `%@` does, and no
    /// word starts with `@`).
    package var takesArgumentInText: Bool {
        !hasSpaceFlag || conversion == "@"
    }
}
