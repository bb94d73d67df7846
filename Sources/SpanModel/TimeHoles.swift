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
                defer { previous = time }
                // A series' rest days are no hole: a trading series misses nothing from a
                // Friday to a Monday.
                if gap > threshold {
                    let missing = cadence.missingSampleCount(from: previous, to: time)
                    guard missing > 0 else { continue }
                    indices.append(Int32(index - 1))
                    counts.append(Double(missing))
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
