import SeriesIO
import SpanModel

/// A CSV or TSV text read the obvious way: every record split byte after byte and copied out,
/// every cell read by the plain number and date readers, every series found in a dictionary.
/// The header and the columns are settled by SeriesIO's own ``DelimitedLayout`` from the same
/// first records (that choice is rules, not speed).
struct PlainDelimitedReader {
    let bytes: [UInt8]
    let format: InputFormat
    let options: SeriesReadOptions
    let path: String
    let conversionNotes: [FormatNote]
    let seriesColumn: ColumnReference?
    /// How much the reader holds after its first reads.
    let look: PlainFirstLook

    struct Outcome {
        var table: SeriesTable
        var collection: SeriesCollection?
    }

    func read() throws(SeriesReadError) -> Outcome {
        let bodyStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        // What the reader holds when it finds the delimiter: its first reads.
        var look = look
        var delimiter = options.delimiter?.byte ?? (format == .tsv ? 0x09 : UInt8(ascii: ","))
        if options.delimiter == nil, format == .csv {
            delimiter = Array(bytes[min(bodyStart, look.held)..<look.held]).withUnsafeBytes {
                DelimitedDialect.sniffDelimiter($0, isAtEnd: look.isAtEnd)
            }
        }
        let splitter = PlainRecordSplitter(bytes: bytes, delimiter: delimiter)

        // Every record, in order, up to an unclosed quote.
        var records: [PlainRecord] = []
        var unclosed: (offset: Int, line: Int, start: Int)?
        var position = bodyStart
        var line = 1
        while position < bytes.count {
            switch splitter.record(at: position, line: line) {
            case .unclosedQuote(let offset):
                unclosed = (offset, line, position)
            case .record(let record):
                records.append(record)
                line += record.lineBreaks + 1
                position = record.end
            }
            if unclosed != nil { break }
        }
        let filled = records.filter { !$0.isBlank }

        // The first records, as the layout sees them: those the reader holds whole, up to the
        // header and a hundred data rows, reading on while it holds fewer than two.
        var sample: [DelimitedLayout.SampleRecord] = []
        while true {
            sample = []
            var stoppedShort = false
            for record in records {
                if sample.count > PlainSeriesReader.sampleSize { break }
                let isWhole = look.isAtEnd || (record.end <= look.held && bytes[record.end - 1] == 0x0A)
                guard isWhole else {
                    stoppedShort = true
                    break
                }
                if !record.isBlank {
                    sample.append(DelimitedLayout.SampleRecord(line: record.line, cells: record.fields.map(\.cell)))
                }
            }
            if sample.count <= PlainSeriesReader.sampleSize, !stoppedShort, let unclosed {
                if look.isAtEnd { throw error(at: unclosed.offset, recordStart: unclosed.start, line: unclosed.line) }
                stoppedShort = true
            }
            if sample.count <= PlainSeriesReader.sampleSize, !stoppedShort, !look.isAtEnd { stoppedShort = true }
            if !stoppedShort || sample.count >= 2 || look.isAtEnd { break }
            look.readMore()
        }
        if sample.isEmpty {
            throw SeriesReadError(
                kind: .badData, path: path,
                message: look.held <= bodyStart ? "the file has no data rows: it is empty" : "only blank lines")
        }
        let sawEverything = unclosed == nil && filled.count == sample.count
        let dates = DateReader(pattern: options.dateFormat, calendar: options.calendar)
        let layout = try DelimitedLayout(
            records: sample, sawEverything: sawEverything, format: format, options: options, path: path,
            dates: dates, delimiter: delimiter, seriesColumn: seriesColumn)
        let decimalMark = layout.decimalMark
        var notes = conversionNotes
        notes += dialectNotes(sample: sample, layout: layout, decimalMark: decimalMark, delimiter: delimiter)

        var state = RowState(
            layout: layout, decimalMark: decimalMark, delimiter: delimiter, skipsBadRows: options.skipsBadRows,
            dateReader: dates, calendar: options.calendar, path: path, bytes: bytes)
        var isFirst = true
        for record in filled {
            defer { isFirst = false }
            if isFirst && layout.hasHeader {
                if let issue = record.issue {
                    throw error(at: issue.offset, recordStart: record.start, line: record.line)
                }
                continue
            }
            try state.read(record)
        }
        if let unclosed {
            throw error(at: unclosed.offset, recordStart: unclosed.start, line: unclosed.line)
        }
        if !state.filters.isEmpty, state.table.dataRowCount == 0 {
            throw SeriesReadError(kind: .badData, path: path, message: "no row meets the conditions")
        }
        if state.table.sampleCount == state.table.gapCount {
            throw SeriesReadError(kind: .badData, path: path, message: "no values")
        }
        let delimiterName = FieldDelimiter.allCases.first { $0.byte == delimiter }
        var table = state.table.table(
            format: format, hasHeader: layout.hasHeader, dateColumnName: header(layout, layout.dateIndex),
            valueColumnName: header(layout, layout.valueIndex), dateColumnPosition: layout.dateIndex + 1,
            valueColumnPosition: layout.valueIndex + 1, columnCount: layout.width)
        table.delimiter = delimiterName
        table.decimalMark = decimalMark
        table.readingNotes = notes
        if let seriesIndex = layout.seriesIndex {
            let members = state.groups.members(template: table)
            let collection = SeriesCollection(
                members: members, columnName: header(layout, seriesIndex), columnPosition: seriesIndex + 1,
                filteredOutRowCount: state.table.filteredOutRowCount)
            return Outcome(table: table, collection: collection)
        }
        for watch in state.watches where watch.refuses(table) {
            throw SeriesReadError(kind: .badData, path: path, message: "a long table")
        }
        return Outcome(table: table, collection: nil)
    }

