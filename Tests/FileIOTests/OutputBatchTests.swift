import Foundation
import Testing

@testable import FileIO

@Suite("Several outputs put in place together")
struct OutputBatchTests {
    /// An output of `text` for `path`, written in full and added to `batch`.
    static func add(_ text: String, to path: String, in batch: OutputBatch) throws {
        let output = try OutputFile(path: path)
        try output.write(Array(text.utf8))
        try batch.add(output)
    }

    @Test("nothing reaches a target before the commit; then every one does, with nothing left beside them")
    func allAtOnce() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = folder.appendingPathComponent("a.txt")
        let second = folder.appendingPathComponent("b.txt")
        try Data("older a".utf8).write(to: first)
        let batch = OutputBatch()
        try Self.add("newer a", to: first.path, in: batch)
        try Self.add("new b", to: second.path, in: batch)
        #expect(try Data(contentsOf: first) == Data("older a".utf8))
        #expect(!FileManager.default.fileExists(atPath: second.path))
        try batch.commit()
        #expect(try Data(contentsOf: first) == Data("newer a".utf8))
        #expect(try Data(contentsOf: second) == Data("new b".utf8))
        #expect(try Scratch.names(in: folder) == ["a.txt", "b.txt"])
        #expect(TemporaryFiles.registeredPaths().allSatisfy { !$0.hasPrefix(folder.path) })
    }

    @Test("a batch dropped without committing removes its files and leaves every target as it was")
    func dropped() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = folder.appendingPathComponent("a.txt")
        try Data("older a".utf8).write(to: first)
        do {
            let batch = OutputBatch()
            try Self.add("newer a", to: first.path, in: batch)
            try Self.add("new b", to: folder.appendingPathComponent("b.txt").path, in: batch)
        }
        #expect(try Scratch.names(in: folder) == ["a.txt"])
        #expect(try Data(contentsOf: first) == Data("older a".utf8))
    }

    @Test("a file that cannot be moved into place puts back every one moved before it")
    func rollsBack() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = folder.appendingPathComponent("a.txt")
        let created = folder.appendingPathComponent("new.txt")
        let other = folder.appendingPathComponent("other")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        let second = other.appendingPathComponent("b.txt")
        try Data("older a".utf8).write(to: first)
        try Data("older b".utf8).write(to: second)
        let batch = OutputBatch()
        try Self.add("newer a", to: first.path, in: batch)
        try Self.add("new", to: created.path, in: batch)
        try Self.add("newer b", to: second.path, in: batch)
        // The last file's folder goes away before the commit: its move must fail.
        try FileManager.default.removeItem(at: other)
        let error = try #require(throws: FileError.self) { try batch.commit() }
        #expect(error.kind == .cannotCreate)
        #expect(try Data(contentsOf: first) == Data("older a".utf8))
        #expect(!FileManager.default.fileExists(atPath: created.path))
        #expect(try Scratch.names(in: folder) == ["a.txt"])
        #expect(TemporaryFiles.registeredPaths().allSatisfy { !$0.hasPrefix(folder.path) })
    }

    @Test(
        "a full device among the outputs fails the commit before any file is replaced",
        .enabled(if: Scratch.canMakeDevices, Scratch.devicesNotPermitted))
    func fullDeviceFirst() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("keep.txt")
        try Data("older".utf8).write(to: file)
        let full = try #require(Scratch.device("full", major: 1, minor: 7, in: folder))
        let batch = OutputBatch()
        try Self.add("newer", to: file.path, in: batch)
        try Self.add("cues", to: full, in: batch)
        let error = try #require(throws: FileError.self) { try batch.commit() }
        #expect(error.kind == .writeFailed)
        #expect(error.cause == "the disk is full")
        #expect(try Data(contentsOf: file) == Data("older".utf8))
        #expect(try Scratch.names(in: folder) == ["full", "keep.txt"])
    }

    @Test("a replaced file keeps its permissions when put in place with others")
    func keepsPermissions() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("private.txt")
        try Data("older".utf8).write(to: file)
        #expect(chmod(file.path, 0o600) == 0)
        let batch = OutputBatch()
        try Self.add("newer", to: file.path, in: batch)
        try Self.add("other", to: folder.appendingPathComponent("other.txt").path, in: batch)
        try batch.commit()
        var status = stat()
        #expect(stat(file.path, &status) == 0)
        #expect(status.st_mode & 0o7777 == 0o600)
        #expect(try Data(contentsOf: file) == Data("newer".utf8))
    }
}
