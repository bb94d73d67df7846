import Foundation

/// A date in the proleptic Gregorian calendar, without a time or a zone.
public struct CivilDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var year: Int
    /// 1 to 12.
    public var month: Int
    /// 1 to 31.
    public var day: Int

    /// Creates a date; the fields are not checked (see ``isValid``).
    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The date `dayNumber` days after 1970-01-01.
    ///
    /// Howard Hinnant's `civil_from_days`: exact for every day, no tables, no calendar object.
    public init(dayNumber: Int) {
        let shifted = dayNumber + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// Days from 1970-01-01 to this date (negative before it).
    ///
    /// Howard Hinnant's `days_from_civil`.
    public var dayNumber: Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// Whether the month exists and the day exists in that month (no 30 February).
    public var isValid: Bool {
        (1...12).contains(month) && day >= 1 && day <= Self.daysInMonth(year: year, month: month)
    }

    /// The number of days in a month of a year.
    public static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Whether a year has 29 February.
    public static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    /// The day of the year, from 1.
    public var dayOfYear: Int {
        dayNumber - CivilDate(year: year, month: 1, day: 1).dayNumber + 1
    }

    /// The weekday as Foundation counts it: 1 is Sunday, 7 is Saturday.
    public var weekday: Int {
        BucketCalendar.weekday(ofDayNumber: dayNumber)
    }

    public static func < (lhs: CivilDate, rhs: CivilDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(abs(value))
            return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }
}

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

    static func floorModulo(_ value: Int, _ modulus: Int) -> Int {
        let remainder = value % modulus
        return remainder < 0 ? remainder + modulus : remainder
    }

    static func floorDivide(_ value: Int, _ divisor: Int) -> Int {
        (value - floorModulo(value, divisor)) / divisor
    }
}
