import FileIO
import JSONSyntax
import StringCatalog

/// Xcode's exact layout for String Catalogs: how to write a catalog in it, and whether a file
/// already is in it.
///
/// The layout is two-space indentation, `"key" : value`, every object's keys in
/// ``XcodeKeyOrder``, an empty object as `{`, a blank line and `}`, non-ASCII text and `/` raw,
/// and no newline after the final brace. Content never changes: strings, numbers (as written)
/// and the members themselves are kept; only whitespace, escapes and member order do.
///
/// ```swift
/// let layout = try XcodeLayout()
/// let bytes = try layout.formatted(document, source: source, trailingNewline: .preserve)
/// ```
///
/// A catalog with a key repeated in one object is refused: Xcode keeps only one of them, and
/// writing both back would hide the problem.
public struct XcodeLayout: Sendable {
    /// What to do with a newline after the final brace.
    public enum TrailingNewline: Sendable, Hashable {
        /// Xcode's own way: none.
        case omit
        /// Keep one if the file had one. Teams that run an end-of-file fixer add it, and Xcode
        /// accepts it, so a file ending in one newline is still in the layout.
        case preserve
    }

    /// The key order.
    package let order: XcodeKeyOrder

    /// Opens the collation the key order needs.
    package init() throws(KeyOrderError) {
        order = try XcodeKeyOrder()
    }

    /// Uses an already opened key order.
    package init(order: XcodeKeyOrder) {
        self.order = order
    }

    /// The writer for Xcode's layout.
    package var writer: JSONWriter {
        let order = order
        return JSONWriter.xcode(order: { order.areInIncreasingOrder($0, $1) })
    }

    /// The document's text in Xcode's layout.
    ///
    /// - Parameters:
    ///   - document: the parsed catalog.
    ///   - source: the bytes the document was parsed from, consulted for its final newline.
    ///   - trailingNewline: whether to keep a final newline the source has.
    /// - Throws: ``LayoutError/repeatedKey(_:location:)`` when an object repeats a key.
    /// - Complexity: O(n log n) in the number of members.
    package func formatted(
        _ document: JSONDocument, source: [UInt8], trailingNewline: TrailingNewline
    ) throws(LayoutError) -> [UInt8] {
        if let repeated = Self.firstRepeatedMember(in: document.root) {
            throw .repeatedKey(repeated.key, location: FileLocation(document.location(ofOffset: repeated.keyOffset)))
        }
        var text = writer.string(from: document.root.value)
        if trailingNewline == .preserve, Self.endsWithOneNewline(source) {
            text.append("\n")
        }
        return Array(text.utf8)
    }

    /// Where a parsed file departs from Xcode's layout, or `nil` when it is in it.
    ///
    /// A key out of order is reported at that key; any other difference at its first byte,
    /// with the line as Xcode would write it. A single newline at the end is accepted.
    ///
    /// - Complexity: O(n) for a file in the layout (one walk of the tape and the bytes
    ///   together); O(n log n) in the number of members for one that is not.
    package func firstDeparture(in tape: JSONTape) -> LayoutDeparture? {
        // The file is in the layout when its keys are in order and its bytes are what the
        // writer puts around them; most files are, and for them this is one pass over the
        // keys and one over the tape and the bytes, with nothing written.
        let outOfOrder = firstMemberOutOfOrder(in: tape)
        if outOfOrder == nil, let end = tape.layoutEnd(as: writer) {
            let count = tape.bytes.count
            if end == count || (end == count - 1 && Self.endsWithOneNewline(tape.bytes)) { return nil }
        }
        if let (key, previous) = outOfOrder {
            return LayoutDeparture(
                location: FileLocation(tape.location(ofOffset: tape.offset(of: key))),
                message: "the key \"\(tape.string(key))\" comes after \"\(previous)\", but Xcode sorts it before")
        }
        // The keys are in order: the layout is the file's own members written the way Xcode
        // writes them, compared as they are written, up to the first difference (the first
        // line of a file written by another tool, however long the file is).
        return departure(writingInOrder: tape)
    }

