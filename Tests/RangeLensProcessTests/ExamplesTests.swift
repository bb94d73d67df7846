import CommandTestSupport
import Foundation
import Testing

/// Every example the help and the documents show, run as a person would type it, in a copy of
/// `docs/examples`: each must succeed, and print what it is shown or said to print.
///
/// - In a command's help, an example's description may quote what it prints ("\"72 percent\""):
///   each quoted text must be a line of its output.
/// - In a document, a transcript is a `$ ` line (continued by lines ending in `\`) in a fenced
///   block, and the lines under it up to a blank line are what it prints: standard output when
///   it succeeds, standard error (and nothing on standard output) when it fails. A transcript
///   with nothing under it must succeed.
///
/// The examples of one help or one document run in order in one folder, so that one may read
/// what an earlier one wrote (a baseline, say).
@Suite("Examples in help and documents")
struct ExamplesTests {
    /// The commands `rangelens --help` lists.
    static let commands = ["summary", "explore", "audio", "report", "stats", "timer", "copy", "check", "completions"]

    /// The documents whose transcripts are run.
    static let documents = ["README.md", "docs/command-line.md", "docs/report.md"]

    /// A fresh copy of `docs/examples`, with the repository's catalogs under `Localizations/`
    /// for the help's `check Localizations/*.xcstrings`; removed by the caller.
    static func exampleFolder() throws -> URL {
        let folder = try CommandRunner.temporaryFolder()
        let manager = FileManager.default
        let examples = CommandRunner.repositoryRoot.appendingPathComponent("docs/examples")
        for name in try manager.contentsOfDirectory(atPath: examples.path) {
            try manager.copyItem(at: examples.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        let catalogs = CommandRunner.repositoryRoot.appendingPathComponent("Localizations")
        let copies = folder.appendingPathComponent("Localizations")
        try manager.createDirectory(at: copies, withIntermediateDirectories: true)
        for name in try manager.contentsOfDirectory(atPath: catalogs.path) where name.hasSuffix(".xcstrings") {
            try manager.copyItem(at: catalogs.appendingPathComponent(name), to: copies.appendingPathComponent(name))
        }
        return folder
    }

    /// The examples of a help text: each command line under `EXAMPLES:` with its description.
    static func helpExamples(_ help: String) -> [(command: String, meaning: String)] {
        var examples: [(command: String, meaning: String)] = []
        var inExamples = false
        for line in help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line == "EXAMPLES:" {
                inExamples = true
            } else if inExamples, line.hasPrefix("      ") {
                guard !examples.isEmpty else { continue }
                let meaning = examples[examples.count - 1].meaning
                examples[examples.count - 1].meaning =
                    (meaning.isEmpty ? "" : meaning + " ") + line.trimmingCharacters(in: .whitespaces)
            } else if inExamples, line.hasPrefix("  "), !line.hasPrefix("   ") {
                examples.append((String(line.dropFirst(2)), ""))
            } else if inExamples, !line.isEmpty {
                inExamples = false
            }
        }
        return examples
    }

    /// The texts in straight double quotes in a description.
    static func quotations(_ text: String) -> [String] {
        let parts = text.split(separator: "\"", omittingEmptySubsequences: false).map(String.init)
        return stride(from: 1, to: parts.count - 1, by: 2).map { parts[$0] }
    }

    /// One transcript of a document: the command line as typed, and the lines shown under it.
    struct Transcript: CustomStringConvertible {
        var command: String
        var shown: [String]
        var line: Int

        var description: String { "line \(line): $ \(command)" }
    }

    /// The transcripts in a Markdown document's fenced blocks.
    static func transcripts(_ markdown: String) -> [Transcript] {
        var transcripts: [Transcript] = []
        var inBlock = false
        var continues = false
        var collecting = false
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            .enumerated()
        {
            if line.hasPrefix("```") {
                inBlock.toggle()
                collecting = false
                continue
            }
            guard inBlock else { continue }
            if continues {
                transcripts[transcripts.count - 1].command += "\n" + line
                continues = line.hasSuffix("\\")
            } else if line.hasPrefix("$ ") {
                transcripts.append(Transcript(command: String(line.dropFirst(2)), shown: [], line: index + 1))
                continues = line.hasSuffix("\\")
                collecting = true
            } else if line.isEmpty {
                collecting = false
            } else if collecting {
                transcripts[transcripts.count - 1].shown.append(line)
            }
        }
        return transcripts
    }

    @Test("The help lists the commands whose examples are run")
    func everyCommandIsCovered() throws {
        let help = try CommandRunner.run(["--help"])
        let listed = help.output.split(separator: "\n").drop { $0 != "COMMANDS:" }.dropFirst()
            .prefix { $0.hasPrefix("  ") }.map { String($0.dropFirst(2).prefix { $0 != " " }) }
        #expect(listed == Self.commands)
    }

    @Test("Every example in a command's help runs and prints what its description quotes", arguments: commands)
    func helpExamplesRun(command: String) throws {
        let help = try CommandRunner.run([command, "--help"])
        let examples = Self.helpExamples(help.output)
        #expect(!examples.isEmpty, "\(command) --help shows no example")
        let folder = try Self.exampleFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for example in examples {
            let result = try CommandRunner.shell(example.command, in: folder)
            #expect(result.status == 0, "\(example.command): exit \(result.status): \(result.error)")
            for quoted in Self.quotations(example.meaning) {
                #expect(
                    result.lines.contains(quoted), "\(example.command) does not print \"\(quoted)\": \(result.lines)")
            }
        }
    }

