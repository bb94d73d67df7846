import SpanModel

/// A range of the stats card: the last week, month, three months or year.
public enum StatsRange: String, CaseIterable, Hashable, Sendable {
    case week = "1W"
    case month = "1M"
    case quarter = "3M"
    case year = "1Y"

    /// The calendar length of the range's period, which ends with the latest reading's day:
    /// 7 days, one calendar month, three calendar months, one calendar year.
    public var length: CalendarLength {
        switch self {
        case .week: .days(7)
        case .month: .months(1)
        case .quarter: .months(3)
        case .year: .months(12)
        }
    }

    /// The range as the catalog keys spell it (`1m`).
    var keyPart: String { rawValue.lowercased() }
}
