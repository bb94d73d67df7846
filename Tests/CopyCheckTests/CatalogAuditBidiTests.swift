import JSONSyntax
import Testing

@testable import CopyCheck

@Suite struct CatalogAuditBidiTests {
    /// The ids found for a key whose only value is `value` in `locale`.
    func ids(_ value: String, locale: String = "en", spoken: Bool = true) throws -> [String] {
        let bytes = TestCatalog.bytes(
            sourceLanguage: locale,
            [
                "line": TestCatalog.entry(
                    [locale: TestCatalog.unit(value)],
                    comment: spoken ? "Heard after a step. [spoken]" : "Shown on screen.")
            ])
        return TestCatalog.ids(try TestCatalog.check(bytes))
    }

    struct BidiCase: Sendable, CustomStringConvertible {
        var value: String
        var locale: String
        var expected: [String]
        var description: String { "\(locale): \(value.unicodeScalars.map { String($0.value, radix: 16) })" }
    }

    static let bidiCases: [BidiCase] = [
        BidiCase(value: "a \u{2067}b\u{2069} c", locale: "en", expected: []),
        BidiCase(value: "a \u{2067}b c", locale: "en", expected: ["bidi.unbalanced-isolate"]),
        BidiCase(value: "a b\u{2069} c", locale: "en", expected: ["bidi.unbalanced-isolate"]),
        BidiCase(value: "a \u{202B}b\u{202C} c", locale: "en", expected: []),
        BidiCase(value: "a \u{202E}b c", locale: "en", expected: ["bidi.unbalanced-embedding"]),
        BidiCase(value: "Steps\u{200E}", locale: "en", expected: ["bidi.direction-mark"]),
        BidiCase(value: "خطوات\u{200F} 5", locale: "ar", expected: []),
        BidiCase(value: "צעדים\u{200E} 5", locale: "he", expected: []),
    ]

    @Test(arguments: bidiCases)
    func directionalControlsAreChecked(_ example: BidiCase) throws {
        #expect(try ids(example.value, locale: example.locale, spoken: false) == example.expected)
    }

    /// The ids found for a key with an English source and an Arabic translation, under `comment`.
    func callerIDs(
        _ arabic: String, english: String = "%1$@, %2$@", comment: String = "[caller: %1$@]"
    ) throws -> [String] {
        let bytes = TestCatalog.bytes([
            "tile": TestCatalog.entry(
                ["ar": TestCatalog.unit(arabic), "en": TestCatalog.unit(english)], comment: comment)
        ])
        return TestCatalog.ids(try TestCatalog.check(bytes, options: CheckOptions(checksLayout: false)))
    }

    @Test("Caller text named in the comment is isolated in a right-to-left value")
    func callerTextIsIsolated() throws {
        #expect(try callerIDs("\u{2068}%1$@\u{2069}، %2$@") == [])
        #expect(try callerIDs("%1$@، %2$@") == ["bidi.caller-text-not-isolated"])
        // Only the placeholders named: %2$@ is the tool's own text.
        #expect(try callerIDs("\u{2068}%1$@\u{2069}، %2$@", comment: "[caller: %1$@]") == [])
        #expect(
            try callerIDs("\u{2068}%1$@\u{2069}، %2$@", comment: "[caller: %1$@, %2$@]") == [
                "bidi.caller-text-not-isolated"
            ])
        // Without the tag nothing is known of the arguments.
        #expect(try callerIDs("%1$@، %2$@", comment: "A tile.") == [])
        // An LRI or RLI isolates as well as FSI.
        #expect(try callerIDs("\u{2066}%1$@\u{2069}، %2$@") == [])
        #expect(
            try callerIDs("جارٍ تحميل %@", english: "Loading %@", comment: "[caller: %@]") == [
                "bidi.caller-text-not-isolated"
            ])
    }

    @Test(
        "The caller tag names arguments by position, or in order",
        arguments: [
            ("A tile. [caller: %1$@, %3$@]", Set([1, 3])), ("[caller: %@]", Set([1])),
            ("[caller: %@, %@]", Set([1, 2])),
            ("[caller: %2$@] and more", Set([2])),
        ] as [(String, Set<Int>)])
    func callerTags(comment: String, expected: Set<Int>) {
        #expect(CatalogAudit.callerArguments(inComment: comment) == expected)
    }
}
