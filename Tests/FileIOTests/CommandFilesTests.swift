import Foundation
import Testing

@testable import FileIO

@Suite("Every output held against every input")
struct CommandFilesTests {
    /// A folder holding `in.txt` (and a folder `x` holding `x.txt`), with a link, a hard link
    /// and a spelling through `..` of each.
    static func folderWithInput() throws -> URL {
        let folder = try Scratch.folder()
        try Data("input".utf8).write(to: folder.appendingPathComponent("in.txt"))
        #expect(symlink("in.txt", folder.appendingPathComponent("link.txt").path) == 0)
        #expect(link(folder.appendingPathComponent("in.txt").path, folder.appendingPathComponent("hard.txt").path) == 0)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("x"), withIntermediateDirectories: true)
        return folder
    }

    @Test(
        "an output that is an input, however spelled, is refused naming both",
        arguments: ["in.txt", "./in.txt", "link.txt", "hard.txt", "x/../in.txt"])
    func outputIsInput(spelling: String) throws {
        let folder = try Self.folderWithInput()
        defer { try? FileManager.default.removeItem(at: folder) }
        var files = CommandFiles()
        files.read(folder.appendingPathComponent("in.txt").path, as: "the series being read (in.txt)")
        files.write(folder.appendingPathComponent(spelling).path, named: "'-o \(spelling)'")
        let error = try #require(throws: FileError.self) { try files.targets() }
        #expect(error.kind == .conflict)
        #expect(
            error.cause
                == "'-o \(spelling)' is the series being read (in.txt); writing it would replace the input, so give the output another name"
        )
    }

    @Test("an input spelled through a link or '..' is recognised as the output's file")
    func inputSpelledOtherwise() throws {
        let folder = try Self.folderWithInput()
        defer { try? FileManager.default.removeItem(at: folder) }
        for spelling in ["link.txt", "x/../hard.txt"] {
            var files = CommandFiles()
            files.read(folder.appendingPathComponent(spelling).path, as: "the catalog read with --catalog")
            files.write(folder.appendingPathComponent("in.txt").path, named: "'-o in.txt'")
            #expect(throws: FileError.self) { try files.targets() }
        }
    }

    @Test("outputs apart from the inputs pass, in the order given")
    func distinctOutputsPass() throws {
        let folder = try Self.folderWithInput()
        defer { try? FileManager.default.removeItem(at: folder) }
        var files = CommandFiles()
        files.read(folder.appendingPathComponent("in.txt").path, as: "the series being read")
        files.write(folder.appendingPathComponent("graph.wav").path, named: "'-o graph.wav'")
        files.write(folder.appendingPathComponent("x/graph.vtt").path, named: "'--cues x/graph.vtt'")
        let targets = try files.targets()
        #expect(targets.map(\.path).map { URL(fileURLWithPath: $0).lastPathComponent } == ["graph.wav", "graph.vtt"])
    }

    @Test("two outputs that are one file, new or existing, are refused", arguments: ["same.vtt", "./same.vtt"])
    func outputsTwice(second: String) throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var files = CommandFiles()
        files.write(folder.appendingPathComponent("same.vtt").path, named: "'-o same.vtt'")
        files.write(folder.appendingPathComponent(second).path, named: "'--cues \(second)'")
        let error = try #require(throws: FileError.self) { try files.targets() }
        #expect(error.kind == .conflict)
        #expect(error.cause.contains("are the same file"))
    }

    @Test("a new output named like an input that does not exist yet is the same file")
    func missingInputAndOutput() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var files = CommandFiles()
        files.read(folder.appendingPathComponent("missing.xcstrings").path, as: "the catalog read with --catalog")
        files.write(folder.appendingPathComponent("./missing.xcstrings").path, named: "'-o missing.xcstrings'")
        #expect(throws: FileError.self) { try files.targets() }
    }

    @Test("an output may be the input it rewrites, and no other")
    func rewriteInPlace() throws {
        let folder = try Self.folderWithInput()
        defer { try? FileManager.default.removeItem(at: folder) }
        var files = CommandFiles()
        let input = files.read(folder.appendingPathComponent("in.txt").path, as: "a catalog being checked")
        files.write(folder.appendingPathComponent("in.txt").path, named: "'in.txt'", rewriting: input)
        #expect(try files.targets().count == 1)
        files.read(folder.appendingPathComponent("link.txt").path, as: "a catalog being checked (link.txt)")
        #expect(throws: FileError.self) { try files.targets() }
    }

    @Test("special files are written into, so they are held to nothing")
    func specialFiles() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        var files = CommandFiles()
        files.read(fifo, as: "the series being read")
        files.write(fifo, named: "'-o pipe'")
        files.write(fifo, named: "'--cues pipe'")
        #expect(try files.targets().map(\.kind) == [.special, .special])
    }

    @Test("standard output twice is one file given twice")
    func standardOutputTwice() throws {
        var files = CommandFiles()
        files.write("-", named: "'-o -'")
        files.write("-", named: "'--cues -'")
        #expect(throws: FileError.self) { try files.targets() }
    }

    @Test("a path that cannot be an output is refused as one that cannot be created")
    func cannotCreate() throws {
        var files = CommandFiles()
        files.write("", named: "'-o '")
        let error = try #require(throws: FileError.self) { try files.targets() }
        #expect(error.kind == .cannotCreate)
    }
}
