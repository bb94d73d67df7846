import Foundation
import Testing

@testable import SeriesIO

@Suite("Delimiters and decimal marks")
struct DelimitedDialectTests {
    func delimiter(_ text: String, isAtEnd: Bool = true) -> Character {
        let byte = Array(text.utf8).withUnsafeBytes { DelimitedDialect.sniffDelimiter($0, isAtEnd: isAtEnd) }
        return Character(Unicode.Scalar(byte))
    }

    @Test("';' is the delimiter when every line has the same number of them and commas do not")
    func semicolons() {
        #expect(delimiter("Datum;Wert\n2026-03-01;1,5\n2026-03-02;2\n") == ";")
        #expect(delimiter("2026-03-01;1,5\n2026-03-02;2,25\n") == ";", "every comma between digits is a decimal comma")
        #expect(delimiter("a;b;c\n\n1;2;3\n") == ";", "blank lines do not count")
        #expect(delimiter("date,note,value\n2026-03-01,a;b,5\n") == ",", "the header has no ';'")
        #expect(delimiter("date,value\n2026-03-01,5\n") == ",")
        #expect(delimiter("x;y,z\n1;2,a\n") == ",", "both consistent, and a comma not between digits")
        #expect(delimiter("\"a;b\",c\n\"d;e\",f\n") == ",", "semicolons in quotes do not count")
        #expect(delimiter("a;b\n1;2\n3;4;5\n") == ",", "the count must be the same on every line")
    }

    @Test("a last line cut off by the end of the bytes held counts only at the end of the file")
    func cutOffLine() {
        #expect(delimiter("a;b\n1;2\n3", isAtEnd: false) == ";")
        #expect(delimiter("a;b\n1;2\n3,4,5", isAtEnd: false) == ";")
        #expect(delimiter("a;b\n1;2\n3,4,5", isAtEnd: true) == ",")
    }

    func mark(_ cells: [String], delimiter: Character = ";", excluding excluded: Set<Int> = []) -> DecimalMark? {
        let votes = DelimitedDialect.votes(
            cells: cells.enumerated().map { (column: $0.offset, cell: Array($0.element.utf8)) }, excluding: excluded)
        return DelimitedDialect.decimalMark(votes: votes, delimiter: UInt8(ascii: Unicode.Scalar(String(delimiter))!))
    }

    @Test("the decimal mark follows the cells that read only one way")
    func decimalMark() {
        #expect(mark(["2026-03-01", "1,5"]) == .comma)
        #expect(mark(["1.234,5", "7"]) == .comma)
        #expect(mark(["3.5", "7"]) == .point)
        #expect(mark(["1.234"]) == .comma, "ambiguous: ';' files are European")
        #expect(mark(["1.234"], delimiter: "\t") == .point)
        #expect(mark(["1,5"], delimiter: ",") == .point, "a comma-separated file keeps the point")
        #expect(mark(["3.5", "1,5", "2,5", "0,5", "9,75"]) == .comma, "four to one decides")
        #expect(mark(["3.5", "1.5", "2.5", "0.5", "9,75"], delimiter: "\t") == .point)
    }

    @Test("a vote split between the two marks is not guessed")
    func splitVote() {
        #expect(mark(["3.5", "1,5"]) == nil)
        #expect(mark(["3.5", "1,5"], delimiter: "\t") == nil)
        #expect(mark(["3.5", "1.5", "2,5"]) == nil, "two to one is too close")
    }

    @Test("the dates' and the series names' columns never vote")
    func excludedColumns() {
        // 01.2006 reads as 1.2006 with a decimal point: a date, which must not choose the mark.
        #expect(mark(["01.2006", "135.450"]) == .point)
        #expect(mark(["01.2006", "135.450"], excluding: [0]) == .comma)
        #expect(mark(["1.5", "7"], excluding: [0]) == .comma)
    }

