import CommandTestSupport
import Foundation
import Testing

@testable import RangeLensCLI

/// Every command's option table holds together: names said once, every choice's words in its
/// help (as completions, the man page and the refusal list them), and every option a command
/// reads declared by it (reading another traps in a debug build, which these tests run in).
@Suite("Option tables")
struct OptionTablesTests {
    static let names = RangeLensCLI.commands.map { $0.spec.name }

    private static func spec(_ name: String) throws -> CommandSpec {
        try #require(RangeLensCLI.commands.first { $0.spec.name == name }).spec
    }

    @Test("no two options of a command share a name or a letter", arguments: names)
    func uniqueNames(command: String) throws {
        let options = try Self.spec(command).allOptions + CommandSpec.builtInOptions
        let names = options.map(\.name)
        #expect(Set(names).count == names.count, "\(command): \(names)")
        let letters = options.compactMap(\.shortName)
        #expect(Set(letters).count == letters.count, "\(command): \(letters)")
    }

    @Test("a choice's help lists every word it takes", arguments: names)
    func choicesListed(command: String) throws {
        for option in try Self.spec(command).allOptions {
            guard let words = option.choices else { continue }
            #expect(!words.isEmpty)
            for word in words {
                #expect(
                    Self.lists(option.help, word),
                    "\(command) \(option.longName): '\(word)' is missing from \"\(option.help)\"")
            }
        }
    }

    @Test("a choice's default is one of its words, and its help says it", arguments: names)
    func defaultsListed(command: String) throws {
        for option in try Self.spec(command).allOptions {
            guard let fallback = option.defaultChoice else { continue }
            #expect(option.choices?.contains(fallback) == true, "\(command) \(option.longName): \(fallback)")
            #expect(
                option.help.contains("default: \(fallback)"),
                "\(command) \(option.longName): the default '\(fallback)' is missing from \"\(option.help)\"")
        }
    }

    /// Whether `help` holds `word` as a word of its own (not inside another).
    private static func lists(_ help: String, _ word: String) -> Bool {
        var rest = help[...]
        while let found = rest.range(of: word) {
            let before = found.lowerBound == help.startIndex ? nil : help[help.index(before: found.lowerBound)]
            let after = found.upperBound == help.endIndex ? nil : help[found.upperBound]
            let edge = { (character: Character?) in
                character.map { !$0.isLetter && !$0.isNumber && $0 != "-" } ?? true
            }
            if edge(before), edge(after) { return true }
            rest = help[found.upperBound...]
        }
        return false
    }

    @Test("every option a command reads is one it declares, whatever is given", arguments: names)
    func readsOnlyDeclared(command: String) throws {
        let command = try #require(RangeLensCLI.commands.first { $0.spec.name == command })
        let spec = command.spec
        // Nothing given, then each option alone: making the command reads its options (and
        // traps on one it does not declare); a usage error is an answer too.
        var runs: [[String]] = [[]]
        for option in spec.allOptions {
            guard option.takesValue else {
                runs.append([option.longName])
                continue
            }
            runs.append([option.longName, option.choices?.first ?? "1"])
        }
        for run in runs {
            if let parsed = try? ParsedArguments(run, spec: spec) { _ = try? command.init(arguments: parsed) }
        }
    }

    @Test("stats --format lists only the formats stats writes, in its help and its refusal")
    func statsFormats() throws {
        let result = try CommandRunner.run(["stats", "--format", "xml"])
        #expect(result.status == 64)
        #expect(result.error.hasPrefix("error: '--format' expects one of text, json, not 'xml'\n"))
        let ssml = try CommandRunner.run(["stats", "--format", "ssml"])
        #expect(ssml.error.hasPrefix("error: '--format' expects one of text, json, not 'ssml'\n"))
        #expect(StatsCommand.format.choices == ["text", "json"])
        let summary = try CommandRunner.run(["summary", "--format", "xml"])
        #expect(summary.error.hasPrefix("error: '--format' expects one of text, json, ssml, not 'xml'\n"))
    }

    @Test("stats takes the shared narration group but its summary, so a new shared option reaches it")
    func statsNarration() throws {
        let stats = try Self.spec("stats").allOptions
        for option in SeriesOptions.narrationGroup.options where option != SeriesOptions.summary {
            #expect(stats.contains(option), "\(option.longName)")
        }
        #expect(!stats.contains(SeriesOptions.summary))
        #expect(!stats.contains(SeriesOptions.last))
    }
}
