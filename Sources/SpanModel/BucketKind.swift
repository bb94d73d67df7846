/// A calendar bucket that samples fall into: the unit a step and a tick are counted in.
public enum BucketKind: String, CaseIterable, Comparable, Hashable, Sendable {
    case day, week, month, year

    /// The next larger bucket, whose boundaries sound a stronger tick; `nil` for a year.
    public var larger: BucketKind? {
        switch self {
        case .day: .week
        case .week: .month
        case .month: .year
        case .year: nil
        }
    }

    /// The next smaller bucket; `nil` for a day.
    public var smaller: BucketKind? {
        switch self {
        case .day: nil
        case .week: .day
        case .month: .week
        case .year: .month
        }
    }

    private var order: Int {
        switch self {
        case .day: 0
        case .week: 1
        case .month: 2
        case .year: 3
        }
    }

    public static func < (lhs: BucketKind, rhs: BucketKind) -> Bool { lhs.order < rhs.order }
}
