import SpanModel

/// A `--date-format` pattern that is not valid, and where in it the problem is.
public struct DatePatternError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The pattern as given.
    public var pattern: String

    /// The character offset in the pattern (from 0) where the problem starts.
    public var offset: Int

    /// What is wrong, as a sentence without a final full stop.
    public var message: String

    /// `the date format 'pattern' …: message`.
    public var description: String {
        "the date format \(CellText.quoted(pattern)) cannot be used: \(message)"
    }
}
