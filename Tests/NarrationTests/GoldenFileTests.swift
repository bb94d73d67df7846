import Foundation
import TestSupport
import Testing

/// The one golden-file comparison (`TestSupport.GoldenFile`), on files of its own in a
/// temporary folder. Skipped while recording, when `check` writes instead of comparing.
@Suite("Golden files", .enabled(if: !GoldenFile.isRecording, "skipped: this run records golden files"))
struct GoldenFileTests {
    static func temporaryFile(_ text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("golden-\(UUID().uuidString).txt")
        try Data(text.utf8).write(to: url)
        return url
    }

    @Test("The same text passes; another fails naming each line that differs and the command that records it")
    func text() throws {
        let url = try Self.temporaryFile("one\ntwo\nthree\n")
        defer { try? FileManager.default.removeItem(at: url) }
        let golden = GoldenFile(url, filter: "GoldenFileTests")
        try golden.check("one\ntwo\nthree\n")
        let difference = try #require(throws: GoldenFile.Difference.self) { try golden.check("one\n2\nthree\nfour\n") }
        #expect(difference.details.contains("line 2: expected «two», got «2»"), "\(difference.details)")
        #expect(difference.details.contains("the file has 4 lines, the output 5"), "\(difference.details)")
        #expect(difference.description.contains("RANGELENS_RECORD_GOLDEN=1 swift test --filter GoldenFileTests"))
        #expect(try String(contentsOf: url, encoding: .utf8) == "one\ntwo\nthree\n")
    }

    @Test("Bytes that differ fail with both sizes and the first byte that differs")
    func bytes() throws {
        let url = try Self.temporaryFile("RIFF1234")
        defer { try? FileManager.default.removeItem(at: url) }
        let golden = GoldenFile(url, filter: "GoldenFileTests")
        try golden.check(Data("RIFF1234".utf8))
        let difference = try #require(throws: GoldenFile.Difference.self) { try golden.check(Data("RIFF12x4!".utf8)) }
        #expect(
            difference.details == ["the file has 8 bytes, the output 9; they differ first at byte 6"],
            "\(difference.details)")
    }
}
