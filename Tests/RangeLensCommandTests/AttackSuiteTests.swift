import CommandTestSupport
import Foundation
import Testing

/// The smaller cases of the attack suite (docs/fuzzing.md): what a person trying the program's
/// edges finds, each answered with the right exit status and a message that says what is wrong
/// and only that.
@Suite("Attack suite")
struct AttackSuiteTests {
    @Test(
        "help takes --quiet anywhere, and help --help is the help",
        arguments: [["help", "--man", "-q"], ["-q", "help", "--man"], ["help", "--man", "--quiet"]])
    func helpWithQuiet(arguments: [String]) throws {
        let result = try CommandRunner.run(arguments)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.hasPrefix(".TH RANGELENS 1"))
        #expect(result.error.isEmpty)
    }

    @Test("help --help and help -h print the help")
    func helpHelp() throws {
        let help = try CommandRunner.run(["--help"])
        for arguments in [["help", "--help"], ["help", "-h"], ["-q", "help", "--help"]] {
            let result = try CommandRunner.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.error)")
            #expect(result.output == help.output)
        }
    }

    @Test("--quiet=true and --help=yes say the flag takes no value, as other flags do")
    func flagWithValue() throws {
        for flag in ["--quiet=true", "--help=yes"] {
            let result = try CommandRunner.run(["summary", flag])
            #expect(result.status == 64)
            let name = String(flag.prefix { $0 != "=" })
            #expect(result.error.hasPrefix("error: '\(name)' does not take a value\n"), "\(result.error)")
        }
        let other = try CommandRunner.run(["summary", "--describe=yes"])
        #expect(other.error.hasPrefix("error: '--describe' does not take a value\n"))
    }

    @Test(
        "an empty file name is refused as one, before anything is read",
        arguments: [
            (["audio", "-o", ""], "--output"), (["audio", "-o", "a.wav", "--cues", ""], "--cues"),
            (["report", "-o", ""], "--output"), (["check", "c.xcstrings", "--baseline", ""], "--baseline"),
        ])
    func emptyFileName(arguments: [String], option: String) throws {
        let result = try CommandRunner.run(arguments)
        #expect(result.status == 64)
        #expect(
            result.error.hasPrefix("error: '\(option)' needs a file name, not an empty one\n"), "\(result.error)")
    }

    @Test(
        "hexadecimal, nan and inf are refused by every option that takes a number",
        arguments: [
            ["summary", "--last", "0x10"], ["audio", "-o", "a.wav", "--threshold", "0x10"],
            ["audio", "-o", "a.wav", "--threshold", "nan"], ["audio", "-o", "a.wav", "--duration", "0x1p3"],
            ["audio", "-o", "a.wav", "--duration", "inf"], ["audio", "-o", "a.wav", "--reference", "0x10"],
            ["timer", "--progress", "0x0.8p0"], ["timer", "--progress", "nan"],
            ["timer", "--run", "2", "--clock-rate", "0x10"], ["timer", "--seconds", "0x10"],
        ])
    func numbersInDecimal(arguments: [String]) throws {
        let result = try CommandRunner.run(arguments)
        #expect(result.status == 64, "\(arguments): \(result.error)")
        #expect(result.error.contains("not '\(arguments.last!)'"), "\(result.error)")
    }

    @Test("decimal numbers are taken as written", arguments: [".5", "0.5", "5e-1", "+0.5", "5.0E-1"])
    func decimals(text: String) throws {
        let result = try CommandRunner.run(["timer", "--progress", text])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.lines.dropFirst().first == "50 percent")
    }

    /// A catalog replacing the readout with `value` in English.
    static func readoutCatalog(_ value: String) -> String {
        let quoted = value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return #"{"sourceLanguage":"en","version":"1.0","strings":{"range.readout":{"localizations":{"en":"#
            + #"{"stringUnit":{"state":"translated","value":""# + quoted + #""}}}}}}"#
    }

    @Test("a baseline or --catalog that is not JSON is named in the compiler's shape")
    func compilerShape() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = folder.appendingPathComponent("K.xcstrings")
        try Data("{\"a\":\n".utf8).write(to: broken)
        let catalog = try CommandRunner.run(["summary", "--catalog", broken.path])
        #expect(catalog.status == 65)
        #expect(catalog.error == "\(broken.path):2:1: error: expected a value, found the end of the file\n")
        let baseline = folder.appendingPathComponent("baseline.json")
        try Data("{\"a\":\n".utf8).write(to: baseline)
        let checked = folder.appendingPathComponent("c.xcstrings")
        try Data(Self.readoutCatalog("%1$@ %2$@ %3$@ %4$@").utf8).write(to: checked)
        let check = try CommandRunner.run(["check", checked.path, "--baseline", baseline.path])
        #expect(check.status == 65)
        #expect(
            check.error == "\(baseline.path):2:1: error: not valid JSON: expected a value, found the end of the file\n")
        try Data(#"{"version":1}"#.utf8).write(to: baseline)
        let shape = try CommandRunner.run(["check", checked.path, "--baseline", baseline.path])
        #expect(shape.status == 65)
        #expect(shape.error.hasPrefix("\(baseline.path): error: "), "\(shape.error)")
    }

    @Test(
        "a replacement line that is too long, or holds a lone %, is told that and only that",
        arguments: [
            ("%1$@ %2$@ %3$@ %4$@ 50%", "a lone '%' at the end (write '%%' for a percent sign)"),
            (
                "%1$@ %2$@ %3$@ %4$@ " + String(repeating: "x", count: 1_200),
                "the value is 1220 characters long, more than the 1000 a line may have; shorten it"
            ),
        ])
    func replacementMessages(value: String, problem: String) throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("K.xcstrings")
        try Data(Self.readoutCatalog(value).utf8).write(to: catalog)
        let result = try CommandRunner.run(["summary", "--catalog", catalog.path])
        #expect(result.status == 65)
        #expect(result.error == "\(catalog.path): error: range.readout (en): \(problem)\n")
    }

    @Test("--group never past a million tones says how many and what to do")
    func tooManyTones() throws {
        // Four hourly samples, then one 126 years later: over a million hours missing.
        let input =
            "date,value\n1900-01-01T00:00,1\n1900-01-01T01:00,2\n1900-01-01T02:00,3\n1900-01-01T03:00,3\n"
            + "2026-01-01T00:00,4\n"
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("never.wav").path
        let result = try CommandRunner.run(
            ["audio", "-", "--last", "5", "--group", "never", "-o", output], input: input)
        #expect(result.status == 64)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        #expect(
            result.error
                == "error: the graph would play 1,104,505 tones, more than the 1,000,000 one may have (nearly 17 hours); "
                + "group the samples with --group day, week, month or year, or choose fewer dates with --last or --from\n"
        )
    }

    @Test("random bytes and NUL bytes are not text, and are refused as such")
    func notText() throws {
        var generator = SystemRandomNumberGenerator()
        // Seeded would be repeatable; any 1,000 random bytes hold a NUL or dozens of controls.
        var random = (0..<1_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        random[500] = 0
        let cases: [(name: String, bytes: [UInt8])] = [
            ("random.csv", random), ("zeros.csv", Array(repeating: 0, count: 1_000)),
            ("controls.csv", Array("date,value\n".utf8) + Array(repeating: 0x1B, count: 40) + Array("\n".utf8)),
        ]
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, bytes) in cases {
            let file = folder.appendingPathComponent(name)
            try Data(bytes).write(to: file)
            for arguments in [["summary", file.path], ["summary", file.path, "--format", "json"]] {
                let result = try CommandRunner.run(arguments)
                #expect(result.status == 65, "\(name): \(result.error)")
                #expect(result.error.contains(": error: this is not text: "), "\(name): \(result.error)")
                #expect(!result.error.contains("--delimiter") && !result.error.contains("header row"))
            }
        }
        let zeros = try CommandRunner.run(["summary", "-"], input: String(repeating: "\u{0}", count: 1_000))
        #expect(zeros.error.hasPrefix("<stdin>:1:1: error: this is not text: a NUL byte"), "\(zeros.error)")
        // The column counts characters of the decoded text: a UTF-16 file of three-byte
        // characters with a NUL as its 32nd (found by the series-reader fuzz target, which saw
        // column 94 on a line of 37 characters).
        var utf16: [UInt8] = [0xFF, 0xFE]
        for scalar in Array(String(repeating: "漢", count: 31).utf16) + [0] + Array("ab".utf16) {
            utf16 += [UInt8(scalar & 0xFF), UInt8(scalar >> 8)]
        }
        let wide = folder.appendingPathComponent("wide.csv")
        try Data(utf16).write(to: wide)
        let located = try CommandRunner.run(["summary", wide.path])
        #expect(located.error.contains("wide.csv:1:32: error: this is not text: a NUL byte"), "\(located.error)")
    }

    @Test(
        "UTF-32, with or without a byte order mark, either byte order, is read with a note",
        arguments: [String.Encoding.utf32, .utf32LittleEndian, .utf32BigEndian])
    func utf32(encoding: String.Encoding) throws {
        let text = "date,value\n2026-01-01,1\n2026-01-02,2\n2026-01-03,5\n"
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("steps.csv")
        try #require(text.data(using: encoding)).write(to: file)
        let result = try CommandRunner.run(["summary", file.path])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == "Average 2.7, January 1 to January 3\n")
        #expect(result.error.contains("Read as UTF 32 text and converted; saved as UTF 8, the file would read faster."))
    }

    @Test("a spoken introduction made too long by long series names names them, not the unit")
    func speakWithLongNames() throws {
        // Three names of 140 words each: about 48 seconds apiece, past two minutes together.
        let names = ["A", "B", "C"].map { $0 + String(repeating: " word", count: 140) }
        var input = "date,name,value\n"
        for name in names {
            for day in 1...10 { input += "2026-01-\(day < 10 ? "0" : "")\(day),\(name),\(day)\n" }
        }
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(
            ["audio", "-", "-q", "--series", "name", "--speak", "-o", folder.appendingPathComponent("g.wav").path],
            input: input)
        #expect(result.status == 64)
        #expect(
            result.error
                == "error: the spoken introduction would last more than 120 seconds, the longest spoken, because it "
                + "says the names of the 3 series and the longest has 701 characters; pick fewer series with --where, "
                + "or leave out --speak\n")
        #expect(!result.error.contains("at least"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
