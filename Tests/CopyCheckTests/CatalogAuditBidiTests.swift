import CopyCheck
import JSONSyntax
import Testing

@Suite struct CatalogAuditBidiTests {
    /// The ids found for a key whose only value is `value` in `locale`.
    func ids(_ value: String, locale: String = "en", spoken: Bool = true) throws -> [String] {
        let bytes = TestCatalog.bytes(sourceLanguage: locale, [
            "line": TestCatalog.entry([locale: TestCatalog.unit(value)], comment: spoken ? "Heard after a step. [spoken]" : "Shown on screen.")
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
}
