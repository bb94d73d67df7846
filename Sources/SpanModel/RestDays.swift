/// Two neighbouring days of the week that a daily series never has a sample on, such as the
/// weekends of a trading series: they are not missing data, and a step of the lens is the five
/// samples of a week.
///
/// Days are counted from the first sample's own day (the number of whole days, rounded, since
/// its instant), so finding them needs no time zone: a series of local midnights or of closing
/// times keeps its days apart in any zone, through daylight-saving changes. Which weekdays they
/// are is a question for a calendar (``weekdays(in:)``).
///
/// A series is said to rest on two days only when it spans at least three weeks, every other
/// day of the week holds samples, and the two days are neighbours (Saturday and Sunday, or
/// Friday and Saturday, in the zone it was recorded in).
public struct RestDays: Hashable, Sendable {
    /// The instant of the series' first sample, from whose day the others are counted.
    public let origin: Double
    /// Bit `r` is set when the days `r` (modulo 7) days after the origin's day are rest days.
    let mask: UInt8

    /// The rest days as days after the first sample's day (0 to 6).
    public var offsets: [Int] { (0..<7).filter { mask & (1 << UInt8($0)) != 0 } }

    /// The rest days' weekdays in a calendar, Foundation style (1 is Sunday, 7 is Saturday), in
    /// order.
    public func weekdays(in calendar: BucketCalendar) -> [Int] {
        let first = calendar.dayNumber(of: origin)
        return offsets.map { BucketCalendar.weekday(ofDayNumber: first + $0) }.sorted()
    }

    /// Whether the rest days are Saturday and Sunday in a calendar: the series holds weekdays
    /// only.
    public func areWeekend(in calendar: BucketCalendar) -> Bool {
        weekdays(in: calendar) == [1, 7]
    }

    /// The number of days from the origin's day to the day of `time`.
    @inline(__always)
    func dayIndex(of time: Double) -> Int {
        Int(((time - origin) / Cadence.day).rounded())
    }

    /// Whether the day `dayIndex` days after the origin's is a rest day.
    @inline(__always)
    func isRestDay(_ dayIndex: Int) -> Bool {
        mask & (1 << UInt8(BucketCalendar.floorModulo(dayIndex, 7))) != 0
    }

    /// The days strictly between the days of two instants that are not rest days.
    ///
    /// - Complexity: O(1).
    func workingDays(between first: Double, and last: Double) -> Int {
        let start = dayIndex(of: first) + 1
        let end = dayIndex(of: last)
        guard end > start else { return 0 }
        let days = end - start
        var count = days / 7 * 5
        var day = start + days / 7 * 7
        while day < end {
            if !isRestDay(day) { count += 1 }
            day += 1
        }
        return count
    }

    /// The rest days of sorted daily instants, or `nil` when they have none.
    ///
    /// - Complexity: O(1) for a series that has samples on every day of the week within its
    ///   first weeks (the scan stops once it has seen all seven); O(n) otherwise.
    static func find(sortedTimes times: [Double]) -> RestDays? {
        guard times.count >= 10, let first = times.first, let last = times.last,
            last - first >= 20 * Cadence.day
        else { return nil }
        var seen: UInt8 = 0
        times.withUnsafeBufferPointer { times in
            for time in times {
                let day = Int(((time - first) / Cadence.day).rounded())
                seen |= 1 << UInt8(BucketCalendar.floorModulo(day, 7))
                if seen == 0x7F { return }
            }
        }
        let rest = ~seen & 0x7F
        // Exactly two neighbouring days, the week read as a ring.
        guard rest.nonzeroBitCount == 2 else { return nil }
        let neighbours = (0..<7).contains { (rest & (1 << UInt8($0)) != 0) && (rest & (1 << UInt8(($0 + 1) % 7)) != 0) }
        return neighbours ? RestDays(origin: first, mask: rest) : nil
    }
}
