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
