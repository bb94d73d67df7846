import SpanModel

/// Why a date given on the command line cannot be read.
public struct DateArgumentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was found and what was expected.
    public var message: String

    public var description: String { message }
}
