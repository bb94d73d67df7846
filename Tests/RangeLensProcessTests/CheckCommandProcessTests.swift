import CommandTestSupport
import Foundation
import Testing

/// `rangelens check` where the current folder matters: the built program run in a folder.
@Suite("rangelens check in a folder of its own")
struct CheckCommandProcessTests {
    @Test("The configuration in the current folder turns a check off; --config names another; a misspelt id exits 65")
    func configuration() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let resources = try CommandFixtures.lprojTable(in: folder)
        try #"{"rules": [{"check": "placeholder.missing", "locale": "de", "severity": "warning"}]}"#.write(
            to: folder.appendingPathComponent(".rangelens-check.json"), atomically: true, encoding: .utf8)
        let quiet = try CommandRunner.runProcess(["check", "Resources"], in: folder)
        #expect(quiet.status == 0, "\(quiet.output)\(quiet.error)")
        #expect(quiet.output.contains("warning: [placeholder.missing]"))
        let other = folder.appendingPathComponent("strict.json")
        try #"{"rules": [{"check": "review.*", "severity": "error"}]}"#.write(
            to: other, atomically: true, encoding: .utf8)
        let strict = try CommandRunner.run(["check", "--config", other.path, resources.path])
        #expect(strict.lines.last == "2 errors and 0 warnings in 1 file.")
        let misspelt = folder.appendingPathComponent("misspelt.json")
        try #"{"rules": [{"check": "review.final-punctuaton", "severity": "off"}]}"#.write(
            to: misspelt, atomically: true, encoding: .utf8)
        let refused = try CommandRunner.run(["check", "--config", misspelt.path, resources.path])
        #expect(refused.status == 65)
        #expect(
            refused.error.contains(
                "\(misspelt.path):1:22: error: \"review.final-punctuaton\" is not a check; did you mean \"review.final-punctuation\"?"
            ))
        let absent = try CommandRunner.run([
            "check", "--config", folder.appendingPathComponent("none.json").path, resources.path,
        ])
        #expect(absent.status == 66)
    }
}
