/// Shell completion scripts for `rangelens`, made from the commands' specs: the commands, each
/// command's options (with `-q` and `-h`), files for a FILE value or argument, and the fixed
/// values of an option that has them.
struct CompletionScript {
    /// The shells a script can be made for.
    enum Shell: String, CaseIterable {
        case bash, zsh, fish
    }

    /// The commands, in help's order.
    var commands: [CommandSpec]

    /// The script for a shell.
    func text(for shell: Shell) -> String {
        switch shell {
        case .bash: bash()
        case .zsh: zsh()
        case .fish: fish()
        }
    }

    /// A command's options, the built-in ones last.
    private func options(of command: CommandSpec) -> [OptionSpec] {
        command.allOptions + CommandSpec.builtInOptions
    }

    /// The words a command line may name: an option's long name and its short one.
    private func names(of option: OptionSpec) -> [String] {
        [option.longName] + (option.shortName.map { ["-\($0)"] } ?? [])
    }

    // MARK: bash

    private func bash() -> String {
        let commandNames = commands.map(\.name) + ["help", "--help", "--version"]
        var lines = [
            "# bash completion for rangelens; made by 'rangelens completions bash'.",
            "# Load it with: source <(rangelens completions bash)",
            "_rangelens() {",
            "    local cur=\"${COMP_WORDS[COMP_CWORD]}\"",
            "    local previous=\"${COMP_WORDS[COMP_CWORD-1]}\"",
            "    COMPREPLY=()",
            "    if [ \"$COMP_CWORD\" -eq 1 ]; then",
            "        COMPREPLY=($(compgen -W \"\(commandNames.joined(separator: " "))\" -- \"$cur\"))",
            "        return",
            "    fi",
            "    case \"${COMP_WORDS[1]}\" in",
        ]
        for command in commands {
            lines.append("    \(command.name))")
            var valueCases: [String] = []
            for option in command.allOptions where option.takesValue {
                let pattern = names(of: option).joined(separator: "|")
                switch option.valueKind {
                case .file: valueCases.append("        \(pattern)) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;")
                case .choice(let choices):
                    let offered = choices.words.joined(separator: " ")
                    valueCases.append(
                        "        \(pattern)) COMPREPLY=($(compgen -W \"\(offered)\" -- \"$cur\")); return ;;")
                case .text: valueCases.append("        \(pattern)) return ;;")
                }
            }
            if !valueCases.isEmpty {
                lines.append("        case \"$previous\" in")
                lines += valueCases.map { "    " + $0 }
                lines.append("        esac")
            }
            let words = options(of: command).flatMap(names(of:)).joined(separator: " ")
            lines.append("        if [[ \"$cur\" == -* ]]; then")
            lines.append("            COMPREPLY=($(compgen -W \"\(words)\" -- \"$cur\"))")
            if let choices = command.positionalChoices {
                lines.append("        else")
                lines.append("            COMPREPLY=($(compgen -W \"\(choices.joined(separator: " "))\" -- \"$cur\"))")
            } else if !command.positionals.isEmpty {
                lines.append("        else")
                lines.append("            COMPREPLY=($(compgen -f -- \"$cur\"))")
            }
            lines.append("        fi")
            lines.append("        ;;")
        }
        lines += [
            "    help)",
            "        COMPREPLY=($(compgen -W \"\(commands.map(\.name).joined(separator: " ")) --man\" -- \"$cur\"))",
            "        ;;",
            "    esac",
            "}",
            "complete -F _rangelens rangelens",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: zsh

    /// Text inside a zsh single-quoted `_arguments` spec: quotes closed and reopened, and the
    /// brackets and colons `_arguments` reads escaped.
    private static func zshQuoted(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "'": result += "'\\''"
            case "[", "]", ":", "\\": result += "\\" + String(character)
            default: result.append(character)
            }
        }
        return result
    }

