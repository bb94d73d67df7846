/// Why a text is not well-formed XML, and where.
package struct XMLSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The byte offset where reading stopped.
    package var offset: Int
    /// What was wrong, as a sentence fragment ("expected '>' to close the tag 'key', found 'x'").
    package var message: String

    /// Creates an error.
    package init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }

    package var description: String { "at byte \(offset): \(message)" }
}
