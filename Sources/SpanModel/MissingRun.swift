/// A run of samples missing from a series: the holes in time between two neighbours that lie
/// further apart than the cadence allows.
public struct MissingRun: Hashable, Sendable {
    /// The index of the sample just before the hole; the next sample follows it.
    public var after: Int

    /// How many samples are missing there, in the cadence's own units.
    public var count: Int

    /// Creates a run.
    public init(after: Int, count: Int) {
        self.after = after
        self.count = count
    }
}
