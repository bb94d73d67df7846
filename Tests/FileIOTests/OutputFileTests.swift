import Foundation
import Testing

@testable import FileIO

/// A fresh folder for one test, and the device nodes a test may make in it.
enum Scratch {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fileio-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The names in a folder, hidden ones included, sorted.
    static func names(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    /// Makes a character device in `folder` (1,3 is the null device, 1,7 the full one), or
    /// returns `nil` when the process may not (not root, or a container without the right).
    static func device(_ name: String, major: UInt32, minor: UInt32, in folder: URL) -> String? {
        let path = folder.appendingPathComponent(name).path
        let device = dev_t((major << 8) | minor)
        guard mknod(path, S_IFCHR | 0o666, device) == 0 else { return nil }
        return path
    }

    /// Whether device nodes can be made here, for `.enabled(if:)`.
    static let canMakeDevices: Bool = {
        guard let folder = try? folder() else { return false }
        defer { try? FileManager.default.removeItem(at: folder) }
        return device("probe", major: 1, minor: 3, in: folder) != nil
    }()

    static let devicesNotPermitted: Comment =
        "skipped: mknod is not permitted here (it needs root, or the right to make devices); the special-file cases are untested"
}

@Suite("Writing an output through a temporary file")
struct OutputFileTests {
    @Test("a committed output replaces the older file, with nothing left beside it")
    func commitReplaces() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let destination = folder.appendingPathComponent("out.txt")
        try Data("older".utf8).write(to: destination)
        let output = try OutputFile(path: destination.path)
        try output.write(Array("newer".utf8))
        #expect(try Data(contentsOf: destination) == Data("older".utf8))
        let hidden = try Scratch.names(in: folder).filter { $0.hasPrefix(".out.txt.") && $0.hasSuffix(".tmp") }
        #expect(hidden.count == 1)
        try output.commit()
        #expect(try Data(contentsOf: destination) == Data("newer".utf8))
        #expect(try Scratch.names(in: folder) == ["out.txt"])
    }

