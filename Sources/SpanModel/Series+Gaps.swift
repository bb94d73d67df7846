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
        return cadence.missingSampleCount(acrossGap: times[index + 1] - times[index])
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

/// A set of sample indices as one bit a sample, with the number of set bits before each word,
/// so that counting the set bits before any index costs one lookup and one population count.
///
/// When no bit is set, nothing is stored.
struct RankedBits: Sendable {
    private let words: [UInt64]
    private let ranks: [Int32]
    /// The number of set bits.
    let setCount: Int

    /// Takes words whose bit `i & 63` of word `i >> 6` stands for index `i`; `words` may be
    /// empty when no bit is set.
    init(words: [UInt64], setCount: Int) {
        precondition(setCount == 0 || !words.isEmpty, "set bits need words to hold them")
        self.setCount = setCount
        guard setCount > 0 else {
            self.words = []
            self.ranks = []
            return
        }
        precondition(words.count < Int(Int32.max) >> 6, "a set holds fewer than 2^31 indices")
        var ranks = [Int32](repeating: 0, count: words.count)
        var running: Int32 = 0
        for index in 0..<words.count {
            ranks[index] = running
            running += Int32(words[index].nonzeroBitCount)
        }
        self.words = words
        self.ranks = ranks
    }

    /// Sets bits at sorted, distinct `indices` below `count`.
    init(sortedIndices indices: [Int32], count: Int) {
        guard !indices.isEmpty else {
            self.init(words: [], setCount: 0)
            return
        }
        var words = [UInt64](repeating: 0, count: (count + 63) >> 6)
        for index in indices {
            words[Int(index) >> 6] |= 1 << UInt64(index & 63)
        }
        self.init(words: words, setCount: indices.count)
    }

    /// The number of set bits at indices below `index`.
    @inline(__always)
    func rank(_ index: Int) -> Int {
        guard setCount > 0 else { return 0 }
        let word = index >> 6
        guard word < words.count else { return setCount }
        let below = words[word] & ((1 << UInt64(index & 63)) &- 1)
        return Int(ranks[word]) + below.nonzeroBitCount
    }

    /// Whether the bit at `index` is set.
    @inline(__always)
    func contains(_ index: Int) -> Bool {
        guard setCount > 0, index >> 6 < words.count else { return false }
        return words[index >> 6] & (1 << UInt64(index & 63)) != 0
    }
}

/// The holes in time of a series: for each pair of neighbours further apart than the cadence
/// allows, where it is and how many samples are missing there, with running counts so that any
/// window's count costs O(1), and block extremes over the holes for the longest run.
///
/// A series without holes stores nothing. With holes, each costs about 22 bytes; at most about
/// half of a series' gaps can exceed 1.5 times the median, so that is at most 11 bytes a sample.
struct TimeHoles: Sendable {
    /// Bit `i` is set when samples are missing between sample `i` and sample `i + 1`.
    private let positions: RankedBits
    /// The sample before each hole, in order.
    private let holeIndices: [Int32]
    /// `cumulativeMissing[r]` is the number of samples missing in the first `r` holes.
    private let cumulativeMissing: [Int]
    /// The missing count of each hole, for the block extremes.
    private let missingCounts: [Double]
    private let extremes: RangeExtremes?

    /// The number of holes.
    var count: Int { holeIndices.count }

    /// Finds the holes of sorted instants.
    ///
    /// - Complexity: O(n).
    init(times: [Double], cadence: Cadence) {
        var indices: [Int32] = []
        var counts: [Double] = []
        times.withUnsafeBufferPointer { times in
            guard times.count >= 2 else { return }
            // Below this gap no sample can be missing; most pairs stop here.
            let threshold = 1.5 * cadence.medianGap
            guard cadence.medianGap > 0 else { return }
            var previous = times[0]
            for index in 1..<times.count {
                let time = times[index]
                let gap = time - previous
                previous = time
                if gap > threshold {
                    indices.append(Int32(index - 1))
                    counts.append(Double(cadence.missingSampleCount(acrossGap: gap)))
                }
            }
        }
        var cumulative = [Int](repeating: 0, count: indices.count + 1)
        for index in 0..<counts.count { cumulative[index + 1] = cumulative[index] + Int(counts[index]) }
        positions = RankedBits(sortedIndices: indices, count: times.count)
        holeIndices = indices
        cumulativeMissing = cumulative
        missingCounts = counts
        extremes = indices.isEmpty ? nil : RangeExtremes(values: counts)
    }

    /// The holes (by their order) that lie inside a window: after one of its samples and before
    /// another; `nil` when there are none.
    @inline(__always)
    func holeRange(in window: SampleWindow) -> Range<Int>? {
        guard count > 0, window.count >= 2 else { return nil }
        let first = positions.rank(window.start)
        let end = positions.rank(window.end - 1)
        return first < end ? first..<end : nil
    }

    /// The samples missing in a run of holes.
    @inline(__always)
    func missing(in holes: Range<Int>) -> Int {
        cumulativeMissing[holes.upperBound] - cumulativeMissing[holes.lowerBound]
    }

    /// The longest hole in a run of holes, the first when several are as long.
    func longest(in holes: Range<Int>) -> MissingRun {
        let hole = extremes!.indexOfMaximum(holes.lowerBound, holes.upperBound, values: missingCounts)
        return run(at: hole)
    }

    /// The hole at position `hole` in order.
    func run(at hole: Int) -> MissingRun {
        MissingRun(after: Int(holeIndices[hole]), count: Int(missingCounts[hole]))
    }
}
