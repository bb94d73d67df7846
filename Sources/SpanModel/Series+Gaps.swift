extension Series {
    /// Whether the sample at `index` is a gap: a sample with no value (its value is NaN).
    ///
    /// - Complexity: O(1).
    @inline(__always)
    public func isGap(at index: Int) -> Bool {
        values[index].isNaN
    }

    /// The number of gaps (samples with no value) in a window.
    ///
    /// - Complexity: O(1).
    public func gapCount(in window: SampleWindow) -> Int {
        precondition(window.end <= count, "the window must lie inside the series")
        return gaps.rank(window.end) - gaps.rank(window.start)
    }

    /// The number of samples with a value in a window.
    ///
    /// - Complexity: O(1).
    public func valueCount(in window: SampleWindow) -> Int {
        window.count - gapCount(in: window)
    }

    /// The number of samples missing between the sample at `index` and the next one: 0 unless
    /// they lie more than 1.5 cadence gaps apart (see ``Cadence/missingSampleCount(acrossGap:)``),
    /// and 0 for the last sample.
    ///
    /// - Complexity: O(1).
    public func missingSampleCount(after index: Int) -> Int {
        precondition(index >= 0 && index < count, "the index must be a sample of the series")
        guard index + 1 < count, holes.count > 0 else { return 0 }
        return cadence.missingSampleCount(from: times[index], to: times[index + 1])
    }

    /// The number of samples missing inside a window: in the holes between its samples, not
    /// before its first or after its last.
    ///
    /// - Complexity: O(1).
    public func missingSampleCount(in window: SampleWindow) -> Int {
        precondition(window.end <= count, "the window must lie inside the series")
        guard let holeRange = holes.holeRange(in: window) else { return 0 }
        return holes.missing(in: holeRange)
    }

    /// The longest run of missing samples inside a window (the first when several are as long),
    /// or `nil` when none is missing.
    ///
    /// - Complexity: O(1).
    public func longestMissingRun(in window: SampleWindow) -> MissingRun? {
        precondition(window.end <= count, "the window must lie inside the series")
        guard let holeRange = holes.holeRange(in: window) else { return nil }
        return holes.longest(in: holeRange)
    }

    /// Every hole in the series, in order: where samples are missing and how many.
    ///
    /// - Complexity: O(h), the number of holes.
    public var missingRuns: [MissingRun] {
        (0..<holes.count).map { holes.run(at: $0) }
    }
}
