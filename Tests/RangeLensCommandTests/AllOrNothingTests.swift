import CommandTestSupport
import Foundation
import Testing

/// Issue 22, build item 2: a command that writes several files puts them all in place or none;
/// a failure anywhere leaves every older file as it was.
@Suite("All or nothing", .serialized)
struct AllOrNothingTests {
    static let demo = ["audio", "--demo-end", "2026-11-29"]

    /// A folder in `parent` where no file may be created: read-only to a user, or a read-only
    /// file system for root (whom permissions do not stop); `nil` when neither can be had.
    static func readOnlyFolder(in parent: URL) -> (folder: URL, undo: () -> Void)? {
        if geteuid() != 0 {
            let folder = parent.appendingPathComponent("ro")
            guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil,
                chmod(folder.path, 0o555) == 0
            else { return nil }
            return (folder, { chmod(folder.path, 0o755) })
        }
        guard let mounted = SmallFileSystem(in: parent, name: "ro", readOnly: true) else { return nil }
        return (mounted.folder, mounted.unmount)
    }

    static let canMakeReadOnlyFolder = geteuid() != 0 || SmallFileSystem.canMount

    @Test(
        "a cue file that cannot be created leaves the older audio file as it was (73)",
        .enabled(if: canMakeReadOnlyFolder, SmallFileSystem.notPermitted))
    func cuesInReadOnlyFolder() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let keep = folder.appendingPathComponent("keep.wav")
        try Data("older".utf8).write(to: keep)
        let readOnly = try #require(Self.readOnlyFolder(in: folder))
        defer { readOnly.undo() }
        let result = try CommandRunner.run(
            Self.demo + ["-o", keep.path, "--cues", readOnly.folder.appendingPathComponent("c.vtt").path])
        #expect(result.status == 73, "\(result.error)")
        #expect(result.error.contains("c.vtt: error: cannot create the file"), "\(result.error)")
        #expect(result.output.isEmpty)
        #expect(try Data(contentsOf: keep) == Data("older".utf8))
        #expect(try CommandRunner.names(in: folder) == ["keep.wav", "ro"])
    }

    @Test(
        "cues to a full device leave the older audio file as it was (74)",
        .enabled(if: CommandRunner.canMakeDevices, CommandRunner.devicesNotPermitted))
    func cuesToFullDevice() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let keep = folder.appendingPathComponent("keep.wav")
        try Data("older".utf8).write(to: keep)
        let full = try #require(CommandRunner.device("full", major: 1, minor: 7, in: folder))
        let result = try CommandRunner.run(Self.demo + ["-o", keep.path, "--cues", full])
        #expect(result.status == 74, "\(result.error)")
        #expect(result.error.contains("the disk is full"), "\(result.error)")
        #expect(try Data(contentsOf: keep) == Data("older".utf8))
        #expect(try CommandRunner.names(in: folder) == ["full", "keep.wav"])
    }

    @Test(
        "cues on a full file system leave the older audio and cue files as they were (74)",
        .enabled(if: SmallFileSystem.canMount, SmallFileSystem.notPermitted))
    func cuesOnFullFileSystem() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let keep = folder.appendingPathComponent("keep.wav")
        try Data("older".utf8).write(to: keep)
        let small = try #require(SmallFileSystem(in: folder, name: "small", kilobytes: 8))
        defer { small.unmount() }
        let cues = small.folder.appendingPathComponent("year.vtt")
        try Data("older cues".utf8).write(to: cues)
        // A year of cues is some 30 KiB, more than the 8 KiB file system holds.
        let result = try CommandRunner.run(Self.demo + ["--last", "365", "-o", keep.path, "--cues", cues.path])
        #expect(result.status == 74, "\(result.error)")
        #expect(result.error.contains("the disk is full"), "\(result.error)")
        #expect(try Data(contentsOf: keep) == Data("older".utf8))
        #expect(try Data(contentsOf: cues) == Data("older cues".utf8))
        #expect(try CommandRunner.names(in: small.folder) == ["year.vtt"])
    }

    @Test(
        "an audio file on a full file system leaves the older cue file as it was (74)",
        .enabled(if: SmallFileSystem.canMount, SmallFileSystem.notPermitted))
    func audioOnFullFileSystem() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let small = try #require(SmallFileSystem(in: folder, name: "small", kilobytes: 8))
        defer { small.unmount() }
        let cues = folder.appendingPathComponent("keep.vtt")
        try Data("older cues".utf8).write(to: cues)
        let result = try CommandRunner.run(
            Self.demo + ["-o", small.folder.appendingPathComponent("graph.wav").path, "--cues", cues.path])
        #expect(result.status == 74, "\(result.error)")
        #expect(try Data(contentsOf: cues) == Data("older cues".utf8))
        #expect(try CommandRunner.names(in: small.folder).isEmpty)
    }

    static let catalog = #"{"sourceLanguage":"en","strings":{"b":{},"a":{}},"version":"1.0"}"#

    @Test(
        "check --write-layout rewrites no catalog when one of them is not valid JSON or not a catalog",
        arguments: ["{\"sourceLanguage\":", "[1,2,3]", "{\"a\":1}"])
    func layoutAllOrNothing(broken: String) throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = folder.appendingPathComponent("A.xcstrings")
        let second = folder.appendingPathComponent("B.xcstrings")
        try Self.catalog.write(to: first, atomically: true, encoding: .utf8)
        try broken.write(to: second, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["check", "--write-layout", first.path, second.path])
        #expect(result.status == 65, "\(result.error)")
        #expect(result.error.contains("B.xcstrings:1:"), "\(result.error)")
        #expect(result.error.contains("no catalog was rewritten"), "\(result.error)")
        #expect(try String(contentsOf: first, encoding: .utf8) == Self.catalog)
        #expect(try String(contentsOf: second, encoding: .utf8) == broken)
        #expect(try CommandRunner.names(in: folder) == ["A.xcstrings", "B.xcstrings"])
    }

    @Test(
        "check --write-layout rewrites no catalog when one of them cannot be written",
        .enabled(if: SmallFileSystem.canMount, SmallFileSystem.notPermitted))
    func layoutUnwritable() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = folder.appendingPathComponent("A.xcstrings")
        try Self.catalog.write(to: first, atomically: true, encoding: .utf8)
        // The second catalog sits on a file system too small for its rewritten form.
        let small = try #require(SmallFileSystem(in: folder, name: "small", kilobytes: 4))
        defer { small.unmount() }
        let second = small.folder.appendingPathComponent("B.xcstrings")
        let keys = (0..<80).map { "\"key \($0)\":{}" }.joined(separator: ",")
        let large = #"{"sourceLanguage":"en","strings":{"# + keys + #"},"version":"1.0"}"#
        try large.write(to: second, atomically: false, encoding: .utf8)
        let result = try CommandRunner.run(["check", "--write-layout", first.path, second.path])
        #expect(result.status == 74, "\(result.error)")
        #expect(result.error.contains("no catalog was rewritten"), "\(result.error)")
        #expect(try String(contentsOf: first, encoding: .utf8) == Self.catalog)
        #expect(try String(contentsOf: second, encoding: .utf8) == large)
        #expect(try CommandRunner.names(in: folder) == ["A.xcstrings", "small"])
    }

    @Test("check --write-layout puts every catalog in place together when all can be rewritten")
    func layoutAll() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = ["A.xcstrings", "B.xcstrings"].map { folder.appendingPathComponent($0) }
        for path in paths { try Self.catalog.write(to: path, atomically: true, encoding: .utf8) }
        let result = try CommandRunner.run(["check", "--write-layout"] + paths.map(\.path))
        #expect(result.status == 0, "\(result.error)")
        #expect(result.lines.count == 2)
        #expect(result.lines.allSatisfy { $0.hasSuffix(": rewritten in Xcode's layout") })
        for path in paths {
            #expect(try String(contentsOf: path, encoding: .utf8).hasPrefix("{\n  \"sourceLanguage\" : "))
        }
        #expect(try CommandRunner.names(in: folder) == ["A.xcstrings", "B.xcstrings"])
    }
}
