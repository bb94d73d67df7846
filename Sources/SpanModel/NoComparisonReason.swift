/// Why no change is said between a period and the one before it.
public enum NoComparisonReason: String, CaseIterable, Hashable, Sendable {
    /// The period itself has no readings.
    case noReadings = "no-readings"
    /// The earlier period has no readings.
    case earlierPeriodHasNoReadings = "earlier-period-has-no-readings"
    /// The data does not cover the earlier period from its start: its first reading comes more
    /// than one gap of the cadence after the period begins.
    case earlierPeriodNotCovered = "earlier-period-not-covered"
    /// The earlier period adds up to zero, so a change relative to it means nothing.
    case earlierFigureIsZero = "earlier-figure-is-zero"
    /// A figure is too large to compute (beyond the range of a `Double`).
    case figureTooLarge = "figure-too-large"
    /// Totals over periods whose data has holes in different measure (a week with a day of no
    /// data against a full week): the change would be the hole's, not the data's.
    case unevenCoverage = "uneven-coverage"

    /// Why, in a few plain words (for JSON): "the earlier period is not fully covered".
    public var explanation: String {
        switch self {
        case .noReadings: "this period has no readings"
        case .earlierPeriodHasNoReadings: "the earlier period has no readings"
        case .earlierPeriodNotCovered: "the earlier period is not fully covered"
        case .earlierFigureIsZero: "the earlier period adds up to zero"
        case .figureTooLarge: "a figure is too large to compare"
        case .unevenCoverage: "the two periods have data for different shares of their time"
        }
    }
}
