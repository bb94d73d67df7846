import Foundation
import SpanModel
import StringCatalog

/// One figure of the stats card for one range, with everything said and shown about it.
public struct StatsFigure: Hashable, Sendable {
    /// The range.
    public var range: StatsRange
    /// The figure, or `nil` when the range has no readings.
    public var value: Double?
    /// The change against the period before, or `nil` when no change is said.
    public var change: Double?
    /// The figure as written on screen ("$44,051.40").
    public var writtenValue: String?
    /// The change as written on screen ("+12.6% vs last month").
    public var writtenChange: String?
    /// The change or span as spoken ("up 12.6% from last month", "past month").
    public var spokenChange: String?
    /// Whether the change is good news.
    public var sentiment: ChangeSentiment
    /// The whole sentence as spoken ("44,051.40 US dollars, up 13.0% from last month"), or the
    /// empty-range sentence.
    public var sentence: String
    /// The periods compared and why no change is said, when the figure was computed from a series.
    public var comparison: PeriodComparison?

    /// Why no change is said, or `nil` when one is (or the figure was not computed from a series).
    public var reasonForNoChange: NoComparisonReason? { comparison?.reasonForNoChange }
}
