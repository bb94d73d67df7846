import Testing

@testable import JSONSyntax

@Suite("Parsing JSON onto a tape")
struct JSONTapeTests {
    func parse(_ text: String) throws -> JSONTape {
        try JSONTape(parsing: Array(text.utf8))
    }

    @Test("Values of every kind are recorded in document order")
    func values() throws {
        let tape = try parse(#"{"b": [1, 2.50, -3e2, true, false, null], "a": "x\n\u00e9\ud83d\ude00"}"#)
        let members = Array(tape.members(of: tape.root))
        #expect(members.map { tape.string($0.key) } == ["b", "a"])
        let elements = Array(tape.elements(of: members[0].value))
        #expect(elements.map { tape.kind(of: $0) } == [.number, .number, .number, .bool, .bool, .null])
        #expect(tape.number(elements[1])?.text == "2.50")
        #expect(tape.number(elements[2])?.double == -300)
        #expect(elements[3...4].map { tape.bool($0) } == [true, false])
        #expect(tape.string(members[1].value) == "x\né😀")
        #expect(tape.hasEscapes(members[1].value))
        #expect(!tape.hasEscapes(members[0].key))
    }

    @Test("A subtree is skipped in one step")
    func skipping() throws {
        let tape = try parse(#"[{"a": {"b": [1, 2]}}, "after"]"#)
        let first = try #require(Array(tape.elements(of: tape.root)).first)
        #expect(tape.count(of: first) == 1)
        #expect(tape.string(tape.nodeAfter(first)) == "after")
        #expect(tape.count(of: tape.root) == 2)
    }

    @Test("Offsets point at each value's first and last characters")
    func offsets() throws {
        let text = #"{"key" : "value"}"#
        let tape = try parse(text)
        let member = try #require(Array(tape.members(of: tape.root)).first)
        #expect(tape.offset(of: member.key) == 1)
        #expect(tape.endOffset(of: member.key) == 6)
        #expect(tape.offset(of: member.value) == 9)
        #expect(tape.endOffset(of: tape.root) == text.utf8.count)
        #expect(Array(tape.rawContents(of: member.value)) == Array("value".utf8))
    }

    @Test("The last of repeated keys is the one looked up")
    func lastValue() throws {
        let tape = try parse(#"{"k": 1, "\u006b": 2, "other": 3}"#)
        let value = try #require(tape.lastValue(forKey: "k", in: tape.root))
        #expect(tape.number(value)?.int == 2)
        #expect(tape.lastValue(forKey: "missing", in: tape.root) == nil)
    }

    @Test(
        "Strings are compared as their texts, escapes and canonical equivalence included",
        arguments: [
            (#""abc""#, #""abc""#, true),
            (#""abc""#, #""abd""#, false),
            (#""abc""#, #""ab""#, false),
            (#""a""#, #""\u0061""#, true),
            (#""\u00e9""#, #""e\u0301""#, true),
            (#""K""#, #""\u212A""#, true),
        ])
    func stringEquality(first: String, second: String, equal: Bool) throws {
        let tape = try parse("[\(first), \(second)]")
        let elements = Array(tape.elements(of: tape.root))
        #expect(tape.string(elements[0], equals: elements[1]) == equal)
        #expect((tape.string(elements[0]) == tape.string(elements[1])) == equal)
    }

    @Test("A name is matched as bytes, or through its text when escaped")
    func nameMatching() throws {
        let tape = try parse(#"["state", "st\u0061te", "states", 5]"#)
        let elements = Array(tape.elements(of: tape.root))
        #expect(elements.map { tape.isString($0, equalTo: "state") } == [true, true, false, false])
    }

    @Test("Lines are counted while parsing, columns in characters")
    func locations() throws {
        let tape = try parse("{\n  \"é\": [\n    true\n  ]\n}")
        let member = try #require(Array(tape.members(of: tape.root)).first)
        let element = try #require(Array(tape.elements(of: member.value)).first)
        #expect(tape.location(ofOffset: tape.offset(of: element)) == TextPosition(line: 3, column: 5))
        #expect(tape.location(ofOffset: tape.offset(of: member.key)) == TextPosition(line: 2, column: 3))
    }

    @Test("The tree built from a tape is the tree parsed directly")
    func treeFromTape() throws {
        let text = #"{"a": [1, {"b": null, "c": "\t"}], "a": {}, "d": []}"#
        let tape = try parse(text)
        let document = JSONDocument(tape)
        #expect(document.root.object?.keys == ["a", "a", "d"])
        #expect(document.root["a"]?.object?.members.isEmpty == true)
        #expect(document.root.object?.members[0].value[1]?["c"]?.string == "\t")
        #expect(document.root.object?.members[0].value[1]?.offset == 10)
    }

    @Test("A byte order mark is skipped and remembered")
    func byteOrderMark() throws {
        let tape = try JSONTape(parsing: [0xEF, 0xBB, 0xBF] + Array("[1]".utf8))
        #expect(tape.hadByteOrderMark)
        #expect(tape.offset(of: tape.root) == 3)
    }

    @Test("Malformed text is refused as the tree parser refuses it", arguments: JSONDocumentTests.malformed)
    func malformedText(text: String, line: Int, column: Int, fragment: String) {
        #expect {
            _ = try parse(text)
        } throws: { error in
            guard let error = error as? JSONSyntaxError else { return false }
            return error.location == TextPosition(line: line, column: column) && error.message.contains(fragment)
        }
    }

    @Test("Every special character is found wherever it falls in a long string", arguments: 0..<20)
    func specialCharacters(position: Int) throws {
        let before = String(repeating: "a", count: position)
        let after = String(repeating: "b", count: 19 - position)
        let tape = try parse("[\"\(before)é\(after)\", \"\(before)\\n\(after)\", \"\(before)~\(after)\"]")
        let texts = tape.elements(of: tape.root).map { tape.string($0) }
        #expect(texts == [before + "é" + after, before + "\n" + after, before + "~" + after])
        #expect(throws: JSONSyntaxError.self) { try parse("\"\(before)\t\(after)\"") }
        #expect(throws: JSONSyntaxError.self) { try parse("\"\(before)\"\(after)\"") }
        #expect(throws: JSONSyntaxError.self) {
            try JSONTape(parsing: Array("\"\(before)".utf8) + [0xFF] + Array("\(after)\"".utf8))
        }
    }
}
