/// The elements of a JSON text's top-level array, parsed and handed over one at a time, so that
/// a reader of a large array holds one element's tree at a time instead of the whole tree.
///
/// The text is checked exactly as ``JSONTape`` checks it (the same parser, the same messages
/// and places); only the lines seen so far are kept, so memory follows the longest element,
/// not the text.
///
/// ```swift
/// var stream = JSONElementStream(bytes: buffer)
/// if case .array = try stream.open() {
///     while let element = try stream.next() { print(element.kindDescription) }
/// }
/// ```
///
/// - Complexity: O(n) in the text's length over all calls; a place's line and column cost
///   O(1) amortized for places asked in increasing order.
package struct JSONElementStream {
    /// What the text holds at the top level.
    package enum Opening: Equatable {
        /// An array, whose elements ``next()`` hands over; it starts at `offset`.
        case array(offset: Int)
        /// Another value (checked whole), of this kind, starting at `offset`.
        case other(kind: JSONTape.Kind, offset: Int)
    }

    private var parser: JSONParser
    private var isOpen = false
    private var isFinished = false
    private var count = 0
    /// Lines dropped from the parser's line table: the first line it holds is this one plus 1.
    private var linesBefore = 0
    /// The last place located, from which the next one is counted on.
    private var lastOffset = -1
    private var lastLocation = TextPosition(line: 1, column: 1)

    /// Whether the text began with a UTF-8 byte order mark.
    package var hadByteOrderMark: Bool { parser.hadByteOrderMark }

    /// Streams the elements of `bytes`, which must stay valid while the stream is used.
    package init(bytes: UnsafeBufferPointer<UInt8>) {
        parser = JSONParser(bytes: bytes)
    }

    /// Reads up to the top-level value: an array is opened for ``next()``; any other value is
    /// parsed whole, so that a syntax error anywhere in it is reported first.
    ///
    /// - Throws: ``JSONSyntaxError`` for an empty text, or any syntax error in a value that is
    ///   not an array.
    package mutating func open() throws(JSONSyntaxError) -> Opening {
        let bytes = parser.bytes
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            parser.position = 3
            parser.hadByteOrderMark = true
        }
        guard UInt64(bytes.count) <= UInt64(UInt32.max) else {
            throw parser.failure("the text is 4 GiB or more, too large to read", at: 0)
        }
        parser.skipWhitespace()
        if parser.position == bytes.count {
            throw parser.failure("expected a JSON value, found the end of the file (the file is empty)")
        }
        let start = parser.position
        guard bytes[start] == UInt8(ascii: "[") else {
            parser.recordsEntries = false
            try parser.parseValue()
            parser.skipWhitespace()
            if parser.position < bytes.count {
                throw parser.failure(
                    "expected the end of the file after the top-level value, found \(parser.describeHere())")
            }
            isFinished = true
            return .other(kind: Self.kind(startingWith: bytes[start]), offset: start)
        }
        try parser.enter()
        parser.position += 1
        isOpen = true
        return .array(offset: start)
    }

    /// The next element of the array as a tree, or `nil` after the last (having checked that
    /// nothing but white space follows the array).
    ///
    /// - Throws: ``JSONSyntaxError`` for a syntax error in or between elements.
    package mutating func next() throws(JSONSyntaxError) -> JSONNode? {
        guard try advance(building: true) else { return nil }
        return ElementTreeBuilder(entries: parser.entries, bytes: parser.bytes).node(0)
    }

    /// Checks the next element without building it: `false` after the last.
    package mutating func skip() throws(JSONSyntaxError) -> Bool {
        try advance(building: false)
    }

    private mutating func advance(building: Bool) throws(JSONSyntaxError) -> Bool {
        guard isOpen, !isFinished else { return false }
        let bytes = parser.bytes
        parser.entries.removeAll(keepingCapacity: true)
        forgetLines()
        parser.skipWhitespace()
        if count == 0 {
            if parser.position < bytes.count, bytes[parser.position] == UInt8(ascii: "]") {
                try finish()
                return false
            }
        } else {
            guard parser.position < bytes.count else {
                throw parser.failure("expected ',' or ']' after an element, found the end of the file")
            }
            if bytes[parser.position] == UInt8(ascii: "]") {
                try finish()
                return false
            }
            guard bytes[parser.position] == UInt8(ascii: ",") else {
                throw parser.failure("expected ',' or ']' after an element, found \(parser.describeHere())")
            }
            parser.position += 1
            parser.skipWhitespace()
            if parser.position < bytes.count, bytes[parser.position] == UInt8(ascii: "]") {
                throw parser.failure("expected a value, found ']' (a trailing comma?)")
            }
        }
        parser.recordsEntries = building
        try parser.parseValue()
        count += 1
        return true
    }

    /// Past the closing bracket: nothing but white space may follow.
    private mutating func finish() throws(JSONSyntaxError) {
        parser.position += 1
        parser.depth -= 1
        isFinished = true
        parser.skipWhitespace()
        if parser.position < parser.bytes.count {
            throw parser.failure(
                "expected the end of the file after the top-level value, found \(parser.describeHere())")
        }
    }

    /// Keeps only the line the next element starts on (and those after it), so that the line
    /// table grows with an element, not with the text.
    private mutating func forgetLines() {
        let held = parser.lineStarts.count
        guard held > 64 else { return }
        linesBefore += held - 1
        parser.lineStarts.removeFirst(held - 1)
    }

    /// The line of an offset of the element last handed over (or after it), from 1.
    package func line(ofOffset offset: Int) -> Int {
        guard offset >= Int(parser.lineStarts[0]) else {
            return 1 + parser.bytes[0..<max(offset, 0)].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        }
        return linesBefore + LineTable(starts: parser.lineStarts).line(ofOffset: offset)
    }

    /// The line and column (in characters) of an offset of the element last handed over (or
    /// after it): counted on from the place asked before when it is on the same line.
    package mutating func location(ofOffset offset: Int) -> TextPosition {
        let bytes = parser.bytes
        let clamped = min(max(offset, 0), bytes.count)
        guard clamped >= Int(parser.lineStarts[0]) else {
            // Before the lines held (the first elements, asked about once they are behind):
            // counted from the start of the text.
            return LineTable(scanning: bytes).location(ofOffset: clamped, in: Array(bytes[0..<clamped]))
        }
        let table = LineTable(starts: parser.lineStarts)
        let index = table.lineIndex(ofOffset: clamped)
        let lineStart = Int(parser.lineStarts[index])
        let line = linesBefore + index + 1
        var column: Int
        var from: Int
        if lastOffset >= lineStart, lastOffset <= clamped, lastLocation.line == line {
            column = lastLocation.column
            from = lastOffset
        } else {
            column = 1
            from = lineStart
        }
        while from < clamped {
            if bytes[from] & 0xC0 != 0x80 { column += 1 }
            from += 1
        }
        lastOffset = clamped
        lastLocation = TextPosition(line: line, column: column)
        return lastLocation
    }

    private static func kind(startingWith byte: UInt8) -> JSONTape.Kind {
        switch byte {
        case UInt8(ascii: "{"): .object
        case UInt8(ascii: "\""): .string
        case UInt8(ascii: "t"), UInt8(ascii: "f"): .bool
        case UInt8(ascii: "n"): .null
        default: .number
        }
    }
}

