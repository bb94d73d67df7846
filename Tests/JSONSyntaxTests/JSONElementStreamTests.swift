import Testing

@testable import JSONSyntax

@Suite("Streaming a top-level array's elements")
struct JSONElementStreamTests {
    /// The elements the stream hands over, or the error it throws, for `text`.
    func streamed(_ text: String) -> Result<[JSONNode], JSONSyntaxError> {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            var stream = JSONElementStream(bytes: buffer)
            do throws(JSONSyntaxError) {
                guard case .array = try stream.open() else { return .success([]) }
                var elements: [JSONNode] = []
                while let element = try stream.next() { elements.append(element) }
                return .success(elements)
            } catch {
                return .failure(error)
            }
        }
    }

    /// What the whole-text parser makes of `text`: the root's elements, or its error.
    func parsed(_ text: String) -> Result<[JSONNode], JSONSyntaxError> {
        do throws(JSONSyntaxError) {
            let document = try JSONDocument(parsing: Array(text.utf8))
            return .success(document.root.array ?? [])
        } catch {
            return .failure(error)
        }
    }

    static let validTexts = [
        "[]", " [ ] \n", "\u{FEFF}[1]",
        #"[{"date": "2026-03-01", "value": 1}, {"date": "2026-03-02", "value": null}]"#,
        "[\n  [\"2026-03-01\", 1.50],\n  [\"2026-03-02\", -3e2]\n]\n",
        #"[{"k": 1, "k": 2, "é\n": "x\u00e9\ud83d\ude00"}, [[[]]], true, false, "s", 0]"#,
    ]

    @Test("the elements are the whole-text parser's, offsets and all", arguments: validTexts)
    func sameElements(text: String) throws {
        let elements = try streamed(text).get()
        #expect(elements == (try parsed(text).get()))
    }

    static let invalidTexts = [
        "", "  \n", "[", "[1", "[1,", "[1,]", "[1 2]", "[1] x", "[1]]", #"[{"a" 1}]"#, #"[{"a": 1,}]"#,
        "[\"abc]", "[01]", "[1, tru]", "[\n1,\n2,\n\u{7}]", #"{"a": [1, 2,]}"#, "[1] [2]", "\"x\" y",
    ]

    @Test("a syntax error is the whole-text parser's, message and place", arguments: invalidTexts)
    func sameErrors(text: String) {
        let expected = parsed(text)
        guard case .failure(let error) = expected else {
            Issue.record("'\(text)' parses whole")
            return
        }
        #expect(streamed(text) == .failure(error))
    }

    @Test("a value other than an array is checked whole and named by its kind")
    func otherTopLevel() throws {
        let bytes = Array(#"  {"date": "2026-03-01"}"#.utf8)
        let opening = try bytes.withUnsafeBufferPointer { buffer in
            var stream = JSONElementStream(bytes: buffer)
            return try stream.open()
        }
        #expect(opening == .other(kind: .object, offset: 2))
    }

    @Test("lines and columns of elements far down a long text are the whole-text parser's")
    func places() throws {
        // Enough lines that the stream forgets the first ones, with characters beyond ASCII.
        var text = "[\n"
        for index in 0..<300 {
            text += "  {\"é\": \"\(index)\", \"v\": [\(index),\n    \(index)]}" + (index < 299 ? ",\n" : "\n")
        }
        text += "]"
        let bytes = Array(text.utf8)
        let document = try JSONDocument(parsing: bytes)
        let expected = try #require(document.root.array)
        try bytes.withUnsafeBufferPointer { buffer in
            var stream = JSONElementStream(bytes: buffer)
            _ = try stream.open()
            var index = 0
            while let element = try stream.next() {
                let inner = try #require(element["v"]?[1])
                #expect(stream.line(ofOffset: element.offset) == document.line(ofOffset: expected[index].offset))
                #expect(stream.location(ofOffset: element.offset) == document.location(ofOffset: element.offset))
                #expect(stream.location(ofOffset: inner.offset) == document.location(ofOffset: inner.offset))
                index += 1
            }
            #expect(index == 300)
            // A place behind the lines kept is still found, counted from the start.
            #expect(stream.location(ofOffset: expected[3].offset) == document.location(ofOffset: expected[3].offset))
            #expect(stream.line(ofOffset: expected[3].offset) == 8)
        }
    }

    @Test("a minified text's places are counted on from the one before")
    func minified() throws {
        let text = "[" + (0..<500).map { "[\"2026-01-01\", \($0)]" }.joined(separator: ",") + "]"
        let bytes = Array(text.utf8)
        let document = try JSONDocument(parsing: bytes)
        try bytes.withUnsafeBufferPointer { buffer in
            var stream = JSONElementStream(bytes: buffer)
            _ = try stream.open()
            while let element = try stream.next() {
                let value = try #require(element[1])
                #expect(stream.location(ofOffset: value.offset) == document.location(ofOffset: value.offset))
            }
        }
    }

    @Test("skipping checks an element without building it, and the stream goes on")
    func skipping() throws {
        let bytes = Array("[1, [2, 3], {\"a\": 4}, 5]".utf8)
        try bytes.withUnsafeBufferPointer { buffer in
            var stream = JSONElementStream(bytes: buffer)
            _ = try stream.open()
            #expect(try stream.next()?.number?.int == 1)
            #expect(try stream.skip())
            #expect(try stream.next()?["a"]?.number?.int == 4)
            #expect(try stream.skip())
            #expect(try !stream.skip())
            #expect(try stream.next() == nil)
        }
        let broken = Array("[1, [2, 3,], 4]".utf8)
        let error = broken.withUnsafeBufferPointer { buffer -> JSONSyntaxError? in
            var stream = JSONElementStream(bytes: buffer)
            do throws(JSONSyntaxError) {
                _ = try stream.open()
                while try stream.skip() {}
                return nil
            } catch {
                return error
            }
        }
        #expect(error?.message == "expected a value, found ']' (a trailing comma?)")
        #expect(error?.location == TextPosition(line: 1, column: 11))
    }
}
