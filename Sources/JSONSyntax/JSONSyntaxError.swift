import ByteScanning

/// A parse failure: where it happened and what was expected there.
public struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Where the parser stopped.
    public var location: SourceLocation

    /// The byte offset where the parser stopped.
    public var offset: Int

    /// What was wrong, as a sentence fragment ("expected ',' or '}' after a member, found 'x'").
    public var message: String

    /// `line:column: message`.
    public var description: String { "\(location): \(message)" }
}
