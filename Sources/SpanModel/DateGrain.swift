/// How much of a date is said for a sample, from how far apart the samples are: the time of
/// day for samples under half a day apart, the day for daily and weekly ones, the month and
/// year for monthly ones (20 to 300 days apart), the quarter and year for quarterly ones (89 to
/// 92 days apart), the year for anything sparser.
public enum DateGrain: String, CaseIterable, Comparable, Hashable, Sendable {
    case time, day, month, quarter, year

    private var order: Int {
        switch self {
        case .time: 0
        case .day: 1
        case .month: 2
        case .quarter: 3
        case .year: 4
        }
    }

    public static func < (lhs: DateGrain, rhs: DateGrain) -> Bool { lhs.order < rhs.order }
}
