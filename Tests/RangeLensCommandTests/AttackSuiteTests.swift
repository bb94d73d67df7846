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

    @Test("audio to standard output on a terminal is refused, not written as bytes onto it")
    func binaryToTerminal() throws {
        let script = URL(fileURLWithPath: "/usr/bin/script")
        try #require(
            FileManager.default.isExecutableFile(atPath: script.path), "needs script(1) to give the program a terminal")
        let process = Process()
        process.executableURL = script
        let command = "'\(CommandRunner.executable.path)' audio -o - --format wav --demo-end 2026-11-29"
        process.arguments = ["--quiet", "--return", "--command", command, "/dev/null"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let bytes = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(process.terminationStatus == 64, "\(text)")
        #expect(text.contains("error: '-o -' would write the audio's bytes onto the terminal"), "\(text)")
        #expect(!text.contains("RIFF"))
        #expect(bytes.count < 1_000)
        // Into a pipe it is written as before.
        let piped = try CommandRunner.runProcess(["audio", "-o", "-", "--format", "wav", "--demo-end", "2026-11-29"])
        #expect(piped.status == 0)
        #expect(piped.output.hasPrefix("RIFF"))
    }
}