/// Builds the tree of one element from the parser's entries and the text.
private struct ElementTreeBuilder {
    let entries: [JSONTape.Entry]
    let bytes: UnsafeBufferPointer<UInt8>

    func node(_ index: Int) -> JSONNode {
        let entry = entries[index]
        let offset = Int(entry.start)
        switch entry.kind {
        case .null: return JSONNode(.null, offset: offset)
        case .bool: return JSONNode(.bool(entry.flags & JSONTape.Entry.isTrue != 0), offset: offset)
        case .number:
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<Int(entry.end)]), as: UTF8.self)
            return JSONNode(.number(JSONNumber(text: text)), offset: offset)
        case .string: return JSONNode(.string(string(entry)), offset: offset)
        case .array:
            var elements: [JSONNode] = []
            elements.reserveCapacity(Int(entry.count))
            var child = index + 1
            for _ in 0..<Int(entry.count) {
                elements.append(node(child))
                child = entries[child].next(at: child)
            }
            return JSONNode(.array(elements), offset: offset)
        case .object:
            var members: [JSONMember] = []
            members.reserveCapacity(Int(entry.count))
            var key = index + 1
            for _ in 0..<Int(entry.count) {
                members.append(
                    JSONMember(key: string(entries[key]), keyOffset: Int(entries[key].start), value: node(key + 1)))
                key = entries[key + 1].next(at: key + 1)
            }
            return JSONNode(.object(JSONObject(members)), offset: offset)
        }
    }

    private func string(_ entry: JSONTape.Entry) -> String {
        let raw = UnsafeBufferPointer(rebasing: bytes[(Int(entry.start) + 1)..<(Int(entry.end) - 1)])
        if !entry.isEscaped { return String(decoding: raw, as: UTF8.self) }
        return JSONTape.decodeEscapes(Array(raw)[...])
    }
}
