import Foundation
import StringCatalog

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