    private func zsh() -> String {
        var lines = [
            "#compdef rangelens",
            "# zsh completion for rangelens; made by 'rangelens completions zsh'.",
            "_rangelens() {",
            "    local -a commands",
            "    commands=(",
        ]
        for command in commands {
            lines.append("        '\(command.name):\(Self.zshQuoted(command.abstract))'")
        }
        lines += [
            "    )",
            "    if (( CURRENT == 2 )); then",
            "        _describe -t commands 'rangelens command' commands",
            "        return",
            "    fi",
            "    local command=$words[2]",
            "    shift words",
            "    (( CURRENT-- ))",
            "    case $command in",
        ]
        for command in commands {
            lines.append("    \(command.name))")
            lines.append("        _arguments -s \\")
            for option in options(of: command) {
                let help = "[" + Self.zshQuoted(option.help) + "]"
                var value = ""
                if let valueName = option.valueName {
                    let action: String
                    switch option.valueKind {
                    case .file: action = "_files"
                    case .choice(let choices): action = "(" + choices.words.joined(separator: " ") + ")"
                    case .text: action = " "
                    }
                    value = ":" + Self.zshQuoted(valueName) + ":" + action
                }
                let repeated = option.repeatable ? "*" : ""
                if let short = option.shortName {
                    let exclusive = "(-\(short) \(option.longName))"
                    lines.append("            '\(exclusive)'{-\(short),\(option.longName)}'\(help)\(value)' \\")
                } else {
                    lines.append("            '\(repeated)\(option.longName)\(help)\(value)' \\")
                }
            }
            if let choices = command.positionalChoices {
                let name = command.positionals.first?.name ?? "VALUE"
                lines.append("            ':\(name):(\(choices.joined(separator: " ")))'")
            } else if !command.positionals.isEmpty {
                lines.append("            '*:\(Self.zshQuoted(command.positionals[0].name)):_files'")
            } else {
                lines[lines.count - 1].removeLast(2)
            }
            lines.append("        ;;")
        }
        lines += [
            "    help)",
            "        _values 'command' \(commands.map(\.name).joined(separator: " ")) --man",
            "        ;;",
            "    esac",
            "}",
            "if [ \"$funcstack[1]\" = \"_rangelens\" ]; then",
            "    _rangelens \"$@\"",
            "else",
            "    compdef _rangelens rangelens",
            "fi",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: fish

    /// Text inside fish single quotes.
    private static func fishQuoted(_ text: String) -> String {
        "'" + text.replacingAll("\\", with: "\\\\").replacingAll("'", with: "\\'") + "'"
    }

    private func fish() -> String {
        var lines = [
            "# fish completion for rangelens; made by 'rangelens completions fish'.",
            "complete -c rangelens -f",
        ]
        let names = commands.map(\.name).joined(separator: " ")
        for command in commands {
            let described = Self.fishQuoted(command.abstract)
            lines.append("complete -c rangelens -n '__fish_use_subcommand' -a \(command.name) -d \(described)")
        }
        lines.append("complete -c rangelens -n '__fish_use_subcommand' -l version -d 'Show the version.'")
        lines.append(
            "complete -c rangelens -n '__fish_use_subcommand' -a help -d 'Show help, or the manual page with --man.'")
        lines.append("complete -c rangelens -n '__fish_seen_subcommand_from help' -a '\(names) --man'")
        for command in commands {
            let condition = "-n '__fish_seen_subcommand_from \(command.name)'"
            for option in options(of: command) {
                var line = "complete -c rangelens \(condition)"
                if let short = option.shortName { line += " -s \(short)" }
                line += " -l \(option.name)"
                if option.takesValue {
                    switch option.valueKind {
                    case .file: line += " -r -F"
                    case .choice(let choices): line += " -x -a " + Self.fishQuoted(choices.words.joined(separator: " "))
                    case .text: line += " -x"
                    }
                }
                lines.append(line + " -d " + Self.fishQuoted(option.help))
            }
            if let choices = command.positionalChoices {
                lines.append("complete -c rangelens \(condition) -a \(Self.fishQuoted(choices.joined(separator: " ")))")
            } else if !command.positionals.isEmpty {
                lines.append("complete -c rangelens \(condition) -F")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension String {
    /// The string with every `target` replaced (without Foundation).
    fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
