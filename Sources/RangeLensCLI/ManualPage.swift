/// The manual page `rangelens.1`, in roff, made from the same specs as `--help`: NAME,
/// SYNOPSIS, DESCRIPTION, a section per command with every option, OPTIONS, EXIT STATUS,
/// ENVIRONMENT. `rangelens help --man` prints it; docs/rangelens.1 is a copy the tests keep
/// equal to it.
enum ManualPage {
    /// The page.
    static func text(commands: [CommandSpec] = RangeLensCLI.commands.map { $0.spec }) -> String {
        var lines = [
            ".TH RANGELENS 1 \"\" \"rangelens \(RangeLensCLI.version)\" \"User Commands\"",
            ".SH NAME",
            "rangelens \\- " + escaped(lowercasingFirst(RangeLensCLI.overview)),
            ".SH SYNOPSIS",
            ".B rangelens",
            ".I command",
            "[\\fIoptions\\fR]",
            ".br",
            ".B rangelens",
            "[\\fB\\-\\-help\\fR | \\fB\\-\\-version\\fR]",
            ".br",
            ".B rangelens help",
            "[\\fIcommand\\fR | \\fB\\-\\-man\\fR]",
            ".SH DESCRIPTION",
            escaped(
                "rangelens says what a window of a time series holds, in sentences a screen reader speaks, in eight "
                    + "languages; plays it as an audio graph; and checks String Catalogs. Sentences go to standard "
                    + "output, one a line; notes, warnings, errors and progress go to standard error."),
            ".PP",
            escaped(
                "Run any command without a file to try it on the built-in demo series (a year of daily steps). "
                    + "Options are written --name value or --name=value; -- ends the options, and - as a file "
                    + "reads standard input."),
            ".PP",
            "The commands:",
        ]
        for command in commands {
            lines += [".TP", ".B \(command.name)", escaped(command.abstract)]
        }
        for command in commands {
            lines += section(for: command)
        }
        lines += [".SH OPTIONS", escaped("Every command takes these:")]
        for option in CommandSpec.builtInOptions {
            lines += item(for: option)
        }
        lines += [".TP", ".B \\-\\-version", escaped("Show the version (before any command).")]
        lines += [".SH \"EXIT STATUS\""]
        for status in ExitStatus.allCases {
            lines += [".TP", ".B \(status.rawValue)", escaped(status.meaning)]
        }
        lines += [
            ".TP", ".B 129, 130, 143",
            escaped(
                "Ended by SIGHUP, SIGINT (Control-C) or SIGTERM: 128 plus the signal's number, any temporary file "
                    + "removed."),
            ".SH ENVIRONMENT",
            ".TP", ".B LC_ALL, LC_MESSAGES, LANG",
            escaped(
                "The locale to speak when --locale is not given, in that order; a value that is not a locale name "
                    + "is ignored with a note."),
            ".TP", ".B TZ",
            escaped("Checked and ignored with a note when it is not a time zone; days are counted in --time-zone."),
            ".SH \"SEE ALSO\"",
            escaped("docs/command-line.md in the RangeLens repository; rangelens COMMAND --help."),
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// A command's section: its synopsis, what it does, and each group of options.
    private static func section(for command: CommandSpec) -> [String] {
        var lines = [".SH \"RANGELENS \(command.name.uppercased())\"", ".B \(escaped(command.usage))", ".PP"]
        lines.append(escaped(command.abstract))
        if let discussion = command.discussion {
            lines += [".PP"] + discussion.split(separator: "\n").map { escaped(String($0)) }
        }
        if !command.positionals.isEmpty {
            lines.append(".SS Arguments")
            for positional in command.positionals {
                lines += [".TP", "\\fI\(escaped(positional.name))\\fR", escaped(positional.help)]
            }
        }
        for group in command.groups where !group.options.isEmpty {
            lines.append(".SS \(escaped(group.title))")
            for option in group.options {
                lines += item(for: option)
            }
        }
        if !command.examples.isEmpty {
            lines.append(".SS Examples")
            for example in command.examples {
                lines += [".TP", ".B \(escaped(example.command))", escaped(example.meaning)]
            }
        }
        return lines
    }

    /// An option as a tagged paragraph: `-o, --output OUT`, then its help.
    private static func item(for option: OptionSpec) -> [String] {
        var tag = "\\fB" + escaped(option.longName) + "\\fR"
        if let short = option.shortName { tag = "\\fB\\-\(short)\\fR, " + tag }
        if let valueName = option.valueName { tag += " \\fI" + escaped(valueName) + "\\fR" }
        return [".TP", tag, escaped(option.help)]
    }

    /// Text safe in roff: backslashes and hyphens escaped, and a line that would start with a
    /// control character (`.` or `'`) guarded.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\e"
            case "-": result += "\\-"
            default: result.append(character)
            }
        }
        if result.hasPrefix(".") || result.hasPrefix("'") { result = "\\&" + result }
        return result
    }

    private static func lowercasingFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.lowercased() + text.dropFirst()
    }
}
