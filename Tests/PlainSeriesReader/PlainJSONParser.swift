import JSONSyntax

/// A JSON text parsed the obvious way: recursive descent over the bytes, a tree of nodes,
/// every string decoded as it is met. No tape, no words of eight bytes.
///
/// It accepts what RFC 8259 accepts (a UTF-8 byte order mark skipped), nests at most 512 deep,
/// and reports a syntax error at the byte the JSONSyntax parser reports it at.
struct PlainJSONParser {
    struct SyntaxError: Error {
        var offset: Int
    }

    let bytes: [UInt8]
    private var position = 0
    private var depth = 0
    private(set) var hadByteOrderMark = false

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    static let maximumDepth = 512

    mutating func parseDocument() throws(SyntaxError) -> JSONNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            position = 3
            hadByteOrderMark = true
        }
        skipWhitespace()
        guard position < bytes.count else { throw SyntaxError(offset: position) }
        let root = try value()
        skipWhitespace()
        guard position == bytes.count else { throw SyntaxError(offset: position) }
        return root
    }

    private mutating func skipWhitespace() {
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
    }

    private func fail(_ offset: Int? = nil) -> SyntaxError { SyntaxError(offset: offset ?? position) }

    private mutating func value() throws(SyntaxError) -> JSONNode {
        let start = position
        guard position < bytes.count else { throw fail() }
        switch bytes[position] {
        case UInt8(ascii: "{"): return JSONNode(.object(try object()), offset: start)
        case UInt8(ascii: "["): return JSONNode(.array(try array()), offset: start)
        case UInt8(ascii: "\""): return JSONNode(.string(try string()), offset: start)
        case UInt8(ascii: "t"):
            try word("true")
            return JSONNode(.bool(true), offset: start)
        case UInt8(ascii: "f"):
            try word("false")
            return JSONNode(.bool(false), offset: start)
        case UInt8(ascii: "n"):
            try word("null")
            return JSONNode(.null, offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try number()
            return JSONNode(
                .number(JSONNumber(text: String(decoding: bytes[start..<position], as: UTF8.self))), offset: start)
        default: throw fail()
        }
    }

    private mutating func word(_ text: String) throws(SyntaxError) {
        let expected = Array(text.utf8)
        guard position + expected.count <= bytes.count, Array(bytes[position..<(position + expected.count)]) == expected
        else { throw fail() }
        position += expected.count
    }

    private mutating func enter() throws(SyntaxError) {
        depth += 1
        if depth > Self.maximumDepth { throw fail() }
    }

    private mutating func object() throws(SyntaxError) -> JSONObject {
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
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw fail() }
            let keyOffset = position
            let key = try string()
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw fail() }
            position += 1
            skipWhitespace()
            members.append(JSONMember(key: key, keyOffset: keyOffset, value: try value()))
            skipWhitespace()
            guard position < bytes.count else { throw fail() }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
                continue
            }
            if bytes[position] == UInt8(ascii: "}") {
                position += 1
                return JSONObject(members)
            }
            throw fail()
        }
    }

    private mutating func array() throws(SyntaxError) -> [JSONNode] {
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
            if position < bytes.count, bytes[position] == UInt8(ascii: "]") { throw fail() }
            elements.append(try value())
            skipWhitespace()
            guard position < bytes.count else { throw fail() }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
                continue
            }
            if bytes[position] == UInt8(ascii: "]") {
                position += 1
                return elements
            }
            throw fail()
        }
    }

    private mutating func number() throws(SyntaxError) {
        func isDigit(_ index: Int) -> Bool { index < bytes.count && (0x30...0x39).contains(bytes[index]) }
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        guard isDigit(position) else { throw fail() }
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
            if isDigit(position) { throw fail() }
        } else {
            while isDigit(position) { position += 1 }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard isDigit(position) else { throw fail() }
            while isDigit(position) { position += 1 }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            guard isDigit(position) else { throw fail() }
            while isDigit(position) { position += 1 }
        }
    }

    private mutating func string() throws(SyntaxError) -> String {
        let open = position
        position += 1
        var scalars = String.UnicodeScalarView()
        while true {
            guard position < bytes.count else { throw fail(open) }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                return String(scalars)
            }
            if byte == UInt8(ascii: "\\") {
                position += 1
                scalars.append(try escape())
                continue
            }
            if byte < 0x20 { throw fail() }
            if byte < 0x80 {
                scalars.append(Unicode.Scalar(byte))
                position += 1
                continue
            }
            // One character of UTF-8, decoded by the standard library.
            var parser = Unicode.UTF8.ForwardParser()
            var iterator = bytes[position...].makeIterator()
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                scalars.append(Unicode.UTF8.decode(encoded))
                position += encoded.count
            default:
                throw fail()
            }
        }
    }

    private mutating func escape() throws(SyntaxError) -> Unicode.Scalar {
        guard position < bytes.count else { throw fail() }
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
            let first = try hex4()
            if (0xD800..<0xDC00).contains(first) {
                guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                    bytes[position + 1] == UInt8(ascii: "u")
                else { throw fail() }
                position += 2
                let second = try hex4()
                guard (0xDC00..<0xE000).contains(second) else { throw fail() }
                return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(first) else { throw fail() }
            return scalar
        default:
            position -= 2
            throw fail()
        }
    }

    private mutating func hex4() throws(SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard position < bytes.count, let digit = UInt32(String(UnicodeScalar(bytes[position])), radix: 16) else {
                throw fail()
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }
}
