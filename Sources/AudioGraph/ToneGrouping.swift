import SpanModel

/// Whether samples are grouped by the calendar, each group playing its average.
public enum ToneGrouping: Hashable, Sendable {
    /// Group only when even the shortest slots would make the graph longer than its maximum
    /// duration: by days (for readings within a day), then weeks, months, years.
    case automatic

    /// Never group: one tone per sample, however long the graph becomes.
    case never

    /// Group by this bucket, whatever the length.
    case by(BucketKind)
}
