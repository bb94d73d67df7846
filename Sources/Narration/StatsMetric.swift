import Foundation
import SpanModel
import StringCatalog

/// A figure on the stats card: the headline metric or a tile.
public struct StatsMetric: Hashable, Sendable {
    /// The name spoken before a tile's figure ("Orders") and in the loading sentence.
    public var name: String
    /// How the figure is written.
    public var format: ValueFormat
    /// How a period's readings become the figure.
    public var aggregate: PeriodAggregate
    /// Whether a rise is good news (revenue) or bad news (a refund rate).
    public var upIsGood: Bool

    /// Creates a metric.
    public init(
        name: String, format: ValueFormat = .automatic, aggregate: PeriodAggregate = .sum, upIsGood: Bool = true
    ) {
        self.name = name
        self.format = format
        self.aggregate = aggregate
        self.upIsGood = upIsGood
    }
}
