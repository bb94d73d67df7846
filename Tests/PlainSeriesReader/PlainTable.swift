import SeriesIO
import SpanModel

/// The columns and counts of one read (or one series of a long table), kept the obvious way.
struct PlainTable {
    var times: [Double] = []
    var values: [Double] = []
    var gapCount = 0
    var skippedRowCount = 0
    var skippedRows: [SeriesReadError] = []
    var dataRowCount = 0
    var filteredOutRowCount = 0
    /// Samples that went to a series of a long table instead.
    var splitSampleCount = 0
    let skipsBadRows: Bool

    init(skipsBadRows: Bool) {
        self.skipsBadRows = skipsBadRows
    }

    var sampleCount: Int { times.count + splitSampleCount }

    mutating func append(time: Double, value: Double, isGap: Bool) {
        times.append(time)
        values.append(value)
        if isGap { gapCount += 1 }
    }

    mutating func reject(_ error: SeriesReadError) throws(SeriesReadError) {
        guard skipsBadRows else { throw error }
        noteSkipped(error)
    }

    mutating func noteSkipped(_ error: SeriesReadError) {
        skippedRowCount += 1
        if skippedRows.count < SeriesTable.maximumKeptErrors { skippedRows.append(error) }
    }

    var isSorted: Bool { zip(times, times.dropFirst()).allSatisfy { $0 <= $1 } }

    var duplicateDateCount: Int { times.count - Set(times).count }

    func table(
        format: InputFormat, hasHeader: Bool, dateColumnName: String?, valueColumnName: String?,
        dateColumnPosition: Int?, valueColumnPosition: Int?, columnCount: Int
    ) -> SeriesTable {
        SeriesTable(
            times: times, values: values, gapCount: gapCount, skippedRowCount: skippedRowCount,
            skippedRows: skippedRows, duplicateDateCount: duplicateDateCount, dataRowCount: dataRowCount,
            filteredOutRowCount: filteredOutRowCount, isSorted: isSorted, format: format, hasHeader: hasHeader,
            dateColumnName: dateColumnName, valueColumnName: valueColumnName, dateColumnPosition: dateColumnPosition,
            valueColumnPosition: valueColumnPosition, columnCount: columnCount)
    }

    /// This series' table, with what every series shares taken from `template`.
    func finished(template: SeriesTable) -> SeriesTable {
        var table = template
        table.times = times
        table.values = values
        table.gapCount = gapCount
        table.skippedRowCount = skippedRowCount
        table.skippedRows = skippedRows
        table.duplicateDateCount = duplicateDateCount
        table.dataRowCount = dataRowCount
        table.filteredOutRowCount = 0
        table.isSorted = isSorted
        return table
    }
}

/// Dates read with the general parser only, placed in time by the calendar itself (no cached
/// month, no cached offsets): the first date read fixes the form every later one must have.
struct PlainDates {
    let reader: DateReader
    let calendar: BucketCalendar
    private var form: DateForm?

    init(reader: DateReader, calendar: BucketCalendar) {
        self.reader = reader
        self.calendar = calendar
    }

    /// The instant of a trimmed, non-empty cell, or `nil` when it is not a date of the file's form.
    mutating func instant(of cell: [UInt8]) -> Double? {
        guard let parsed = try? cell.withUnsafeBytes({ (bytes) throws(DateProblem) in try reader.parse(bytes) }) else {
            return nil
        }
        if let form, parsed.form != form { return nil }
        form = parsed.form
        if let zoneOffset = parsed.zoneOffset {
            return Double(parsed.dayNumber) * 86_400 + parsed.secondsIntoDay - Double(zoneOffset)
        }
        return calendar.instant(dayNumber: parsed.dayNumber, secondsIntoDay: parsed.secondsIntoDay)
    }
}

/// A text column watched for a long table, with every sample's text kept whole.
struct PlainLongTableWatch {
    let index: Int
    var texts: [[UInt8]] = []
    var distinct: Set<[UInt8]> = []
    var overflowed = false

    init(index: Int) {
        self.index = index
    }

    mutating func note(_ text: [UInt8]) {
        guard !overflowed else { return }
        if !distinct.contains(text), distinct.count == PlainSeriesReader.maximumSeries {
            overflowed = true
            texts = []
            return
        }
        distinct.insert(text)
        texts.append(text)
    }

    /// Whether the table blends several series: dates repeat, the column holds two texts or
    /// more that come back date after date, and it explains some of the repeats.
    func refuses(_ table: SeriesTable) -> Bool {
        let duplicates = table.duplicateDateCount
        let distinctDates = table.count - duplicates
        guard duplicates > 0, !overflowed, distinct.count >= 2, texts.count == table.count,
            distinct.count * distinctDates <= 2 * table.count
        else { return false }
        struct Key: Hashable {
            var text: [UInt8]
            var time: Double
        }
        let pairs = Set(zip(texts, table.times).map { Key(text: $0.0, time: $0.1) })
        let within = table.count - pairs.count
        return within < duplicates
    }
}

/// The series of a long table, each read into a table of its own, in the order the file first
/// names them: what both plain readers keep for `--series`.
struct PlainGroups {
    /// Each series' table.
    var tables: [PlainTable] = []
    /// Each series' name, as its bytes.
    private(set) var names: [[UInt8]] = []
    private var indexOfName: [[UInt8]: Int] = [:]

    /// The series named `name`, made when first named, with its data row counted; `nil` when
    /// the file already names as many series as a file may hold.
    mutating func countRow(named name: [UInt8], skipsBadRows: Bool) -> Int? {
        let group: Int
        if let known = indexOfName[name] {
            group = known
        } else if names.count < PlainSeriesReader.maximumSeries {
            group = names.count
            indexOfName[name] = group
            names.append(name)
            tables.append(PlainTable(skipsBadRows: skipsBadRows))
        } else {
            return nil
        }
        tables[group].dataRowCount += 1
        return group
    }

    /// The members of the collection, each series' table finished from `template`.
    func members(template: SeriesTable) -> [SeriesCollection.Member] {
        tables.indices.map { index in
            SeriesCollection.Member(
                name: String(decoding: names[index], as: UTF8.self), table: tables[index].finished(template: template))
        }
    }
}
