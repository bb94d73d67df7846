import CommandTestSupport
import Foundation
import Testing

/// Issue 11, case 6: memory stays bounded by the work's real need. Each command runs as a child
/// under GNU time (`/usr/bin/time -v`), whose "Maximum resident set size" is the child's own
/// peak (time runs it, so it does not inherit this test process's peak).
///
/// The bound: 160 MiB. The debug build takes about 45 MB to start, and the largest thing any of
/// these holds is one record of at most 16 MiB (the documented longest line), while its buffer
/// grows from 8 to 16 MiB; a JSON file or catalog that does not start as one is read no
/// further than its first chunk. Before these limits, `/dev/zero` read as CSV reached 8 GB,
/// `explore < /dev/zero` grew 5 MB a second, and a 1 MB replacement line spoken asked for 4.5 GB.
@Suite("Memory without bound", .serialized)
struct MemoryBoundTests {
    static let bound = 160 << 20

    /// Runs a bash script (with `$RANGELENS` and `$TIME_REPORT` set) whose command runs under
    /// `/usr/bin/time -v -o "$TIME_REPORT"`; returns the result and the child's peak in bytes.
    static func measured(
        _ script: String, environment: [String: String] = [:], in folder: URL
    ) throws
        -> (result: CommandResult, peakBytes: Int)
    {
        let report = folder.appendingPathComponent("time.txt").path
        let result = try CommandRunner.bash(
            script, environment: environment.merging(["TIME_REPORT": report]) { $1 }, in: folder)
        let text = (try? String(contentsOfFile: report, encoding: .utf8)) ?? ""
        let line = text.split(separator: "\n").first { $0.contains("Maximum resident set size") }
        let kilobytes = line.flatMap { $0.split(separator: ":").last }.flatMap {
            Int($0.trimmingCharacters(in: .whitespaces))
        }
        return (result, (kilobytes ?? Int.max / 1_024) * 1_024)
    }

    static let timed = #"/usr/bin/time -v -o "$TIME_REPORT" "$RANGELENS""#

