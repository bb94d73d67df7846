/// What one sample stands for when a count of samples is spoken ("7 days", "42 weeks",
/// "18 quarters").
///
/// Chosen from the median gap: within a tenth of an hour, a day, a week, a month (28 to 31
/// days), a quarter (89 to 92 days) or a year (365 or 366 days); anything else is a plain
/// reading.
public enum SampleUnit: String, CaseIterable, Hashable, Sendable {
    case hour, day, week, month, quarter, year, reading
}
