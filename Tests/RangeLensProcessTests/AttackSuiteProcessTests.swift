import CommandTestSupport
import Foundation
import Testing

/// The attack suite's cases that need the built program in a process of its own: a real
/// terminal on standard output.
@Suite("Attack suite, as a process")
struct AttackSuiteProcessTests {
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
