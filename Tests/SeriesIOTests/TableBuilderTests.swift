import Testing

@testable import SeriesIO

@Suite("Collecting samples")
struct TableBuilderTests {
    func table(_ times: [Double], skipsBadRows: Bool = false) -> SeriesTable {
        var builder = TableBuilder(skipsBadRows: skipsBadRows)
        for (index, time) in times.enumerated() { builder.append(time: time, value: Double(index)) }
        return builder.table(
            format: .csv, hasHeader: false, dateColumnName: nil, valueColumnName: nil, dateColumnPosition: 1,
            valueColumnPosition: 2, columnCount: 2)
    }

    @Test("samples come out in the order they went in, across staging batches")
    func order() {
        let times = (0..<5_000).map { Double($0 % 1_500) }
        let result = table(times)
        #expect(result.times == times)
        #expect(result.values == (0..<5_000).map(Double.init))
        #expect(!result.isSorted)
    }

    @Test("duplicates are counted whether or not the instants are in order")
    func duplicates() {
        #expect(table([1, 1, 2, 3, 3, 3]).duplicateDateCount == 3)
        #expect(table([3, 1, 3, 2, 1, 3]).duplicateDateCount == 3)
        #expect(table([1, 2, 3]).duplicateDateCount == 0)
        #expect(table([]).duplicateDateCount == 0)
    }

    @Test("a gap keeps its date, with no value, and is counted; a table of nothing but gaps has no values to read")
    func gaps() {
        var builder = TableBuilder(skipsBadRows: false)
        builder.dataRowCount = 3
        builder.append(time: 1, value: 5)
        builder.appendGap(time: 2)
        builder.appendGap(time: 3)
        #expect(builder.emptinessMessage(valueColumn: "column 2") == nil)
        let result = builder.table(
            format: .csv, hasHeader: false, dateColumnName: nil, valueColumnName: nil, dateColumnPosition: 1,
            valueColumnPosition: 2, columnCount: 2)
        #expect(result.times == [1, 2, 3])
        #expect(result.values[0] == 5 && result.values[1].isNaN && result.values[2].isNaN)
        #expect(result.gapCount == 2)
        var empty = TableBuilder(skipsBadRows: false)
        empty.dataRowCount = 2
        empty.appendGap(time: 1)
        empty.appendGap(time: 2)
        #expect(
            empty.emptinessMessage(valueColumn: "column 2")
                == "there are no values to read: all 2 data rows have an empty value in column 2")
    }

    @Test("a rejected row is thrown, or counted with its error kept when skipping")
    func reject() throws {
        let error = SeriesReadError(kind: .badData, path: "a", line: 2, column: 1, message: "bad")
        var strict = TableBuilder(skipsBadRows: false)
        #expect(throws: error) { try strict.reject(error) }
        var lenient = TableBuilder(skipsBadRows: true)
        for _ in 0..<25 { try lenient.reject(error) }
        let result = lenient.table(
            format: .csv, hasHeader: false, dateColumnName: nil, valueColumnName: nil, dateColumnPosition: 1,
            valueColumnPosition: 2, columnCount: 2)
        #expect(result.skippedRowCount == 25)
        #expect(result.skippedRows.count == SeriesTable.maximumKeptErrors)
    }
}