    /// The first difference between the file and its tape written in Xcode's layout, members
    /// in the order they are written, found while writing: only the text up to the
    /// difference and the rest of its line is written.
    ///
    /// - Complexity: O(offset of the first difference).
    private func departure(writingInOrder tape: JSONTape) -> LayoutDeparture? {
        let source = tape.bytes
        var actual = source[...]
        if Self.endsWithOneNewline(source) { actual = actual.dropLast() }
        var writer = ComparingWriter(tape: tape, actual: actual)
        writer.write(tape.root, level: 0)
        let expected = writer.expected
        guard let offset = writer.firstDifference ?? (expected.count < actual.count ? expected.count : nil) else {
            return nil
        }
        let location = FileLocation(tape.location(ofOffset: offset))
        let hadByteOrderMark = tape.hadByteOrderMark
        let found = Self.line(containing: offset, in: Array(actual))
        let wanted = Self.line(containing: offset, in: expected)
        let expectedEnded = writer.isComplete && offset >= expected.count
        let message: String
        if offset == 0, hadByteOrderMark {
            message = "the file starts with a byte order mark, which Xcode does not write"
        } else if offset >= actual.count {
            message = "the file ends early: Xcode writes this line as \(Self.quote(wanted))"
        } else if expectedEnded {
            message = "Xcode's layout ends here, but the file goes on with \(Self.quote(found))"
        } else {
            message = "Xcode writes this line as \(Self.quote(wanted)), the file has \(Self.quote(found))"
        }
        return LayoutDeparture(location: location, message: message)
    }

    /// Where the catalog at `path` (`-` for standard input) first departs from Xcode's layout,
    /// or `nil` when it is in it: ``firstDeparture(in:)`` for a file, read as the check reads
    /// catalogs.
    ///
    /// - Throws: ``LayoutError/unreadable(_:)`` when the file cannot be read,
    ///   ``LayoutError/invalidJSON(_:)`` when it is not JSON.
    package func firstDeparture(inFileAtPath path: String) throws(LayoutError) -> LayoutDeparture? {
        let source: [UInt8]
        do {
            source = try CatalogFile.contents(of: path, describedAs: "catalog")
        } catch {
            throw .unreadable(error)
        }
        let tape: JSONTape
        do {
            tape = try JSONTape(parsing: source)
        } catch {
            throw .invalidJSON(error)
        }
        try Self.requireCatalog(tape, path: path)
        return firstDeparture(in: tape)
    }

    /// Rewrites the catalog at `path` in Xcode's layout, through ``FileIO/OutputFile``: a
    /// temporary file beside it, synced and renamed into place keeping the catalog's
    /// permissions and owner (a symbolic link is followed and kept), so a failure leaves the
    /// file as it was. With a `batch`, the rewritten file is only prepared, and put in place
    /// with the batch's other outputs (every catalog of one command, or none).
    ///
    /// - Returns: whether the file's bytes changed (an unchanged file is not written).
    /// - Throws: ``LayoutError`` when the file cannot be read, parsed or written.
    @discardableResult
    package func rewriteFile(
        atPath path: String, trailingNewline: TrailingNewline = .preserve, in batch: OutputBatch? = nil
    ) throws(LayoutError) -> Bool {
        let source: [UInt8]
        do {
            source = try CatalogFile.contents(of: path, describedAs: "catalog")
        } catch {
            throw .unreadable(error)
        }
        let document: JSONDocument
        let tape: JSONTape
        do {
            document = try JSONDocument(parsing: source)
            tape = try JSONTape(parsing: source)
        } catch {
            throw .invalidJSON(error)
        }
        try Self.requireCatalog(tape, path: path)
        let formatted = try formatted(document, source: source, trailingNewline: trailingNewline)
        if formatted == source { return false }
        do {
            if let batch {
                let output = try OutputFile(path: path)
                try output.write(formatted)
                try batch.add(output)
            } else {
                try OutputFile.write(formatted, to: path)
            }
        } catch {
            throw .unwritable(error)
        }
        return true
    }

    /// Refuses JSON that is not a String Catalog (an array, an object without `strings`): its
    /// layout is not Xcode's to check, and rewriting it would change a file that is not one.
    private static func requireCatalog(_ tape: JSONTape, path: String) throws(LayoutError) {
        do {
            _ = try CatalogDocument(tape: tape, path: path)
        } catch {
            throw .notCatalog(error)
        }
    }

    /// The earliest key (by position) that sorts before the key written just before it, and
    /// that previous key.
    private func firstMemberOutOfOrder(in tape: JSONTape) -> (JSONTape.Node, previous: String)? {
        var earliest: JSONTape.Node?
        var earliestPrevious: JSONTape.Node?
        // Every object on the tape, in document order: each key is compared with the one
        // before it, found by skipping the previous member's value.
        for index in 0..<tape.nodeCount {
            let node = JSONTape.Node(index: index)
            guard tape.kind(of: node) == .object else { continue }
            var previous = JSONTape.Node(index: index + 1)
            for _ in 1..<max(1, tape.count(of: node)) {
                let key = tape.nodeAfter(JSONTape.Node(index: previous.index + 1))
                defer { previous = key }
                guard order.compare(in: tape, previous, key) > 0 else { continue }
                if earliest.map({ key < $0 }) ?? true { (earliest, earliestPrevious) = (key, previous) }
                break
            }
        }
        guard let earliest, let earliestPrevious else { return nil }
        return (earliest, tape.string(earliestPrevious))
    }

