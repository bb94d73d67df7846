/// How long a window lasts, in the unit a person would say it in: hours up to two days, days up
/// to about two months, weeks for weekly data up to a year, then months, then years ("across
/// 4 years", never "across 1,461 days"; "across 85 years" for a reading every five years, never
/// "across 18 readings").
///
/// A window lasts from its first sample to the end of its last sample's own hour, day, week,
/// month, quarter or year (so 18 monthly samples last 18 months); readings of no calendar unit
/// last from the first to the last.
public struct TimeSpan: Hashable, Sendable {
    /// The units a span is said in.
    public enum Unit: String, CaseIterable, Hashable, Sendable {
        case hour, day, week, month, year
    }

    /// How many units.
    public var count: Int
    /// The unit.
    public var unit: Unit
    /// Whether the count is rounded ("about 5 months"): the span is more than three days (or,
    /// in hours, more than half an hour) away from it.
    public var isApproximate: Bool

    /// Creates a span.
    public init(count: Int, unit: Unit, isApproximate: Bool) {
        self.count = count
        self.unit = unit
        self.isApproximate = isApproximate
    }
}

extension Series {
    /// How long a window lasts, in the unit a person would say it in (see ``TimeSpan``).
    ///
    /// - Complexity: O(1).
    public func span(of window: SampleWindow, calendar: BucketCalendar) -> TimeSpan {
        precondition(!window.isEmpty && window.end <= count, "the window must be a non-empty part of the series")
        let first = times[window.start]
        let last = times[window.last]
        let unit = cadence.sampleUnit
        if cadence.dateGrain == .time {
            let end = last + (unit == .reading ? cadence.medianGap : cadence.slotLength)
            let seconds = end - first
            if seconds <= 48 * 3_600 + 1_800 {
                let hours = max((seconds / 3_600).rounded(), 1)
                return TimeSpan(count: Int(hours), unit: .hour, isApproximate: abs(seconds - hours * 3_600) > 1_800)
            }
            let days = (seconds / Cadence.day).rounded()
            let firstDay = calendar.dayNumber(of: first)
            return Self.span(firstDay: firstDay, endDay: firstDay + Int(days), monthly: false, weekly: false)
        }
        let firstDay = calendar.dayNumber(of: first)
        let lastDay = calendar.dayNumber(of: last)
        let endDay: Int
        switch unit {
        case .hour, .day: endDay = lastDay + 1
        case .week: endDay = lastDay + 7
        case .month: endDay = CalendarLength.day(lastDay, movedByMonths: 1)
        case .quarter: endDay = CalendarLength.day(lastDay, movedByMonths: 3)
        case .year: endDay = CalendarLength.day(lastDay, movedByMonths: 12)
        case .reading: endDay = max(lastDay, firstDay + 1)
        }
        return Self.span(
            firstDay: firstDay, endDay: endDay, monthly: [.month, .quarter, .year].contains(unit), weekly: unit == .week
        )
    }

    /// The span of the local days `firstDay..<endDay`.
    static func span(firstDay: Int, endDay: Int, monthly: Bool, weekly: Bool) -> TimeSpan {
        let days = endDay - firstDay
        if weekly, days % 7 == 0, days <= 53 * 7 { return TimeSpan(count: days / 7, unit: .week, isApproximate: false) }
        if days <= 62, !monthly { return TimeSpan(count: max(days, 1), unit: .day, isApproximate: false) }
        // The whole calendar months nearest the span, and how far the span is from them.
        let guess = Int((Double(days) / 30.436_875).rounded())
        var months = max(guess, 1)
        var distance = Int.max
        for candidate in max(guess - 1, 1)...(guess + 1) {
            let off = abs(CalendarLength.day(firstDay, movedByMonths: candidate) - endDay)
            if off < distance {
                distance = off
                months = candidate
            }
        }
        let isWhole = distance <= 3
        if isWhole, months % 12 == 0 { return TimeSpan(count: months / 12, unit: .year, isApproximate: false) }
        if months < 24 || (isWhole && months <= 36) {
            return TimeSpan(count: months, unit: .month, isApproximate: !isWhole)
        }
        let years = Double(days) / 365.242_5
        let rounded = max(years.rounded(), 1)
        return TimeSpan(count: Int(rounded), unit: .year, isApproximate: abs(years - rounded) * 365.242_5 > 3)
    }
}
