internal import Glibc

/// The mark between a number's whole part and its fraction.
public enum DecimalMark: String, CaseIterable, Hashable, Sendable {
    /// `3.5`: the decimal point, as in English and in programs.
    case point
    /// `3,5`: the decimal comma of most of Europe, with `.` or a space between groups of
    /// thousands (`1.234,5`, `1 234,5`).
    case comma
}
