import Testing

@testable import Report

@Suite("Gzip")
struct GzipTests {
    @Test("What is packed unpacks to the same bytes", arguments: [0, 1, 1_000, 300_000])
    func roundTrip(count: Int) throws {
        var generator = SystemRandomNumberGenerator()
        // Words that repeat, as the page's sentences do, and some noise.
        let words = ["19 October to 29 November", "average", "7,514", "steps a day", "Highest", "\u{200F}٧٬٥١٤"]
        var text = ""
        while text.utf8.count < count { text += words.randomElement(using: &generator)! + " " }
        let bytes = Array(text.utf8.prefix(count))
        let packed = try Gzip.compress(bytes)
        #expect(Array(packed.prefix(3)) == [0x1F, 0x8B, 0x08])
        #expect(try ReportFixtures.gunzip(packed) == bytes)
        if count >= 1_000 { #expect(packed.count * 4 < bytes.count) }
    }

    @Test("The same bytes pack the same way: no time stamp in the header")
    func deterministic() throws {
        let bytes = Array(String(repeating: "Average 8,412 steps a day, ", count: 500).utf8)
        let first = try Gzip.compress(bytes)
        #expect(try Gzip.compress(bytes) == first)
        #expect(Array(first[4..<8]) == [0, 0, 0, 0])
    }
}
