/// A run of whole samples of a series, held as half-open edges in sample units:
/// `start` is the first sample, `end` is one past the last, so a window of one sample is one wide.
///
/// A window knows nothing of the series it belongs to; ``Series`` and ``RangeLens`` keep it
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

extension Series {
    /// The smallest number of samples a window may cover: `min(max(minimumSpan, 1), count)`.
    public func effectiveMinimumSpan(_ minimumSpan: Int) -> Int {
        min(max(minimumSpan, 1), count)
    }

    /// The window shown first: the last six steps' worth of samples (42 daily samples, 24
    /// weekly ones...), never narrower than the minimum span, or the whole series when it is
    /// shorter.
    ///
    /// - Complexity: O(1).
    public func openingWindow(minimumSpan: Int = 7) -> SampleWindow {
        let width = min(count, max(6 * cadence.step, effectiveMinimumSpan(minimumSpan)))
        return SampleWindow(start: count - width, end: count)
    }

    /// The last `sampleCount` samples, widened to the minimum span if needed.
    ///
    /// - Complexity: O(1).
    public func window(last sampleCount: Int, minimumSpan: Int = 7) -> SampleWindow {
        let width = min(count, max(sampleCount, effectiveMinimumSpan(minimumSpan)))
        return SampleWindow(start: count - width, end: count)
    }

    /// The samples from the first on or after `from` to the last on or before `through`
    /// (instants in seconds since 1970; `nil` leaves that end open).
    ///
    /// If nothing is on or after `from`, the window starts at the last sample; if nothing is on
    /// or before `through`, it ends at the first; an end before the start becomes the start.
    /// A result narrower than the minimum span is widened forward, then its start pulled back
    /// to keep the width. The series must not be empty.
    ///
    /// - Complexity: O(log n).
    public func window(from: Double?, through: Double?, minimumSpan: Int = 7) -> SampleWindow {
        precondition(!isEmpty, "an empty series has no windows")
        var first = from.map { firstIndex(onOrAfter: $0) ?? count - 1 } ?? 0
        var last = through.map { lastIndex(onOrBefore: $0) ?? 0 } ?? count - 1
        if last < first { last = first }
        let width = effectiveMinimumSpan(minimumSpan)
        if last - first + 1 < width {
            last = min(first + width - 1, count - 1)
            first = max(last - width + 1, 0)
        }
        return SampleWindow(first: first, last: last)
    }

    /// The index of the first sample at or after `time`.
    ///
    /// - Complexity: O(log n).
    public func firstIndex(onOrAfter time: Double) -> Int? {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if times[middle] < time { low = middle + 1 } else { high = middle }
        }
        return low < count ? low : nil
    }

    /// The index of the last sample at or before `time`.
    ///
    /// - Complexity: O(log n).
    public func lastIndex(onOrBefore time: Double) -> Int? {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if times[middle] <= time { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? low - 1 : nil
    }
}
