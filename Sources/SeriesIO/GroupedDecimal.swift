internal import Glibc

/// Numbers written with a decimal comma and grouping marks, rewritten as plain decimals.
enum GroupedDecimal {
    /// Writes `cell` (trimmed, not empty) into `target` as a plain decimal with `.` for its
    /// decimal mark and no grouping marks, returning the length; `nil` when the cell is not a
    /// number written that way. Words such as `nan` are passed through unchanged.
    ///
    /// Grouping marks (`.`, a space, U+00A0 or U+202F) may stand only in the whole part, one
    /// kind per number, with one to three digits before the first and exactly three between
    /// marks and after the last: `1.234.567,8` and `1 234,5` are numbers; `1.23,4` and
    /// `12.5` are not (the second is how a decimal point is written, which this mark is not).
    static func rewrite(_ cell: UnsafeRawBufferPointer, into target: UnsafeMutableRawBufferPointer) -> Int? {
        let count = cell.count
        var index = 0
        var written = 0
        func emit(_ byte: UInt8) {
            target[written] = byte
            written += 1
        }
        if cell[index] == UInt8(ascii: "-") || cell[index] == UInt8(ascii: "+") {
            emit(cell[index])
            index += 1
        }
        // The whole part, with its grouping marks checked.
        // The first byte of the grouping mark in use tells the four marks apart; 0 before one.
        var groupMark: UInt8 = 0
        var digitsInGroup = 0
        var groups = 0
        var sawDigit = false
        while index < count {
            let byte = cell[index]
            if byte &- UInt8(ascii: "0") < 10 {
                emit(byte)
                digitsInGroup += 1
                sawDigit = true
                index += 1
                continue
            }
            guard let markLength = groupingMarkLength(cell, at: index) else { break }
            let mark = cell[index]
            if groupMark == 0 {
                guard digitsInGroup >= 1, digitsInGroup <= 3 else { return nil }
                groupMark = mark
            } else {
                guard mark == groupMark, digitsInGroup == 3 else { return nil }
            }
            groups += 1
            digitsInGroup = 0
            index += markLength
        }
        if groups > 0, digitsInGroup != 3 { return nil }
        if !sawDigit, !(index < count && cell[index] == UInt8(ascii: ",")) {
            // Words (nan, inf) and a lone sign are left to the plain reader to judge.
            guard groups == 0 else { return nil }
            while index < count {
                emit(cell[index])
                index += 1
            }
            return written
        }
        if index < count, cell[index] == UInt8(ascii: ",") {
            emit(UInt8(ascii: "."))
            index += 1
        }
        // The fraction and exponent: digits, and e, E, + and -, checked by the plain reader;
        // anything else (a second comma, a point) makes the cell not a number.
        while index < count {
            let byte = cell[index]
            let allowed =
                byte &- UInt8(ascii: "0") < 10 || byte | 0x20 == UInt8(ascii: "e") || byte == UInt8(ascii: "+")
                || byte == UInt8(ascii: "-")
            guard allowed else { return nil }
            emit(byte)
            index += 1
        }
        return written
    }

    /// The length of the grouping mark at `index` (`.`, a space, U+00A0 or U+202F), or `nil`.
    @inline(__always)
    static func groupingMarkLength(_ cell: UnsafeRawBufferPointer, at index: Int) -> Int? {
        let byte = cell[index]
        if byte == UInt8(ascii: ".") || byte == 0x20 { return 1 }
        if byte == 0xC2, index + 1 < cell.count, cell[index + 1] == 0xA0 { return 2 }
        if byte == 0xE2, index + 2 < cell.count, cell[index + 1] == 0x80, cell[index + 2] == 0xAF { return 3 }
        return nil
    }
}
