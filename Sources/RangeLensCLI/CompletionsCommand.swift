/// `rangelens completions bash|zsh|fish`: a completion script for a shell, made from the same
/// option tables as `--help`.
struct CompletionsCommand: Command {
    static let spec = CommandSpec(
        name: "completions",
        abstract: "Print a shell completion script for \(shells).",
        positionals: [("SHELL", "\(shells).")],
        groups: [],
        examples: [
            (
                "rangelens completions bash > rangelens.bash",
                "The bash completion; load it with 'source rangelens.bash' (in ~/.bashrc, say)."
            ),
            ("rangelens completions zsh > _rangelens", "The zsh completion, for a folder in $fpath."),
            ("rangelens completions fish > rangelens.fish", "The fish completion, for ~/.config/fish/completions."),
        ],
        positionalChoices: CompletionScript.Shell.allCases.map(\.rawValue))

    /// The shells, "bash, zsh or fish", as help, the man page and the refusal say them.
    private static let shells = OptionChoices.english(CompletionScript.Shell.allCases.map(\.rawValue))

    var shell: CompletionScript.Shell

    init(arguments: ParsedArguments) throws(UsageError) {
        guard let name = arguments.positional(0) else {
            throw UsageError(message: "give the shell to complete for: \(Self.shells)")
        }
        guard let shell = CompletionScript.Shell(rawValue: name) else {
            let known = OptionChoices.english(CompletionScript.Shell.allCases.map(\.rawValue), conjunction: "and")
            throw UsageError(message: "'completions' knows \(known), not '\(name)'")
        }
        self.shell = shell
    }

    func run(in context: CommandContext) throws(CommandFailure) {
        context.write(CompletionScript(commands: RangeLensCLI.commands.map { $0.spec }).text(for: shell))
    }
}
