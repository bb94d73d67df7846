import Testing

@testable import SeriesIO

@Suite("Read errors")
struct SeriesReadErrorTests {
    @Test("the description has the compiler's shape, with or without a place")
    func description() {
        let located = SeriesReadError(
            kind: .badData, path: "steps.csv", line: 14, column: 12, message: "expected a number")
        #expect(located.description == "steps.csv:14:12: error: expected a number")
        let lineOnly = SeriesReadError(kind: .badData, path: "steps.csv", line: 1, message: "bad")
        #expect(lineOnly.description == "steps.csv:1: error: bad")
        let whole = SeriesReadError(kind: .cannotOpen, path: "steps.csv", message: "cannot open the file")
        #expect(whole.description == "steps.csv: error: cannot open the file")
    }

    @Test("a skipped row is the same line as a warning")
    func warning() {
        let skipped = SeriesReadError(
            kind: .badData, path: "steps.csv", line: 3, column: 12, message: "expected a number")
        #expect(skipped.description(severity: "warning") == "steps.csv:3:12: warning: expected a number")
    }
}