    @Test("an output dropped without committing is removed, and the older file kept")
    func droppedIsRemoved() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let destination = folder.appendingPathComponent("out.txt")
        try Data("older".utf8).write(to: destination)
        do {
            let output = try OutputFile(path: destination.path)
            try output.write(Array("partial".utf8))
        }
        #expect(try Scratch.names(in: folder) == ["out.txt"])
        #expect(try Data(contentsOf: destination) == Data("older".utf8))
    }

    @Test("a replaced file keeps its permissions, its owner and its group")
    func keepsModeAndOwner() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("private.txt").path
        try Data("older".utf8).write(to: URL(fileURLWithPath: path))
        #expect(chmod(path, 0o600) == 0)
        // As root, the file is given to another user first: the rewrite must not take it back.
        let isRoot = geteuid() == 0
        if isRoot { #expect(chown(path, 65_534, 65_534) == 0) }
        try OutputFile.write(Array("newer".utf8), to: path)
        var status = stat()
        #expect(stat(path, &status) == 0)
        #expect(status.st_mode & 0o7777 == 0o600)
        if isRoot {
            #expect(status.st_uid == 65_534)
            #expect(status.st_gid == 65_534)
        } else {
            #expect(status.st_uid == geteuid())
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("newer".utf8))
    }

    @Test("a new file gets 0666 less the umask, as open(2) would give it")
    func newFileMode() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("new.txt").path
        let mask = umask(0o027)
        defer { umask(mask) }
        try OutputFile.write(Array("text".utf8), to: path)
        var status = stat()
        #expect(stat(path, &status) == 0)
        #expect(status.st_mode & 0o7777 == 0o640)
    }

    @Test("a symbolic link is followed: its target is replaced and the link kept")
    func followsLinks() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("real.txt")
        try Data("older".utf8).write(to: target)
        let link = folder.appendingPathComponent("link.txt")
        #expect(symlink("real.txt", link.path) == 0)
        try OutputFile.write(Array("newer".utf8), to: link.path)
        var status = stat()
        #expect(lstat(link.path, &status) == 0)
        #expect(status.st_mode & S_IFMT == S_IFLNK)
        #expect(try Data(contentsOf: target) == Data("newer".utf8))
        #expect(try Scratch.names(in: folder) == ["link.txt", "real.txt"])
    }

    @Test("a file with another hard link is replaced under this name; the other keeps the old content")
    func hardLink() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a.txt")
        try Data("older".utf8).write(to: file)
        #expect(link(file.path, folder.appendingPathComponent("b.txt").path) == 0)
        try OutputFile.write(Array("newer".utf8), to: file.path)
        #expect(try Data(contentsOf: file) == Data("newer".utf8))
        #expect(try Data(contentsOf: folder.appendingPathComponent("b.txt")) == Data("older".utf8))
    }

    @Test("a link to a file not yet there creates that file")
    func danglingLink() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = folder.appendingPathComponent("link.txt")
        #expect(symlink(folder.appendingPathComponent("later.txt").path, link.path) == 0)
        try OutputFile.write(Array("text".utf8), to: link.path)
        #expect(try Data(contentsOf: folder.appendingPathComponent("later.txt")) == Data("text".utf8))
        var status = stat()
        #expect(lstat(link.path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK)
    }

    @Test(
        "a null device is written into and stays a device",
        .enabled(if: Scratch.canMakeDevices, Scratch.devicesNotPermitted))
    func nullDeviceStaysADevice() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let null = try #require(Scratch.device("null", major: 1, minor: 3, in: folder))
        try OutputFile.write(Array(repeating: 0x61, count: 100_000), to: null)
        var status = stat()
        #expect(stat(null, &status) == 0)
        #expect(status.st_mode & S_IFMT == S_IFCHR)
        #expect(try Scratch.names(in: folder) == ["null"])
    }

    @Test(
        "a full device makes the write fail and stays a device",
        .enabled(if: Scratch.canMakeDevices, Scratch.devicesNotPermitted))
    func fullDeviceFails() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let full = try #require(Scratch.device("full", major: 1, minor: 7, in: folder))
        let error = try #require(throws: FileError.self) { try OutputFile.write(Array("text".utf8), to: full) }
        #expect(error.kind == .writeFailed)
        #expect(error.cause == "the disk is full")
        var status = stat()
        #expect(stat(full, &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
    }

    @Test("a FIFO is written into, never replaced")
    func fifoIsWrittenInto() async throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = Task.detached { () -> Data in
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: fifo))
            defer { try? handle.close() }
            return try handle.readToEnd() ?? Data()
        }
        try OutputFile.write(Array("through the pipe".utf8), to: fifo)
        #expect(try await reader.value == Data("through the pipe".utf8))
        var status = stat()
        #expect(stat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    }

    @Test("the descriptor can be read back and rewritten in place, whatever the target")
    func descriptorIsSeekable() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("out.bin").path
        let output = try OutputFile(path: path)
        try output.write(Array("abcdef".utf8))
        #expect(pwrite(output.descriptor, "XY", 2, 1) == 2)
        try output.commit()
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("aXYdef".utf8))
    }

    @Test("a temporary file is registered for the signal handler while it exists")
    func registeredWhileWritten() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try OutputFile(path: folder.appendingPathComponent("out.txt").path)
        let temporary = try #require(try Scratch.names(in: folder).first)
        #expect(TemporaryFiles.registeredPaths().contains(folder.path + "/" + temporary))
        try output.commit()
        #expect(!TemporaryFiles.registeredPaths().contains(folder.path + "/" + temporary))
    }

    @Test(
        "a target that cannot be created is refused before anything is written",
        arguments: ["", "/nonexistent-folder/out.txt", "/"])
    func refusedTargets(path: String) {
        #expect {
            _ = try OutputFile(path: path)
        } throws: { error in
            (error as? FileError)?.kind == .cannotCreate
        }
    }

    @Test("a file that may not be written is refused, even where its folder may be")
    func readOnlyFile() throws {
        guard geteuid() != 0 else { return }  // root may write anything
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("locked.txt").path
        try Data("older".utf8).write(to: URL(fileURLWithPath: path))
        #expect(chmod(path, 0o444) == 0)
        #expect(throws: FileError.self) { try OutputFile.write(Array("newer".utf8), to: path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("older".utf8))
    }
}
