/// How an input's bytes are turned into the UTF-8 with line feeds the readers expect: UTF-16
/// (little- or big-endian) decoded, and line breaks of a carriage return alone (the old Mac
/// convention) made line feeds. Worked out from the first bytes read, then applied to every
/// chunk in turn, a code unit split between two chunks carried over to the next.
///
/// ```swift
/// var conversion = TextConversion(firstBytes: chunk[...], isAtEnd: false)   // nil: UTF-8 as it is
/// let utf8 = conversion?.convert(chunk[...], isAtEnd: false)
/// ```
///
/// UTF-16 is recognised by its byte order mark, or without one when the first bytes are ASCII
/// text with every other byte zero; UTF-32 likewise, by its mark or by three zero bytes in every
/// four. A surrogate without its pair, or a UTF-32 unit that is no scalar, becomes U+FFFD.
///
/// Bytes that are not text at all (random bytes, a run of NUL bytes, an image) are told apart
/// from the first bytes held once decoded, by ``notText(_:path:)``, so that they are refused as
/// such instead of being read as a table with one strange column.
package struct TextConversion: Hashable, Sendable {
    /// The encoding read.
    enum Encoding: Hashable, Sendable {
        case utf8
        case utf16LittleEndian
        case utf16BigEndian
        case utf32LittleEndian
        case utf32BigEndian
    }

    /// The encoding read.
    var encoding: Encoding

    /// Whether carriage returns become line feeds: the first chunk held carriage returns and
    /// no line feed.
    var replacesCarriageReturns: Bool

    /// Whether the input starts with a UTF-16 byte order mark, dropped when converting.
    private var skipsByteOrderMark: Bool

    /// The bytes of a code unit split between two chunks.
    private var pendingBytes: [UInt8] = []

    /// The first half of a surrogate pair split between two chunks.
    private var pendingHighSurrogate: UInt16?

    /// Nothing to convert.
    static let identity = TextConversion(encoding: .utf8, replacesCarriageReturns: false, skipsByteOrderMark: false)

    private init(encoding: Encoding, replacesCarriageReturns: Bool, skipsByteOrderMark: Bool) {
        self.encoding = encoding
        self.replacesCarriageReturns = replacesCarriageReturns
        self.skipsByteOrderMark = skipsByteOrderMark
    }

    /// Works out the conversion from the first bytes; `nil` when they are UTF-8 with line feeds
    /// (or none), which needs nothing.
    package init?(firstBytes: ArraySlice<UInt8>, isAtEnd: Bool) {
        let bytes = Array(firstBytes.prefix(512))
        var encoding = Encoding.utf8
        var skipsByteOrderMark = false
        if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) {
            encoding = .utf32LittleEndian
            skipsByteOrderMark = true
        } else if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) {
            encoding = .utf32BigEndian
            skipsByteOrderMark = true
        } else if bytes.starts(with: [0xFF, 0xFE]) {
            encoding = .utf16LittleEndian
            skipsByteOrderMark = true
        } else if bytes.starts(with: [0xFE, 0xFF]) {
            encoding = .utf16BigEndian
            skipsByteOrderMark = true
        } else if bytes.count >= 4 {
            let pairs = bytes.count / 2
            var zerosAtEven = 0
            var zerosAtOdd = 0
            for index in 0..<(pairs * 2) where bytes[index] == 0 {
                if index % 2 == 0 { zerosAtEven += 1 } else { zerosAtOdd += 1 }
            }
            if zerosAtOdd * 10 >= pairs * 9, zerosAtEven * 10 <= pairs { encoding = .utf16LittleEndian }
            if zerosAtEven * 10 >= pairs * 9, zerosAtOdd * 10 <= pairs { encoding = .utf16BigEndian }
            if bytes.count >= 8, encoding == .utf8 {
                // ASCII in UTF-32: three zero bytes in (nearly) every four, the fourth not.
                let units = bytes.count / 4
                var little = 0
                var big = 0
                for unit in 0..<units {
                    let at = unit * 4
                    if bytes[at] != 0, bytes[at + 1] == 0, bytes[at + 2] == 0, bytes[at + 3] == 0 { little += 1 }
                    if bytes[at] == 0, bytes[at + 1] == 0, bytes[at + 2] == 0, bytes[at + 3] != 0 { big += 1 }
                }
                if little * 10 >= units * 9 { encoding = .utf32LittleEndian }
                if big * 10 >= units * 9 { encoding = .utf32BigEndian }
            }
        }
        var probe = TextConversion(
            encoding: encoding, replacesCarriageReturns: false, skipsByteOrderMark: skipsByteOrderMark)
        let text = encoding == .utf8 ? Array(firstBytes) : probe.convert(firstBytes, isAtEnd: isAtEnd)
        let replaces = text.contains(0x0D) && !text.contains(0x0A)
        guard encoding != .utf8 || replaces else { return nil }
        self.init(encoding: encoding, replacesCarriageReturns: replaces, skipsByteOrderMark: skipsByteOrderMark)
    }

    /// Whether the bytes are decoded from UTF-16 or UTF-32.
    package var convertsUTF16: Bool { encoding != .utf8 }

    /// How many bytes of the input an ASCII character takes: 1, 2 or 4, for progress.
    package var bytesPerCharacter: Int {
        switch encoding {
        case .utf8: 1
        case .utf16LittleEndian, .utf16BigEndian: 2
        case .utf32LittleEndian, .utf32BigEndian: 4
        }
    }

    /// What was converted, as notes for standard error.
    package var notes: [FormatNote] {
        var notes: [FormatNote] = []
        switch encoding {
        case .utf8: break
        case .utf16LittleEndian: notes.append(.readAsUTF16(bigEndian: false))
        case .utf16BigEndian: notes.append(.readAsUTF16(bigEndian: true))
        case .utf32LittleEndian: notes.append(.readAsUTF32(bigEndian: false))
        case .utf32BigEndian: notes.append(.readAsUTF32(bigEndian: true))
        }
        if replacesCarriageReturns { notes.append(.carriageReturnLineBreaks) }
        return notes
    }

    /// Converts the next chunk.
    ///
    /// - Complexity: O(n).
    package mutating func convert(_ bytes: ArraySlice<UInt8>, isAtEnd: Bool) -> [UInt8] {
        var output: [UInt8]
        if encoding == .utf8 {
            output = Array(bytes)
        } else {
            output = []
            output.reserveCapacity(bytes.count * 3 / 2 + 4)
            let width = bytesPerCharacter
            let isLittleEndian = encoding == .utf16LittleEndian || encoding == .utf32LittleEndian
            var index = bytes.startIndex
            // The next code unit, or nil when the chunk ends inside one (its bytes kept).
            func take() -> UInt32? {
                while pendingBytes.count < width {
                    guard index < bytes.endIndex else { return nil }
                    pendingBytes.append(bytes[index])
                    index += 1
                }
                var unit: UInt32 = 0
                for (place, byte) in pendingBytes.enumerated() {
                    unit |= UInt32(byte) << (8 * (isLittleEndian ? place : width - 1 - place))
                }
                pendingBytes.removeAll(keepingCapacity: true)
                return unit
            }
            while let unit = take() {
                if skipsByteOrderMark {
                    skipsByteOrderMark = false
                    if unit == 0xFEFF { continue }
                }
                if width == 4 {
                    let isScalar = unit <= 0x10FFFF && !(0xD800...0xDFFF).contains(unit)
                    Self.append(isScalar ? unit : 0xFFFD, to: &output)
                    continue
                }
                if let high = pendingHighSurrogate {
                    pendingHighSurrogate = nil
                    if (0xDC00...0xDFFF).contains(unit) {
                        let scalar = 0x10000 + (UInt32(high - 0xD800) << 10) + (unit - 0xDC00)
                        Self.append(scalar, to: &output)
                        continue
                    }
                    Self.append(0xFFFD, to: &output)
                }
                if (0xD800...0xDBFF).contains(unit) {
                    pendingHighSurrogate = UInt16(unit)
                } else if (0xDC00...0xDFFF).contains(unit) {
                    Self.append(0xFFFD, to: &output)
                } else {
                    Self.append(unit, to: &output)
                }
            }
            if isAtEnd {
                if pendingHighSurrogate != nil || !pendingBytes.isEmpty { Self.append(0xFFFD, to: &output) }
                pendingHighSurrogate = nil
                pendingBytes = []
            }
        }
        if replacesCarriageReturns {
            for index in output.indices where output[index] == 0x0D { output[index] = 0x0A }
        }
        return output
    }

    /// How many of the first bytes are looked at to tell text from bytes that are not.
    static let textProbeBytes = 4_096

    /// The refusal of an input whose first bytes are not text, or `nil` for text: a NUL byte
    /// (after UTF-16 or UTF-32 is decoded, a NUL is a NUL), or at least 8 other control
    /// characters (tab, line breaks and form feeds aside) making up 5% or more of the first
    /// ``textProbeBytes`` bytes, which no CSV, TSV or JSON file of dates and values holds. The
    /// error names the line and column of the first such byte. Both readers ask it of the first
    /// bytes they hold, decoded, before they choose the format.
    ///
    /// - Complexity: O(``textProbeBytes``).
    package static func notText(_ firstBytes: some Collection<UInt8>, path: String) -> SeriesReadError? {
        let text = Array(firstBytes.prefix(textProbeBytes))
        func isControl(_ byte: UInt8) -> Bool {
            (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0B && byte != 0x0C && byte != 0x0D)
                || byte == 0x7F
        }
        let firstNUL = text.firstIndex(of: 0)
        let controls = text.lazy.filter(isControl).count
        guard firstNUL != nil || (controls >= 8 && controls * 20 >= text.count) else { return nil }
        let at = firstNUL ?? text.firstIndex(where: isControl)!
        // The column counts characters (every byte but UTF-8's continuation bytes), as every
        // message does: a UTF-16 file's three-byte characters are one column each.
        var line = 1
        var column = 1
        for index in 0..<at {
            if text[index] == 0x0A {
                line += 1
                column = 1
            } else if text[index] & 0xC0 != 0x80 {
                column += 1
            }
        }
        let what =
            firstNUL != nil
            ? "a NUL byte"
            : "\(controls) control characters in its first \(text.count) bytes, the first U+"
                + String(repeating: "0", count: text[at] < 0x10 ? 3 : 2) + String(text[at], radix: 16, uppercase: true)
        return SeriesReadError(
            kind: .badData, path: path, line: line, column: column,
            message: "this is not text: \(what), which no CSV, TSV or JSON file of dates and values holds; "
                + "give a text file (UTF-8, UTF-16 or UTF-32)")
    }

    /// Makes every carriage return in `buffer` a line feed, in place.
    static func replaceCarriageReturns(_ buffer: UnsafeMutableRawBufferPointer) {
        for index in buffer.indices where buffer[index] == 0x0D { buffer[index] = 0x0A }
    }

    private static func append(_ scalar: UInt32, to output: inout [UInt8]) {
        switch scalar {
        case 0..<0x80:
            output.append(UInt8(scalar))
        case 0x80..<0x800:
            output.append(UInt8(0xC0 | scalar >> 6))
            output.append(UInt8(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            output.append(UInt8(0xE0 | scalar >> 12))
            output.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            output.append(UInt8(0x80 | scalar & 0x3F))
        default:
            output.append(UInt8(0xF0 | scalar >> 18))
            output.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            output.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            output.append(UInt8(0x80 | scalar & 0x3F))
        }
    }
}
