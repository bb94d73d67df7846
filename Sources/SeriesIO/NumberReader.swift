internal import Glibc

/// Reads plain decimals from bytes, correctly rounded, without making a `String`.
///
/// Accepted: an optional `+` or `-`, digits with an optional decimal point (`12`, `-3.5`, `.5`,
/// `5.`), an optional exponent (`1e5`, `2.5E-3`), and the words `nan`, `inf` and `infinity` in
/// any case with an optional sign. Spaces and tabs around are ignored.
///
/// Short decimals (at most 19 significant digits forming an integer below 2^53, scaled by at
/// most 10^22) take Clinger's exact fast path: one exactly representable integer multiplied or
/// divided by one exactly representable power of ten rounds correctly. Anything else goes to
/// `strtod` in the C locale, on a stack buffer.
///
/// The type is not copyable because it owns the C locale `strtod` runs in, created on first
/// use and freed when the reader goes away.
struct NumberReader: ~Copyable {
    /// The mark between the whole part and the fraction; with ``DecimalMark/comma`` the
    /// grouping marks `.`, a space, a no-break space and a narrow no-break space are read too.
    let decimalMark: DecimalMark
    private var cLocale: locale_t?

    init(decimalMark: DecimalMark = .point) {
        self.decimalMark = decimalMark
    }

    deinit {
        if let cLocale { freelocale(cLocale) }
    }

    /// Reads a cell.
    ///
    /// - Complexity: O(n) in the cell's length.
    mutating func read(_ cell: UnsafeRawBufferPointer) -> NumberReading {
        if decimalMark == .comma { return readWithDecimalComma(cell) }
        return readWithDecimalPoint(cell)
    }

    /// Reads a cell written with `,` as the decimal mark: the text is rewritten with `.` and
    /// without its grouping marks (on the stack), then read as a plain decimal.
    private mutating func readWithDecimalComma(_ cell: UnsafeRawBufferPointer) -> NumberReading {
        let trimmed = CellText.trimmed(cell)
        if trimmed.isEmpty { return .empty }
        // The rewritten text is never longer than the cell.
        return withUnsafeTemporaryAllocation(byteCount: trimmed.count, alignment: 1) { buffer in
            guard let length = GroupedDecimal.rewrite(trimmed, into: buffer) else {
                return .notANumber
            }
            return readWithDecimalPoint(UnsafeRawBufferPointer(rebasing: buffer[0..<length]))
        }
    }

    private mutating func readWithDecimalPoint(_ cell: UnsafeRawBufferPointer) -> NumberReading {
        var start = 0
        var end = cell.count
        while start < end, cell[start] == 0x20 || cell[start] == 0x09 { start += 1 }
        while end > start, cell[end - 1] == 0x20 || cell[end - 1] == 0x09 { end -= 1 }
        if start == end { return .empty }

        var index = start
        var negative = false
        if cell[index] == UInt8(ascii: "-") || cell[index] == UInt8(ascii: "+") {
            negative = cell[index] == UInt8(ascii: "-")
            index += 1
        }
        var mantissa: UInt64 = 0
        var significantDigits = 0
        var exponent = 0
        var sawDigit = false
        var truncated = false
        while index < end, let digit = Self.digit(cell[index]) {
            sawDigit = true
            if mantissa == 0 && digit == 0 {
                // A leading zero adds nothing.
            } else if significantDigits < 19 {
                mantissa = mantissa &* 10 &+ UInt64(digit)
                significantDigits += 1
            } else {
                exponent += 1
                truncated = true
            }
            index += 1
        }
        if index < end, cell[index] == UInt8(ascii: ".") {
            index += 1
            while index < end, let digit = Self.digit(cell[index]) {
                sawDigit = true
                if mantissa == 0 && digit == 0 {
                    exponent -= 1
                } else if significantDigits < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(digit)
                    significantDigits += 1
                    exponent -= 1
                } else {
                    truncated = true
                }
                index += 1
            }
        }
        guard sawDigit else {
            return Self.readWord(UnsafeRawBufferPointer(rebasing: cell[index..<end]), negative: negative)
        }
        if index < end, cell[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            var exponentNegative = false
            if index < end, cell[index] == UInt8(ascii: "-") || cell[index] == UInt8(ascii: "+") {
                exponentNegative = cell[index] == UInt8(ascii: "-")
                index += 1
            }
            var written = 0
            var sawExponentDigit = false
            while index < end, let digit = Self.digit(cell[index]) {
                sawExponentDigit = true
                // Past a million the number is zero or too large either way.
                if written < 1_000_000 { written = written * 10 + digit }
                index += 1
            }
            guard sawExponentDigit else { return .notANumber }
            exponent += exponentNegative ? -written : written
        }
        guard index == end else { return .notANumber }

