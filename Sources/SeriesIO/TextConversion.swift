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
/// text with every other byte zero. A surrogate without its pair becomes U+FFFD.
package struct TextConversion: Hashable, Sendable {
    /// The encoding read.
    enum Encoding: Hashable, Sendable {
        case utf8
        case utf16LittleEndian
        case utf16BigEndian
    }

    /// The encoding read.
    var encoding: Encoding

    /// Whether carriage returns become line feeds: the first chunk held carriage returns and
    /// no line feed.
    var replacesCarriageReturns: Bool

    /// Whether the input starts with a UTF-16 byte order mark, dropped when converting.
    private var skipsByteOrderMark: Bool

    /// A byte of a code unit split between two chunks.
    private var pendingByte: UInt8?

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
        if bytes.starts(with: [0xFF, 0xFE]) {
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
        }
        var probe = TextConversion(
            encoding: encoding, replacesCarriageReturns: false, skipsByteOrderMark: skipsByteOrderMark)
        let text = encoding == .utf8 ? Array(firstBytes) : probe.convert(firstBytes, isAtEnd: isAtEnd)
        let replaces = text.contains(0x0D) && !text.contains(0x0A)
        guard encoding != .utf8 || replaces else { return nil }
        self.init(encoding: encoding, replacesCarriageReturns: replaces, skipsByteOrderMark: skipsByteOrderMark)
    }

    /// Whether the bytes are decoded from UTF-16.
    package var convertsUTF16: Bool { encoding != .utf8 }

    /// What was converted, as notes for standard error.
    package var notes: [FormatNote] {
        var notes: [FormatNote] = []
        switch encoding {
        case .utf8: break
        case .utf16LittleEndian: notes.append(.readAsUTF16(bigEndian: false))
        case .utf16BigEndian: notes.append(.readAsUTF16(bigEndian: true))
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
            var index = bytes.startIndex
            func take() -> UInt16? {
                var first: UInt8
                if let pending = pendingByte {
                    first = pending
                    pendingByte = nil
                } else {
                    guard index < bytes.endIndex else { return nil }
                    first = bytes[index]
                    index += 1
                }
                guard index < bytes.endIndex else {
                    pendingByte = first
                    return nil
                }
                let second = bytes[index]
                index += 1
                return encoding == .utf16LittleEndian
                    ? UInt16(first) | UInt16(second) << 8 : UInt16(first) << 8 | UInt16(second)
            }
            while let unit = take() {
                if skipsByteOrderMark {
                    skipsByteOrderMark = false
                    if unit == 0xFEFF { continue }
                }
                if let high = pendingHighSurrogate {
                    pendingHighSurrogate = nil
                    if (0xDC00...0xDFFF).contains(unit) {
                        let scalar = 0x10000 + (UInt32(high - 0xD800) << 10) + UInt32(unit - 0xDC00)
                        Self.append(scalar, to: &output)
                        continue
                    }
                    Self.append(0xFFFD, to: &output)
                }
                if (0xD800...0xDBFF).contains(unit) {
                    pendingHighSurrogate = unit
                } else if (0xDC00...0xDFFF).contains(unit) {
                    Self.append(0xFFFD, to: &output)
                } else {
                    Self.append(UInt32(unit), to: &output)
                }
            }
            if isAtEnd {
                if pendingHighSurrogate != nil || pendingByte != nil { Self.append(0xFFFD, to: &output) }
                pendingHighSurrogate = nil
                pendingByte = nil
            }
        }
        if replacesCarriageReturns {
            for index in output.indices where output[index] == 0x0D { output[index] = 0x0A }
        }
        return output
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
