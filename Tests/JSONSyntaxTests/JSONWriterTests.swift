import Testing

@testable import JSONSyntax

@Suite("Writing JSON")
struct JSONWriterTests {
    @Test("Compact and pretty forms")
    func forms() {
        let value: JSONValue = ["name": "Range", "values": [1, 2.5, nil], "ok": true]
        #expect(JSONWriter.compact.string(from: value) == #"{"name":"Range","values":[1,2.5,null],"ok":true}"#)
        #expect(JSONWriter.pretty.string(from: ["a": [1]]) == "{\n  \"a\": [\n    1\n  ]\n}")
    }

    @Test("Only quotes, backslashes and control characters are escaped")
    func escaping() {
        let text = JSONWriter.compact.string(from: .string("a/b \"c\" \\ é\n\u{01}"))
        #expect(text == #""a/b \"c\" \\ é\n\u0001""#)
    }

    @Test("Xcode's layout: sorted keys, ' : ', and empty objects with a blank line")
    func xcodeLayout() {
        let writer = JSONWriter.xcode(order: { $0.lowercased() < $1.lowercased() })
        let value: JSONValue = ["strings": ["b": [:], "A": ["x": 1]], "sourceLanguage": "en"]
        #expect(
            writer.string(from: value)
                == "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"A\" : {\n      \"x\" : 1\n    },\n    \"b\" : {\n\n    }\n  }\n}"
        )
    }

    @Test("Writing what was parsed gives the same value back")
    func roundTrip() throws {
        let text = #"{"a":[1,2.50,{"b":"\u00e9"}],"c":null,"d":false}"#
        let document = try JSONDocument(parsing: Array(text.utf8))
        let written = JSONWriter.compact.string(from: document.root.value)
        let again = try JSONDocument(parsing: Array(written.utf8))
        #expect(again.root.value == document.root.value)
    }

    @Test("Numbers that are not finite are written as null")
    func notFiniteNumbers() {
        #expect(JSONWriter.compact.string(from: .number(Double.infinity)) == "null")
    }
}
