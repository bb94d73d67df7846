import Testing

@testable import JSONSyntax

@Suite("Comparing a text with a writer's layout")
struct JSONTapeLayoutTests {
    static let xcode = JSONWriter(indentation: 2, keySeparator: " : ", blankLineInEmptyContainers: true)

    static let values: [JSONValue] = [
        ["b": [1, "two", nil, true, false, 2.5], "a": [:], "c": [], "d": ["e": ["f": "g\n\"h\" é 😀 \u{1}"]]],
        [],
        "just a string",
        42,
        [[[], [:], [1]], ["k": ["x": [["y": nil]]]]],
    ]

    @Test("A text a writer wrote is in its layout", arguments: values)
    func writtenTextsMatch(value: JSONValue) throws {
        for writer in [Self.xcode, .pretty, .compact] {
            let text = Array(writer.string(from: value).utf8)
            let tape = try JSONTape(parsing: text)
            #expect(tape.layoutEnd(as: writer) == text.count)
        }
    }

    @Test("A changed text is in the layout exactly when the writer writes it so", arguments: values)
    func changedTexts(value: JSONValue) throws {
        let text = Array(Self.xcode.string(from: value).utf8)
        var variants: [[UInt8]] = []
        for offset in 0...text.count {
            for insert: UInt8 in [0x20, 0x0A] {
                var changed = text
                changed.insert(insert, at: offset)
                variants.append(changed)
            }
            if offset < text.count {
                var changed = text
                changed.remove(at: offset)
                variants.append(changed)
            }
        }
        var parsed = 0
        for variant in variants {
            guard let tape = try? JSONTape(parsing: variant) else { continue }
            parsed += 1
            let written = Array(Self.xcode.string(from: JSONDocument(tape).root.value).utf8)
            let end = tape.layoutEnd(as: Self.xcode)
            #expect((end == variant.count) == (written == variant), "\(String(decoding: variant, as: UTF8.self))")
            if let end { #expect(Array(variant[..<end]) == written) }
        }
        #expect(parsed > 0)
    }

    @Test("Escapes count: a string must be quoted as the writer quotes it")
    func escapes() throws {
        let canonical = try JSONTape(parsing: Array(#"["a\"b\\c\n\u0001/é"]"#.utf8))
        #expect(canonical.layoutEnd(as: .compact) != nil)
        for other in [#"["\/"]"#, #"["\u00e9"]"#, #"["\u0041"]"#, #"["\t\u000A"]"#] {
            let tape = try JSONTape(parsing: Array(other.utf8))
            #expect(tape.layoutEnd(as: .compact) == nil, "\(other)")
        }
    }

    @Test("Member order is not the layout's business")
    func orderIsIgnored() throws {
        let text = Array("{\n  \"b\" : 1,\n  \"a\" : 2\n}".utf8)
        #expect(try JSONTape(parsing: text).layoutEnd(as: Self.xcode) == text.count)
    }

    @Test("A byte order mark is never in a writer's layout")
    func byteOrderMark() throws {
        let tape = try JSONTape(parsing: [0xEF, 0xBB, 0xBF] + Array("[]".utf8))
        #expect(tape.layoutEnd(as: .compact) == nil)
    }
}
