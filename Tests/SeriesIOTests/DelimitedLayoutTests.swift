import Testing

@testable import SeriesIO

@Suite("Header and column choice")
struct DelimitedLayoutTests {
    @Test("a first row whose cells do not read as dates is a header")
    func headerDetected() throws {
        let table = try read("day,steps\n2026-03-03,8412\n")
        #expect(table.hasHeader)
        #expect(table.dateColumnName == "day")
        #expect(table.valueColumnName == "steps")
        #expect(table.values == [8412])
    }

    @Test("a first row that holds a date is data")
    func noHeaderDetected() throws {
        let table = try read("2026-03-03,8412\n2026-03-04,9120\n")
        #expect(!table.hasHeader)
        #expect(table.dateColumnName == nil)
        #expect(table.values == [8412, 9120])
    }

    @Test("the header option overrides detection")
    func headerOption() throws {
        let skipped = try read("2026-03-03,1\n2026-03-04,2\n", options: options(hasHeader: true))
        #expect(skipped.values == [2])
        #expect(skipped.dateColumnName == "2026-03-03")
        let error = try readError("date,value\n2026-03-04,2\n", options: options(hasHeader: false))
        #expect(error.line == 1)
        #expect(error.column == 1)
        #expect(error.message.hasPrefix("no column reads as dates"))
    }

    @Test("with the date column given by position, only that cell decides the header")
    func headerByPosition() throws {
        let table = try read("2026-01-01,label,x\n1,2026-03-03,5\n", options: options(dateColumn: .position(2)))
        #expect(table.hasHeader)
        #expect(table.times == [instant(2026, 3, 3)])
        #expect(table.valueColumnPosition == 1)
    }

    @Test(
        "by default the dates are the first column reading as dates, the values the first other reading as numbers"
    )
    func defaultColumns() throws {
        let table = try read("id,name,when,note,amount\n1,a,2026-03-03,x,12.5\n2,b,2026-03-04,y,7\n")
        #expect(table.dateColumnPosition == 3)
        #expect(table.valueColumnPosition == 1, "the id column is the first that reads as numbers")
        let chosen = try read(
            "id,name,when,note,amount\n1,a,2026-03-03,x,12.5\n2,b,2026-03-04,y,7\n",
            options: options(valueColumn: .name("amount")))
        #expect(chosen.values == [12.5, 7])
        #expect(chosen.valueColumnName == "amount")
    }

    @Test("empty cells are skipped when looking for the default columns")
    func defaultColumnsSkipEmptyCells() throws {
        let table = try read("date,note,value\n2026-03-03,,\n2026-03-04,x,5\n2026-03-05,,6\n")
        #expect(table.valueColumnName == "value")
        #expect(present(table.values) == [nil, 5, 6])
        #expect(table.gapCount == 1)
    }

