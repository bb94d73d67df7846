import ByteScanning
import SpanModel

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
    /// The byte the fast path takes for a decimal mark.
    private var decimalByte = UInt8(ascii: ".")
    /// Sentences about how the file was read that a person may want to know (a European
    /// file, a number that reads two ways), for standard error.
    private var formatNotes: [FormatNote] = []
    private var builder: TableBuilder
    private var scratch = OwnedBuffer(byteCount: 256)

    private var hasHeader = false
    private var headerNames: [String]?
    private var dateIndex = 0
    private var valueIndex = 1
    private var filters: [FilterState] = []
    private var width = 2
    /// The column that tells series apart, when several are read (`--series`).
    private var seriesColumn: ColumnReference?
    private var splitter: SeriesSplitter?
    /// Text columns watched for a long table, when one series is read.
    private var evidence: [LongTableEvidence] = []
    /// The month the fast path last read a date in.
    private var plainMonth = PlainMonth()
    /// Where the cells of the record the simple path reads lie.
    private var simpleRecord = SimpleRecord()

    init(format: InputFormat, options: SeriesReadOptions, path: String) {
        self.format = format
        self.options = options
        self.path = path
        let delimiter = options.delimiter?.byte ?? (format == .tsv ? 0x09 : UInt8(ascii: ","))
        self.scanner = RecordScanner(delimiter: delimiter)
        self.dates = DateReader(pattern: options.dateFormat, calendar: options.calendar)
        self.builder = TableBuilder(skipsBadRows: options.skipsBadRows)
    }

    /// Reads the whole input as one series.
    ///
    /// - Throws: besides the errors of any read, `.badData` when the file is a long table
    ///   that would blend several series (see ``LongTableEvidence``).
    /// - Complexity: O(n) in the input's length.
    consuming func read(_ source: inout InputSource) throws(SeriesReadError) -> SeriesTable {
        try readRecords(&source)
        let evidence = evidence
        let path = path
        let table = finishedTable()
        for watched in evidence {
            if let message = watched.refusal(table) {
                throw SeriesReadError(kind: .badData, path: path, message: message)
            }
        }
        return table
    }

    /// Reads the whole input as one series per value of `seriesColumn`.
    ///
    /// - Complexity: O(n) in the input's length.
    consuming func read(
        _ source: inout InputSource, splittingBy seriesColumn: ColumnReference
    )
        throws(SeriesReadError) -> SeriesCollection
    {
        self.seriesColumn = seriesColumn
        try readRecords(&source)
        let splitter = splitter!
        let columnName = headerName(splitter.index!)
        let columnPosition = splitter.index! + 1
        let filteredOut = builder.filteredOutRowCount
        let template = finishedTable()
        return splitter.collection(
            template: template, columnName: columnName, columnPosition: columnPosition,
            filteredOutRowCount: filteredOut)
    }

    /// Reads every record into the builder (or the splitter), and checks that something was read.
    private mutating func readRecords(_ source: inout InputSource) throws(SeriesReadError) {
        try source.fill()
        // How the bytes were read (UTF-16, line breaks of a carriage return alone) comes first.
        formatNotes.append(contentsOf: source.notes)
        let bodyStart = source.bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        if options.delimiter == nil, format == .csv {
            let delimiter = DelimitedDialect.sniffDelimiter(
                UnsafeRawBufferPointer(rebasing: source.bytes[bodyStart...]), isAtEnd: source.isAtEnd)
            if delimiter != scanner.delimiter { scanner = RecordScanner(delimiter: delimiter) }
        }
        try settleLayout(&source, bodyStart: bodyStart)

        var position = bodyStart
        var line = 1
        var isFirstRecord = true
        let plainRecordsPossible =
            filters.isEmpty && dateIndex == 0 && valueIndex == 1 && options.dateFormat == nil && splitter == nil
            && evidence.isEmpty
        let simpleRecordsPossible =
            options.dateFormat == nil && width <= SimpleRecord.maximumFields && dateIndex < width && valueIndex < width
        let plainSplitPossible =
            simpleRecordsPossible && filters.isEmpty && width == 3 && dateIndex == 0 && splitter?.index == 1
            && valueIndex == 2
        while true {
            let bytes = source.bytes
            if plainRecordsPossible, !isFirstRecord {
                let run = readPlainRun(bytes, from: position)
                if run.count > 0 {
                    line += run.count
                    position = run.end
                }
                if let next = readPlainRecord(bytes, at: position) {
                    line += 1
                    position = next
                    continue
                }
            } else if simpleRecordsPossible, !isFirstRecord {
                // A series the plain run has not met stops it; the simple run then takes that
                // one row (making the series) and hands back, rather than the rest of the chunk.
                var simpleLimit = Int.max
                if plainSplitPossible {
                    let run = readPlainSplitRun(bytes, from: position)
                    line += run.count
                    position = run.end
                    if run.stoppedAtNewSeries { simpleLimit = 1 }
                }
                let run = readSimpleRun(bytes, from: position, limit: simpleLimit)
                if run.count > 0 {
                    line += run.count
                    position = run.end
                }
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
                try source.readMore(line: line)
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
            throw SeriesReadError(
                kind: .badData, path: path, message: ReadMessage(verbatim: FilterState.noMatchMessage(filters)))
        }
        if let message = builder.emptinessMessage(valueColumn: valueLabel) {
            throw SeriesReadError(kind: .badData, path: path, message: ReadMessage(verbatim: message))
        }
    }

    /// The table the builder holds, with how the file was read.
    private consuming func finishedTable() -> SeriesTable {
        let delimiter = scanner.delimiter
        let decimalMark = numbers.decimalMark
        let notes = formatNotes
        var table = builder.table(
            format: format, hasHeader: hasHeader,
            dateColumnName: headerName(dateIndex), valueColumnName: headerName(valueIndex),
            dateColumnPosition: dateIndex + 1, valueColumnPosition: valueIndex + 1, columnCount: width)
        table.delimiter = FieldDelimiter.allCases.first { $0.byte == delimiter }
        table.decimalMark = decimalMark
        table.readingNotes = notes
        return table
    }

    // MARK: - One record

    /// Reads the record the scanner just found into the table, or rejects it.
    @inline(__always)
    private mutating func readRecord(
        _ bytes: UnsafeRawBufferPointer, recordStart: Int, line: Int
    )
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
        var group = -1
        if let index = splitter?.index {
            guard index < scanner.fieldCount else {
                try builder.reject(shortRowError(bytes, needing: index, recordStart: recordStart, line: line))
                return
            }
            let field = scanner.field(index)
            switch splitter!.group(for: cell(bytes, field)) {
            case .success(let found):
                group = found
                splitter!.groups[group].dataRowCount += 1
            case .failure(let problem):
                try builder.reject(
                    error(
                        splitter!.message(for: problem), bytes, offset: field.rawStart, recordStart: recordStart,
                        line: line))
                return
            }
        }
        if scanner.fieldCount > width, let extra = firstFilledField(from: width, bytes) {
            let count = scanner.fieldCount
            let reference = hasHeader ? "the header row" : "the first row"
            let separator = DelimitedDialect.name(of: scanner.delimiter)
            try rejectRow(
                group: group,
                error(
                    "expected \(width) columns as in \(reference), found \(count) "
                        + "(a cell with \(separator) in it must be in quotes)",
                    bytes, offset: scanner.field(extra).rawStart, recordStart: recordStart, line: line))
            return
        }
        guard dateIndex < scanner.fieldCount, valueIndex < scanner.fieldCount else {
            try rejectRow(
                group: group,
                shortRowError(bytes, needing: max(dateIndex, valueIndex), recordStart: recordStart, line: line))
            return
        }
        let dateField = scanner.field(dateIndex)
        let dateCell = cell(bytes, dateField)
        if dateCell.isEmpty {
            try rejectRow(
                group: group,
                error(
                    "expected a date in \(label(ofColumn: dateIndex)), found an empty cell", bytes,
                    offset: dateField.rawStart, recordStart: recordStart, line: line))
            return
        }
        let time: Double
        do {
            time = try dates.instant(of: dateCell, line: line)
        } catch {
            try rejectRow(
                group: group,
                self.error(error.message, bytes, offset: dateField.rawStart, recordStart: recordStart, line: line))
            return
        }
        let valueField = scanner.field(valueIndex)
        let valueCell = cell(bytes, valueField)
        // Every sample of a table read as one series, a gap too, tells the long-table watch
        // which text its row holds.
        func noteEvidence() {
            for index in evidence.indices {
                let column = evidence[index].index
                if column < scanner.fieldCount {
                    evidence[index].noteSample(cell(bytes, scanner.field(column)))
                } else {
                    evidence[index].noteSample(UnsafeRawBufferPointer(start: nil, count: 0))
                }
            }
        }
        switch numbers.read(valueCell) {
        case .number(let value):
            if group >= 0 {
                splitter!.groups[group].append(time: time, value: value)
                builder.splitSampleCount += 1
            } else {
                builder.append(time: time, value: value)
                noteEvidence()
            }
        case .empty:
            if group >= 0 {
                splitter!.groups[group].appendGap(time: time)
                builder.gapCount += 1
                builder.splitSampleCount += 1
            } else {
                builder.appendGap(time: time)
                noteEvidence()
            }
        case .notANumber:
            try rejectRow(
                group: group,
                error(
                    ValueText.notANumberMessage(valueCell, decimalMark: numbers.decimalMark), bytes,
                    offset: valueField.rawStart,
                    recordStart: recordStart, line: line))
        case .tooLarge:
            try rejectRow(
                group: group,
                error(
                    ValueText.tooLargeMessage(valueCell), bytes, offset: valueField.rawStart,
                    recordStart: recordStart, line: line))
        }
    }

    /// A row that cannot be read: counted in its series too (when it has one) when bad rows are
    /// skipped, thrown otherwise.
    private mutating func rejectRow(group: Int, _ error: SeriesReadError) throws(SeriesReadError) {
        if group >= 0, builder.skipsBadRows { splitter!.groups[group].noteSkipped(error) }
        try builder.reject(error)
    }

    /// Reads records of the plainest shape, `YYYY-MM-DD,8412` or `YYYY-MM-DD,-8412` with at most
    /// eight digits, ending in LF or CRLF, one after another from `start`, as long as they come
    /// and there are 24 bytes left to look at; returns where the next record starts and how
    /// many were read (none, having changed nothing, when the first is not of this shape).
    ///
    /// Bytes are read eight at a time: the `YYYY-MM-` of a date is one word compared with the
    /// last month seen (so a month's days cost no calendar arithmetic), and the value's digits
    /// are found and turned into a number within one word with no loop over them (the
    /// byte-parallel steps of SIMD number parsing, on a 64-bit integer).
    @inline(__always)
    private mutating func readPlainRun(_ bytes: UnsafeRawBufferPointer, from start: Int) -> (end: Int, count: Int) {
        guard dates.expectsPlainISODates, let base = bytes.baseAddress else { return (start, 0) }
        let count = bytes.count
        let delimiter = scanner.delimiter
        var position = start
        var rows = 0
        while position &+ 24 <= count {
            guard let dayNumber = plainMonth.dayNumber(ofDateIn: base, at: position),
                base.load(fromByteOffset: position &+ 10, as: UInt8.self) == delimiter
            else { break }
            guard let (value, end) = Self.lastInteger(in: base, at: position &+ 11) else { break }
            builder.append(time: dates.instant(ofDay: dayNumber), value: value)
            rows &+= 1
            position = end
        }
        builder.dataRowCount &+= rows
        return (position, rows)
    }

    /// Reads records of the commonest long table, `YYYY-MM-DD,NAME,8412` (a series name of one
    /// to seven bytes, an integer value of up to seven digits with an optional minus), one after
    /// another from `start`, as ``readPlainRun`` does for two columns: a date's month is one word
    /// compared with the last, the name is the bytes of one word up to the delimiter, packed
    /// and looked up in one step, and the value's digits are combined within one word. Returns
    /// where the next record starts and how many were read; it stops, having changed nothing
    /// for that record, at the first record of another shape.
    private mutating func readPlainSplitRun(
        _ bytes: UnsafeRawBufferPointer, from start: Int
    ) -> (end: Int, count: Int, stoppedAtNewSeries: Bool) {
        guard dates.expectsPlainISODates, let base = bytes.baseAddress, var splitter = self.splitter.take() else {
            return (start, 0, false)
        }
        defer { self.splitter = splitter }
        let count = bytes.count
        let delimiter = scanner.delimiter
        let delimiters = ByteWord.repeating(delimiter)
        var position = start
        var rows = 0
        var stoppedAtNewSeries = false
        while position &+ 40 <= count {
            guard let dayNumber = plainMonth.dayNumber(ofDateIn: base, at: position),
                base.load(fromByteOffset: position &+ 10, as: UInt8.self) == delimiter
            else { break }
            // The name: the bytes before the next delimiter, within one word.
            let nameWord = ByteWord.load(base, at: position &+ 11)
            let nameLength = ByteWord.firstMarkedByte(ByteWord.zeroByteMarks(nameWord ^ delimiters))
            guard nameLength >= 1, nameLength <= 7 else { break }
            let nameMask: UInt64 = (1 << UInt64(8 &* nameLength)) &- 1
            let nameBytes = nameWord & nameMask
            // Names are ASCII text without control characters, and without spaces or a quote at
            // either end, here; anything else is left to the general path, which trims and
            // checks it. (The bytes past the name are set to '@' for the test of control
            // characters, so that only the name's own can be below a space.)
            let padded = nameBytes | (~nameMask & ByteWord.repeating(0x40))
            guard nameBytes & ByteWord.highBits == 0, !ByteWord.hasASCIIByte(below: 0x20, in: padded) else { break }
            let first = UInt8(truncatingIfNeeded: nameBytes)
            let last = UInt8(truncatingIfNeeded: nameBytes >> UInt64(8 &* (nameLength &- 1)))
            guard first != 0x20, last != 0x20, first != UInt8(ascii: "\"") else { break }
            guard let group = splitter.groupOfPacked(nameBytes | UInt64(nameLength) << 56) else {
                stoppedAtNewSeries = true
                break
            }
            // The value.
            guard let (value, end) = Self.lastInteger(in: base, at: position &+ 12 &+ nameLength) else { break }
            let time = dates.instant(ofDay: dayNumber)
            splitter.groups[group].appendRow(time: time, value: value)
            rows &+= 1
            position = end
        }
        builder.dataRowCount &+= rows
        builder.splitSampleCount &+= rows
        return (position, rows, stoppedAtNewSeries)
    }

    /// Reads records of a simple shape, one after another from `start`: unquoted ASCII cells,
    /// exactly as many as the header has, ending in LF or CRLF, with a `YYYY-MM-DD` date (in a
    /// file whose dates have that form) and a value that reads as a number or is empty; any
    /// columns, in any order, with filters, a series column or watched text columns; at most `limit`. Returns
    /// where the next record starts and how many were read; it stops, having changed nothing
    /// for that record, at the first one of another shape (or with fewer than 64 bytes left),
    /// which the general path then reads, or explains.
    ///
    /// The cells' ends are found eight bytes at a time (as ``RecordScanner`` does), and a date
    /// is one word compared with the last month seen; this is the path long tables take.
    private mutating func readSimpleRun(
        _ bytes: UnsafeRawBufferPointer, from start: Int, limit: Int = .max
    ) -> (end: Int, count: Int) {
        guard dates.expectsPlainISODates, let base = bytes.baseAddress else { return (start, 0) }
        let count = bytes.count
        let delimiter = scanner.delimiter
        let delimiters = ByteWord.repeating(delimiter)
        let lineFeeds = ByteWord.repeating(0x0A)
        let quotes = ByteWord.repeating(UInt8(ascii: "\""))
        // The splitter is moved out for the run and back at its end, so that each row works on
        // a local value instead of reaching through the optional stored property.
        var splitter = self.splitter.take()
        defer { self.splitter = splitter }
        let seriesIndex = splitter?.index ?? -1
        var position = start
        var rows = 0
        records: while rows < limit, position &+ 64 <= count {
            // The cells: ends of fields at each delimiter, up to the line feed.
            simpleRecord.fieldCount = 0
            var index = position
            var cellStart = position
            // Each word's delimiters, line feeds, quotes and bytes beyond ASCII are marked
            // exactly (bit 7 of each such byte; the test adds within bytes, so nothing carries
            // from one byte to the next) and taken lowest first, so a word is loaded once
            // however many cells end in it.
            var wordStart = position
            scan: while true {
                guard wordStart &+ 8 <= count else { break records }
                let word = ByteWord.load(base, at: wordStart)
                var marks =
                    ByteWord.zeroByteMarks(word ^ delimiters) | ByteWord.zeroByteMarks(word ^ lineFeeds)
                    | ByteWord.zeroByteMarks(word ^ quotes) | (word & ByteWord.highBits)
                // Bytes before `index` in this word were taken already.
                marks &= ~0 << UInt64(8 &* (index &- wordStart))
                while marks != 0 {
                    index = wordStart &+ ByteWord.firstMarkedByte(marks)
                    marks &= marks &- 1
                    let byte = base.load(fromByteOffset: index, as: UInt8.self)
                    if byte == delimiter {
                        guard simpleRecord.fieldCount < width else { break records }
                        simpleRecord.set(simpleRecord.fieldCount, start: cellStart, end: index)
                        simpleRecord.fieldCount &+= 1
                        cellStart = index &+ 1
                    } else if byte == 0x0A {
                        guard simpleRecord.fieldCount == width &- 1 else { break records }
                        var end = index
                        if end > cellStart, base.load(fromByteOffset: end &- 1, as: UInt8.self) == 0x0D { end &-= 1 }
                        simpleRecord.set(simpleRecord.fieldCount, start: cellStart, end: end)
                        simpleRecord.fieldCount &+= 1
                        index &+= 1
                        break scan
                    } else {
                        // A quote or a byte beyond ASCII: the general path reads the record.
                        break records
                    }
                }
                wordStart &+= 8
                index = wordStart
            }
            // A cell without the spaces and tabs around it.
            @inline(__always) func cell(_ field: Int) -> UnsafeRawBufferPointer {
                var first = simpleRecord.start(field)
                var end = simpleRecord.end(field)
                @inline(__always) func isPadding(_ offset: Int) -> Bool {
                    let byte = base.load(fromByteOffset: offset, as: UInt8.self)
                    return byte == 0x20 || byte == 0x09
                }
                while first < end, isPadding(first) { first &+= 1 }
                while end > first, isPadding(end &- 1) { end &-= 1 }
                return UnsafeRawBufferPointer(start: base + first, count: end &- first)
            }

            // Rows a filter leaves out are counted and skipped whatever else they hold.
            if !filters.isEmpty {
                var meetsAll = true
                for filter in filters.indices where !filters[filter].test(cell(filters[filter].index ?? 0)) {
                    meetsAll = false
                }
                if !meetsAll {
                    builder.filteredOutRowCount &+= 1
                    rows &+= 1
                    position = index
                    continue
                }
            }
            // The date: exactly YYYY-MM-DD, a real day.
            let dateStart = simpleRecord.start(dateIndex)
            guard simpleRecord.end(dateIndex) &- dateStart == 10 else { break }
            guard let dayNumber = plainMonth.dayNumber(ofDateIn: base, at: dateStart) else { break }
            // The value: a number, or empty for a gap; anything else is for the general path.
            let value: Double?
            let valueCell = cell(valueIndex)
            if let integer = Self.shortInteger(valueCell, readableUpTo: base + count) {
                value = integer
            } else {
                switch numbers.read(valueCell) {
                case .number(let number): value = number
                case .empty: value = nil
                case .notANumber, .tooLarge: break records
                }
            }
            // The series, when there are several.
            var group = -1
            if seriesIndex >= 0 {
                guard case .success(let found) = splitter!.group(for: cell(seriesIndex)) else { break }
                group = found
                splitter!.groups[group].dataRowCount &+= 1
            }
            builder.dataRowCount &+= 1
            let time = dates.instant(ofDay: dayNumber)
            if let value {
                if group >= 0 {
                    splitter!.groups[group].append(time: time, value: value)
                    builder.splitSampleCount &+= 1
                } else {
                    builder.append(time: time, value: value)
                    for watched in evidence.indices {
                        evidence[watched].noteSample(cell(evidence[watched].index))
                    }
                }
            } else if group >= 0 {
                // An empty value is a gap: the sample keeps its date, with no value.
                splitter!.groups[group].appendGap(time: time)
                builder.gapCount &+= 1
                builder.splitSampleCount &+= 1
            } else {
                builder.appendGap(time: time)
                for watched in evidence.indices {
                    evidence[watched].noteSample(cell(evidence[watched].index))
                }
            }
            rows &+= 1
            position = index
        }
        return (position, rows)
    }

    /// The integer of one to seven digits with an optional minus at offset `start` of `base`
    /// that ends its record (in LF or CRLF), and the offset where the next record begins; `nil`
    /// for any other bytes. Ten bytes from `start` must be readable.
    ///
    /// The digits are found and turned into a number within one word with no loop over them
    /// (the byte-parallel steps of SIMD number parsing, on a 64-bit integer).
    @inline(__always)
    private static func lastInteger(in base: UnsafeRawPointer, at start: Int) -> (value: Double, end: Int)? {
        var index = start
        let negative = base.load(fromByteOffset: index, as: UInt8.self) == UInt8(ascii: "-")
        if negative { index &+= 1 }
        let digitValues = ByteWord.load(base, at: index) ^ ByteWord.repeating(0x30)
        let digitCount = ByteWord.firstMarkedByte(ByteWord.nonDigitMarks(digitValues))
        guard digitCount >= 1, digitCount < 8 else { return nil }
        index &+= digitCount
        let terminator = base.load(fromByteOffset: index, as: UInt8.self)
        let end: Int
        if terminator == 0x0A {
            end = index &+ 1
        } else if terminator == 0x0D, base.load(fromByteOffset: index &+ 1, as: UInt8.self) == 0x0A {
            end = index &+ 2
        } else {
            return nil
        }
        // The digits moved to the top of the word.
        let value = Double(ByteWord.number(ofDigitValues: digitValues << UInt64(64 &- 8 &* digitCount)))
        return (negative ? -value : value, end)
    }

    /// A cell of one to seven digits with an optional minus, read eight bytes at a time when
    /// the bytes up to `limit` allow it; `nil` for anything else.
    @inline(__always)
    private static func shortInteger(_ cell: UnsafeRawBufferPointer, readableUpTo limit: UnsafeRawPointer) -> Double? {
        guard var index = cell.baseAddress, cell.count >= 1, cell.count <= 8, index + 9 <= limit else { return nil }
        var length = cell.count
        let negative = index.load(as: UInt8.self) == UInt8(ascii: "-")
        if negative {
            index += 1
            length &-= 1
        }
        guard length >= 1, length <= 7 else { return nil }
        let word = ByteWord.load(index, at: 0) ^ ByteWord.repeating(0x30)
        // Only the cell's own bytes count: the digits moved to the top of the word.
        let digits = word << UInt64(64 &- 8 &* length)
        guard ByteWord.nonDigitMarks(digits) == 0 else { return nil }
        let value = Double(ByteWord.number(ofDigitValues: digits))
        return negative ? -value : value
    }

    /// Reads a record of the commonest shape, `YYYY-MM-DD,8412` or `YYYY-MM-DD,-3.25` ending
    /// in LF or CRLF (or the same with the file's delimiter and decimal mark, with no grouping
    /// marks), straight from the bytes; `nil` (having read nothing) for any other record,
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
            } else if byte == decimalByte, !sawPoint {
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
    private mutating func meetsFilters(
        _ bytes: UnsafeRawBufferPointer, recordStart: Int, line: Int
    )
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
    private mutating func cell(_ bytes: UnsafeRawBufferPointer, _ field: FieldRange) -> UnsafeRawBufferPointer {
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
            dates: dates, delimiter: scanner.delimiter, seriesColumn: seriesColumn)
        let decimalMark = layout.decimalMark
        numbers = NumberReader(decimalMark: decimalMark)
        // A decimal comma in a comma-separated file only ever stands in quotes, which the
        // fast path leaves to the general one; there the fast path takes no decimal mark.
        switch decimalMark {
        case .point: decimalByte = UInt8(ascii: ".")
        case .comma: decimalByte = scanner.delimiter == UInt8(ascii: ",") ? 0xFF : UInt8(ascii: ",")
        }
        hasHeader = layout.hasHeader
        headerNames = layout.headerNames
        dateIndex = layout.dateIndex
        valueIndex = layout.valueIndex
        filters = layout.filters
        width = layout.width
        noteDialect(records: records, layout: layout, decimalMark: decimalMark)
        if let index = layout.seriesIndex {
            splitter = SeriesSplitter(index: index, label: label(ofColumn: index))
        }
        evidence = layout.textColumns.map {
            LongTableEvidence(
                index: $0, label: label(ofColumn: $0),
                reference: headerName($0).flatMap { $0.isEmpty ? nil : $0 } ?? String($0 + 1))
        }

        // Rows left out by a filter take no room, so only an unfiltered read can size the
        // columns from the file.
        if filters.isEmpty, let totalSize = source.totalSize, sampledBytes > 0 {
            let averageRecord = max(Double(sampledBytes) / Double(records.count), 4)
            let estimate = Int(Double(totalSize) / averageRecord)
            if let index = splitter?.index {
                // The series that the first rows name get room for their share of the rows.
                let names = records.dropFirst(hasHeader ? 1 : 0).compactMap {
                    index < $0.cells.count ? $0.cells[index] : nil
                }
                splitter!.reserve(shareOf: names, totalRows: estimate)
            } else {
                builder.reserveCapacity(Int(Double(estimate) * 1.05) + 16)
            }
        }
    }

    /// Notes how a file that is not plainly comma-separated with decimal points was read: a
    /// decimal comma found by looking (so `1.234,5` is 1234.5), and a value that reads as two
    /// different numbers with the two marks, read one way (so the other is named).
    private mutating func noteDialect(
        records: [DelimitedLayout.SampleRecord], layout: DelimitedLayout, decimalMark: DecimalMark
    ) {
        let dataRecords = layout.hasHeader ? records.dropFirst() : records[...]
        let valueCells = dataRecords.compactMap {
            layout.valueIndex < $0.cells.count ? $0.cells[layout.valueIndex] : nil
        }
        if options.decimalMark == nil, decimalMark == .comma,
            let delimiter = FieldDelimiter.allCases.first(where: { $0.byte == scanner.delimiter })
        {
            formatNotes.append(.readAsEuropean(delimiter: delimiter))
        }
        guard scanner.delimiter != UInt8(ascii: ","), let cell = DelimitedDialect.ambiguousCell(in: valueCells) else {
            return
        }
        var point = NumberReader(decimalMark: .point)
        var comma = NumberReader(decimalMark: .comma)
        let readings = (point.read(cell), comma.read(cell))
        guard case .number(let pointValue) = readings.0, case .number(let commaValue) = readings.1 else { return }
        let (read, other, flag) =
            decimalMark == .comma
            ? (commaValue, pointValue, ReadRemedy.decimalMark(.point))
            : (pointValue, commaValue, ReadRemedy.decimalMark(.comma))
        let index = layout.valueIndex
        let column: FormatNote.ColumnReference =
            if let headerNames, index < headerNames.count, !headerNames[index].isEmpty {
                .name(headerNames[index])
            } else {
                .position(index + 1)
            }
        formatNotes.append(
            .ambiguousValue(
                cell: String(decoding: cell, as: UTF8.self), column: column, read: read, other: other, remedy: flag,
                asked: options.decimalMark != nil))
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
            try source.readMore(line: line)
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
        _ message: ReadMessage, _ bytes: UnsafeRawBufferPointer, offset: Int, recordStart: Int, line: Int
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
        let message: ReadMessage
        switch issue.kind {
        case .invalidUTF8(let byte):
            message =
                "expected UTF-8 text, found the byte 0x\(String(byte, radix: 16, uppercase: true)), "
                + "which is not valid UTF-8 here (save the file as UTF-8)"
        case .textAfterClosingQuote:
            let found = Self.describe(byte: bytes[issue.offset])
            let separator = DelimitedDialect.name(of: scanner.delimiter)
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
    package var name: String {
        switch self {
        case .name(let name): name
        case .position(let position): String(position)
        }
    }
}
