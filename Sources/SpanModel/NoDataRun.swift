/// A run of places in time with no data in a window: samples with no value (gaps) and samples
/// missing between neighbours, one after another.
public struct NoDataRun: Hashable, Sendable {
    /// Where a run starts or ends.
    public enum Bound: Hashable, Sendable {
        /// A sample with no value, at its own date.
        case gap(Int)
        /// The first place missing after the sample at this index.
        case after(Int)
        /// The last place missing before the sample at this index.
        case before(Int)
    }

    /// The run's first place.
    public var start: Bound
    /// The run's last place.
    public var end: Bound
    /// How many places: gaps and missing samples, in the cadence's own units.
    public var count: Int

    /// Creates a run.
    public init(start: Bound, end: Bound, count: Int) {
        self.start = start
        self.end = end
        self.count = count
    }
}
