import Foundation
import SpanModel
import StringCatalog

/// The trend of a window: a least-squares line through its values (time in days on the x axis,
/// so holes in time count), its two ends clamped to the window's lowest and highest values.
///
/// When every value in the window is positive, the trend is the change from the line's start
/// to its end relative to its start, so a fall can never pass 100%: steady under 5% either way.
/// When the window holds zero or negative values, a percentage means nothing, and the trend is
/// the change in the data's own unit: steady when it is under 5% of the window's range.
public struct WindowTrend: Hashable, Sendable {
    /// Which way.
    public enum Direction: String, Hashable, Sendable {
        case rising, falling, steady
    }

    /// The line's value at the window's first value, clamped to its lowest and highest.
    public var start: Double

    /// The line's value at the window's last value, clamped to its lowest and highest.
    public var end: Double

    /// The window's lowest and highest values.
    public var lowest: Double
    public var highest: Double

    /// Whether every value in the window is positive, so that the change is said relative to
    /// the start.
    public var isRelative: Bool

    /// The change from the line's start to its end: `end - start`, in the data's unit.
    public var change: Double { end - start }

    /// The change relative to the line's start (0.12 is 12% higher at the end), or `nil` when
    /// the window holds zero or negative values. Never below -1.
    public var relativeChange: Double? {
        isRelative ? (end - start) / start : nil
    }

    /// Rising or falling by 5% or more (of the start when relative, of the window's range
    /// otherwise), else steady.
    public var direction: Direction {
        let size: Double
        if let relativeChange {
            size = abs(relativeChange)
        } else {
            let range = highest - lowest
            guard range > 0, range.isFinite else { return .steady }
            size = abs(change) / range
        }
        guard size.isFinite, size >= 0.05 else { return .steady }
        return change > 0 ? .rising : .falling
    }

    /// Creates a trend from its parts.
    public init(start: Double, end: Double, lowest: Double, highest: Double) {
        self.start = start
        self.end = end
        self.lowest = lowest
        self.highest = highest
        self.isRelative = lowest > 0
    }

    /// The trend of a window's values (gaps are skipped); steady with no change when it holds
    /// fewer than two values. The window must hold at least one value.
    ///
    /// - Complexity: O(window).
    public init(series: Series, window: SampleWindow) {
        let lowest = series.summary(.minimum, of: window).value
        let highest = series.summary(.maximum, of: window).value
        let mean = series.average(of: window)
        let origin = series.times[window.start]
        var count = 0.0
        var sumX = 0.0
        var firstX = Double.nan
        var lastX = Double.nan
        for index in window.indices where !series.isGap(at: index) {
            let x = (series.times[index] - origin) / Cadence.day
            if firstX.isNaN { firstX = x }
            lastX = x
            sumX += x
            count += 1
        }
        var slope = 0.0
        var meanX = 0.0
        if count >= 2 {
            meanX = sumX / count
            var covariance = 0.0
            var variance = 0.0
            for index in window.indices where !series.isGap(at: index) {
                let x = (series.times[index] - origin) / Cadence.day - meanX
                covariance += x * (series.values[index] - mean)
                variance += x * x
            }
            if variance > 0, (covariance / variance).isFinite { slope = covariance / variance }
        }
        // The mean comes from running sums, so it can differ from the values by a rounding:
        // clamping keeps even a flat line within the window's values.
        func clamped(_ value: Double) -> Double {
            min(max(value.isFinite ? value : mean, lowest), highest)
        }
        let start = count >= 2 ? clamped(mean + slope * (firstX - meanX)) : lowest
        let end = count >= 2 ? clamped(mean + slope * (lastX - meanX)) : lowest
        self.init(start: start, end: end, lowest: lowest, highest: highest)
    }
}
