/// How a period's readings become one figure.
public enum PeriodAggregate: String, CaseIterable, Hashable, Sendable {
    /// The sum (revenue, orders, steps over a period).
    case sum
    /// The mean (a rate, a price).
    case average
    /// The latest reading (a balance, a weight).
    case latest
}
