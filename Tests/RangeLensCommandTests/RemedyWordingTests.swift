import CommandTestSupport
import Foundation
import Testing

@testable import RangeLensCLI

/// The libraries advise in their own terms (a date pattern, a decimal mark, a series column);
/// the command line words that advice with its options, so that every option a message names
/// is one the command that printed it takes.
@Suite("Advice in the command line's words")
struct RemedyWordingTests {
    /// Runs that print advice: errors and notes that name an option.
    static let runs: [(arguments: [String], input: String)] = [
        (["summary", "-"], "date,value\n03.04.2026,5\n04.04.2026,6\n"),
        (["summary", "-"], "date,value\n03/04/2026,5\n04/04/2026,6\n"),
        (["summary", "-"], "date,value\nJan 1 2000,5\nJan 2 2000,6\n"),
        (["summary", "-"], "date,value\n2026-03,5\n2026-04,6\n2026-05,7\nsoon,8\n"),
        (["summary", "-", "--decimal-point"], "Datum;Wert\n02.03.2026;1.234,50\n03.03.2026;2.234,50\n"),
        (["summary", "-", "--delimiter", ","], "date;value\n2026-03-02;1\n2026-03-03;2\n"),
        (["summary", "-", "--decimal-comma"], "date;value\n2026-03-02;3.5\n2026-03-03;4\n"),
        (["summary", "-"], "date,value\n2026-03-02,\"1,5\"\n2026-03-03,2\n"),
        (["summary", "-"], "date;Wert\n2026-03-02;1.234\n2026-03-03;2.500\n2026-03-04;3.125\n"),
        (["explore", "-", "--keys", "quit"], "date;Wert\n2026-03-02;1.234\n2026-03-03;2.500\n2026-03-04;3.125\n"),
        (
            ["summary", "-"],
            "date,symbol,close\n2026-03-02,AAPL,1\n2026-03-02,GOOG,2\n2026-03-03,AAPL,3\n2026-03-03,GOOG,4\n"
        ),
        (
            ["stats", "-"],
            "date,symbol,close\n2026-03-02,AAPL,1\n2026-03-02,GOOG,2\n2026-03-03,AAPL,3\n2026-03-03,GOOG,4\n"
        ),
        (["summary", "-", "--series", "close"], "date,symbol,close\n2026-03-02,AAPL,1\n2026-03-03,GOOG,2\n"),
        (["summary", "-", "--series", "ticker"], "date,symbol,close\n2026-03-02,AAPL,1\n2026-03-03,GOOG,2\n"),
        (["summary", "-", "--from", "03.04.2026"], "date,value\n2026-04-03,5\n2026-04-04,6\n"),
        (["stats", "-", "--value-column", "balance"], "date,balance\n2026-03-01,100\n2026-03-02,120\n2026-03-03,90\n"),
        (["audio", "-o", "graph.wav", "--format", "ogg"], ""),
        (["audio", "--speak", "--locale", "ja", "-o", "/dev/null", "--format", "wav"], ""),
        // The narration's notes, which name the option that would change what was read.
        (["summary", "-"], "id,observed,value\nx,2026-03-02,5\ny,2026-03-03,6\n"),
        (["stats", "-"], "x,2026-03-02,5\ny,2026-03-03,6\n"),
        (["summary", "-"], "date;value\n2026-03-02;1,5\n2026-03-03;2,5\n"),
        (["explore", "-", "--keys", "quit"], "date\tvalue\n2026-03-02\t1,5\n2026-03-03\t2,5\n"),
        (["summary", "-", "--last", "10"], "date,value\n2026-03-02,1\n2026-03-03,2\n"),
        (["summary", "-", "--last", "1"], month),
        (["explore", "-", "--from", "2026-03-10", "--to", "2026-03-10", "--keys", "quit"], month),
        (["audio", "-", "--series", "symbol", "--overlay", "-o", "/dev/null", "--format", "wav"], fiveAtOnce),
        (
            ["audio", "-", "--series", "symbol", "-o", "/dev/null", "--format", "wav"],
            "date,symbol,close\n2026-03-02,A,1\n2026-03-02,B,1000\n2026-03-03,A,2\n2026-03-03,B,1\n"
                + "2026-03-04,A,1\n2026-03-04,B,900\n"
        ),
        // The copy check's advice.
        (["check", "-", "--no-layout"], sameAsSource),
    ]

