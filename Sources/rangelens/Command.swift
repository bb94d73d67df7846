/// The exit statuses of `rangelens`, as docs/command-line.md lists them.
enum ExitStatus: Int32 {
    /// Done.
    case success = 0
    /// The check found errors (`check` only).
    case checkFailed = 1
    /// Bad usage.
    case usage = 64
    /// The input's data is wrong.
    case dataError = 65
    /// An input file does not exist or cannot be read.
    case noInput = 66
    /// An output file cannot be created.
    case cannotCreate = 73
    /// An I/O error while reading or writing.
    case ioError = 74
}

/// A failure that ends a command: a message for standard error and an exit status.
struct CommandFailure: Error {
    var status: ExitStatus
    var message: String
    /// Whether the message already has the compiler's `file:line:column: error:` shape.
    var isLocated: Bool

    init(_ status: ExitStatus, _ message: String, located: Bool = false) {
        self.status = status
        self.message = message
        self.isLocated = located
    }

    /// The text for standard error: `error: message`, or a located message as it is.
    var diagnostic: String {
        isLocated ? message : "error: \(message)"
    }
}

/// What a command may read from its surroundings, passed in rather than read from globals so
/// that commands stay testable.
struct CommandContext {
    /// The process environment.
    var environment: [String: String]
    /// Whether standard input is a terminal.
    var standardInputIsTerminal: Bool
    /// Whether standard error is a terminal (for progress and colour).
    var standardErrorIsTerminal: Bool
    /// Seconds since 1970, now.
    var now: Double

    static func current() -> CommandContext {
        CommandContext(
            environment: Platform.environment,
            standardInputIsTerminal: Platform.standardInputIsTerminal,
            standardErrorIsTerminal: Platform.standardErrorIsTerminal,
            now: Platform.now())
    }

    /// Writes a line to standard output.
    func say(_ line: String) {
        Platform.writeOutput(line + "\n")
    }

    /// Writes a note to standard error.
    func note(_ line: String) {
        Platform.writeError(line + "\n")
    }
}

/// A subcommand: a small value made from parsed arguments, then run.
protocol Command {
    /// Its options and help.
    static var spec: CommandSpec { get }
    /// Checks and keeps the arguments; throws for bad usage before anything is read or written.
    init(arguments: ParsedArguments) throws(UsageError)
    /// Does the work.
    func run(in context: CommandContext) throws(CommandFailure)
}
