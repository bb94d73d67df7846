/// `rangelens completions bash|zsh|fish`: a completion script for a shell, made from the same
/// option tables as `--help`.
struct CompletionsCommand: Command {
    static let spec = CommandSpec(
        name: "completions",
        abstract: "Print a shell completion script for bash, zsh or fish.",
        positionals: [("SHELL", "bash, zsh or fish.")],
        groups: [],
        examples: [
            ("source <(rangelens completions bash)", "Complete commands, options and their values in this bash session."),
            ("rangelens completions zsh > ~/.zfunc/_rangelens", "Install the zsh completion (with ~/.zfunc in fpath)."),
            (
                "rangelens completions fish > ~/.config/fish/completions/rangelens.fish",
                "Install the fish completion."
            ),
        ],
        positionalChoices: CompletionScript.Shell.allCases.map(\.rawValue))

    var shell: CompletionScript.Shell

    init(arguments: ParsedArguments) throws(UsageError) {
        guard let name = arguments.positional(0) else {
            throw UsageError(message: "give the shell to complete for: bash, zsh or fish")
        }
        guard let shell = CompletionScript.Shell(rawValue: name) else {
            throw UsageError(message: "'completions' knows bash, zsh and fish, not '\(name)'")
        }
        self.shell = shell
    }

    func run(in context: CommandContext) throws(CommandFailure) {
        context.write(CompletionScript(commands: RangeLensCLI.commands.map { $0.spec }).text(for: shell))
    }
}
