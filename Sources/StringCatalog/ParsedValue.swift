import ByteScanning

/// A value's text parsed: the template or why there is none, and facts from one scan of its
/// bytes.
struct ParsedValue: Sendable {
    /// The placeholders and where each is written; empty without any, `nil` when the value
    /// does not parse.
    var parts: [(segment: FormatSegment, bytes: Range<Int>)]? = []
    var error: FormatTemplateError?
    var isPlainASCII: Bool
    var facts: ByteFacts
    var isFormatString: Bool

    /// Parses `value` as a format string (with `%arg` allowed in a substitution's forms), or
    /// takes it as one literal.
    init(_ value: String, reading: ValueReading, allowsSubstitutionArgument: Bool) {
        facts = Self.facts(of: value)
        isPlainASCII = !facts.contains(.nonASCII) && !facts.contains(.carriageReturn)
        isFormatString = reading == .formatString
        // Most values have no placeholder at all; they need no parsing.
        guard reading == .formatString, facts.contains(.percent) else { return }
        do {
            parts = try FormatTemplate.placeholders(in: value, allowsSubstitutionArgument: allowsSubstitutionArgument)
        } catch {
            parts = nil
            self.error = error
        }
    }

    /// Whether a value has a `%`, and whether every byte is ASCII other than CR.
    static func scan(_ value: String) -> (hasPercent: Bool, isPlainASCII: Bool) {
        let facts = facts(of: value)
        return (facts.contains(.percent), !facts.contains(.nonASCII) && !facts.contains(.carriageReturn))
    }

    /// Whether a byte is an ASCII control other than a tab or a line break.
    @inline(__always)
    static func isOtherControl(_ byte: UInt8) -> Bool {
        (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D) || byte == 0x7F
    }

    /// The kinds of bytes in a value, in one pass over its bytes, eight at a time.
    static func facts(of value: String) -> ByteFacts {
        func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> ByteFacts {
            // The high bits ORed together, and each kind of byte found as a zero byte of the
            // word XORed with that byte repeated.
            func has(_ word: UInt64, _ byte: UInt8) -> Bool { ByteWord.contains(byte, in: word) }
            var highBits: UInt64 = 0
            var found: UInt16 = 0
            var index = 0
            while index + 8 <= bytes.count {
                let word = ByteWord.load(bytes, at: index)
                highBits |= word
                if has(word, 0x25) { found |= ByteFacts.percent.rawValue }
                if has(word, 0x0D) { found |= ByteFacts.carriageReturn.rawValue }
                if has(word, 0x0A) { found |= ByteFacts.lineFeed.rawValue }
                if has(word, 0x5C) { found |= ByteFacts.backslash.rawValue }
                if has(word, 0x09) { found |= ByteFacts.tab.rawValue }
                if has(word, 0x24) { found |= ByteFacts.dollarSign.rawValue }
                if ByteWord.hasASCIIByte(below: 0x20, in: word) || has(word, 0x7F) {
                    for offset in 0..<8 where Self.isOtherControl(bytes[index + offset]) {
                        found |= ByteFacts.otherControl.rawValue
                    }
                }
                if has(word, 0x2A) || has(word, 0x5F) || has(word, 0x7E) || has(word, 0x60) || has(word, 0x5D) {
                    found |= ByteFacts.markdownMark.rawValue
                }
                index += 8
            }
            while index < bytes.count {
                let byte = bytes[index]
                highBits |= UInt64(byte)
                switch byte {
                case 0x25: found |= ByteFacts.percent.rawValue
                case 0x0D: found |= ByteFacts.carriageReturn.rawValue
                case 0x0A: found |= ByteFacts.lineFeed.rawValue
                case 0x5C: found |= ByteFacts.backslash.rawValue
                case 0x09: found |= ByteFacts.tab.rawValue
                case 0x24: found |= ByteFacts.dollarSign.rawValue
                case 0x2A, 0x5F, 0x7E, 0x60, 0x5D: found |= ByteFacts.markdownMark.rawValue
                default: if Self.isOtherControl(byte) { found |= ByteFacts.otherControl.rawValue }
                }
                index += 1
            }
            if highBits & ByteWord.highBits != 0 { found |= ByteFacts.nonASCII.rawValue }
            return ByteFacts(rawValue: found)
        }
        if let result = value.utf8.withContiguousStorageIfAvailable(scan) { return result }
        return Array(value.utf8).withUnsafeBufferPointer(scan)
    }
}
