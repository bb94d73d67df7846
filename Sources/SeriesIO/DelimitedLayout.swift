/// Where things are in a CSV or TSV file: whether the first row is a header, and the columns of
/// the dates, the values and each filter, settled from the first rows.
///
/// Rules, in order:
/// - A header: as the options say; otherwise the first row is a header when its date cell does
///   not read as a date (the cell at the date column's position, or any cell when the date
///   column is not given by position).
/// - A column given by name needs a header; a name matches exactly, or else ignoring case when
///   only one header cell does. A position counts from 1 and must be within the header (or the
///   first data row).
/// - By default the dates are in the first column whose first non-empty cell (in the first
///   ``DelimitedReader/sampleSize`` data rows) reads as a date, and the values in the first
///   other column whose first non-empty cell reads as a number; in a file of two columns the
///   values are in the other one whatever it holds, so its rows' errors speak for themselves.
package struct DelimitedLayout {
    /// A record among the first ones, kept as cell texts (unquoted and trimmed).
    package struct SampleRecord {
        package var line: Int
        package var cells: [[UInt8]]

        package init(line: Int, cells: [[UInt8]]) {
            self.line = line
            self.cells = cells
        }
    }

    package var hasHeader: Bool
    package var headerNames: [String]?
    package var dateIndex: Int
    package var valueIndex: Int
    package var filters: [FilterState]
    /// The column that tells series apart (`--series`), if given.
    package var seriesIndex: Int?
    /// Columns of text besides the dates, values, filters and series (at most
    /// ``maximumTextColumns``), watched for a long table read as one series.
    package var textColumns: [Int] = []
    /// The columns a row has: the header's, or the first data row's without a header.
    package var width: Int
    /// The decimal mark: as given, or found from the first rows' cells other than the dates'
    /// and the series names' (see ``DelimitedDialect/decimalMark(votes:delimiter:)``).
    package var decimalMark: DecimalMark

    /// Settles the layout from the first records (at least one), or explains why it cannot be.
    package init(
        records: [SampleRecord], sawEverything: Bool, format: InputFormat, options: SeriesReadOptions,
        path: String, dates: DateReader, delimiter: UInt8 = UInt8(ascii: ","), seriesColumn: ColumnReference? = nil
    ) throws(SeriesReadError) {
        let first = records[0]
        func readsAsDate(_ cell: [UInt8]) -> Bool {
            cell.withUnsafeBytes { dates.readsAsDate($0) }
        }

        if let decided = options.hasHeader {
            hasHeader = decided
        } else if case .position(let position) = options.dateColumn {
            hasHeader = !(position >= 1 && position <= first.cells.count && readsAsDate(first.cells[position - 1]))
        } else {
            hasHeader = !first.cells.contains(where: readsAsDate)
        }
        let headerNames = hasHeader ? first.cells.map { String(decoding: $0, as: UTF8.self) } : nil
        self.headerNames = headerNames
        let dataRecords = hasHeader ? Array(records.dropFirst()) : records
        guard let firstData = dataRecords.first else {
            // Sampling reads on until it has two records or the input ends.
            assert(sawEverything)
            throw SeriesReadError(
                kind: .badData, path: path, line: first.line, column: 1,
                message: "the file has no data rows, only a header row; expected rows of dates and values under it")
        }
        let width = headerNames?.count ?? firstData.cells.count
        self.width = width
        let widthLine = hasHeader ? first.line : firstData.line

        func resolve(_ reference: ColumnReference, role: ReadMessage) throws(SeriesReadError) -> Int {
            switch reference {
            case .position(let position):
                guard position >= 1 else {
                    throw SeriesReadError(
                        kind: .badData, path: path,
                        message: "the column for the \(role) is given as \(position), but columns are counted from 1")
                }
                guard position <= width else {
                    throw SeriesReadError(
                        kind: .badData, path: path, line: widthLine, column: 1,
                        message: "there is no column \(position) for the \(role): "
                            + "this row has \(width) column\(width == 1 ? "" : "s")")
                }
                return position - 1
            case .name(let name):
                guard let headerNames else {
                    throw SeriesReadError(
                        kind: .badData, path: path, line: first.line, column: 1,
                        message:
                            "columns can be found by name only under a header row, and this first row reads as data; "
                            + "give the position of the column for the \(role) instead of \(CellText.quoted(name)), "
                            + "counted from 1"
                    )
                }
                if let exact = headerNames.firstIndex(of: name) { return exact }
                let folded = headerNames.indices.filter { headerNames[$0].lowercased() == name.lowercased() }
                if folded.count == 1 { return folded[0] }
                throw SeriesReadError(
                    kind: .badData, path: path, line: first.line, column: 1,
                    message: "there is no column named \(CellText.quoted(name)) for the \(role): "
                        + ReadMessage(
                            verbatim: "the header row names \(CellText.list(headerNames))"
                                + NameSuggestion.didYouMean(name, among: headerNames)))
            }
        }

        let maximumWidth = dataRecords.map(\.cells.count).max() ?? 0
        func firstFilledCell(inColumn column: Int) -> [UInt8]? {
            for record in dataRecords where column < record.cells.count && !record.cells[column].isEmpty {
                return record.cells[column]
            }
            return nil
        }
        let foundCells = CellText.list(firstData.cells.map { String(decoding: $0, as: UTF8.self) })
        // A hint for a file read with another delimiter than its own: the cells hold one.
        var delimiterHint: ReadMessage = ""
        // (A number with a decimal comma holds a comma and says nothing about the delimiter.)
        func hintsAt(_ other: UInt8, _ cell: [UInt8]) -> Bool {
            guard cell.contains(other) else { return false }
            let marks = cell.withUnsafeBytes { NumberReader.marks(reading: $0) }
            return !marks.point && !marks.comma
        }
        for other in [UInt8(ascii: ";"), UInt8(ascii: ","), 0x09, UInt8(ascii: "|")]
        where other != delimiter && firstData.cells.contains(where: { hintsAt(other, $0) }) {
            guard let named = FieldDelimiter.allCases.first(where: { $0.byte == other }) else { continue }
            delimiterHint =
                " (the cells hold \(DelimitedDialect.name(of: other)): give \(remedy: .delimiter(named)) "
                + "if that is what separates the fields)"
            break
        }

        if maximumWidth == 1, width == 1 {
            let separator = DelimitedDialect.name(of: delimiter)
            let hint = delimiterHint
            throw SeriesReadError(
                kind: .badData, path: path, line: firstData.line, column: 1,
                message: "each row has one column, found \(foundCells); expected a date and a value "
                    + "separated by \(separator)\(hint)")
        }

        var dateIndex: Int?
        if let reference = options.dateColumn {
            dateIndex = try resolve(reference, role: "dates")
        } else {
            // A column of bare years (2017) may as well be whole numbers, so any other column
            // of dates comes first.
            var firstYearColumn: Int?
            for column in 0..<maximumWidth {
                guard let cell = firstFilledCell(inColumn: column), readsAsDate(cell) else { continue }
                if cell.withUnsafeBytes({ dates.readsAsBareYear($0) }) {
                    if firstYearColumn == nil { firstYearColumn = column }
                    continue
                }
                dateIndex = column
                break
            }
            if dateIndex == nil { dateIndex = firstYearColumn }
        }
        guard let dateIndex else {
            let expected: ReadMessage =
                options.dateFormat.map { ReadMessage(verbatim: "a date in the form \(CellText.quoted($0.pattern))") }
                ?? "a date like 2026-03-03, 2026-03-03T14:05, 2026/03/03, 2026-03, 2026-Q1 or 2026 (or give \(remedy: .datePattern(nil)))"
            throw SeriesReadError(
                kind: .badData, path: path, line: firstData.line, column: 1,
                message: "no column reads as dates: expected \(expected) in one of the columns, found \(foundCells)"
                    + (delimiterHint.isEmpty ? Self.dayFirstHint(firstData.cells) : delimiterHint))
        }
        self.dateIndex = dateIndex

        // The series names' column is settled before the decimal mark, which it must not sway.
        var seriesColumnIndex: Int?
        if let seriesColumn {
            seriesColumnIndex = try resolve(seriesColumn, role: "series (\(remedy: .seriesColumn(nil)))")
        }
        if let given = options.decimalMark {
            decimalMark = given
        } else {
            let cells = records.flatMap { record in
                record.cells.enumerated().map { (column: $0.offset, cell: $0.element) }
            }
            let votes = DelimitedDialect.votes(
                cells: cells, excluding: Set([dateIndex] + (seriesColumnIndex.map { [$0] } ?? [])))
            guard let found = DelimitedDialect.decimalMark(votes: votes, delimiter: delimiter) else {
                throw SeriesReadError(
                    kind: .badData, path: path,
                    message: DelimitedDialect.splitVoteMessage(votes) {
                        Self.label(ofColumn: $0, headerNames: headerNames)
                    })
            }
            decimalMark = found
        }
        let decimalMark = decimalMark

        var valueIndex: Int?
        if let reference = options.valueColumn {
            valueIndex = try resolve(reference, role: "values")
        } else {
            var numbers = NumberReader(decimalMark: decimalMark)
            for column in 0..<maximumWidth where column != dateIndex {
                if let cell = firstFilledCell(inColumn: column), numbers.read(cell) != .notANumber {
                    valueIndex = column
                    break
                }
            }
        }
        if valueIndex == nil, options.valueColumn == nil, width == 2, dateIndex < 2 {
            // With one column besides the dates there is no choice to make: its rows' own errors
            // (or gaps) say more than "no column reads as numbers". (The dates may have been
            // found in a wider row further down, beyond the first two columns; then there is a
            // choice after all, and nothing reads as numbers.)
            valueIndex = 1 - dateIndex
        }
        guard let valueIndex else {
            throw SeriesReadError(
                kind: .badData, path: path, line: firstData.line, column: 1,
                message: "no column other than the dates reads as numbers: expected a number like "
                    + (decimalMark == .comma ? "8412 or -3,5 " : "8412 or -3.5 ")
                    + "in one of the columns, found \(foundCells)" + Self.decimalMarkHint(firstData.cells, decimalMark))
        }
        self.valueIndex = valueIndex
        if dateIndex == valueIndex {
            throw SeriesReadError(
                kind: .badData, path: path,
                message: "the dates and the values are both taken from "
                    + "\(Self.label(ofColumn: dateIndex, headerNames: headerNames)); choose two different columns")
        }

        var filters: [FilterState] = []
        for filter in options.filters {
            let index = try resolve(
                filter.column, role: "condition \(CellText.quoted("\(filter.column.name)=\(filter.value)"))")
            filters.append(
                FilterState(filter: filter, index: index, label: Self.label(ofColumn: index, headerNames: headerNames)))
        }
        self.filters = FilterState.combined(filters)

        if let index = seriesColumnIndex {
            if index == dateIndex || index == valueIndex {
                throw SeriesReadError(
                    kind: .badData, path: path,
                    message: "the series are told apart by \(Self.label(ofColumn: index, headerNames: headerNames)), "
                        + "which holds the \(index == dateIndex ? "dates" : "values"); choose another column for \(remedy: .seriesColumn(nil))"
                )
            }
            self.seriesIndex = index
        } else {
            var numbers = NumberReader(decimalMark: decimalMark)
            let taken = Set([dateIndex, valueIndex] + filters.compactMap(\.index))
            // Only columns within the header (or the first row): a cell beyond them makes its
            // row an error, so it can tell no series apart.
            for column in 0..<width where !taken.contains(column) {
                guard textColumns.count < Self.maximumTextColumns, let cell = firstFilledCell(inColumn: column) else {
                    continue
                }
                if numbers.read(cell) == .notANumber, !readsAsDate(cell) { textColumns.append(column) }
            }
        }
    }

    /// How many text columns are watched for a long table.
    static let maximumTextColumns = 4

    /// A hint for a cell written day first or month first (`02.03.2026`, `3/2/2026`), which is
    /// never guessed: the pattern to give, or the two to choose from when the order is unclear;
    /// else for a month and year with a dot (`01.2006`) or a date with a month's name
    /// (`Jan 1 2000`).
    static func dayFirstHint(_ cells: [[UInt8]]) -> ReadMessage {
        for cell in cells {
            let parts = cell.split(whereSeparator: {
                $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "-")
            })
            guard cell.count <= 10, parts.count == 3, parts[0].count <= 2, parts[1].count <= 2, parts[2].count == 4,
                parts.allSatisfy({ $0.allSatisfy { $0 &- UInt8(ascii: "0") < 10 } }),
                let separator = cell.first(where: { $0 &- UInt8(ascii: "0") >= 10 })
            else { continue }
            let mark = Character(Unicode.Scalar(separator))
            let text = CellText.quoted(String(decoding: cell, as: UTF8.self))
            if mark == "." {
                return " (if \(text) is day.month.year, give \(remedy: .datePattern("dd.MM.yyyy")))"
            }
            return
                " (if \(text) is day\(mark)month\(mark)year, give \(remedy: .datePattern("dd\(mark)MM\(mark)yyyy")); "
                + "if month first, MM\(mark)dd\(mark)yyyy)"
        }
        for cell in cells {
            // `01.2006`: a month and its year, as German exports write them.
            let parts = cell.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
            guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 4,
                cell.allSatisfy({ $0 == UInt8(ascii: ".") || $0 &- UInt8(ascii: "0") < 10 }),
                let month = Int(String(decoding: parts[0], as: UTF8.self)), (1...12).contains(month)
            else { continue }
            let text = CellText.quoted(String(decoding: cell, as: UTF8.self))
            return
                " (if \(text) is month.year, give \(remedy: .datePattern("\(parts[0].count == 2 ? "MM" : "M").yyyy")))"
        }
        for cell in cells {
            guard let pattern = monthNamePattern(for: cell) else { continue }
            let text = CellText.quoted(String(decoding: cell, as: UTF8.self))
            return " (if \(text) is a date, give \(remedy: .datePattern(pattern)))"
        }
        return ""
    }

    /// The `--date-format` pattern of a date written with an English month name (`Jan 1 2000`,
    /// `1 January 2000`, `Mon, 3 Jan 2000`, `Jan-2000`), checked by reading the cell with it;
    /// `nil` for any other cell. A day is one or two digits, the year four.
    static func monthNamePattern(for cell: [UInt8]) -> String? {
        guard cell.count <= 40 else { return nil }
        let text = String(decoding: cell, as: UTF8.self)
        var pattern = ""
        var hasMonth = false
        var hasYear = false
        var days = 0
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character.isASCII, character.isLetter {
                let end = text[index...].firstIndex { !($0.isASCII && $0.isLetter) } ?? text.endIndex
                let word = text[index..<end].lowercased()
                index = end
                if CellText.monthNames.contains(where: { $0.lowercased() == word }) {
                    pattern += "MMMM"
                    hasMonth = true
                } else if word.count == 3, CellText.monthNames.contains(where: { $0.lowercased().hasPrefix(word) }) {
                    pattern += "MMM"
                    hasMonth = true
                } else if CellText.weekdayNames.contains(where: { $0.lowercased() == word }) {
                    pattern += "EEEE"
                } else if word.count == 3, CellText.weekdayNames.contains(where: { $0.lowercased().hasPrefix(word) }) {
                    pattern += "EEE"
                } else {
                    return nil
                }
            } else if character.isASCII, character.isNumber {
                let end = text[index...].firstIndex { !($0.isASCII && $0.isNumber) } ?? text.endIndex
                let digits = text.distance(from: index, to: end)
                index = end
                if digits == 4, !hasYear {
                    pattern += "yyyy"
                    hasYear = true
                } else if digits <= 2 {
                    pattern += "d"
                    days += 1
                } else {
                    return nil
                }
            } else if " ,.-/".contains(character) {
                pattern.append(character)
                index = text.index(after: index)
            } else {
                return nil
            }
        }
        guard hasMonth, hasYear, days <= 1, let compiled = try? DatePattern(pattern),
            cell.withUnsafeBytes({ (try? compiled.parse($0)) != nil })
        else { return nil }
        return pattern
    }

    /// A hint for cells that read as numbers with the other decimal mark than the one in use.
    static func decimalMarkHint(_ cells: [[UInt8]], _ decimalMark: DecimalMark) -> ReadMessage {
        for cell in cells {
            let marks = cell.withUnsafeBytes { NumberReader.marks(reading: $0) }
            switch decimalMark {
            case .point where marks.comma:
                return " (\(CellText.quoted(String(decoding: cell, as: UTF8.self))) reads as a number with ',' as the "
                    + "decimal mark: give \(remedy: .decimalMark(.comma)), or leave out \(remedy: .decimalMark(.point)))"
            case .comma where marks.point:
                return " (\(CellText.quoted(String(decoding: cell, as: UTF8.self))) reads as a number with '.' as the "
                    + "decimal mark: give \(remedy: .decimalMark(.point)), or leave out \(remedy: .decimalMark(.comma)))"
            default: continue
            }
        }
        return ""
    }

    /// `column 'steps'` with a header, `column 2` without.
    static func label(ofColumn index: Int, headerNames: [String]?) -> String {
        if let headerNames, index < headerNames.count, !headerNames[index].isEmpty {
            return "column \(CellText.quoted(headerNames[index]))"
        }
        return "column \(index + 1)"
    }
}
