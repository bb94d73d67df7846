import Testing

@testable import XMLSyntax

@Suite("UTF-16 text turned into UTF-8")
struct UTF16TextTests {
    static func utf16(_ text: String, bigEndian: Bool, mark: Bool) -> [UInt8] {
        var bytes: [UInt8] = mark ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
        for unit in text.utf16 {
            let high = UInt8(unit >> 8)
            let low = UInt8(unit & 0xFF)
            bytes += bigEndian ? [high, low] : [low, high]
        }
        return bytes
    }

    @Test("Either byte order, with or without a mark, as genstrings writes it", arguments: [true, false])
    func byteOrders(bigEndian: Bool) {
        let text = "\"key\" = \"Größe 😀\";\n"
        #expect(UTF16Text.utf8(of: Self.utf16(text, bigEndian: bigEndian, mark: true)) == Array(text.utf8))
        #expect(UTF16Text.utf8(of: Self.utf16(text, bigEndian: bigEndian, mark: false)) == Array(text.utf8))
    }

    @Test("UTF-8 is left as it is")
    func utf8() {
        let bytes = Array("\u{FEFF}\"a\" = \"ä\";".utf8)
        #expect(UTF16Text.utf8(of: bytes) == bytes)
    }

    @Test("A lone surrogate or an odd length does not decode")
    func broken() {
        #expect(UTF16Text.utf8(of: [0xFF, 0xFE, 0x3D, 0xD8, 0x41, 0x00]) == nil)
        #expect(UTF16Text.utf8(of: [0xFF, 0xFE, 0x41, 0x00, 0x42]) == nil)
    }
}
