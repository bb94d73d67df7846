/// Which figure sums up a window.
public enum SummaryKind: String, CaseIterable, Hashable, Sendable {
    /// The sum over the count (the default).
    case average
    /// The sum.
    case total
    /// The highest value.
    case maximum
    /// The lowest value.
    case minimum
}
