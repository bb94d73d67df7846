import Testing

@testable import XMLSyntax

@Suite("Reading XML strictly")
struct XMLDocumentTests {
    func document(_ text: String) throws(XMLSyntaxError) -> XMLDocument {
        try XMLDocument(parsing: Array(text.utf8))
    }

    @Test("Elements, attributes, text and where each is written")
    func elementsAndOffsets() throws {
        let text =
            #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
            + #"<xliff version='1.2'><file original="a.strings"><note>T&amp;C &#233;&#xE9; &lt;b&gt;</note></file></xliff>"#
        let root = try document(text).root
        #expect(root.name == "xliff")
        #expect(root.attribute("version") == "1.2")
        let file = try #require(root.element(named: "file"))
        #expect(file.attribute("original") == "a.strings")
        let note = try #require(file.element(named: "note"))
        #expect(note.text == "T&C éé <b>")
        let bytes = Array(text.utf8)
        func offset(of part: String) -> Int? { bytes.indices.first { bytes[$0...].starts(with: Array(part.utf8)) } }
        #expect(note.textOffset == offset(of: "T&amp;"))
        #expect(file.offset == offset(of: "<file"))
        #expect(file.attributes.first?.offset == offset(of: "a.strings"))
    }

    @Test("Comments, instructions, a document type and CDATA are read; only text and elements are kept")
    func skippedParts() throws {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <!-- a comment -->
            <plist version="1.0"><?instruction here?><string><![CDATA[a <b> & c]]> d</string></plist>
            """
        let root = try document(text).root
        #expect(root.elements.map(\.name) == ["string"])
        #expect(root.elements[0].text == "a <b> & c d")
    }

    @Test("Line ends are LF in text and spaces in attribute values")
    func lineEnds() throws {
        let root = try document("<a x=\"1\r\n2\tz\">one\r\ntwo\rthree</a>").root
        #expect(root.attribute("x") == "1 2 z")
        #expect(root.text == "one\ntwo\nthree")
    }

    static let refused: [(text: String, message: String)] = [
        ("<a><b></a>", "the end tag 'a' does not match the start tag 'b' on line 1"),
        ("<a>", "the element 'a' opened on line 1 is never closed"),
        ("<a>x & y</a>", "'&' starts no entity; write '&amp;' for an ampersand"),
        ("<a>&nbsp;</a>", "'&nbsp;' is not an entity XML defines"),
        ("<a x=1/>", "expected the value of 'x' in quotation marks, found '1'"),
        ("<a x='1' x='2'/>", "the attribute 'x' is written twice in the tag 'a'"),
        ("<a/><b/>", "expected the end of the file after the root element, found a second element"),
        ("", "expected a root element, found the end of the file"),
        ("<a>]]></a>", "']]>' is not allowed in text"),
        ("<!DOCTYPE a [<!ENTITY e \"x\">]><a/>", "internal subset"),
        ("<a>\u{1}</a>", "a control character XML does not allow"),
        ("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a/>", "only UTF-8 and UTF-16 are read"),
        ("<a><!-- x -- y --></a>", "'--' is not allowed inside a comment"),
    ]

    @Test("What is not well-formed is refused, saying where and what was expected", arguments: refused)
    func refusals(text: String, message: String) {
        do {
            _ = try document(text)
            Issue.record("\(text) was read")
        } catch {
            #expect(error.message.contains(message), "\(error.message)")
        }
    }

    @Test("Text that is not UTF-8 is refused at its first bad byte")
    func invalidUTF8() {
        do {
            _ = try XMLDocument(parsing: Array("<a>".utf8) + [0xC3, 0x28] + Array("</a>".utf8))
            Issue.record("read")
        } catch {
            #expect(error.offset == 3)
            #expect(error.message.contains("not UTF-8"))
        }
    }

    @Test("Nesting deeper than the limit is refused, not followed")
    func depth() {
        let deep =
            String(repeating: "<a>", count: XMLDocument.maximumDepth + 1)
            + String(repeating: "</a>", count: XMLDocument.maximumDepth + 1)
        #expect(throws: XMLSyntaxError.self) { try document(deep) }
    }
}
