/// The change across a window: from its first value to its last, or, when single readings are
/// too noisy to stand for the window's ends, from the average of its first step's worth of
/// values to the average of its last (a week of daily samples, a month of weekly ones).
///
/// It is never a fitted line: a line's ends are not values the data holds, and its change was
/// often double or half the real one.
public struct WindowChange: Hashable, Sendable {
    /// The first sample with a value.
    public var first: Int
    /// The last sample with a value.
    public var last: Int
    /// The value the change starts from: the first value, or the first values' average.
    public var start: Double
    /// The value it ends at: the last value, or the last values' average.
    public var end: Double
    /// How many values are averaged at each end, or `nil` when the ends are single readings.
    public var averagedValues: Int?

    /// Creates a change.
    public init(first: Int, last: Int, start: Double, end: Double, averagedValues: Int?) {
        self.first = first
        self.last = last
        self.start = start
        self.end = end
        self.averagedValues = averagedValues
    }

    /// The change in the data's unit: `end - start`.
    public var difference: Double { end - start }

    /// The change relative to its start (0.029 is 2.9% higher at the end), or `nil` when the
    /// start is not above zero, where a relative change means nothing. Whether it means
    /// anything for the data's unit (not for a temperature in °C) is for the caller to judge.
    public var relative: Double? {
        guard start > 0, start.isFinite, end.isFinite else { return nil }
        return (end - start) / start
    }
}
