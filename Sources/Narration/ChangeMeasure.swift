/// How the change across a window is said: as a percentage of where it started, in
/// percentage points, or in the data's own unit (see ``RangeNarrator/measure(of:)``).
public enum ChangeMeasure: Hashable, Sendable {
    /// A fraction of the start (0.029 is "up 2.9%"): a ratio scale with every value above zero.
    case percentage(Double)
    /// Percentage points (4.5 is "up 4.5 percentage points"): rates and values in percent.
    case percentagePoints(Double)
    /// The difference in the data's unit ("down 4.5 °C"): a temperature, or values at or below
    /// zero.
    case amount(Double)
}
