import Foundation
import Testing

@testable import SeriesIO

@Suite("Reading CSV and TSV rows")
struct DelimitedReaderTests {
    let march = (1...10).map { instant(2026, 3, $0) }

    @Test("a plain CSV file reads its dates and values in file order")
    func plainFile() throws {
        let table = try SeriesReader.read(path: Fixture.path("steps.csv"))
        #expect(table.format == .csv)
        #expect(table.times == march)
        #expect(table.values == [8412, 9120, 7311, 10250, 6402, 11873, 12004, 7950, 8833, 9407])
        #expect(table.dataRowCount == 10)
        #expect(table.gapCount == 0)
        #expect(table.isSorted)
    }

    @Test("a TSV file reads like the same CSV file")
    func tabSeparatedFile() throws {
        let csv = try SeriesReader.read(path: Fixture.path("steps.csv"))
        let tsv = try SeriesReader.read(path: Fixture.path("steps.tsv"))
        #expect(tsv.format == .tsv)
        #expect(tsv.times == csv.times)
        #expect(tsv.values == csv.values)
    }

    @Test("a spreadsheet export with a byte order mark, CRLF, quoted cells and no final line break reads")
    func spreadsheetExport() throws {
        let table = try SeriesReader.read(path: Fixture.path("spreadsheet-export.csv"))
        #expect(table.hasHeader)
        #expect(table.dateColumnName == "Date", "the byte order mark is not part of the first name")
        #expect(table.valueColumnName == "Revenue")
        #expect(table.times == Array(march.prefix(3)))
        #expect(table.values == [1204.5, 998.25, 1530])
    }

    @Test("line endings, a byte order mark and a missing final line break change nothing")
    func lineEndings() throws {
        let expected = try read("date,value\n2026-03-01,1\n2026-03-02,2\n")
        for text in [
            "date,value\r\n2026-03-01,1\r\n2026-03-02,2\r\n", "date,value\n2026-03-01,1\n2026-03-02,2",
            "date,value\r\n2026-03-01,1\r\n2026-03-02,2", "\u{FEFF}date,value\n2026-03-01,1\n2026-03-02,2\n",
            "\u{FEFF}2026-03-01,1\r\n2026-03-02,2",
        ] {
            let table = try read(text)
            #expect(table.times == expected.times, "\(text.debugDescription)")
            #expect(table.values == expected.values, "\(text.debugDescription)")
        }
    }

    @Test("quoted fields hold commas, doubled quotes and line breaks, and errors give the physical line")
    func quotedFields() throws {
        let error = try #require(throws: SeriesReadError.self) {
            try SeriesReader.read(path: Fixture.path("notes.csv"))
        }
        #expect(error.line == 9, "the bad value starts on the second line of its record")
        #expect(error.column == 8)
        #expect(error.message == "expected a number like 8412 or -3.5, found 'seven'")
        #expect(error.path.hasSuffix("notes.csv"))

