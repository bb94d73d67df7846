import Testing

@testable import SeriesIO

@Suite("Keeping rows with --where")
struct FilterStateTests {
    func regions(_ filters: [RowFilter], skipsBadRows: Bool = false) throws -> SeriesTable {
        try SeriesReader.read(
            path: Fixture.path("regions.csv"), options: options(filters: filters, skipsBadRows: skipsBadRows))
    }

    @Test("only rows whose cell equals the value are read")
    func keepsMatchingRows() throws {
        let table = try regions([RowFilter(column: .name("region"), value: "north")])
        #expect(table.values == [101, 102, 103, 104, 105])
        #expect(table.times == (1...5).map { instant(2026, 3, $0) })
        #expect(table.dataRowCount == 5)
        #expect(table.filteredOutRowCount == 10)
        #expect(table.duplicateDateCount == 0, "other series' dates do not count as duplicates")
    }

    @Test("a filter column may be given by position")
    func byPosition() throws {
        let table = try regions([RowFilter(column: .position(2), value: "east")])
        #expect(table.values == [301, 302, 303, 304, 305])
    }

    @Test("every filter must match")
    func allFiltersMatch() throws {
        let table = try regions([
            RowFilter(column: .name("region"), value: "south"), RowFilter(column: .name("date"), value: "2026-03-02"),
        ])
        #expect(table.values == [202])
    }

    @Test("filters on the same column are alternatives: a row may hold any of their values")
    func sameColumnAlternatives() throws {
        let table = try regions([
            RowFilter(column: .name("region"), value: "north"), RowFilter(column: .name("region"), value: "east"),
        ])
        #expect(table.values == [101, 301, 102, 302, 103, 303, 104, 304, 105, 305])
        #expect(table.filteredOutRowCount == 5)
        let byNameAndPosition = try regions([
            RowFilter(column: .name("region"), value: "south"), RowFilter(column: .position(2), value: "east"),
        ])
        #expect(byNameAndPosition.values == [201, 301, 202, 302, 203, 303, 204, 304, 205, 305])
    }

    @Test("alternatives of one column still meet the filters of another")
    func alternativesAndAnotherColumn() throws {
        let table = try regions([
            RowFilter(column: .name("region"), value: "north"), RowFilter(column: .name("date"), value: "2026-03-02"),
            RowFilter(column: .name("region"), value: "south"),
        ])
        #expect(table.values == [102, 202])
    }

    @Test("when none of a column's values is found, the error names them all")
    func noAlternativeMatches() throws {
        let error = try #require(throws: SeriesReadError.self) {
            try regions([
                RowFilter(column: .name("region"), value: "west"), RowFilter(column: .name("region"), value: "up"),
            ])
        }
        #expect(
            error.message
                == "no row has 'west' or 'up' in column 'region': that column holds 'north', 'south' and 'east'")
    }

    @Test("the comparison is exact apart from spaces around the cell")
    func exactComparison() throws {
        let text = "date,region,value\n2026-03-01, north ,1\n2026-03-01,North,2\n2026-03-01,\"north\",3\n"
        let table = try read(text, options: options(filters: [RowFilter(column: .name("region"), value: "north")]))
        #expect(table.values == [1, 3])
    }

    @Test("when no row matches, the error lists the values the column does hold")
    func noMatch() throws {
        let error = try #require(throws: SeriesReadError.self) {
            try regions([RowFilter(column: .name("region"), value: "west")])
        }
        #expect(error.kind == .badData)
        #expect(error.line == nil)
        #expect(error.message == "no row has 'west' in column 'region': that column holds 'north', 'south' and 'east'")
    }

    @Test("the list stops at five values")
    func listStopsAtFive() throws {
        let text = "date,code,value\n" + (1...9).map { "2026-03-0\($0),c\($0),\($0)\n" }.joined()
        let error = try readError(text, options: options(filters: [RowFilter(column: .name("code"), value: "zz")]))
        #expect(
            error.message
                == "no row has 'zz' in column 'code': that column holds 'c1', 'c2', 'c3', 'c4', 'c5' and others")
        let one = try readError(
            "date,code,value\n2026-03-01,a,1\n2026-03-02,a,2\n",
            options: options(filters: [RowFilter(column: .position(2), value: "b")]))
        #expect(one.message == "no row has 'b' in column 'code': that column holds only 'a'")
    }

    @Test("filters that each match but never together say so")
    func neverTogether() throws {
        let error = try #require(throws: SeriesReadError.self) {
            try regions([
                RowFilter(column: .name("region"), value: "north"), RowFilter(column: .name("sales"), value: "201"),
            ])
        }
        #expect(
            error.message
                == "no row meets all of the conditions column 'region' = 'north', column 'sales' = '201' together, "
                + "though each one alone matches some rows")
    }

    @Test("rows left out by a filter are not checked, so other series may hold anything")
    func otherRowsNotChecked() throws {
        let text = "date,region,value\n2026-03-01,north,1\nnot a date,south,oops\n2026-03-02,north,2\n"
        let table = try read(text, options: options(filters: [RowFilter(column: .name("region"), value: "north")]))
        #expect(table.values == [1, 2])
        #expect(table.skippedRowCount == 0)
    }

    @Test("invalid UTF-8 is refused even in a row a filter would leave out")
    func invalidUTF8InOtherRows() throws {
        let bytes = Array("date,region,value\n2026-03-01,north,1\n2026-03-01,s".utf8) + [0xFC] + Array("d,2\n".utf8)
        let error = try readError(
            bytes: bytes, options: options(filters: [RowFilter(column: .name("region"), value: "north")]))
        #expect(error.line == 3)
        #expect(error.column == 13)
    }
}