        if mantissa == 0 && !truncated {
            return .number(negative ? -0.0 : 0.0)
        }
        if !truncated, mantissa <= 1 << 53, exponent == 0 {
            let magnitude = Double(mantissa)
            return .number(negative ? -magnitude : magnitude)
        }
        if !truncated, mantissa <= 1 << 53, exponent >= -22, exponent <= 22 {
            let magnitude =
                exponent < 0
                ? Double(mantissa) / Self.powersOfTen[-exponent]
                : Double(mantissa) * Self.powersOfTen[exponent]
            return .number(negative ? -magnitude : magnitude)
        }
        let value = parseWithC(UnsafeRawBufferPointer(rebasing: cell[start..<end]))
        return value.isFinite ? .number(value) : .tooLarge
    }

    /// Reads a cell given as bytes.
    mutating func read(_ cell: [UInt8]) -> NumberReading {
        cell.withUnsafeBytes { read($0) }
    }

    /// Whether a cell reads as a number, a gap or neither, with either decimal mark: which
    /// marks it reads with (used to tell which mark a file uses).
    static func marks(reading cell: UnsafeRawBufferPointer) -> (point: Bool, comma: Bool) {
        func readsAsNumber(_ decimalMark: DecimalMark) -> Bool {
            var reader = NumberReader(decimalMark: decimalMark)
            if case .number = reader.read(cell) { return true }
            return false
        }
        return (readsAsNumber(.point), readsAsNumber(.comma))
    }

    /// `strtod` in the C locale, so a decimal point is always `.` whatever the process locale.
    private mutating func parseWithC(_ text: UnsafeRawBufferPointer) -> Double {
        if cLocale == nil {
            cLocale = newlocale(LC_NUMERIC_MASK, "C", nil)
        }
        let locale = cLocale
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: text.count + 1) { buffer in
            for index in 0..<text.count { buffer[index] = CChar(bitPattern: text[index]) }
            buffer[text.count] = 0
            let previous = locale.map { uselocale($0) }
            defer { if let previous { uselocale(previous) } }
            return strtod(buffer.baseAddress!, nil)
        }
    }

    private static func readWord(_ word: UnsafeRawBufferPointer, negative: Bool) -> NumberReading {
        func matches(_ expected: StaticString) -> Bool {
            guard word.count == expected.utf8CodeUnitCount else { return false }
            let letters = expected.utf8Start
            for index in 0..<word.count where word[index] | 0x20 != letters[index] { return false }
            return true
        }
        if matches("nan") { return .number(.nan) }
        if matches("inf") || matches("infinity") { return .number(negative ? -.infinity : .infinity) }
        return .notANumber
    }

    @inline(__always)
    private static func digit(_ byte: UInt8) -> Int? {
        let value = byte &- UInt8(ascii: "0")
        return value < 10 ? Int(value) : nil
    }

    /// 10^exponent for 0 ≤ exponent ≤ 22, exactly.
    @inline(__always)
    static func powerOfTen(_ exponent: Int) -> Double {
        powersOfTen[exponent]
    }

    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]
}
