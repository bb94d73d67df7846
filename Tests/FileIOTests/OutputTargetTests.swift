import Foundation
import Testing

@testable import FileIO

@Suite("Where an output goes")
struct OutputTargetTests {
    @Test("'-' is standard output")
    func dashIsStandardOutput() throws {
        let target = try OutputTarget(path: "-")
        #expect(target.kind == .standardOutput)
        #expect(target.displayName == "<stdout>")
    }

    @Test("a regular file, a new name and a special file are told apart")
    func kinds() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a.txt")
        try Data().write(to: file)
        #expect(try OutputTarget(path: file.path).kind == .file)
        #expect(try OutputTarget(path: file.path).exists)
        #expect(try !OutputTarget(path: folder.appendingPathComponent("new.txt").path).exists)
        let fifo = folder.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(try OutputTarget(path: fifo).kind == .special)
    }

    @Test("the same file under two spellings is the same target, existing or not")
    func sameFile() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let new = try OutputTarget(path: folder.appendingPathComponent("same.wav").path)
        let spelledAgain = try OutputTarget(path: folder.appendingPathComponent("./same.wav").path)
        #expect(new.isSameFile(as: spelledAgain))
        let file = folder.appendingPathComponent("old.wav")
        try Data().write(to: file)
        #expect(symlink(file.path, folder.appendingPathComponent("link.vtt").path) == 0)
        let linked = try OutputTarget(path: folder.appendingPathComponent("link.vtt").path)
        #expect(try OutputTarget(path: file.path).isSameFile(as: linked))
        #expect(!new.isSameFile(as: linked))
        #expect(try OutputTarget(path: "-").isSameFile(as: OutputTarget(path: "-")))
        #expect(try OutputTarget(path: file.path).isSameFile(asInput: file.path))
    }

    @Test("a folder, a missing folder and a loop of links are refused with the reason")
    func refusals() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let inFolder = try #require(throws: FileError.self) { try OutputTarget(path: folder.path) }
        #expect(inFolder.cause == "it is a folder")
        let missing = try #require(throws: FileError.self) {
            try OutputTarget(path: folder.appendingPathComponent("missing/out.wav").path)
        }
        #expect(missing.cause == "the folder \(folder.path)/missing does not exist")
        #expect(symlink("b", folder.appendingPathComponent("a").path) == 0)
        #expect(symlink("a", folder.appendingPathComponent("b").path) == 0)
        let loop = try #require(throws: FileError.self) {
            try OutputTarget(path: folder.appendingPathComponent("a").path)
        }
        #expect(loop.kind == .cannotCreate)
    }
}
