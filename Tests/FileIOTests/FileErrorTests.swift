import Foundation
import Testing

@testable import FileIO

@Suite("File errors in words")
struct FileErrorTests {
    @Test("the common system errors are said in words a person reads")
    func words() {
        #expect(SystemReason.words(for: ENOSPC) == "the disk is full")
        #expect(SystemReason.words(for: ENOENT) == "it does not exist")
        #expect(SystemReason.words(for: EISDIR) == "it is a folder, not a file")
        #expect(SystemReason.words(for: EBADF) == "it is closed")
    }

    @Test("a broken pipe while writing is its own kind, to end quietly")
    func brokenPipe() {
        #expect(FileError.system(.writeFailed, path: "<stdout>", "cannot write", EPIPE).kind == .pipeClosed)
        #expect(FileError.system(.writeFailed, path: "<stdout>", "cannot write", ENOSPC).kind == .writeFailed)
    }

    @Test("the description names the path once, then what was done and why it failed")
    func description() {
        let error = FileError(
            kind: .writeFailed, path: "report.sarif", action: "cannot write", cause: "the disk is full")
        #expect(error.description == "report.sarif: cannot write: the disk is full")
    }
}