    /// A catalog whose German is the English source word for word.
    static let sameAsSource = """
        {"sourceLanguage":"en","version":"1.0","strings":{"greeting":{"localizations":{
        "en":{"stringUnit":{"state":"translated","value":"Open the file now"}},
        "de":{"stringUnit":{"state":"translated","value":"Open the file now"}}}}}}
        """

    /// Thirty days of March, one value a day.
    static let month = "date,value\n" + (1...30).map { "2026-03-\($0 < 10 ? "0" : "")\($0),\($0)\n" }.joined()

    /// Five series with values on the same days, one more than an audio graph plays at once.
    static let fiveAtOnce =
        "date,symbol,close\n"
        + ["2026-03-02", "2026-03-03"].flatMap { day in ["A", "B", "C", "D", "E"].map { "\(day),\($0),1\n" } }.joined()

    @Test("every option a message names is an option of the command that printed it", arguments: runs)
    func optionsNamedAreReal(arguments: [String], input: String) throws {
        let result = try CommandRunner.run(arguments, input: input)
        let command = try #require(RangeLensCLI.commands.first { $0.spec.name == arguments[0] })
        let known = Set(command.spec.allOptions.map(\.longName) + CommandSpec.builtInOptions.map(\.longName))
        let printed = result.error + result.output
        let named = printed.matches(of: /--[a-z][a-z-]*[a-z]/).map { String($0.output) }
        for option in named {
            #expect(known.contains(option), "\(arguments): '\(option)' in \(printed)")
        }
    }

    @Test("the runs above do print advice, so that the test above tests something")
    func runsPrintAdvice() throws {
        var advised = 0
        for run in Self.runs {
            let result = try CommandRunner.run(run.arguments, input: run.input)
            if (result.error + result.output).contains(/--[a-z][a-z-]*[a-z]/) { advised += 1 }
        }
        #expect(advised >= Self.runs.count - 2)
    }

    /// The products an app builds on: their messages speak of their own settings, never of the
    /// command line's flags (comments may name the option a setting stands for).
    static let products = [
        "SeriesIO", "AudioGraph", "SpanModel", "StringCatalog", "FileIO", "Narration", "CopyCheck",
    ]

    @Test("no command-line flag is written in the products' code", arguments: products)
    func noFlagsInProducts(product: String) throws {
        let folder = CommandRunner.repositoryRoot.appendingPathComponent("Sources/\(product)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        #expect(!files.isEmpty)
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                guard !code.hasPrefix("//") else { continue }
                // A flag inside a string: `"--date-format"`, "give --series".
                #expect(
                    !code.contains(/"[^"]*--[a-z][a-z-]*[a-z]/), "\(product)/\(file):\(number + 1): \(code)")
            }
        }
    }

    /// The catalogs the narration speaks from (a resource of the Narration product).
    static let catalogs = try! FileManager.default.contentsOfDirectory(
        atPath: CommandRunner.repositoryRoot.appendingPathComponent("Localizations").path
    ).filter { $0.hasSuffix(".xcstrings") }.sorted()

    @Test("no command-line flag is written in a line of the catalogs", arguments: catalogs)
    func noFlagsInCatalogs(catalog: String) throws {
        let url = CommandRunner.repositoryRoot.appendingPathComponent("Localizations/\(catalog)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let strings = try #require(root["strings"] as? [String: Any])
        #expect(!strings.isEmpty)
        // Every value of every localization, its plural and device variations and its
        // substitutions; comments may name the option a placeholder stands for.
        func values(_ node: Any, path: String) -> [(String, String)] {
            if let object = node as? [String: Any] {
                return object.sorted { $0.key < $1.key }.flatMap { key, child -> [(String, String)] in
                    if key == "value", let text = child as? String { return [(path, text)] }
                    return key == "comment" ? [] : values(child, path: path + "/" + key)
                }
            }
            return (node as? [Any])?.flatMap { values($0, path: path) } ?? []
        }
        var count = 0
        for (key, entry) in strings {
            for (path, text) in values(entry, path: key) {
                count += 1
                #expect(!text.contains(/--[a-z][a-z-]*[a-z]/), "\(catalog) \(path): \(text)")
            }
        }
        #expect(count > 0)
    }
}
