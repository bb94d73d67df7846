import CommandTestSupport
import Foundation
import Testing

@Suite("rangelens check: formats, configuration, errors only")
struct CheckCommandTests {
    @Test("A folder is searched and its .lproj files checked as one table, each finding at its file, line and column")
    func lprojFolder() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let resources = try CommandFixtures.lprojTable(in: folder)
        let result = try CommandRunner.run(["check", resources.path])
        #expect(result.status == 1)
        let german = resources.appendingPathComponent("de.lproj/Localizable.strings").path
        #expect(result.lines.contains { $0.hasPrefix("\(german):1:14: error: [placeholder.missing] greeting (de):") })
        #expect(
            result.lines.contains { $0.hasPrefix("\(german):2:11: warning: [review.final-punctuation] saved (de):") })
        #expect(result.lines.contains("\(resources.path)/*.lproj/Localizable.strings: 2 keys, source language en"))
        #expect(result.lines.last == "1 error and 1 warning in 1 file.")
    }

    @Test("--errors-only and -q list only errors, and every finding is still counted by check")
    func errorsOnly() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let resources = try CommandFixtures.lprojTable(in: folder)
        for arguments in [["check", "--errors-only", resources.path], ["-q", "check", resources.path]] {
            let result = try CommandRunner.run(arguments)
            #expect(result.status == 1)
            #expect(!result.output.contains("warning: [review.final-punctuation]"))
            #expect(result.output.contains("error: [placeholder.missing]"))
            #expect(result.lines.contains("  review.final-punctuation: 1 warning"))
            #expect(result.lines.last == "1 error and 1 warning in 1 file; only errors are listed.")
        }
    }

    @Test("A file of a kind the check does not read exits 65 and names the formats it reads")
    func unknownKind() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let table = folder.appendingPathComponent("Strings.csv")
        try "key,value\n".write(to: table, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["check", table.path])
        #expect(result.status == 65)
        #expect(result.output.contains("error: [file.unknown-kind]"))
        #expect(
            result.output.contains(".xcstrings") && result.output.contains(".stringsdict")
                && result.output.contains(".xcloc"))
    }

    @Test("--source-language says which .lproj folder holds the source text")
    func sourceLanguage() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let resources = try CommandFixtures.lprojTable(in: folder)
        let result = try CommandRunner.run(["check", "--source-language", "de", resources.path])
        #expect(result.lines.contains("\(resources.path)/*.lproj/Localizable.strings: 2 keys, source language de"))
        // Now English is the translation: it adds a placeholder German does not have.
        #expect(result.output.contains("error: [placeholder.extra] greeting (en)"))
    }

    @Test("A SARIF log of more findings than a code-scanning service keeps holds 5,000, and says so")
    func sarifLimit() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var strings: [String] = []
        for index in 0..<6_000 {
            strings.append(
                #""key\#(index)":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Open item \#(index)"}}}}"#
            )
        }
        strings.append(#""z":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Z"}}}}"#)
        let catalog = folder.appendingPathComponent("Big.xcstrings")
        try (#"{"sourceLanguage":"en","strings":{"# + strings.joined(separator: ",") + #"},"version":"1.0"}"#).write(
            to: catalog, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["check", "--no-layout", "--format", "sarif", catalog.path])
        #expect(result.status == 1)
        let object = try FileInputTests.jsonObject(result.output)
        let run = try #require((object["runs"] as? [[String: Any]])?.first)
        #expect((run["results"] as? [Any])?.count == 5_000)
        #expect((run["properties"] as? [String: Any])?["omittedResults"] as? Int == 1_000)
        #expect(result.error.contains("the SARIF log holds 5,000 of the 6,000 findings"))
    }
}
