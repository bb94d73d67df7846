import FileIO
import SeriesIO

/// What a command reads from its surroundings and where it writes, passed in rather than read
/// from globals, so that a command runs the same in the process and inside a test.
///
/// Every line a command prints goes through here: ``say(_:)`` and ``write(_:)`` to standard
/// output, ``note(_:)`` to standard error (silenced by `--quiet`), ``writeError(_:)`` for what
/// `--quiet` never silences (progress, the bell).
struct CommandContext: Sendable {
    /// The process environment.
    var environment: [String: String]
    /// Whether standard input is a terminal.
    var standardInputIsTerminal: Bool
    /// Whether standard error is a terminal (for progress).
    var standardErrorIsTerminal: Bool
    /// Whether standard output is a terminal (binary audio is not written onto one).
    var standardOutputIsTerminal = false
    /// Seconds since 1970, when the command started.
    var now: Double
    /// Whether notes and warnings are left out (`-q`, `--quiet`).
    var isQuiet = false
    /// The notes about the environment (an unusable `LANG` or `TZ`), held for a command that
    /// writes its notes into its JSON (``Command/notesGoIntoJSON``); other runs say them on
    /// standard error before the command runs.
    var environmentNotes: [String] = []
    /// The standard streams.
    var streams: any StandardStreams

    /// Writes a line to standard output.
    func say(_ line: String) {
        streams.writeOutput(line + "\n")
    }

    /// Writes text to standard output as it is.
    func write(_ text: String) {
        streams.writeOutput(text)
    }

    /// Writes a note or a warning to standard error, unless `--quiet` was given.
    func note(_ line: String) {
        if !isQuiet { streams.writeError(line + "\n") }
    }

    /// Writes text to standard error as it is, even with `--quiet`: errors, progress, the bell.
    func writeError(_ text: String) {
        streams.writeError(text)
    }
}

/// The standard streams a command reads and writes: the process's own, or bytes in memory for
/// a command run inside another program.
protocol StandardStreams: Sendable {
    /// Writes text to standard output. A failure is the stream's to handle: the process's
    /// streams end the program through the entry point.
    func writeOutput(_ text: String)
    /// Writes text to standard error; a failure there has nowhere to be reported.
    func writeError(_ text: String)
    /// Reads one byte from standard input, or `nil` at its end.
    func readByte() -> UInt8?
    /// Reads a key's byte from a raw terminal, or learns that the program was continued after a
    /// stop (Ctrl-Z, `fg`), or that input ended.
    func readKey() -> KeyInput
    /// Reads one byte if it arrives within `milliseconds`.
    func readByte(within milliseconds: Int32) -> UInt8?
    /// Reads the whole of standard input, as a series (`-` for the file).
    func seriesBytes() throws(SeriesReadError) -> [UInt8]
    /// Whether standard output is the process's own (descriptor 1), which may be a file the
    /// command reads (`>> steps.csv`); `false` for streams in memory.
    var isProcessOutput: Bool { get }
}

/// The process's standard streams, through ``Platform``.
struct ProcessStreams: StandardStreams {
    /// What to do when standard output cannot be written: given by the entry point, which
    /// alone ends the process.
    var endForFailedOutput: @Sendable (FileError) -> Never

    func writeOutput(_ text: String) {
        do {
            try StandardStream.output.write(text)
        } catch {
            endForFailedOutput(error)
        }
    }

    func writeError(_ text: String) {
        try? StandardStream.error.write(text)
    }

    func readByte() -> UInt8? {
        Platform.readByte()
    }

    func readKey() -> KeyInput {
        Platform.readKey()
    }

    func readByte(within milliseconds: Int32) -> UInt8? {
        Platform.readByte(within: milliseconds)
    }

    func seriesBytes() throws(SeriesReadError) -> [UInt8] {
        try SeriesReader.standardInputBytes()
    }

    var isProcessOutput: Bool { true }
}
