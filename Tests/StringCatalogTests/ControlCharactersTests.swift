import Testing

@testable import StringCatalog

@Suite("Control characters in messages")
struct ControlCharactersTests {
    @Test(
        "Controls and direction controls are written as escapes",
        arguments: [
            ("a\nb", #"a\nb"#), ("a\r\nb", #"a\r\nb"#), ("\t", #"\t"#), ("\u{0}", #"\u{0000}"#),
            ("\u{1B}[31m", #"\u{001B}[31m"#),
            ("\u{85}", #"\u{0085}"#), ("\u{2028}", #"\u{2028}"#), ("x\u{202E}y", #"x\u{202E}y"#),
            ("\u{2067}x\u{2069}", #"\u{2067}x\u{2069}"#),
        ])
    func escaped(text: String, expected: String) {
        #expect(ControlCharacters.escaped(text) == expected)
    }

    @Test("Text without any is kept as it is", arguments: ["", "Plain", "Ünïcode – “quotes” 日本語 العربية", "50% €"])
    func kept(text: String) {
        #expect(ControlCharacters.escaped(text) == text)
    }
}
