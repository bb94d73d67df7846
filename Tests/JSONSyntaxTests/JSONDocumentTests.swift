import Testing

@testable import JSONSyntax

@Suite("Parsing JSON")
struct JSONDocumentTests {
    func parse(_ text: String) throws -> JSONDocument {
        try JSONDocument(parsing: Array(text.utf8))
    }

    @Test("Values of every kind, with member order and number text kept")
    func values() throws {
        let document = try parse(#"{"b": [1, 2.50, -3e2, true, false, null], "a": "x\n\u00e9\ud83d\ude00"}"#)
        let root = document.root
        #expect(root.object?.keys == ["b", "a"])
        #expect(root["b"]?[1]?.number?.text == "2.50")
        #expect(root["b"]?[2]?.number?.double == -300)
        #expect(root["b"]?[3]?.bool == true)
        #expect(root["b"]?[5]?.isNull == true)
        #expect(root["a"]?.string == "x\né😀")
    }

    @Test("Repeated keys are kept, and lookup finds the last")
    func repeatedKeys() throws {
        let document = try parse(#"{"k": 1, "k": 2}"#)
        #expect(document.root.object?.repeatedMembers.map(\.key) == ["k"])
        #expect(document.root["k"]?.number?.int == 2)
    }

    @Test("Offsets turn into lines and columns counted in characters")
    func locations() throws {
        let document = try parse("{\n  \"é\": [\n    true\n  ]\n}")
        let element = try #require(document.root["é"]?[0])
        #expect(document.location(ofOffset: element.offset) == TextPosition(line: 3, column: 5))
        let member = try #require(document.root.object?.members.first)
        #expect(document.location(ofOffset: member.keyOffset) == TextPosition(line: 2, column: 3))
    }

    @Test("A byte order mark is skipped and remembered")
    func byteOrderMark() throws {
        let document = try JSONDocument(parsing: [0xEF, 0xBB, 0xBF] + Array("[1]".utf8))
        #expect(document.hadByteOrderMark)
        #expect(document.root[0]?.number?.int == 1)
    }

    static let malformed: [(text: String, line: Int, column: Int, fragment: String)] = [
        ("", 1, 1, "empty"),
        ("{\"a\": 1,}", 1, 9, "trailing comma"),
        ("[1, 2,]", 1, 7, "trailing comma"),
        ("{\"a\" 1}", 1, 6, "expected ':'"),
        ("{\n  \"a\": tru\n}", 2, 8, "expected 'true'"),
        ("[01]", 1, 3, "leading zero"),
        ("[1.]", 1, 4, "after the decimal point"),
        ("\"abc", 1, 1, "closing"),
        ("\"a\tb\"", 1, 3, "control character"),
        ("[1] [2]", 1, 5, "end of the file"),
        ("\"\\x\"", 1, 2, "expected an escape"),
        ("\"\\ud800\"", 1, 8, "low surrogate"),
        ("{\"a\": [}", 1, 8, "expected a value"),
    ]

    @Test("Malformed text is refused with its line, column and what was expected", arguments: malformed)
    func malformedText(text: String, line: Int, column: Int, fragment: String) {
        #expect {
            _ = try parse(text)
        } throws: { error in
            guard let error = error as? JSONSyntaxError else { return false }
            return error.location == TextPosition(line: line, column: column) && error.message.contains(fragment)
        }
    }

    @Test("Invalid UTF-8 is refused")
    func invalidUTF8() {
        for bytes: [UInt8] in [
            [0x22, 0xC3, 0x22], [0x22, 0xFF, 0x22], [0x22, 0xE0, 0x80, 0x80, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22],
        ] {
            #expect(throws: JSONSyntaxError.self) { try JSONDocument(parsing: bytes) }
        }
    }

    @Test("Nesting deeper than the limit is refused rather than overflowing the stack")
    func deepNesting() {
        let text = String(repeating: "[", count: 100_000)
        #expect(throws: JSONSyntaxError.self) { try parse(text) }
    }
}
