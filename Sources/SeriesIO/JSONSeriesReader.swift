import JSONSyntax

/// Reads a JSON series: an array of objects (`{"date": "2026-03-03", "value": 8412}`) or of
/// pairs (`["2026-03-03", 8412]`).
///
/// Objects find their date and value by member name (`date` and `value` when the first object
/// has them, else the first member whose first non-empty value reads as a date, and the first
/// other one that reads as a number), or by position among the members as written. Pairs find
/// them by position (by default the first element that reads as a date and the first other
/// that reads as a number). A value may be a number, a string holding one, or `null` or `""`
/// for a gap. The whole text is parsed first, so memory follows the file's size.
package enum JSONSeriesReader {
    /// How many elements are looked at to choose the default members or positions.
    static let sampleSize = 100

    /// Where a date, value or filtered cell is found in an element.
    package enum Column: Equatable {
        /// An object's member by name.
        case member(String)
        /// An object's member, or a pair's element, by position from 0.
        case index(Int)
    }

    /// Reads a whole JSON text.
    ///
    /// - Complexity: O(n) in the text's length.
    static func read(bytes: [UInt8], path: String, options: SeriesReadOptions) throws(SeriesReadError) -> SeriesTable {
        try read(bytes: bytes, path: path, options: options, seriesColumn: nil).table
    }

    /// Reads a whole JSON text as one series per value of `column`.
    ///
    /// - Complexity: O(n) in the text's length.
    static func read(
        bytes: [UInt8], path: String, options: SeriesReadOptions, splittingBy column: ColumnReference
    )
        throws(SeriesReadError) -> SeriesCollection
    {
        let outcome = try read(bytes: bytes, path: path, options: options, seriesColumn: column)
        return outcome.collection
            ?? SeriesCollection(
                members: [], columnName: nil, columnPosition: nil,
                filteredOutRowCount: outcome.table.filteredOutRowCount)
    }

    /// Reads one series, or also splits it into several when a series column is given (the
    /// table then holds what the series share).
    private static func read(
        bytes: [UInt8], path: String, options: SeriesReadOptions, seriesColumn: ColumnReference?
    )
        throws(SeriesReadError) -> (table: SeriesTable, collection: SeriesCollection?)
    {
        let document: JSONDocument
        do {
            document = try JSONDocument(parsing: bytes)
        } catch {
            let isBlank = bytes.allSatisfy { [0x20, 0x0A, 0x0D, 0x09, 0xEF, 0xBB, 0xBF].contains($0) }
            if isBlank {
                throw SeriesReadError(kind: .badData, path: path, message: "the file has no data rows: it is empty")
            }
            throw SeriesReadError(
                kind: .badData, path: path, line: error.location.line, column: error.location.column,
                message: "the file is not valid JSON: \(error.message)")
        }
        // Places in a minified file are all on one line: each is counted on from the one
        // before, never from the line's start again.
        var locator = document.locator()
        func failure(_ message: String, at node: JSONNode) -> SeriesReadError {
            var location = locator.location(ofOffset: node.offset)
            // A byte order mark is not a character an editor shows.
            if document.hadByteOrderMark, location.line == 1 { location.column -= 1 }
            return SeriesReadError(
                kind: .badData, path: path, line: location.line, column: location.column, message: message)
        }

        guard let elements = document.root.array else {
            throw failure(
                "expected an array of objects like {\"date\": \"2026-03-03\", \"value\": 8412} or of pairs like "
                    + "[\"2026-03-03\", 8412] at the top level, found \(document.root.kindDescription)",
                at: document.root)
        }
        guard let firstElement = elements.first else {
            throw failure("the file has no data rows: the array is empty", at: document.root)
        }
        let usesObjects: Bool
        switch firstElement.value {
        case .object: usesObjects = true
        case .array: usesObjects = false
        default:
            throw failure(
                "expected an object like {\"date\": \"2026-03-03\", \"value\": 8412} or a pair like "
                    + "[\"2026-03-03\", 8412], found \(firstElement.kindDescription)",
                at: firstElement)
        }
        let dates = DateReader(pattern: options.dateFormat, calendar: options.calendar)
        let layout = try Layout(
            elements: Array(elements.prefix(sampleSize)), usesObjects: usesObjects, options: options, dates: dates,
            seriesColumn: seriesColumn, failure: failure)

        var reading = ElementReader(
            layout: layout, dates: dates, skipsBadRows: options.skipsBadRows, usesObjects: usesObjects,
            decimalMark: options.decimalMark ?? .point)
        reading.builder.reserveCapacity(elements.count)
        for element in elements {
            try reading.read(element, failure: failure, lineOf: { document.line(ofOffset: $0.offset) })
        }
        if !reading.filters.isEmpty, reading.builder.dataRowCount == 0 {
            throw SeriesReadError(kind: .badData, path: path, message: FilterState.noMatchMessage(reading.filters))
        }
        if let message = reading.builder.emptinessMessage(valueColumn: layout.label(of: layout.value)) {
            throw SeriesReadError(kind: .badData, path: path, message: message)
        }
        func name(_ column: Column) -> String? {
            if case .member(let name) = column { return name }
            if usesObjects, case .index(let index) = column { return firstElement.object?.members[safe: index]?.key }
            return nil
        }
        func position(_ column: Column) -> Int? {
            if !usesObjects, case .index(let index) = column { return index + 1 }
            return nil
        }
        let splitter = reading.splitter
        let evidence = reading.evidence
        let filteredOut = reading.builder.filteredOutRowCount
        let table = reading.builder.table(
            format: .json, hasHeader: false, dateColumnName: name(layout.date), valueColumnName: name(layout.value),
            dateColumnPosition: position(layout.date), valueColumnPosition: position(layout.value),
            columnCount: usesObjects ? firstElement.object?.members.count ?? 0 : firstElement.array?.count ?? 0)
        if let splitter, let series = layout.series {
            let collection = splitter.collection(
                template: table, columnName: name(series), columnPosition: position(series),
                filteredOutRowCount: filteredOut)
            return (table, collection)
        }
        for watched in evidence {
            if let message = watched.refusal(table) {
                throw SeriesReadError(kind: .badData, path: path, message: message)
            }
        }
        return (table, nil)
    }

    /// The columns settled from the first elements.
    package struct Layout {
        package var date: Column
        package var value: Column
        package var filters: [FilterState]
        /// The member or element that tells series apart (`--series`), if given.
        package var series: Column?
        /// Members or elements holding text, watched for a long table read as one series.
        package var textColumns: [Column] = []
        let usesObjects: Bool

        package init(
            elements: [JSONNode], usesObjects: Bool, options: SeriesReadOptions, dates: DateReader,
            seriesColumn: ColumnReference? = nil, failure: (String, JSONNode) -> SeriesReadError
        ) throws(SeriesReadError) {
            self.usesObjects = usesObjects
            let first = elements[0]
            let shapeName = usesObjects ? "objects" : "pairs"
            var numbers = NumberReader(decimalMark: options.decimalMark ?? .point)

            func resolve(_ reference: ColumnReference, role: String) throws(SeriesReadError) -> Column {
                switch reference {
                case .position(let position):
                    guard position >= 1 else {
                        throw failure(
                            "the position for the \(role) is \(position), but positions are counted from 1", first)
                    }
                    let width = usesObjects ? first.object?.members.count ?? 0 : first.array?.count ?? 0
                    guard position <= width else {
                        let what = usesObjects ? "member" : "element"
                        throw failure(
                            "there is no \(what) \(position) for the \(role): "
                                + "the first of the \(shapeName) has \(width)",
                            first)
                    }
                    return .index(position - 1)
                case .name(let name):
                    guard usesObjects else {
                        throw failure(
                            "the elements are [date, value] pairs, which have no names; give the position of the "
                                + "\(role) instead of \(CellText.quoted(name)), counted from 1",
                            first)
                    }
                    guard elements.contains(where: { $0[name] != nil }) else {
                        let keys = first.object?.keys ?? []
                        throw failure(
                            "there is no member named \(CellText.quoted(name)) for the \(role): "
                                + "the first object has \(keys.isEmpty ? "no members" : CellText.list(keys))"
                                + NameSuggestion.didYouMean(name, among: keys),
                            first)
                    }
                    return .member(name)
                }
            }

            // The candidates, in the order they are tried.
            let candidates: [Column]
            if usesObjects {
                candidates = (first.object?.keys ?? []).map(Column.member)
            } else {
                candidates = (0..<(elements.map { $0.array?.count ?? 0 }.max() ?? 0)).map(Column.index)
            }
            func firstFilled(_ column: Column) -> JSONNode? {
                for element in elements {
                    guard let node = JSONSeriesReader.node(in: element, column), !node.isNull,
                        node.string?.isEmpty != true
                    else {
                        continue
                    }
                    return node
                }
                return nil
            }
            func found() -> String {
                if let keys = first.object?.keys {
                    return keys.isEmpty ? "no members" : "the members \(CellText.list(keys))"
                }
                return "\(first.array?.count ?? 0) elements"
            }

            if let reference = options.dateColumn {
                date = try resolve(reference, role: "dates")
            } else if usesObjects, first["date"] != nil {
                date = .member("date")
            } else if let column = candidates.first(where: { column in
                guard var text = firstFilled(column)?.string else { return false }
                return text.withUTF8 { dates.readsAsDate(CellText.trimmed(UnsafeRawBufferPointer($0))) }
            }) {
                date = column
            } else {
                let expected =
                    options.dateFormat.map { "a date in the form \(CellText.quoted($0.pattern))" }
                    ?? "a date like \"2026-03-03\""
                throw failure(
                    "no \(usesObjects ? "member" : "element") reads as dates: expected \(expected) "
                        + (usesObjects ? "in a member named \"date\" or another" : "in one of them")
                        + ", found \(found())",
                    first)
            }

            if let reference = options.valueColumn {
                value = try resolve(reference, role: "values")
            } else if usesObjects, first["value"] != nil, date != .member("value") {
                value = .member("value")
            } else {
                var chosen: Column?
                for column in candidates where column != date {
                    guard let node = firstFilled(column) else { continue }
                    if node.number != nil {
                        chosen = column
                        break
                    }
                    if var text = node.string,
                        text.withUTF8({ numbers.read(UnsafeRawBufferPointer($0)) }) != .notANumber
                    {
                        chosen = column
                        break
                    }
                }
                let dateColumn = date
                let others = candidates.filter { $0 != dateColumn }
                if chosen == nil, others.count == 1 {
                    // With one member or element besides the dates there is no choice to make:
                    // its own errors (or gaps) say more than "none reads as numbers".
                    chosen = others[0]
                }
                guard let chosen else {
                    throw failure(
                        "no \(usesObjects ? "member" : "element") other than the dates reads as numbers: expected a "
                            + "number like 8412 or -3.5"
                            + (usesObjects ? " in a member named \"value\" or another" : "") + ", "
                            + "found \(found())",
                        first)
                }
                value = chosen
            }
            if date == value {
                throw failure(
                    "the dates and the values are both taken from \(Self.label(of: date, usesObjects: usesObjects)); "
                        + "choose two different ones",
                    first)
            }

            var filters: [FilterState] = []
            for filter in options.filters {
                let column = try resolve(
                    filter.column, role: "condition \(CellText.quoted("\(filter.column.name)=\(filter.value)"))")
                let index: Int? = if case .index(let index) = column { index } else { nil }
                filters.append(
                    FilterState(filter: filter, index: index, label: Self.label(of: column, usesObjects: usesObjects)))
            }
            self.filters = FilterState.combined(filters)

            if let seriesColumn {
                let column = try resolve(seriesColumn, role: "series (--series)")
                if column == date || column == value {
                    throw failure(
                        "the series are told apart by \(Self.label(of: column, usesObjects: usesObjects)), which holds "
                            + "the \(column == date ? "dates" : "values"); choose another for --series",
                        first)
                }
                series = column
            } else {
                let taken =
                    [date, value]
                    + filters.map { filter in
                        filter.index.map(Column.index) ?? .member(filter.filter.column.name)
                    }
                for column in candidates where !taken.contains(column) {
                    guard textColumns.count < DelimitedLayout.maximumTextColumns,
                        var text = firstFilled(column)?.string
                    else { continue }
                    let isText = text.withUTF8 { utf8 in
                        let cell = CellText.trimmed(UnsafeRawBufferPointer(utf8))
                        return numbers.read(cell) == .notANumber && !dates.readsAsDate(cell)
                    }
                    if isText { textColumns.append(column) }
                }
            }
        }

        /// `member 'date'`, `member 2` or `element 1`, for messages.
        func label(of column: Column) -> String {
            Self.label(of: column, usesObjects: usesObjects)
        }

        static func label(of column: Column, usesObjects: Bool) -> String {
            switch column {
            case .member(let name): "member \(CellText.quoted(name))"
            case .index(let index): usesObjects ? "member \(index + 1)" : "element \(index + 1)"
            }
        }
    }

    /// The node a column picks out of an element, if it has one.
    package static func node(in element: JSONNode, _ column: Column) -> JSONNode? {
        switch column {
        case .member(let name): element[name]
        case .index(let index): element.object?.members[safe: index]?.value ?? element[index]
        }
    }

    /// The state of one read: turns elements into samples.
    struct ElementReader: ~Copyable {
        let layout: Layout
        var dates: DateReader
        var numbers: NumberReader
        var builder: TableBuilder
        var filters: [FilterState]
        let usesObjects: Bool
        var splitter: SeriesSplitter?
        var evidence: [LongTableEvidence] = []

        init(
            layout: Layout, dates: DateReader, skipsBadRows: Bool, usesObjects: Bool, decimalMark: DecimalMark = .point
        ) {
            self.numbers = NumberReader(decimalMark: decimalMark)
            if let series = layout.series {
                splitter = SeriesSplitter(index: nil, label: layout.label(of: series))
            }
            evidence = layout.textColumns.enumerated().map { offset, column in
                let reference: String
                switch column {
                case .member(let name): reference = name
                case .index(let index): reference = String(index + 1)
                }
                return LongTableEvidence(index: offset, label: layout.label(of: column), reference: reference)
            }
            self.layout = layout
            self.dates = dates
            self.builder = TableBuilder(skipsBadRows: skipsBadRows)
            self.filters = layout.filters
            self.usesObjects = usesObjects
        }

        /// Reads one element into the table, or rejects it; `lineOf` finds a node's line.
        mutating func read(
            _ element: JSONNode, failure: (String, JSONNode) -> SeriesReadError, lineOf: (JSONNode) -> Int
        ) throws(SeriesReadError) {
            let isObject = element.object != nil
            guard isObject == usesObjects, isObject || element.array != nil else {
                builder.dataRowCount += 1
                let expected =
                    usesObjects ? "an object like the first element" : "a [date, value] pair like the first element"
                try builder.reject(failure("expected \(expected), found \(element.kindDescription)", element))
                return
            }
            if !filters.isEmpty {
                var meetsAll = true
                for index in filters.indices {
                    let column: Column =
                        filters[index].index.map(Column.index) ?? .member(filters[index].filter.column.name)
                    var text = JSONSeriesReader.node(in: element, column).map(Self.filterText) ?? ""
                    let matches = text.withUTF8 { filters[index].test(CellText.trimmed(UnsafeRawBufferPointer($0))) }
                    if !matches { meetsAll = false }
                }
                guard meetsAll else {
                    builder.filteredOutRowCount += 1
                    return
                }
            }
            builder.dataRowCount += 1
            var group = -1
            if let series = layout.series {
                var key = JSONSeriesReader.node(in: element, series).map(Self.filterText) ?? ""
                let found = key.withUTF8 { splitter!.group(for: CellText.trimmed(UnsafeRawBufferPointer($0))) }
                switch found {
                case .success(let index):
                    group = index
                    splitter!.groups[group].dataRowCount += 1
                case .failure(let problem):
                    try builder.reject(failure(splitter!.message(for: problem), element))
                    return
                }
            }
            func reject(_ error: SeriesReadError) throws(SeriesReadError) {
                if group >= 0, builder.skipsBadRows { splitter!.groups[group].noteSkipped(error) }
                try builder.reject(error)
            }
            func append(_ value: Double, at time: Double) {
                if group >= 0 {
                    splitter!.groups[group].append(time: time, value: value)
                    builder.splitSampleCount += 1
                    return
                }
                builder.append(time: time, value: value)
                noteEvidence()
            }
            // Every sample of a table read as one series, a gap too, tells the long-table watch
            // which text its element holds.
            func noteEvidence() {
                for index in evidence.indices {
                    var key = JSONSeriesReader.node(in: element, layout.textColumns[index]).map(Self.filterText) ?? ""
                    key.withUTF8 { evidence[index].noteSample(CellText.trimmed(UnsafeRawBufferPointer($0))) }
                }
            }
            // An empty value is a gap: the sample keeps its date, with no value.
            func appendGap(at time: Double) {
                if group >= 0 {
                    splitter!.groups[group].appendGap(time: time)
                    builder.gapCount += 1
                    builder.splitSampleCount += 1
                } else {
                    builder.appendGap(time: time)
                    noteEvidence()
                }
            }

            guard let dateNode = JSONSeriesReader.node(in: element, layout.date) else {
                try reject(
                    failure("expected a date in \(layout.label(of: layout.date)), found none in this element", element))
                return
            }
            guard var dateText = dateNode.string else {
                try reject(
                    failure(
                        "expected a date in a string like \"2026-03-03\" in \(layout.label(of: layout.date)), "
                            + "found \(dateNode.kindDescription)",
                        dateNode))
                return
            }
            let line = lineOf(dateNode)
            let dateLabel = layout.label(of: layout.date)
            let reading = dateText.withUTF8 { utf8 -> Result<Double, DateProblem> in
                let cell = CellText.trimmed(UnsafeRawBufferPointer(utf8))
                if cell.isEmpty {
                    return .failure(DateProblem(message: "expected a date in \(dateLabel), found an empty string"))
                }
                do throws(DateProblem) {
                    return .success(try dates.instant(of: cell, line: line))
                } catch {
                    return .failure(error)
                }
            }
            let time: Double
            switch reading {
            case .success(let instant): time = instant
            case .failure(let problem):
                try reject(failure(problem.message, dateNode))
                return
            }

            guard let valueNode = JSONSeriesReader.node(in: element, layout.value) else {
                try reject(
                    failure(
                        "expected a value in \(layout.label(of: layout.value)), found none in this element", element))
                return
            }
            switch valueNode.value {
            case .null:
                appendGap(at: time)
            case .number(let number):
                if number.double.isFinite {
                    append(number.double, at: time)
                } else {
                    var text = number.text
                    try reject(
                        failure(text.withUTF8 { ValueText.tooLargeMessage(UnsafeRawBufferPointer($0)) }, valueNode))
                }
            case .string(var text):
                let reading = text.withUTF8 { numbers.read(UnsafeRawBufferPointer($0)) }
                switch reading {
                case .number(let value): append(value, at: time)
                case .empty: appendGap(at: time)
                case .notANumber:
                    try reject(
                        failure(
                            text.withUTF8 {
                                ValueText.notANumberMessage(
                                    UnsafeRawBufferPointer($0), decimalMark: numbers.decimalMark)
                            }, valueNode))
                case .tooLarge:
                    try reject(
                        failure(text.withUTF8 { ValueText.tooLargeMessage(UnsafeRawBufferPointer($0)) }, valueNode))
                }
            default:
                try reject(
                    failure("expected a number like 8412 or -3.5, found \(valueNode.kindDescription)", valueNode))
            }
        }

        /// The text a filter compares: a string's content, a number as written, `true` or
        /// `false`, and nothing for `null`, arrays and objects.
        private static func filterText(_ node: JSONNode) -> String {
            switch node.value {
            case .string(let text): text
            case .number(let number): number.text
            case .bool(let flag): flag ? "true" : "false"
            default: ""
            }
        }
    }
}

extension Array {
    /// The element at `index`, or `nil` when it is out of range.
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
