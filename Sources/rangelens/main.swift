import SeriesIO

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The version `--version` prints.
let rangelensVersion = "0.1.0"

/// The commands, in the order help lists them.
let commands: [any Command.Type] = [
    SummaryCommand.self,
    ExploreCommand.self,
    AudioCommand.self,
    StatsCommand.self,
    TimerCommand.self,
    CopyCommand.self,
    CheckCommand.self,
]

@MainActor func rootHelp() -> String {
    var lines = [
        "OVERVIEW: Tells you what a window of a time series holds, in sentences a screen reader speaks.",
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
        "  -h, --help                  Show help. 'rangelens COMMAND --help' shows a command's options.",
        "",
        "Run any command without a file to try it on the built-in demo series (a year of daily steps).",
    ]
    return lines.joined(separator: "\n") + "\n"
}

/// Runs the tool with arguments and returns the exit status: help and version on standard
/// output with 0, usage errors on standard error with 64 and a usage line, other failures with
/// their own status.
@MainActor func runTool(_ arguments: [String]) -> ExitStatus {
    guard let first = arguments.first else {
        Platform.writeOutput(rootHelp())
        return .success
    }
    switch first {
    case "--help", "-h", "help":
        if first == "help", let name = arguments.dropFirst().first {
            guard let command = commands.first(where: { $0.spec.name == name }) else {
                Platform.writeError("error: unknown command '\(name)'\nSee 'rangelens --help' for the commands.\n")
                return .usage
            }
            Platform.writeOutput(helpText(for: command.spec))
            return .success
        }
        Platform.writeOutput(rootHelp())
        return .success
    case "--version":
        Platform.writeOutput("rangelens \(rangelensVersion)\n")
        return .success
    default:
        break
    }
    guard let command = commands.first(where: { $0.spec.name == first }) else {
        let hint = NameSuggestion.didYouMean(first, among: commands.map { $0.spec.name })
        Platform.writeError("error: unknown command '\(first)'\(hint)\nSee 'rangelens --help' for the commands.\n")
        return .usage
    }
    let spec = command.spec
    do {
        let parsed = try ParsedArguments(Array(arguments.dropFirst()), spec: spec)
        if parsed.wantsHelp {
            Platform.writeOutput(helpText(for: spec))
            return .success
        }
        let instance = try command.init(arguments: parsed)
        try instance.run(in: .current())
        return .success
    } catch let error as UsageError {
        Platform.writeError("error: \(error.message)\nusage: \(spec.usage)\nSee 'rangelens \(spec.name) --help' for more.\n")
        return .usage
    } catch let failure as CommandFailure {
        if !failure.message.isEmpty { Platform.writeError(failure.diagnostic + "\n") }
        return failure.status
    } catch {
        Platform.writeError("error: \(error)\n")
        return .ioError
    }
}

// Before anything else, and before Foundation reads the environment: the standard streams,
// signals, and the locale variables checked.
Platform.prepareProcess()
for note in EnvironmentCheck.removeUnusableValues() { Platform.writeError(note + "\n") }
Platform.keepFreedMemory()
exit(runTool(Array(CommandLine.arguments.dropFirst())).rawValue)
