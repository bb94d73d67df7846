import CommandTestSupport
import Foundation
import Testing

/// Issue 11, case 1, through the built program: a FIFO written through, audio on standard
/// output, a name and a format that disagree.
@Suite("Special targets, from the program")
struct SpecialTargetProcessTests {
    static let demo = ["audio", "--demo-end", "2026-11-29"]

    @Test("audio to a FIFO writes through it, and the FIFO stays")
    func fifo() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // The reader is a shell in the background; the command writes the WAV into the pipe.
        let result = try CommandRunner.bash(
            #"cat "$FIFO" > "$FIFO.out" & "$RANGELENS" audio --demo-end 2026-11-29 -o "$FIFO" --format wav > /dev/null; status=$?; wait; exit $status"#,
            environment: ["FIFO": fifo])
        #expect(result.status == 0, "\(result.error)")
        let written = try Data(contentsOf: URL(fileURLWithPath: fifo + ".out"))
        #expect(written.prefix(4) == Data("RIFF".utf8))
        var status = stat()
        #expect(stat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    }

    @Test("'-o -' writes the audio to standard output, and the description to standard error")
    func standardOutput() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.bash(
            #""$RANGELENS" audio --demo-end 2026-11-29 -o - --format flac > graph.flac"#, in: folder)
        #expect(result.status == 0, "\(result.error)")
        #expect(try Data(contentsOf: folder.appendingPathComponent("graph.flac")).prefix(4) == Data("fLaC".utf8))
        #expect(result.error.contains("Audio graph of 42 days"))
        #expect(try CommandRunner.names(in: folder) == ["graph.flac"])
        let withoutFormat = try CommandRunner.runProcess(Self.demo + ["-o", "-"], in: folder)
        #expect(withoutFormat.status == 64)
        #expect(withoutFormat.error.contains("--format wav, flac or ogg"))
    }

    @Test("'-o b.wav --format ogg' is refused instead of writing Ogg into a .wav")
    func contradictoryFormat() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.runProcess(Self.demo + ["-o", "b.wav", "--format", "ogg"], in: folder)
        #expect(result.status == 64)
        #expect(result.error.contains("as the name b.wav says"))
        #expect(try CommandRunner.names(in: folder).isEmpty)
    }
}

/// Issue 11, case 7: the audio and the cues given the same path are refused.
@Suite("The same file given twice, in the program's folder")
struct SameFileProcessTests {
    @Test(
        "audio and cues naming one file, however spelled, are refused with 64 and nothing written",
        arguments: ["same.wav", "./same.wav", "link.vtt", "-"])
    func sameFile(cues: String) throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(symlink("same.wav", folder.appendingPathComponent("link.vtt").path) == 0)
        try Data("older".utf8).write(to: folder.appendingPathComponent("same.wav"))
        let output = cues == "-" ? "-" : "same.wav"
        let result = try CommandRunner.runProcess(
            ["audio", "--demo-end", "2026-11-29", "-o", output, "--format", "wav", "--cues", cues], in: folder)
        #expect(result.status == 64, "\(result.error)")
        #expect(result.error.contains("same file"))
        #expect(try Data(contentsOf: folder.appendingPathComponent("same.wav")) == Data("older".utf8))
        #expect(try CommandRunner.names(in: folder) == ["link.vtt", "same.wav"])
    }

}

/// Issue 11, case 3: a failed write to standard output exits 74 with a message; a closed pipe
/// ends quietly.
@Suite("Standard output is output too")
struct StandardOutputTests {
    @Test(
        "summary to a full device exits 74 and says the disk is full",
        .enabled(if: CommandRunner.canMakeDevices, CommandRunner.devicesNotPermitted))
    func fullDevice() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let full = try #require(CommandRunner.device("full", major: 1, minor: 7, in: folder))
        let summary = try CommandRunner.bash(
            #""$RANGELENS" summary --demo-end 2026-11-29 > "$FULL""#, environment: ["FULL": full])
        #expect(summary.status == 74)
        #expect(summary.error == "error: cannot write to standard output: the disk is full\n")
        let sarif = try CommandRunner.bash(
            #""$RANGELENS" check --format sarif "$CATALOG" > "$FULL""#,
            environment: [
                "FULL": full,
                "CATALOG": CommandRunner.repositoryRoot.appendingPathComponent("Localizations/TimerDial.xcstrings")
                    .path,
            ])
        #expect(sarif.status == 74)
        #expect(sarif.error.contains("the disk is full"))
    }

