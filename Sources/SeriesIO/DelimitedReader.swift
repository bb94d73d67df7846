/// Reads a CSV or TSV series: looks at the first rows to settle the header and the columns,
/// then reads every record straight from the input buffer into the two output columns.
///
/// Nothing per row is allocated: a record is a list of offsets into the buffer (reused), a
/// date is digit arithmetic, a value is a fast exact decimal conversion. Only the output
/// columns grow, so memory follows the number of rows, not the size of the file.
struct DelimitedReader: ~Copyable {
    /// How many data rows are looked at to choose the default columns.
    static let sampleSize = 100

    private let format: InputFormat
    private let options: SeriesReadOptions
    private let path: String
    private var scanner: RecordScanner
    private var dates: DateReader
    private var numbers = NumberReader()
    private var builder: TableBuilder
    private var scratch = OwnedBuffer(byteCount: 256)

    private var hasHeader = false
    private var headerNames: [String]?
    private var dateIndex = 0
    private var valueIndex = 1
    private var filters: [FilterState] = []
    private var width = 2

    init(format: InputFormat, options: SeriesReadOptions, path: String) {
        self.format = format
        self.options = options
        self.path = path
        self.scanner = RecordScanner(delimiter: format == .tsv ? 0x09 : UInt8(ascii: ","))
        self.dates = DateReader(pattern: options.dateFormat, calendar: options.calendar)
        self.builder = TableBuilder(skipsBadRows: options.skipsBadRows)
    }

    /// Reads the whole input.
    ///
    /// - Complexity: O(n) in the input's length.
    consuming func read(_ source: inout InputSource) throws(SeriesReadError) -> SeriesTable {
        try source.fill()
        let bodyStart = source.bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        try settleLayout(&source, bodyStart: bodyStart)

        var position = bodyStart
        var line = 1
        var isFirstRecord = true
        let plainRecordsPossible = filters.isEmpty && dateIndex == 0 && valueIndex == 1 && options.dateFormat == nil
        while true {
            let bytes = source.bytes
            if plainRecordsPossible, !isFirstRecord, let next = readPlainRecord(bytes, at: position) {
                line += 1
                position = next
                continue
            }
            var scan = RecordScan.needsMoreInput
            if position < bytes.count || source.isAtEnd {
                if position == bytes.count { break }
                scan = scanner.scan(bytes, from: position, isAtEnd: source.isAtEnd)
            }
            switch scan {
            case .needsMoreInput:
                source.discard(before: position)
                position = 0
                try source.readMore()
                source.reportProgress(consumedUpTo: 0)
            case .unclosedQuote(let offset):
                throw unclosedQuoteError(bytes, offset: offset, recordStart: position, line: line)
            case .record(let end, let lineBreaks):
                if !isBlank(bytes) {
                    if isFirstRecord && hasHeader {
                        // The header was read while settling the layout; it must still be text.
                        if let issue = scanner.issue {
                            throw issueError(bytes, issue: issue, recordStart: position, line: line)
                        }
                    } else {
                        try readRecord(bytes, recordStart: position, line: line)
                    }
                    isFirstRecord = false
                }
                line += lineBreaks + 1
                position = end
            }
        }
        source.reportProgress(consumedUpTo: position)

        let valueLabel = label(ofColumn: valueIndex)
        if !filters.isEmpty, builder.dataRowCount == 0 {
            throw SeriesReadError(kind: .badData, path: path, message: FilterState.noMatchMessage(filters))
        }
        if let message = builder.emptinessMessage(valueColumn: valueLabel) {
            throw SeriesReadError(kind: .badData, path: path, message: message)
        }
        return builder.table(
            format: format, hasHeader: hasHeader,
            dateColumnName: headerName(dateIndex), valueColumnName: headerName(valueIndex),
            dateColumnPosition: dateIndex + 1, valueColumnPosition: valueIndex + 1, columnCount: width)
    }

    // MARK: - One record

