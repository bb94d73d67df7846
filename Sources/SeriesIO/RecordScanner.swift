import ByteScanning

/// Splits CSV or TSV records (RFC 4180) out of a byte buffer, checking that they are UTF-8.
///
/// Fields are separated by the delimiter; a record ends at LF or CRLF, or at the end of the
/// input. A field whose first character (after spaces) is `"` is quoted: it may hold delimiters,
/// line breaks and `""` for a quote, and spaces after its closing quote are ignored. A quote
/// inside an unquoted field is an ordinary character.
///
/// The scanner keeps no bytes: it reports offsets into the caller's buffer, so a record is
/// turned into values without a copy (except a quoted field with `""`, unescaped on demand).
/// It is not copyable because it owns the memory its field list lives in, reused for every
/// record so that scanning allocates nothing.
struct RecordScanner: ~Copyable {
    /// `,` or a tab.
    let delimiter: UInt8

    /// The number of fields in the last record scanned.
    private(set) var fieldCount = 0

    /// The first problem in the last record scanned, if any.
    private(set) var issue: RecordIssue?

    private var fieldStorage: UnsafeMutablePointer<FieldRange>
    private var fieldCapacity = 16

    init(delimiter: UInt8) {
        self.delimiter = delimiter
        fieldStorage = .allocate(capacity: fieldCapacity)
    }

    deinit {
        fieldStorage.deallocate()
    }

    /// The field at `index` (below ``fieldCount``) of the last record scanned.
    @inline(__always)
    func field(_ index: Int) -> FieldRange {
        assert(index < fieldCount)
        return fieldStorage[index]
    }

    /// The last field of the last record scanned (every record has at least one).
    var lastField: FieldRange { field(fieldCount - 1) }

    @inline(__always)
    private mutating func append(_ field: FieldRange) {
        if fieldCount == fieldCapacity {
            let larger = UnsafeMutablePointer<FieldRange>.allocate(capacity: fieldCapacity * 2)
            larger.initialize(from: fieldStorage, count: fieldCount)
            fieldStorage.deallocate()
            fieldStorage = larger
            fieldCapacity *= 2
        }
        (fieldStorage + fieldCount).initialize(to: field)
        fieldCount += 1
    }

