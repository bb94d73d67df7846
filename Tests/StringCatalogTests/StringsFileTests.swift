import Testing

@testable import StringCatalog

@Suite("Reading .strings files")
struct StringsFileTests {
    func read(_ text: String, base: Int = 0) throws(LocalizationFileError) -> StringsFile {
        try StringsFile(parsing: Array(text.utf8), base: base, path: "Localizable.strings")
    }

    @Test("Pairs, their notes and where each key and value is written")
    func pairs() throws {
        let text = """
            /* The title of the settings screen. */
            "settings.title" = "Settings";
            // A second note
            /* on two comments */
            unquoted_key = "Value";

            "no.note" = "x";
            """
        let file = try read(text, base: 100)
        #expect(file.pairs.map(\.key) == ["settings.title", "unquoted_key", "no.note"])
        #expect(file.pairs.map(\.value) == ["Settings", "Value", "x"])
        #expect(file.pairs[0].comment == "The title of the settings screen.")
        #expect(file.pairs[1].comment == "A second note\non two comments")
        #expect(file.pairs[2].comment == nil)
        let bytes = Array(text.utf8)
        #expect(file.pairs[0].keyOffset == 100 + bytes.firstIndex(of: UInt8(ascii: "\""))!)
        #expect(bytes[file.pairs[0].valueOffset - 100] == UInt8(ascii: "\""))
    }

    @Test("Escapes are decoded as Apple's platforms read them")
    func escapes() throws {
        let file = try read(#""k" = "a \"b\" \\ \n\t \U00E9 \u00e9 \101 \UD83D\UDE00 \'";"#)
        #expect(file.pairs.first?.value == "a \"b\" \\ \n\t é é A 😀 '")
    }

    @Test("A key alone stands for itself")
    func keyAlone() throws {
        #expect(try read(#""Cancel";"#).pairs.first?.value == "Cancel")
    }

    @Test("A key written twice keeps its later value, and the earlier is a problem")
    func duplicates() throws {
        let file = try read("\"a\" = \"1\";\n\"a\" = \"2\";\n")
        #expect(file.pairs.map(\.value) == ["2"])
        #expect(file.problems.map(\.kind) == [.duplicateKey])
        #expect(file.problems.first?.message.contains("first on line 1") == true)
    }

    @Test("An XML property list of strings is read as one")
    func propertyList() throws {
        let file = try read(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>k</key><string>V &amp; W</string></dict></plist>
            """)
        #expect(file.pairs.map(\.key) == ["k"])
        #expect(file.pairs.map(\.value) == ["V & W"])
    }

    static let refused: [(text: String, message: String)] = [
        (#""a" = "b""#, "expected ';' after the value of \"a\", found the end of the file"),
        (#""a" = "b"#, "never ends with its quotation mark"),
        (#""a" = ;"#, "expected the value of \"a\" in quotation marks, found ';'"),
        ("/* open", "the comment '/*' never ends with '*/'"),
        (#""a" "b";"#, "expected ';' after the key \"a\", found '\"'"),
    ]

    @Test("Text that is not a strings file is refused where it goes wrong", arguments: refused)
    func refusals(text: String, message: String) {
        do {
            _ = try read(text)
            Issue.record("read \(text)")
        } catch {
            #expect(error.kind == .invalidSyntax)
            #expect(error.message.contains(message), "\(error.message)")
        }
    }
}
