import SpanModel

/// Why a date given on the command line cannot be read.
public struct DateArgumentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was found and what was expected, with the remedies it advises as values.
    public var text: ReadMessage

    /// The message in the library's words.
    public var message: String { text.description }

    public var description: String { message }
}
