import JSONSyntax

/// Reads a JSON series: an array of objects (`{"date": "2026-03-03", "value": 8412}`) or of
/// pairs (`["2026-03-03", 8412]`).
///
/// Objects find their date and value by member name (`date` and `value` when the first object
/// has them, else the first member whose first non-empty value reads as a date, or is a whole
/// number of plausible years in a member named like a date, and the first other one that reads
/// as a number), or by position among the members as written. Pairs find them by position (by
/// default the first element that reads as a date and the first other that reads as a
/// number). A value may be a number, a string holding one, or `null` or `""` for a gap, as is
/// an object without the value's member.
///
/// The text is held whole (it is 256 MiB at most) but parsed an element at a time: memory
/// follows the text, one element's tree and the two columns, whatever the array holds.
package enum JSONSeriesReader {
    /// How many elements are looked at to choose the default members or positions.
    static let sampleSize = 100

    /// Where a date, value or filtered cell is found in an element.
    package enum Column: Hashable {
        /// An object's member by name.
        case member(String)
        /// An object's member, or a pair's element, by position from 0.
        case index(Int)
    }

    /// Reads a whole JSON text.
    ///
    /// - Complexity: O(n) in the text's length.
    static func read(
        bytes: UnsafeRawBufferPointer, path: String, options: SeriesReadOptions
    ) throws(SeriesReadError) -> SeriesTable {
        try read(bytes: bytes, path: path, options: options, seriesColumn: nil).table
    }

    /// Reads a whole JSON text as one series per value of `column`.
    ///
    /// - Complexity: O(n) in the text's length.
    static func read(
        bytes: UnsafeRawBufferPointer, path: String, options: SeriesReadOptions, splittingBy column: ColumnReference
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
    ///
    /// A syntax error anywhere in the text is reported before any other problem: after the
    /// first problem with the data, the rest of the text is still checked.
    private static func read(
        bytes raw: UnsafeRawBufferPointer, path: String, options: SeriesReadOptions, seriesColumn: ColumnReference?
    )
        throws(SeriesReadError) -> (table: SeriesTable, collection: SeriesCollection?)
    {
        let bytes = UnsafeBufferPointer(start: raw.baseAddress?.assumingMemoryBound(to: UInt8.self), count: raw.count)
        var stream = JSONElementStream(bytes: bytes)
        func syntaxError(_ error: JSONSyntaxError) -> SeriesReadError {
            let isBlank = bytes.allSatisfy { [0x20, 0x0A, 0x0D, 0x09, 0xEF, 0xBB, 0xBF].contains($0) }
            if isBlank {
                return SeriesReadError(kind: .badData, path: path, message: "the file has no data rows: it is empty")
            }
            return SeriesReadError(
                kind: .badData, path: path, line: error.location.line, column: error.location.column,
                message: "the file is not valid JSON: \(error.message)")
        }
        func failure(_ message: ReadMessage, at offset: Int) -> SeriesReadError {
            var location = stream.location(ofOffset: offset)
            // A byte order mark is not a character an editor shows.
            if stream.hadByteOrderMark, location.line == 1 { location.column -= 1 }
            return SeriesReadError(
                kind: .badData, path: path, line: location.line, column: location.column, message: message)
        }
        /// The first problem with the data, thrown once the rest of the text has been checked.
        func afterCheckingTheRest(_ problem: SeriesReadError) throws(SeriesReadError) -> Never {
            do {
                while try stream.skip() {}
            } catch {
                throw syntaxError(error)
            }
            throw problem
        }

        let opening: JSONElementStream.Opening
        do {
            opening = try stream.open()
        } catch {
            throw syntaxError(error)
        }
        guard case .array(let rootOffset) = opening else {
            guard case .other(let kind, let offset) = opening else { preconditionFailure() }
            throw failure(
                "expected an array of objects like {\"date\": \"2026-03-03\", \"value\": 8412} or of pairs like "
                    + "[\"2026-03-03\", 8412] at the top level, found \(kind.description)",
                at: offset)
        }

        // The first elements settle the layout; then every element is read, the first ones again.
        var sample = Sample()
        var sampleCount = 0
        while sampleCount < sampleSize {
            let next: JSONNode?
            do {
                next = try stream.next()
            } catch {
                throw syntaxError(error)
            }
            guard let element = next else { break }
            if sampleCount == 0, element.object == nil, element.array == nil {
                try afterCheckingTheRest(
                    failure(
                        "expected an object like {\"date\": \"2026-03-03\", \"value\": 8412} or a pair like "
                            + "[\"2026-03-03\", 8412], found \(element.kindDescription)",
                        at: element.offset))
            }
            sample.add(element)
            sampleCount += 1
        }
        guard sampleCount > 0 else { throw failure("the file has no data rows: the array is empty", at: rootOffset) }
        let dates = DateReader(pattern: options.dateFormat, calendar: options.calendar)
        let layout: Layout
        do {
            layout = try Layout(sample: sample, options: options, dates: dates, seriesColumn: seriesColumn) {
                failure($0, at: $1)
            }
        } catch {
            // The elements read for the layout are read again below; past them, the text is
            // still checked.
            try afterCheckingTheRest(error)
        }

        var reading = ElementReader(
            layout: layout, dates: dates, skipsBadRows: options.skipsBadRows, usesObjects: sample.usesObjects,
            decimalMark: options.decimalMark ?? .point)
        stream = JSONElementStream(bytes: bytes)
        do {
            _ = try stream.open()
        } catch {
            throw syntaxError(error)
        }
        while true {
            let next: JSONNode?
            do {
                next = try stream.next()
            } catch {
                throw syntaxError(error)
            }
            guard let element = next else { break }
            do {
                try reading.read(
                    element, failure: { failure($0, at: $1.offset) }, lineOf: { stream.line(ofOffset: $0.offset) })
            } catch {
                try afterCheckingTheRest(error)
            }
        }
        if !reading.filters.isEmpty, reading.builder.dataRowCount == 0 {
            throw SeriesReadError(
                kind: .badData, path: path, message: ReadMessage(verbatim: FilterState.noMatchMessage(reading.filters)))
        }
        if let message = reading.builder.emptinessMessage(valueColumn: layout.label(of: layout.value)) {
            throw SeriesReadError(kind: .badData, path: path, message: ReadMessage(verbatim: message))
        }
        func name(_ column: Column) -> String? {
            if case .member(let name) = column { return name }
            if sample.usesObjects, case .index(let index) = column { return sample.firstKeys[safe: index] }
            return nil
        }
        func position(_ column: Column) -> Int? {
            if !sample.usesObjects, case .index(let index) = column { return index + 1 }
            return nil
        }
        let splitter = reading.splitter
        let evidence = reading.evidence
        let filteredOut = reading.builder.filteredOutRowCount
        let table = reading.builder.table(
            format: .json, hasHeader: false, dateColumnName: name(layout.date), valueColumnName: name(layout.value),
            dateColumnPosition: position(layout.date), valueColumnPosition: position(layout.value),
            columnCount: sample.firstCount)
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
}
