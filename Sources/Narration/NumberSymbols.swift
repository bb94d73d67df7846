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
public struct NumberSymbols: Sendable {
    /// The ten digits, zero first.
    public let digits: [String]
    /// The decimal separator.
    public let decimalSeparator: String
    /// The grouping separator.
    public let groupingSeparator: String
    /// Digits in the group next to the decimal separator.
    public let primaryGroupSize: Int
    /// Digits in every further group (2 in Indian grouping).
    public let secondaryGroupSize: Int
    /// Integer digits needed before any grouping happens (2 in Polish and Spanish: "8412").
    public let minimumGroupingDigits: Int
    /// The text before and after the digits of a negative number.
    public let negativePrefix: String
    public let negativeSuffix: String
    /// The text before a positive number when a sign is always shown ("+").
    public let positivePrefix: String
    /// The text before and after the digits of a percentage.
    public let percentPrefix: String
    public let percentSuffix: String

    private let asciiDigits: Bool
    private let bytes: SymbolBytes

    /// Learns the symbols of `locale`.
    public init(locale: Locale) {
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
    public func format(
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
        return DisplayedNumber(text: String(decoding: text, as: UTF8.self), decimal: String(decoding: plain, as: UTF8.self))
    }

    /// Writes a fraction as a percentage ("12.6%", "12,6 %", "١٢٫٦٪؜").
    public func formatPercent(_ fraction: Double, fractionDigits: ClosedRange<Int>, alwaysShowsSign: Bool = false)
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
        guard let start = text.range(of: first), let end = text.range(of: second, range: start.upperBound..<text.endIndex)
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

/// A non-negative number as its shortest round-trip decimal digits, for rounding the way ICU
/// does: on the decimal digits a person would read, not on the binary value (2.675 to two places
/// is 2.68, as written, though the double is a hair below it).
struct DecimalDigits {
    /// Significant digits as ASCII, no leading zeros; empty for zero.
    var digits: [UInt8]
    /// How many of the digits stand before the decimal point (may be negative or exceed the count).
    var pointPosition: Int

    init(_ value: Double) {
        digits = []
        pointPosition = 0
        guard value != 0 else { return }
        if value < 1e15, value == value.rounded(.towardZero) {
            // Whole numbers: the exact integer, no text round trip.
            var integer = UInt64(value)
            var reversed: [UInt8] = []
            while integer > 0 {
                reversed.append(UInt8(integer % 10) + 48)
                integer /= 10
            }
            digits = reversed.reversed()
            pointPosition = digits.count
        } else {
            parse(value.description)
        }
        while digits.last == 48 { digits.removeLast() }
    }

    /// Reads Swift's shortest round-trip form: "2.675", "1e-05", "1.2345e+16".
    private mutating func parse(_ text: String) {
        var sawPoint = false
        var beforePoint = 0
        var exponent = 0
        var exponentSign = 1
        var inExponent = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9") where inExponent:
                exponent = exponent * 10 + Int(byte - 48)
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if digits.isEmpty && byte == 48 {
                    if sawPoint { beforePoint -= 1 }
                    continue
                }
                digits.append(byte)
                if !sawPoint { beforePoint += 1 }
            case UInt8(ascii: "."):
                sawPoint = true
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
                inExponent = true
            case UInt8(ascii: "-") where inExponent:
                exponentSign = -1
            default:
                continue
            }
        }
        pointPosition = beforePoint + exponentSign * exponent
    }

    var isZero: Bool { digits.isEmpty }

    private static let powersOfTen: [Double] = (0...15).map { exponent in
        (0..<exponent).reduce(1.0) { product, _ in product * 10 }
    }

    /// `magnitude × 10^scale` rounded half to even to `fractionDigits` decimals, as its digits.
    ///
    /// Most numbers are not near a tie, and for them multiplying out and rounding the binary
    /// value gives the same digits as rounding the shortest decimal form, at a fraction of the
    /// cost; only a value within a few units in the last place of a tie takes the exact path
    /// through the shortest decimal form (8,412.5 to no decimals is 8,412; 2.675 to two is 2.68).
    static func rounded(_ magnitude: Double, scale: Int, fractionDigits: Int) -> DecimalDigits {
        let shift = scale + fractionDigits
        if shift >= 0, shift < powersOfTen.count, magnitude < 1e15 {
            let scaled = magnitude * powersOfTen[shift]
            if scaled < 0x1p52 {
                let whole = scaled.rounded(.down)
                let fraction = scaled - whole
                if abs(fraction - 0.5) > 8 * scaled.ulp + 8 * Double.leastNonzeroMagnitude {
                    var integer = UInt64(fraction > 0.5 ? whole + 1 : whole)
                    var result = DecimalDigits(0)
                    if integer == 0 { return result }
                    while integer % 10 == 0, result.pointPosition < fractionDigits {
                        integer /= 10
                        result.pointPosition += 1
                    }
                    var reversed: [UInt8] = []
                    reversed.reserveCapacity(20)
                    while integer > 0 {
                        reversed.append(UInt8(integer % 10) + 48)
                        integer /= 10
                    }
                    // Trailing zeros beyond the fraction stay as padding of the integer part.
                    var digits = Array(reversed.reversed())
                    let trailingZeros = digits.count - (digits.lastIndex { $0 != 48 } ?? 0) - 1
                    digits.removeLast(trailingZeros)
                    result.digits = digits
                    result.pointPosition = digits.count + trailingZeros + result.pointPosition - fractionDigits
                    return result
                }
            }
        }
        var exact = DecimalDigits(magnitude)
        exact.pointPosition += scale
        exact.round(fractionDigits: fractionDigits)
        return exact
    }

    /// Rounds half to even so that at most `fractionDigits` digits follow the point.
    mutating func round(fractionDigits: Int) {
        let keep = pointPosition + fractionDigits
        guard keep < digits.count else { return }
        if keep < 0 {
            digits = []
            return
        }
        let first = digits[keep]
        var roundUp: Bool
        if first > 53 {
            roundUp = true
        } else if first < 53 {
            roundUp = false
        } else {
            let restNonZero = digits[(keep + 1)...].contains { $0 != 48 }
            let previousOdd = keep > 0 && (digits[keep - 1] - 48) % 2 == 1
            roundUp = restNonZero || previousOdd
        }
        digits.removeSubrange(keep...)
        if roundUp {
            var index = keep - 1
            while index >= 0 {
                if digits[index] == 57 {
                    digits[index] = 48
                    index -= 1
                } else {
                    digits[index] += 1
                    break
                }
            }
            if index < 0 {
                digits.insert(49, at: 0)
                pointPosition += 1
            }
        }
        while digits.last == 48 { digits.removeLast() }
    }
}
