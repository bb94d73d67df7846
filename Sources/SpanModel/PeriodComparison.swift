/// A period's figure and the figure of the period of the same calendar length just before it,
/// with whether the two may be compared.
public struct PeriodComparison: Hashable, Sendable {
    /// The period, ending with the day it was asked for.
    public var period: DayPeriod
    /// The period of the same calendar length just before it.
    public var earlierPeriod: DayPeriod
    /// The period's samples, or `nil` when it has none.
    public var window: SampleWindow?
    /// The earlier period's samples, or `nil` when it has none.
    public var earlierWindow: SampleWindow?
    /// The period's figure, or `nil` when it has no readings.
    public var current: Double?
    /// The earlier period's figure, or `nil` when it has no readings.
    public var previous: Double?
    /// The instant of the period's first reading, or `nil` when it has none.
    public var firstReading: Double?
    /// Whether the data reaches back to the period's start (false when the series begins
    /// partway through it, so the figure covers less than the period).
    public var coversPeriodFromStart: Bool
    /// Why no change is said, or `nil` when the two periods are compared.
    public var reasonForNoChange: NoComparisonReason?

    /// The change as a fraction of the earlier figure (0.126 is 12.6% more), or `nil` when the
    /// periods are not compared (see ``reasonForNoChange``).
    public var change: Double? {
        guard reasonForNoChange == nil, let current, let previous else { return nil }
        return (current - previous) / abs(previous)
    }
}
