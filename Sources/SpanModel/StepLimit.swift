/// Why a step left the window where it was.
public enum StepLimit: String, CaseIterable, Hashable, Sendable {
    /// The window already starts at the first sample.
    case startOfSeries
    /// The window already ends at the last sample.
    case endOfSeries
    /// The window is already as narrow as the minimum span allows.
    case shortestRange
    /// The window already covers the whole series.
    case showingEverything
    /// There is no remembered window to go back to.
    case noPreviousRange
    /// The series has no samples.
    case noData
}
