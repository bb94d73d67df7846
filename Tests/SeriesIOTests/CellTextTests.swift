import Testing

@testable import SeriesIO

@Suite("Cell text in messages")
struct CellTextTests {
    @Test("cells are quoted, with control characters escaped and long text cut")
    func quoted() {
        #expect(CellText.quoted("12abc") == "'12abc'")
        #expect(CellText.quoted("a\nb\tc\r") == "'a\\nb\\tc\\r'")
        #expect(CellText.quoted("bell\u{07}") == "'bell\\u{0007}'")
        // C1 controls and direction controls too: the one rule every message shows text by.
        #expect(CellText.quoted("a\u{9B}2J\u{202E}b") == "'a\\u{009B}2J\\u{202E}b'")
        #expect(CellText.quoted(String(repeating: "x", count: 50)) == "'" + String(repeating: "x", count: 40) + "…'")
        #expect([UInt8]([0x61, 0xFF]).withUnsafeBytes { CellText.quoted($0) } == "'a\u{FFFD}'")
    }

    @Test("lists read as a sentence")
    func list() {
        #expect(CellText.list(["a"]) == "'a'")
        #expect(CellText.list(["a", "b"]) == "'a' and 'b'")
        #expect(CellText.list(["a", "b", "c"]) == "'a', 'b' and 'c'")
        #expect(CellText.list([]) == "")
    }

    @Test("trimming removes spaces and tabs at both ends only")
    func trimmed() {
        func trim(_ text: String) -> String {
            Array(text.utf8).withUnsafeBytes { String(decoding: CellText.trimmed($0), as: UTF8.self) }
        }
        #expect(trim("  a b \t") == "a b")
        #expect(trim("a") == "a")
        #expect(trim("   ") == "")
        #expect(trim("\na\n") == "\na\n")
    }
}
