import ByteScanning
import TestSupport
import Testing

@testable import StringCatalog

/// The facts of a value are found eight bytes at a time; the plain way asks of each byte in
/// turn. The two must agree on every value, whatever falls on either side of a word's edge.
@Suite("Facts of a value's bytes")
struct ByteFactsTests {
    /// Each fact of one byte, the plain way.
    static func plainFacts(of value: String) -> ByteFacts {
        var facts: ByteFacts = []
        for byte in value.utf8 {
            switch byte {
            case 0x25: facts.insert(.percent)
            case 0x0D: facts.insert(.carriageReturn)
            case 0x0A: facts.insert(.lineFeed)
            case 0x5C: facts.insert(.backslash)
            case 0x09: facts.insert(.tab)
            case 0x24: facts.insert(.dollarSign)
            case 0x2A, 0x5F, 0x7E, 0x60, 0x5D: facts.insert(.markdownMark)
            case 0x80...: facts.insert(.nonASCII)
            case 0x00..<0x20, 0x7F: facts.insert(.otherControl)
            default: break
            }
        }
        return facts
    }

    @Test("Facts found eight bytes at a time are those found byte by byte", arguments: 0..<30)
    func agreesWithThePlainScan(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let pieces = [
            "a", "%", "\r", "\n", "\\", "\t", "$", "*", "_", "~", "`", "]", "é", "Zz09", " ", "${x}", "\u{1B}",
            "\u{7F}",
            "\u{0}", "\u{9B}",
        ]
        for _ in 0..<60 {
            var value = ""
            for _ in 0..<Int.random(in: 0...24, using: &generator) { value += pieces.randomElement(using: &generator)! }
            #expect(ParsedValue.facts(of: value) == Self.plainFacts(of: value), "\(value.debugDescription)")
        }
    }

    @Test("Runs of bytes compared eight at a time are equal exactly when they are", arguments: 0..<20)
    func equalBytes(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<80 {
            let a = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
                UInt8.random(in: 0...3, using: &generator)
            }
            var b = a
            if Bool.random(using: &generator), !b.isEmpty {
                b[Int.random(in: 0..<b.count, using: &generator)] ^= 1
            } else if Bool.random(using: &generator) {
                b.append(0)
            }
            a.withUnsafeBufferPointer { x in
                b.withUnsafeBufferPointer { y in
                    #expect(ByteWord.equal(x, y) == (a == b))
                }
            }
        }
    }
}
