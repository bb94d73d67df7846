import ByteScanning

extension JSONTape {
    /// Where the root value ends, when the text up to there is exactly what `writer` writes
    /// for the parsed value with its members in the order they are written; `nil` at the first
    /// difference.
    ///
    /// The writer's member order is not applied: a caller that needs it checks the order of
    /// the keys separately. Every value must start exactly where the writer puts it; a number,
    /// `true`, `false` or `null` is then its own text, and so is a string without escapes, whose
    /// bytes hold no quote, backslash or control character (the only ones the writer escapes).
    /// Only a string with escapes is quoted again to be compared. What follows the root value
    /// (a final newline, say) is left to the caller.
    ///
    /// ```swift
    /// let tape = try JSONTape(parsing: Array("{\n  \"a\": 1\n}".utf8))
    /// tape.layoutEnd(as: .pretty)   // 12, the length of the text
    /// ```
    ///
    /// - Complexity: O(n) in the length of the text, one pass over the tape and the bytes.
    package func layoutEnd(as writer: JSONWriter) -> Int? {
        let keySeparator = Array(writer.keySeparator.utf8)
        // One frame per open array or object: the parser allows no deeper nesting.
        let frames = UnsafeMutableBufferPointer<LayoutChecker.Frame>.allocate(capacity: JSONDocument.maximumDepth + 1)
        defer { frames.deallocate() }
        return entries.withUnsafeBufferPointer { entries in
            bytes.withUnsafeBufferPointer { bytes in
                keySeparator.withUnsafeBufferPointer { keySeparator in
                    LayoutChecker(
                        entries: entries, bytes: bytes, indentation: writer.indentation, keySeparator: keySeparator,
                        blankLineInEmptyContainers: writer.blankLineInEmptyContainers, frames: frames
                    ).end()
                }
            }
        }
    }
}

/// Walks a tape and its bytes together, comparing the bytes between tokens with what a
/// writer puts there.
private struct LayoutChecker {
    let entries: UnsafeBufferPointer<JSONTape.Entry>
    let bytes: UnsafeBufferPointer<UInt8>
    let indentation: Int?
    let keySeparator: UnsafeBufferPointer<UInt8>
    let blankLineInEmptyContainers: Bool
    /// Room for the open containers, innermost last.
    let frames: UnsafeMutableBufferPointer<Frame>

    /// An open array or object, with the children still to come.
    struct Frame {
        var isObject: Bool
        var remaining: Int
    }

    /// The whole walk is one function over local state, so that the cursor and the depth
    /// stay in registers.
    func end() -> Int? {
        let (entries, bytes, frames, keySeparator) = (entries, bytes, frames, keySeparator)
        let indent = indentation ?? 0
        let indents = indentation != nil
        let blankLines = blankLineInEmptyContainers && indents
        var cursor = 0
        var depth = 0
        var index = 0

        @inline(__always) func expect(_ byte: UInt8) -> Bool {
            guard cursor < bytes.count, bytes[cursor] == byte else { return false }
            cursor += 1
            return true
        }
        // A line break and the indentation of `level`, when the writer indents; the spaces
        // eight at a time.
        @inline(__always) func newline(_ level: Int) -> Bool {
            guard indents else { return true }
            let end = cursor + 1 + indent * level
            guard end <= bytes.count, bytes[cursor] == UInt8(ascii: "\n") else { return false }
            var position = cursor + 1
            while position + 8 <= end {
                guard ByteWord.load(bytes, at: position) == ByteWord.repeating(0x20) else { return false }
                position += 8
            }
            while position < end {
                guard bytes[position] == UInt8(ascii: " ") else { return false }
                position += 1
            }
            cursor = end
            return true
        }
        // A string at the cursor, written as the writer quotes it.
        @inline(__always) func string(_ entry: JSONTape.Entry) -> Bool {
            guard Int(entry.start) == cursor else { return false }
            if entry.isEscaped, !Self.isQuotedAsWritten(entry, in: bytes) { return false }
            cursor = Int(entry.end)
            return true
        }
        // A member's key at the cursor, and the key separator after it.
        @inline(__always) func key(at index: Int) -> Bool {
            guard string(entries[index]), cursor + keySeparator.count <= bytes.count else { return false }
            for offset in 0..<keySeparator.count where bytes[cursor + offset] != keySeparator[offset] { return false }
            cursor += keySeparator.count
            return true
        }

        // Each turn checks the value at `index`, nested `depth` deep.
        while true {
            let entry = entries[index]
            guard Int(entry.start) == cursor else { return nil }
            switch entry.kind {
            case .object, .array:
                cursor += 1
                if entry.count == 0 {
                    if blankLines {
                        guard expect(UInt8(ascii: "\n")), newline(depth) else { return nil }
                    }
                    // Only white space lies between an empty container's brackets, so the
                    // closing one is the first other byte.
                    let closing = entry.kind == .object ? UInt8(ascii: "}") : UInt8(ascii: "]")
                    guard cursor < bytes.count, bytes[cursor] == closing else { return nil }
                    cursor += 1
                    index += 1
                } else {
                    let isObject = entry.kind == .object
                    guard depth < frames.count else { return nil }
                    frames[depth] = Frame(isObject: isObject, remaining: Int(entry.count))
                    depth += 1
                    guard newline(depth) else { return nil }
                    index += 1
                    if isObject {
                        guard key(at: index) else { return nil }
                        index += 1
                    }
                    continue
                }
            case .string:
                guard string(entry) else { return nil }
                index += 1
            case .null, .bool, .number:
                cursor = Int(entry.end)
                index += 1
            }
            // The value is done: go on to its next sibling, or close the containers it ends.
            while depth > 0 {
                frames[depth - 1].remaining -= 1
                let frame = frames[depth - 1]
                if frame.remaining > 0 {
                    guard expect(UInt8(ascii: ",")), newline(depth) else { return nil }
                    if frame.isObject {
                        guard key(at: index) else { return nil }
                        index += 1
                    }
                    break
                }
                depth -= 1
                guard newline(depth), expect(frame.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else { return nil }
            }
            if depth == 0 { return cursor }
        }
    }

    /// Whether an escaped string's bytes are what the writer writes for its text.
    private static func isQuotedAsWritten(_ entry: JSONTape.Entry, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = Int(entry.start)
        let end = Int(entry.end)
        let text = JSONTape.decodeEscapes(ArraySlice(UnsafeBufferPointer(rebasing: bytes[(start + 1)..<(end - 1)])))
        var quoted = ""
        JSONWriter.appendQuoted(text, into: &quoted)
        return quoted.utf8.elementsEqual(UnsafeBufferPointer(rebasing: bytes[start..<end]))
    }
}
