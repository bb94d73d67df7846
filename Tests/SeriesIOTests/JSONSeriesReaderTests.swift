import Testing

@testable import SeriesIO

@Suite("Reading JSON")
struct JSONSeriesReaderTests {
    @Test("an array of objects reads date and value members, with null and empty strings as gaps")
    func objects() throws {
        let table = try SeriesReader.read(path: Fixture.path("objects.json"))
        #expect(table.format == .json)
        #expect(table.times == (1...5).map { instant(2026, 3, $0) })
        #expect(present(table.values) == [8412, 9120, nil, nil, 10250.5])
        #expect(table.gapCount == 2)
        #expect(table.dataRowCount == 5)
        #expect(table.dateColumnName == "date")
        #expect(table.valueColumnName == "value")
        #expect(!table.hasHeader)
    }

    @Test("an array of pairs reads by position")
    func pairs() throws {
        let table = try SeriesReader.read(path: Fixture.path("pairs.json"))
        #expect(table.times == [instant(2026, 3, 1, 8), instant(2026, 3, 1, 9), instant(2026, 3, 1, 10)])
        #expect(present(table.values) == [1.5, 2.5, nil])
        #expect(table.gapCount == 1)
        #expect(table.dateColumnPosition == 1)
        #expect(table.valueColumnPosition == 2)
    }

    @Test("without date and value members, the first members that read as dates and numbers are used")
    func defaultMembers() throws {
        let table = try read(
            #"[{"id": "a", "day": "2026-03-01", "steps": 5}, {"id": "b", "day": "2026-03-02", "steps": "6"}]"#,
            path: "x.json")
        #expect(table.dateColumnName == "day")
        #expect(table.valueColumnName == "steps")
        #expect(table.values == [5, 6])
    }

    @Test("members can be chosen by name or by position, and pairs by position")
    func chosenMembers() throws {
        let text = #"[{"when": "2026-03-01", "low": 1, "high": 10}, {"when": "2026-03-02", "low": 2, "high": 20}]"#
        #expect(try read(text, path: "x.json", options: options(valueColumn: .name("high"))).values == [10, 20])
        #expect(try read(text, path: "x.json", options: options(valueColumn: .position(3))).values == [10, 20])
        let pairs = #"[[1, "2026-03-01", 7], [2, "2026-03-02", 8]]"#
        #expect(try read(pairs, path: "x.json", options: options(valueColumn: .position(3))).values == [7, 8])
        #expect(try read(pairs, path: "x.json").values == [1, 2], "the first other element that reads as a number")
    }

    @Test("a name for pairs is an error suggesting a position")
    func nameForPairs() throws {
        let error = try readError(
            #"[["2026-03-01", 1]]"#, path: "x.json", options: options(valueColumn: .name("value")))
        #expect(error.line == 1)
        #expect(error.column == 2)
        #expect(
            error.message
                == "the elements are [date, value] pairs, which have no names; give the position of the values "
                + "instead of 'value', counted from 1")
    }

