import CommandTestSupport
import Foundation
import TestSupport
import Testing

/// The reference files in `audio-samples/`, made again with the exact commands their README
/// gives and compared byte for byte.
///
/// To write them again after a deliberate change to the sound, run these tests with
/// `RANGELENS_RECORD_GOLDEN=1` (see `GoldenFile`), then listen before committing.
@Suite("The reference audio files")
struct AudioSamplesTests {
    static let common = ["--demo-end", "2026-11-29", "--locale", "en-GB"]

    static let samples: [(file: String, options: [String])] = [
        ("six-weeks.wav", []),
        ("year-by-week.flac", ["--last", "365", "--group", "week"]),
        ("six-weeks-glide.ogg", ["--style", "continuous"]),
        ("six-weeks-spoken.flac", ["--speak"]),
        ("six-weeks-threshold.wav", ["--threshold", "9000"]),
    ]

    @Test("Each reference file is made again byte for byte by the command its README gives", arguments: samples)
    func regenerate(file: String, options: [String]) throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let made = folder.appendingPathComponent(file)
        let result = try CommandRunner.run(["audio"] + Self.common + options + ["-o", made.path])
        #expect(result.status == 0, "\(result.error)")
        let reference = CommandRunner.repositoryRoot.appendingPathComponent("audio-samples").appendingPathComponent(
            file)
        let readme = try String(
            contentsOf: reference.deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8)
        let command = (["rangelens audio"] + Self.common + options + ["-o", "audio-samples/\(file)"]).joined(
            separator: " ")
        #expect(readme.contains(command), "the README does not give the command: \(command)")
        try GoldenFile(reference, filter: "AudioSamplesTests").check(Data(contentsOf: made))
    }
}
