import Foundation
import SpanModel
import StringCatalog

/// One figure of the stats card for one range, with everything said and shown about it.
public struct StatsFigure: Hashable, Sendable {
    /// The range.
    public var range: StatsRange
    /// The figure, or `nil` when the range has no readings.
    public var value: Double?
    /// The change against the period before as a fraction of the earlier figure (0.126), or
    /// `nil` when no change is said or it is not said as a percentage (see ``measure``).
    public var change: Double?
    /// How the change is said: as a percentage, in percentage points or in the figure's unit;
    /// `nil` when no change is said.
    public var measure: ChangeMeasure? = nil
    /// The figure's period by name ("March 2010", "16 February to 15 March 2010") when the data
    /// ended before the current period, so that "last month" would not be true; else `nil`.
    public var periodName: String? = nil
    /// The earlier period by name ("February 2010"), said in place of "last month" under the
    /// same condition as ``periodName``.
    public var earlierPeriodName: String? = nil
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
