import Foundation

/// The calendar samples are bucketed in: a time zone and the first day of the week.
///
/// Days, weeks, months and years are computed by arithmetic on day numbers, not through
/// `Calendar`, so bucketing a sample costs a few integer operations (plus a time zone offset
/// lookup outside UTC).
///
/// ```swift
/// let calendar = BucketCalendar(timeZone: .gmt, firstWeekday: 2)   // weeks start on Monday
/// calendar.bucket(.week, containing: series.times[0])
/// ```
public struct BucketCalendar: Hashable, Sendable {
    /// The time zone that days begin and end in.
    public let timeZone: TimeZone

    /// The first day of the week, as Foundation counts weekdays: 1 is Sunday, 2 Monday, 7 Saturday.
    public let firstWeekday: Int

    /// The zone's one UTC offset when it has no transitions (UTC under its other names, and
    /// the `GMT+N`/`GMT-N` zones), so that no instant needs to ask the time zone; otherwise `nil`.
    package let fixedOffset: Int?

    /// Creates a calendar.
    public init(timeZone: TimeZone = TimeZone(identifier: "UTC")!, firstWeekday: Int = 2) {
        precondition((1...7).contains(firstWeekday), "weekdays are numbered 1 (Sunday) to 7 (Saturday)")
        self.timeZone = timeZone
        self.firstWeekday = firstWeekday
        fixedOffset = Self.fixedOffset(of: timeZone)
    }

    /// The names Foundation gives the UTC zone.
    private static let utcNames: Set<String> = [
        "UTC", "GMT", "Etc/UTC", "Etc/GMT", "Etc/Universal", "Universal", "Zulu", "Etc/Zulu",
    ]

    /// The offset of a zone that never changes it, or `nil` for a zone that has to be asked.
    private static func fixedOffset(of timeZone: TimeZone) -> Int? {
        let identifier = timeZone.identifier
        if utcNames.contains(identifier) { return 0 }
        if identifier.hasPrefix("GMT+") || identifier.hasPrefix("GMT-") { return timeZone.secondsFromGMT() }
        return nil
    }

    /// Seconds to add to a UTC instant to get local wall-clock time.
    @inline(__always)
    public func offset(at time: Double) -> Int {
        if let fixedOffset { return fixedOffset }
        return timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: time))
    }

    /// The local calendar day of an instant, as days since 1970-01-01.
    @inline(__always)
    public func dayNumber(of time: Double) -> Int {
        let local = time + Double(offset(at: time))
        return Int((local / Cadence.day).rounded(.down))
    }

    /// The local calendar date of an instant.
    public func civilDate(of time: Double) -> CivilDate {
        CivilDate(dayNumber: dayNumber(of: time))
    }

    /// The instant at which a local wall-clock time happens: `dayNumber` at `secondsIntoDay`.
    ///
    /// The same rule in every zone, whichever way its offset runs (the rule of `java.time` and
    /// of JavaScript's Temporal, "compatible"): a time that exists once is that instant; a
    /// time repeated when the clocks go back is its first occurrence; a time skipped when they
    /// go forward is read with the offset in force before the jump, so it lands as far after
    /// the jump as it was written past it (02:30 on the night New York springs forward is
    /// 03:30 EDT, and in Berlin 03:30 CEST).
    ///
    /// - Complexity: O(1): at most four offset lookups. Assumes at most one change of offset
    ///   within a day of the time, as every zone has.
    public func instant(dayNumber: Int, secondsIntoDay: Double = 0) -> Double {
        let local = Double(dayNumber) * Cadence.day + secondsIntoDay
        if let fixedOffset { return local - Double(fixedOffset) }
        // The offsets a day before and a day after (taking the local time as if it were UTC,
        // which is within a day of the truth): the candidates are the local time read with each.
        let before = offset(at: local - Cadence.day)
        let after = offset(at: local + Cadence.day)
        let early = local - Double(max(before, after))
        let late = local - Double(min(before, after))
        let earlyHolds = offset(at: early) == Int(local - early)
        let lateHolds = offset(at: late) == Int(local - late)
        switch (earlyHolds, lateHolds) {
        case (true, _): return early
        case (false, true): return late
        case (false, false): return local - Double(before)
        }
    }

    /// The weekday of a day number, Foundation style (1 is Sunday).
    public static func weekday(ofDayNumber dayNumber: Int) -> Int {
        // 1970-01-01 was a Thursday (5).
        floorModulo(dayNumber + 4, 7) + 1
    }

    /// The ordinal of the bucket of `kind` that contains `time`. Consecutive buckets have
    /// consecutive ordinals; ordinals of different kinds are not comparable.
    @inline(__always)
    public func bucket(_ kind: BucketKind, containing time: Double) -> Int {
        bucket(kind, ofDayNumber: dayNumber(of: time))
    }

    /// The ordinal of the bucket of `kind` that contains a local day.
    public func bucket(_ kind: BucketKind, ofDayNumber day: Int) -> Int {
        switch kind {
        case .day:
            return day
        case .week:
            let intoWeek = Self.floorModulo(Self.weekday(ofDayNumber: day) - firstWeekday, 7)
            return Self.floorDivide(day - intoWeek, 7)
        case .month:
            let date = CivilDate(dayNumber: day)
            return date.year * 12 + date.month - 1
        case .year:
            return CivilDate(dayNumber: day).year
        }
    }

    /// The ordinal of the calendar quarter (January to March, April to June, July to
    /// September, October to December) that contains `time`: a month's ordinal divided by
    /// three, rounded down, so that consecutive quarters have consecutive ordinals.
    public func quarter(containing time: Double) -> Int {
        Self.floorDivide(bucket(.month, containing: time), 3)
    }

    static func floorModulo(_ value: Int, _ modulus: Int) -> Int {
        let remainder = value % modulus
        return remainder < 0 ? remainder + modulus : remainder
    }

    static func floorDivide(_ value: Int, _ divisor: Int) -> Int {
        (value - floorModulo(value, divisor)) / divisor
    }
}
