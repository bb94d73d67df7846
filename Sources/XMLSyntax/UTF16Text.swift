/// Text files that may be UTF-16: `.strings` files have long been written in UTF-16 (Xcode's
/// `genstrings` still writes it), and XML may be.
package enum UTF16Text {
    /// The UTF-8 text of a file's bytes: UTF-8 bytes are returned as they are; UTF-16 with a byte
    /// order mark (either order), or without one when its first bytes have a zero in every
    /// other place (ASCII text in UTF-16), is turned into UTF-8 without the mark.
    ///
    /// - Returns: `nil` for UTF-16 that does not decode (an odd number of bytes, a lone
    ///   surrogate).
    package static func utf8(of bytes: [UInt8]) -> [UInt8]? {
        guard let bigEndian = byteOrder(of: bytes) else { return bytes }
        let hasMark = (bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE)
        guard bytes.count % 2 == 0 else { return nil }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = hasMark ? 2 : 0
        while index + 1 < bytes.count {
            units.append(
                bigEndian
                    ? UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
                    : UInt16(bytes[index + 1]) << 8 | UInt16(bytes[index]))
            index += 2
        }
        var output: [UInt8] = []
        output.reserveCapacity(units.count)
        var decoder = UTF16()
        var iterator = units.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                UTF8.encode(scalar) { output.append($0) }
            case .emptyInput:
                return output
            case .error:
                return nil
            }
        }
    }

    /// Whether the bytes are UTF-16, and in which order: `true` for big-endian, `false` for
    /// little-endian, `nil` for UTF-8.
    static func byteOrder(of bytes: [UInt8]) -> Bool? {
        guard bytes.count >= 2 else { return nil }
        if bytes[0] == 0xFE, bytes[1] == 0xFF { return true }
        if bytes[0] == 0xFF, bytes[1] == 0xFE { return false }
        // Without a mark: text that is mostly ASCII has a zero byte in every other place in UTF-16
        // (and UTF-8 text has none: XML and strings files never hold U+0000).
        let sample = min(bytes.count & ~1, 256)
        guard sample >= 4 else { return nil }
        var evenZeros = 0
        var oddZeros = 0
        for index in 0..<sample where bytes[index] == 0 {
            if index % 2 == 0 { evenZeros += 1 } else { oddZeros += 1 }
        }
        let pairs = sample / 2
        if evenZeros * 2 >= pairs, oddZeros * 4 < evenZeros { return true }
        if oddZeros * 2 >= pairs, evenZeros * 4 < oddZeros { return false }
        return nil
    }
}
