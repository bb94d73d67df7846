import Foundation
import SpanModel
import Testing

@testable import SeriesIO

/// Reads text as a file named `path` would be read.
func read(
    _ text: String, path: String = "test.csv", options: SeriesReadOptions = SeriesReadOptions()
)
    throws(SeriesReadError) -> SeriesTable
{
    try SeriesReader.read(bytes: Array(text.utf8), path: path, options: options)
}

/// Reads bytes as a file named `path` would be read.
func read(
    bytes: [UInt8], path: String = "test.csv", options: SeriesReadOptions = SeriesReadOptions()
)
    throws(SeriesReadError) -> SeriesTable
{
    try SeriesReader.read(bytes: bytes, path: path, options: options)
}

/// The error reading text throws; fails the test when it throws none.
func readError(
    _ text: String, path: String = "test.csv", options: SeriesReadOptions = SeriesReadOptions(),
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> SeriesReadError {
    try readError(bytes: Array(text.utf8), path: path, options: options, sourceLocation: sourceLocation)
}

/// The error reading bytes throws; fails the test when it throws none.
func readError(
    bytes: [UInt8], path: String = "test.csv", options: SeriesReadOptions = SeriesReadOptions(),
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> SeriesReadError {
    let table: SeriesTable
    do throws(SeriesReadError) {
        table = try SeriesReader.read(bytes: bytes, path: path, options: options)
    } catch {
        return error
    }
    Issue.record("expected an error, read \(table.count) samples", sourceLocation: sourceLocation)
    throw NoErrorThrown()
}

/// What a test helper throws when an error it waited for did not come.
struct NoErrorThrown: Error {}

/// The instant of a civil date and time in a zone, computed with Foundation's calendar so that
/// the reader's own arithmetic is checked against an independent one.
/// Values with gaps (NaN) as `nil`, so that they can be compared with `==`.
func present(_ values: [Double]) -> [Double?] {
    values.map { $0.isNaN ? nil : $0 }
}

func instant(
    _ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0,
    nanosecond: Int = 0, zone: TimeZone = TimeZone(identifier: "UTC")!
) -> Double {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let components = DateComponents(
        year: year, month: month, day: day, hour: hour, minute: minute, second: second, nanosecond: nanosecond)
    return calendar.date(from: components)!.timeIntervalSince1970
}

/// Options with a few properties set.
func options(
    format: InputFormat? = nil, hasHeader: Bool? = nil, dateColumn: ColumnReference? = nil,
    valueColumn: ColumnReference? = nil, filters: [RowFilter] = [], dateFormat: String? = nil,
    timeZone: String = "UTC", skipsBadRows: Bool = false
) throws -> SeriesReadOptions {
    SeriesReadOptions(
        format: format, hasHeader: hasHeader, dateColumn: dateColumn, valueColumn: valueColumn, filters: filters,
        dateFormat: try dateFormat.map { try DatePattern($0) },
        calendar: BucketCalendar(timeZone: try #require(TimeZone(identifier: timeZone))),
        skipsBadRows: skipsBadRows)
}

/// The fixtures folder's files, found in one place.
enum Fixture {
    static func path(_ name: String) throws -> String {
        let url = try #require(Bundle.module.resourceURL).appendingPathComponent("Fixtures").appendingPathComponent(
            name)
        #expect(FileManager.default.fileExists(atPath: url.path), "missing fixture \(name)")
        return url.path
    }
}

/// A file in a fresh temporary folder, removed by `remove()`.
struct TemporaryFile {
    let folder: URL
    let path: String

    init(name: String = "series.csv", bytes: [UInt8]) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("seriesio-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        path = folder.appendingPathComponent(name).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}
