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

/// The sound libraries are loaded by the commands that make sound, not with the program.
@Suite("The sound libraries, loaded when needed")
struct SoundLibrariesProcessTests {
    /// The shared libraries the dynamic loader reports loading for a run (`LD_DEBUG=files`).
    static func librariesLoaded(_ arguments: [String], in folder: URL) throws -> (status: Int32, names: Set<String>) {
        let result = try CommandRunner.runProcess(arguments, environment: ["LD_DEBUG": "files"], in: folder)
        var names = Set<String>()
        for line in result.error.split(separator: "\n") {
            // "  1234:\tfile=libsndfile.so.1 [0];  needed by …" or "…;  dynamically loaded by …"
            guard let start = line.range(of: "file=") else { continue }
            let rest = line[start.upperBound...]
            names.insert(String(rest.prefix { $0 != " " && $0 != "[" }))
        }
        return (result.status, names)
    }

    @Test("check and summary load no sound library; audio loads libsndfile")
    func loadedWhenNeeded() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sound = ["libsndfile.so.1", "libebur128.so.1", "libespeak-ng.so.1", "libpulse.so.0", "libFLAC.so.12"]
        let catalog = folder.appendingPathComponent("Tiny.xcstrings")
        try Data(#"{"sourceLanguage":"en","strings":{},"version":"1.0"}"#.utf8).write(to: catalog)
        let check = try Self.librariesLoaded(["check", catalog.path], in: folder)
        #expect(check.names.contains { $0.hasPrefix("libicuuc") }, "the loader's report was not read: \(check.names)")
        #expect(check.names.isDisjoint(with: sound), "check loaded \(check.names.intersection(sound))")
        let summary = try Self.librariesLoaded(["summary", "--demo-end", "2026-11-29"], in: folder)
        #expect(summary.status == 0)
        #expect(summary.names.isDisjoint(with: sound), "summary loaded \(summary.names.intersection(sound))")
        let file = folder.appendingPathComponent("steps.csv")
        try CommandFixtures.csv((0..<60).map { Double(($0 * 37) % 1_000) }).write(
            to: file, atomically: true, encoding: .utf8)
        let audio = try Self.librariesLoaded(
            ["audio", file.path, "-o", folder.appendingPathComponent("steps.flac").path], in: folder)
        #expect(audio.status == 0)
        #expect(audio.names.contains("libsndfile.so.1"), "audio loaded \(audio.names)")
    }
}
