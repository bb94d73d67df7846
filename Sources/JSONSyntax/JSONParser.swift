import ByteScanning

/// The one JSON parser: it checks the grammar and records each value on a tape.
struct JSONParser {
    struct Output {
        var entries: [JSONTape.Entry]
        var lineStarts: [UInt32]
        var hadByteOrderMark: Bool
    }

    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    var depth = 0
    var hadByteOrderMark = false
    var entries: [JSONTape.Entry] = []
    var lineStarts: [UInt32] = [0]
    /// Whether values are recorded on the tape; a stream checks the text it skips without.
    var recordsEntries = true
    /// Whether the starts of lines are recorded; a tape finds them when first asked instead.
    var recordsLines = true

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func parseDocument() throws(JSONSyntaxError) -> Output {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            position = 3
            hadByteOrderMark = true
        }
        guard UInt64(bytes.count) <= UInt64(UInt32.max) else {
            throw failure("the text is 4 GiB or more, too large to read", at: 0)
        }
        // A catalog in Xcode's layout has about one value per 20 bytes; reserving close to
        // that avoids copying a large tape as it grows.
        entries.reserveCapacity(bytes.count / 20 + 16)
        if recordsLines { lineStarts.reserveCapacity(bytes.count / 64 + 16) }
        skipWhitespace()
        if position == bytes.count {
            throw failure("expected a JSON value, found the end of the file (the file is empty)")
        }
        try parseValue()
        skipWhitespace()
        if position < bytes.count {
            throw failure("expected the end of the file after the top-level value, found \(describeHere())")
        }
        return Output(entries: entries, lineStarts: lineStarts, hadByteOrderMark: hadByteOrderMark)
    }

    func failure(_ message: String, at offset: Int? = nil) -> JSONSyntaxError {
        let errorOffset = offset ?? position
        let source = Array(bytes)
        let location = LineTable(scanning: bytes).location(ofOffset: errorOffset, in: source)
        return JSONSyntaxError(location: location, offset: errorOffset, message: message)
    }

    func describeHere() -> String {
        guard position < bytes.count else { return "the end of the file" }
        let byte = bytes[position]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        switch byte {
        case 0x20: return "a space"
        case 0x0A: return "a line break"
        case 0x09: return "a tab"
        default: return "byte 0x" + String(byte, radix: 16, uppercase: true)
        }
    }

    /// Skips spaces, tabs and line breaks, noting where each line starts: outside strings is
    /// the only place a valid text has line breaks, so this sees all of them.
    @inline(__always)
    mutating func skipWhitespace() {
        // Most calls find a token at once, or one space before it (`"key" : value`); only
        // line breaks and indentation go to the loop.
        if position < bytes.count {
            let byte = bytes[position]
            if byte > 0x20 { return }
            if byte == 0x20, position + 1 < bytes.count, bytes[position + 1] > 0x20 {
                position += 1
                return
            }
        }
        skipWhitespaceRun()
    }

    mutating func skipWhitespaceRun() {
        // A local cursor keeps the loop in registers: indentation is most of a catalog's bytes,
        // so runs of spaces are skipped eight at a time.
        var index = position
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == 0x0A {
                index += 1
                if recordsLines { lineStarts.append(UInt32(truncatingIfNeeded: index)) }
            } else if byte == 0x20 {
                index += 1
            } else if byte == 0x09 || byte == 0x0D {
                index += 1
                continue
            } else {
                break
            }
            // After a line break or a space, the spaces that follow.
            while index + 8 <= count, ByteWord.load(bytes, at: index) == ByteWord.repeating(0x20) { index += 8 }
            while index < count, bytes[index] == 0x20 { index += 1 }
        }
        position = index
    }

    /// Whether eight bytes are all printable ASCII other than `"` and `\`: string contents
    /// that need no attention, tested at once (any byte below 0x20, at or above 0x80, or equal
    /// to one of the two fails).
    @inline(__always)
    static func isPlainText(_ word: UInt64) -> Bool {
        guard word & ByteWord.highBits == 0, !ByteWord.hasASCIIByte(below: 0x20, in: word) else { return false }
        return !ByteWord.contains(0x22, in: word) && !ByteWord.contains(0x5C, in: word)
    }

    private mutating func append(_ kind: JSONTape.Kind, start: Int, flags: UInt8 = 0) {
        guard recordsEntries else { return }
        entries.append(
            JSONTape.Entry(
                start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: position), kind: kind,
                flags: flags))
    }

    mutating func parseValue() throws(JSONSyntaxError) {
        let start = position
        guard position < bytes.count else {
            throw failure("expected a value, found the end of the file")
        }
        switch bytes[position] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            let isObject = bytes[position] == UInt8(ascii: "{")
            let index = entries.count
            append(isObject ? .object : .array, start: start)
            let count = isObject ? try parseObject() : try parseArray()
            guard recordsEntries else { return }
            guard count <= JSONTape.Entry.maximumCount else {
                throw failure(
                    "\(isObject ? "an object" : "an array") holds more than \(JSONTape.Entry.maximumCount) values, too many to read",
                    at: start)
            }
            entries[index].count = UInt32(truncatingIfNeeded: count)
            entries[index].reach = UInt32(truncatingIfNeeded: entries.count)
        case UInt8(ascii: "\""):
            let flags = try parseString()
            append(.string, start: start, flags: flags)
        case UInt8(ascii: "t"):
            try expectWord("true")
            append(.bool, start: start, flags: JSONTape.Entry.isTrue)
        case UInt8(ascii: "f"):
            try expectWord("false")
            append(.bool, start: start)
        case UInt8(ascii: "n"):
            try expectWord("null")
            append(.null, start: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try parseNumber()
            append(.number, start: start)
        default:
            throw failure(
                "expected a value (an object, array, string, number, true, false or null), found \(describeHere())")
        }
    }

    mutating func expectWord(_ word: StaticString) throws(JSONSyntaxError) {
        let start = position
        let matches = word.withUTF8Buffer { text in
            guard position + text.count <= bytes.count else { return false }
            for index in 0..<text.count where bytes[position + index] != text[index] { return false }
            return true
        }
        if matches {
            position += word.utf8CodeUnitCount
            return
        }
        throw failure("expected '\(word)', found \(describeHere())", at: start)
    }

    mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > JSONDocument.maximumDepth {
            throw failure("arrays and objects are nested more than \(JSONDocument.maximumDepth) deep")
        }
    }

    /// The key of the string entry at `index`, for messages.
    private func key(from start: Int, to end: Int, flags: UInt8) -> String {
        let raw = ArraySlice(UnsafeBufferPointer(rebasing: bytes[(start + 1)..<(end - 1)]))
        return flags & JSONTape.Entry.escaped != 0 ? JSONTape.decodeEscapes(raw) : String(decoding: raw, as: UTF8.self)
    }

    /// Parses an object's members onto the tape; returns how many there are.
    mutating func parseObject() throws(JSONSyntaxError) -> Int {
        try enter()
        defer { depth -= 1 }
        position += 1
        var count = 0
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
            position += 1
            return count
        }
        while true {
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
                if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
                    throw failure("expected a member name in double quotes, found '}' (a trailing comma?)")
                }
                throw failure("expected a member name in double quotes, found \(describeHere())")
            }
            let keyOffset = position
            let flags = try parseString()
            let keyEnd = position
            append(.string, start: keyOffset, flags: flags)
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
                let key = key(from: keyOffset, to: keyEnd, flags: flags)
                throw failure("expected ':' after the member name \"\(key)\", found \(describeHere())")
            }
            position += 1
            skipWhitespace()
            try parseValue()
            count += 1
            skipWhitespace()
            guard position < bytes.count else {
                throw failure("expected ',' or '}' after a member, found the end of the file")
            }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
                continue
            }
            if bytes[position] == UInt8(ascii: "}") {
                position += 1
                return count
            }
            throw failure("expected ',' or '}' after a member, found \(describeHere())")
        }
    }

    /// Parses an array's elements onto the tape; returns how many there are.
    mutating func parseArray() throws(JSONSyntaxError) -> Int {
        try enter()
        defer { depth -= 1 }
        position += 1
        var count = 0
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
            position += 1
            return count
        }
        while true {
            skipWhitespace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
                throw failure("expected a value, found ']' (a trailing comma?)")
            }
            try parseValue()
            count += 1
            skipWhitespace()
            guard position < bytes.count else {
                throw failure("expected ',' or ']' after an element, found the end of the file")
            }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
                continue
            }
            if bytes[position] == UInt8(ascii: "]") {
                position += 1
                return count
            }
            throw failure("expected ',' or ']' after an element, found \(describeHere())")
        }
    }

    mutating func parseNumber() throws(JSONSyntaxError) {
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        guard position < bytes.count, isDigit(bytes[position]) else {
            throw failure("expected a digit in the number, found \(describeHere())")
        }
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
            if position < bytes.count, isDigit(bytes[position]) {
                throw failure("a number cannot have a leading zero")
            }
        } else {
            while position < bytes.count, isDigit(bytes[position]) { position += 1 }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard position < bytes.count, isDigit(bytes[position]) else {
                throw failure("expected a digit after the decimal point, found \(describeHere())")
            }
            while position < bytes.count, isDigit(bytes[position]) { position += 1 }
        }
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            guard position < bytes.count, isDigit(bytes[position]) else {
                throw failure("expected a digit in the exponent, found \(describeHere())")
            }
            while position < bytes.count, isDigit(bytes[position]) { position += 1 }
        }
    }

    /// Checks a string from its opening quote to just past its closing one; returns its tape
    /// flags (escapes, bytes outside ASCII).
    mutating func parseString() throws(JSONSyntaxError) -> UInt8 {
        let open = position
        position += 1
        var flags: UInt8 = 0
        while true {
            // Printable ASCII other than the quote and the backslash needs no attention.
            var index = position
            let count = bytes.count
            while index + 8 <= count, Self.isPlainText(ByteWord.load(bytes, at: index)) { index += 8 }
            while index < count {
                let byte = bytes[index]
                guard byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") else { break }
                index += 1
            }
            position = index
            guard position < bytes.count else {
                throw failure("expected a closing '\"' for the string that starts here", at: open)
            }
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return flags
            case UInt8(ascii: "\\"):
                flags |= JSONTape.Entry.escaped
                position += 1
                try parseEscape()
            case 0x00..<0x20:
                throw failure("a string cannot contain a raw control character (write it as an escape such as \\n)")
            default:
                flags |= JSONTape.Entry.nonASCII
                try skipUTF8Sequence()
            }
        }
    }

    mutating func parseEscape() throws(JSONSyntaxError) {
        guard position < bytes.count else {
            throw failure("expected an escape after '\\', found the end of the file")
        }
        let byte = bytes[position]
        position += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            return
        case UInt8(ascii: "u"):
            let first = try parseHex4()
            if (0xD800..<0xDC00).contains(first) {
                guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                    bytes[position + 1] == UInt8(ascii: "u")
                else {
                    throw failure("expected a low surrogate escape (\\uDC00 to \\uDFFF) after a high surrogate")
                }
                position += 2
                let second = try parseHex4()
                guard (0xDC00..<0xE000).contains(second) else {
                    throw failure("expected a low surrogate (\\uDC00 to \\uDFFF) after a high surrogate")
                }
                return
            }
            guard Unicode.Scalar(first) != nil else {
                throw failure(
                    "a lone low surrogate (\\u\(String(first, radix: 16, uppercase: true))) is not a character")
            }
        default:
            position -= 2
            let shown = byte >= 0x21 && byte < 0x7F ? String(Character(Unicode.Scalar(byte))) : "?"
            throw failure("expected an escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX), found '\\\(shown)'")
        }
    }

    mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard position < bytes.count else {
                throw failure("expected four hexadecimal digits after \\u, found the end of the file")
            }
            let byte = bytes[position]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - 0x30)
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - 0x61 + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - 0x41 + 10)
            default: throw failure("expected four hexadecimal digits after \\u, found \(describeHere())")
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }

    /// Validates one UTF-8 sequence starting at `position` and moves past it.
    mutating func skipUTF8Sequence() throws(JSONSyntaxError) {
        let lead = bytes[position]
        let length: Int
        let minimum: UInt32
        var value: UInt32
        switch lead {
        case 0xC2...0xDF:
            length = 2
            value = UInt32(lead & 0x1F)
            minimum = 0x80
        case 0xE0...0xEF:
            length = 3
            value = UInt32(lead & 0x0F)
            minimum = 0x800
        case 0xF0...0xF4:
            length = 4
            value = UInt32(lead & 0x07)
            minimum = 0x10000
        default: throw failure("the text is not valid UTF-8 (byte 0x\(String(lead, radix: 16, uppercase: true)))")
        }
        guard position + length <= bytes.count else {
            throw failure("the text is not valid UTF-8 (a character is cut off at the end of the file)")
        }
        for index in 1..<length {
            let next = bytes[position + index]
            guard next & 0xC0 == 0x80 else {
                throw failure(
                    "the text is not valid UTF-8 (byte 0x\(String(next, radix: 16, uppercase: true)) inside a character)"
                )
            }
            value = value << 6 | UInt32(next & 0x3F)
        }
        guard value >= minimum, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else {
            throw failure("the text is not valid UTF-8 (an overlong or surrogate encoding)")
        }
        position += length
    }
}
