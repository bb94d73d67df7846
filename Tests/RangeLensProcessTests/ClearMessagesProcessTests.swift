import CommandTestSupport
import Foundation
import Testing

/// Issue 11, case 10, the messages the built program prints when run in a folder or fed
/// standard input.
@Suite("Messages that say what is wrong, from the program")
struct ClearMessagesProcessTests {
    @Test("check names a folder's path once", arguments: [[], ["--write-layout"], ["--check-layout"]])
    func checkFolder(mode: [String]) throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("cat"), withIntermediateDirectories: true)
        let result = try CommandRunner.runProcess(["check"] + mode + ["cat"], in: folder)
        #expect(result.status == 66)
        let text = result.output + result.error
        #expect(text.contains("cat: error: "), "\(text)")
        // A check searches a folder (this one holds nothing to check); the layout modes are
        // for one String Catalog at a time.
        #expect(
            text.contains(mode.isEmpty ? "the folder holds no localization files" : "it is a folder, not a file"),
            "\(text)")
        #expect(!text.contains("cat: cat:"))
    }

    @Test("rows skipped with --skip-bad-rows are warnings in the compiler's shape, not 'warning: …: error:'")
    func skippedRows() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("bad.csv")
        try "date,value\n2026-03-01,1\n2026-03-02,x\n2026-03-03,3\n".write(to: file, atomically: true, encoding: .utf8)
        let result = try CommandRunner.runProcess(
            ["summary", "bad.csv", "--skip-bad-rows", "--minimum-span", "2"], in: folder)
        #expect(result.status == 0)
        #expect(
            result.error.contains(
                "bad.csv:3:12: warning: expected a number like 8412 or -3.5, found 'x'; the row is skipped"),
            "\(result.error)")
        #expect(!result.error.contains("error:"))
    }

    @Test("check - reads the catalog from standard input")
    func checkStandardInput() throws {
        let catalog = try String(
            contentsOf: CommandRunner.repositoryRoot.appendingPathComponent("Localizations/TimerDial.xcstrings"),
            encoding: .utf8)
        let result = try CommandRunner.runProcess(["check", "-"], input: catalog)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("<stdin>:"))
        #expect(!result.output.contains("does not exist"))
        let broken = try CommandRunner.runProcess(["check", "-"], input: "{\"a\": ")
        #expect(broken.status == 65)
        #expect(broken.output.contains("<stdin>:1:"))
        let rewrite = try CommandRunner.runProcess(["check", "--write-layout", "-"], input: catalog)
        #expect(rewrite.status == 64)
    }

    @Test("a key quoted in a layout message keeps its line break escaped")
    func layoutMessageEscapes() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"{"sourceLanguage":"en","strings":{"b\nx":{},"b\nx":{}},"version":"1.0"}"#
            .write(to: folder.appendingPathComponent("Twice.xcstrings"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.runProcess(["check", "--write-layout", "Twice.xcstrings"], in: folder)
        #expect(result.status == 65)
        #expect(
            result.error
                == "Twice.xcstrings:1:45: error: the key \"b\\nx\" appears twice in one object; remove one before rewriting the catalog\n"
        )
    }

    @Test(
        "a write that fails part way says the system's reason, never libsndfile's internals",
        arguments: ["graph.wav", "graph.flac", "graph.ogg"])
    func libsndfileMessages(name: String) throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent(name).path
        let result = try FailedWriteTests.runLimited(
            ["audio", "--demo-end", "2026-11-29", "--last", "365", "-o", target], kilobytes: 64)
        #expect(result.status == 74, "\(result.error)")
        #expect(result.error.contains("larger than the system allows"), "\(result.error)")
        for libraryText in [
            "System error", "No error defined", "This is a bug in libsndfile", "frames", "Unspecified internal error",
        ] {
            #expect(!result.error.contains(libraryText), "\(result.error)")
        }
        #expect(try CommandRunner.names(in: folder).isEmpty)
    }
}
