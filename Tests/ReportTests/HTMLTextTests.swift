import Testing

@testable import Report

@Suite("Text in HTML")
struct HTMLTextTests {
    @Test("Markup characters in content are escaped; quotes are kept")
    func content() {
        #expect(
            HTMLText.content("AT&T <script>alert(\"x\")</script>")
                == "AT&amp;T &lt;script&gt;alert(\"x\")&lt;/script&gt;")
        #expect(HTMLText.content("it's 8,412") == "it's 8,412")
    }

    @Test("In an attribute, double quotes are escaped too; single quotes need not be")
    func attribute() {
        #expect(HTMLText.attribute("say \"hi\" & 'bye' <b>") == "say &quot;hi&quot; &amp; 'bye' &lt;b&gt;")
    }

    @Test("Control characters become U+FFFD; tabs, line feeds, direction marks and isolates stay")
    func controls() {
        #expect(HTMLText.content("a\u{0}b\u{1B}c\u{85}d") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}d")
        #expect(HTMLText.content("one\ttwo\nthree") == "one\ttwo\nthree")
        #expect(HTMLText.content("\u{2068}AAPL\u{2069}: \u{200F}٧") == "\u{2068}AAPL\u{2069}: \u{200F}٧")
    }
}
