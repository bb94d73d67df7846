import ByteScanning

/// A parsed JSON text: the tree, and the source it came from for turning offsets into lines.
///
/// The parser follows RFC 8259 strictly (no comments, no trailing commas, no leading zeros,
/// no raw control characters in strings, valid UTF-8 only), except that a UTF-8 byte order mark
/// at the very start is skipped. Nesting deeper than ``maximumDepth`` is refused rather than
/// exhausting the stack.
///
/// The text is parsed into a ``JSONTape`` first and the tree built from it; a reader that only
/// walks the text once can use the tape and skip the tree.
///
/// - Complexity: O(n) in the length of the text.
package struct JSONDocument: Sendable {
    /// The deepest nesting of arrays and objects accepted.
    package static let maximumDepth = 512

    /// The root node.
    package var root: JSONNode

    /// Whether the text began with a UTF-8 byte order mark.
    package var hadByteOrderMark: Bool

    private let lines: LineTable
    private let bytes: [UInt8]

    /// Parses `bytes` as one JSON text.
    package init(parsing bytes: [UInt8]) throws(JSONSyntaxError) {
        self.init(try JSONTape(parsing: bytes))
    }

    /// Builds the tree of a parsed tape.
    ///
    /// - Complexity: O(n) in the number of values.
    package init(_ tape: JSONTape) {
        var builder = TreeBuilder(tape: tape)
        self.root = builder.node(tape.root)
        self.hadByteOrderMark = tape.hadByteOrderMark
        self.lines = tape.lines
        self.bytes = tape.bytes
    }

    /// The line and column of a byte offset in the source.
    ///
    /// - Complexity: O(log lines + column). For many offsets on one long line, use
    ///   ``locator()``.
    package func location(ofOffset offset: Int) -> TextPosition {
        lines.location(ofOffset: offset, in: bytes)
    }

    /// The line of a byte offset in the source, from 1.
    ///
    /// - Complexity: O(log lines): the line's bytes are not read.
    package func line(ofOffset offset: Int) -> Int {
        lines.line(ofOffset: offset)
    }

    /// A locator for many offsets of this text, asked in increasing order.
    package func locator() -> SourceLocator {
        SourceLocator(lines: lines, bytes: bytes)
    }
}

/// Builds ``JSONNode`` trees from a tape, decoding each string once.
private struct TreeBuilder {
    let tape: JSONTape

    mutating func node(_ node: JSONTape.Node) -> JSONNode {
        let offset = tape.offset(of: node)
        switch tape.kind(of: node) {
        case .null:
            return JSONNode(.null, offset: offset)
        case .bool:
            return JSONNode(.bool(tape.bool(node) ?? false), offset: offset)
        case .number:
            return JSONNode(.number(tape.number(node) ?? JSONNumber(0)), offset: offset)
        case .string:
            return JSONNode(.string(tape.string(node)), offset: offset)
        case .array:
            var elements: [JSONNode] = []
            elements.reserveCapacity(tape.count(of: node))
            for element in tape.elements(of: node) { elements.append(self.node(element)) }
            return JSONNode(.array(elements), offset: offset)
        case .object:
            var members: [JSONMember] = []
            members.reserveCapacity(tape.count(of: node))
            for member in tape.members(of: node) {
                members.append(
                    JSONMember(
                        key: tape.string(member.key), keyOffset: tape.offset(of: member.key),
                        value: self.node(member.value)))
            }
            return JSONNode(.object(JSONObject(members)), offset: offset)
        }
    }
}
