import JSONSyntax

extension JSONSeriesReader {
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
        /// The dates' column as messages name it, made once rather than for every element.
        let dateLabel: String

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
            self.dateLabel = layout.label(of: layout.date)
            self.dates = dates
            self.builder = TableBuilder(skipsBadRows: skipsBadRows)
            self.filters = layout.filters
            self.usesObjects = usesObjects
        }

        /// Reads one element into the table, or rejects it; `lineOf` finds a node's line.
        mutating func read(
            _ element: JSONNode, failure: (ReadMessage, JSONNode) -> SeriesReadError, lineOf: (JSONNode) -> Int
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
            // A date is a string, or a year written as a number (`"year": 1995`).
            let yearNumber = dateNode.number.flatMap { JSONSeriesReader.plausibleYear($0) != nil ? $0 : nil }
            guard var dateText = dateNode.string ?? yearNumber?.text else {
                let found =
                    dateNode.number.map { "the number \($0.text)" } ?? dateNode.kindDescription
                try reject(
                    failure(
                        "expected a date in a string like \"2026-03-03\", or a year as a number like 1995, in "
                            + "\(layout.label(of: layout.date)), found \(found)",
                        dateNode))
                return
            }
            let line = lineOf(dateNode)
            let dateLabel = self.dateLabel
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
                // An object without the value's member is a gap, as an empty cell is in CSV.
                if case .member = layout.value, usesObjects, element.object != nil {
                    appendGap(at: time)
                    return
                }
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
