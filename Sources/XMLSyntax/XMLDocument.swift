/// A well-formed XML document read strictly: the tree of its elements and text, with the byte
/// offset of every element, attribute value and text, so that a finding can name its line and
/// column.
///
/// This is the XML that Apple's localization files use (property lists, `.stringsdict`, XLIFF
/// 1.2 as Xcode exports it), read by a small reader of our own rather than a general XML
/// library: it never fetches or expands anything (no external entities, no document type
/// definitions, so no entity expansion attacks), it knows where every node is written, and it
/// is the same on every platform. What it reads:
///
/// - UTF-8 text (UTF-16 is turned into UTF-8 first: ``XMLDocument/utf8Text(of:)``), an optional
///   byte order mark, an optional XML declaration;
/// - elements with attributes (single or double quotes), text, CDATA sections, comments and
///   processing instructions (comments and instructions are skipped), a document type
///   declaration without an internal subset (skipped);
/// - the five predefined entities and character references (`&#233;`, `&#xE9;`).
///
/// Anything else is refused with the place and what was expected: a tag left open, an end tag
/// that does not match, an unknown entity, a `<` or a lone `&` in text, a control character,
/// text that is not UTF-8, a second root element.
///
/// ```swift
/// let document = try XMLDocument(parsing: Array(#"<a x="1">T&amp;C</a>"#.utf8))
/// document.root.attribute("x")   // "1"
/// document.root.text             // "T&C"
/// ```
///
/// - Complexity: O(n) in the length of the text; nesting is limited to ``maximumDepth``.
package struct XMLDocument: Sendable {
    /// The root element.
    package let root: XMLElement

    /// The deepest nesting of elements read; deeper documents are refused rather than risk the
    /// reader's memory.
    package static let maximumDepth = 256

    /// Reads a document from its UTF-8 bytes.
    ///
    /// - Throws: ``XMLSyntaxError`` at the first place the text is not well-formed.
    package init(parsing bytes: [UInt8]) throws(XMLSyntaxError) {
        var reader = XMLReader(bytes: bytes)
        root = try reader.document()
    }

    /// The UTF-8 text of a file's bytes: UTF-8 as it is (a byte order mark left in place),
    /// UTF-16 with a byte order mark, or UTF-16 without one when every other byte of its start
    /// is zero, turned into UTF-8 (with no byte order mark). Lines and columns count Unicode
    /// scalars, which are the same in both.
    ///
    /// - Returns: `nil` for UTF-16 that does not decode (a lone surrogate, an odd length).
    package static func utf8Text(of bytes: [UInt8]) -> [UInt8]? {
        UTF16Text.utf8(of: bytes)
    }
}

/// The reader behind ``XMLDocument``: one pass over the bytes.
struct XMLReader {
    let bytes: [UInt8]
    var index = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    // MARK: Errors

    func failure(_ message: String, at offset: Int? = nil) -> XMLSyntaxError {
        XMLSyntaxError(offset: offset ?? index, message: message)
    }

    /// "'x'", "the end of the file" or "a line break": what was found, for messages.
    func found(at offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the file" }
        let byte = bytes[offset]
        switch byte {
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return "a line break"
        case 0..<0x20: return "a control character (U+00\(hex(byte)))"
        case 0x20..<0x7F: return "'\(Character(Unicode.Scalar(byte)))'"
        default:
            var end = offset + 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            return "'\(String(decoding: bytes[offset..<end], as: UTF8.self))'"
        }
    }

    private func hex(_ byte: UInt8) -> String {
        let text = String(byte, radix: 16, uppercase: true)
        return text.count == 1 ? "0" + text : text
    }

    /// The line of an offset, from 1, for a message that names another place.
    func line(of offset: Int) -> Int {
        var line = 1
        for position in 0..<min(offset, bytes.count) where bytes[position] == UInt8(ascii: "\n") { line += 1 }
        return line
    }

    // MARK: Small pieces

