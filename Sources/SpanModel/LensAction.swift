/// A step a person can take with the range control.
public enum LensAction: String, CaseIterable, Hashable, Sendable {
    /// Move the window one step earlier.
    case earlier
    /// Move the window one step later.
    case later
    /// Widen by one step, keeping the end.
    case widen
    /// Narrow by one step, keeping the end.
    case narrow
    /// Show the whole series, or go back when it is already shown.
    case showAll
    /// Go back to the window shown before "show all".
    case back
}
