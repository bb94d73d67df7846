/// A window chosen from a range of dates, and what differs from what was asked, so that the
/// tool can say what it shows instead.
public struct DateRangeSelection: Hashable, Sendable {
    /// The window shown.
    public var window: SampleWindow

    /// Whether the range begins before the series does (at the grain its dates are said at).
    public var startsBeforeSeries: Bool

    /// Whether the range ends after the series does (at the grain its dates are said at).
    public var endsAfterSeries: Bool

    /// Whether the samples in the range were fewer than the minimum span, so the window was
    /// widened.
    public var widenedToMinimumSpan: Bool

    /// Creates a selection.
    public init(window: SampleWindow, startsBeforeSeries: Bool, endsAfterSeries: Bool, widenedToMinimumSpan: Bool) {
        self.window = window
        self.startsBeforeSeries = startsBeforeSeries
        self.endsAfterSeries = endsAfterSeries
        self.widenedToMinimumSpan = widenedToMinimumSpan
    }

    /// Whether the window is exactly the samples in the range asked for.
    public var isAsAsked: Bool {
        !startsBeforeSeries && !endsAfterSeries && !widenedToMinimumSpan
    }
}
