import Testing

@testable import FileIO

@Suite("Outside text as a terminal shows it")
struct ShownTextTests {
    @Test(
        "controls, separators and direction controls are shown in a visible form",
        arguments: [
            ("a\nb", #"a\nb"#), ("a\r\nb", #"a\r\nb"#), ("\t", #"\t"#), ("\u{0}", #"\u{0000}"#),
            ("\u{1B}[2J", #"\u{001B}[2J"#), ("\u{7}", #"\u{0007}"#), ("\u{7F}", #"\u{007F}"#),
            ("\u{85}", #"\u{0085}"#), ("\u{9B}31m", #"\u{009B}31m"#), ("\u{2028}", #"\u{2028}"#),
            ("x\u{202E}y", #"x\u{202E}y"#), ("\u{2067}x\u{2069}", #"\u{2067}x\u{2069}"#),
            ("\u{200F}", #"\u{200F}"#), ("\u{61C}", #"\u{061C}"#),
        ])
    func escaped(text: String, expected: String) {
        #expect(ShownText.escaped(text) == expected)
        #expect(!ShownText.hasControl(ShownText.escaped(text)))
    }

    @Test(
        "text without any is kept as it is",
        arguments: ["", "Plain", "Ünïcode – “quotes” 日本語 العربية", "50% €", "e\u{301}", "👩‍👩‍👧"])
    func kept(text: String) {
        #expect(ShownText.escaped(text) == text)
        #expect(!ShownText.hasControl(text))
    }

    @Test("quoted text is in single quotes, and cut with an ellipsis past a limit")
    func quoted() {
        #expect(ShownText.quoted("AAPL") == "'AAPL'")
        #expect(ShownText.quoted("a\u{1B}b") == #"'a\u{001B}b'"#)
        #expect(ShownText.quoted("abcdef", limit: 3) == "'abc…'")
        #expect(ShownText.quoted("abc", limit: 3) == "'abc'")
    }

    @Test("a message's own line breaks are kept, every other control shown")
    func escapedLines() {
        #expect(
            ShownText.escapedLines("error: a\u{1B}[2J\nusage: b\r\n") == #"error: a\u{001B}[2J"# + "\n" + #"usage: b\r"#
                + "\n")
        #expect(ShownText.escapedLines("one\ntwo\n") == "one\ntwo\n")
        #expect(ShownText.escapedLines(ShownText.escaped("x\ny\u{7}")) == #"x\ny\u{0007}"#)
    }
}
