import CommandTestSupport
import Foundation
import Testing

@testable import RangeLensCLI

/// Every command's option table holds together: names said once, every choice's words and
/// default written once and its help made from them (as completions, the man page and the
/// refusal list them), and every option a command reads declared by it (reading another traps
/// in a debug build, which these tests run in).
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

    /// The choices whose absence is a meaning of its own rather than a default: `stats` without
    /// `--state` says the card.
    static let choicesWithoutDefault: Set<String> = ["stats --state"]

    @Test("every choice declares its default, as one of its words or in words", arguments: names)
    func defaultsDeclared(command: String) throws {
        for option in try Self.spec(command).allOptions {
            guard let choices = option.declaredChoices else { continue }
            let name = "\(command) \(option.longName)"
            if case .none = choices.fallback {
                #expect(Self.choicesWithoutDefault.contains(name), "\(name) declares no default")
            } else {
                #expect(!Self.choicesWithoutDefault.contains(name), "\(name) declares a default")
                #expect(option.help.contains("(default: "), "\(name): \"\(option.help)\"")
            }
        }
    }

    @Test("a choice's words and default are written once: its help is made from them", arguments: names)
    func choicesWrittenOnce(command: String) throws {
        for option in try Self.spec(command).allOptions {
            guard let choices = option.declaredChoices else { continue }
            let name = "\(command) \(option.longName)"
            #expect(option.prose.isEmpty, "\(name) has help of its own: \"\(option.prose)\"")
            let listed = choices.words.map { word in choices.glosses[word].map { "\(word) (\($0))" } ?? word }
            #expect(option.help.hasPrefix(choices.lead + OptionChoices.english(listed)), "\(name): \(option.help)")
            #expect(Set(choices.glosses.keys).isSubset(of: choices.words), "\(name): \(choices.glosses.keys)")
            // The prose around the words (the lead, the glosses, the detail, the default's note or
            // wording, the tail) lists none of them again, nor says a default of its own.
            for part in choices.prose {
                #expect(!part.contains("default:"), "\(name) says a default by hand: \"\(part)\"")
                for list in Self.lists(of: choices.words) {
                    #expect(!part.contains(list), "\(name) lists its words by hand: \"\(part)\"")
                }
            }
        }
    }

    @Test("no hand-written help lists the words of a choice", arguments: names)
    func noChoiceWrittenByHand(command: String) throws {
        let lists = RangeLensCLI.commands.flatMap { $0.spec.allOptions }.compactMap(\.choices).flatMap(Self.lists)
        let spec = try Self.spec(command)
        let written =
            spec.allOptions.filter { $0.declaredChoices == nil }.map { ($0.longName, $0.prose) }
            + spec.positionals.map { ($0.name, $0.help) }
        for (name, help) in written {
            for list in lists {
                #expect(!help.contains(list), "\(command) \(name) lists a choice's words by hand: \"\(help)\"")
            }
        }
        if let words = spec.positionalChoices {
            for positional in spec.positionals {
                #expect(positional.help == OptionChoices.english(words) + ".", "\(command) \(positional.name)")
            }
        }
    }

    /// The ways a list of words may be written by hand: "a, b or c", "a, b and c", "a, b, c",
    /// "a|b|c", "a b c".
    private static func lists(of words: [String]) -> [String] {
        guard words.count > 1 else { return [] }
        return [
            OptionChoices.english(words), OptionChoices.english(words, conjunction: "and"),
            words.joined(separator: ", "), words.joined(separator: "|"), words.joined(separator: " "),
        ]
    }

    @Test("words are listed as English lists them, in any locale")
    func englishList() {
        #expect(OptionChoices.english([]) == "")
        #expect(OptionChoices.english(["text"]) == "text")
        #expect(OptionChoices.english(["text", "json"]) == "text or json")
        #expect(OptionChoices.english(["text", "json", "ssml"]) == "text, json or ssml")
        #expect(OptionChoices.english(["bash", "zsh", "fish"], conjunction: "and") == "bash, zsh and fish")
    }

    @Test("a choice's help reads its lead, words, glosses, detail, default and tail in that order")
    func choiceHelpShape() {
        #expect(SeriesOptions.summary.help == "average, total, maximum or minimum (default: average).")
        #expect(
            SeriesOptions.progress.help
                == "Progress on a terminal for long reads: percent (rewritten) or lines (a line every tenth) "
                + "(default: percent).")
        #expect(
            SeriesOptions.inputFormat.help == "csv, tsv or json (default: from the file's extension, else detected).")
        #expect(
            AudioCommand.axis.help
                == "extent (the lowest to the highest value of the window), zero (from 0, to hear sizes) or "
                + "per-series (with --series, each series its own extent) (default: extent; with --series, one "
                + "extent for all).")
        #expect(StatsCommand.stateOption.help == "Say the copy for a state instead: loading or failure.")
        #expect(ExploreCommand.format.help == "text or json (one JSON object a line) (default: text).")
        #expect(StatsCommand.format.help == "text or json (default: text).")
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
