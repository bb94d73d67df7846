import CommandTestSupport
import Foundation
import Testing

/// Writes that fail part way: a file-size limit makes the kernel refuse the write (EFBIG), as a
/// full disk would. An older file must survive untouched, and no temporary file may be left.
@Suite("Writes that fail part way")
struct FailedWriteTests {
    /// Runs `rangelens` under a file-size limit of `kilobytes`, with SIGXFSZ ignored so that the
    /// write fails with an error instead of killing the process.
    static func runLimited(_ arguments: [String], kilobytes: Int) throws -> CommandResult {
        let quoted = arguments.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(
            separator: " ")
        return try CommandRunner.bash("trap '' XFSZ; ulimit -f \(kilobytes); exec \"$RANGELENS\" \(quoted)")
    }

    @Test(
        "An audio file too large to write leaves the older file and no temporary file",
        arguments: ["graph.wav", "graph.flac"])
    func audioTooLarge(name: String) throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent(name)
        try Data("older".utf8).write(to: target)
        let result = try Self.runLimited(
            ["audio", "--demo-end", "2026-11-29", "--last", "365", "-o", target.path], kilobytes: 64)
        #expect(result.status == 74 || result.status == 73, "\(result.status): \(result.error)")
        #expect(result.error.hasPrefix("error: "))
        #expect(result.output.isEmpty)
        #expect(try Data(contentsOf: target) == Data("older".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [name])
    }

    @Test(
        "A catalog rewrite that cannot be written leaves the catalog as it was",
        .enabled(if: CommandRunner.hasSharedCatalogs, CommandRunner.sharedCatalogsAbsent))
    func layoutRewriteTooLarge() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = CommandRunner.sharedCatalogs.appendingPathComponent("MrKai77--Loop--Localizable.xcstrings")
        let copy = folder.appendingPathComponent("Localizable.xcstrings")
        // Compact JSON: not in Xcode's layout, so the rewrite has something to write.
        let compact = try JSONSerialization.data(
            withJSONObject: try JSONSerialization.jsonObject(with: Data(contentsOf: original)))
        try compact.write(to: copy)
        let result = try Self.runLimited(["check", "--write-layout", copy.path], kilobytes: 64)
        #expect(result.status != 0)
        #expect(try Data(contentsOf: copy) == compact)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Localizable.xcstrings"])
    }
}

@Suite("A very large file")
struct LargeFileTests {
    /// Runs `rangelens` under GNU time, with its standard output written to `output`, and
    /// returns its exit status and its own peak resident memory in bytes.
    ///
    /// The peak is measured by a small process in between: a process started straight from
    /// this one inherits this one's peak, since Linux counts the memory a process had when it
    /// replaced itself with another program (and a test process holds a good deal).
    static func runMeasured(
        _ arguments: [String], output: URL, in folder: URL
    ) throws -> (status: Int32, peakBytes: Int) {
        let measurement = folder.appendingPathComponent("peak.txt")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
        process.arguments = ["--format", "%M", "--output", measurement.path, CommandRunner.executable.path] + arguments
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let kilobytes = try String(contentsOf: measurement, encoding: .utf8)
            .split(separator: "\n").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        return (process.terminationStatus, (kilobytes ?? .max / 1_024) * 1_024)
    }

    @Test("A 100 MB CSV is read in memory that grows with its rows, not its bytes")
    func hundredMegabytes() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("wide.csv")
        _ = FileManager.default.createFile(atPath: file.path, contents: nil)
        let handle = try FileHandle(forWritingTo: file)
        try handle.write(contentsOf: Data("date,value,note\n".utf8))
        // 500,000 rows of 200 bytes: a long note beside each value.
        let note = String(repeating: "n", count: 178)
        var chunk = ""
        var written = 0
        let first = Date(timeIntervalSince1970: 0)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        for row in 0..<500_000 {
            let day = calendar.dateComponents(
                [.year, .month, .day], from: first.addingTimeInterval(Double(row) * 3_600))
            let hour = row % 24
            chunk += String(
                format: "%04d-%02d-%02dT%02d:00Z,%d,%@\n", day.year!, day.month!, day.day!, hour, row % 1_000, note)
            if chunk.utf8.count > 1 << 20 {
                try handle.write(contentsOf: Data(chunk.utf8))
                written += chunk.utf8.count
                chunk = ""
            }
        }
        try handle.write(contentsOf: Data(chunk.utf8))
        written += chunk.utf8.count
        try handle.close()
        #expect(written >= 100_000_000)
        let output = folder.appendingPathComponent("summary.txt")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let (status, peakBytes) = try Self.runMeasured(
            ["summary", file.path, "--last", "24"], output: output, in: folder)
        #expect(status == 0)
        #expect(try String(contentsOf: output, encoding: .utf8).hasPrefix("Average "))
        // The two columns take 16 bytes a row, the prepared series about 26 more: some 20 MB.
        // A reader that held the file's 100 MB (or a String of it) would pass 100 MB at once.
        #expect(peakBytes < 100_000_000, "peak \(peakBytes) bytes")
    }
}
