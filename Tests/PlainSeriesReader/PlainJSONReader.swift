import JSONSyntax
import SeriesIO
import SpanModel

/// A JSON series read from a tree parsed the obvious way (``PlainJSONParser``), element after
/// element, with SeriesIO's choice of members (``JSONSeriesReader/Layout``).
struct PlainJSONReader {
    let bytes: [UInt8]
    let path: String
    let options: SeriesReadOptions
    let seriesColumn: ColumnReference?

    func read() throws(SeriesReadError) -> PlainDelimitedReader.Outcome {
        var parser = PlainJSONParser(bytes: bytes)
        let root: JSONNode
        do {
            root = try parser.parseDocument()
        } catch {
            let isBlank = bytes.allSatisfy { [0x20, 0x0A, 0x0D, 0x09, 0xEF, 0xBB, 0xBF].contains($0) }
            if isBlank {
                throw SeriesReadError(kind: .badData, path: path, message: "the file has no data rows: it is empty")
            }
            let (line, column) = location(of: error.offset, byteOrderMark: false)
            throw SeriesReadError(kind: .badData, path: path, line: line, column: column, message: "not JSON")
        }
        let hadByteOrderMark = parser.hadByteOrderMark
        func failure(_ message: ReadMessage, at node: JSONNode) -> SeriesReadError {
            let (line, column) = location(of: node.offset, byteOrderMark: hadByteOrderMark)
            return SeriesReadError(kind: .badData, path: path, line: line, column: column, message: message)
        }
        guard let elements = root.array else { throw failure("not an array", at: root) }
        guard let firstElement = elements.first else { throw failure("an empty array", at: root) }
        let usesObjects: Bool
        switch firstElement.value {
        case .object: usesObjects = true
        case .array: usesObjects = false
        default: throw failure("not an object or a pair", at: firstElement)
        }
        let dates = DateReader(pattern: options.dateFormat, calendar: options.calendar)
        var sample = JSONSeriesReader.Sample()
        for element in elements.prefix(PlainSeriesReader.sampleSize) { sample.add(element) }
        let layout = try JSONSeriesReader.Layout(
            sample: sample, options: options, dates: dates, seriesColumn: seriesColumn
        ) { message, offset in failure(message, at: JSONNode(.null, offset: offset)) }
        var reading = PlainElementReader(
            layout: layout, dates: PlainDates(reader: dates, calendar: options.calendar),
            skipsBadRows: options.skipsBadRows, usesObjects: usesObjects,
            decimalMark: options.decimalMark ?? .point)
        for element in elements { try reading.read(element, failure: failure) }
        if !reading.filters.isEmpty, reading.table.dataRowCount == 0 {
            throw SeriesReadError(kind: .badData, path: path, message: "no row meets the conditions")
        }
        if reading.table.sampleCount == reading.table.gapCount {
            throw SeriesReadError(kind: .badData, path: path, message: "no values")
        }
        func name(_ column: JSONSeriesReader.Column) -> String? {
            if case .member(let name) = column { return name }
            if usesObjects, case .index(let index) = column, let members = firstElement.object?.members,
                members.indices.contains(index)
            {
                return members[index].key
            }
            return nil
        }
        func position(_ column: JSONSeriesReader.Column) -> Int? {
            if !usesObjects, case .index(let index) = column { return index + 1 }
            return nil
        }
        let table = reading.table.table(
            format: .json, hasHeader: false, dateColumnName: name(layout.date), valueColumnName: name(layout.value),
            dateColumnPosition: position(layout.date), valueColumnPosition: position(layout.value),
            columnCount: usesObjects ? firstElement.object?.members.count ?? 0 : firstElement.array?.count ?? 0)
        if let series = layout.series {
            let members = reading.groups.members(template: table)
            return PlainDelimitedReader.Outcome(
                table: table,
                collection: SeriesCollection(
                    members: members, columnName: name(series), columnPosition: position(series),
                    filteredOutRowCount: reading.table.filteredOutRowCount))
        }
        for watch in reading.watches where watch.refuses(table) {
            throw SeriesReadError(kind: .badData, path: path, message: "a long table")
        }
        return PlainDelimitedReader.Outcome(table: table, collection: nil)
    }

    /// The line and column of a byte offset, counted from the start of the text; a byte order
    /// mark is no column when `byteOrderMark` says so.
    private func location(of offset: Int, byteOrderMark: Bool) -> (line: Int, column: Int) {
        let clamped = min(max(offset, 0), bytes.count)
        var line = 1
        var column = 1
        for byte in bytes[0..<clamped] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        if byteOrderMark, line == 1 { column -= 1 }
        return (line, column)
    }
}

/// Turns elements into samples, one after another.
private struct PlainElementReader {
    let layout: JSONSeriesReader.Layout
    var dates: PlainDates
    let decimalMark: DecimalMark
    var table: PlainTable
    var filters: [FilterState]
    let usesObjects: Bool
    let skipsBadRows: Bool
    var groups = PlainGroups()
    var watches: [PlainLongTableWatch]

