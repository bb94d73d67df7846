import CommandTestSupport
import Foundation
import Testing

/// Issue 11, case 9: dates before 1583 are spoken in the calendar the JSON writes, and a time
/// a daylight-saving jump skipped is read alike in every zone.
@Suite("Dates before the reform and across clock changes")
struct DatesCommandTests {
    @Test("days of 1500 are spoken as the JSON writes them")
    func beforeTheReform() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let rows = (1...8).map { "1500-03-0\($0),\($0)" }.joined(separator: "\n")
        try "date,value\n\(rows)\n".write(
            to: folder.appendingPathComponent("old.csv"), atomically: true, encoding: .utf8)
        let spoken = try CommandRunner.runProcess(["summary", "old.csv", "--today", "2026-11-29"], in: folder)
        #expect(spoken.status == 0)
        #expect(spoken.output.hasPrefix("Average 4.5, March 1 to March 8, 1500"), "\(spoken.output)")
        let json = try CommandRunner.runProcess(
            ["summary", "old.csv", "--today", "2026-11-29", "--format", "json"], in: folder)
        #expect(json.output.contains("\"1500-03-01T00:00:00Z\""))
        let german = try CommandRunner.runProcess(
            ["summary", "old.csv", "--today", "2026-11-29", "--locale", "de"], in: folder)
        #expect(german.output.contains("vom ersten März bis zum achten März 1500"), "\(german.output)")
    }

    @Test(
        "02:30 on the night the clocks go forward is 03:30 summer time in New York and in Berlin",
        arguments: [
            ("America/New_York", "2026-03-08", "2026-03-08T07:30:00Z"),
            ("Europe/Berlin", "2026-03-29", "2026-03-29T01:30:00Z"),
        ])
    func skippedTime(zone: String, day: String, instant: String) throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let times = ["01:00", "01:30", "02:30", "03:30", "04:00", "04:30", "05:00"]
        let rows = times.enumerated().map { "\(day)T\($0.element),\($0.offset)" }.joined(separator: "\n")
        try "date,value\n\(rows)\n".write(
            to: folder.appendingPathComponent("dst.csv"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.runProcess(
            ["summary", "dst.csv", "--time-zone", zone, "--table", "--format", "json"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let table = try #require(object["table"] as? [[String: Any]])
        let skipped = try #require(table.first { ($0["value"] as? Double) == 2 })
        #expect(skipped["date"] as? String == instant)
    }
}
