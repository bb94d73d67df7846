import CommandTestSupport
import Foundation
import Testing

@Suite("rangelens check and audio")
struct CheckAndAudioCommandTests {
    static let catalogs = ["AudioGraph", "Report", "StatsCard", "TimerDial", "Window"].map {
        CommandRunner.repositoryRoot.appendingPathComponent("Localizations/\($0).xcstrings").path
    }

    static let fixtures = CommandRunner.sharedCatalogs

    @Test("Our own catalogs pass the check with no error")
    func ownCatalogs() throws {
        let result = try CommandRunner.run(["check"] + Self.catalogs)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("0 errors"))
    }

    @Test("A malformed catalog exits 65 with its line and column; a missing one exits 66")
    func badCatalogs() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = folder.appendingPathComponent("Broken.xcstrings")
        try "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : \n  }\n}".write(
            to: broken, atomically: true, encoding: .utf8)
        let malformed = try CommandRunner.run(["check", broken.path])
        #expect(malformed.status == 65)
        #expect(malformed.output.contains("Broken.xcstrings:5:3:") || malformed.error.contains("Broken.xcstrings:5:3:"))
        let missing = try CommandRunner.run(["check", folder.appendingPathComponent("None.xcstrings").path])
        #expect(missing.status == 66)
    }

    @Test(
        "SARIF output carries what code-scanning viewers need",
        .enabled(if: CommandRunner.hasSharedCatalogs, CommandRunner.sharedCatalogsAbsent))
    func sarif() throws {
        let path = Self.fixtures.appendingPathComponent("MrKai77--Loop--Localizable.xcstrings").path
        let result = try CommandRunner.run(["check", path, "--format", "sarif"])
        #expect(result.status == 1)
        let object = try FileInputTests.jsonObject(result.output)
        #expect(object["version"] as? String == "2.1.0")
        let run = try #require((object["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "rangelens")
        #expect(!((driver["rules"] as? [Any]) ?? []).isEmpty)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(!results.isEmpty)
        for finding in results {
            #expect(finding["ruleId"] is String && finding["level"] is String)
            #expect((finding["message"] as? [String: Any])?["text"] is String)
            #expect(!((finding["locations"] as? [Any]) ?? []).isEmpty)
        }
    }

    /// A small catalog with one missing German value and one placeholder dropped.
    static func catalogWithFindings(in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent("App.xcstrings")
        try
            #"{"sourceLanguage":"en","strings":{"a":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Hallo"}},"en":{"stringUnit":{"state":"translated","value":"Hello %@"}}}},"b":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Bye"}},"fr":{"stringUnit":{"state":"translated","value":"Au revoir"}}}}},"version":"1.0"}"#
            .write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test("--write-baseline accepts today's findings, and --baseline fails only on new ones")
    func baseline() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = try Self.catalogWithFindings(in: folder)
        let baseline = folder.appendingPathComponent("baseline.json").path
        let absent = try CommandRunner.run(["check", catalog.path, "--baseline", baseline, "--no-layout"])
        #expect(absent.status == 66)
        #expect(absent.error.contains("write one with --write-baseline"))
        let written = try CommandRunner.run(["check", catalog.path, "--baseline", baseline, "--write-baseline"])
        #expect(written.status == 0, "\(written.error)")
        #expect(written.output.contains("findings of 1 file written"))
        let later = try CommandRunner.run(["check", catalog.path, "--baseline", baseline])
        #expect(later.status == 0, "\(later.output)")
        #expect(later.output.contains("in the baseline and not shown"))
        let usage = try CommandRunner.run(["check", catalog.path, "--write-baseline"])
        #expect(usage.status == 64)
        try "{".write(toFile: baseline, atomically: true, encoding: .utf8)
        let broken = try CommandRunner.run(["check", catalog.path, "--baseline", baseline])
        #expect(broken.status == 65)
        #expect(broken.error.contains("baseline.json:"))
    }

    @Test("--min-complete turns missing values into notes and fails a locale below its minimum")
    func minimumCompleteness() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = try Self.catalogWithFindings(in: folder).path
        let passing = try CommandRunner.run([
            "check", catalog, "--no-layout", "--min-complete", "de=50,fr=50", "--locales", "de,fr",
        ])
        // The dropped placeholder is still an error; the missing values are notes.
        #expect(passing.output.contains("note: [completeness.missing-translation]"))
        #expect(!passing.output.contains("completeness.below-minimum"))
        let failing = try CommandRunner.run([
            "check", catalog, "--no-layout", "--min-complete", "de=100", "--locales", "de",
        ])
        #expect(failing.status == 1)
        #expect(failing.output.contains("error: [completeness.below-minimum] (de): 1 of 2 keys"))
        let usage = try CommandRunner.run(["check", catalog, "--min-complete", "de"])
        #expect(usage.status == 64)
    }

    @Test(
        "--write-layout rewrites a catalog in Xcode's layout and --check-layout reports one that is not",
        .enabled(if: CommandRunner.hasSharedCatalogs, CommandRunner.sharedCatalogsAbsent))
    func layout() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = Self.fixtures.appendingPathComponent("AMazkun--LocalizationToturial--Localizable.xcstrings")
        let copy = folder.appendingPathComponent("Localizable.xcstrings")
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: original))
        try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted]).write(to: copy)
        let before = try CommandRunner.run(["check", "--check-layout", copy.path])
        #expect(before.status == 1)
        #expect(before.output.contains("layout.not-xcode-layout"))
        let rewrite = try CommandRunner.run(["check", "--write-layout", copy.path])
        #expect(rewrite.status == 0)
        #expect(try Data(contentsOf: copy) == Data(contentsOf: original))
        let after = try CommandRunner.run(["check", "--check-layout", copy.path])
        #expect(after.status == 0)
    }

    @Test("audio writes the file, the cues and the description")
    func audio() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let wav = folder.appendingPathComponent("graph.wav")
        let cues = folder.appendingPathComponent("graph.vtt")
        let result = try CommandRunner.run([
            "audio", "--demo-end", "2026-11-29", "--locale", "en-GB", "-o", wav.path, "--cues", cues.path,
        ])
        #expect(result.status == 0, "\(result.error)")
        #expect(
            result.lines == [
                "Audio graph of 42 days, 19 October to 29 November, 6 seconds.",
                "Low tones are 2,461, high tones are 11,076 steps a day.",
                "Highest on 7 November, lowest on 25 October.",
                "A click marks each new week, a stronger one each new month.",
                "A rising chirp marks the highest value, a falling chirp the lowest.",
            ])
        let vtt = try String(contentsOf: cues, encoding: .utf8)
        #expect(vtt.hasPrefix("WEBVTT\n"))
        // The first caption also says when the extremes fell.
        #expect(
            vtt.contains(
                "00:00:00.000 --> 00:00:00.143\n19 October, 6,990 steps a day\nHighest on 7 November, lowest on 25 October.\n"
            ))
        #expect(vtt.contains("\n25 October, 2,461 steps a day\nLowest value\n"))
        #expect(vtt.components(separatedBy: " --> ").count - 1 == 42)
    }

    static let refusals: [(arguments: [String], status: Int32, fragment: String)] = [
        (["--pitch", "5:90000"], 64, "B1"),
        (["--pitch", "C0:C9"], 64, "MIDI"),
        (["--format", "mp3"], 64, "wav, flac or ogg"),
        (["--group", "fortnight"], 64, "auto, never"),
        (["--duration", "0"], 64, "above 0"),
        (["--duration", "six"], 64, "'--duration'"),
        (["--threshold", "lots"], 64, "'--threshold'"),
        (["--scale", "log", "--reference", "-5"], 64, "--scale log"),
        (["--scale", "decibels"], 64, "linear, log"),
        (["--scale", "zero-max"], 64, "linear, log"),
        (["--axis", "both"], 64, "extent, zero, per-series"),
        (["--axis", "zero", "--scale", "log"], 64, "'--axis zero' cannot be placed on '--scale log'"),
    ]

    @Test("Bad audio options are refused and write nothing", arguments: refusals)
    func badOptions(arguments: [String], status: Int32, fragment: String) throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("graph.wav")
        let result = try CommandRunner.run(["audio", "--demo-end", "2026-11-29", "-o", out.path] + arguments)
        #expect(result.status == status, "\(result.error)")
        #expect(result.error.contains(fragment), "\(result.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test("An output that cannot be written exits 73 and leaves an older file untouched")
    func unwritableOutput() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missingFolder = try CommandRunner.run([
            "audio", "--demo-end", "2026-11-29", "-o", folder.appendingPathComponent("none/graph.wav").path,
        ])
        #expect(missingFolder.status == 73)
        let directory = folder.appendingPathComponent("taken.wav")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
        #expect(try CommandRunner.run(["audio", "--demo-end", "2026-11-29", "-o", directory.path]).status == 73)
        // A read-only folder holding an older file: the file survives and no temporary file is left.
        let locked = folder.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: false)
        let older = locked.appendingPathComponent("graph.wav")
        try Data("older".utf8).write(to: older)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path) }
        if getuid() != 0 {
            let result = try CommandRunner.run(["audio", "--demo-end", "2026-11-29", "-o", older.path])
            #expect(result.status == 73)
        }
        #expect(try Data(contentsOf: older) == Data("older".utf8) || getuid() == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: locked.path).filter { $0 != "graph.wav" }.isEmpty)
        let cueFolder = try CommandRunner.run([
            "audio", "--demo-end", "2026-11-29", "-o", folder.appendingPathComponent("new.wav").path, "--cues",
            folder.appendingPathComponent("none/graph.vtt").path,
        ])
        #expect(cueFolder.status == 73)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("new.wav").path))
    }
}
