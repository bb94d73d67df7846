import Foundation
import SpanModel
import StringCatalog

/// A reading of the stats card's chart, as a person moving along it meets it.
public struct StatsPoint: Hashable, Sendable {
    /// The reading's instant, seconds since 1970.
    public var time: Double
    /// The reading; NaN for a gap (a sample with no value).
    public var value: Double
    /// The date as written on screen ("Mon, Oct 12").
    public var writtenDate: String
    /// The reading as written on screen.
    public var writtenValue: String
    /// The date and reading as spoken ("Monday, 12 October, 8,412").
    public var sentence: String
}