    private func header(_ layout: DelimitedLayout, _ index: Int) -> String? {
        guard let names = layout.headerNames, names.indices.contains(index) else { return nil }
        return names[index]
    }

    private func error(at offset: Int, recordStart: Int, line: Int) -> SeriesReadError {
        PlainSeriesReader.error(in: bytes, at: offset, recordStart: recordStart, line: line, path: path)
    }

    /// The notes on a file that is not plainly comma-separated with decimal points.
    private func dialectNotes(
        sample: [DelimitedLayout.SampleRecord], layout: DelimitedLayout, decimalMark: DecimalMark, delimiter: UInt8
    ) -> [FormatNote] {
        var notes: [FormatNote] = []
        let data = layout.hasHeader ? Array(sample.dropFirst()) : sample
        let valueCells = data.compactMap { layout.valueIndex < $0.cells.count ? $0.cells[layout.valueIndex] : nil }
        if options.decimalMark == nil, decimalMark == .comma,
            let named = FieldDelimiter.allCases.first(where: { $0.byte == delimiter })
        {
            notes.append(.readAsEuropean(delimiter: named))
        }
        guard delimiter != UInt8(ascii: ",") else { return notes }
        for cell in valueCells {
            guard case .number(let point) = PlainNumber.read(cell, decimalMark: .point),
                case .number(let comma) = PlainNumber.read(cell, decimalMark: .comma), point != comma
            else { continue }
            let (read, other, option) =
                decimalMark == .comma
                ? (comma, point, ReadRemedy.decimalMark(.point)) : (point, comma, ReadRemedy.decimalMark(.comma))
            let column: FormatNote.ColumnReference =
                if let name = header(layout, layout.valueIndex), !name.isEmpty {
                    .name(name)
                } else {
                    .position(layout.valueIndex + 1)
                }
            notes.append(
                .ambiguousValue(
                    cell: String(decoding: cell, as: UTF8.self), column: column, read: read, other: other,
                    remedy: option, asked: options.decimalMark != nil))
            break
        }
        return notes
    }
}

/// The state of reading rows: the table, the series of a long table, the watched columns.
private struct RowState {
    let layout: DelimitedLayout
    let decimalMark: DecimalMark
    let delimiter: UInt8
    let skipsBadRows: Bool
    let dateReader: DateReader
    let calendar: BucketCalendar
    let path: String
    let bytes: [UInt8]
    var filters: [FilterState]
    var table: PlainTable
    var dates: PlainDates
    var groups = PlainGroups()
    var watches: [PlainLongTableWatch]

