import Foundation
import Testing

@testable import FileIO

@Suite("Standard output and error")
struct StandardStreamTests {
    @Test("the streams are descriptors 1 and 2, named for messages")
    func descriptors() {
        #expect(StandardStream.output.descriptor == 1)
        #expect(StandardStream.error.descriptor == 2)
        #expect(StandardStream.output.displayName == "<stdout>")
    }

    @Test("a write that fails says why: a full device, a closed descriptor, a reader gone")
    func failures() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A descriptor open for reading only fails as a closed one does.
        let readOnly = open(folder.path, O_RDONLY)
        defer { close(readOnly) }
        let closed = try #require(throws: FileError.self) {
            try Array("x".utf8).withUnsafeBytes { try OutputFile.writeAll($0, to: readOnly, path: "<stdout>") }
        }
        #expect(closed.kind == .writeFailed)
        #expect(closed.cause == "it is closed")
        var pipeEnds: [Int32] = [0, 0]
        #expect(pipe(&pipeEnds) == 0)
        close(pipeEnds[0])
        let previous = signal(SIGPIPE, SIG_IGN)
        defer {
            signal(SIGPIPE, previous)
            close(pipeEnds[1])
        }
        let gone = try #require(throws: FileError.self) {
            try Array("x".utf8).withUnsafeBytes { try OutputFile.writeAll($0, to: pipeEnds[1], path: "<stdout>") }
        }
        #expect(gone.kind == .pipeClosed)
    }
}