    @Test("columns are found by name, by position, and by name ignoring case when only one matches")
    func columnsByNameAndPosition() throws {
        let text = "Date,Low,High\n2026-03-03,1,10\n2026-03-04,2,20\n"
        #expect(try read(text, options: options(valueColumn: .name("High"))).values == [10, 20])
        #expect(try read(text, options: options(valueColumn: .position(3))).values == [10, 20])
        #expect(
            try read(text, options: options(dateColumn: .name("date"), valueColumn: .name("high"))).values == [10, 20])
        #expect(
            try read("a,b\n2026-03-03,1\n", options: options(dateColumn: .position(1), valueColumn: .position(2)))
                .values == [1])
    }

    @Test("a column name that is not in the header is an error listing the header")
    func missingColumnName() throws {
        let error = try readError("date,steps\n2026-03-03,1\n", options: options(valueColumn: .name("value")))
        #expect(error.kind == .badData)
        #expect(error.line == 1)
        #expect(error.column == 1)
        #expect(
            error.message == "there is no column named 'value' for the values: the header row names 'date' and 'steps'")
    }

    @Test("a misspelt column name is answered with the closest header, for the dates, the values and a filter")
    func misspeltColumnName() throws {
        let text = "Date,price,volume\n2026-03-03,1,2\n2026-03-04,2,3\n"
        let value = try readError(text, options: options(valueColumn: .name("prise")))
        #expect(
            value.message
                == "there is no column named 'prise' for the values: the header row names 'Date', 'price' and 'volume'; "
                + "did you mean 'price'?")
        let date = try readError(text, options: options(dateColumn: .name("dat")))
        #expect(date.message.hasSuffix("; did you mean 'Date'?"), "\(date.message)")
        let filter = try readError(text, options: options(filters: [RowFilter(column: .name("volum"), value: "2")]))
        #expect(filter.message.hasPrefix("there is no column named 'volum' for the condition 'volum=2'"))
        #expect(filter.message.hasSuffix("; did you mean 'volume'?"), "\(filter.message)")
        let far = try readError(text, options: options(valueColumn: .name("temperature")))
        #expect(!far.message.contains("did you mean"), "\(far.message)")
    }

    @Test("a column position beyond the row is an error giving the row's width")
    func missingColumnPosition() throws {
        let error = try readError("date,steps\n2026-03-03,1\n", options: options(valueColumn: .position(5)))
        #expect(error.line == 1)
        #expect(error.message == "there is no column 5 for the values: this row has 2 columns")
        let zero = try readError("date,steps\n2026-03-03,1\n", options: options(valueColumn: .position(0)))
        #expect(zero.message == "the column for the values is given as 0, but columns are counted from 1")
    }

    @Test("naming a column in a file without a header is an error that suggests a position")
    func nameWithoutHeader() throws {
        let error = try readError("2026-03-03,1\n", options: options(valueColumn: .name("value")))
        #expect(error.line == 1)
        #expect(error.column == 1)
        #expect(
            error.message == "columns can be found by name only under a header row, and this first row reads as data; "
                + "give the position of the column for the values instead of 'value', counted from 1")
    }

    @Test("a file where no column reads as dates is an error showing the first data row")
    func noDateColumn() throws {
        let error = try readError("when,value\n03/03/2026,1\n")
        #expect(error.line == 2)
        #expect(error.column == 1)
        #expect(
            error.message
                == "no column reads as dates: expected a date like 2026-03-03, 2026-03-03T14:05, 2026/03/03, 2026-03, "
                + "2026-Q1 or 2026 (or give a date pattern) in one of the columns, found '03/03/2026' and '1' "
                + "(if '03/03/2026' is day/month/year, give the date pattern dd/MM/yyyy; if month first, MM/dd/yyyy)")
        let dotted = try readError("Datum;Wert\n02.03.2026;1,5\n")
        #expect(dotted.message.hasSuffix("(if '02.03.2026' is day.month.year, give the date pattern dd.MM.yyyy)"))
    }

    @Test("a file where no other column reads as numbers is an error showing the first data row")
    func noValueColumn() throws {
        let error = try readError("date,label,note\n2026-03-03,high,x\n")
        #expect(error.line == 2)
        #expect(
            error.message == "no column other than the dates reads as numbers: expected a number like 8412 or -3.5 "
                + "in one of the columns, found '2026-03-03', 'high' and 'x'")
        let twoColumns = try readError("date,label\n2026-03-03,high\n")
        #expect(twoColumns.line == 2)
        #expect(twoColumns.column == 12)
        #expect(
            twoColumns.message == "expected a number like 8412 or -3.5, found 'high'",
            "the only other column is the values")
    }

    @Test("a month and year with a dot get the --date-format that reads them")
    func monthYearHint() throws {
        let german = try readError("Monat;Wert\n01.2006;135.450\n02.2006;136.450\n")
        #expect(german.message.hasSuffix("(if '01.2006' is month.year, give the date pattern MM.yyyy)"))
        let short = try readError("Monat;Wert\n1.2006;135.450\n")
        #expect(short.message.hasSuffix("(if '1.2006' is month.year, give the date pattern M.yyyy)"))
        let notAMonth = try readError("Monat;Wert\n13.2006;135.450\n")
        #expect(!notAMonth.message.contains("month.year"))
    }

    @Test("a date written with a month name gets the --date-format that reads it")
    func monthNameHint() throws {
        let error = try readError("date,value\nJan 1 2000,5\nJan 2 2000,6\n")
        #expect(error.message.hasSuffix("(if 'Jan 1 2000' is a date, give the date pattern 'MMM d yyyy')"))
        let long = try readError("date,value\n\"January 1, 2000\",5\n")
        #expect(long.message.hasSuffix("(if 'January 1, 2000' is a date, give the date pattern 'MMMM d, yyyy')"))
        let weekday = try readError("date,value\n\"Mon, 3 Jan 2000\",5\n")
        #expect(weekday.message.hasSuffix("give the date pattern 'EEE, d MMM yyyy')"))
        let table = try read("date,value\nJan 1 2000,5\nJan 2 2000,6\n", options: options(dateFormat: "MMM d yyyy"))
        #expect(table.values == [5, 6])
        #expect(DelimitedLayout.monthNamePattern(for: Array("Jan 2000".utf8)) == "MMM yyyy")
        #expect(DelimitedLayout.monthNamePattern(for: Array("Foo 1 2000".utf8)) == nil)
        #expect(DelimitedLayout.monthNamePattern(for: Array("1 2 2000".utf8)) == nil)
    }

    @Test("a file of one column is an error that names the separator, and spots another one")
    func oneColumn() throws {
        let plain = try readError("date\n2026-03-03\n")
        #expect(plain.line == 2)
        #expect(plain.column == 1)
        #expect(
            plain.message == "each row has one column, found '2026-03-03'; expected a date and a value separated by ','"
        )
        let semicolons = try readError(
            "date;value\n2026-03-03;5\n", options: SeriesReadOptions(delimiter: .comma))
        #expect(semicolons.line == 2)
        #expect(
            semicolons.message
                == "each row has one column, found '2026-03-03;5'; expected a date and a value separated by ',' "
                + "(the cells hold ';': give ';' as the delimiter if that is what separates the fields)")
        let tabs = try readError("2026-03-03\n", path: "steps.tsv")
        #expect(tabs.line == 1)
        #expect(
            tabs.message
                == "each row has one column, found '2026-03-03'; expected a date and a value separated by a tab")
    }

    @Test("the same column for dates and values is an error")
    func sameColumn() throws {
        let error = try readError(
            "date,value\n2026-03-03,1\n", options: options(dateColumn: .position(1), valueColumn: .name("date")))
        #expect(
            error.message == "the dates and the values are both taken from column 'date'; choose two different columns")
    }

    @Test("a filter column that does not exist is an error")
    func missingFilterColumn() throws {
        let error = try readError(
            "date,value\n2026-03-03,1\n",
            options: options(filters: [RowFilter(column: .name("region"), value: "north")]))
        #expect(
            error.message
                == "there is no column named 'region' for the condition 'region=north': "
                + "the header row names 'date' and 'value'"
        )
    }
}

