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

    @Test("past the limit a new text has no number, while known ones still do")
    func limit() {
        var keys = SeriesKeys()
        for number in 0..<SeriesKeys.maximumCount { _ = index(&keys, String(number)) }
        #expect(index(&keys, "one too many") == nil)
        #expect(index(&keys, "17") == 17)
    }
}
