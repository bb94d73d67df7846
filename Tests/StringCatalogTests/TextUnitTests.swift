import TestSupport
import Testing

@testable import StringCatalog

@Suite("Values parsed once")
struct TextUnitTests {
    @Test("A value's bytes are scanned for percent signs and non-ASCII wherever they fall", arguments: 0..<20)
    func scan(position: Int) {
        let before = String(repeating: "a", count: position)
        let after = String(repeating: "b", count: 19 - position)
        #expect(ParsedValue.scan(before + after) == (false, true))
        #expect(ParsedValue.scan(before + "%" + after) == (true, true))
        #expect(ParsedValue.scan(before + "é" + after) == (false, false))
        #expect(ParsedValue.scan(before + "\r" + after) == (false, false))
        #expect(ParsedValue.scan(before + "\u{2066}%" + after) == (true, false))
    }

    func unit(_ value: String, reading: ValueReading = .formatString) -> TextUnit {
        let localization = Localization(
            offset: 0, stringUnit: StringUnit(offset: 0, state: "translated", value: value, valueOffset: 0),
            variations: nil,
            substitutions: [])
        return AnalyzedLocalization(key: "k", locale: "en", localization: localization, reading: reading).units[0]
    }

    @Test("A unit works out the argument and kind of each placeholder once")
    func arguments() {
        let unit = unit("%2$@ has %1$lld of %.1f")
        #expect(unit.hasSpecifiers)
        #expect(unit.mixesPositionalAndSequential)
        #expect(unit.firstNumberArgument == 1)
        #expect(unit.highestArgumentNumber == 2)
        #expect(unit.arguments.map(\.number) == [1, 2])
        #expect(unit.arguments[1]?.kinds == [.integer, .floatingPoint])
        #expect(unit.arguments[1]?.text == "%1$lld")
        #expect(unit.arguments[1]?.fractionDigits == 1)
        #expect(unit.placeholders.map(\.argument) == [2, 1, 1])
    }

    @Test("A plain value needs no parsing, and one read as text is never parsed")
    func plainValues() {
        let plain = unit("Plain text")
        #expect(plain.template?.segments == [.literal("Plain text")])
        #expect(!plain.hasSpecifiers)
        #expect(plain.arguments.isEmpty)
        let text = unit("50% off %@", reading: .plainText)
        #expect(text.template?.segments == [.literal("50% off %@")])
        #expect(text.templateError == nil)
        #expect(text.placeholders.isEmpty)
    }

    @Test(
        "Blank values are empty or only whitespace and invisible spaces",
        arguments: [
            ("", true), ("   ", true), ("\u{200B}", true), ("\n\t", true), (" a ", false), ("…", false),
        ])
    func blank(value: String, isBlank: Bool) {
        #expect(TextUnit.isBlank(value) == isBlank)
    }

    @Test("The literal text leaves placeholders out and shows %% as one percent sign")
    func literalText() {
        #expect(unit("Up %lld%% vs %@").literalText == "Up % vs ")
    }

    @Test("The literal text read from the bytes is the template's literal segments joined", arguments: 0..<20)
    func literalTextAgreesWithTheTemplate(seed: Int) {
        var generator = SeededGenerator(seed: UInt64(seed))
        let pieces = [
            "a", "é", "語", " ", "%@", "%lld", "%%", "%1$@", "%2$#@files@", "%.1f", "%", "100%", "%% ", "😀", "%5$s",
        ]
        for _ in 0..<40 {
            var value = ""
            for _ in 0..<Int.random(in: 0...8, using: &generator) { value += pieces.randomElement(using: &generator)! }
            let unit = unit(value)
            let joined = (unit.template?.segments ?? []).reduce(into: "") { text, segment in
                if case .literal(let literal) = segment { text += literal }
            }
            let expected = unit.parses && unit.isFormatString ? joined : value
            #expect(unit.literalText == expected, "\(value.debugDescription)")
        }
    }
}
