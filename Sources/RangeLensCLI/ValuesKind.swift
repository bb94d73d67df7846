import Narration

/// `--values`: what the values of a series are, in the words a caller knows, for how the
/// description says a change.
enum ValuesKind: String, CaseIterable {
    /// Counts, money, prices: a change is a percentage.
    case amounts
    /// Balances, headcounts, prices: amounts whose change is a percentage, read at a moment, so
    /// that a stats card's sum over a period means nothing.
    case levels
    /// Temperatures in degrees: a change is in the unit, never a percentage.
    case temperatures
    /// Rates and percentages: a change is in percentage points.
    case rates

    /// The measurement scale it stands for.
    var scale: MeasurementScale {
        switch self {
        case .amounts, .levels: .ratio
        case .temperatures: .interval
        case .rates: .percent
        }
    }
}
