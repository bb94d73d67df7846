/// A run of whole samples of a series, held as half-open edges in sample units:
/// `start` is the first sample, `end` is one past the last, so a window of one sample is one wide.
///
/// A window knows nothing of the series it belongs to; ``Series`` and ``SeriesLens`` keep it
/// inside the series.
public struct SampleWindow: Hashable, Sendable, CustomStringConvertible {
    /// The first sample's index.
    public var start: Int

    /// One past the last sample's index.
    public var end: Int

    /// Creates a window from half-open edges.
    public init(start: Int, end: Int) {
        precondition(start <= end, "a window's start cannot come after its end")
        self.start = start
        self.end = end
    }

    /// Creates a window from the indices of its first and last samples.
    public init(first: Int, last: Int) {
        self.init(start: first, end: last + 1)
    }

    /// The number of samples covered.
    public var count: Int { end - start }

    /// Whether the window covers no sample.
    public var isEmpty: Bool { start == end }

    /// The last sample's index.
    public var last: Int { end - 1 }

    /// The indices covered.
    public var indices: Range<Int> { start..<end }

    /// `[start, end)`.
    public var description: String { "[\(start), \(end))" }
}
