import Testing

@testable import SeriesIO

@Suite("Read options")
struct SeriesReadOptionsTests {
    @Test("a whole number from 1 is a column position, anything else a name")
    func columnReference() {
        #expect(ColumnReference("2") == .position(2))
        #expect(ColumnReference("12") == .position(12))
        #expect(ColumnReference("steps") == .name("steps"))
        #expect(ColumnReference("0") == .name("0"))
        #expect(ColumnReference("-1") == .name("-1"))
        #expect(ColumnReference("+1") == .name("+1"))
        #expect(ColumnReference("2a") == .name("2a"))
        #expect(ColumnReference("") == .name(""))
        #expect(ColumnReference("steps").description == "column 'steps'")
        #expect(ColumnReference("3").description == "column 3")
    }

    @Test("a filter argument splits at the first equals sign")
    func rowFilter() {
        #expect(RowFilter(argument: "region=north") == RowFilter(column: .name("region"), value: "north"))
        #expect(RowFilter(argument: "3=a=b") == RowFilter(column: .position(3), value: "a=b"))
        #expect(RowFilter(argument: "region=") == RowFilter(column: .name("region"), value: ""))
        #expect(RowFilter(argument: "region") == nil)
        #expect(RowFilter(argument: "=north") == nil)
    }

    @Test("the extension names the format, in any case")
    func formatFromPath() {
        #expect(InputFormat(path: "steps.csv") == .csv)
        #expect(InputFormat(path: "data/steps.CSV") == .csv)
        #expect(InputFormat(path: "steps.tsv") == .tsv)
        #expect(InputFormat(path: "steps.tab") == .tsv)
        #expect(InputFormat(path: "steps.Json") == .json)
        #expect(InputFormat(path: "steps.txt") == nil)
        #expect(InputFormat(path: "steps") == nil)
        #expect(InputFormat(path: "-") == nil)
        #expect(InputFormat(path: "data.csv/steps") == nil)
    }

    @Test("default options read in UTC, detect everything and stop at the first bad row")
    func defaults() {
        let defaults = SeriesReadOptions()
        #expect(defaults.format == nil)
        #expect(defaults.hasHeader == nil)
        #expect(defaults.dateColumn == nil)
        #expect(defaults.valueColumn == nil)
        #expect(defaults.filters.isEmpty)
        #expect(defaults.dateFormat == nil)
        #expect(defaults.calendar.timeZone.secondsFromGMT() == 0)
        #expect(defaults.calendar.timeZone.nextDaylightSavingTimeTransition == nil)
        #expect(!defaults.skipsBadRows)
        #expect(defaults.progress == nil)
    }
}
