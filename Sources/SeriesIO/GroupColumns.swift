/// The samples and counts of one series while a long table is read.
struct GroupColumns {
    var times: [Double] = []
    var values: [Double] = []
    var gapCount = 0
    var skippedRowCount = 0
    var skippedRows: [SeriesReadError] = []
    var dataRowCount = 0
    private(set) var isSorted = true
    private var lastTime = -Double.infinity
    private var adjacentDuplicates = 0

    @inline(__always)
    mutating func append(time: Double, value: Double) {
        if time < lastTime {
            isSorted = false
        } else if time == lastTime {
            adjacentDuplicates += 1
        }
        lastTime = time
        times.append(time)
        values.append(value)
    }

    /// Adds a gap: a row whose value cell is empty keeps its date, with no value (NaN).
    @inline(__always)
    mutating func appendGap(time: Double) {
        gapCount += 1
        append(time: time, value: .nan)
    }

    /// Adds the sample of a data row: the row and the sample are counted together.
    @inline(__always)
    mutating func appendRow(time: Double, value: Double) {
        dataRowCount &+= 1
        append(time: time, value: value)
    }

    mutating func noteSkipped(_ error: SeriesReadError) {
        skippedRowCount += 1
        if skippedRows.count < SeriesTable.maximumKeptErrors { skippedRows.append(error) }
    }

    /// The samples whose instant equals an earlier one's in this series.
    func duplicateCount() -> Int {
        TableBuilder.duplicateCount(times, isSorted: isSorted, adjacentDuplicates: adjacentDuplicates)
    }
}
