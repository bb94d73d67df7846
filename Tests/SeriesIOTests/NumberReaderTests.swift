import Foundation
import Testing

@testable import SeriesIO

@Suite("Reading numbers")
struct NumberReaderTests {
    func reading(_ text: String) -> NumberReading {
        var reader = NumberReader()
        return reader.read(Array(text.utf8))
    }

    func value(_ text: String) -> Double? {
        if case .number(let value) = reading(text) { return value }
        return nil
    }

    static let decimals: [(text: String, expected: Double)] = [
        ("8412", 8412), ("-3.5", -3.5), ("+2", 2), (" 12 ", 12), ("\t7\t", 7), ("1e3", 1000), ("2.5E-3", 0.0025),
        (".5", 0.5), ("5.", 5), ("0", 0), ("007", 7), ("0.1", 0.1), ("0.000001", 0.000001), ("1e+2", 100),
        ("123456789012345", 123_456_789_012_345), ("9007199254740993", 9_007_199_254_740_992),
        ("1.7976931348623157e308", .greatestFiniteMagnitude), ("-1.7976931348623157E+308", -.greatestFiniteMagnitude),
        ("4.9e-324", .leastNonzeroMagnitude), ("2.2250738585072014e-308", .leastNormalMagnitude),
        ("1e-400", 0), ("3.141592653589793238462643383279", .pi),
        ("123456789012345678901234567890", 1.2345678901234568e29), ("0.30000000000000004", 0.30000000000000004),
    ]

    @Test("a plain decimal reads as the nearest double", arguments: decimals)
    func decimal(text: String, expected: Double) {
        #expect(value(text) == expected, "\(text)")
    }

    @Test("negative zero keeps its sign")
    func negativeZero() throws {
        let zero = try #require(value("-0"))
        #expect(zero == 0 && zero.sign == .minus)
    }

    @Test("random decimals read exactly as the standard library reads them")
    func correctlyRounded() {
        var generator = SplitMix64(seed: 20_260_303)
        var mismatches: [String] = []
        for _ in 0..<50_000 {
            let text = Self.randomDecimal(&generator)
            let expected = Double(text)!
            if expected.isInfinite {
                if reading(text) != .tooLarge { mismatches.append(text) }
            } else if value(text)?.bitPattern != expected.bitPattern {
                mismatches.append(text)
            }
        }
        #expect(mismatches.count == 0, "first mismatches: \(mismatches.prefix(5))")
    }

    static func randomDecimal(_ generator: inout SplitMix64) -> String {
        let digitCount = Int(generator.next() % 25) + 1
        var digits = String((0..<digitCount).map { _ in Character(String(generator.next() % 10)) })
        if generator.next() % 2 == 0 {
            let point = Int(generator.next() % UInt64(digitCount + 1))
            digits.insert(".", at: digits.index(digits.startIndex, offsetBy: point))
            if digits == "." { digits = "0.5" }
        }
        var text = (generator.next() % 3 == 0 ? "-" : "") + digits
        if generator.next() % 3 == 0 {
            text += "e\(Int(generator.next() % 700) - 350)"
        }
        return text
    }

    @Test("nan, inf and infinity read as the not-finite values they are, in any case and with a sign")
    func notFinite() throws {
        #expect(try #require(value("nan")).isNaN)
        #expect(try #require(value("NaN")).isNaN)
        #expect(try #require(value("-nan")).isNaN)
        #expect(value("inf") == .infinity)
        #expect(value("+INF") == .infinity)
        #expect(value("Infinity") == .infinity)
        #expect(value("-infinity") == -.infinity)
        #expect(value(" -Inf ") == -.infinity)
    }

    static let notNumbers = [
        "1,234", "12abc", "abc", "--1", "+-1", "1e", "1e+", ".", "-", "+", "0x10", "1_000", "1 2", "$5", "5%", "1.2.3",
        "e5", "infinit", "nana", "١٢",
    ]

    @Test("anything else is not a number", arguments: notNumbers)
    func notANumber(text: String) {
        #expect(reading(text) == .notANumber, "\(text)")
    }

    @Test("an empty or blank cell is a gap")
    func empty() {
        #expect(reading("") == .empty)
        #expect(reading("   ") == .empty)
        #expect(reading("\t") == .empty)
    }

