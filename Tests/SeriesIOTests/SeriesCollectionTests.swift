import Foundation
import SpanModel
import Testing

@testable import SeriesIO

@Suite("Several series in one table")
struct SeriesCollectionTests {
    func longTable(_ filters: [RowFilter] = [], skipsBadRows: Bool = false) throws -> SeriesCollection {
        try SeriesReader.read(
            path: Fixture.path("long-table.csv"), options: options(filters: filters, skipsBadRows: skipsBadRows),
            splittingBy: .name("symbol"))
    }

    @Test("a long table read as one series is refused, naming the column, its values and both ways out")
    func refusedWhenBlended() throws {
        let error = try #require(throws: SeriesReadError.self) {
            try SeriesReader.read(path: Fixture.path("long-table.csv"))
        }
        #expect(error.kind == .badData)
        #expect(error.line == nil)
        #expect(
            error.message
                == "this file holds 3 series in one table: dates repeat, and column 'symbol' tells them apart "
                + "('AAPL', 'GOOG' and 'MSFT'); read one with the row filter symbol=AAPL, or each in turn with symbol as the "
                + "series column"
        )
    }

    @Test("--series reads one series per value, in the order the file first names them, each with its own gaps")
    func splitsBySymbol() throws {
        let collection = try longTable()
        #expect(collection.members.map(\.name) == ["AAPL", "GOOG", "MSFT"])
        #expect(collection.columnName == "symbol")
        #expect(collection.columnPosition == 2)
        let apple = collection.members[0].table
        // An empty value is a gap: a sample with no value that keeps its date (3 March).
        #expect(apple.values.map(\.bitPattern) == [181.5, .nan, 183, 182, 184.25].map(\.bitPattern))
        #expect(apple.times == [2, 3, 4, 5, 6].map { instant(2026, 3, $0) })
        #expect(apple.gapCount == 1)
        #expect(apple.dataRowCount == 5)
        #expect(apple.duplicateDateCount == 0)
        let google = collection.members[1].table
        #expect(google.values.map(\.bitPattern) == [140.25, 141, 139.75, .nan, 142].map(\.bitPattern))
        #expect(google.gapCount == 1)
        let microsoft = collection.members[2].table
        #expect(microsoft.values.map(\.bitPattern) == [410, 412.5, 415, .nan].map(\.bitPattern))
        #expect(microsoft.times == [2, 3, 5, 6].map { instant(2026, 3, $0) }, "4 March is a hole, not a gap")
        #expect(microsoft.gapCount == 1)
        #expect(microsoft.dataRowCount == 4)
    }

    @Test(
        "names of different lengths in a table sorted by date each keep their own rows",
        arguments: [
            ("Seattle", "San Francisco"), ("coal", "natural gas"), ("Berlin", "Frankfurt am Main"), ("A", "Abcdefgh"),
        ])
    func namesOfDifferentLengths(short: String, long: String) throws {
        var text = "date,name,value\n"
        for day in 1...28 {
            text += "2025-01-\(String(format: "%02d", day)),\(short),\(day)\n"
            text += "2025-01-\(String(format: "%02d", day)),\(long),\(100 + day)\n"
        }
        let collection = try SeriesReader.read(bytes: Array(text.utf8), path: "t.csv", splittingBy: .name("name"))
        #expect(collection.members.map(\.name) == [short, long])
        #expect(collection.members[0].table.values == (1...28).map(Double.init))
        #expect(collection.members[1].table.values == (1...28).map { Double(100 + $0) })
        for member in collection.members {
            let alone = try SeriesReader.read(
                bytes: Array(text.utf8), path: "t.csv",
                options: SeriesReadOptions(filters: [RowFilter(column: .name("name"), value: member.name)]))
            #expect(member.table.values == alone.values, "\(member.name)")
            #expect(member.table.times == alone.times, "\(member.name)")
        }
    }

    @Test("random long tables: --series gives each series exactly what --where gives it", arguments: 0..<24)
    func seriesAgreesWithWhere(seed: UInt64) throws {
        var generator = SplitMix64(seed: 9_000 + seed)
        // Names of random lengths (1 to 40 bytes, spaces and letters beyond ASCII inside),
        // rows in random order, some gaps; sorted by date or not at all.
        var names: [String] = []
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789äöü東 -.")
        while names.count < 2 + Int(generator.next() % 8) {
            let length = 1 + Int(generator.next() % 40)
            var name = String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
            name = name.trimmingCharacters(in: .whitespaces)
            if !name.isEmpty, !names.contains(name) { names.append(name) }
        }
        var rows: [(day: Int, name: String, value: String)] = []
        for day in 0..<(10 + Int(generator.next() % 50)) {
            for name in names where generator.next() % 5 != 0 {
                let value = generator.next() % 13 == 0 ? "" : String(Int(generator.next() % 100_000) - 50_000)
                rows.append((day, name, value))
            }
        }
        if seed % 3 == 0 {
            // Any order at all.
            for index in rows.indices.reversed() {
                rows.swapAt(index, Int(generator.next() % UInt64(index + 1)))
            }
        } else {
            for start in stride(from: 0, to: rows.count, by: names.count) {
                let end = min(start + names.count, rows.count)
                for index in (start..<end).reversed() {
                    rows.swapAt(index, start + Int(generator.next() % UInt64(index - start + 1)))
                }
            }
        }
        let text =
            "date,name,value\n"
            + rows.map { row in
                let quoted = row.name.contains(" ") || generator.next() % 5 == 0
                return
                    "\(CivilDateText.iso(dayNumber: 15_000 + row.day)),\(quoted ? "\"\(row.name)\"" : row.name),\(row.value)"
            }.joined(separator: seed % 2 == 0 ? "\n" : "\r\n")
        let bytes = Array(text.utf8)
        let collection = try SeriesReader.read(bytes: bytes, path: "t.csv", splittingBy: .name("name"))
        #expect(Set(collection.members.map(\.name)) == Set(rows.map(\.name)))
        for member in collection.members {
            let alone = try SeriesReader.read(
                bytes: bytes, path: "t.csv",
                options: SeriesReadOptions(filters: [RowFilter(column: .name("name"), value: member.name)]))
            #expect(member.table.times == alone.times, "\(member.name)")
            #expect(member.table.values.map(\.bitPattern) == alone.values.map(\.bitPattern), "\(member.name)")
            #expect(member.table.gapCount == alone.gapCount, "\(member.name)")
            let expected = rows.filter { $0.name == member.name }
            #expect(member.table.count == expected.count, "\(member.name)")
        }
    }

    @Test("a row refused for its bytes names no series, even among the first rows")
    func refusedRowNamesNoSeries() throws {
        var bytes = Array("date,name,value\n2026-03-01,north,1\n2026-03-01,".utf8) + [0xB0]
        bytes += Array("south,2\n2026-03-02,north,3\n2026-03-02,south,4\n".utf8)
        let collection = try SeriesReader.read(
            bytes: bytes, path: "t.csv", options: SeriesReadOptions(skipsBadRows: true), splittingBy: .name("name"))
        #expect(collection.members.map(\.name) == ["north", "south"])
        #expect(collection.members.map(\.table.values) == [[1, 3], [4]])
    }

    @Test("--where still picks some of the series, and rows it leaves out belong to none")
    func filtersStillApply() throws {
        let collection = try longTable([RowFilter(column: .name("symbol"), value: "MSFT")])
        #expect(collection.members.map(\.name) == ["MSFT"])
        #expect(collection.filteredOutRowCount == 10)
    }

    @Test("a number-like column splits a wide file as well as a text one")
    func numberLikeSeriesColumn() throws {
        let collection = try SeriesReader.read(
            path: Fixture.path("stations-wide.csv"), options: options(valueColumn: .name("temperature")),
            splittingBy: .name("station"))
        #expect(collection.members.map(\.name) == ["1001", "1002", "1003"])
        #expect(collection.members[0].table.values == [-3.5, -3, -2.5, -2, -1.5])
        #expect(collection.members[1].table.values == [1.25, 1.75, 2.25, 2.75, 3.25])
        #expect(collection.members.allSatisfy { $0.table.count == 5 && $0.table.duplicateDateCount == 0 })
    }

    @Test("a series column given by position works without a header")
    func byPosition() throws {
        let collection = try SeriesReader.read(
            bytes: Array("2026-03-01,a,1\n2026-03-01,b,2\n2026-03-02,a,3\n".utf8), path: "t.csv",
            options: options(valueColumn: .position(3)), splittingBy: .position(2))
        #expect(collection.members.map(\.name) == ["a", "b"])
        #expect(collection.members[0].table.values == [1, 3])
        #expect(collection.columnName == nil)
    }

    @Test("a row with an empty series cell is an error, or skipped and counted with --skip-bad-rows")
    func emptySeriesCell() throws {
        let text = "date,symbol,close\n2026-03-01,A,1\n2026-03-01,,2\n2026-03-02,A,3\n"
        let error = try #require(throws: SeriesReadError.self) {
            try SeriesReader.read(bytes: Array(text.utf8), path: "t.csv", splittingBy: .name("symbol"))
        }
        #expect(error.line == 3)
        #expect(error.column == 12)
        #expect(error.message == "expected the name of a series in column 'symbol', found an empty cell")
        let skipped = try SeriesReader.read(
            bytes: Array(text.utf8), path: "t.csv", options: options(skipsBadRows: true), splittingBy: .name("symbol"))
        #expect(skipped.members.map(\.name) == ["A"])
        #expect(skipped.members[0].table.values == [1, 3])
    }

    @Test("a bad value in one series is skipped and counted in that series")
    func badValueCountsInItsSeries() throws {
        let text = "date,symbol,close\n2026-03-01,A,1\n2026-03-01,B,x\n2026-03-02,B,3\n"
        let collection = try SeriesReader.read(
            bytes: Array(text.utf8), path: "t.csv", options: options(skipsBadRows: true), splittingBy: .name("symbol"))
        #expect(collection.members[0].table.skippedRowCount == 0)
        #expect(collection.members[1].table.skippedRowCount == 1)
        #expect(collection.members[1].table.skippedRows.first?.line == 3)
    }

    @Test("the series column cannot be the dates' or the values' column")
    func seriesColumnMustDiffer() throws {
        let error = try #require(throws: SeriesReadError.self) {
            try SeriesReader.read(path: Fixture.path("long-table.csv"), splittingBy: .name("close"))
        }
        #expect(
            error.message
                == "the series are told apart by column 'close', which holds the values; choose another column for a series column"
        )
        let missing = try #require(throws: SeriesReadError.self) {
            try SeriesReader.read(path: Fixture.path("long-table.csv"), splittingBy: .name("ticker"))
        }
        #expect(missing.message.hasPrefix("there is no column named 'ticker' for the series (a series column)"))
        let misspelt = try #require(throws: SeriesReadError.self) {
            try SeriesReader.read(path: Fixture.path("long-table.csv"), splittingBy: .name("symbl"))
        }
        #expect(misspelt.message.hasSuffix("; did you mean 'symbol'?"), "\(misspelt.message)")
    }

    @Test("rows sorted by series read the same as rows sorted by date")
    func sortedBySeries() throws {
        let bySeries = "date,k,v\n2026-03-01,x,1\n2026-03-02,x,2\n2026-03-01,y,3\n2026-03-02,y,4\n"
        let collection = try SeriesReader.read(bytes: Array(bySeries.utf8), path: "t.csv", splittingBy: .name("k"))
        #expect(collection.members.map(\.table.values) == [[1, 2], [3, 4]])
        #expect(throws: SeriesReadError.self) { try SeriesReader.read(bytes: Array(bySeries.utf8), path: "t.csv") }
    }

    @Test("a column of text that differs in every row is not a series column")
    func freeTextIsNotASeries() throws {
        let text = "date,note,value\n2026-03-01,rain,1\n2026-03-01,sun,2\n2026-03-02,wind,3\n2026-03-03,fog,4\n"
        let table = try read(text)
        #expect(table.count == 4)
        #expect(table.duplicateDateCount == 1)
    }

    @Test("a text column that does not explain the repeated dates is not a series column")
    func repeatsWithinEveryValue() throws {
        let text = "date,unit,value\n2026-03-01,kg,1\n2026-03-01,kg,2\n2026-03-02,kg,3\n2026-03-02,kg,4\n"
        #expect(try read(text).count == 4, "one value only: nothing to split")
        let twoUnits =
            "date,unit,value\n2026-03-01,a,1\n2026-03-01,a,2\n2026-03-01,b,3\n2026-03-01,b,4\n"
            + "2026-03-02,a,5\n2026-03-02,a,6\n2026-03-02,b,7\n2026-03-02,b,8\n"
        #expect(throws: SeriesReadError.self, "splitting removes some repeats") { try read(twoUnits) }
    }

    @Test("a long table in JSON objects is refused and split the same way")
    func jsonObjects() throws {
        let text = """
            [{"date": "2026-03-01", "symbol": "A", "v": 1}, {"date": "2026-03-01", "symbol": "B", "v": 2},
             {"date": "2026-03-02", "symbol": "A", "v": 3}, {"date": "2026-03-02", "symbol": "B", "v": null}]
            """
        let error = try readError(text, path: "t.json")
        #expect(error.message.hasPrefix("this file holds 2 series in one table: dates repeat, and member 'symbol'"))
        let collection = try SeriesReader.read(bytes: Array(text.utf8), path: "t.json", splittingBy: .name("symbol"))
        #expect(collection.members.map(\.name) == ["A", "B"])
        #expect(collection.members[0].table.values == [1, 3])
        #expect(collection.members[1].table.values.map(\.bitPattern) == [2, .nan].map(\.bitPattern))
        #expect(collection.members[1].table.gapCount == 1)
    }

    @Test("a command line word is quoted for the shell only when it needs to be")
    func shellWords() {
        #expect(ShellWord.quoted("symbol=AAPL") == "symbol=AAPL")
        #expect(ShellWord.quoted("Stadt=Köln") == "Stadt=Köln")
        #expect(ShellWord.quoted("name=New York") == "'name=New York'")
        #expect(ShellWord.quoted("it's") == "'it'\\''s'")
    }
}
