import SpanModel

/// How values are placed along the value axis.
public enum ValueScale: String, CaseIterable, Hashable, Sendable {
    /// Equal steps of value are equal steps of pitch.
    case linear

    /// Equal ratios of value are equal steps of pitch: each tenfold step is the same interval.
    /// For data spanning orders of magnitude; every value must be above zero.
    case logarithmic = "log"
}
