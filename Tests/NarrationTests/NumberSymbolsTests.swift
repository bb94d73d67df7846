import Foundation
import TestSupport
import Testing

@testable import Narration

@Suite("Writing numbers with a locale's symbols")
struct NumberSymbolsTests {
    /// Every shipped locale, the regional variants and two more groupings (Indian lakhs, the Swiss
    /// apostrophe).
    static let locales = NarrationFixtures.shipped + NarrationFixtures.regionalVariants + ["hi-IN", "de-CH"]

    /// Numbers that exercise rounding, grouping and sign, drawn the same way every run.
    static func samples() -> [Double] {
        var generator = SeededGenerator(seed: 11)
        var values: [Double] = [
            0, 1, 7, 7.5, 99.95, 100, 999.5, 1_000, 1_234, 8_412.5, 8_413.5, 12_345.678, 1_234_567.25, 2.675, 0.15,
            0.05, 1e15, 123_456_789_012,
        ]
        for _ in 0..<300 {
            let magnitude = pow(10, Double.random(in: -3...9, using: &generator))
            values.append((Double.random(in: 0...1, using: &generator) * magnitude))
        }
        return values + values.map { -$0 }
    }

    @Test("The fast path writes exactly what Foundation writes", arguments: locales)
    func matchesFoundation(identifier: String) {
        let locale = Locale(identifier: identifier)
        let symbols = NumberSymbols(locale: locale)
        for places in [0...0, 0...1, 1...1, 2...2] {
            let style = FloatingPointFormatStyle<Double>(locale: locale).precision(.fractionLength(places))
            for value in Self.samples() {
                let fast = symbols.format(value, fractionDigits: places)
                let expected = value.formatted(style)
                // ICU keeps a minus on a value that rounds to zero ("-0"); we drop it on purpose.
                if fast.decimal.allSatisfy({ $0 == "0" || $0 == "." }) { continue }
                #expect(fast.text == expected, "\(identifier) \(value) \(places)")
            }
        }
    }

    @Test("Percentages match Foundation's, sign and direction marks included", arguments: locales)
    func percentMatchesFoundation(identifier: String) {
        let locale = Locale(identifier: identifier)
        let symbols = NumberSymbols(locale: locale)
        let style = FloatingPointFormatStyle<Double>.Percent(locale: locale).precision(.fractionLength(0...1))
        for value in [0.126, 0.032, 1, 0.5, -0.042, 12.5, -0.9] {
            #expect(
                symbols.formatPercent(value, fractionDigits: 0...1).text == value.formatted(style),
                "\(identifier) \(value)")
        }
    }

    @Test(
        "Rounding is half to even on the digits as written",
        arguments: [
            (8_412.5, 0, "8412"), (8_413.5, 0, "8414"), (2.675, 2, "2.68"), (0.125, 2, "0.12"), (0.135, 2, "0.14"),
            (9.96, 1, "10"), (0.04, 1, "0"),
        ])
    func halfToEven(value: Double, places: Int, decimal: String) {
        let symbols = NumberSymbols(locale: Locale(identifier: "en"))
        #expect(symbols.format(value, fractionDigits: 0...places).decimal == decimal)
    }

    @Test("The decimal behind the text keeps the digits shown, for plural rules")
    func displayedDecimal() {
        let symbols = NumberSymbols(locale: Locale(identifier: "ar-EG"))
        let number = symbols.format(-1_234.5, fractionDigits: 1...1)
        #expect(number.decimal == "-1234.5")
        #expect(number.text.contains("١٬٢٣٤٫٥"))
        #expect(symbols.format(1, fractionDigits: 1...1).decimal == "1.0")
    }
}
