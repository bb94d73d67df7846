/// A line and column in a text file, both counted from 1.
///
/// Columns count Unicode scalars, so a column points at the same character an editor shows.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int

    /// The column in Unicode scalars, from 1.
    public var column: Int

    /// Creates a location.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}

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

/// A parsed JSON text: the tree, and the source it came from for turning offsets into lines.
///
/// The parser follows RFC 8259 strictly (no comments, no trailing commas, no leading zeros,
/// no raw control characters in strings, valid UTF-8 only), except that a UTF-8 byte order mark
/// at the very start is skipped. Nesting deeper than ``maximumDepth`` is refused rather than
/// exhausting the stack.
///
/// - Complexity: O(n) in the length of the text.
public struct JSONDocument: Sendable {
    /// The deepest nesting of arrays and objects accepted.
    public static let maximumDepth = 512

    /// The root node.
    public var root: JSONNode

    /// Whether the text began with a UTF-8 byte order mark.
    public var hadByteOrderMark: Bool

    private let lineStarts: [Int]
    private let bytes: [UInt8]

    /// Parses `bytes` as one JSON text.
    public init(parsing bytes: [UInt8]) throws(JSONSyntaxError) {
        var parser = Parser(bytes: bytes)
        let root = try parser.parseDocument()
        self.root = root
        self.hadByteOrderMark = parser.hadByteOrderMark
        self.lineStarts = Self.lineStarts(of: bytes)
        self.bytes = bytes
    }

    /// The line and column of a byte offset in the source.
    public func location(ofOffset offset: Int) -> SourceLocation {
        Self.location(ofOffset: offset, in: bytes, lineStarts: lineStarts)
    }

    static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(index + 1)
        }
        return starts
    }

    static func location(ofOffset offset: Int, in bytes: [UInt8], lineStarts: [Int]) -> SourceLocation {
        let clamped = min(max(offset, 0), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= clamped { low = middle } else { high = middle - 1 }
        }
        var column = 1
        var index = lineStarts[low]
        while index < clamped {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourceLocation(line: low + 1, column: column)
    }
}

