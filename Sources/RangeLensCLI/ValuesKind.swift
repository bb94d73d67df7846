import Narration

/// `--values`: what the values of a series are, in the words a caller knows, for how the
/// description says a change.
enum ValuesKind: String, CaseIterable {
    /// Counts, money, prices: a change is a percentage.
    case amounts
    /// Temperatures in degrees: a change is in the unit, never a percentage.
    case temperatures
    /// Rates and percentages: a change is in percentage points.
    case rates

    /// The measurement scale it stands for.
    var scale: MeasurementScale {
        switch self {
        case .amounts: .ratio
        case .temperatures: .interval
        case .rates: .percent
        }
    }
}
