import SeriesIO

/// What tells two reads of the same input apart, for the differential tests and fuzz target:
/// the series (instants and values to the bit, any NaN equal to any other), their names, the
/// counts, the columns, the notes, and an error's kind, line and column.
package enum ReadComparison {
    /// The first difference between two reads of one series, or `nil` when they agree.
    package static func difference(
        _ fast: Result<SeriesTable, SeriesReadError>, _ plain: Result<SeriesTable, SeriesReadError>
    ) -> String? {
        switch (fast, plain) {
        case (.success(let fast), .success(let plain)): difference(fast, plain)
        case (.failure(let fast), .failure(let plain)): difference(fast, plain)
        case (.success(let fast), .failure(let plain)):
            "the fast reader read \(fast.count) samples where the plain one failed: \(plain)"
        case (.failure(let fast), .success(let plain)):
            "the fast reader failed where the plain one read \(plain.count) samples: \(fast)"
        }
    }

    /// The first difference between two reads of a long table, or `nil` when they agree.
    package static func difference(
        _ fast: Result<SeriesCollection, SeriesReadError>, _ plain: Result<SeriesCollection, SeriesReadError>
    ) -> String? {
        switch (fast, plain) {
        case (.success(let fast), .success(let plain)):
            if fast.members.map(\.name) != plain.members.map(\.name) {
                return "series names \(fast.members.map(\.name)) against \(plain.members.map(\.name))"
            }
            if fast.columnName != plain.columnName || fast.columnPosition != plain.columnPosition {
                return "series column \(String(describing: fast.columnName)) \(String(describing: fast.columnPosition))"
                    + " against \(String(describing: plain.columnName)) \(String(describing: plain.columnPosition))"
            }
            if fast.filteredOutRowCount != plain.filteredOutRowCount {
                return "rows left out \(fast.filteredOutRowCount) against \(plain.filteredOutRowCount)"
            }
            for (one, other) in zip(fast.members, plain.members) {
                if let difference = difference(one.table, other.table) { return "series '\(one.name)': \(difference)" }
            }
            return nil
        case (.failure(let fast), .failure(let plain)): return difference(fast, plain)
        case (.success(let fast), .failure(let plain)):
            return "the fast reader read \(fast.members.count) series where the plain one failed: \(plain)"
        case (.failure(let fast), .success(let plain)):
            return "the fast reader failed where the plain one read \(plain.members.count) series: \(fast)"
        }
    }

    /// The first difference between two errors' kinds and places, or `nil`.
    package static func difference(_ fast: SeriesReadError, _ plain: SeriesReadError) -> String? {
        guard fast.kind == plain.kind, fast.line == plain.line, fast.column == plain.column else {
            return "error \(fast) against \(plain.kind) at \(String(describing: plain.line)):"
                + "\(String(describing: plain.column)) \(plain.message)"
        }
        return nil
    }

    /// The first difference between two tables, or `nil`.
    package static func difference(_ fast: SeriesTable, _ plain: SeriesTable) -> String? {
        if fast.count != plain.count || fast.values.count != plain.values.count {
            return "\(fast.count) samples against \(plain.count)"
        }
        for index in fast.times.indices {
            if fast.times[index].bitPattern != plain.times[index].bitPattern {
                return "sample \(index): instant \(fast.times[index]) against \(plain.times[index])"
            }
            let (one, other) = (fast.values[index], plain.values[index])
            if !(one.isNaN && other.isNaN) && one.bitPattern != other.bitPattern {
                return "sample \(index): value \(one) against \(other)"
            }
        }
        let counts: [(String, Int, Int)] = [
            ("gaps", fast.gapCount, plain.gapCount),
            ("skipped rows", fast.skippedRowCount, plain.skippedRowCount),
            ("repeated dates", fast.duplicateDateCount, plain.duplicateDateCount),
            ("data rows", fast.dataRowCount, plain.dataRowCount),
            ("rows left out", fast.filteredOutRowCount, plain.filteredOutRowCount),
            ("columns", fast.columnCount, plain.columnCount),
        ]
        for (name, one, other) in counts where one != other { return "\(name) \(one) against \(other)" }
        if fast.skippedRows.count != plain.skippedRows.count {
            return "\(fast.skippedRows.count) skipped rows kept against \(plain.skippedRows.count)"
        }
        for (one, other) in zip(fast.skippedRows, plain.skippedRows) {
            if let difference = difference(one, other) { return "skipped row: \(difference)" }
        }
        if fast.isSorted != plain.isSorted { return "sorted \(fast.isSorted) against \(plain.isSorted)" }
        if fast.format != plain.format || fast.hasHeader != plain.hasHeader {
            return "format \(fast.format) header \(fast.hasHeader) against \(plain.format) \(plain.hasHeader)"
        }
        if fast.dateColumnName != plain.dateColumnName || fast.valueColumnName != plain.valueColumnName
            || fast.dateColumnPosition != plain.dateColumnPosition
            || fast.valueColumnPosition != plain.valueColumnPosition
        {
            return "columns \(String(describing: fast.dateColumnName)) \(String(describing: fast.valueColumnName)) "
                + "against \(String(describing: plain.dateColumnName)) \(String(describing: plain.valueColumnName))"
        }
        if fast.delimiter != plain.delimiter || fast.decimalMark != plain.decimalMark {
            return "dialect \(String(describing: fast.delimiter)) \(fast.decimalMark) against "
                + "\(String(describing: plain.delimiter)) \(plain.decimalMark)"
        }
        if fast.readingNotes != plain.readingNotes { return "notes \(fast.readingNotes) against \(plain.readingNotes)" }
        return nil
    }
}
