import FileIO
import SeriesIO

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `rangelens` command line: the commands, their help, and the one place a process ends.
///
/// `main()` runs the tool as the process; `run(_:standardInput:environment:)` runs it inside
/// another program (the tests) with its streams in memory, and touches no global state: no
/// signal handler, no environment variable, no current directory, no `exit`.
public enum RangeLensCLI {
    /// The version `--version` prints.
    static let version = "0.1.0"

    /// The commands, in the order help lists them.
    static var commands: [any Command.Type] {
        [
            SummaryCommand.self,
            ExploreCommand.self,
            AudioCommand.self,
            ReportCommand.self,
            StatsCommand.self,
            TimerCommand.self,
            CopyCommand.self,
            CheckCommand.self,
            CompletionsCommand.self,
        ]
    }

    /// Runs the tool as the process, with its arguments, and ends the process.
    ///
    /// Before anything else, and before Foundation reads the environment: the standard
    /// streams, signals, and the locale variables checked.
    public static func main() -> Never {
        Platform.prepareProcess()
        let environmentNotes = EnvironmentCheck.removeUnusableValues()
        Platform.keepFreedMemory()
        let context = CommandContext(
            environment: Platform.environment,
            standardInputIsTerminal: Platform.standardInputIsTerminal,
            standardErrorIsTerminal: Platform.standardErrorIsTerminal,
            standardOutputIsTerminal: Platform.standardOutputIsTerminal,
            now: Platform.now(),
            streams: ProcessStreams(endForFailedOutput: endForFailedOutput))
        let status = run(Array(CommandLine.arguments.dropFirst()), in: context, environmentNotes: environmentNotes)
        if status == .readerGone { endForGoneReader() }
        exit(status.rawValue)
    }

    /// Runs the tool inside this program: standard input is `standardInput`, the environment
    /// is `environment` (checked as the process checks its own), and what the tool writes is
    /// returned with its exit status.
    package static func run(
        _ arguments: [String], standardInput: [UInt8] = [], environment: [String: String] = [:], now: Double? = nil
    ) -> (status: Int32, output: [UInt8], error: [UInt8]) {
        let checked = EnvironmentCheck.usableValues(of: environment)
        let streams = CapturedStreams(input: standardInput)
        let context = CommandContext(
            environment: checked.environment, standardInputIsTerminal: false, standardErrorIsTerminal: false,
            now: now ?? Platform.now(), streams: streams)
        let status = run(arguments, in: context, environmentNotes: checked.notes)
        return (status.rawValue, streams.output, streams.error)
    }

    /// Runs the tool with arguments and returns the exit status: help and version on standard
    /// output with 0, usage errors on standard error with 64 and a usage line, other failures
    /// with their own status.
    static func run(_ arguments: [String], in context: CommandContext, environmentNotes: [String]) -> ExitStatus {
        var context = context
        // `rangelens -q summary` is `rangelens summary -q`.
        var arguments = arguments
        if arguments.count > 1, arguments[0] == OptionSpec.quiet.longName || arguments[0] == "-q" {
            arguments.swapAt(0, 1)
        }
        guard let first = arguments.first else {
            for note in environmentNotes { context.note(note) }
            context.write(rootHelp())
            return .success
        }
        guard let command = commands.first(where: { $0.spec.name == first }) else {
            for note in environmentNotes { context.note(note) }
            return runRootOption(first, arguments: arguments, in: context)
        }
        let spec = command.spec
        // The environment's notes come once `--quiet` is known, or with a usage error.
        var notesToSay = environmentNotes
        do {
            let parsed = try ParsedArguments(Array(arguments.dropFirst()), spec: spec)
            context.isQuiet = parsed.isQuiet
            if parsed.wantsHelp {
                for note in notesToSay { context.note(note) }
                context.write(helpText(for: spec))
                return .success
            }
            let instance = try command.init(arguments: parsed)
            // A JSON run carries the environment's notes in its `notes`; any other says them now.
            if instance.notesGoIntoJSON {
                context.environmentNotes = notesToSay
            } else {
                for note in notesToSay { context.note(note) }
            }
            notesToSay = []
            // Every output held against every input, before anything is read or written.
            var files = instance.files
            files.holdsStandardOutput = context.streams.isProcessOutput
            do {
                try files.check()
            } catch {
                throw CommandFailure(error)
            }
            try instance.run(in: context)
            return .success
        } catch let error as UsageError {
            for note in notesToSay { context.note(note) }
            // A usage message is one line: any control in it came from an argument.
            context.writeError(
                "error: \(ShownText.escaped(error.message))\nusage: \(spec.usage)\n"
                    + "See 'rangelens \(spec.name) --help' for more.\n")
            return .usage
        } catch let failure as CommandFailure {
            for note in failure.notes { context.note(note) }
            if !failure.message.isEmpty { context.writeError(failure.shownDiagnostic + "\n") }
            return failure.status
        } catch {
            context.writeError("error: \(ShownText.escapedLines(String(describing: error)))\n")
            return .ioError
        }
    }

