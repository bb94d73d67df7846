/// How a period's readings become one figure.
public enum PeriodAggregate: String, CaseIterable, Hashable, Sendable {
    /// The sum (revenue, orders, steps over a period).
    case sum
    /// The mean (a rate, a price).
    case average
    /// The latest reading (a balance, a weight).
    case latest
}

/// A period's figure and the figure of the period of the same length just before it.
public struct PeriodComparison: Hashable, Sendable {
    /// The period's samples, or `nil` when it has none.
    public var window: SampleWindow?
    /// The earlier period's samples, or `nil` when it has none.
    public var previousWindow: SampleWindow?
    /// The period's figure, or `nil` when it has no readings.
    public var current: Double?
    /// The earlier period's figure, or `nil` when it has no readings.
    public var previous: Double?

    /// The change as a fraction of the earlier figure (0.126 is 12.6% more), or `nil` when it is
    /// unknown: either period has no readings, or the earlier figure is zero.
    public var change: Double? {
        guard let current, let previous, previous != 0, previous.isFinite, current.isFinite else { return nil }
        return (current - previous) / abs(previous)
    }
}

extension Series {
    /// The samples after `end - days` days up to and including `end` (seconds since 1970), or
    /// `nil` when there are none.
    ///
    /// - Complexity: O(log n).
    public func window(days: Int, endingAt end: Double) -> SampleWindow? {
        let start = end - Double(days) * Cadence.day
        guard let last = lastIndex(onOrBefore: end) else { return nil }
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if times[middle] <= start { low = middle + 1 } else { high = middle }
        }
        return low <= last ? SampleWindow(first: low, last: last) : nil
    }

    /// Compares the last `days` days up to `end` (the latest sample when `nil`) with the same
    /// number of days just before them.
    ///
    /// ```swift
    /// let month = series.compare(days: 30, aggregate: .sum)
    /// month.change   // 0.13 for 13% up on the 30 days before
    /// ```
    ///
    /// - Complexity: O(log n).
    public func compare(days: Int, aggregate: PeriodAggregate, endingAt end: Double? = nil) -> PeriodComparison {
        guard let end = end ?? times.last else {
            return PeriodComparison(window: nil, previousWindow: nil, current: nil, previous: nil)
        }
        let current = window(days: days, endingAt: end)
        let previous = window(days: days, endingAt: end - Double(days) * Cadence.day)
        return PeriodComparison(
            window: current, previousWindow: previous,
            current: current.map { figure(aggregate, of: $0) },
            previous: previous.map { figure(aggregate, of: $0) })
    }

    /// One figure for a window.
    ///
    /// - Complexity: O(1).
    public func figure(_ aggregate: PeriodAggregate, of window: SampleWindow) -> Double {
        switch aggregate {
        case .sum: total(of: window)
        case .average: average(of: window)
        case .latest: values[window.last]
        }
    }
}