    init(
        layout: DelimitedLayout, decimalMark: DecimalMark, delimiter: UInt8, skipsBadRows: Bool,
        dateReader: DateReader, calendar: BucketCalendar, path: String, bytes: [UInt8]
    ) {
        self.layout = layout
        self.decimalMark = decimalMark
        self.delimiter = delimiter
        self.skipsBadRows = skipsBadRows
        self.dateReader = dateReader
        self.calendar = calendar
        self.path = path
        self.bytes = bytes
        self.filters = layout.filters
        self.table = PlainTable(skipsBadRows: skipsBadRows)
        self.dates = PlainDates(reader: dateReader, calendar: calendar)
        self.watches = layout.textColumns.map { PlainLongTableWatch(index: $0) }
    }

    private func error(_ record: PlainRecord, at offset: Int) -> SeriesReadError {
        PlainSeriesReader.error(in: bytes, at: offset, recordStart: record.start, line: record.line, path: path)
    }

    private func shortRow(_ record: PlainRecord) -> SeriesReadError {
        error(record, at: record.fields.last!.endForMessages)
    }

    mutating func read(_ record: PlainRecord) throws(SeriesReadError) {
        if let issue = record.issue {
            table.dataRowCount += 1
            try table.reject(error(record, at: issue.offset))
            return
        }
        let fields = record.fields
        if !filters.isEmpty {
            var meetsAll = true
            for index in filters.indices {
                let column = filters[index].index ?? 0
                guard column < fields.count else {
                    table.dataRowCount += 1
                    try table.reject(shortRow(record))
                    return
                }
                let cell = fields[column].cell
                if !cell.withUnsafeBytes({ filters[index].test($0) }) { meetsAll = false }
            }
            if !meetsAll {
                table.filteredOutRowCount += 1
                return
            }
        }
        table.dataRowCount += 1
        var group: Int?
        if let seriesIndex = layout.seriesIndex {
            guard seriesIndex < fields.count else {
                try table.reject(shortRow(record))
                return
            }
            let name = fields[seriesIndex].cell
            if name.isEmpty {
                try table.reject(error(record, at: fields[seriesIndex].rawStart))
                return
            }
            group = groups.countRow(named: name, skipsBadRows: skipsBadRows)
            if group == nil {
                try table.reject(error(record, at: fields[seriesIndex].rawStart))
                return
            }
        }
        func reject(_ error: SeriesReadError) throws(SeriesReadError) {
            if let group, skipsBadRows { groups.tables[group].noteSkipped(error) }
            try table.reject(error)
        }
        let width = layout.width
        if fields.count > width,
            let extra = fields[width...].first(where: {
                $0.isQuoted || $0.content.contains { $0 != 0x20 && $0 != 0x09 }
            })
        {
            try reject(error(record, at: extra.rawStart))
            return
        }
        guard layout.dateIndex < fields.count, layout.valueIndex < fields.count else {
            try reject(shortRow(record))
            return
        }
        let dateField = fields[layout.dateIndex]
        let dateCell = dateField.cell
        guard !dateCell.isEmpty else {
            try reject(error(record, at: dateField.rawStart))
            return
        }
        guard let time = dates.instant(of: dateCell) else {
            try reject(error(record, at: dateField.rawStart))
            return
        }
        let valueField = fields[layout.valueIndex]
        let value: Double
        switch PlainNumber.read(valueField.cell, decimalMark: decimalMark) {
        case .number(let number): value = number
        case .empty: value = .nan
        case .notANumber, .tooLarge:
            try reject(error(record, at: valueField.rawStart))
            return
        }
        let isGap = PlainNumber.read(valueField.cell, decimalMark: decimalMark) == .empty
        if let group {
            groups.tables[group].append(time: time, value: value, isGap: isGap)
            table.splitSampleCount += 1
            if isGap { table.gapCount += 1 }
        } else {
            table.append(time: time, value: value, isGap: isGap)
            for index in watches.indices {
                let column = watches[index].index
                watches[index].note(column < fields.count ? fields[column].cell : [])
            }
        }
    }
}