    /// Whether a byte may stand before an opening quote or after a closing one.
    @inline(__always)
    private func isPadding(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte == 0x09 && delimiter != 0x09)
    }

    /// Scans the record that starts at `start`.
    ///
    /// - Complexity: O(n) in the record's length.
    mutating func scan(_ bytes: UnsafeRawBufferPointer, from start: Int, isAtEnd: Bool) -> RecordScan {
        fieldCount = 0
        issue = nil
        let count = bytes.count
        var position = start
        var lineBreaks = 0
        while true {
            let rawStart = position
            var quote = position
            while quote < count, isPadding(bytes[quote]) { quote += 1 }
            if quote < count, bytes[quote] == UInt8(ascii: "\"") {
                // A quoted field.
                var index = quote + 1
                var doubled = false
                while true {
                    guard index < count else {
                        return isAtEnd ? .unclosedQuote(offset: quote) : .needsMoreInput
                    }
                    let byte = bytes[index]
                    if byte == UInt8(ascii: "\"") {
                        if index + 1 < count, bytes[index + 1] == UInt8(ascii: "\"") {
                            doubled = true
                            index += 2
                            continue
                        }
                        if index + 1 == count, !isAtEnd { return .needsMoreInput }
                        break
                    }
                    if byte == 0x0A {
                        lineBreaks += 1
                        index += 1
                    } else if byte < 0x80 {
                        index += 1
                    } else {
                        guard let next = checkUTF8(bytes, at: index, isAtEnd: isAtEnd) else { return .needsMoreInput }
                        index = next
                    }
                }
                let field = FieldRange(
                    rawStart: rawStart, start: quote + 1, end: index, isQuoted: true, hasDoubledQuotes: doubled)
                index += 1
                while index < count, isPadding(bytes[index]) { index += 1 }
                if index < count, bytes[index] != delimiter, bytes[index] != 0x0A,
                    !(bytes[index] == 0x0D && (index + 1 == count || bytes[index + 1] == 0x0A))
                {
                    if issue == nil { issue = RecordIssue(kind: .textAfterClosingQuote, offset: index) }
                    guard let stop = scanUnquoted(bytes, from: index, isAtEnd: isAtEnd) else { return .needsMoreInput }
                    index = stop
                }
                append(field)
                guard index < count else {
                    return isAtEnd ? .record(end: count, lineBreaks: lineBreaks) : .needsMoreInput
                }
                switch bytes[index] {
                case delimiter:
                    position = index + 1
                case 0x0A:
                    return .record(end: index + 1, lineBreaks: lineBreaks)
                default:
                    // CR: the byte after it is LF or the end of the input, as checked above.
                    if index + 1 == count {
                        return isAtEnd ? .record(end: count, lineBreaks: lineBreaks) : .needsMoreInput
                    }
                    return .record(end: index + 2, lineBreaks: lineBreaks)
                }
            } else {
                guard let stop = scanUnquoted(bytes, from: position, isAtEnd: isAtEnd) else { return .needsMoreInput }
                if stop < count, bytes[stop] == delimiter {
                    append(
                        FieldRange(
                            rawStart: rawStart, start: position, end: stop, isQuoted: false, hasDoubledQuotes: false))
                    position = stop + 1
                    continue
                }
                if stop == count, !isAtEnd { return .needsMoreInput }
                var end = stop
                if end > position, bytes[end - 1] == 0x0D { end -= 1 }
                append(
                    FieldRange(rawStart: rawStart, start: position, end: end, isQuoted: false, hasDoubledQuotes: false))
                return .record(end: stop == count ? count : stop + 1, lineBreaks: lineBreaks)
            }
        }
    }

    /// The offset of the delimiter or line feed that ends an unquoted run, or of the end of the
    /// bytes; `nil` when a UTF-8 sequence is cut off by the end of the bytes held.
    ///
    /// Eight bytes at a time: a word with no delimiter, no line feed and no byte of 0x80 or more
    /// (checked with the classic "has a zero byte" bit trick) is skipped whole.
    @inline(__always)
    private mutating func scanUnquoted(_ bytes: UnsafeRawBufferPointer, from start: Int, isAtEnd: Bool) -> Int? {
        let count = bytes.count
        let delimiters = ByteWord.repeating(delimiter)
        let lineFeeds = ByteWord.repeating(0x0A)
        var index = start
        while true {
            while index &+ 8 <= count {
                let word = ByteWord.load(bytes, at: index)
                let flagged =
                    ByteWord.firstZeroByteMarks(word ^ delimiters) | ByteWord.firstZeroByteMarks(word ^ lineFeeds)
                    | (word & ByteWord.highBits)
                if flagged != 0 {
                    index &+= ByteWord.firstMarkedByte(flagged)
                    break
                }
                index &+= 8
            }
            guard index < count else { return count }
            let byte = bytes[index]
            if byte == delimiter || byte == 0x0A { return index }
            if byte < 0x80 {
                index += 1
            } else {
                guard let next = checkUTF8(bytes, at: index, isAtEnd: isAtEnd) else { return nil }
                index = next
            }
        }
    }

    /// Checks the UTF-8 sequence that starts at `index` (a byte of 0x80 or more), noting the
    /// first invalid one as the record's issue; returns where the next character starts, or
    /// `nil` when the sequence is cut off by the end of the bytes held and more are coming.
    @inline(never)
    private mutating func checkUTF8(_ bytes: UnsafeRawBufferPointer, at index: Int, isAtEnd: Bool) -> Int? {
        let lead = bytes[index]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            secondRange = 0x80...0x9F
        case 0xF0:
            length = 4
            secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            secondRange = 0x80...0x8F
        default:
            noteInvalid(lead, at: index)
            return index + 1
        }
        for offset in 1..<length {
            guard index + offset < bytes.count else {
                if !isAtEnd { return nil }
                noteInvalid(lead, at: index)
                return index + 1
            }
            let byte = bytes[index + offset]
            let range = offset == 1 ? secondRange : 0x80...0xBF
            guard range.contains(byte) else {
                noteInvalid(lead, at: index)
                return index + 1
            }
        }
        return index + length
    }

    private mutating func noteInvalid(_ byte: UInt8, at offset: Int) {
        if issue == nil { issue = RecordIssue(kind: .invalidUTF8(byte), offset: offset) }
    }
}
