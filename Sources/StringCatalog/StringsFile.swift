import XMLSyntax

/// A `.strings` file read: each key's value, its translator's note (the comments before it) and
/// where both are written.
///
/// The format is the old property-list text Xcode's `genstrings` writes, UTF-8 or UTF-16:
///
/// ```text
/// /* The title of the settings screen. */
/// "settings.title" = "Settings";
/// // A line comment.
/// unquoted_key = "Value with \"quotes\", a \n line break and \U00E9";
/// ```
///
/// Keys and values are quoted strings (with the escapes `\"`, `\\`, `\n`, `\t`, `\r`, `\U` and
/// `\u` with four hexadecimal digits, and octal `\101`) or unquoted words of letters, digits and
/// `_$+/:.-`; `"key";` stands for `"key" = "key";`. A file that is an XML property list (a
/// `.strings` file can be one) is read as one: a dictionary of strings.
///
/// - Complexity: O(n) in the length of the file.
package struct StringsFile: Sendable {
    /// One key and its value.
    package struct Pair: Sendable, Equatable {
        /// The key.
        package var key: String
        /// Where the key is written (its opening quotation mark).
        package var keyOffset: Int
        /// The value.
        package var value: String
        /// Where the value is written (its opening quotation mark).
        package var valueOffset: Int
        /// The comments written before the pair, their markers taken off, joined by line breaks.
        package var comment: String?
    }

    /// The pairs, in file order (a key written twice is kept once, its later value, as Apple's
    /// platforms read it; the earlier is a problem).
    package private(set) var pairs: [Pair] = []
    /// Keys written twice.
    package private(set) var problems: [CatalogProblem] = []

    /// Reads a file's UTF-8 text; offsets are counted from `base`.
    ///
    /// - Throws: ``LocalizationFileError`` at the first place the text is not a strings file.
    package init(parsing bytes: [UInt8], base: Int = 0, path: String) throws(LocalizationFileError) {
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        var first = start
        while first < bytes.count, StringsReader.isSpace(bytes[first]) { first += 1 }
        let read: [Pair]
        if first < bytes.count, bytes[first] == UInt8(ascii: "<") {
            let list = try Self.propertyListPairs(bytes, base: base, path: path)
            problems = list.problems
            read = list.pairs
        } else {
            var reader = StringsReader(bytes: bytes, index: start, base: base, path: path)
            read = try reader.pairs()
        }
        keep(read, bytes: bytes, base: base)
    }

    /// The pairs of an XML property list of strings, and the values that are not strings.
    private static func propertyListPairs(
        _ bytes: [UInt8], base: Int, path: String
    ) throws(LocalizationFileError) -> (pairs: [Pair], problems: [CatalogProblem]) {
        let list = try PropertyList(parsing: bytes, base: base, path: path)
        var problems = list.problems
        guard case .dictionary(let members, _) = list.root else {
            throw LocalizationFileError(
                path: path, offset: list.root.offset - base, kind: .notLocalizations,
                message:
                    "expected a dictionary of strings at the top of the property list, found \(list.root.kindDescription)"
            )
        }
        var read: [Pair] = []
        for member in members {
            guard case .string(let value, let offset) = member.value else {
                problems.append(
                    CatalogProblem(
                        kind: .wrongType, offset: member.value.offset, key: member.key, locale: nil,
                        message: "a strings file's value must be a string, found \(member.value.kindDescription)"))
                continue
            }
            read.append(Pair(key: member.key, keyOffset: member.keyOffset, value: value, valueOffset: offset))
        }
        return (read, problems)
    }

    /// Keeps the later of two pairs with one key, noting the earlier.
    private mutating func keep(_ read: [Pair], bytes: [UInt8], base: Int) {
        var kept = LaterKeyWins<Pair>()
        for pair in read {
            kept.add(
                pair, key: pair.key, keyOffset: pair.keyOffset, place: "the file", bytes: bytes, base: base,
                problems: &problems, offset: \.keyOffset)
        }
        pairs = kept.entries
    }
}

extension StringsFile {
    /// The line of a byte offset, from 1, for a message that names another place.
    static func line(of offset: Int, in bytes: [UInt8]) -> Int {
        var line = 1
        for index in 0..<min(max(offset, 0), bytes.count) where bytes[index] == UInt8(ascii: "\n") { line += 1 }
        return line
    }
}

/// The reader behind ``StringsFile``.
struct StringsReader {
    let bytes: [UInt8]
    var index: Int
    let base: Int
    let path: String

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"),
            UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    func failure(_ message: String, at offset: Int? = nil) -> LocalizationFileError {
        LocalizationFileError(path: path, offset: offset ?? index, kind: .invalidSyntax, message: message)
    }

    func found(at offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the file" }
        let byte = bytes[offset]
        if byte == 0x0A || byte == 0x0D { return "a line break" }
        if byte < 0x80 { return "'\(Character(Unicode.Scalar(byte)))'" }
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return "'\(String(decoding: bytes[offset..<end], as: UTF8.self))'"
    }

