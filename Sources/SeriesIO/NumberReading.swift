internal import Glibc

/// What a value cell holds.
enum NumberReading: Equatable {
    /// A number (possibly NaN or infinite, when written as such).
    case number(Double)
    /// Nothing but spaces: a gap.
    case empty
    /// Text that is not a plain decimal.
    case notANumber
    /// A decimal whose magnitude is beyond `Double.greatestFiniteMagnitude`.
    case tooLarge
}