    @Test("a closed standard output exits 74 and says it is closed")
    func closedOutput() throws {
        let result = try CommandRunner.bash(#""$RANGELENS" summary --demo-end 2026-11-29 >&-"#)
        #expect(result.status == 74)
        #expect(result.error == "error: cannot write to standard output: it is closed\n")
    }

    @Test("a closed standard output is not taken by a file the command opens")
    func closedOutputIsHeld() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.bash(#""$RANGELENS" audio --demo-end 2026-11-29 -o graph.wav >&-"#, in: folder)
        #expect(result.status == 74)
        // The audio file holds audio only: the description was not written into it.
        #expect(try Data(contentsOf: folder.appendingPathComponent("graph.wav")).prefix(4) == Data("RIFF".utf8))
        #expect(
            try !String(decoding: Data(contentsOf: folder.appendingPathComponent("graph.wav")), as: UTF8.self).contains(
                "Audio graph of"))
    }

    @Test("a pipe closed by its reader ends the command quietly, as the standard tools end")
    func closedPipe() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // About a megabyte of table, far more than a pipe holds, so the reader is gone before
        // the command has written it all.
        let input = try SignalTests.longSeries(in: folder, days: 30_000)
        let result = try CommandRunner.bash(
            #""$RANGELENS" summary "$INPUT" --table --last 30000 | head -n 1; echo "status ${PIPESTATUS[0]}""#,
            environment: ["INPUT": input.path])
        #expect(result.output.hasPrefix("Average "))
        #expect(result.output.hasSuffix("status 141\n"), "\(result.output.suffix(100))")
        #expect(result.error.isEmpty, "\(result.error)")
    }
}

/// Issue 11, case 5: SIGINT, SIGTERM and SIGHUP during a long write remove the temporary file
/// and exit with 128 plus the signal's number.
@Suite("Signals during a write", .serialized)
struct SignalTests {
    /// A series long enough that writing its ungrouped audio takes seconds.
    static func longSeries(in folder: URL, days: Int = 6_000) throws -> URL {
        let url = folder.appendingPathComponent("long.csv")
        var text = "date,value\n"
        let start = CivilDay(year: 1940, month: 1, day: 1)
        for index in 0..<days {
            text += "\(start.adding(days: index)),\((index * 7_919) % 1_000)\n"
        }
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test("the temporary file is removed and the status is 128 plus the signal", arguments: [SIGINT, SIGTERM, SIGHUP])
    func signalRemovesTemporaryFile(signalNumber: Int32) throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = try Self.longSeries(in: CommandRunner.temporaryFolder())
        defer { try? FileManager.default.removeItem(at: input.deletingLastPathComponent()) }
        let output = folder.appendingPathComponent("graph.flac")
        let process = Process()
        process.executableURL = CommandRunner.executable
        process.arguments = ["audio", input.path, "--last", "6000", "--group", "never", "-o", output.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Wait for the temporary file: the plan is made first, then the file is written.
        var temporary: String?
        for _ in 0..<1_200 where temporary == nil {
            temporary = try CommandRunner.names(in: folder).first { $0.hasSuffix(".tmp") }
            if temporary == nil { usleep(25_000) }
        }
        #expect(temporary != nil, "the temporary file never appeared")
        kill(process.processIdentifier, signalNumber)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 128 + signalNumber)
        #expect(try CommandRunner.names(in: folder).isEmpty)
    }
}