        var skipping = SeriesReadOptions()
        skipping.skipsBadRows = true
        let table = try SeriesReader.read(path: Fixture.path("notes.csv"), options: skipping)
        #expect(table.values == [3, 4, 5, 6])
        #expect(table.times == Array(march.prefix(4)))
        #expect(table.skippedRowCount == 1)
        #expect(table.skippedRows.first?.line == 9)
    }

    @Test("blank lines, lines of spaces and rows of empty cells are skipped, and lines still count")
    func blankLines() throws {
        let table = try read("\n\ndate,value\n\n2026-03-01,1\n   \n,,\n\r\n2026-03-02,2\n\n")
        #expect(table.values == [1, 2])
        #expect(table.dataRowCount == 2)
        let error = try readError("\ndate,value\n\n2026-03-01,1\n\n \n2026-03-02,x\n")
        #expect(error.line == 7)
        #expect(error.column == 12)
    }

    @Test("an empty value is a gap: a sample with its date and no value, counted")
    func gaps() throws {
        let table = try read("date,value\n2026-03-01,1\n2026-03-02,\n2026-03-03,\"\"\n2026-03-04,   \n2026-03-05,5\n")
        #expect(present(table.values) == [1, nil, nil, nil, 5])
        #expect(table.times == Array(march[0...4]))
        #expect(table.gapCount == 3)
        #expect(table.dataRowCount == 5)
    }

    @Test("a file of gaps only is an error")
    func onlyGaps() throws {
        let error = try readError("date,value\n2026-03-01,\n2026-03-02,\n")
        #expect(error.kind == .badData)
        #expect(error.line == nil)
        #expect(error.message == "there are no values to read: all 2 data rows have an empty value in column 'value'")
        #expect(
            error.description
                == "test.csv: error: there are no values to read: all 2 data rows have an empty value in column 'value'"
        )
    }

    @Test("values may be quoted and padded with spaces")
    func quotedValues() throws {
        let table = try read("date,value\n2026-03-01,\"  12 \"\n2026-03-02, -3.5\n2026-03-03,\"+7\"\n")
        #expect(table.values == [12, -3.5, 7])
    }

    @Test("an empty file is an error")
    func emptyFile() throws {
        for text in ["", "\u{FEFF}"] {
            let error = try readError(text)
            #expect(error.kind == .badData)
            #expect(error.line == nil)
            #expect(error.message == "the file has no data rows: it is empty")
        }
        let blank = try readError("\n \n\r\n")
        #expect(blank.message == "the file has no data rows: it holds only blank lines")
    }

    @Test("a header without data rows is an error")
    func headerOnly() throws {
        for text in ["date,value\n", "date,value", "date,value\n\n\n"] {
            let error = try readError(text)
            #expect(error.kind == .badData)
            #expect(error.line == 1)
            #expect(error.column == 1)
            #expect(
                error.message
                    == "the file has no data rows, only a header row; expected rows of dates and values under it")
        }
    }

    @Test("a value that is not a number is an error at its line and column")
    func nonNumericValue() throws {
        let error = try readError("date,value\n2026-03-01,1\n2026-03-02,12abc\n")
        #expect(error.kind == .badData)
        #expect(error.line == 3)
        #expect(error.column == 12)
        #expect(error.message == "expected a number like 8412 or -3.5, found '12abc'")
        #expect(error.description == "test.csv:3:12: error: expected a number like 8412 or -3.5, found '12abc'")
    }

    @Test("columns count characters, not bytes")
    func columnsCountCharacters() throws {
        let error = try readError("place,date,value\nBern,2026-03-01,1\nZürich 日本,2026-03-02,x\n")
        #expect(error.line == 3)
        #expect(error.column == 22)
    }

    @Test("an empty date is an error")
    func emptyDate() throws {
        let error = try readError("date,value\n2026-03-01,1\n,2\n")
        #expect(error.line == 3)
        #expect(error.column == 1)
        #expect(error.message == "expected a date in column 'date', found an empty cell")
    }

    @Test("duplicate dates are kept and counted")
    func duplicateDates() throws {
        let table = try read("date,value\n2026-03-01,1\n2026-03-01,2\n2026-03-02,3\n2026-03-02,4\n2026-03-02,5\n")
        #expect(table.values == [1, 2, 3, 4, 5])
        #expect(table.duplicateDateCount == 3)
        #expect(table.isSorted)
    }

    @Test("unsorted rows are kept in file order, and duplicates among them are still counted")
    func unsortedRows() throws {
        let table = try read("date,value\n2026-03-03,3\n2026-03-01,1\n2026-03-03,4\n2026-03-02,2\n2026-03-01,5\n")
        #expect(table.times == [march[2], march[0], march[2], march[1], march[0]])
        #expect(table.values == [3, 1, 4, 2, 5])
        #expect(!table.isSorted)
        #expect(table.duplicateDateCount == 2)
        let series = table.series()
        #expect(series.values == [1, 5, 2, 3, 4], "the model sorts stably")
    }

    @Test("NaN, infinities and negative numbers are read as they are")
    func notFiniteAndNegative() throws {
        let table = try read("date,value\n2026-03-01,NaN\n2026-03-02,inf\n2026-03-03,-Infinity\n2026-03-04,-12.5\n")
        #expect(table.values[0].isNaN)
        #expect(table.values[1] == .infinity)
        #expect(table.values[2] == -.infinity)
        #expect(table.values[3] == -12.5)
        let series = table.series()
        #expect(series.cleaning.gapCount == 3)
        #expect(series.values[3] == -12.5)
        #expect(table.series(cleaning: .negativeAsZero).cleaning.negativeCountedAsZero == 1)
    }

    @Test("values near the largest double are read exactly, and beyond it are an error")
    func nearLargestDouble() throws {
        let table = try read("date,value\n2026-03-01,1.7976931348623157e308\n2026-03-02,1.7976931348623157e308\n")
        #expect(table.values == [.greatestFiniteMagnitude, .greatestFiniteMagnitude])
        let error = try readError("date,value\n2026-03-01,1.7976931348623157e308\n2026-03-02,1.8e308\n")
        #expect(error.line == 3)
        #expect(error.column == 12)
        #expect(
            error.message
                == "expected a number no larger than about 1.8e308, found '1.8e308', which is too large to hold")
    }

    @Test("invalid UTF-8 is an error at the byte's line and column")
    func invalidUTF8() throws {
        let error = try #require(throws: SeriesReadError.self) {
            try SeriesReader.read(path: Fixture.path("latin1.csv"))
        }
        #expect(error.kind == .badData)
        #expect(error.line == 3)
        #expect(error.column == 15)
        #expect(
            error.message
                == "expected UTF-8 text, found the byte 0xE9, which is not valid UTF-8 here (save the file as UTF-8)")
    }

    @Test("invalid UTF-8 in a header is an error too")
    func invalidUTF8InHeader() throws {
        let error = try readError(bytes: Array("date,v".utf8) + [0xFF] + Array("\n2026-03-01,1\n".utf8))
        #expect(error.line == 1)
        #expect(error.column == 7)
    }

    @Test("a row without the value column is an error at the end of the row")
    func rowTooShort() throws {
        let error = try readError("date,value\n2026-03-01,1\n2026-03-02\n")
        #expect(error.line == 3)
        #expect(error.column == 11)
        #expect(error.message == "expected at least 2 columns to reach column 'value', found 1 column in this row")
    }

    @Test("a row with more filled columns than the header is an error at the first extra cell")
    func rowTooLong() throws {
        let error = try readError("date,value\n2026-03-01,1,234\n")
        #expect(error.line == 2)
        #expect(error.column == 14)
        #expect(
            error.message
                == "expected 2 columns as in the header row, found 3 (a cell with ',' in it must be in quotes)")
        let trailing = try read("date,value\n2026-03-01,1,\n2026-03-02,2, \n")
        #expect(trailing.values == [1, 2], "extra empty cells are harmless")
    }

    @Test("a row with a cell more than a two-column header is an error at that cell, not a crash")
    func rowTooLongAmongManyRows() throws {
        // The extra cell ('c') is text in the first rows, which once made the long-table watch
        // read a column the rows of two cells do not have.
        var lines = ["date,value"] + (1...28).map { "2025-01-\(String(format: "%02d", $0)),\($0)" }
        lines.insert("2025-02-01,12a,c", at: 5)
        let text = lines.joined(separator: "\n") + "\n"
        let error = try readError(text)
        #expect(error.line == 6)
        #expect(error.column == 16)
        #expect(error.message.hasPrefix("expected 2 columns as in the header row, found 3"))
        let skipped = try read(text, options: options(skipsBadRows: true))
        #expect(skipped.values == (1...28).map(Double.init))
        #expect(skipped.skippedRowCount == 1)
        #expect(skipped.skippedRows.first?.line == 6)
    }

    @Test("a line break turned into another byte is an error at that byte, not a crash")
    func flippedLineBreak() throws {
        var bytes =
            Array(
                (["date,station,value"] + (1...28).map { "2025-01-\(String(format: "%02d", $0)),north,\($0 * 3)" })
                    .joined(separator: "\n").utf8) + [0x0A]
        // The line break ending the fourth data row becomes 0x8A: that row and the next are one
        // row of five cells, with a byte that is not UTF-8.
        let breaks = bytes.indices.filter { bytes[$0] == 0x0A }
        bytes[breaks[4]] = 0x8A
        let error = try readError(bytes: bytes)
        #expect(error.line == 5)
        #expect(error.column == 20)
        #expect(error.message.hasPrefix("expected UTF-8 text, found the byte 0x8A"))
        let skipped = try read(bytes: bytes, options: options(skipsBadRows: true))
        #expect(skipped.count == 26)
        #expect(skipped.skippedRowCount == 1)
    }

    @Test("text after a closing quote is an error at that character")
    func textAfterQuote() throws {
        let error = try readError("date,value\n2026-03-01,\"1\"2\n")
        #expect(error.line == 2)
        #expect(error.column == 15)
        #expect(
            error.message == "expected ',' or the end of the line after the closing quote of a field, found '2' "
                + "(a quote inside a quoted field is written twice: \"\")")
    }

    @Test("a quote that is never closed is an error at the quote, even when skipping bad rows")
    func unclosedQuote() throws {
        for skipping in [false, true] {
            let error = try readError(
                "date,value\n2026-03-01,1\n2026-03-02,\"2\n2026-03-03,3\n", options: options(skipsBadRows: skipping))
            #expect(error.line == 3)
            #expect(error.column == 12)
            #expect(
                error.message
                    == "expected a closing quote for the quoted field that starts here, found the end of the file "
                    + "(a quote inside a quoted field is written twice: \"\")")
        }
    }

    @Test("skipping bad rows counts them, keeps the first errors and reads the rest")
    func skipBadRows() throws {
        var text = "date,value\n"
        for day in 1...28 {
            text +=
                day % 2 == 0
                ? "2026-02-\(String(format: "%02d", day)),bad\n" : "2026-02-\(String(format: "%02d", day)),\(day)\n"
        }
        text += "2026-02-30,1\n2026-03-01,\n"
        let table = try read(text, options: options(skipsBadRows: true))
        #expect(present(table.values) == stride(from: 1.0, through: 27, by: 2).map { $0 } + [nil])
        #expect(table.skippedRowCount == 15)
        #expect(table.skippedRows.count == SeriesTable.maximumKeptErrors)
        #expect(table.skippedRows.first?.line == 3)
        #expect(table.skippedRows.first?.message == "expected a number like 8412 or -3.5, found 'bad'")
        #expect(table.gapCount == 1)
        #expect(table.dataRowCount == 30)
    }

    @Test("when every row is bad, skipping still ends in an error naming the first")
    func allRowsBad() throws {
        let error = try readError("date,value\n2026-03-01,x\n2026-03-02,y\n", options: options(skipsBadRows: true))
        #expect(error.line == nil)
        #expect(
            error.message == "none of the 2 data rows could be read (the first: "
                + "test.csv:2:12: error: expected a number like 8412 or -3.5, found 'x')")
    }

    @Test("quoted header names are unquoted")
    func quotedHeader() throws {
        let table = try read("\"the \"\"date\"\"\",\"steps, daily\"\n2026-03-01,1\n")
        #expect(table.dateColumnName == "the \"date\"")
        #expect(table.valueColumnName == "steps, daily")
    }
}