    @Test(
        "a zero device read as CSV is refused as not text at its first byte, in bounded memory",
        .enabled(if: CommandRunner.canMakeDevices, CommandRunner.devicesNotPermitted))
    func zeroDeviceAsCSV() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let zero = try #require(CommandRunner.device("zero", major: 1, minor: 5, in: folder))
        let (result, peak) = try Self.measured(
            "\(Self.timed) summary \"$ZERO\" --input-format csv", environment: ["ZERO": zero], in: folder)
        #expect(result.status == 65)
        // NUL bytes are not text: refused before a line is read (the endless line of text is
        // refused at 16 MiB, below).
        #expect(result.error.contains(":1:1: error: this is not text: a NUL byte"), "\(result.error)")
        #expect(peak < Self.bound, "peak \(peak) bytes")
    }

    @Test(
        "a zero device read as JSON, as a catalog and on standard input is refused in bounded memory",
        .enabled(if: CommandRunner.canMakeDevices, CommandRunner.devicesNotPermitted))
    func zeroDeviceElsewhere() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let zero = try #require(CommandRunner.device("zero", major: 1, minor: 5, in: folder))
        for script in [
            "\(Self.timed) summary \"$ZERO\" --input-format json", "\(Self.timed) summary - < \"$ZERO\"",
            "\(Self.timed) check \"$ZERO\"", "\(Self.timed) summary --catalog \"$ZERO\"",
        ] {
            let (result, peak) = try Self.measured(script, environment: ["ZERO": zero], in: folder)
            #expect([65, 66, 1].contains(result.status), "\(script): \(result.status) \(result.error)")
            #expect(peak < Self.bound, "\(script): peak \(peak) bytes")
        }
    }

    @Test(
        "explore reading a zero device as actions stops at once, in bounded memory",
        .enabled(if: CommandRunner.canMakeDevices, CommandRunner.devicesNotPermitted))
    func exploreZeroDevice() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let zero = try #require(CommandRunner.device("zero", major: 1, minor: 5, in: folder))
        let (result, peak) = try Self.measured(
            "\(Self.timed) explore --demo-end 2026-11-29 < \"$ZERO\"", environment: ["ZERO": zero], in: folder)
        #expect(result.status == 64)
        #expect(result.error.contains("without a space or line break"))
        #expect(peak < Self.bound, "peak \(peak) bytes")
    }

    @Test("one endless line on standard input is refused at 16 MiB, in bounded memory")
    func endlessLine() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (result, peak) = try Self.measured(
            #"(printf 'date,value\n2026-01-01,'; yes 9 | tr -d '\n') | "# + "\(Self.timed) summary -", in: folder)
        #expect(result.status == 65)
        #expect(result.error.contains("<stdin>:2: error: a line longer than 16 MiB"), "\(result.error)")
        #expect(peak < Self.bound, "peak \(peak) bytes")
    }

    @Test("a replacement line of a megabyte, with --speak, is refused before anything is spoken")
    func megabyteReplacementSpoken() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let value = "%1$@ %2$@ %3$@ %4$@ " + String(repeating: "spoken ", count: 150_000)
        let catalog: [String: Any] = [
            "sourceLanguage": "en", "version": "1.0",
            "strings": [
                "range.readout": ["localizations": ["en": ["stringUnit": ["state": "translated", "value": value]]]]
            ],
        ]
        try JSONSerialization.data(withJSONObject: catalog).write(to: folder.appendingPathComponent("Long.xcstrings"))
        let (result, peak) = try Self.measured(
            "\(Self.timed) audio --demo-end 2026-11-29 --speak --catalog Long.xcstrings -o graph.wav", in: folder)
        #expect(result.status == 65)
        #expect(result.error.contains("more than the 1000 a line may have"), "\(result.error)")
        #expect(peak < Self.bound, "peak \(peak) bytes")
        #expect(try !CommandRunner.names(in: folder).contains("graph.wav"))
    }

    /// 300,000 hourly rows from 1 January 2000, the value the row's number modulo 977.
    static func hourlyRows(_ count: Int) -> String {
        var text = "date,value\n"
        text.reserveCapacity(count * 22)
        for row in 0..<count {
            let day = CivilDateText.day(row / 24)
            let hour = row % 24
            text += "\(day)T\(hour < 10 ? "0" : "")\(hour):00,\(row % 977)\n"
        }
        return text
    }

    @Test("a table of 300,000 rows is written as it is made, as text, SSML and JSON, in bounded memory")
    func longTableStreamed() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.hourlyRows(300_000).utf8).write(to: folder.appendingPathComponent("hours.csv"))
        // Held whole, the table took 970 MB for a million rows as JSON, 330 MB as text.
        for format in ["text", "ssml", "json"] {
            let (result, peak) = try Self.measured(
                "\(Self.timed) summary hours.csv --from 2000-01-01 --table --format \(format) -q > out", in: folder)
            #expect(result.status == 0, "\(result.error)")
            #expect(peak < Self.bound, "\(format): peak \(peak) bytes")
            let written = try Data(contentsOf: folder.appendingPathComponent("out"))
            switch format {
            case "json":
                let object = try #require(try JSONSerialization.jsonObject(with: written) as? [String: Any])
                let table = try #require(object["table"] as? [[String: Any]])
                #expect(table.count == 300_000)
                #expect(table.first?["date"] as? String == "2000-01-01T00:00:00Z")
                #expect(table.last?["value"] as? Double == Double(299_999 % 977))
                #expect(object["readout"] as? String != nil)
            case "ssml":
                let text = String(decoding: written, as: UTF8.self)
                #expect(text.hasSuffix("</s>\n</speak>\n"))
                #expect(text.components(separatedBy: "<s>").count == 300_000 + 1 + 1)
            default:
                #expect(written.filter { $0 == 10 }.count == 300_000 + 1)
            }
        }
    }

    @Test("10,000 series of one long table share their narration's wording, in bounded memory")
    func tenThousandSeries() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var text = "date,name,value\n"
        for day in 0..<30 {
            for series in 0..<10_000 {
                text +=
                    "2024-01-\(day < 9 ? "0" : "")\(day + 1),S\(series)\(String(repeating: "x", count: series % 17)),\(series % 991 + day)\n"
            }
        }
        try Data(text.utf8).write(to: folder.appendingPathComponent("long.csv"))
        // Each series' narrator made its own date and number formatters: 716 MB.
        let (result, peak) = try Self.measured("\(Self.timed) summary long.csv --series name -q > out", in: folder)
        #expect(result.status == 0, "\(result.error)")
        #expect(peak < Self.bound, "peak \(peak) bytes")
        let lines = try String(contentsOf: folder.appendingPathComponent("out"), encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 10_001)
        #expect(lines.first == "S0: Average 14.5, January 1 to January 30, 2024")
        // Described, as JSON: each series' object written and let go in turn (1.1 GB held whole).
        let (described, describedPeak) = try Self.measured(
            "\(Self.timed) summary long.csv --series name --describe --format json -q > out.json", in: folder)
        #expect(described.status == 0, "\(described.error)")
        #expect(describedPeak < Self.bound, "peak \(describedPeak) bytes")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("out.json")))
                as? [String: Any])
        let series = try #require(object["series"] as? [[String: Any]])
        #expect(series.count == 10_000)
        #expect(series.last?["name"] as? String == "S9999" + String(repeating: "x", count: 9_999 % 17))
        #expect(series.allSatisfy { $0["description"] != nil })
        #expect(object["comparison"] is [String: Any])
    }
}

/// Day numbers as ISO dates, for the tests' own files.
enum CivilDateText {
    /// Day `offset` after 1 January 2000, as `YYYY-MM-DD`.
    static func day(_ offset: Int) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let date = Date(timeIntervalSince1970: 946_684_800 + Double(offset) * 86_400)
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
    }
}
