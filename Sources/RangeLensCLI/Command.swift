/// A subcommand: a small value made from parsed arguments, then run.
protocol Command {
    /// Its options and help.
    static var spec: CommandSpec { get }
    /// Checks and keeps the arguments; throws for bad usage before anything is read or written.
    init(arguments: ParsedArguments) throws(UsageError)
    /// Does the work, reading and writing only through the context.
    func run(in context: CommandContext) throws(CommandFailure)
}