@Suite("Layouts found by fuzzing")
struct DelimitedLayoutFuzzRegressionTests {
    @Test("Dates found beyond a two-column header, with nothing reading as numbers, are an error, not a crash")
    func datesBeyondTheHeader() throws {
        // Found by the fuzzer: a two-cell header, and a first data row whose date stands in its
        // third cell with nothing else reading as a number.
        let bytes: [UInt8] = [
            34, 100, 97, 6, 0, 0, 0, 0, 0, 0, 0, 116, 101, 34, 44, 34, 118, 97, 108, 117, 101, 34, 13, 10, 50,
            48, 51, 45, 48, 49, 44, 34, 97, 44, 32, 34, 34, 98, 116, 34, 2, 99, 34, 44, 52, 48, 50, 54, 45, 48,
            51, 45, 48, 50, 44, 45, 133, 13, 44, 120, 44, 45, 255, 255, 255, 71, 48, 101, 51, 13, 10,
        ]
        var options = SeriesReadOptions(format: .csv)
        options.skipsBadRows = true
        #expect(throws: SeriesReadError.self) {
            _ = try SeriesReader.read(bytes: bytes, path: "fuzz.csv", options: options)
        }
    }

    @Test("A value column found in a row wider than the header has no header name, and is no crash")
    func valuesBeyondTheHeader() throws {
        // Found by the fuzzer.
        let bytes: [UInt8] = [
            34, 101, 34, 13, 10, 50, 48, 50, 54, 45, 48, 51, 45, 48, 49, 44, 10, 10, 203, 10, 229, 229, 229,
            229, 229, 10, 10, 10, 245, 10, 10, 10, 221, 214, 202, 207, 203, 10, 229, 229, 229, 229, 229, 10, 10,
            10, 44, 53, 46, 53, 13, 10, 50, 48, 50, 54, 45, 48, 51, 45, 189, 164, 164, 46, 214, 221, 53, 13, 10,
            202, 207, 47, 48, 203, 10, 229, 229, 229, 229, 229, 10, 26, 10, 245, 10, 10, 193, 10, 229, 48, 101,
            44, 118, 97, 108, 117, 101, 10, 49, 48, 49, 51, 45, 48, 51, 45, 48, 49, 44, 49, 10, 98, 97, 100, 44,
            50, 10, 10, 49, 48, 49, 51, 45, 48, 51, 45, 48, 49, 44, 49, 10, 98, 97, 100, 44, 50, 48, 10, 245,
            10, 34, 2, 99, 34, 44, 53, 46, 53, 13, 10, 50, 48, 50, 54, 45, 48, 51, 45, 189, 164, 164, 46, 214,
            221, 53, 13, 10, 202, 207, 47, 48, 203, 10, 229, 229, 229, 229, 229, 10, 26, 10, 245, 10, 10, 193,
            10, 229, 48, 203, 49, 44, 10, 10, 203, 10, 229, 229, 229, 48, 75, 0, 44, 10, 202, 13,
        ]
        var options = SeriesReadOptions(format: .csv)
        options.skipsBadRows = true
        let table = try? SeriesReader.read(bytes: bytes, path: "fuzz.csv", options: options)
        if let table { #expect(table.valueColumnPosition != nil) }
    }
}