    @Test("a decimal beyond the largest double is too large, not infinity")
    func tooLarge() {
        #expect(reading("1e309") == .tooLarge)
        #expect(reading("-1.8e308") == .tooLarge)
        #expect(reading("1e999999999999") == .tooLarge)
        #expect(reading("1" + String(repeating: "0", count: 309)) == .tooLarge)
    }

    @Test("the not-a-number message shows the cell and hints at thousands separators")
    func messages() {
        #expect(
            Array("12abc".utf8).withUnsafeBytes { ValueText.notANumberMessage($0).description }
                == "expected a number like 8412 or -3.5, found '12abc'")
        #expect(
            Array("1,234".utf8).withUnsafeBytes { ValueText.notANumberMessage($0).description }
                == "expected a number like 8412 or -3.5, found '1,234' "
                + "(write numbers without thousands separators, with '.' as the decimal point; "
                + "if ',' is the decimal mark here, give ',' as the decimal mark)")
        #expect(
            Array("1.5,2".utf8).withUnsafeBytes { ValueText.notANumberMessage($0).description }
                == "expected a number like 8412 or -3.5, found '1.5,2' "
                + "(write numbers without thousands separators, with '.' as the decimal point)")
        #expect(
            Array("3.5".utf8).withUnsafeBytes { ValueText.notANumberMessage($0, decimalMark: .comma).description }
                == "expected a number like 8412, -3,5 or 1.234,5 (with ',' as the decimal mark), found '3.5' "
                + "(it reads as a number with '.' as the decimal point: give '.' as the decimal mark if that is meant)")
    }
}

@Suite("Reading numbers with a decimal comma")
struct DecimalCommaTests {
    func value(_ text: String) -> Double? {
        var reader = NumberReader(decimalMark: .comma)
        if case .number(let value) = reader.read(Array(text.utf8)) { return value }
        return nil
    }

    static let readable: [(text: String, expected: Double)] = [
        ("3,5", 3.5), ("-3,5", -3.5), ("+2", 2), ("1.234,5", 1234.5), ("1.234.567,89", 1_234_567.89),
        ("1 234,5", 1234.5), ("1\u{00A0}234,5", 1234.5), ("1\u{202F}234\u{202F}567", 1_234_567), ("1.234", 1234),
        (",5", 0.5), ("5,", 5), ("0,1", 0.1), ("1,5e3", 1500), ("  12,25 ", 12.25), ("-0,000001", -0.000001),
        ("999.999.999.999.999,9", 999_999_999_999_999.9),
    ]

    @Test("numbers with a decimal comma and grouping marks read as the nearest double", arguments: readable)
    func readsGrouped(text: String, expected: Double) {
        #expect(value(text) == expected, "\(text)")
    }

    static let unreadable = [
        "3.5", "12.5", "1.23,4", "1.2345", "1.234 567", "1,2,3", "1.234,5.6", "12 34", ".5", "1..234", "- 5", "1,5x",
        "1.234\u{00A0}567",
    ]

    @Test("grouping marks in the wrong places, mixed marks and decimal points are not numbers", arguments: unreadable)
    func refusesMisgrouped(text: String) {
        var reader = NumberReader(decimalMark: .comma)
        #expect(reader.read(Array(text.utf8)) == .notANumber, "\(text)")
    }

    @Test("gaps and words read as they do with a decimal point")
    func wordsAndGaps() {
        var reader = NumberReader(decimalMark: .comma)
        #expect(reader.read(Array("   ".utf8)) == .empty)
        #expect(reader.read(Array("-inf".utf8)) == .number(-.infinity))
        #expect(value("NaN")?.isNaN == true)
    }

    @Test("random decimals written with a comma read exactly as the standard library reads them with a point")
    func correctlyRounded() {
        var generator = SplitMix64(seed: 7)
        var mismatches: [String] = []
        for _ in 0..<20_000 {
            let text = NumberReaderTests.randomDecimal(&generator)
            guard !text.contains("e"), !text.contains("E"), let expected = Double(text), expected.isFinite else {
                continue
            }
            let comma = text.replacingOccurrences(of: ".", with: ",")
            if value(comma)?.bitPattern != expected.bitPattern { mismatches.append(comma) }
        }
        #expect(mismatches.isEmpty, "first mismatches: \(mismatches.prefix(5))")
    }
}

/// A small deterministic generator, so a failing case can be reproduced.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
