/// A stretch of the calendar whose start an audio graph marks with a tick: the next one larger
/// than a tone, so that a listener can count them (days of hourly readings, weeks of daily ones,
/// years of monthly ones, decades of yearly ones), and the one above it for the strong tick.
///
/// The buckets a window steps by stop at a year; a graph of 144 years needs decades and
/// centuries to be counted by ear.
public enum TimeMark: String, CaseIterable, Comparable, Hashable, Sendable {
    case day, week, month, year, decade, century

    /// The calendar bucket of the same name, for a day to a year.
    public init(_ bucket: BucketKind) {
        switch bucket {
        case .day: self = .day
        case .week: self = .week
        case .month: self = .month
        case .year: self = .year
        }
    }

    /// The next larger mark, whose starts sound a strong tick; `nil` for a century.
    public var larger: TimeMark? {
        switch self {
        case .day: .week
        case .week: .month
        case .month: .year
        case .year: .decade
        case .decade: .century
        case .century: nil
        }
    }

    /// Its mean length in days (a Gregorian month, year, decade and century on average).
    public var meanDays: Double {
        switch self {
        case .day: 1
        case .week: 7
        case .month: 30.436_875
        case .year: 365.242_5
        case .decade: 3_652.425
        case .century: 36_524.25
        }
    }

    /// The mark of tones `seconds` apart: the smallest at least one and a half tones long, so
    /// that not every tone starts one (days for hourly readings, weeks for daily ones, months
    /// for weekly ones, years for monthly and quarterly ones, decades for yearly ones); `nil`
    /// for tones more than 66 years apart.
    public static func marking(tonesApart seconds: Double) -> TimeMark? {
        allCases.first { $0.meanDays * Cadence.day >= 1.5 * seconds }
    }

    private var order: Int {
        switch self {
        case .day: 0
        case .week: 1
        case .month: 2
        case .year: 3
        case .decade: 4
        case .century: 5
        }
    }

    public static func < (lhs: TimeMark, rhs: TimeMark) -> Bool { lhs.order < rhs.order }
}
