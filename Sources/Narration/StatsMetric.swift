import Foundation
import SpanModel
import StringCatalog

/// A figure on the stats card: the headline metric or a tile.
public struct StatsMetric: Hashable, Sendable {
    /// The name spoken before the figure ("Orders", "Revenue") and in the loading sentence.
    public var name: String
    /// How the figure is written.
    public var format: ValueFormat
    /// How a period's readings become the figure.
    public var aggregate: PeriodAggregate
    /// Whether a rise is good news (revenue) or bad news (a refund rate).
    public var upIsGood: Bool
    /// What kind of quantity the figure is, which decides how a change is said: a percentage
    /// (amounts with a true zero, against a positive earlier figure), percentage points (rates
    /// and the percent format) or the unit (temperatures, and any change against an earlier
    /// figure at or below zero).
    public var scale: MeasurementScale
    /// The unit spoken after the figure and after a change said in the unit ("°C", "jobs"), or
    /// `nil` for none.
    public var unit: String?
    /// Whether the figure is a level (a balance, a headcount, a temperature, a rate): a reading
    /// of how much there is at a moment, whose sum over a period means nothing.
    public var isLevel: Bool

    /// Creates a metric.
    ///
    /// - Parameter isLevel: `nil` to decide from the scale and the name
    ///   (``isLevel(name:unit:scale:)``).
    public init(
        name: String, format: ValueFormat = .automatic, aggregate: PeriodAggregate = .sum, upIsGood: Bool = true,
        scale: MeasurementScale? = nil, unit: String? = nil, isLevel: Bool? = nil
    ) {
        self.name = name
        self.format = format
        self.aggregate = aggregate
        self.upIsGood = upIsGood
        let scale = scale ?? MeasurementScale.inferred(unit: unit, valueFormat: format, name: unit == nil ? name : nil)
        self.scale = scale
        self.unit = unit
        self.isLevel = isLevel ?? Self.isLevel(name: name, unit: unit, scale: scale)
    }

    /// Words in a metric's name or unit that mark a level, lowercased: a balance, a headcount,
    /// the people employed (jobs), a stock of goods, a population, a price, a level.
    static let levelWords = [
        "balance", "headcount", "head count", "employment", "employees", "staff", "jobs", "inventory", "population",
        "price",
        "level", "saldo", "kontostand",
        "solde", "stan konta", "残高", "余额", "الرصيد",
    ]

    /// Whether a figure is a level rather than a flow, from what is known of it: values in
    /// percent or rates, temperatures (an interval scale), and names or units with a word of
    /// ``levelWords`` ("Balance", "Headcount", "Share price") are levels; anything else is taken
    /// for a flow that adds up over a period (revenue, orders, steps). A caller who knows
    /// better says so.
    ///
    /// ```swift
    /// StatsMetric.isLevel(name: "Account balance", unit: nil, scale: .ratio)   // true
    /// StatsMetric.isLevel(name: "Temperature", unit: "°C", scale: .interval)   // true
    /// StatsMetric.isLevel(name: "Orders", unit: nil, scale: .ratio)            // false
    /// ```
    public static func isLevel(name: String, unit: String?, scale: MeasurementScale) -> Bool {
        if scale != .ratio { return true }
        let words = (name + " " + (unit ?? "")).lowercased()
        return levelWords.contains { words.contains($0) }
    }
}