    init(
        layout: JSONSeriesReader.Layout, dates: PlainDates, skipsBadRows: Bool, usesObjects: Bool,
        decimalMark: DecimalMark
    ) {
        self.layout = layout
        self.dates = dates
        self.decimalMark = decimalMark
        self.table = PlainTable(skipsBadRows: skipsBadRows)
        self.filters = layout.filters
        self.usesObjects = usesObjects
        self.skipsBadRows = skipsBadRows
        self.watches = layout.textColumns.indices.map { PlainLongTableWatch(index: $0) }
    }

    /// The text a filter, a series name or the long-table watch compares, trimmed.
    private static func text(_ node: JSONNode?) -> [UInt8] {
        guard let node else { return [] }
        let text: String
        switch node.value {
        case .string(let string): text = string
        case .number(let number): text = number.text
        case .bool(let flag): text = flag ? "true" : "false"
        default: text = ""
        }
        return PlainNumber.trim(Array(text.utf8))
    }

    mutating func read(
        _ element: JSONNode, failure: (ReadMessage, JSONNode) -> SeriesReadError
    ) throws(SeriesReadError) {
        let isObject = element.object != nil
        guard isObject == usesObjects, isObject || element.array != nil else {
            table.dataRowCount += 1
            try table.reject(failure("another shape", element))
            return
        }
        if !filters.isEmpty {
            var meetsAll = true
            for index in filters.indices {
                let column: JSONSeriesReader.Column =
                    filters[index].index.map(JSONSeriesReader.Column.index)
                    ?? .member(filters[index].filter.column.name)
                let text = Self.text(JSONSeriesReader.node(in: element, column))
                if !text.withUnsafeBytes({ filters[index].test($0) }) { meetsAll = false }
            }
            guard meetsAll else {
                table.filteredOutRowCount += 1
                return
            }
        }
        table.dataRowCount += 1
        var group: Int?
        if let series = layout.series {
            let name = Self.text(JSONSeriesReader.node(in: element, series))
            if name.isEmpty {
                try table.reject(failure("no series name", element))
                return
            }
            group = groups.countRow(named: name, skipsBadRows: skipsBadRows)
            if group == nil {
                try table.reject(failure("too many series", element))
                return
            }
        }
        func reject(_ error: SeriesReadError) throws(SeriesReadError) {
            if let group, skipsBadRows { groups.tables[group].noteSkipped(error) }
            try table.reject(error)
        }
        guard let dateNode = JSONSeriesReader.node(in: element, layout.date) else {
            try reject(failure("no date", element))
            return
        }
        // A date is a string, or a whole number of four digits from 1000 to 2999: a year.
        var dateText = dateNode.string
        if dateText == nil, let number = dateNode.number, number.text.count == 4,
            number.text.allSatisfy(\.isNumber), let year = Int(number.text), (1000...2999).contains(year)
        {
            dateText = number.text
        }
        guard let dateText else {
            try reject(failure("a date that is not a string", dateNode))
            return
        }
        let dateCell = PlainNumber.trim(Array(dateText.utf8))
        guard !dateCell.isEmpty, let time = dates.instant(of: dateCell) else {
            try reject(failure("not a date", dateNode))
            return
        }
        guard let valueNode = JSONSeriesReader.node(in: element, layout.value) else {
            // An object without the member of the values is a gap.
            if case .member = layout.value, usesObjects, element.object != nil {
                if let group {
                    groups.tables[group].append(time: time, value: .nan, isGap: true)
                    table.splitSampleCount += 1
                    table.gapCount += 1
                } else {
                    table.append(time: time, value: .nan, isGap: true)
                    for index in watches.indices {
                        watches[index].note(Self.text(JSONSeriesReader.node(in: element, layout.textColumns[index])))
                    }
                }
                return
            }
            try reject(failure("no value", element))
            return
        }
        let value: Double
        switch valueNode.value {
        case .null: value = .nan
        case .number(let number):
            guard number.double.isFinite else {
                try reject(failure("too large", valueNode))
                return
            }
            value = number.double
        case .string(let text):
            switch PlainNumber.read(Array(text.utf8), decimalMark: decimalMark) {
            case .number(let number): value = number
            case .empty: value = .nan
            case .notANumber, .tooLarge:
                try reject(failure("not a number", valueNode))
                return
            }
        default:
            try reject(failure("not a number", valueNode))
            return
        }
        let isGap: Bool =
            switch valueNode.value {
            case .null: true
            case .string(let text): PlainNumber.read(Array(text.utf8), decimalMark: decimalMark) == .empty
            default: false
            }
        if let group {
            groups.tables[group].append(time: time, value: value, isGap: isGap)
            table.splitSampleCount += 1
            if isGap { table.gapCount += 1 }
        } else {
            table.append(time: time, value: value, isGap: isGap)
            for index in watches.indices {
                watches[index].note(Self.text(JSONSeriesReader.node(in: element, layout.textColumns[index])))
            }
        }
    }
}
