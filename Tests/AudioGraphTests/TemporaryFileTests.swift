import Foundation
import Testing

@testable import AudioGraph

@Suite struct TemporaryFileTests {
    @Test func aCommittedFileReplacesTheDestination() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let destination = folder.appendingPathComponent("out.txt")
        try Data("older".utf8).write(to: destination)
        let file = try TemporaryFile(beside: destination.path)
        #expect(file.path.hasPrefix(folder.path + "/.out.txt."))
        #expect(file.path.hasSuffix(".tmp"))
        try Array("newer".utf8).withUnsafeBytes { try file.writeAll($0) }
        #expect(try Data(contentsOf: destination) == Data("older".utf8))
        try file.commit()
        #expect(try Data(contentsOf: destination) == Data("newer".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.txt"])
    }

    @Test func aFileDroppedWithoutCommittingIsRemoved() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            let file = try TemporaryFile(beside: folder.appendingPathComponent("out.txt").path)
            try Array("partial".utf8).withUnsafeBytes { try file.writeAll($0) }
            #expect(FileManager.default.fileExists(atPath: file.path))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func aRelativeDestinationIsWrittenBesideItselfInTheCurrentFolder() throws {
        let file = try TemporaryFile(beside: "relative-\(UUID().uuidString).txt")
        #expect(file.path.hasPrefix("./."))
    }

    @Test(arguments: ["", "/nonexistent-folder/out.txt", "/"])
    func aDestinationThatCannotBeCreatedIsRefused(path: String) {
        #expect {
            _ = try TemporaryFile(beside: path)
        } throws: { error in
            guard case .cannotCreateOutput = error as? AudioGraphError else { return false }
            return true
        }
    }
}