@Suite("The fast paths read as the general path does")
struct FastPathTests {
    /// A long table of `rows` rows, `symbol;date;value` with the dates in the middle, in shapes
    /// the simple path takes and shapes it leaves to the general path (quotes, spaces, long and
    /// decimal values, gaps, CRLF), with the values each symbol should read.
    static func longTable(
        rows: Int, delimiter: String
    ) -> (text: String, expected: [String: [Double]], gaps: [String: Int]) {
        var generator = SplitMix64(seed: 2026)
        var text = ["symbol", "date", "value"].joined(separator: delimiter) + "\n"
        var expected: [String: [Double]] = [:]
        var gaps: [String: Int] = [:]
        let symbols = ["AAA", "B", "CCCCCCCCCC"]
        for row in 0..<rows {
            let symbol = symbols[row % 3]
            let date = CivilDateText.iso(dayNumber: 10_957 + row / 3)
            let number = Int(generator.next() % 20_000_000) - 2_000_000
            var cell = String(number)
            var value = Double(number)
            switch row % 13 {
            case 2: cell = "\"\(number)\""
            case 4: cell = " \(number) "
            case 5:
                cell = "\(number / 100).\(String(format: "%02d", abs(number % 100)))"
                value = Double(cell)!
            case 6:
                cell = "123456789"
                value = 123_456_789
            case 8: cell = ""
            case 9:
                cell = "-0"
                value = -0.0
            case 11:
                cell = "0000042"
                value = 42
            default: break
            }
            let symbolCell = row % 17 == 3 ? "\"\(symbol)\"" : symbol
            let line = [symbolCell, date, cell].joined(separator: delimiter)
            text += row % 7 == 1 ? line + "\r\n" : line + "\n"
            // An empty cell is a gap: a sample with no value (NaN) that keeps its date.
            if cell.isEmpty { gaps[symbol, default: 0] += 1 }
            expected[symbol, default: []].append(cell.isEmpty ? .nan : value)
        }
        return (text, expected, gaps)
    }

