import CommandTestSupport
import Foundation
import Testing

@testable import RangeLensCLI

/// `rangelens completions`: scripts made from the same option tables as `--help`.
@Suite("rangelens completions")
struct CompletionsCommandTests {
    static let specs = RangeLensCLI.commands.map { $0.spec }

    /// Where a shell is, or `nil` when it is not installed.
    static func shell(_ name: String) -> String? {
        ["/usr/bin/\(name)", "/bin/\(name)", "/usr/local/bin/\(name)"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// Checks a script's syntax with `shell -n`.
    static func syntaxCheck(_ script: String, shell: String) throws -> CommandResult {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("completion")
        try script.write(to: file, atomically: true, encoding: .utf8)
        return try CommandRunner.runProcess(["-n", file.path], executable: URL(fileURLWithPath: shell))
    }

    @Test("each script names every command and every option of every command", arguments: ["bash", "zsh", "fish"])
    func everyCommandAndOption(shell: String) throws {
        let result = try CommandRunner.run(["completions", shell])
        #expect(result.status == 0, "\(result.error)")
        for spec in Self.specs {
            #expect(result.output.contains(spec.name), "\(shell): \(spec.name)")
            for option in spec.allOptions + CommandSpec.builtInOptions {
                // fish names an option without its dashes (`-l last`).
                let name = shell == "fish" ? "-l \(option.name)" : option.longName
                #expect(result.output.contains(name), "\(shell): \(spec.name) \(option.longName)")
            }
        }
    }

    @Test("the bash script is valid bash")
    func bashSyntax() throws {
        let script = try CommandRunner.run(["completions", "bash"]).output
        let result = try Self.syntaxCheck(script, shell: try #require(Self.shell("bash")))
        #expect(result.status == 0, "\(result.error)")
    }

    @Test("the zsh script is valid zsh", .enabled(if: shell("zsh") != nil, "skipped: zsh is not installed"))
    func zshSyntax() throws {
        let script = try CommandRunner.run(["completions", "zsh"]).output
        let result = try Self.syntaxCheck(script, shell: try #require(Self.shell("zsh")))
        #expect(result.status == 0, "\(result.error)")
    }

    @Test("the fish script is valid fish", .enabled(if: shell("fish") != nil, "skipped: fish is not installed"))
    func fishSyntax() throws {
        let script = try CommandRunner.run(["completions", "fish"]).output
        let result = try Self.syntaxCheck(script, shell: try #require(Self.shell("fish")))
        #expect(result.status == 0, "\(result.error)")
    }

    /// What bash offers after the words typed so far (the last one being completed).
    static func bashOffers(_ words: [String]) throws -> [String] {
        let script = try CommandRunner.run(["completions", "bash"]).output
        let quoted = words.map { "'" + $0 + "'" }.joined(separator: " ")
        let result = try CommandRunner.bash(
            script + "\nCOMP_WORDS=(rangelens \(quoted)); COMP_CWORD=\(words.count); _rangelens; "
                + "printf '%s\\n' \"${COMPREPLY[@]}\"")
        #expect(result.status == 0, "\(result.error)")
        return result.lines.filter { !$0.isEmpty }
    }

    @Test("bash offers the commands, a command's options, an option's fixed values and files")
    func bashOffersWhatFits() throws {
        let commands = Self.specs.map(\.name) + ["help", "--help", "--version"]
        #expect(try Self.bashOffers([""]).sorted() == commands.sorted())
        let summary = try #require(Self.specs.first { $0.name == "summary" })
        let options = try Self.bashOffers(["summary", "--"])
        for option in summary.allOptions + CommandSpec.builtInOptions {
            #expect(options.contains(option.longName), "\(option.longName)")
        }
        #expect(try Self.bashOffers(["audio", "--timbre", ""]) == ["warm", "sine", "bright", "hollow", "organ"])
        #expect(try Self.bashOffers(["summary", "--format", ""]) == ["text", "json", "ssml"])
        #expect(try Self.bashOffers(["completions", ""]) == ["bash", "zsh", "fish"])
        // A FILE value is completed with the files of the current folder.
        #expect(try Self.bashOffers(["summary", "--catalog", "Package.sw"]) == ["Package.swift"])
        #expect(try Self.bashOffers(["check", "Package.sw"]) == ["Package.swift"])
        // A value that is neither is not guessed at.
        #expect(try Self.bashOffers(["summary", "--last", ""]).isEmpty)
    }

    @Test("an unknown or missing shell is bad usage")
    func unknownShell() throws {
        let unknown = try CommandRunner.run(["completions", "tcsh"])
        #expect(unknown.status == 64)
        #expect(unknown.error.contains("bash, zsh and fish, not 'tcsh'"))
        #expect(unknown.output.isEmpty)
        let missing = try CommandRunner.run(["completions"])
        #expect(missing.status == 64)
        #expect(missing.error.contains("give the shell"))
    }
}
