import Testing

@testable import SeriesIO

@Suite("Series names")
struct SeriesKeysTests {
    func index(_ keys: inout SeriesKeys, _ text: String) -> Int? {
        Array(text.utf8).withUnsafeBytes { keys.index(of: $0) }
    }

    @Test("texts are numbered in the order they first appear, and found again")
    func numbering() {
        var keys = SeriesKeys()
        #expect(index(&keys, "AAPL") == 0)
        #expect(index(&keys, "GOOG") == 1)
        #expect(index(&keys, "AAPL") == 0)
        #expect(index(&keys, "") == 2)
        #expect(index(&keys, "GOOG") == 1)
        #expect(keys.count == 3)
        #expect(keys.name(1) == "GOOG")
        #expect(keys.name(2) == "")
    }

    @Test("thousands of texts survive the table growing, each found at its number")
    func manyTexts() {
        var keys = SeriesKeys()
        for number in 0..<5_000 { #expect(index(&keys, "s\(number)") == number) }
        for number in stride(from: 4_999, through: 0, by: -7) { #expect(index(&keys, "s\(number)") == number) }
        #expect(keys.count == 5_000)
        #expect(keys.name(4_321) == "s4321")
    }

    @Test("a short text after a long one is itself, not the long one (both ways of looking it up)")
    func shortAfterLong() {
        var keys = SeriesKeys()
        #expect(index(&keys, "Seattle") == 0)
        #expect(index(&keys, "San Francisco") == 1)
        #expect(index(&keys, "Seattle") == 0)
        #expect(index(&keys, "San Francisco") == 1)
        var packed = UInt64(7) << 56
        for (offset, byte) in "Seattle".utf8.enumerated() { packed |= UInt64(byte) << UInt64(8 * offset) }
        #expect(keys.index(ofPacked: packed) == 0)
        #expect(index(&keys, "A") == 2)
        #expect(index(&keys, "Abcdefgh") == 3)
        #expect(keys.index(ofPacked: UInt64(1) << 56 | UInt64(UInt8(ascii: "A"))) == 2)
    }

    @Test("past the limit a new text has no number, while known ones still do")
    func limit() {
        var keys = SeriesKeys()
        for number in 0..<SeriesKeys.maximumCount { _ = index(&keys, String(number)) }
        #expect(index(&keys, "one too many") == nil)
        #expect(index(&keys, "17") == 17)
    }
}