    /// Skips spaces and comments, returning the comments' text.
    mutating func skipSpacesAndComments() throws(LocalizationFileError) -> [String] {
        var comments: [String] = []
        while index < bytes.count {
            let byte = bytes[index]
            if Self.isSpace(byte) {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                let start = index
                index += 2
                var end = index
                while end + 1 < bytes.count, !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/")) {
                    end += 1
                }
                guard end + 1 < bytes.count else { throw failure("the comment '/*' never ends with '*/'", at: start) }
                comments.append(String(decoding: bytes[index..<end], as: UTF8.self))
                index = end + 2
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                index += 2
                let start = index
                while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
                comments.append(String(decoding: bytes[start..<index], as: UTF8.self))
            } else {
                break
            }
        }
        return comments
    }

    mutating func pairs() throws(LocalizationFileError) -> [StringsFile.Pair] {
        var pairs: [StringsFile.Pair] = []
        while true {
            let comments = try skipSpacesAndComments()
            guard index < bytes.count else { break }
            let keyOffset = index
            let key = try string(what: "a key")
            _ = try skipSpacesAndComments()
            var value = key
            var valueOffset = keyOffset
            if index < bytes.count, bytes[index] == UInt8(ascii: "=") {
                index += 1
                _ = try skipSpacesAndComments()
                valueOffset = index
                value = try string(what: "the value of \"\(key)\"")
                _ = try skipSpacesAndComments()
            }
            guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
                throw failure(
                    "expected ';' after \(valueOffset == keyOffset ? "the key" : "the value of") \"\(key)\", found \(found(at: index))"
                )
            }
            index += 1
            let note = comments.map { $0.trimmingSpaces }.filter { !$0.isEmpty }
            pairs.append(
                StringsFile.Pair(
                    key: key, keyOffset: base + keyOffset, value: value, valueOffset: base + valueOffset,
                    comment: note.isEmpty ? nil : note.joined(separator: "\n")))
        }
        return pairs
    }

    /// A quoted string or an unquoted word.
    mutating func string(what: String) throws(LocalizationFileError) -> String {
        guard index < bytes.count else { throw failure("expected \(what), found the end of the file") }
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { return try quoted() }
        guard Self.isWordByte(byte) else {
            throw failure("expected \(what) in quotation marks, found \(found(at: index))")
        }
        let start = index
        while index < bytes.count, Self.isWordByte(bytes[index]) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// A quoted string, its escapes decoded.
    mutating func quoted() throws(LocalizationFileError) -> String {
        let quote = bytes[index]
        let start = index
        index += 1
        var value: [UInt8] = []
        var runStart = index
        var pendingHighSurrogate: UInt16?
        func flush(_ end: Int) {
            if runStart < end { value.append(contentsOf: bytes[runStart..<end]) }
        }
        while true {
            guard index < bytes.count else {
                throw failure("the string opened here never ends with its quotation mark", at: start)
            }
            let byte = bytes[index]
            if byte == quote {
                flush(index)
                index += 1
                if pendingHighSurrogate != nil { value.append(contentsOf: [0xEF, 0xBF, 0xBD]) }
                break
            }
            guard byte == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            flush(index)
            index += 1
            guard index < bytes.count else { continue }
            let escaped = bytes[index]
            index += 1
            var unit: UInt16?
            switch escaped {
            case UInt8(ascii: "n"): value.append(0x0A)
            case UInt8(ascii: "t"): value.append(0x09)
            case UInt8(ascii: "r"): value.append(0x0D)
            case UInt8(ascii: "a"): value.append(0x07)
            case UInt8(ascii: "b"): value.append(0x08)
            case UInt8(ascii: "f"): value.append(0x0C)
            case UInt8(ascii: "v"): value.append(0x0B)
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                var number: UInt16 = 0
                var digits = 0
                while digits < 4, index < bytes.count, let digit = Self.hexValue(bytes[index]) {
                    number = number << 4 | UInt16(digit)
                    digits += 1
                    index += 1
                }
                guard digits > 0 else {
                    throw failure(
                        "'\\\(Character(Unicode.Scalar(escaped)))' must be followed by hexadecimal digits",
                        at: index - 2)
                }
                unit = number
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var number = UInt16(escaped - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, index < bytes.count, bytes[index] >= UInt8(ascii: "0"),
                    bytes[index] <= UInt8(ascii: "7")
                {
                    number = number << 3 | UInt16(bytes[index] - UInt8(ascii: "0"))
                    digits += 1
                    index += 1
                }
                unit = number
            default:
                // `\"`, `\\`, `\'` and any other character stand for the character itself.
                value.append(escaped)
            }
            if let unit {
                if let high = pendingHighSurrogate {
                    pendingHighSurrogate = nil
                    if UTF16.isTrailSurrogate(unit) {
                        let scalar = 0x10000 + (UInt32(high - 0xD800) << 10) + UInt32(unit - 0xDC00)
                        if let decoded = Unicode.Scalar(scalar) { UTF8.encode(decoded) { value.append($0) } }
                        runStart = index
                        continue
                    }
                    value.append(contentsOf: [0xEF, 0xBF, 0xBD])
                }
                if UTF16.isLeadSurrogate(unit) {
                    pendingHighSurrogate = unit
                } else if let scalar = Unicode.Scalar(unit) {
                    UTF8.encode(scalar) { value.append($0) }
                } else {
                    value.append(contentsOf: [0xEF, 0xBF, 0xBD])
                }
            }
            runStart = index
        }
        return String(decoding: value, as: UTF8.self)
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

extension String {
    /// The text without spaces, tabs and line breaks around it.
    var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