    /// Reads the record the scanner just found into the table, or rejects it.
    @inline(__always)
    private mutating func readRecord(_ bytes: UnsafeRawBufferPointer, recordStart: Int, line: Int)
        throws(SeriesReadError)
    {
        // Text that is not UTF-8 is refused anywhere, even in rows a filter would leave out.
        if let issue = scanner.issue {
            builder.dataRowCount += 1
            try builder.reject(issueError(bytes, issue: issue, recordStart: recordStart, line: line))
            return
        }
        if !filters.isEmpty {
            guard try meetsFilters(bytes, recordStart: recordStart, line: line) else { return }
        }
        builder.dataRowCount += 1
        if scanner.fieldCount > width, let extra = firstFilledField(from: width, bytes) {
            let count = scanner.fieldCount
            let reference = hasHeader ? "the header row" : "the first row"
            let separator = format == .tsv ? "a tab" : "','"
            try builder.reject(
                error(
                    "expected \(width) columns as in \(reference), found \(count) "
                        + "(a cell with \(separator) in it must be in quotes)",
                    bytes, offset: scanner.field(extra).rawStart, recordStart: recordStart, line: line))
            return
        }
        guard dateIndex < scanner.fieldCount, valueIndex < scanner.fieldCount else {
            try builder.reject(
                shortRowError(bytes, needing: max(dateIndex, valueIndex), recordStart: recordStart, line: line))
            return
        }
        let dateField = scanner.field(dateIndex)
        let dateCell = cell(bytes, dateField)
        if dateCell.isEmpty {
            try builder.reject(
                error(
                    "expected a date in \(label(ofColumn: dateIndex)), found an empty cell", bytes,
                    offset: dateField.rawStart, recordStart: recordStart, line: line))
            return
        }
        let time: Double
        do {
            time = try dates.instant(of: dateCell, line: line)
        } catch {
            try builder.reject(
                self.error(error.message, bytes, offset: dateField.rawStart, recordStart: recordStart, line: line))
            return
        }
        let valueField = scanner.field(valueIndex)
        let valueCell = cell(bytes, valueField)
        switch numbers.read(valueCell) {
        case .number(let value):
            builder.append(time: time, value: value)
        case .empty:
            builder.appendGap(time: time)
        case .notANumber:
            try builder.reject(
                error(
                    ValueText.notANumberMessage(valueCell), bytes, offset: valueField.rawStart,
                    recordStart: recordStart, line: line))
        case .tooLarge:
            try builder.reject(
                error(
                    ValueText.tooLargeMessage(valueCell), bytes, offset: valueField.rawStart,
                    recordStart: recordStart, line: line))
        }
    }

