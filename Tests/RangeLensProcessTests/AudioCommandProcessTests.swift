import CommandTestSupport
import Foundation
import Testing

/// `rangelens audio` measured from outside: the built program's peak memory under GNU time.
@Suite("rangelens audio's memory")
struct AudioCommandProcessTests {
    @Test("A long graph is rendered and written in blocks: its peak memory does not grow with its length")
    func memory() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("long.csv")
        // 4,000 days, never grouped: 4 minutes of audio, 42 MB of it as floats in one buffer.
        try CommandFixtures.csv((0..<4_000).map { Double(($0 * 37) % 1_000) }).write(
            to: file, atomically: true, encoding: .utf8)
        for name in ["short.txt", "long.txt"] {
            _ = FileManager.default.createFile(atPath: folder.appendingPathComponent(name).path, contents: nil)
        }
        let short = try LargeFileTests.runMeasured(
            ["audio", file.path, "--last", "40", "-o", folder.appendingPathComponent("short.flac").path],
            output: folder.appendingPathComponent("short.txt"), in: folder)
        let long = try LargeFileTests.runMeasured(
            [
                "audio", file.path, "--last", "4000", "--group", "never", "-o",
                folder.appendingPathComponent("long.flac").path,
            ],
            output: folder.appendingPathComponent("long.txt"), in: folder)
        #expect(short.status == 0 && long.status == 0)
        // The bound of docs/performance.md: the start-up footprint and a few bytes a tone.
        let growth = long.peakBytes - short.peakBytes
        #expect(growth < 4 * 1_024 * 1_024, "a 4-minute graph took \(growth / 1_024) KB more than a 10-second one")
        #expect(long.peakBytes < 64 * 1_024 * 1_024)
    }
}
