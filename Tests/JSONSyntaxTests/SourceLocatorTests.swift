import Testing

@testable import JSONSyntax

/// Issue 11, case 4: positions in a one-line (minified) text are counted once, never again
/// from the line's start.
@Suite("Locating many places in one long line")
struct SourceLocatorTests {
    /// A minified array of `count` pairs, and the offset of each pair's date.
    static func minified(_ count: Int) -> (bytes: [UInt8], offsets: [Int]) {
        var text = "["
        var offsets: [Int] = []
        for index in 0..<count {
            if index > 0 { text += "," }
            text += "["
            offsets.append(text.utf8.count)
            text += "\"2026-03-03\",\(index)]"
        }
        text += "]"
        return (Array(text.utf8), offsets)
    }

    @Test("a locator gives the same places as a lookup from the line's start")
    func samePlaces() throws {
        let text = "[\n  \"é\", 1,\n  [\"ü\", 2]\n]"
        let tape = try JSONTape(parsing: Array(text.utf8))
        var locator = tape.locator()
        for offset in 0...text.utf8.count {
            #expect(locator.location(ofOffset: offset) == tape.location(ofOffset: offset), "offset \(offset)")
        }
        // Asked out of order, it still answers rightly.
        #expect(locator.location(ofOffset: 3) == tape.location(ofOffset: 3))
    }

    @Test("locating every element of a minified array reads the line once, not once an element")
    func linearOnOneLine() throws {
        let (bytes, offsets) = Self.minified(40_000)
        let document = try JSONDocument(parsing: bytes)
        var locator = document.locator()
        var last = TextPosition(line: 0, column: 0)
        for offset in offsets { last = locator.location(ofOffset: offset) }
        #expect(last.line == 1)
        #expect(last.column == offsets.last! + 1)
        // From the line's start each time it would be 40,000 times the half-line on average.
        #expect(locator.scannedBytes <= bytes.count)
    }

    @Test("the line of a place is found without reading the line")
    func lineOnly() throws {
        let tape = try JSONTape(parsing: Array("[1,\n2,\n3]".utf8))
        #expect(tape.line(ofOffset: 0) == 1)
        #expect(tape.line(ofOffset: 4) == 2)
        #expect(tape.line(ofOffset: 7) == 3)
        #expect(try JSONDocument(parsing: Array("[1,\n2]".utf8)).line(ofOffset: 5) == 2)
    }
}
