import Foundation
import SpanModel
import Testing

@testable import SeriesIO

@Suite("Reading files")
struct SeriesReaderTests {
    @Test("a missing file cannot be opened, with the system's reason")
    func missingFile() throws {
        let error = try #require(throws: SeriesReadError.self) {
            try SeriesReader.read(path: "/nonexistent/steps.csv")
        }
        #expect(error.kind == .cannotOpen)
        #expect(error.path == "/nonexistent/steps.csv")
        #expect(error.line == nil)
        #expect(error.message == "cannot open the file: it does not exist; check the path and its permissions")
    }

    @Test("a directory cannot be opened as a file")
    func directory() throws {
        let error = try #require(throws: SeriesReadError.self) {
            try SeriesReader.read(path: FileManager.default.temporaryDirectory.path)
        }
        #expect(error.kind == .cannotOpen)
        #expect(
            error.message
                == "cannot open the file: it is a folder, not a file; give the path of a CSV, TSV or JSON file")
    }

    @Test("the format comes from the option, then the extension, then the content")
    func formatChoice() throws {
        let tabs = Array("2026-03-01\t1\n2026-03-02\t2\n".utf8)
        #expect(try read(bytes: tabs, path: "a.tsv").format == .tsv)
        #expect(try read(bytes: tabs, path: "a.TAB").format == .tsv)
        #expect(try read(bytes: tabs, path: "a.txt").format == .tsv, "sniffed: more tabs than commas")
        #expect(try read(bytes: tabs, path: "-").format == .tsv)
        let commas = Array("2026-03-01,1\n".utf8)
        #expect(try read(bytes: commas, path: "data").format == .csv)
        #expect(try read(bytes: commas, path: "a.txt", options: options(format: .csv)).format == .csv)
        let error = try readError(bytes: commas + Array("2026-03-02,2\n".utf8), path: "a.tsv")
        #expect(error.message.hasPrefix("each row has one column"), "the extension wins over the content")
    }

    @Test("standard input is read for '-' and named <stdin> in messages")
    func standardInput() throws {
        let file = try TemporaryFile(bytes: Array("date\tvalue\n2026-03-01\t1\n2026-03-02\tx\n".utf8))
        defer { file.remove() }
        let descriptor = open(file.path, O_RDONLY)
        let saved = dup(STDIN_FILENO)
        dup2(descriptor, STDIN_FILENO)
        close(descriptor)
        defer {
            dup2(saved, STDIN_FILENO)
            close(saved)
        }
        let error = try #require(throws: SeriesReadError.self) { try SeriesReader.read(path: "-") }
        #expect(error.description == "<stdin>:3:12: error: expected a number like 8412 or -3.5, found 'x'")
    }

    /// A long file mixing plain rows with quoted, padded, CRLF, gap and decimal rows, with the
    /// values each row should read as (by the standard library's own parser).
    static func generatedFile(rows: Int) -> (bytes: [UInt8], days: [Int], values: [Double?], gaps: Int) {
        var text = "date,value\n"
        var days: [Int] = []
        var values: [Double?] = []
        var gaps = 0
        var generator = SplitMix64(seed: 42)
        for row in 0..<rows {
            let date = CivilDateText.iso(dayNumber: row)
            let number = Int(generator.next() % 2_000_000) - 100_000
            var cell: String
            switch row % 10 {
            case 3: cell = "\(number / 100).\(String(format: "%02d", abs(number % 100)))"
            case 5: cell = "\"\(number)\""
            case 7: cell = " \(number)e-3 "
            default: cell = String(number)
            }
            if row % 97 == 0 {
                text += "\(date),\n"
                days.append(row)
                values.append(nil)
                gaps += 1
                continue
            }
            text += row % 4 == 1 ? "\(date),\(cell)\r\n" : "\(date),\(cell)\n"
            cell = cell.trimmingCharacters(in: CharacterSet(charactersIn: " \""))
            days.append(row)
            values.append(Double(cell)!)
        }
        return (Array(text.utf8), days, values, gaps)
    }

    @Test("a generated file of 300,000 rows reads to the same values and sums as an independent computation")
    func largeGeneratedFile() throws {
        let generated = Self.generatedFile(rows: 300_000)
        let file = try TemporaryFile(bytes: generated.bytes)
        defer { file.remove() }
        #expect(generated.bytes.count > 4 * InputSource.chunkSize, "the file spans several chunks")
        let table = try SeriesReader.read(path: file.path)
        #expect(table.count == generated.values.count)
        #expect(table.gapCount == generated.gaps)
        #expect(table.dataRowCount == 300_000)
        #expect(present(table.values) == generated.values)
        #expect(table.values.filter { !$0.isNaN }.reduce(0, +) == generated.values.compactMap { $0 }.reduce(0, +))
        let expectedDaySum = generated.days.reduce(0, +)
        #expect(table.times.reduce(0, +) == Double(expectedDaySum) * 86_400)
        #expect(table.times.last == Double(generated.days.last!) * 86_400)
        #expect(table.isSorted)
        #expect(table.duplicateDateCount == 0)

        let fromMemory = try read(bytes: generated.bytes)
        #expect(present(fromMemory.values) == present(table.values), "one chunk or many, the same result")
        #expect(fromMemory.times == table.times)
    }

    @Test("an error after many chunks still names the right line")
    func errorLineAfterChunks() throws {
        var text = "date,value\n"
        for row in 0..<100_000 { text += "\(CivilDateText.iso(dayNumber: row)),\(row)\n" }
        text += "2300-01-01,oops\n"
        let file = try TemporaryFile(bytes: Array(text.utf8))
        defer { file.remove() }
        let error = try #require(throws: SeriesReadError.self) { try SeriesReader.read(path: file.path) }
        #expect(error.line == 100_002)
        #expect(error.column == 12)
    }

    @Test("a field longer than a chunk grows the buffer, and lines inside it are counted")
    func fieldLongerThanChunk() throws {
        let longNote = String(repeating: "a long note, with commas\n", count: 100_000)
        let text = "date,note,value\n2026-03-01,x,1\n2026-03-02,\"\(longNote)\",2\n2026-03-03,y,oops\n"
        let file = try TemporaryFile(bytes: Array(text.utf8))
        defer { file.remove() }
        #expect(longNote.utf8.count > 2 * InputSource.chunkSize)
        let error = try #require(throws: SeriesReadError.self) { try SeriesReader.read(path: file.path) }
        #expect(error.line == 3 + 100_000 + 1)
        #expect(error.column == 14)
        let table = try SeriesReader.read(path: file.path, options: options(skipsBadRows: true))
        #expect(table.values == [1, 2])
    }

    @Test("progress is reported in steps of at least 1% and ends at 1")
    func progress() throws {
        let generated = Self.generatedFile(rows: 200_000)
        let file = try TemporaryFile(bytes: generated.bytes)
        defer { file.remove() }
        let recorder = ProgressRecorder()
        var readOptions = SeriesReadOptions()
        readOptions.progress = { recorder.record($0) }
        _ = try SeriesReader.read(path: file.path, options: readOptions)
        let fractions = recorder.fractions
        #expect(fractions.count >= 2)
        #expect(fractions.count <= 101)
        #expect(fractions.last == 1)
        for (earlier, later) in zip(fractions, fractions.dropFirst()) {
            #expect(later - earlier >= 0.01 || later == 1, "\(earlier) then \(later)")
        }
    }

    @Test("a JSON file is read whole and reports its progress")
    func jsonProgress() throws {
        let file = try TemporaryFile(name: "series.json", bytes: Array(#"[["2026-03-01", 1], ["2026-03-02", 2]]"#.utf8))
        defer { file.remove() }
        let recorder = ProgressRecorder()
        var readOptions = SeriesReadOptions()
        readOptions.progress = { recorder.record($0) }
        let table = try SeriesReader.read(path: file.path, options: readOptions)
        #expect(table.values == [1, 2])
        #expect(recorder.fractions.last == 1)
    }
}

/// Collects progress fractions from the reading thread.
final class ProgressRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Double] = []

    func record(_ fraction: Double) {
        lock.withLock { recorded.append(fraction) }
    }

    var fractions: [Double] {
        lock.withLock { recorded }
    }
}

/// ISO dates for generated files, written by the span model's calendar arithmetic rather than
/// the reader's.
enum CivilDateText {
    static func iso(dayNumber: Int) -> String {
        CivilDate(dayNumber: dayNumber).description
    }
}
