import CommandTestSupport
import Foundation
import Testing

/// Issue 11, case 1: an output that is not a regular file is written into, never replaced; a
/// link is followed and kept; an existing file keeps its permissions and owner.
@Suite("Special targets, links, permissions and owners")
struct SpecialTargetTests {
    static let demo = ["audio", "--demo-end", "2026-11-29"]

    @Test(
        "audio to a null device writes into it and leaves it a device",
        .enabled(if: CommandRunner.canMakeDevices, CommandRunner.devicesNotPermitted))
    func nullDevice() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let null = try #require(CommandRunner.device("null", major: 1, minor: 3, in: folder))
        let result = try CommandRunner.run(Self.demo + ["-o", null, "--format", "wav"])
        #expect(result.status == 0, "\(result.error)")
        var status = stat()
        #expect(stat(null, &status) == 0)
        #expect(status.st_mode & S_IFMT == S_IFCHR)
        #expect(try CommandRunner.names(in: folder) == ["null"])
    }

    @Test(
        "audio to a full device fails with 74, says the disk is full, and leaves it a device",
        .enabled(if: CommandRunner.canMakeDevices, CommandRunner.devicesNotPermitted))
    func fullDevice() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let full = try #require(CommandRunner.device("full", major: 1, minor: 7, in: folder))
        let result = try CommandRunner.run(Self.demo + ["-o", full, "--format", "wav"])
        #expect(result.status == 74)
        #expect(result.error.contains("the disk is full"), "\(result.error)")
        #expect(!result.error.contains("libsndfile"))
        #expect(result.output.isEmpty)
        var status = stat()
        #expect(stat(full, &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
        #expect(try CommandRunner.names(in: folder) == ["full"])
    }

    @Test("a symbolic link is followed: its target is replaced and the link kept")
    func link() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("real.wav")
        try Data("older".utf8).write(to: target)
        #expect(symlink("real.wav", folder.appendingPathComponent("graph.wav").path) == 0)
        let result = try CommandRunner.run(Self.demo + ["-o", folder.appendingPathComponent("graph.wav").path])
        #expect(result.status == 0, "\(result.error)")
        var status = stat()
        #expect(lstat(folder.appendingPathComponent("graph.wav").path, &status) == 0)
        #expect(status.st_mode & S_IFMT == S_IFLNK)
        #expect(try Data(contentsOf: target).prefix(4) == Data("RIFF".utf8))
        #expect(try CommandRunner.names(in: folder) == ["graph.wav", "real.wav"])
    }

    @Test("a private file overwritten keeps its permissions and, as root, its owner")
    func privateFile() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("private.wav").path
        try Data("older".utf8).write(to: URL(fileURLWithPath: path))
        #expect(chmod(path, 0o600) == 0)
        let isRoot = geteuid() == 0
        if isRoot { #expect(chown(path, 65_534, 65_534) == 0) }
        let result = try CommandRunner.run(Self.demo + ["-o", path])
        #expect(result.status == 0, "\(result.error)")
        var status = stat()
        #expect(stat(path, &status) == 0)
        #expect(status.st_mode & 0o7777 == 0o600)
        if isRoot { #expect(status.st_uid == 65_534 && status.st_gid == 65_534) }
    }

    @Test("check --write-layout keeps a catalog's owner and permissions")
    func layoutKeepsOwner() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("App.xcstrings").path
        try #"{"sourceLanguage":"en","strings":{"b":{},"a":{}},"version":"1.0"}"#.write(
            toFile: path, atomically: true, encoding: .utf8)
        #expect(chmod(path, 0o640) == 0)
        let isRoot = geteuid() == 0
        if isRoot { #expect(chown(path, 65_534, 65_534) == 0) }
        let result = try CommandRunner.run(["check", "--write-layout", path])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("rewritten in Xcode's layout"))
        var status = stat()
        #expect(stat(path, &status) == 0)
        #expect(status.st_mode & 0o7777 == 0o640)
        if isRoot { #expect(status.st_uid == 65_534 && status.st_gid == 65_534) }
        #expect(try CommandRunner.names(in: folder) == ["App.xcstrings"])
    }
}

/// Issue 11, case 7: an output that is the input is refused.
@Suite("The same file given twice")
struct SameFileTests {
    @Test("an output that is the series being read is refused")
    func outputIsInput() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("steps.wav")
        let rows = (1...9).map { "2026-03-0\($0),\($0 * 100)" }.joined(separator: "\n")
        try "date,value\n\(rows)\n".write(to: input, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["audio", input.path, "--input-format", "csv", "-o", input.path])
        #expect(result.status == 64)
        #expect(result.error.contains("the series being read"))
        #expect(try String(contentsOf: input, encoding: .utf8).hasPrefix("date,value"))
    }
}
