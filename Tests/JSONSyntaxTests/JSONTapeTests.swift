import TestSupport
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

    @Test("An entry takes 12 bytes, its kind beside a container's count or a scalar's flags")
    func packedEntries() throws {
        #expect(MemoryLayout<JSONTape.Entry>.stride == 12)
        let elements = (0..<1_000).map(String.init).joined(separator: ",")
        let tape = try parse(#"{"big": [\#(elements)], "s": "a\u00e9", "t": true, "f": false, "e": {}}"#)
        let members = Array(tape.members(of: tape.root))
        #expect(members.map { tape.kind(of: $0.value) } == [.array, .string, .bool, .bool, .object])
        #expect(tape.count(of: tape.root) == 5)
        #expect(tape.count(of: members[0].value) == 1_000)
        #expect(tape.count(of: members[1].value) == 0)
        #expect(tape.hasEscapes(members[1].value) && tape.string(members[1].value) == "aé")
        #expect(members[2...3].map { tape.bool($0.value) } == [true, false])
        #expect(tape.count(of: members[4].value) == 0)
        for kind in [JSONTape.Kind.null, .bool, .number, .string, .array, .object] {
            var entry = JSONTape.Entry(start: 1, end: 2, kind: kind, flags: kind == .string ? 3 : 0)
            #expect(entry.kind == kind)
            #expect(entry.flags == (kind == .string ? 3 : 0))
            if kind == .array || kind == .object {
                entry.count = UInt32(JSONTape.Entry.maximumCount)
                entry.reach = 9
                #expect(entry.kind == kind && entry.count == UInt32(JSONTape.Entry.maximumCount) && entry.flags == 0)
                #expect(entry.next(at: 5) == 9)
            } else {
                #expect(entry.count == 0 && entry.end == 2 && entry.next(at: 5) == 6)
            }
        }
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

    /// A JSON text of random shape: nested arrays and objects, empty ones with white space
    /// inside, strings with brackets and escaped quotes, and white space of every kind.
    static func nestedText(_ generator: inout some RandomNumberGenerator, depth: Int = 0) -> String {
        let space = ["", " ", "\n", "\t", "\r\n  "].randomElement(using: &generator)!
        let scalars = [#""a]}""#, #""q\"}""#, "12", "-3.5e2", "true", "null", #""é""#]
        guard depth < 4, Int.random(in: 0..<3, using: &generator) > 0 else {
            return scalars.randomElement(using: &generator)!
        }
        let count = Int.random(in: 0...4, using: &generator)
        let isObject = Bool.random(using: &generator)
        let children = (0..<count).map { index in
            let value = nestedText(&generator, depth: depth + 1)
            return space + (isObject ? "\"k\(index)\"\(space):\(space)" : "") + value + space
        }
        return (isObject ? "{" : "[") + (count == 0 ? space : children.joined(separator: ",")) + (isObject ? "}" : "]")
    }

    /// The end of the value starting at `start`, found by matching brackets outside strings.
    static func plainEnd(of start: Int, in bytes: [UInt8]) -> Int {
        var index = start
        var depth = 0
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                depth -= 1
                if depth == 0 { return index + 1 }
            }
            index += 1
        }
        return index
    }

    @Test("A container's end, found from its last child, is where its brackets close", arguments: 0..<60)
    func containerEnds(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let text = "[" + Self.nestedText(&generator) + " ]"
        let tape = try parse(text)
        for index in 0..<tape.nodeCount {
            let node = JSONTape.Node(index: index)
            guard tape.kind(of: node) == .array || tape.kind(of: node) == .object else { continue }
            #expect(tape.endOffset(of: node) == Self.plainEnd(of: tape.offset(of: node), in: tape.bytes), "\(text)")
        }
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