    @Test("a long table split by --series reads every row as the general path would", arguments: [",", ";"])
    func longTableSplit(delimiter: String) throws {
        let generated = Self.longTable(rows: 30_000, delimiter: delimiter)
        var readOptions = SeriesReadOptions()
        readOptions.decimalMark = .point
        let collection = try SeriesReader.read(
            bytes: Array(generated.text.utf8), path: "t.csv", options: readOptions, splittingBy: .name("symbol"))
        #expect(collection.members.map(\.name) == ["AAA", "B", "CCCCCCCCCC"])
        for member in collection.members {
            #expect(
                member.table.values.map(\.bitPattern) == generated.expected[member.name]!.map(\.bitPattern),
                "\(member.name)")
            #expect(member.table.gapCount == generated.gaps[member.name] ?? 0)
            #expect(member.table.dataRowCount == 10_000)
            #expect(member.table.isSorted)
            #expect(member.table.times.first == instant(2000, 1, 1))
        }
        var filtered = readOptions
        filtered.filters = [RowFilter(column: .name("symbol"), value: "B")]
        let one = try SeriesReader.read(bytes: Array(generated.text.utf8), path: "t.csv", options: filtered)
        #expect(one.values.map(\.bitPattern) == generated.expected["B"]!.map(\.bitPattern))
        #expect(one.filteredOutRowCount == 20_000)
        let refused = try #require(throws: SeriesReadError.self) {
            try SeriesReader.read(bytes: Array(generated.text.utf8), path: "t.csv", options: readOptions)
        }
        #expect(refused.message.hasPrefix("this file holds 3 series in one table"))
    }

    @Test("plain rows read eight bytes at a time give the values and days the text names")
    func plainRows() throws {
        var text = "date,value\n"
        var values: [Double] = []
        var days: [Int] = []
        var generator = SplitMix64(seed: 11)
        // From 1999 to 2005: leap days, month and year ends.
        for day in 10_592..<13_149 {
            let digits = Int(generator.next() % 9) + 1
            var number = Int(generator.next() % UInt64(pow(10, Double(digits))))
            if generator.next() % 5 == 0 { number = -number }
            let cell = day % 11 == 0 ? String(format: "%07d", abs(number)) : String(number)
            text += "\(CivilDateText.iso(dayNumber: day)),\(cell)" + (day % 3 == 0 ? "\r\n" : "\n")
            values.append(Double(cell)!)
            days.append(day)
        }
        let table = try read(text)
        #expect(table.values.map(\.bitPattern) == values.map(\.bitPattern))
        #expect(table.times == days.map { Double($0) * 86_400 })
        let impossible = try readError(text + "2005-02-29,5\n" + String(repeating: "2005-03-01,5\n", count: 10))
        #expect(impossible.message == "'2005-02-29' is not a real date: February 2005 has 28 days")
    }
    @Test("a date,name,value long table through the packed-name path reads as the general path would")
    func dateNameValue() throws {
        var generator = SplitMix64(seed: 99)
        var text = "date,symbol,value\n"
        var expected: [String: [Double]] = [:]
        var order: [String] = []
        // Short names, a long one, names with spaces inside, and ones the fast path leaves to
        // the general path (padded, quoted, not ASCII).
        let names = ["A", "BB", "SEVEN77", "EIGHT888", "New York", "Zürich"]
        for row in 0..<24_000 {
            let name = names[row % names.count]
            if !order.contains(name) { order.append(name) }
            let date = CivilDateText.iso(dayNumber: 10_957 + row / names.count)
            let number = Int(generator.next() % 2_000_000) - 1_000_000
            var nameCell = name
            if row % 29 == 3 { nameCell = " \(name)" }
            if row % 31 == 4 { nameCell = "\"\(name)\"" }
            let cell = row % 37 == 5 ? "" : String(number)
            text += "\(date),\(nameCell),\(cell)" + (row % 5 == 0 ? "\r\n" : "\n")
            expected[name, default: []].append(cell.isEmpty ? .nan : Double(number))
        }
        let collection = try SeriesReader.read(bytes: Array(text.utf8), path: "t.csv", splittingBy: .name("symbol"))
        #expect(collection.members.map(\.name) == order)
        for member in collection.members {
            #expect(member.table.values.map(\.bitPattern) == expected[member.name]!.map(\.bitPattern), "\(member.name)")
            #expect(member.table.dataRowCount == 4_000)
            #expect(member.table.duplicateDateCount == 0)
        }
    }
}
