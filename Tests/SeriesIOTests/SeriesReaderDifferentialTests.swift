import Foundation
import PlainSeriesReader
import Testing

@testable import SeriesIO

/// SeriesIO's reader, with its hand-tuned paths, held to the plain reference reader of the
/// test targets on the same bytes: read whole, and through small buffers filled a few bytes at
/// a time, so that the edge of a read falls in every place of a record.
@Suite("The reader against the plain reader")
struct SeriesReaderDifferentialTests {
    /// Buffer and read sizes: the reader's own, and small ones that move the edges around.
    static let readings: [(bufferSize: Int, readSize: Int)] = [
        (SeriesReader.chunkSize, SeriesReader.chunkSize), (16, 1), (23, 7), (64, 64), (200, 13), (4_096, 1_000),
    ]

    static func compare(_ test: ReaderCase, sourceLocation: SourceLocation = #_sourceLocation) {
        for (bufferSize, readSize) in readings {
            if let column = test.seriesColumn {
                let fast = Result { () throws(SeriesReadError) in
                    try SeriesReader.read(
                        bytes: test.bytes, path: "t", options: test.options, splittingBy: column,
                        bufferSize: bufferSize, readSize: readSize)
                }
                let plain = Result { () throws(SeriesReadError) in
                    try PlainSeriesReader.read(
                        bytes: test.bytes, path: "t", options: test.options, splittingBy: column,
                        bufferSize: bufferSize, readSize: readSize)
                }
                let difference = ReadComparison.difference(fast, plain)
                #expect(
                    difference == nil, "\(test.name), buffer \(bufferSize), reads of \(readSize)",
                    sourceLocation: sourceLocation)
            } else {
                let fast = Result { () throws(SeriesReadError) in
                    try SeriesReader.read(
                        bytes: test.bytes, path: "t", options: test.options, bufferSize: bufferSize,
                        readSize: readSize)
                }
                let plain = Result { () throws(SeriesReadError) in
                    try PlainSeriesReader.read(
                        bytes: test.bytes, path: "t", options: test.options, bufferSize: bufferSize,
                        readSize: readSize)
                }
                let difference = ReadComparison.difference(fast, plain)
                #expect(
                    difference == nil, "\(test.name), buffer \(bufferSize), reads of \(readSize)",
                    sourceLocation: sourceLocation)
            }
        }
    }

    @Test("real-shaped files read the same, whole and through small buffers", arguments: RealShapedInputs.cases())
    func realShapedFiles(test: ReaderCase) {
        Self.compare(test)
    }

    @Test("the fixtures read the same")
    func fixtures() throws {
        let folder = URL(fileURLWithPath: try Fixture.path("steps.csv")).deletingLastPathComponent()
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where name != ".keep" {
            let bytes = try Array(Data(contentsOf: folder.appendingPathComponent(name)))
            Self.compare(ReaderCase(name: name, bytes: bytes, options: SeriesReadOptions()))
        }
    }

    @Test("the rows that broke the reader read the same")
    func regressions() {
        var lines = ["date,value"] + (1...28).map { "2025-01-\(String(format: "%02d", $0)),\($0)" }
        lines.insert("2025-02-01,12a,c", at: 5)
        let extraCell = Array((lines.joined(separator: "\n") + "\n").utf8)
        var skipping = SeriesReadOptions()
        skipping.skipsBadRows = true
        Self.compare(ReaderCase(name: "extra cell", bytes: extraCell, options: SeriesReadOptions()))
        Self.compare(ReaderCase(name: "extra cell, skipped", bytes: extraCell, options: skipping))
        var cities = "date,city,temp\n"
        for day in 1...28 {
            cities += "2025-01-\(String(format: "%02d", day)),Seattle,\(day)\n"
            cities += "2025-01-\(String(format: "%02d", day)),San Francisco,\(100 + day)\n"
        }
        Self.compare(
            ReaderCase(
                name: "names of two lengths", bytes: Array(cities.utf8), options: SeriesReadOptions(),
                seriesColumn: .name("city")))
    }

    @Test("the plain reader is no copy: it finds what the reader is known to get right")
    func plainReaderReadsTheBasics() throws {
        let table = try PlainSeriesReader.read(
            bytes: Array("date;value\n2026-03-01;1.234,5\n2026-03-02;\n".utf8), path: "t.csv")
        #expect(table.decimalMark == .comma)
        #expect(table.delimiter == .semicolon)
        #expect(table.values[0] == 1234.5)
        #expect(table.values[1].isNaN)
        #expect(table.gapCount == 1)
        let error = try #require(throws: SeriesReadError.self) {
            try PlainSeriesReader.read(bytes: Array("date,value\n2026-03-01,x\n".utf8), path: "t.csv")
        }
        #expect(error.line == 2)
        #expect(error.column == 12)
    }
}
