import ByteScanning
import SpanModel

/// The month of the last `YYYY-MM-DD` date the fast path read, known by its first eight bytes
/// (`YYYY-MM-`) as one word, so that the next date in the same month is one comparison.
struct PlainMonth {
    /// `YYYY-MM-` as loaded from the bytes; 0 (no month) before the first.
    private(set) var prefix: UInt64 = 0
    /// The day number of the month's first day.
    private(set) var firstDay = 0
    /// The days in the month.
    private(set) var length = 0

    /// Learns the month a date's first eight bytes name; `false` (changing nothing) when they
    /// are not `YYYY-MM-` with a real month.
    mutating func learn(_ head: UInt64) -> Bool {
        let digits = head ^ 0x2D30_302D_3030_3030
        // Every byte is now 0 to 9 (the dashes 0), or the head is not of that shape.
        guard ByteWord.nonDigitMarks(digits) == 0, digits & 0xFF00_00FF_0000_0000 == 0 else { return false }
        func digit(_ index: Int) -> Int { Int((digits >> UInt64(8 * index)) & 0xFF) }
        let year = digit(0) * 1000 + digit(1) * 100 + digit(2) * 10 + digit(3)
        let month = digit(5) * 10 + digit(6)
        guard (1...12).contains(month) else { return false }
        prefix = head
        firstDay = CivilDate(year: year, month: month, day: 1).dayNumber
        length = CivilDate.daysInMonth(year: year, month: month)
        return true
    }

    /// The day number of the `YYYY-MM-DD` at offset `start` of `base` (ten readable bytes),
    /// learning its month when it is not the last one seen; `nil` when the bytes are not a real
    /// day of that shape.
    @inline(__always)
    mutating func dayNumber(ofDateIn base: UnsafeRawPointer, at start: Int) -> Int? {
        let head = base.loadUnaligned(fromByteOffset: start, as: UInt64.self)
        if head != prefix {
            guard learn(head) else { return nil }
        }
        let dayDigits = UInt64(base.loadUnaligned(fromByteOffset: start &+ 8, as: UInt16.self)) ^ 0x3030
        let tens = dayDigits & 0xFF
        let units = dayDigits >> 8
        guard tens < 10, units < 10 else { return nil }
        let day = Int(tens &* 10 &+ units)
        guard day >= 1, day <= length else { return nil }
        return firstDay &+ day &- 1
    }
}
