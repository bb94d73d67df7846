import Foundation
import StringCatalog

/// A locale's marks for writing numbers, learned once from Foundation's own formatting so that
/// every later number is written by plain string work at a fraction of the cost.
///
/// The symbols are read off numbers Foundation formats for the locale (digits, separators, the
/// grouping it applies, the text around a negative number and a percentage), so they carry
/// exactly what ICU writes, invisible direction marks included: an Arabic minus keeps its
/// letter mark, a French group separator is a narrow no-break space, Polish and Spanish leave
/// four-digit numbers ungrouped.
///
/// ```swift
/// let symbols = NumberSymbols(locale: Locale(identifier: "fr"))
/// symbols.format(8412.5, fractionDigits: 0...0).text   // "8 412" (narrow no-break space)
/// ```
package struct NumberSymbols: Sendable {
    /// The ten digits, zero first.
    package let digits: [String]
    /// The decimal separator.
    private(set) var decimalSeparator: String
    /// The grouping separator.
    private(set) var groupingSeparator: String
    /// Digits in the group next to the decimal separator.
    let primaryGroupSize: Int
    /// Digits in every further group (2 in Indian grouping).
    let secondaryGroupSize: Int
    /// Integer digits needed before any grouping happens (2 in Polish and Spanish: "8412").
    private(set) var minimumGroupingDigits: Int
    /// The text before and after the digits of a negative number.
    private(set) var negativePrefix: String
    private(set) var negativeSuffix: String
    /// The text before a positive number when a sign is always shown ("+").
    let positivePrefix: String
    /// The text before and after the digits of a percentage.
    let percentPrefix: String
    let percentSuffix: String

    private let asciiDigits: Bool
    private var bytes: SymbolBytes

    /// Learns the symbols of `locale`.
    package init(locale: Locale) {
        let plain = FloatingPointFormatStyle<Double>(locale: locale).precision(.fractionLength(0))
        digits = (0...9).map { Double($0).formatted(plain) }
        asciiDigits = digits == (0...9).map(String.init)

        let withFraction = FloatingPointFormatStyle<Double>(locale: locale).precision(.fractionLength(1))
        let oneAndHalf = 1.5.formatted(withFraction)
        decimalSeparator = Self.text(between: digits[1], and: digits[5], in: oneAndHalf) ?? "."

        let large = 12_345_678.0.formatted(plain)
        let groups = Self.digitRuns(in: large, digits: digits)
        groupingSeparator = groups.separators.first ?? ""
        primaryGroupSize = groups.runs.count > 1 ? groups.runs.last! : 3
        secondaryGroupSize = groups.runs.count > 2 ? groups.runs[groups.runs.count - 2] : primaryGroupSize
        let fourDigits = 1_234.0.formatted(plain)
        minimumGroupingDigits = Self.digitRuns(in: fourDigits, digits: digits).runs.count > 1 ? 1 : 2

        let minusOne = (-1.0).formatted(plain)
        (negativePrefix, negativeSuffix) = Self.affixes(of: minusOne, around: digits[1])

        let plusOne = 1.0.formatted(plain.sign(strategy: .always()))
        positivePrefix = Self.affixes(of: plusOne, around: digits[1]).prefix

        let percent = FloatingPointFormatStyle<Double>.Percent(locale: locale).precision(.fractionLength(0))
        (percentPrefix, percentSuffix) = Self.affixes(of: 0.5.formatted(percent), around: digits[5] + digits[0])
        bytes = SymbolBytes(
            digits: digits.map { Array($0.utf8) }, decimalSeparator: Array(decimalSeparator.utf8),
            groupingSeparator: Array(groupingSeparator.utf8), negativePrefix: Array(negativePrefix.utf8),
            negativeSuffix: Array(negativeSuffix.utf8), positivePrefix: Array(positivePrefix.utf8))
    }

    /// Writes `value` rounded half to even (as ICU does) to at most the upper bound of
    /// `fractionDigits` decimals, dropping trailing zeros down to the lower bound.
    ///
    /// A value that rounds to zero is written without a sign.
    ///
    /// - Parameters:
    ///   - scale: a power of ten to multiply by first, exactly (2 for a percentage).
    ///   - grouping: whether to group the integer digits.
    ///   - alwaysShowsSign: whether a positive number gets the locale's plus sign.
    /// - Complexity: O(digits), with no Foundation call.
    package func format(
        _ value: Double, fractionDigits: ClosedRange<Int>, scale: Int = 0, grouping: Bool = true,
        alwaysShowsSign: Bool = false
    ) -> DisplayedNumber {
        guard value.isFinite else {
            return DisplayedNumber(text: value.isNaN ? "NaN" : (value < 0 ? "-∞" : "∞"), decimal: "")
        }
        let decimal = DecimalDigits.rounded(value.magnitude, scale: scale, fractionDigits: fractionDigits.upperBound)
        let negative = value < 0 && !decimal.isZero
        let digits = decimal.digits
        let point = decimal.pointPosition
        // Digit `position` of the number, counted from the first integer digit (negative
        // positions and positions past the significant digits are zeros).
        @inline(__always) func digit(at position: Int) -> UInt8 {
            position >= 0 && position < digits.count ? digits[position] : 48
        }
        let integerCount = digits.isEmpty || point <= 0 ? 1 : point
        let integerStart = digits.isEmpty || point <= 0 ? Int.min : 0
        let fractionCount = max(digits.isEmpty ? 0 : digits.count - point, fractionDigits.lowerBound)

        var text: [UInt8] = []
        text.reserveCapacity(16 + integerCount * 4 + fractionCount * 2)
        var plain: [UInt8] = []
        plain.reserveCapacity(2 + integerCount + fractionCount)
        if negative {
            text.append(contentsOf: bytes.negativePrefix)
            plain.append(UInt8(ascii: "-"))
        } else if alwaysShowsSign, !decimal.isZero {
            text.append(contentsOf: bytes.positivePrefix)
        }
        let groupingApplies =
            grouping && !bytes.groupingSeparator.isEmpty && integerCount >= primaryGroupSize + minimumGroupingDigits
        for index in 0..<integerCount {
            if groupingApplies, index > 0, isGroupBoundary(remaining: integerCount - index) {
                text.append(contentsOf: bytes.groupingSeparator)
            }
            let ascii = integerStart == Int.min ? 48 : digit(at: index)
            appendDigit(ascii, to: &text)
            plain.append(ascii)
        }
        if fractionCount > 0 {
            text.append(contentsOf: bytes.decimalSeparator)
            plain.append(UInt8(ascii: "."))
            for index in 0..<fractionCount {
                let ascii = digit(at: point + index)
                appendDigit(ascii, to: &text)
                plain.append(ascii)
            }
        }
        if negative { text.append(contentsOf: bytes.negativeSuffix) }
        return DisplayedNumber(
            text: String(decoding: text, as: UTF8.self), decimal: String(decoding: plain, as: UTF8.self))
    }

    /// The same marks as a speech engine reads them, for the sentences RangeLens prints (which
    /// are what a screen reader speaks): the sign as words around the number (the catalog's
    /// `number.negative`: "minus %@", "moins %@", "سالب %@"), and the grouping and decimal marks
    /// of ``SpokenNumberMarks`` for the locale (a plain space in French and Polish, none in
    /// Arabic or where Spanish groups with a comma, a full stop for the Arabic decimal mark).
    ///
    /// ```swift
    /// let french = Locale(identifier: "fr")
    /// let spoken = NumberSymbols(locale: french).spoken(negative: ("moins ", ""), locale: french)
    /// spoken.format(-8112, fractionDigits: 0...0).text   // "moins 8 112" (a plain space)
    /// ```
    package func spoken(negative: (prefix: String, suffix: String), locale: Locale) -> NumberSymbols {
        var spoken = self
        let marks = SpokenNumberMarks(locale: locale, written: (groupingSeparator, decimalSeparator))
        spoken.groupingSeparator = marks.groupingSeparator
        spoken.decimalSeparator = marks.decimalSeparator
        spoken.negativePrefix = negative.prefix
        spoken.negativeSuffix = negative.suffix
        spoken.bytes.groupingSeparator = Array(spoken.groupingSeparator.utf8)
        spoken.bytes.decimalSeparator = Array(spoken.decimalSeparator.utf8)
        spoken.bytes.negativePrefix = Array(spoken.negativePrefix.utf8)
        spoken.bytes.negativeSuffix = Array(spoken.negativeSuffix.utf8)
        return spoken
    }

    /// Writes a fraction as a percentage ("12.6%", "12,6 %", "١٢٫٦٪؜").
    func formatPercent(
        _ fraction: Double, fractionDigits: ClosedRange<Int>, alwaysShowsSign: Bool = false
    )
        -> DisplayedNumber
    {
        let number = format(fraction, fractionDigits: fractionDigits, scale: 2, alwaysShowsSign: alwaysShowsSign)
        // The sign goes outside the percent affixes, as ICU places it ("-12%", "‎-12‎%‎").
        var text = number.text
        var sign = ""
        for candidate in [negativePrefix, positivePrefix] where !candidate.isEmpty && text.hasPrefix(candidate) {
            sign = candidate
            text.removeFirst(candidate.count)
            break
        }
        return DisplayedNumber(text: sign + percentPrefix + text + percentSuffix, decimal: number.decimal)
    }

    @inline(__always)
    private func isGroupBoundary(remaining: Int) -> Bool {
        if remaining == primaryGroupSize { return true }
        if remaining > primaryGroupSize { return (remaining - primaryGroupSize) % secondaryGroupSize == 0 }
        return false
    }

    @inline(__always)
    private func appendDigit(_ ascii: UInt8, to text: inout [UInt8]) {
        if asciiDigits {
            text.append(ascii)
        } else {
            text.append(contentsOf: bytes.digits[Int(ascii - 48)])
        }
    }

    /// The symbols as UTF-8, for writing numbers into a byte buffer.
    private struct SymbolBytes: Sendable {
        var digits: [[UInt8]]
        var decimalSeparator: [UInt8]
        var groupingSeparator: [UInt8]
        var negativePrefix: [UInt8]
        var negativeSuffix: [UInt8]
        var positivePrefix: [UInt8]
    }

    private static func text(between first: String, and second: String, in text: String) -> String? {
        guard let start = text.range(of: first),
            let end = text.range(of: second, range: start.upperBound..<text.endIndex)
        else { return nil }
        return String(text[start.upperBound..<end.lowerBound])
    }

    private static func affixes(of text: String, around core: String) -> (prefix: String, suffix: String) {
        guard let range = text.range(of: core) else { return ("", "") }
        return (String(text[..<range.lowerBound]), String(text[range.upperBound...]))
    }

    /// The lengths of the runs of digits in `text` and the text between them.
    private static func digitRuns(in text: String, digits: [String]) -> (runs: [Int], separators: [String]) {
        let digitCharacters = Set(digits.compactMap(\.first))
        var runs: [Int] = []
        var separators: [String] = []
        var current = 0
        var separator = ""
        for character in text {
            if digitCharacters.contains(character) {
                if current == 0 && !runs.isEmpty { separators.append(separator) }
                current += 1
                separator = ""
            } else if current > 0 || !runs.isEmpty {
                if current > 0 { runs.append(current) }
                current = 0
                separator.append(character)
            }
        }
        if current > 0 { runs.append(current) }
        return (runs, separators)
    }
}
