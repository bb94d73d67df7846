internal import Glibc

/// Collects the two output columns and the counts of what was left out, for either input
/// syntax.
///
/// Samples go first to a small staging area (plain stores, no checks) and move to the columns
/// a batch at a time, which costs a copy of a few kilobytes instead of two array appends per
/// row. The type is not copyable because it owns that staging memory.
struct TableBuilder: ~Copyable {
    /// How many samples the staging area holds.
    private static let batchSize = 1024

    private var times: [Double] = []
    private var values: [Double] = []
    private let stagedTimes: UnsafeMutablePointer<Double>
    private let stagedValues: UnsafeMutablePointer<Double>
    private var stagedCount = 0
    var gapCount = 0
    var skippedRowCount = 0
    var skippedRows: [SeriesReadError] = []
    var dataRowCount = 0
    var filteredOutRowCount = 0
    /// Samples added to the series of a long table instead of these columns (`--series`).
    var splitSampleCount = 0
    let skipsBadRows: Bool
    private var adjacentDuplicates = 0
    private var isSorted = true
    private var lastTime = -Double.infinity

    init(skipsBadRows: Bool) {
        self.skipsBadRows = skipsBadRows
        stagedTimes = .allocate(capacity: Self.batchSize)
        stagedValues = .allocate(capacity: Self.batchSize)
    }

    deinit {
        stagedTimes.deallocate()
        stagedValues.deallocate()
    }

    /// The number of samples added so far.
    var sampleCount: Int { times.count + stagedCount + splitSampleCount }

    /// Makes room for about `count` samples, so the columns grow once instead of doubling, with
    /// their pages brought in up front (see ``ColumnMemory``).
    mutating func reserveCapacity(_ count: Int) {
        guard times.isEmpty, stagedCount == 0 else {
            times.reserveCapacity(count)
            values.reserveCapacity(count)
            return
        }
        times = ColumnMemory.column(capacity: count)
        values = ColumnMemory.column(capacity: count)
    }

    /// Adds a sample, noting whether the instants are still in order.
    @inline(__always)
    mutating func append(time: Double, value: Double) {
        if time < lastTime {
            isSorted = false
        } else if time == lastTime {
            adjacentDuplicates += 1
        }
        lastTime = time
        stagedTimes[stagedCount] = time
        stagedValues[stagedCount] = value
        stagedCount &+= 1
        if stagedCount == Self.batchSize { flush() }
    }

    /// Adds a gap: a row whose value cell is empty keeps its date, with no value (NaN).
    @inline(__always)
    mutating func appendGap(time: Double) {
        gapCount += 1
        append(time: time, value: .nan)
    }

    /// Moves the staged samples to the columns.
    private mutating func flush() {
        times.append(contentsOf: UnsafeBufferPointer(start: stagedTimes, count: stagedCount))
        values.append(contentsOf: UnsafeBufferPointer(start: stagedValues, count: stagedCount))
        stagedCount = 0
    }

    /// A row that cannot be read: throws it, or counts it when bad rows are skipped.
    mutating func reject(_ error: SeriesReadError) throws(SeriesReadError) {
        guard skipsBadRows else { throw error }
        skippedRowCount += 1
        if skippedRows.count < SeriesTable.maximumKeptErrors { skippedRows.append(error) }
    }

    /// The samples whose instant equals an earlier one's.
    ///
    /// - Complexity: O(1) when the instants came in order, O(n log n) otherwise.
    private func duplicateCount() -> Int {
        Self.duplicateCount(times, isSorted: isSorted, adjacentDuplicates: adjacentDuplicates)
    }

    /// The instants equal to an earlier one: counted while adding when they came in order,
    /// found by sorting a copy otherwise.
    static func duplicateCount(_ times: [Double], isSorted: Bool, adjacentDuplicates: Int) -> Int {
        if isSorted { return adjacentDuplicates }
        let sorted = times.sorted()
        var duplicates = 0
        for index in sorted.indices.dropFirst() where sorted[index] == sorted[index - 1] { duplicates += 1 }
        return duplicates
    }

    /// Why no value could be read, when none was; `nil` when there is at least one value.
    func emptinessMessage(valueColumn: String) -> String? {
        guard sampleCount == gapCount else { return nil }
        if gapCount == dataRowCount {
            let rows = dataRowCount == 1 ? "the only data row has" : "all \(dataRowCount) data rows have"
            return "there are no values to read: \(rows) an empty value in \(valueColumn)"
        }
        let first = skippedRows.first.map { " (the first: \($0.description))" } ?? ""
        return "none of the \(dataRowCount) data rows could be read\(first)"
    }

    /// The finished table.
    consuming func table(
        format: InputFormat, hasHeader: Bool, dateColumnName: String?, valueColumnName: String?,
        dateColumnPosition: Int?, valueColumnPosition: Int?, columnCount: Int
    ) -> SeriesTable {
        flush()
        let duplicates = duplicateCount()
        return SeriesTable(
            times: times, values: values, gapCount: gapCount, skippedRowCount: skippedRowCount,
            skippedRows: skippedRows, duplicateDateCount: duplicates, dataRowCount: dataRowCount,
            filteredOutRowCount: filteredOutRowCount, isSorted: isSorted, format: format, hasHeader: hasHeader,
            dateColumnName: dateColumnName, valueColumnName: valueColumnName,
            dateColumnPosition: dateColumnPosition, valueColumnPosition: valueColumnPosition, columnCount: columnCount)
    }
}
