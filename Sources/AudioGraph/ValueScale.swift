import SpanModel

/// Where the value axis starts.
public enum ValueScale: String, CaseIterable, Hashable, Sendable {
    /// From 0 (or the lowest value, when values below zero are kept) to the highest, as a
    /// chart's value axis does: the size of a value is heard, not only its place in the shape.
    case zeroToMaximum = "zero-max"

    /// From the lowest value to the highest: the shape fills the whole pitch range. For prices
    /// and other series whose interesting part sits far from zero.
    case minimumToMaximum = "min-max"

    /// From the lowest value to the highest in ratios: each tenfold step of value is the same
    /// step of pitch. For data spanning orders of magnitude; every value must be above zero.
    case logarithmic = "log"
}
