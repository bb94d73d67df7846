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
    ]

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
    static let products = ["SeriesIO", "AudioGraph", "SpanModel", "StringCatalog", "FileIO"]

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
}
