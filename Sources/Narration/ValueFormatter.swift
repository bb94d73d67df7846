internal import CICUShim
import Foundation
import StringCatalog
import Synchronization

/// Writes values in one format for one locale, on screen and spoken.
///
/// Plain numbers and percentages go through ``NumberSymbols`` (string work only); currencies and
/// durations through Foundation's format styles; compact numbers through ICU's number skeletons,
/// which also have the long form a speech engine should read ("12.4 thousand", not "12.4K"),
/// in the digits of the locale's numbering system as Foundation gives it (the system's ICU,
/// which the skeletons go through, writes Arabic-Indic digits for `ar` where Foundation's data
/// and every other number write Latin ones: one sentence never mixes the two).
/// A spoken currency names the currency in words ("44,051.40 US dollars"), since a speech
/// engine spells a code or reads a symbol in the wrong language ("USD" is read "ust" in Polish);
/// the written form keeps the symbol ("$44,051.40").
package final class ValueFormatter {
    /// The format.
    package let format: ValueFormat
    /// The locale's number symbols, as written on screen.
    package let symbols: NumberSymbols
    /// The locale's number symbols as spoken (``NumberSymbols/spoken(negative:locale:)``):
    /// the sign in words, the grouping a speech engine reads right.
    package let spokenSymbols: NumberSymbols

    private let locale: Locale
    private let currencyFractionDigits: Int
    private let durations: DurationWording?
    private var compactShort: SkeletonFormatter?
    private var compactLong: SkeletonFormatter?

    /// Creates a formatter.
    ///
    /// - Parameter durations: the catalog's words for spoken durations; without them a spoken
    ///   duration is ICU's ("1 Minute", which engines read "eins Minute").
    ///   - spokenSymbols: the symbols of spoken values; the written ones when `nil`.
    init(
        format: ValueFormat, locale: Locale, symbols: NumberSymbols? = nil, spokenSymbols: NumberSymbols? = nil,
        durations: DurationWording? = nil
    ) {
        self.format = format
        self.locale = locale
        self.durations = durations
        self.symbols = symbols ?? NumberSymbols(locale: locale)
        self.spokenSymbols = spokenSymbols ?? self.symbols
        if case .currency(let code, _) = format {
            // The currency's own minor units (2 for USD, 0 for JPY), read off ICU's output.
            let sample = 0.0.formatted(FloatingPointFormatStyle<Double>.Currency(code: code, locale: locale))
            let separator = self.symbols.decimalSeparator
            if let range = sample.range(of: separator, options: .backwards) {
                let zero = self.symbols.digits[0]
                currencyFractionDigits = sample[range.upperBound...].filter { String($0) == zero }.count
            } else {
                currencyFractionDigits = 0
            }
        } else {
            currencyFractionDigits = 0
        }
    }

    /// The value as spoken in a sentence.
    package func spoken(_ value: Double) -> DisplayedNumber {
        switch format {
        case .compact:
            return compact(value, long: true)
        case .duration:
            if let durations, value.isFinite, value >= 0, value < 1e15 {
                let seconds = Int(value.rounded())
                return DisplayedNumber(text: durations.spoken(seconds: seconds), decimal: String(seconds))
            }
            return duration(value, width: .wide)
        case .currency(let code, let wholeUnits):
            // A whole amount is said without its zero minor units ("3,120 euros", not "3,120.00
            // euros", heard "point zero zero"); the written value keeps them.
            let minor = pow(10, Double(currencyFractionDigits))
            let isWhole = value.isFinite && (value * minor).rounded().truncatingRemainder(dividingBy: minor) == 0
            let places = wholeUnits || isWhole ? 0 : currencyFractionDigits
            let style = FloatingPointFormatStyle<Double>.Currency(code: code, locale: locale)
                .precision(.fractionLength(places)).presentation(.fullName)
            let decimal = symbols.format(value, fractionDigits: places...places).decimal
            // ICU's words around the number ("44 051,40 dollars américains"), with the number
            // itself and its sign as spoken.
            let magnitude = Self.currencyName(in: value.magnitude.formatted(style), locale: locale)
            let writtenNumber = symbols.format(value.magnitude, fractionDigits: places...places).text
            let spokenNumber = spokenSymbols.format(value, fractionDigits: places...places)
            guard let range = magnitude.range(of: writtenNumber) else {
                return DisplayedNumber(text: value.formatted(style), decimal: decimal)
            }
            return DisplayedNumber(
                text: magnitude.replacingCharacters(in: range, with: spokenNumber.text), decimal: decimal)
        default:
            return number(value, symbols: spokenSymbols)
        }
    }

    /// Currency names as a region says them, where ICU 72's data names them otherwise: Canadian
    /// French says "dollars américains" (CLDR's fr-CA name), not the "dollars des États-Unis"
    /// that ICU gives it from French.
    private static let regionalCurrencyNames: [String: [(icu: String, said: String)]] = [
        "fr-CA": [("dollars des États-Unis", "dollars américains"), ("dollar des États-Unis", "dollar américain")]
    ]

    /// `text` (ICU's amount with its currency's name) with the name the locale's region says.
    private static func currencyName(in text: String, locale: Locale) -> String {
        let region = locale.region.map { "-" + $0.identifier } ?? ""
        let key = (locale.language.languageCode?.identifier ?? "") + region
        guard let names = regionalCurrencyNames[key] else { return text }
        for name in names where text.contains(name.icu) {
            return text.replacingOccurrences(of: name.icu, with: name.said)
        }
        return text
    }

    /// The value as written on screen.
    package func written(_ value: Double) -> DisplayedNumber {
        number(value, symbols: symbols)
    }

    private func number(_ value: Double, symbols: NumberSymbols) -> DisplayedNumber {
        switch format {
        case .automatic:
            return symbols.format(value, fractionDigits: abs(value) >= 100 ? 0...0 : 0...1)
        case .decimals(let count):
            let places = max(0, min(count, 15))
            return symbols.format(value, fractionDigits: places...places)
        case .percent:
            return symbols.formatPercent(value, fractionDigits: 0...1)
        case .currency(let code, let wholeUnits):
            let places = wholeUnits ? 0 : currencyFractionDigits
            let style = FloatingPointFormatStyle<Double>.Currency(code: code, locale: locale).precision(
                .fractionLength(places))
            let decimal = symbols.format(value, fractionDigits: places...places).decimal
            return DisplayedNumber(text: value.formatted(style), decimal: decimal)
        case .compact:
            return compact(value, long: false)
        case .duration:
            return duration(value, width: .narrow)
        }
    }

    private func duration(_ seconds: Double, width: Duration.UnitsFormatStyle.UnitWidth) -> DisplayedNumber {
        let whole = seconds.isFinite ? Int64(max(min(seconds.rounded(), 1e15), -1e15)) : 0
        let style = Duration.UnitsFormatStyle(allowedUnits: [.hours, .minutes, .seconds], width: width).locale(locale)
        return DisplayedNumber(text: Duration.seconds(whole).formatted(style), decimal: String(whole))
    }

    private func compact(_ value: Double, long: Bool) -> DisplayedNumber {
        let identifier = locale.identifier(.icu)
        let numbering = " numbering-system/" + Self.numberingSystem(digits: symbols.digits)
        let formatter: SkeletonFormatter?
        if long {
            if compactLong == nil {
                compactLong = SkeletonFormatter(skeleton: "compact-long @##" + numbering, locale: identifier)
            }
            formatter = compactLong
        } else {
            if compactShort == nil {
                compactShort = SkeletonFormatter(skeleton: "compact-short @##" + numbering, locale: identifier)
            }
            formatter = compactShort
        }
        var text =
            formatter?.format(long ? value.magnitude : value)
            ?? symbols.format(long ? value.magnitude : value, fractionDigits: 0...0).text
        // The plural form follows the digits shown ("12.4 thousand" is other, "1 thousand" one).
        let shown = text.filter { $0.isNumber || String($0) == symbols.decimalSeparator }
        let digitsOnly = String(
            shown.map { character -> Character in
                if let index = symbols.digits.firstIndex(of: String(character)) { return Character(String(index)) }
                return String(character) == symbols.decimalSeparator ? "." : character
            })
        // Spoken: the magnitude in ICU's words ("12.4 thousand"), with the spoken sign and
        // decimal mark.
        if long {
            if spokenSymbols.decimalSeparator != symbols.decimalSeparator {
                text = text.replacingOccurrences(of: symbols.decimalSeparator, with: spokenSymbols.decimalSeparator)
            }
            if value < 0, digitsOnly.contains(where: { $0 != "0" && $0 != "." }) {
                text = spokenSymbols.negativePrefix + text + spokenSymbols.negativeSuffix
            }
        }
        return DisplayedNumber(text: text, decimal: PluralRules.isPlainDecimal(digitsOnly) ? digitsOnly : "")
    }
}

extension ValueFormatter {
    /// The ICU numbering system whose digits are `digits` (the locale's, from
    /// ``NumberSymbols``): `latn`, `arab`, `arabext`, `deva`…; `latn` for digits it does not
    /// know.
    static func numberingSystem(digits: [String]) -> String {
        guard let zero = digits.first?.unicodeScalars.first?.value else { return "latn" }
        let systems: [UInt32: String] = [
            0x30: "latn", 0x660: "arab", 0x6F0: "arabext", 0x966: "deva", 0x9E6: "beng", 0xA66: "guru", 0xAE6: "gujr",
            0xB66: "orya", 0xBE6: "tamldec", 0xC66: "telu", 0xCE6: "knda", 0xD66: "mlym", 0xE50: "thai", 0xED0: "laoo",
            0xF20: "tibt", 0x1040: "mymr", 0x17E0: "khmr", 0x1810: "mong", 0xFF10: "fullwide",
        ]
        return systems[zero] ?? "latn"
    }
}