private struct Parser {
    let bytes: [UInt8]
    var position = 0
    var depth = 0
    var hadByteOrderMark = false

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func parseDocument() throws(JSONSyntaxError) -> JSONNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            position = 3
            hadByteOrderMark = true
        }
        skipWhitespace()
        if position == bytes.count {
            throw failure("expected a JSON value, found the end of the file (the file is empty)")
        }
        let root = try parseValue()
        skipWhitespace()
        if position < bytes.count {
            throw failure("expected the end of the file after the top-level value, found \(describeHere())")
        }
        return root
    }

    func failure(_ message: String, at offset: Int? = nil) -> JSONSyntaxError {
        let where_ = offset ?? position
        let location = JSONDocument.location(
            ofOffset: where_, in: bytes, lineStarts: JSONDocument.lineStarts(of: bytes))
        return JSONSyntaxError(location: location, offset: where_, message: message)
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

    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    mutating func parseValue() throws(JSONSyntaxError) -> JSONNode {
        let start = position
        guard position < bytes.count else {
            throw failure("expected a value, found the end of the file")
        }
        switch bytes[position] {
        case UInt8(ascii: "{"): return JSONNode(.object(try parseObject()), offset: start)
        case UInt8(ascii: "["): return JSONNode(.array(try parseArray()), offset: start)
        case UInt8(ascii: "\""): return JSONNode(.string(try parseString()), offset: start)
        case UInt8(ascii: "t"): try expectWord("true"); return JSONNode(.bool(true), offset: start)
        case UInt8(ascii: "f"): try expectWord("false"); return JSONNode(.bool(false), offset: start)
        case UInt8(ascii: "n"): try expectWord("null"); return JSONNode(.null, offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(.number(try parseNumber()), offset: start)
        default:
            throw failure("expected a value (an object, array, string, number, true, false or null), found \(describeHere())")
        }
    }

    mutating func expectWord(_ word: StaticString) throws(JSONSyntaxError) {
        let start = position
        let text = word.withUTF8Buffer { Array($0) }
        if position + text.count <= bytes.count, Array(bytes[position..<position + text.count]) == text {
            position += text.count
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

    mutating func parseObject() throws(JSONSyntaxError) -> JSONObject {
        try enter()
        defer { depth -= 1 }
        position += 1
        var members: [JSONMember] = []
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
            position += 1
            return JSONObject(members)
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
            let key = try parseString()
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
                throw failure("expected ':' after the member name \"\(key)\", found \(describeHere())")
            }
            position += 1
            skipWhitespace()
            let value = try parseValue()
            members.append(JSONMember(key: key, keyOffset: keyOffset, value: value))
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
                return JSONObject(members)
            }
            throw failure("expected ',' or '}' after a member, found \(describeHere())")
        }
    }

    mutating func parseArray() throws(JSONSyntaxError) -> [JSONNode] {
        try enter()
        defer { depth -= 1 }
        position += 1
        var elements: [JSONNode] = []
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
            position += 1
            return elements
        }
        while true {
            skipWhitespace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
                throw failure("expected a value, found ']' (a trailing comma?)")
            }
            elements.append(try parseValue())
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
                return elements
            }
            throw failure("expected ',' or ']' after an element, found \(describeHere())")
        }
    }

    mutating func parseNumber() throws(JSONSyntaxError) -> JSONNumber {
        let start = position
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
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        return JSONNumber(text: text)
    }

    mutating func parseString() throws(JSONSyntaxError) -> String {
        let open = position
        position += 1
        var scalars = String.UnicodeScalarView()
        var runStart = position
        var plain = true
        func flushRun(_ end: Int, into scalars: inout String.UnicodeScalarView) {
            if runStart < end {
                scalars.append(contentsOf: String(decoding: bytes[runStart..<end], as: UTF8.self).unicodeScalars)
            }
        }
        while true {
            guard position < bytes.count else {
                throw failure("expected a closing '\"' for the string that starts here", at: open)
            }
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                let end = position
                position += 1
                if plain {
                    return String(decoding: bytes[runStart..<end], as: UTF8.self)
                }
                flushRun(end, into: &scalars)
                return String(scalars)
            case UInt8(ascii: "\\"):
                flushRun(position, into: &scalars)
                plain = false
                position += 1
                scalars.append(try parseEscape())
                runStart = position
            case 0x00..<0x20:
                throw failure("a string cannot contain a raw control character (write it as an escape such as \\n)")
            case 0x80...:
                try skipUTF8Sequence()
            default:
                position += 1
            }
        }
    }

    mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        guard position < bytes.count else {
            throw failure("expected an escape after '\\', found the end of the file")
        }
        let byte = bytes[position]
        position += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
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
                let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                return Unicode.Scalar(value)!
            }
            guard let scalar = Unicode.Scalar(first) else {
                throw failure("a lone low surrogate (\\u\(String(first, radix: 16, uppercase: true))) is not a character")
            }
            return scalar
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
        case 0xC2...0xDF: length = 2; value = UInt32(lead & 0x1F); minimum = 0x80
        case 0xE0...0xEF: length = 3; value = UInt32(lead & 0x0F); minimum = 0x800
        case 0xF0...0xF4: length = 4; value = UInt32(lead & 0x07); minimum = 0x10000
        default: throw failure("the text is not valid UTF-8 (byte 0x\(String(lead, radix: 16, uppercase: true)))")
        }
        guard position + length <= bytes.count else {
            throw failure("the text is not valid UTF-8 (a character is cut off at the end of the file)")
        }
        for index in 1..<length {
            let next = bytes[position + index]
            guard next & 0xC0 == 0x80 else {
                throw failure("the text is not valid UTF-8 (byte 0x\(String(next, radix: 16, uppercase: true)) inside a character)")
            }
            value = value << 6 | UInt32(next & 0x3F)
        }
        guard value >= minimum, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else {
            throw failure("the text is not valid UTF-8 (an overlong or surrogate encoding)")
        }
        position += length
    }
}
