import ByteScanning

/// A parse failure: where it happened and what was expected there.
package struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Where the parser stopped.
    package var location: TextPosition

    /// The byte offset where the parser stopped.
    package var offset: Int

    /// What was wrong, as a sentence fragment ("expected ',' or '}' after a member, found 'x'").
    package var message: String

    /// `line:column: message`.
    package var description: String { "\(location): \(message)" }
}
