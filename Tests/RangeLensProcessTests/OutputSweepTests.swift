import CommandTestSupport
import Foundation
import Testing

/// Issue 22, build item 1 and "done when": every output of every command written over each of
/// its inputs (directly, through a symbolic link, through `..`, as another hard link) is refused
/// with 64 before anything is read or written, and the input is unchanged each time.
@Suite("Every output over every input")
struct OutputSweepTests {
    /// The inputs the commands read, with their content.
    static let inputs: [String: String] = [
        "steps.csv": "date,value\n" + (1...9).map { "2026-03-0\($0),\($0 * 100)" }.joined(separator: "\n") + "\n",
        "K.xcstrings": #"{"sourceLanguage":"en","strings":{},"version":"1.0"}"#,
        "c.xcstrings": #"{"sourceLanguage":"en","strings":{"b":{},"a":{}},"version":"1.0"}"#,
        "base.json": #"{"version":1,"findings":[]}"#,
    ]

    /// How an output names an input's file.
    enum Spelling: String, CaseIterable {
        case direct, link, dotDot, hardLink

        func path(of input: String) -> String {
            switch self {
            case .direct: input
            case .link: "link-" + input
            case .dotDot: "sub/../" + input
            case .hardLink: "hard-" + input
            }
        }
    }

    /// One command's output over one of its inputs: `OUT` in the arguments is the output,
    /// spelled as the sweep says; without `OUT`, the output is standard output, opened on the
    /// input for reading and writing (`1<>`), as a shell lets anyone do by mistake.
    struct Case: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var input: String
        var testDescription: String {
            arguments.joined(separator: " ") + (arguments.contains("OUT") ? "" : " 1<>OUT") + " over " + input
        }
    }

    static let cases: [Case] = [
        Case(arguments: ["summary", "steps.csv"], input: "steps.csv"),
        Case(arguments: ["summary", "-"], input: "steps.csv"),
        Case(arguments: ["summary", "--catalog", "K.xcstrings"], input: "K.xcstrings"),
        Case(arguments: ["explore", "steps.csv", "--keys", "right"], input: "steps.csv"),
        Case(arguments: ["explore", "--catalog", "K.xcstrings", "--keys", "right"], input: "K.xcstrings"),
        Case(arguments: ["stats", "steps.csv"], input: "steps.csv"),
        Case(arguments: ["stats", "--catalog", "K.xcstrings"], input: "K.xcstrings"),
        Case(arguments: ["timer", "--seconds", "5", "--catalog", "K.xcstrings"], input: "K.xcstrings"),
        Case(arguments: ["copy", "--catalog", "K.xcstrings"], input: "K.xcstrings"),
        Case(arguments: ["audio", "steps.csv", "-o", "OUT", "--format", "wav"], input: "steps.csv"),
        Case(arguments: ["audio", "steps.csv", "-o", "new.wav", "--cues", "OUT"], input: "steps.csv"),
        Case(arguments: ["audio", "steps.csv", "-o", "new.wav"], input: "steps.csv"),
        Case(arguments: ["audio", "steps.csv", "-o", "-", "--format", "wav"], input: "steps.csv"),
        Case(arguments: ["audio", "--catalog", "K.xcstrings", "-o", "OUT", "--format", "wav"], input: "K.xcstrings"),
        Case(arguments: ["audio", "--catalog", "K.xcstrings", "-o", "new.wav", "--cues", "OUT"], input: "K.xcstrings"),
        Case(arguments: ["audio", "--catalog", "K.xcstrings", "-o", "new.wav"], input: "K.xcstrings"),
        Case(arguments: ["check", "c.xcstrings", "--baseline", "OUT", "--write-baseline"], input: "c.xcstrings"),
        Case(arguments: ["check", "c.xcstrings"], input: "c.xcstrings"),
        Case(arguments: ["check", "c.xcstrings", "--baseline", "base.json"], input: "base.json"),
        Case(arguments: ["check", "c.xcstrings", "--write-layout"], input: "c.xcstrings"),
        Case(arguments: ["check", "c.xcstrings", "--check-layout"], input: "c.xcstrings"),
        Case(arguments: ["check", "-", "--format", "sarif"], input: "c.xcstrings"),
        Case(arguments: ["report", "steps.csv", "-o", "OUT"], input: "steps.csv"),
        Case(arguments: ["report", "--catalog", "K.xcstrings", "-o", "OUT"], input: "K.xcstrings"),
        Case(arguments: ["report", "steps.csv", "-o", "-"], input: "steps.csv"),
    ]

    /// A folder holding every input, a folder `sub`, and a link and a hard link of each input.
    static func folder() throws -> URL {
        let folder = try CommandRunner.temporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        for (name, content) in inputs {
            try content.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
            #expect(symlink(name, folder.appendingPathComponent("link-" + name).path) == 0)
            #expect(
                link(folder.appendingPathComponent(name).path, folder.appendingPathComponent("hard-" + name).path) == 0)
        }
        return folder
    }

    @Test("an output over an input is refused with 64, before anything is read or written", arguments: cases)
    func outputOverInput(sweep: Case) throws {
        for spelling in Spelling.allCases {
            let folder = try Self.folder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let before = try CommandRunner.names(in: folder)
            let output = spelling.path(of: sweep.input)
            let result: CommandResult
            if sweep.arguments.contains("OUT") {
                result = try CommandRunner.runProcess(
                    sweep.arguments.map { $0 == "OUT" ? output : $0 }, in: folder)
            } else {
                let words = sweep.arguments.map { "'\($0)'" }.joined(separator: " ")
                let input = sweep.arguments.contains("-") ? " < '\(sweep.input)'" : ""
                result = try CommandRunner.bash(#""$RANGELENS" "# + words + input + " 1<>'\(output)'", in: folder)
            }
            #expect(result.status == 64, "\(spelling): \(result.error)")
            #expect(result.error.contains("would replace the input"), "\(spelling): \(result.error)")
            for (name, content) in Self.inputs {
                #expect(
                    try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) == content,
                    "\(spelling): \(name) changed")
            }
            #expect(try CommandRunner.names(in: folder) == before, "\(spelling)")
        }
    }

    @Test(
        "a catalog given twice to --write-layout, however spelled, is refused and left as it was",
        arguments: ["c.xcstrings", "link-c.xcstrings", "sub/../c.xcstrings", "hard-c.xcstrings"])
    func rewriteTwice(second: String) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.runProcess(["check", "--write-layout", "c.xcstrings", second], in: folder)
        #expect(result.status == 64, "\(result.error)")
        #expect(result.error.contains("given twice to be rewritten"), "\(result.error)")
        #expect(
            try String(contentsOf: folder.appendingPathComponent("c.xcstrings"), encoding: .utf8)
                == Self.inputs["c.xcstrings"])
    }

    @Test("outputs apart from the inputs are written, and standard output sent to another file is fine")
    func apartIsWritten() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.bash(
            #""$RANGELENS" audio steps.csv --catalog K.xcstrings -o graph.wav --cues graph.vtt > said.txt"#, in: folder)
        #expect(result.status == 0, "\(result.error)")
        #expect(
            try String(contentsOf: folder.appendingPathComponent("said.txt"), encoding: .utf8).hasPrefix("Audio graph"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("graph.vtt").path))
    }
}
