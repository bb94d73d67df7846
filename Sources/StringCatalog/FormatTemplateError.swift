import ByteScanning

/// Why a format string cannot be used.
package struct FormatTemplateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    package enum Reason: Hashable, Sendable {
        /// A `%` with nothing after it.
        case loneTrailingPercent
        /// A `%` followed by something that is not a conversion.
        case unknownDirective(String)
        /// `%n`, which writes to memory and is never allowed.
        case writesToMemory
        /// A `%#@` without a closing `@`.
        case unterminatedSubstitution
        /// `%N$` with N beyond ``FormatTemplate/highestArgumentPosition``; the text up to `$`.
        case positionTooHigh(String)
    }

    /// What is wrong.
    package var reason: Reason
    /// Where, as an offset in Unicode scalars from the start of the text.
    package var scalarOffset: Int

    package var description: String {
        switch reason {
        case .loneTrailingPercent:
            "a lone '%' at the end (write '%%' for a percent sign)"
        case .unknownDirective(let text):
            "'\(text)' is not a format specifier (write '%%' for a percent sign)"
        case .writesToMemory:
            "'%n' is not allowed in copy"
        case .unterminatedSubstitution:
            "'%#@' starts a substitution name that never ends with '@'"
        case .positionTooHigh(let text):
            "'\(text)$' names an argument beyond the \(FormatTemplate.highestArgumentPosition)th"
        }
    }
}
