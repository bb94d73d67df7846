/// Which figure sums up a window.
public enum SummaryKind: String, CaseIterable, Hashable, Sendable {
    /// The sum over the count (the default).
    case average
    /// The sum.
    case total
    /// The highest value.
    case maximum
    /// The lowest value.
    case minimum
}

/// A window's figure: its value, over the values present, and for the highest and lowest,
/// which sample holds it.
public struct WindowSummary: Hashable, Sendable {
    /// Which figure this is.
    public var kind: SummaryKind

    /// The figure, over the values present (gaps are skipped, never counted as zero); NaN when
    /// the window holds no value at all (check ``hasValues``). For a total beyond the range of
    /// `Double` this is an infinity; check ``exceedsDoubleRange`` rather than printing it.
    public var value: Double

    /// For ``SummaryKind/maximum`` and ``SummaryKind/minimum``, the first sample that holds the
    /// value; otherwise, or when the window holds no value, `nil`.
    public var sampleIndex: Int?

    /// The samples with a value that the figure is made from.
    public var valueCount: Int

    /// The gaps (samples with no value) the figure skipped.
    public var gapCount: Int

    /// Creates a summary.
    public init(kind: SummaryKind, value: Double, sampleIndex: Int?, valueCount: Int, gapCount: Int) {
        self.kind = kind
        self.value = value
        self.sampleIndex = sampleIndex
        self.valueCount = valueCount
        self.gapCount = gapCount
    }

    /// Whether the window holds any value to make a figure from.
    public var hasValues: Bool { valueCount > 0 }

    /// Whether the true figure is larger in magnitude than `Double.greatestFiniteMagnitude`.
    public var exceedsDoubleRange: Bool {
        value.isInfinite
    }
}

extension Series {
    /// The figure `kind` for a window, over the values present.
    ///
    /// ```swift
    /// series.summary(.average, of: window).value   // 8412.3
    /// ```
    ///
    /// - Complexity: O(1) for the average and total; O(1) for the highest and lowest, with a
    ///   bounded scan of at most two blocks of 64 samples at the window's edges.
    public func summary(_ kind: SummaryKind, of window: SampleWindow) -> WindowSummary {
        precondition(!window.isEmpty && window.end <= count, "the window must be a non-empty part of the series")
        let gapCount = gapCount(in: window)
        let valueCount = window.count - gapCount
        guard valueCount > 0 else {
            return WindowSummary(kind: kind, value: .nan, sampleIndex: nil, valueCount: 0, gapCount: gapCount)
        }
        switch kind {
        case .average:
            return WindowSummary(
                kind: kind, value: sums.average(window.start, window.end, valueCount: valueCount), sampleIndex: nil,
                valueCount: valueCount, gapCount: gapCount)
        case .total:
            return WindowSummary(
                kind: kind, value: sums.total(window.start, window.end), sampleIndex: nil, valueCount: valueCount,
                gapCount: gapCount)
        case .maximum:
            let index = extremes.indexOfMaximum(window.start, window.end, values: values)
            return WindowSummary(kind: kind, value: values[index], sampleIndex: index, valueCount: valueCount, gapCount: gapCount)
        case .minimum:
            let index = extremes.indexOfMinimum(window.start, window.end, values: values)
            return WindowSummary(kind: kind, value: values[index], sampleIndex: index, valueCount: valueCount, gapCount: gapCount)
        }
    }

    /// The sum of a window's values present; NaN when it holds none.
    ///
    /// - Complexity: O(1).
    public func total(of window: SampleWindow) -> Double {
        summary(.total, of: window).value
    }

    /// The mean of a window's values present; NaN when it holds none.
    ///
    /// - Complexity: O(1).
    public func average(of window: SampleWindow) -> Double {
        summary(.average, of: window).value
    }

    /// The index of the first sample holding the window's highest value, or `nil` when every
    /// sample of the window is a gap.
    ///
    /// - Complexity: O(1) (a bounded scan of at most 128 samples).
    public func indexOfMaximum(in window: SampleWindow) -> Int? {
        summary(.maximum, of: window).sampleIndex
    }

    /// The index of the first sample holding the window's lowest value, or `nil` when every
    /// sample of the window is a gap.
    ///
    /// - Complexity: O(1) (a bounded scan of at most 128 samples).
    public func indexOfMinimum(in window: SampleWindow) -> Int? {
        summary(.minimum, of: window).sampleIndex
    }
}