    /// What the tool does with a first argument that is not a command: help, the version, the
    /// man page, or a usage error naming the nearest command.
    private static func runRootOption(_ first: String, arguments: [String], in context: CommandContext) -> ExitStatus {
        switch first {
        case "--help", "-h", "help":
            // `help` takes `--quiet` anywhere, as every command does (it has nothing to leave
            // out), and `help --help` is the help.
            let rest = arguments.dropFirst().filter { $0 != OptionSpec.quiet.longName && $0 != "-q" }
            if first == "help", rest.first == OptionSpec.help.longName || rest.first == "-h" {
                context.write(rootHelp())
                return .success
            }
            if first == "help", rest == ["--man"] {
                context.write(ManualPage.text())
                return .success
            }
            if first == "help", let name = rest.first {
                guard let command = commands.first(where: { $0.spec.name == name }) else {
                    context.writeError(
                        "error: unknown command \(ShownText.quoted(name))\nSee 'rangelens --help' for the commands.\n")
                    return .usage
                }
                context.write(helpText(for: command.spec))
                return .success
            }
            context.write(rootHelp())
            return .success
        case "--version":
            context.write("rangelens \(version)\n")
            return .success
        default:
            let hint = NameSuggestion.didYouMean(first, among: commands.map { $0.spec.name })
            context.writeError(
                "error: unknown command \(ShownText.quoted(first))\(hint)\nSee 'rangelens --help' for the commands.\n")
            return .usage
        }
    }

    /// The help `rangelens --help` prints.
    static func rootHelp() -> String {
        var lines = [
            "OVERVIEW: \(overview)",
            "",
            "USAGE: rangelens <command> [options]",
            "",
            "COMMANDS:",
        ]
        for command in commands {
            let name = command.spec.name
            lines.append("  " + name + String(repeating: " ", count: max(1, 12 - name.count)) + command.spec.abstract)
        }
        lines += [
            "",
            "OPTIONS:",
            "  --version                   Show the version.",
            "  -q, --quiet                 Leave out notes and warnings: 'rangelens -q COMMAND ...'.",
            "  -h, --help                  Show help. 'rangelens COMMAND --help' shows a command's options.",
            "",
            "Run any command without a file to try it on the built-in demo series (a year of daily steps).",
            "'rangelens help --man' prints the manual page; 'rangelens completions bash' a completion script.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// What the tool does, in one sentence.
    static let overview = "Tells you what a window of a time series holds, in sentences a screen reader speaks."

    /// Ends the process after standard output failed: by SIGPIPE when the pipe's reader has
    /// gone; otherwise with `error: cannot write to standard output: …` and the status for an
    /// I/O error. Temporary files are removed first.
    @Sendable private static func endForFailedOutput(_ error: FileError) -> Never {
        if error.kind == .pipeClosed { endForGoneReader() }
        TemporaryFiles.removeAll()
        try? StandardStream.error.write("error: cannot write to standard output: \(error.cause)\n")
        exit(ExitStatus.ioError.rawValue)
    }

    /// Ends the process by SIGPIPE, as `yes | head` ends, temporary files removed first.
    private static func endForGoneReader() -> Never {
        TemporaryFiles.removeAll()
        signal(SIGPIPE, SIG_DFL)
        raise(SIGPIPE)
        exit(ExitStatus.readerGone.rawValue)
    }
}
