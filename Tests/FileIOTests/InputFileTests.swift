import Foundation
import Testing

@testable import FileIO

@Suite("Reading an input")
struct InputFileTests {
    /// Makes a named pipe at `path` and starts a thread that opens it for writing, gives the
    /// descriptor to `write` and closes it (a reader that goes away ends the writes with an
    /// error, not a signal).
    static func stream(into path: String, _ write: @escaping @Sendable (Int32) -> Void) throws {
        try #require(mkfifo(path, 0o600) == 0)
        Thread {
            let descriptor = open(path, O_WRONLY)
            guard descriptor >= 0 else { return }
            signal(SIGPIPE, SIG_IGN)
            write(descriptor)
            close(descriptor)
        }.start()
    }

    @Test("a whole file is read, and a missing one or a folder is refused with the reason")
    func wholeFile() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a.json")
        try Data("{\"a\": 1}".utf8).write(to: file)
        #expect(try InputFile.contents(of: file.path, limit: 100) == Array("{\"a\": 1}".utf8))
        let missing = try #require(throws: FileError.self) {
            try InputFile.contents(of: folder.appendingPathComponent("none").path, describedAs: "catalog", limit: 100)
        }
        #expect(missing.kind == .cannotOpen)
        #expect(missing.reason == "cannot read the catalog: it does not exist")
        let isFolder = try #require(throws: FileError.self) { try InputFile.contents(of: folder.path, limit: 100) }
        #expect(isFolder.reason == "cannot read the file: it is a folder, not a file")
    }

    @Test(
        "files of every size are read whole into one buffer, up to and at the limit",
        arguments: [0, 1, 4_095, 4_097, 300_001, 3_000_000])
    func sizes(size: Int) throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("sized")
        let content = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) }
        try Data(content).write(to: file)
        #expect(try InputFile.contents(of: file.path, limit: size) == content)
        #expect(try InputFile.contents(of: file.path, limit: size + 1, expectedStarts: nil) == content)
        if size > 0 {
            let error = try #require(throws: FileError.self) { try InputFile.contents(of: file.path, limit: size - 1) }
            #expect(error.kind == .tooLarge)
        }
    }

    @Test("a stream (no size known ahead) is read whole, a chunk at a time")
    func finiteStream() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("finite").path
        let content = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 % 251) }
        try Self.stream(into: fifo) { descriptor in
            _ = content.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        }
        #expect(try InputFile.contents(of: fifo, limit: 1 << 20) == content)
    }

    @Test("a file larger than the limit is refused")
    func tooLarge() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("big")
        try Data(repeating: 0x20, count: 2_048).write(to: file)
        let error = try #require(throws: FileError.self) { try InputFile.contents(of: file.path, limit: 1_024) }
        #expect(error.kind == .tooLarge)
        #expect(error.cause == "it is larger than 1 KiB, the most that is read")
    }

    @Test("an input that does not start as expected is read only as far as its first chunk")
    func stopsEarly() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("stream").path
        // A stream that never ends, like /dev/zero: the writer keeps writing until the reader goes.
        try Self.stream(into: fifo) { descriptor in
            let zeros = [UInt8](repeating: 0, count: 65_536)
            while zeros.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) > 0 {}
        }
        let bytes = try InputFile.contents(of: fifo, limit: 1 << 30, expectedStarts: [UInt8(ascii: "{")])
        #expect(bytes.count <= 1 << 17)
        #expect(bytes.first == 0)
    }

    @Test("the first significant byte skips spaces, line breaks and a byte order mark")
    func firstSignificantByte() {
        #expect(InputFile.firstSignificantByte([0xEF, 0xBB, 0xBF, 0x20, 0x0A, 0x7B]) == 0x7B)
        #expect(InputFile.firstSignificantByte([0x20, 0x09]) == nil)
    }

    @Test("sizes are said in binary units")
    func byteCounts() {
        #expect(InputFile.byteCount(256 << 20) == "256 MiB")
        #expect(InputFile.byteCount(1 << 30) == "1 GiB")
        #expect(InputFile.byteCount(1_000) == "1000 bytes")
    }
}