/// Running sums of the values, scaled by a power of two when the series is so large that a sum
/// could overflow, so that every window's average stays exact to rounding and a total that does
/// not fit a `Double` is reported as such rather than wrapping into an infinity unnoticed.
struct RunningSums: Sendable {
    /// `prefix[i]` is the sum of the first `i` values times `2^-scaleExponent`.
    let prefix: [Double]
    let scaleExponent: Int

    init(values: [Double]) {
        var largest = 0.0
        values.withUnsafeBufferPointer { values in
            for value in values where abs(value) > largest { largest = abs(value) }
        }
        var exponent = 0
        let limit = Double.greatestFiniteMagnitude / 4
        if largest > 0, largest * Double(values.count) > limit || !(largest * Double(values.count)).isFinite {
            // Smallest power of two that brings the largest possible sum comfortably into range.
            exponent = Int((largest / limit * Double(values.count)).exponent) + 1
        }
        let scale = Double(sign: .plus, exponent: -exponent, significand: 1)
        let prefix = [Double](unsafeUninitializedCapacity: values.count + 1) { buffer, initialized in
            values.withUnsafeBufferPointer { values in
                var running = 0.0
                buffer[0] = 0
                for index in 0..<values.count {
                    // A gap (NaN) adds nothing: figures are over the values present.
                    let value = values[index]
                    running += value.isNaN ? 0 : value * scale
                    buffer[index + 1] = running
                }
            }
            initialized = values.count + 1
        }
        self.prefix = prefix
        self.scaleExponent = exponent
    }

    func scaledSum(_ start: Int, _ end: Int) -> Double {
        prefix[end] - prefix[start]
    }

    func total(_ start: Int, _ end: Int) -> Double {
        Double(sign: .plus, exponent: scaleExponent, significand: 1) * scaledSum(start, end)
    }

    func average(_ start: Int, _ end: Int, valueCount: Int) -> Double {
        let mean = scaledSum(start, end) / Double(valueCount)
        return mean * Double(sign: .plus, exponent: scaleExponent, significand: 1)
    }
}

/// The highest and lowest value of any range in O(1): values are grouped in blocks of 64 with
/// each block's extremes, and a sparse table over the blocks answers any run of whole blocks
/// with two lookups; the partial blocks at the edges are scanned.
///
/// A gap (NaN) never wins: any value beats it, so a range's answer is a gap only when every
/// sample of the range is one.
///
/// A sparse table over every sample would need `n log n` entries (gigabytes for ten million
/// samples); over blocks it needs about two bytes a sample.
struct RangeExtremes: Sendable {
    static let blockShift = 6
    static let blockSize = 1 << blockShift

    /// For level `k`, `maximumTable[offsets[k] + b]` is the block in `b ..< b + 2^k` holding the
    /// highest value (the earliest on a tie); likewise for the lowest.
    let maximumTable: [Int32]
    let minimumTable: [Int32]
    let levelOffsets: [Int]
    /// The first sample of each block holding the block's highest and lowest value.
    let blockMaximumIndex: [Int32]
    let blockMinimumIndex: [Int32]

