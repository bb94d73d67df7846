import JSONSyntax

extension JSONSeriesReader {
    /// What the first elements of an array say about its columns, gathered an element at a
    /// time: the first element's members or length, every member name met, the widest pair,
    /// and each column's first value that is not `null` or `""`. The layout is chosen from it,
    /// in time linear in the elements' size however many members the first object has.
    package struct Sample {
        /// A column's first filled value, as the layout looks at it.
        package enum Value: Equatable {
            case string(String)
            case number(JSONNumber)
            /// `true`, `false`, an array or an object.
            case other
        }

        /// Whether the first element is an object (else a pair).
        package private(set) var usesObjects = true
        /// Where the first element starts, for messages.
        package private(set) var firstOffset = 0
        /// The first object's member names as written, repeats included.
        package private(set) var firstKeys: [String] = []
        /// The number of members or elements of the first element.
        package private(set) var firstCount = 0
        /// Every member name of the objects looked at.
        package private(set) var names: Set<String> = []
        /// The longest pair looked at.
        package private(set) var widestPair = 0
        /// Each column's first value that is neither `null` nor `""`.
        package private(set) var firstFilled: [Column: Value] = [:]
        private var count = 0

        package init() {}

        /// Looks at the next element.
        ///
        /// - Complexity: O(m) in the element's members or elements.
        package mutating func add(_ element: JSONNode) {
            if count == 0 {
                usesObjects = element.array == nil
                firstOffset = element.offset
                firstKeys = element.object?.keys ?? []
                firstCount = element.object?.members.count ?? element.array?.count ?? 0
            }
            count += 1
            if let members = element.object?.members {
                // A name given twice stands for its last value, as a reader of the object keeps.
                var last: [String: JSONNode] = [:]
                for member in members {
                    last[member.key] = member.value
                    names.insert(member.key)
                }
                for (name, node) in last { note(node, in: .member(name)) }
                for (index, member) in members.enumerated() { note(member.value, in: .index(index)) }
            } else if let elements = element.array {
                widestPair = max(widestPair, elements.count)
                for (index, node) in elements.enumerated() { note(node, in: .index(index)) }
            }
        }

        private mutating func note(_ node: JSONNode, in column: Column) {
            guard firstFilled[column] == nil else { return }
            switch node.value {
            case .null: return
            case .string(let text):
                if text.isEmpty { return }
                firstFilled[column] = .string(text)
            case .number(let number): firstFilled[column] = .number(number)
            default: firstFilled[column] = .other
            }
        }
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
            sample: Sample, options: SeriesReadOptions, dates: DateReader, seriesColumn: ColumnReference? = nil,
            failure: (ReadMessage, Int) -> SeriesReadError
        ) throws(SeriesReadError) {
            let usesObjects = sample.usesObjects
            self.usesObjects = usesObjects
            let first = sample.firstOffset
            let shapeName = usesObjects ? "objects" : "pairs"
            var numbers = NumberReader(decimalMark: options.decimalMark ?? .point)

            func resolve(_ reference: ColumnReference, role: ReadMessage) throws(SeriesReadError) -> Column {
                switch reference {
                case .position(let position):
                    guard position >= 1 else {
                        throw failure(
                            "the position for the \(role) is \(position), but positions are counted from 1", first)
                    }
                    let width = sample.firstCount
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
                    guard sample.names.contains(name) else {
                        let keys = sample.firstKeys
                        throw failure(
                            "there is no member named \(CellText.quoted(name)) for the \(role): "
                                + ReadMessage(
                                    verbatim:
                                        "the first object has \(keys.isEmpty ? "no members" : CellText.list(keys))"
                                        + NameSuggestion.didYouMean(name, among: keys)),
                            first)
                    }
                    return .member(name)
                }
            }

            // The candidates, in the order they are tried.
            let candidates: [Column] =
                usesObjects
                ? sample.firstKeys.map(Column.member) : (0..<sample.widestPair).map(Column.index)
            func found() -> String {
                if usesObjects {
                    return sample.firstKeys.isEmpty ? "no members" : "the members \(CellText.list(sample.firstKeys))"
                }
                return "\(sample.firstCount) elements"
            }
            func readsAsDate(_ column: Column) -> Bool {
                switch sample.firstFilled[column] {
                case .string(var text):
                    return text.withUTF8 { dates.readsAsDate(CellText.trimmed(UnsafeRawBufferPointer($0))) }
                case .number(let number):
                    // A year written as a number, in a member named like a date.
                    guard case .member(let name) = column, JSONSeriesReader.isNamedLikeADate(name) else {
                        return false
                    }
                    return JSONSeriesReader.plausibleYear(number) != nil
                default: return false
                }
            }

            if let reference = options.dateColumn {
                date = try resolve(reference, role: "dates")
            } else if usesObjects, sample.firstKeys.contains("date") {
                date = .member("date")
            } else if let column = candidates.first(where: readsAsDate) {
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
            } else if usesObjects, sample.firstKeys.contains("value"), date != .member("value") {
                value = .member("value")
            } else {
                var chosen: Column?
                for column in candidates where column != date {
                    switch sample.firstFilled[column] {
                    case .number: chosen = column
                    case .string(var text):
                        if text.withUTF8({ numbers.read(UnsafeRawBufferPointer($0)) }) != .notANumber {
                            chosen = column
                        }
                    default: break
                    }
                    if chosen != nil { break }
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
                let column = try resolve(seriesColumn, role: "series (\(remedy: .seriesColumn(nil)))")
                if column == date || column == value {
                    throw failure(
                        "the series are told apart by \(Self.label(of: column, usesObjects: usesObjects)), which holds "
                            + "the \(column == date ? "dates" : "values"); choose another for \(remedy: .seriesColumn(nil))",
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
                        case .string(var text) = sample.firstFilled[column]
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

    /// The year a JSON number writes, when it is a whole number from 1000 to 2999 written as
    /// one (`1995`, not `1995.0` or `1.995e3`), as a bare year in a text cell is.
    package static func plausibleYear(_ number: JSONNumber) -> Int? {
        guard number.text.utf8.count == 4, number.text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
            let year = Int(number.text), (1000...2999).contains(year)
        else { return nil }
        return year
    }

    /// Words in a member's name that say it holds dates: `date`, `year` and the word for year
    /// in the languages RangeLens speaks (`Jahr`, `année`, `año`, `rok`, `年`), anywhere in the
    /// name (`fiscal_year`, `reportDate`); `yr`, `time` and `period` as whole words.
    package static func isNamedLikeADate(_ name: String) -> Bool {
        let folded = name.lowercased()
        for word in ["date", "year", "jahr", "année", "annee", "año", "年"] where folded.contains(word) { return true }
        let words = folded.split { !$0.isLetter }.map(String.init)
        return words.contains { ["yr", "yyyy", "ano", "anno", "rok", "time", "period"].contains($0) }
    }
}