    @Test("a missing member name is an error listing the first object's members")
    func missingMember() throws {
        let error = try readError(
            #"[{"date": "2026-03-01", "v": 1}]"#, path: "x.json", options: options(valueColumn: .name("value")))
        #expect(error.message == "there is no member named 'value' for the values: the first object has 'date' and 'v'")
    }

    @Test("a misspelt member name is answered with the closest member")
    func misspeltMember() throws {
        let error = try readError(
            #"[{"date": "2026-03-01", "steps": 1}]"#, path: "x.json", options: options(valueColumn: .name("setps")))
        #expect(
            error.message
                == "there is no member named 'setps' for the values: the first object has 'date' and 'steps'; did you mean 'steps'?"
        )
    }

    @Test("errors point at the element's line and column")
    func locatedErrors() throws {
        let text =
            "[\n  {\"date\": \"2026-03-01\", \"value\": 1},\n  {\"date\": \"2026-02-30\", \"value\": 2},\n"
            + "  {\"date\": \"2026-03-03\", \"value\": true}\n]"
        let error = try readError(text, path: "x.json")
        #expect(error.line == 3)
        #expect(error.column == 12)
        #expect(error.message == "'2026-02-30' is not a real date: February 2026 has 28 days")
        let skipped = try read(text, path: "x.json", options: options(skipsBadRows: true))
        #expect(skipped.values == [1])
        #expect(skipped.skippedRowCount == 2)
        #expect(skipped.skippedRows.map(\.line) == [3, 4])
        #expect(skipped.skippedRows.map(\.column) == [12, 35])
        #expect(skipped.skippedRows.last?.message == "expected a number like 8412 or -3.5, found a Boolean")
    }

    @Test("values may be numeric strings, and other strings are errors")
    func stringValues() throws {
        let table = try read(
            #"[["2026-03-01", " -3.5 "], ["2026-03-02", "1e3"], ["2026-03-03", "nan"]]"#, path: "x.json")
        #expect(table.values[0] == -3.5)
        #expect(table.values[1] == 1000)
        #expect(table.values[2].isNaN)
        let error = try readError(#"[["2026-03-01", 1], ["2026-03-02", "1,234"]]"#, path: "x.json")
        #expect(error.message.hasPrefix("expected a number like 8412 or -3.5, found '1,234'"))
        #expect(error.column == 36)
    }

    @Test("a JSON number beyond the largest double is an error")
    func tooLarge() throws {
        let error = try readError(#"[["2026-03-01", 1e400]]"#, path: "x.json")
        #expect(
            error.message == "expected a number no larger than about 1.8e308, found '1e400', which is too large to hold"
        )
    }

    @Test("a date that is not a string is an error")
    func dateNotString() throws {
        let error = try readError(
            #"[{"date": "2026-03-01", "value": 1}, {"date": 20260302, "value": 2}]"#, path: "x.json")
        #expect(error.column == 47)
        #expect(
            error.message
                == "expected a date in a string like \"2026-03-03\", or a year as a number like 1995, in member 'date', "
                + "found the number 20260302")
    }

    @Test("years written as numbers make a yearly series, in a member named like a date or chosen")
    func yearsAsNumbers() throws {
        let named = try read(
            #"[{"year": 1995, "value": 3}, {"year": 1996, "value": 4}, {"year": 1997, "value": 6}]"#, path: "x.json")
        #expect(named.times == [instant(1995, 1, 1), instant(1996, 1, 1), instant(1997, 1, 1)])
        #expect(named.dateColumnName == "year")
        #expect(named.series().cadence.sampleUnit == .year)
        let fiscal = try read(#"[{"region": "north", "fiscal_year": 2001, "sales": 7}]"#, path: "x.json")
        #expect(fiscal.dateColumnName == "fiscal_year")
        #expect(fiscal.values == [7])
        let chosen = try read(
            #"[{"y": 2001, "v": 1}, {"y": 2002, "v": 2}]"#, path: "x.json", options: options(dateColumn: .name("y")))
        #expect(chosen.times == [instant(2001, 1, 1), instant(2002, 1, 1)])
        let pairs = try read(#"[[2001, 5], [2002, 6]]"#, path: "x.json", options: options(dateColumn: .position(1)))
        #expect(pairs.values == [5, 6])
        let notNamed = try readError(#"[{"id": 2001, "v": 1}, {"id": 2002, "v": 2}]"#, path: "x.json")
        #expect(notNamed.message.hasPrefix("no member reads as dates"))
        let notAYear = try readError(
            #"[{"year": 1995, "value": 3}, {"year": 1995.5, "value": 4}]"#, path: "x.json")
        #expect(notAYear.message.hasSuffix("found the number 1995.5"))
    }

    @Test("an object without the value's member is a gap, as an empty cell is")
    func missingValueIsAGap() throws {
        let table = try read(
            #"[{"date": "2026-03-01", "value": 1}, {"date": "2026-03-02"}, {"date": "2026-03-03", "value": 3}]"#,
            path: "x.json")
        #expect(present(table.values) == [1, nil, 3])
        #expect(table.gapCount == 1)
        #expect(table.times.count == 3)
    }

    @Test("numbers in strings follow the rules of a CSV cell: a point, no thousands separators")
    func stringsAsCells() throws {
        let grouped = try readError(#"[["2026-03-01", "1,234.5"]]"#, path: "x.json")
        #expect(
            grouped.message
                == "expected a number like 8412 or -3.5, found '1,234.5' (write numbers without thousands separators, "
                + "with '.' as the decimal point)")
        let comma = try readError(#"[["2026-03-01", "3,5"]]"#, path: "x.json")
        #expect(comma.message.hasSuffix("if ',' is the decimal mark here, give ',' as the decimal mark)"))
        let given = try read(
            #"[["2026-03-01", "3,5"], ["2026-03-02", "1.234,5"]]"#, path: "x.json",
            options: SeriesReadOptions(decimalMark: .comma))
        #expect(given.values == [3.5, 1234.5])
    }

    @Test("a syntax error anywhere is reported before a problem with the data")
    func syntaxFirst() throws {
        let error = try readError(#"[["2026-03-01", true], ["2026-03-02", 1], ["2026-03-03", 2,]]"#, path: "x.json")
        #expect(error.message.hasPrefix("the file is not valid JSON"))
        #expect(error.column == 60)
    }

    @Test("a first object of 40,000 members is read, its members looked at once each")
    func manyMembers() throws {
        var first = #"{"date": "2026-03-01", "value": 1"#
        for index in 0..<40_000 { first += #", "m\#(index)": \#(index)"# }
        let text = "[" + first + "}, " + #"{"date": "2026-03-02", "value": 2}]"#
        let table = try read(text, path: "x.json")
        #expect(table.values == [1, 2])
        #expect(table.columnCount == 40_002)
    }

    @Test("a missing date or value member is an error at the object")
    func missingMembersInRow() throws {
        let error = try readError(#"[{"date": "2026-03-01", "value": 1}, {"value": 2}]"#, path: "x.json")
        #expect(error.column == 38)
        #expect(error.message == "expected a date in member 'date', found none in this element")
    }

    @Test("mixed date forms in JSON are an error as in CSV")
    func mixedForms() throws {
        let error = try readError(#"[["2026-03-01", 1], ["2026/03/02", 2]]"#, path: "x.json")
        #expect(error.message.hasPrefix("expected a date in the form YYYY-MM-DD, as on line 1, found '2026/03/02'"))
    }

    @Test("an element of another shape than the first is an error")
    func mixedShapes() throws {
        let error = try readError(#"[["2026-03-01", 1], {"date": "2026-03-02", "value": 2}]"#, path: "x.json")
        #expect(error.column == 21)
        #expect(error.message == "expected a [date, value] pair like the first element, found an object")
    }

    @Test("filters compare members' text")
    func filters() throws {
        let text =
            #"[{"date": "2026-03-01", "region": "north", "value": 1}, "#
            + #"{"date": "2026-03-01", "region": "south", "value": 2}, {"date": "2026-03-02", "value": 3}]"#
        let table = try read(
            text, path: "x.json", options: options(filters: [RowFilter(column: .name("region"), value: "south")]))
        #expect(table.values == [2])
        #expect(table.filteredOutRowCount == 2)
        let error = try readError(
            text, path: "x.json", options: options(filters: [RowFilter(column: .name("region"), value: "west")]))
        #expect(error.message == "no row has 'west' in member 'region': that column holds 'north', 'south' and ''")
    }

    @Test("empty, blank, invalid and wrongly shaped JSON files are errors")
    func badFiles() throws {
        #expect(try readError("", path: "x.json").message == "the file has no data rows: it is empty")
        #expect(try readError("  \n", path: "x.json").message == "the file has no data rows: it is empty")
        let empty = try readError("[]", path: "x.json")
        #expect(empty.message == "the file has no data rows: the array is empty")
        #expect(empty.line == 1)
        let invalid = try readError("[\n  [\"2026-03-01\", 1],\n]", path: "x.json")
        #expect(invalid.line == 3)
        #expect(invalid.column == 1)
        #expect(invalid.message == "the file is not valid JSON: expected a value, found ']' (a trailing comma?)")
        let object = try readError(#"{"date": "2026-03-01"}"#, path: "x.json")
        #expect(object.message.hasSuffix("at the top level, found an object"))
        let scalars = try readError("[1, 2]", path: "x.json")
        #expect(scalars.message.hasSuffix("found a number"))
    }

    @Test("a byte order mark is skipped and not counted as a column")
    func byteOrderMark() throws {
        let table = try read("\u{FEFF}[[\"2026-03-01\", 1]]", path: "x.json")
        #expect(table.values == [1])
        let error = try readError("\u{FEFF}[[\"2026-03-01\", true]]", path: "x.json")
        #expect(error.line == 1)
        #expect(error.column == 17)
    }

    @Test("JSON is recognised by its first character when the name says nothing")
    func sniffed() throws {
        let table = try read(#" [["2026-03-01", 1]]"#, path: "<stdin>")
        #expect(table.format == .json)
        #expect(table.values == [1])
    }
}