    @Test("Every transcript in a document prints what it shows", arguments: documents)
    func documentTranscriptsRun(document: String) throws {
        let text = try String(
            contentsOf: CommandRunner.repositoryRoot.appendingPathComponent(document), encoding: .utf8)
        let transcripts = Self.transcripts(text)
        #expect(!transcripts.isEmpty, "\(document) shows no transcript")
        let folder = try Self.exampleFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for transcript in transcripts {
            let result = try CommandRunner.shell(transcript.command, in: folder)
            guard !transcript.shown.isEmpty else {
                #expect(result.status == 0, "\(document) \(transcript): exit \(result.status): \(result.error)")
                continue
            }
            if result.status == 0 {
                #expect(result.lines == transcript.shown, "\(document) \(transcript)")
            } else {
                #expect(result.output.isEmpty, "\(document) \(transcript) failed but printed: \(result.output)")
                let errorLines = result.error.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(
                    String.init)
                #expect(errorLines == transcript.shown, "\(document) \(transcript): exit \(result.status)")
            }
        }
    }

    @Test("Help examples and transcripts are found as written")
    func parsing() {
        let help = """
            OVERVIEW: Something.

              -h, --help                  Show help for this command.

            EXAMPLES:
              rangelens timer --progress 0.72
                  A ring: "72 percent", written "72%".
              rangelens timer --run 10
                  Count down.

            """
        let examples = Self.helpExamples(help)
        #expect(examples.map(\.command) == ["rangelens timer --progress 0.72", "rangelens timer --run 10"])
        #expect(Self.quotations(examples[0].meaning) == ["72 percent", "72%"])
        #expect(Self.quotations(examples[1].meaning).isEmpty)
        let markdown = """
            Text.

            ```
            $ rangelens stats sales.csv \\
                --range 1M
            First line
            Second line

            $ rangelens summary
            ```

            ```
            rangelens <command> [options]
            ```
            """
        let found = Self.transcripts(markdown)
        #expect(found.map(\.command) == ["rangelens stats sales.csv \\\n    --range 1M", "rangelens summary"])
        #expect(found.map(\.shown) == [["First line", "Second line"], []])
        #expect(found.map(\.line) == [4, 9])
    }
}
