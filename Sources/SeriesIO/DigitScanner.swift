import Foundation
import SpanModel

/// A cursor over a cell's bytes that reads fixed and variable runs of digits.
struct DigitScanner {
    let bytes: UnsafeRawBufferPointer
    var position = 0

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { position == bytes.count }

    /// The next byte, consumed, or `nil` at the end.
    mutating func byte() -> UInt8? {
        guard position < bytes.count else { return nil }
        position += 1
        return bytes[position - 1]
    }

    /// Consumes `byte` if it is next.
    mutating func take(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    /// Exactly `count` digits as a number, consumed, or `nil` (consuming nothing).
    mutating func digits(exactly count: Int) -> Int? {
        digits(from: count, to: count)
    }

    /// Between `least` and `most` digits (as many as there are), or `nil` (consuming nothing).
    mutating func digits(from least: Int, to most: Int) -> Int? {
        var value = 0
        var taken = 0
        while taken < most, position + taken < bytes.count {
            let digit = bytes[position + taken] &- UInt8(ascii: "0")
            guard digit < 10 else { break }
            value = value * 10 + Int(digit)
            taken += 1
        }
        guard taken >= least else { return nil }
        position += taken
        return value
    }

    /// One or more digits after a decimal point, as a fraction of one.
    mutating func fraction() -> Double? {
        var value = 0.0
        var scale = 1.0
        var taken = 0
        while position < bytes.count, case let digit = bytes[position] &- UInt8(ascii: "0"), digit < 10 {
            // Digits past a nanosecond change nothing a Double can hold for today's instants.
            if taken < 9 {
                scale /= 10
                value += Double(digit) * scale
            }
            taken += 1
            position += 1
        }
        return taken > 0 ? value : nil
    }

    /// How a zone offset's hours and minutes are separated.
    enum ZoneStyle {
        /// `±HH`, `±HHMM` or `±HH:MM`.
        case any
        /// `±HH` or `±HHMM`.
        case hoursOrBasic
        /// `±HHMM`.
        case basic
        /// `±HH:MM`.
        case extended
    }

    /// A zone: `Z` (when allowed) or `±HH`, `±HHMM`, `±HH:MM` as `style` permits, as seconds
    /// east of UTC; `nil` (consuming nothing) when no zone starts here.
    mutating func zone(allowingZ: Bool, style: ZoneStyle, cell: UnsafeRawBufferPointer) throws(DateProblem) -> Int? {
        guard position < bytes.count else { return nil }
        let sign = bytes[position]
        if allowingZ, sign == UInt8(ascii: "Z") || sign == UInt8(ascii: "z") {
            position += 1
            return 0
        }
        guard sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else { return nil }
        let start = position
        position += 1
        guard let hours = digits(exactly: 2) else {
            position = start
            return nil
        }
        var minutes = 0
        let colon = take(UInt8(ascii: ":"))
        if let written = digits(exactly: 2) {
            minutes = written
        } else if colon {
            position = start
            return nil
        }
        let hasMinutes = position - start > 3
        let valid: Bool
        switch style {
        case .any: valid = true
        case .hoursOrBasic: valid = !colon
        case .basic: valid = !colon && hasMinutes
        case .extended: valid = colon
        }
        guard valid else {
            position = start
            return nil
        }
        guard hours <= 23, minutes <= 59 else {
            let written = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
            throw DateProblem(
                message: "\(CellText.quoted(cell)) has the zone offset \(written), which is not one "
                    + "(offsets go from -23:59 to +23:59)",
                isImpossible: true)
        }
        let offset = hours * 3600 + minutes * 60
        return sign == UInt8(ascii: "-") ? -offset : offset
    }
}
