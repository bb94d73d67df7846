/// A run of whole local days: from `firstDay` up to, not including, `endDay` (day numbers
/// since 1970-01-01 in the calendar's time zone).
public struct DayPeriod: Hashable, Sendable, CustomStringConvertible {
    /// The first day of the period.
    public var firstDay: Int
    /// The day after the period's last day.
    public var endDay: Int

    /// Creates a period.
    public init(firstDay: Int, endDay: Int) {
        self.firstDay = firstDay
        self.endDay = endDay
    }

    /// The period's last day.
    public var lastDay: Int { endDay - 1 }

    /// The days the period holds.
    public var dayCount: Int { endDay - firstDay }

    /// `YYYY-MM-DD...YYYY-MM-DD`, first and last day.
    public var description: String { "\(CivilDate(dayNumber: firstDay))...\(CivilDate(dayNumber: lastDay))" }
}