    static func firstRepeatedMember(in node: JSONNode) -> JSONMember? {
        switch node.value {
        case .object(let object):
            if let repeated = object.repeatedMembers.first { return repeated }
            for member in object.members {
                if let repeated = firstRepeatedMember(in: member.value) { return repeated }
            }
            return nil
        case .array(let elements):
            for element in elements {
                if let repeated = firstRepeatedMember(in: element) { return repeated }
            }
            return nil
        default:
            return nil
        }
    }

    static func endsWithOneNewline(_ bytes: [UInt8]) -> Bool {
        bytes.last == UInt8(ascii: "\n") && (bytes.count < 2 || bytes[bytes.count - 2] != UInt8(ascii: "\n"))
    }

    /// The line holding `offset`, at most 60 characters.
    static func line(containing offset: Int, in bytes: [UInt8]) -> String {
        guard offset < bytes.count else { return "" }
        var start = offset
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var end = offset
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        let line = String(decoding: bytes[start..<end], as: UTF8.self)
        return line.count > 60 ? String(line.prefix(57)) + "..." : line
    }

    static func quote(_ line: String) -> String {
        line.isEmpty ? "an empty line" : "'\(line)'"
    }
}

/// Writes a tape in Xcode's layout, members in the order they are written, comparing each
/// byte with the file's as it goes: it stops at the end of the line where the first
/// difference is, so a file written by another tool costs a line, not a whole rewrite.
private struct ComparingWriter {
    let tape: JSONTape
    let actual: ArraySlice<UInt8>
    /// What Xcode writes, up to the end of the line of the first difference.
    private(set) var expected: [UInt8] = []
    /// The offset of the first byte that differs, once found.
    private(set) var firstDifference: Int?
    /// Whether the whole document was written (no difference stopped it).
    private(set) var isComplete = false
    private var stopped = false

    init(tape: JSONTape, actual: ArraySlice<UInt8>) {
        self.tape = tape
        self.actual = actual
    }

    mutating func append(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            guard !stopped else { return }
            let offset = expected.count
            expected.append(byte)
            if firstDifference == nil {
                if offset >= actual.count || actual[actual.startIndex + offset] != byte { firstDifference = offset }
            } else if byte == UInt8(ascii: "\n") {
                // The line of the difference is written whole: enough to show it.
                stopped = true
            }
        }
    }

    mutating func newline(_ level: Int) {
        append([UInt8(ascii: "\n")])
        append(repeatElement(UInt8(ascii: " "), count: 2 * level))
    }

    mutating func write(_ node: JSONTape.Node, level: Int) {
        writeValue(node, level: level)
        if level == 0, !stopped { isComplete = true }
    }

    private mutating func writeValue(_ node: JSONTape.Node, level: Int) {
        guard !stopped else { return }
        switch tape.kind(of: node) {
        case .null: append("null".utf8)
        case .bool: append((tape.bool(node) == true ? "true" : "false").utf8)
        case .number: append(tape.bytes[tape.offset(of: node)..<tape.endOffset(of: node)])
        case .string: writeString(node)
        case .array:
            let elements = tape.elements(of: node)
            guard elements.count > 0 else {
                append("[\n\n".utf8)
                append(repeatElement(UInt8(ascii: " "), count: 2 * level))
                append("]".utf8)
                return
            }
            append("[".utf8)
            for (index, element) in elements.enumerated() {
                guard !stopped else { return }
                if index > 0 { append(",".utf8) }
                newline(level + 1)
                writeValue(element, level: level + 1)
            }
            newline(level)
            append("]".utf8)
        case .object:
            let members = tape.members(of: node)
            guard !members.isEmpty else {
                append("{\n\n".utf8)
                append(repeatElement(UInt8(ascii: " "), count: 2 * level))
                append("}".utf8)
                return
            }
            append("{".utf8)
            for (index, member) in members.enumerated() {
                guard !stopped else { return }
                if index > 0 { append(",".utf8) }
                newline(level + 1)
                writeString(member.key)
                append(" : ".utf8)
                writeValue(member.value, level: level + 1)
            }
            newline(level)
            append("}".utf8)
        }
    }

    /// A string as the writer quotes it: as written when it has no escape (its bytes then hold
    /// no quote, backslash or control character), quoted again otherwise.
    private mutating func writeString(_ node: JSONTape.Node) {
        if tape.hasEscapes(node) {
            var quoted = ""
            JSONWriter.appendQuoted(tape.string(node), into: &quoted)
            append(quoted.utf8)
        } else {
            append([UInt8(ascii: "\"")])
            append(tape.rawContents(of: node))
            append([UInt8(ascii: "\"")])
        }
    }
}