    func peek(_ text: StaticString, at offset: Int) -> Bool {
        text.withUTF8Buffer { expected in
            guard offset + expected.count <= bytes.count else { return false }
            for position in 0..<expected.count where bytes[offset + position] != expected[position] { return false }
            return true
        }
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    mutating func skipSpaces() {
        while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
    }

    static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte >= 0x80
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: ".")
    }

    mutating func name(of what: String) throws(XMLSyntaxError) -> String {
        guard index < bytes.count, Self.isNameStart(bytes[index]) else {
            throw failure("expected the name of \(what), found \(found(at: index))")
        }
        let start = index
        while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// The offset of the first byte that is not valid UTF-8 or is a control character XML does
    /// not allow (anything below U+0020 but tab, line feed and carriage return), or `nil`.
    static func firstInvalidByte(in bytes: [UInt8]) -> (offset: Int, reason: String)? {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D {
                    return (index, "a control character XML does not allow")
                }
                index += 1
                continue
            }
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC2 ? 2 : 0
            guard length > 0, byte < 0xF5, index + length <= bytes.count else {
                return (index, "a byte that is not UTF-8")
            }
            for position in 1..<length where bytes[index + position] & 0xC0 != 0x80 {
                return (index, "a byte that is not UTF-8")
            }
            let second = bytes[index + 1]
            // Overlong forms, surrogates and code points past U+10FFFF.
            if (byte == 0xE0 && second < 0xA0) || (byte == 0xED && second >= 0xA0) || (byte == 0xF0 && second < 0x90)
                || (byte == 0xF4 && second >= 0x90)
            {
                return (index, "a byte that is not UTF-8")
            }
            index += length
        }
        return nil
    }

    // MARK: The document

    mutating func document() throws(XMLSyntaxError) -> XMLElement {
        if let (offset, reason) = Self.firstInvalidByte(in: bytes) {
            throw failure("the text has \(reason)", at: offset)
        }
        if peek("\u{FEFF}", at: 0) { index = 3 }
        if peek("<?xml", at: index), index + 5 < bytes.count, Self.isSpace(bytes[index + 5]) {
            try declaration()
        }
        var root: XMLElement?
        while true {
            skipSpaces()
            guard index < bytes.count else { break }
            if peek("<!--", at: index) {
                try comment()
            } else if peek("<?", at: index) {
                try processingInstruction()
            } else if peek("<!DOCTYPE", at: index) {
                guard root == nil else {
                    throw failure("a document type declaration must come before the root element")
                }
                try documentType()
            } else if bytes[index] == UInt8(ascii: "<") {
                guard root == nil else {
                    throw failure("expected the end of the file after the root element, found a second element")
                }
                root = try element()
            } else {
                throw failure(
                    root == nil
                        ? "expected an element, found \(found(at: index))"
                        : "expected the end of the file after the root element, found \(found(at: index))")
            }
        }
        guard let root else { throw failure("expected a root element, found the end of the file") }
        return root
    }

    /// `<?xml version="1.0" encoding="UTF-8"?>`: the encoding, when given, must be UTF-8 or
    /// UTF-16 (the text reaches the reader as UTF-8 either way).
    mutating func declaration() throws(XMLSyntaxError) {
        let start = index
        index += 5
        var attributes: [XMLAttribute] = []
        while true {
            skipSpaces()
            if peek("?>", at: index) {
                index += 2
                break
            }
            let name = try self.name(of: "a setting of the XML declaration")
            attributes.append(try attributeValue(named: name))
        }
        if let encoding = attributes.first(where: { $0.name == "encoding" }) {
            let lowered = encoding.value.lowercased()
            guard lowered == "utf-8" || lowered == "utf-16" || lowered == "utf8" else {
                throw failure(
                    "the XML declaration gives the encoding '\(encoding.value)'; only UTF-8 and UTF-16 are read",
                    at: encoding.offset)
            }
        }
        guard attributes.first?.name == "version" else {
            throw failure("the XML declaration must start with its version", at: start)
        }
    }

    mutating func comment() throws(XMLSyntaxError) {
        let start = index
        index += 4
        while index < bytes.count {
            if peek("--", at: index) {
                guard peek("-->", at: index) else { throw failure("'--' is not allowed inside a comment") }
                index += 3
                return
            }
            index += 1
        }
        throw failure("the comment opened on line \(line(of: start)) never ends with '-->'", at: start)
    }

    mutating func processingInstruction() throws(XMLSyntaxError) {
        let start = index
        index += 2
        _ = try name(of: "a processing instruction")
        while index < bytes.count {
            if peek("?>", at: index) {
                index += 2
                return
            }
            index += 1
        }
        throw failure("the processing instruction opened on line \(line(of: start)) never ends with '?>'", at: start)
    }

    /// `<!DOCTYPE plist PUBLIC "…" "…">`, skipped; an internal subset (which can declare
    /// entities) is refused.
    mutating func documentType() throws(XMLSyntaxError) {
        let start = index
        index += 9
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: ">"):
                index += 1
                return
            case UInt8(ascii: "["):
                throw failure("a document type declaration with an internal subset ('[…]') is not read")
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                let quote = bytes[index]
                index += 1
                while index < bytes.count, bytes[index] != quote { index += 1 }
                guard index < bytes.count else { break }
                index += 1
            default:
                index += 1
            }
        }
        throw failure("the document type declaration opened on line \(line(of: start)) never ends with '>'", at: start)
    }

    // MARK: Elements

    /// An element and everything in it, read with a stack rather than by recursion.
    mutating func element() throws(XMLSyntaxError) -> XMLElement {
        var stack: [XMLElement] = []
        var current = try startTag()
        if current.isEmpty { return current.element }
        var element = current.element
        while true {
            guard index < bytes.count else {
                throw failure(
                    "the element '\(element.name)' opened on line \(line(of: element.offset)) is never closed",
                    at: element.offset)
            }
            if bytes[index] != UInt8(ascii: "<") {
                element.children.append(.text(try text()))
                continue
            }
            if peek("</", at: index) {
                let endStart = index
                index += 2
                let name = try self.name(of: "an end tag")
                skipSpaces()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
                    throw failure("expected '>' to end the end tag '\(name)', found \(found(at: index))")
                }
                index += 1
                guard name == element.name else {
                    throw failure(
                        "the end tag '\(name)' does not match the start tag '\(element.name)' on line \(line(of: element.offset))",
                        at: endStart)
                }
                guard var parent = stack.popLast() else { return element }
                parent.children.append(.element(element))
                element = parent
                continue
            }
            if peek("<!--", at: index) {
                try comment()
            } else if peek("<![CDATA[", at: index) {
                element.children.append(.text(try characterData()))
            } else if peek("<?", at: index) {
                try processingInstruction()
            } else if peek("<!", at: index) {
                throw failure("expected an element, a comment or a CDATA section, found '<!'")
            } else {
                current = try startTag()
                if current.isEmpty {
                    element.children.append(.element(current.element))
                } else {
                    guard stack.count + 1 < XMLDocument.maximumDepth else {
                        throw failure("elements are nested more than \(XMLDocument.maximumDepth) deep")
                    }
                    stack.append(element)
                    element = current.element
                }
            }
        }
    }

    /// A start tag: `<name attribute="value">` or `<name/>`.
    mutating func startTag() throws(XMLSyntaxError) -> (element: XMLElement, isEmpty: Bool) {
        let start = index
        index += 1
        let name = try self.name(of: "an element")
        var element = XMLElement(name: name, offset: start)
        while true {
            let hadSpace = index < bytes.count && Self.isSpace(bytes[index])
            skipSpaces()
            guard index < bytes.count else {
                throw failure("the tag '\(name)' opened on line \(line(of: start)) never ends with '>'", at: start)
            }
            if bytes[index] == UInt8(ascii: ">") {
                index += 1
                element.contentOffset = index
                return (element, false)
            }
            if peek("/>", at: index) {
                index += 2
                element.contentOffset = index
                return (element, true)
            }
            guard hadSpace else {
                throw failure("expected a space, '>' or '/>' in the tag '\(name)', found \(found(at: index))")
            }
            let attributeStart = index
            let attributeName = try self.name(of: "an attribute of '\(name)'")
            if element.attributes.contains(where: { $0.name == attributeName }) {
                throw failure(
                    "the attribute '\(attributeName)' is written twice in the tag '\(name)'", at: attributeStart)
            }
            element.attributes.append(try attributeValue(named: attributeName))
        }
    }

    /// `= "value"` after an attribute's name, entities decoded and whitespace made spaces.
    mutating func attributeValue(named name: String) throws(XMLSyntaxError) -> XMLAttribute {
        skipSpaces()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
            throw failure("expected '=' after the attribute '\(name)', found \(found(at: index))")
        }
        index += 1
        skipSpaces()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
            throw failure("expected the value of '\(name)' in quotation marks, found \(found(at: index))")
        }
        let quote = bytes[index]
        index += 1
        let start = index
        var value: [UInt8] = []
        while true {
            guard index < bytes.count else {
                throw failure("the value of '\(name)' never ends with its quotation mark", at: start - 1)
            }
            let byte = bytes[index]
            if byte == quote {
                index += 1
                break
            }
            switch byte {
            case UInt8(ascii: "<"):
                throw failure("'<' is not allowed in the value of '\(name)'; write '&lt;'")
            case UInt8(ascii: "&"):
                value.append(contentsOf: try reference())
            case UInt8(ascii: "\r"):
                // A CR LF pair is one line end, and a line end a space.
                value.append(0x20)
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "\n"), UInt8(ascii: "\t"):
                value.append(0x20)
                index += 1
            default:
                value.append(byte)
                index += 1
            }
        }
        return XMLAttribute(name: name, value: String(decoding: value, as: UTF8.self), offset: start)
    }

    /// Text up to the next `<`, entities decoded and line ends made LF.
    mutating func text() throws(XMLSyntaxError) -> XMLText {
        let start = index
        var value: [UInt8] = []
        var runStart = index
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "<"):
                value.append(contentsOf: bytes[runStart..<index])
                return XMLText(value: String(decoding: value, as: UTF8.self), offset: start)
            case UInt8(ascii: "&"):
                value.append(contentsOf: bytes[runStart..<index])
                value.append(contentsOf: try reference())
                runStart = index
            case UInt8(ascii: "\r"):
                value.append(contentsOf: bytes[runStart..<index])
                value.append(UInt8(ascii: "\n"))
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
                runStart = index
            case UInt8(ascii: "]") where peek("]]>", at: index):
                throw failure("']]>' is not allowed in text; write ']]&gt;'")
            default:
                index += 1
            }
        }
        value.append(contentsOf: bytes[runStart..<index])
        return XMLText(value: String(decoding: value, as: UTF8.self), offset: start)
    }

    /// `<![CDATA[…]]>`, its text as it is (line ends made LF).
    mutating func characterData() throws(XMLSyntaxError) -> XMLText {
        let open = index
        index += 9
        let start = index
        while index < bytes.count, !peek("]]>", at: index) { index += 1 }
        guard index < bytes.count else {
            throw failure("the CDATA section opened on line \(line(of: open)) never ends with ']]>'", at: open)
        }
        var value: [UInt8] = []
        var position = start
        while position < index {
            if bytes[position] == UInt8(ascii: "\r") {
                value.append(UInt8(ascii: "\n"))
                if position + 1 < index, bytes[position + 1] == UInt8(ascii: "\n") { position += 1 }
            } else {
                value.append(bytes[position])
            }
            position += 1
        }
        index += 3
        return XMLText(value: String(decoding: value, as: UTF8.self), offset: start)
    }

    /// An entity or character reference at `&`, as UTF-8.
    mutating func reference() throws(XMLSyntaxError) -> [UInt8] {
        let start = index
        index += 1
        var end = index
        while end < bytes.count, end - index < 12, bytes[end] != UInt8(ascii: ";") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else {
            throw failure("'&' starts no entity; write '&amp;' for an ampersand", at: start)
        }
        let name = String(decoding: bytes[index..<end], as: UTF8.self)
        index = end + 1
        switch name {
        case "lt": return [UInt8(ascii: "<")]
        case "gt": return [UInt8(ascii: ">")]
        case "amp": return [UInt8(ascii: "&")]
        case "quot": return [UInt8(ascii: "\"")]
        case "apos": return [UInt8(ascii: "'")]
        default: break
        }
        var number: UInt32?
        if name.hasPrefix("#x") {
            number = UInt32(name.dropFirst(2), radix: 16)
        } else if name.hasPrefix("#") {
            number = UInt32(name.dropFirst(), radix: 10)
        } else {
            throw failure(
                "'&\(name);' is not an entity XML defines (&lt; &gt; &amp; &quot; &apos; or a character number)",
                at: start)
        }
        guard let number, let scalar = Unicode.Scalar(number),
            number == 0x09 || number == 0x0A || number == 0x0D || number >= 0x20, number != 0xFFFE, number != 0xFFFF
        else {
            throw failure("'&\(name);' is not a character XML allows", at: start)
        }
        return Array(String(Character(scalar)).utf8)
    }
}
