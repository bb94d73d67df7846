/// How strongly a bucket boundary is marked: a new bucket, or also a new larger bucket
/// (a new month of daily samples, which are bucketed by week).
public enum TickStrength: Int, Comparable, Hashable, Sendable {
    case regular = 1
    case strong = 2

    public static func < (lhs: TickStrength, rhs: TickStrength) -> Bool { lhs.rawValue < rhs.rawValue }
}