    @Test("a German export of months written MM.yyyy is read at the scale it is written")
    func germanMonths() throws {
        var lines = ["Monat;Wert"]
        for month in 1...12 { lines.append("\(month < 10 ? "0" : "")\(month).2006;\(134 + month).450") }
        let text = lines.joined(separator: "\r\n") + "\r\n"
        let table = try read(text, options: options(dateFormat: "MM.yyyy"))
        #expect(table.decimalMark == .comma)
        let expected: [Double] = (1...12).map { month in Double((134 + month) * 1_000 + 450) }
        #expect(table.values == expected)
        #expect(
            table.formatNotes.last
                == "values such as '135.450' in column 'Wert' are read as 135450; if that means 135.45, give "
                + "'.' as the decimal mark")
    }

    @Test("a split vote is refused, naming a cell of each reading and its column")
    func splitVoteRefused() throws {
        let error = try readError("date;rate;value\n2026-03-01;3.5;1,5\n2026-03-02;4.5;2,5\n")
        #expect(error.kind == .badData)
        #expect(
            error.message
                == "the decimal mark cannot be told from the first rows: 2 cells such as '3.5' in column 'rate' (3.5) "
                + "read as numbers only with '.' as the decimal mark, and 2 such as '1,5' in column 'value' (1.5) only "
                + "with ','; give '.' as the decimal mark or ',' as the decimal mark")
        let given = try read(
            "date;rate;value\n2026-03-01;3.5;\"1,5\"\n",
            options: SeriesReadOptions(valueColumn: .name("rate"), decimalMark: .point))
        #expect(given.values == [3.5])
    }

    @Test("a cell that reads as two different numbers is found")
    func ambiguity() {
        let cells = ["date", "12", "1.234"].map { Array($0.utf8) }
        #expect(DelimitedDialect.ambiguousCell(in: cells) == Array("1.234".utf8))
        #expect(DelimitedDialect.ambiguousCell(in: [Array("1.5".utf8), Array("7".utf8)]) == nil)
    }

    @Test("delimiters are read from their characters and names")
    func arguments() {
        #expect(FieldDelimiter(argument: ";") == .semicolon)
        #expect(FieldDelimiter(argument: "tab") == .tab)
        #expect(FieldDelimiter(argument: "\t") == .tab)
        #expect(FieldDelimiter(argument: "\\t") == .tab)
        #expect(FieldDelimiter(argument: "|") == .verticalBar)
        #expect(FieldDelimiter(argument: ",")?.byte == UInt8(ascii: ","))
        #expect(FieldDelimiter(argument: ":") == nil)
    }

    @Test("an Excel export from Germany reads with its BOM, ';', CRLF, decimal commas and grouping marks")
    func excelExport() throws {
        let table = try SeriesReader.read(
            path: Fixture.path("excel-european.csv"), options: options(dateFormat: "dd.MM.yyyy"))
        #expect(table.delimiter == .semicolon)
        #expect(table.decimalMark == .comma)
        // 5 March's empty value is a gap, kept with its date.
        #expect(table.values.map(\.bitPattern) == [1234.5, 987.25, 2001.75, .nan, -12.5, 1500].map(\.bitPattern))
        #expect(table.times == [2, 3, 4, 5, 6, 9].map { instant(2026, 3, $0) })
        #expect(table.gapCount == 1)
        #expect(table.valueColumnName == "Umsatz")
        #expect(
            table.formatNotes == [
                "read as a European file: fields separated by ';', ',' as the decimal mark (1.234,5 is 1234.5); "
                    + "'.' as the decimal mark reads it otherwise"
            ])
    }

    @Test("a European file read with '.' as the decimal mark says why its numbers do not read")
    func europeanForcedToPoint() throws {
        var readOptions = try options(dateFormat: "dd.MM.yyyy")
        readOptions.decimalMark = .point
        let error = try #require(throws: SeriesReadError.self) {
            try SeriesReader.read(path: Fixture.path("excel-european.csv"), options: readOptions)
        }
        #expect(error.line == 2)
        #expect(
            error.message
                == "no column other than the dates reads as numbers: expected a number like 8412 or -3.5 in one of the "
                + "columns, found '02.03.2026', '1.234,50' and 'Nord' ('1.234,50' reads as a number with ',' as the "
                + "decimal mark: give ',' as the decimal mark, or leave out '.' as the decimal mark)")
        readOptions.valueColumn = .name("Umsatz")
        let rowError = try #require(throws: SeriesReadError.self) {
            try SeriesReader.read(path: Fixture.path("excel-european.csv"), options: readOptions)
        }
        #expect(rowError.line == 2)
        #expect(rowError.column == 12)
        #expect(
            rowError.message
                == "expected a number like 8412 or -3.5, found '1.234,50' (write numbers without thousands separators, "
                + "with '.' as the decimal point; if ',' is the decimal mark here, give ',' as the decimal mark)")
    }

    @Test("a European file with comma delimiters forced says which character its cells hold")
    func europeanForcedToComma() throws {
        var readOptions = try options(dateFormat: "dd.MM.yyyy")
        readOptions.delimiter = .comma
        let error = try #require(throws: SeriesReadError.self) {
            try SeriesReader.read(path: Fixture.path("excel-european.csv"), options: readOptions)
        }
        #expect(
            error.message.hasSuffix(
                "(the cells hold ';': give ';' as the delimiter if that is what separates the fields)"))
    }

    @Test("numbers that read two ways are read one way and the other is named")
    func ambiguousEuropean() throws {
        let table = try SeriesReader.read(path: Fixture.path("ambiguous-european.csv"))
        #expect(table.values == [1234, 2500, 3125])
        #expect(
            table.formatNotes.last
                == "values such as '1.234' in column 'Wert' are read as 1234; if that means 1.234, give '.' as the decimal mark"
        )
        var pointOptions = SeriesReadOptions()
        pointOptions.decimalMark = .point
        let forced = try SeriesReader.read(path: Fixture.path("ambiguous-european.csv"), options: pointOptions)
        #expect(forced.values == [1.234, 2.5, 3.125])
        #expect(
            forced.formatNotes
                == [
                    "values such as '1.234' in column 'Wert' are read as 1.234, with '.' as the decimal mark; "
                        + "if that means 1234, give ',' as the decimal mark"
                ])
    }

    @Test("a tab-separated file with decimal commas reads them, and the fast path keeps its decimal mark")
    func tabsWithCommas() throws {
        let table = try read("date\tvalue\n2026-03-01\t1,5\n2026-03-02\t-2,25\n2026-03-03\t7\n", path: "t.tsv")
        #expect(table.decimalMark == .comma)
        #expect(table.values == [1.5, -2.25, 7])
        let semicolons = try read("2026-03-01;1,5\n2026-03-02;12\n2026-03-03;0,125\r\n")
        #expect(semicolons.values == [1.5, 12, 0.125])
    }

    @Test("with --decimal-comma in a comma-separated file, a decimal comma must be quoted")
    func decimalCommaWithCommas() throws {
        var readOptions = SeriesReadOptions()
        readOptions.decimalMark = .comma
        let quoted = try read("date,value\n2026-03-01,\"1,5\"\n2026-03-02,\"2,25\"\n", options: readOptions)
        #expect(quoted.values == [1.5, 2.25])
        let error = try readError("date,value\n2026-03-01,1,5\n", options: readOptions)
        #expect(error.message.hasPrefix("expected 2 columns as in the header row, found 3"))
    }
}
