import CommandTestSupport
import Foundation
import Testing

@testable import RangeLensCLI

/// `-q`, `--quiet`: notes and warnings left out, never errors, the exit status unchanged.
@Suite("--quiet")
struct QuietTests {
    static let pastTheEnd = ["summary", "--demo-end", "2026-11-29", "--from", "2026-11-01", "--to", "2026-12-31"]

    @Test("a range past the series' end gives a note, which --quiet and -q leave out", arguments: ["--quiet", "-q"])
    func silencesNotes(flag: String) throws {
        let noisy = try CommandRunner.run(Self.pastTheEnd)
        #expect(noisy.status == 0, "\(noisy.error)")
        #expect(noisy.error == "The series ends earlier than the dates asked for; showing November 1 to November 29.\n")
        let quiet = try CommandRunner.run(Self.pastTheEnd + [flag])
        #expect(quiet.status == 0)
        #expect(quiet.error.isEmpty, "\(quiet.error)")
        #expect(quiet.output == noisy.output)
    }

    @Test("--quiet may come before the command")
    func beforeTheCommand() throws {
        let result = try CommandRunner.run(["-q"] + Self.pastTheEnd)
        #expect(result.status == 0)
        #expect(result.error.isEmpty, "\(result.error)")
        #expect(result.output == "Average 7,577 steps a day, November 1 to November 29\n")
    }

    @Test("the environment's notes come with a usage error too, and --quiet leaves them out")
    func environmentNotes() throws {
        let usage = try CommandRunner.run(["summary", "--lst", "3"], environment: ["LC_ALL": "aaaaaaaaaaaa"])
        #expect(usage.status == 64)
        #expect(usage.error.hasPrefix("note: LC_ALL holds 'aaaaaaaaaaaa'"), "\(usage.error)")
        let quiet = try CommandRunner.run(
            ["summary", "--demo-end", "2026-11-29", "--quiet"], environment: ["LC_ALL": "aaaaaaaaaaaa"])
        #expect(quiet.status == 0)
        #expect(quiet.error.isEmpty, "\(quiet.error)")
    }

    @Test("--quiet keeps errors and their exit statuses")
    func keepsErrors() throws {
        let usage = try CommandRunner.run(["summary", "--quiet", "--lst", "3"])
        #expect(usage.status == 64)
        #expect(usage.error.contains("error: unknown option '--lst'"))
        let missing = try CommandRunner.run(["summary", "/nonexistent/steps.csv", "-q"])
        #expect(missing.status == 66)
        #expect(missing.error.contains("error:"))
    }

    @Test("every command accepts --quiet and lists it in its help")
    func everyCommand() throws {
        for spec in CompletionsCommandTests.specs {
            let help = try CommandRunner.run([spec.name, "--help", "--quiet"])
            #expect(help.status == 0, "\(spec.name): \(help.error)")
            #expect(help.output.contains("-q, --quiet"), "\(spec.name)")
        }
    }
}