    init(values: [Double]) {
        let blockCount = (values.count + Self.blockSize - 1) >> Self.blockShift
        var blockMaximum = [Int32](repeating: 0, count: blockCount)
        var blockMinimum = [Int32](repeating: 0, count: blockCount)
        values.withUnsafeBufferPointer { values in
            for block in 0..<blockCount {
                let start = block << Self.blockShift
                let end = min(start + Self.blockSize, values.count)
                var highest = start
                var lowest = start
                var highestValue = values[start]
                var lowestValue = values[start]
                for index in (start + 1)..<max(end, start + 1) where index < end {
                    let value = values[index]
                    if Self.isHigher(value, than: highestValue) {
                        highest = index
                        highestValue = value
                    }
                    if Self.isLower(value, than: lowestValue) {
                        lowest = index
                        lowestValue = value
                    }
                }
                blockMaximum[block] = Int32(highest)
                blockMinimum[block] = Int32(lowest)
            }
        }
        var offsets: [Int] = []
        var maximumTable: [Int32] = []
        var minimumTable: [Int32] = []
        var width = 1
        while width <= blockCount {
            let offset = maximumTable.count
            offsets.append(offset)
            let rows = blockCount - width + 1
            if width == 1 {
                maximumTable.append(contentsOf: (0..<Int32(blockCount)).map { $0 })
                minimumTable.append(contentsOf: (0..<Int32(blockCount)).map { $0 })
            } else {
                let previous = offsets[offsets.count - 2]
                let half = width / 2
                for block in 0..<rows {
                    let left = maximumTable[previous + block]
                    let right = maximumTable[previous + block + half]
                    let leftValue = values[Int(blockMaximum[Int(left)])]
                    let rightValue = values[Int(blockMaximum[Int(right)])]
                    maximumTable.append(Self.isHigher(rightValue, than: leftValue) ? right : left)
                    let leftLow = minimumTable[previous + block]
                    let rightLow = minimumTable[previous + block + half]
                    let leftLowValue = values[Int(blockMinimum[Int(leftLow)])]
                    let rightLowValue = values[Int(blockMinimum[Int(rightLow)])]
                    minimumTable.append(Self.isLower(rightLowValue, than: leftLowValue) ? rightLow : leftLow)
                }
            }
            width *= 2
        }
        self.maximumTable = maximumTable
        self.minimumTable = minimumTable
        self.levelOffsets = offsets
        self.blockMaximumIndex = blockMaximum
        self.blockMinimumIndex = blockMinimum
    }

    /// Whether `value` beats `other` for the highest: it is larger, or `other` is a gap and
    /// `value` is not.
    @inline(__always)
    static func isHigher(_ value: Double, than other: Double) -> Bool {
        value > other || (other.isNaN && !value.isNaN)
    }

    /// Whether `value` beats `other` for the lowest: it is smaller, or `other` is a gap and
    /// `value` is not.
    @inline(__always)
    static func isLower(_ value: Double, than other: Double) -> Bool {
        value < other || (other.isNaN && !value.isNaN)
    }

    /// The first index of the highest value in `start..<end`; a gap only when all are gaps.
    func indexOfMaximum(_ start: Int, _ end: Int, values: [Double]) -> Int {
        best(start, end, values: values, table: maximumTable, blockBest: blockMaximumIndex, isBetter: Self.isHigher)
    }

    /// The first index of the lowest value in `start..<end`; a gap only when all are gaps.
    func indexOfMinimum(_ start: Int, _ end: Int, values: [Double]) -> Int {
        best(start, end, values: values, table: minimumTable, blockBest: blockMinimumIndex, isBetter: Self.isLower)
    }

    /// The earliest index in `start..<end` whose value no other value in the range beats.
    @inline(__always)
    private func best(
        _ start: Int, _ end: Int, values: [Double], table: [Int32], blockBest: [Int32],
        isBetter: (Double, Double) -> Bool
    ) -> Int {
        let firstWholeBlock = (start + Self.blockSize - 1) >> Self.blockShift
        let endWholeBlock = end >> Self.blockShift
        var bestIndex = start
        if firstWholeBlock >= endWholeBlock {
            for index in start..<end where isBetter(values[index], values[bestIndex]) { bestIndex = index }
            return bestIndex
        }
        // Left edge, then the whole blocks, then the right edge: scanning left to right and
        // replacing only on a strictly better value keeps the earliest of any tie.
        for index in start..<(firstWholeBlock << Self.blockShift) where isBetter(values[index], values[bestIndex]) {
            bestIndex = index
        }
        let blocks = endWholeBlock - firstWholeBlock
        let level = Int.bitWidth - 1 - blocks.leadingZeroBitCount
        let offset = levelOffsets[level]
        let leftBlock = Int(table[offset + firstWholeBlock])
        let rightBlock = Int(table[offset + endWholeBlock - (1 << level)])
        let leftIndex = Int(blockBest[leftBlock])
        let rightIndex = Int(blockBest[rightBlock])
        let middle = isBetter(values[rightIndex], values[leftIndex]) ? rightIndex : leftIndex
        if start == firstWholeBlock << Self.blockShift || isBetter(values[middle], values[bestIndex]) {
            bestIndex = middle
        }
        for index in (endWholeBlock << Self.blockShift)..<end where isBetter(values[index], values[bestIndex]) {
            bestIndex = index
        }
        return bestIndex
    }
}
