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
}
