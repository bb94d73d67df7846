import FileIO

/// A subcommand: a small value made from parsed arguments, then run.
protocol Command {
    /// Its options and help.
    static var spec: CommandSpec { get }
    /// Checks and keeps the arguments; throws for bad usage before anything is read or written.
    init(arguments: ParsedArguments) throws(UsageError)
    /// The files it reads and writes, held against each other (``FileIO/CommandFiles``) before
    /// it runs: an output that would replace an input is refused before anything is read.
    var files: CommandFiles { get }
    /// Does the work, reading and writing only through the context.
    func run(in context: CommandContext) throws(CommandFailure)
    /// Whether this run writes its notes into its JSON's `notes`.
    var notesGoIntoJSON: Bool { get }
}

extension Command {
    /// No files: what a command that only prints writes is held by the entry point.
    var files: CommandFiles { CommandFiles() }
    /// Whether this run writes its notes into its JSON's `notes`, the environment's among them
    /// (``CommandContext/environmentNotes``), rather than on standard error.
    var notesGoIntoJSON: Bool { false }
}