    /// Reads a record of the commonest shape, `YYYY-MM-DD,8412` or `YYYY-MM-DD,-3.25` ending
    /// in LF or CRLF, straight from the bytes; `nil` (having read nothing) for any other record,
    /// which the general scanner then reads.
    ///
    /// It takes only what the general path would read the same way: ASCII digits and
    /// punctuation (so valid UTF-8), no quotes, no spaces, no further columns, a date in the
    /// file's form that is a real day, and a value of at most 15 digits, which is exact as an
    /// integer and correctly rounded after one division by a power of ten.
    @inline(__always)
    private mutating func readPlainRecord(_ bytes: UnsafeRawBufferPointer, at start: Int) -> Int? {
        let count = bytes.count
        guard start &+ 12 <= count, bytes[start &+ 10] == scanner.delimiter,
            let time = dates.plainISOInstant(bytes, at: start)
        else { return nil }
        var index = start &+ 11
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index &+= 1 }
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var sawPoint = false
        while index < count {
            let byte = bytes[index]
            let digit = byte &- UInt8(ascii: "0")
            if digit < 10 {
                mantissa = mantissa &* 10 &+ UInt64(digit)
                digits &+= 1
                if sawPoint { fractionDigits &+= 1 }
            } else if byte == UInt8(ascii: "."), !sawPoint {
                sawPoint = true
            } else {
                break
            }
            index &+= 1
        }
        guard index < count, digits > 0, digits <= 15 else { return nil }
        let end: Int
        if bytes[index] == 0x0A {
            end = index &+ 1
        } else if bytes[index] == 0x0D, index &+ 1 < count, bytes[index &+ 1] == 0x0A {
            end = index &+ 2
        } else {
            return nil
        }
        var value = Double(mantissa)
        if fractionDigits > 0 { value /= NumberReader.powerOfTen(fractionDigits) }
        builder.dataRowCount &+= 1
        builder.append(time: time, value: negative ? -value : value)
        return end
    }

    /// Whether the record meets every filter (all are tested, so each learns what its column
    /// holds); counts the record as left out when it does not.
    private mutating func meetsFilters(_ bytes: UnsafeRawBufferPointer, recordStart: Int, line: Int)
        throws(SeriesReadError) -> Bool
    {
        var meetsAll = true
        for index in filters.indices {
            let column = filters[index].index ?? 0
            guard column < scanner.fieldCount else {
                builder.dataRowCount += 1
                try builder.reject(shortRowError(bytes, needing: column, recordStart: recordStart, line: line))
                return false
            }
            if !filters[index].test(cell(bytes, scanner.field(column))) { meetsAll = false }
        }
        if !meetsAll { builder.filteredOutRowCount += 1 }
        return meetsAll
    }

    /// A field's content: quotes removed, `""` unescaped, spaces and tabs around trimmed.
    @inline(__always)
    private mutating func cell(_ bytes: UnsafeRawBufferPointer, _ field: FieldSpan) -> UnsafeRawBufferPointer {
        let content = UnsafeRawBufferPointer(rebasing: bytes[field.start..<field.end])
        guard field.hasDoubledQuotes else { return CellText.trimmed(content) }
        if scratch.storage.count < content.count {
            scratch.grow(to: content.count, keeping: 0)
        }
        let target = scratch.storage
        var written = 0
        var index = 0
        while index < content.count {
            target[written] = content[index]
            written += 1
            index += content[index] == UInt8(ascii: "\"") ? 2 : 1
        }
        return CellText.trimmed(UnsafeRawBufferPointer(rebasing: target[0..<written]))
    }

    /// The index of the first field from `start` on that holds more than spaces, if any.
    private func firstFilledField(from start: Int, _ bytes: UnsafeRawBufferPointer) -> Int? {
        for index in start..<scanner.fieldCount {
            let field = scanner.field(index)
            if field.isQuoted { return index }
            for offset in field.start..<field.end where bytes[offset] != 0x20 && bytes[offset] != 0x09 {
                return index
            }
        }
        return nil
    }

    /// Whether the record just scanned is blank: no field holds anything but spaces.
    @inline(__always)
    private func isBlank(_ bytes: UnsafeRawBufferPointer) -> Bool {
        for index in 0..<scanner.fieldCount {
            let field = scanner.field(index)
            if field.isQuoted { return false }
            for index in field.start..<field.end where bytes[index] != 0x20 && bytes[index] != 0x09 {
                return false
            }
        }
        return true
    }

    // MARK: - Settling the header and the columns

    /// Decides whether there is a header and which columns hold the dates, the values and the
    /// filtered cells, from the first records.
    private mutating func settleLayout(_ source: inout InputSource, bodyStart: Int) throws(SeriesReadError) {
        let (records, sawEverything, sampledBytes) = try sample(&source, bodyStart: bodyStart)
        if records.isEmpty {
            throw SeriesReadError(
                kind: .badData, path: path,
                message: source.bytes.count <= bodyStart
                    ? "the file has no data rows: it is empty"
                    : "the file has no data rows: it holds only blank lines")
        }
        let layout = try DelimitedLayout(
            records: records, sawEverything: sawEverything, format: format, options: options, path: path,
            dates: dates)
        hasHeader = layout.hasHeader
        headerNames = layout.headerNames
        dateIndex = layout.dateIndex
        valueIndex = layout.valueIndex
        filters = layout.filters
        width = layout.width

        // Rows left out by a filter take no room, so only an unfiltered read can size the
        // columns from the file.
        if filters.isEmpty, let totalSize = source.totalSize, sampledBytes > 0 {
            let averageRecord = max(Double(sampledBytes) / Double(records.count), 4)
            let estimate = Double(totalSize) / averageRecord
            builder.reserveCapacity(Int(estimate * 1.05) + 16)
        }
    }

    /// The first non-blank records (up to the header and ``sampleSize`` data rows), whether
    /// they are all there is, and how many bytes they take.
    private mutating func sample(
        _ source: inout InputSource, bodyStart: Int
    ) throws(SeriesReadError) -> (records: [DelimitedLayout.SampleRecord], sawEverything: Bool, byteCount: Int) {
        while true {
            var records: [DelimitedLayout.SampleRecord] = []
            var position = bodyStart
            var line = 1
            let bytes = source.bytes
            var needsMore = false
            while records.count <= Self.sampleSize {
                if position == bytes.count {
                    if source.isAtEnd { return (records, true, position - bodyStart) }
                    needsMore = true
                    break
                }
                switch scanner.scan(bytes, from: position, isAtEnd: source.isAtEnd) {
                case .needsMoreInput:
                    needsMore = true
                case .unclosedQuote(let offset):
                    throw unclosedQuoteError(bytes, offset: offset, recordStart: position, line: line)
                case .record(let end, let lineBreaks):
                    if !isBlank(bytes) {
                        var cells: [[UInt8]] = []
                        for index in 0..<scanner.fieldCount { cells.append(Array(cell(bytes, scanner.field(index)))) }
                        records.append(DelimitedLayout.SampleRecord(line: line, cells: cells))
                    }
                    line += lineBreaks + 1
                    position = end
                }
                if needsMore { break }
            }
            // Two records settle the header and give one data row; more are welcome but not
            // worth reading ahead for.
            if !needsMore || records.count >= 2 || source.isAtEnd {
                return (records, !needsMore && position == bytes.count && source.isAtEnd, position - bodyStart)
            }
            try source.readMore()
        }
    }

    /// The header's name for a column, if the header reaches that far (a column may be found
    /// in a data row wider than the header).
    private func headerName(_ index: Int) -> String? {
        guard let headerNames, headerNames.indices.contains(index) else { return nil }
        return headerNames[index]
    }

    /// `column 'steps'` with a header, `column 2` without.
    private func label(ofColumn index: Int) -> String {
        DelimitedLayout.label(ofColumn: index, headerNames: headerNames)
    }

    // MARK: - Errors

    /// An error at a byte offset of the current record.
    private func error(
        _ message: String, _ bytes: UnsafeRawBufferPointer, offset: Int, recordStart: Int, line: Int
    ) -> SeriesReadError {
        var line = line
        var column = 1
        var index = recordStart
        while index < offset {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return SeriesReadError(kind: .badData, path: path, line: line, column: column, message: message)
    }

    private func issueError(
        _ bytes: UnsafeRawBufferPointer, issue: RecordIssue, recordStart: Int, line: Int
    ) -> SeriesReadError {
        let message: String
        switch issue.kind {
        case .invalidUTF8(let byte):
            message =
                "expected UTF-8 text, found the byte 0x\(String(byte, radix: 16, uppercase: true)), "
                + "which is not valid UTF-8 here (save the file as UTF-8)"
        case .textAfterClosingQuote:
            let found = Self.describe(byte: bytes[issue.offset])
            let separator = format == .tsv ? "a tab" : "','"
            message =
                "expected \(separator) or the end of the line after the closing quote of a field, found \(found) "
                + "(a quote inside a quoted field is written twice: \"\")"
        }
        return error(message, bytes, offset: issue.offset, recordStart: recordStart, line: line)
    }

    private func shortRowError(
        _ bytes: UnsafeRawBufferPointer, needing index: Int, recordStart: Int, line: Int
    ) -> SeriesReadError {
        let last = scanner.lastField
        let end = last.isQuoted ? last.end + 1 : last.end
        let count = scanner.fieldCount
        return error(
            "expected at least \(index + 1) columns to reach \(label(ofColumn: index)), "
                + "found \(count) column\(count == 1 ? "" : "s") in this row",
            bytes, offset: end, recordStart: recordStart, line: line)
    }

    private func unclosedQuoteError(
        _ bytes: UnsafeRawBufferPointer, offset: Int, recordStart: Int, line: Int
    ) -> SeriesReadError {
        error(
            "expected a closing quote for the quoted field that starts here, found the end of the file "
                + "(a quote inside a quoted field is written twice: \"\")",
            bytes, offset: offset, recordStart: recordStart, line: line)
    }

    private static func describe(byte: UInt8) -> String {
        switch byte {
        case 0x20: "a space"
        case 0x09: "a tab"
        case 0x0D: "a carriage return"
        case 0x21..<0x7F: "'\(Character(Unicode.Scalar(byte)))'"
        default: "the byte 0x" + String(byte, radix: 16, uppercase: true)
        }
    }
}

extension ColumnReference {
    /// The column as written on the command line: its name or its position.
    var name: String {
        switch self {
        case .name(let name): name
        case .position(let position): String(position)
        }
    }
}

/// Messages about value cells, shared by every input syntax.
enum ValueText {
    static func notANumberMessage(_ cell: UnsafeRawBufferPointer) -> String {
        var message = "expected a number like 8412 or -3.5, found \(CellText.quoted(cell))"
        if cell.contains(UInt8(ascii: ",")) {
            message += " (write numbers without thousands separators, with '.' as the decimal point)"
        }
        return message
    }

    static func tooLargeMessage(_ cell: UnsafeRawBufferPointer) -> String {
        "expected a number no larger than about 1.8e308, found \(CellText.quoted(cell)), which is too large to hold"
    }
}
