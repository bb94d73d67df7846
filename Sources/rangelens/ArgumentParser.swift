import SeriesIO

/// One option a command accepts.
struct OptionSpec: Sendable {
    /// The long name without dashes ("last").
    var name: String
    /// A one-letter name ("o" for `-o`), if any.
    var shortName: Character?
    /// The name of its value in help ("N"), or `nil` for a flag.
    var valueName: String?
    /// One line for help.
    var help: String
    /// Whether it may be given more than once.
    var repeatable = false

    static func value(_ name: String, _ valueName: String, _ help: String, short: Character? = nil, repeatable: Bool = false)
        -> OptionSpec
    {
        OptionSpec(name: name, shortName: short, valueName: valueName, help: help, repeatable: repeatable)
    }

    static func flag(_ name: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, shortName: nil, valueName: nil, help: help)
    }

    var takesValue: Bool { valueName != nil }

    /// `--last N`.
    var synopsis: String {
        let long = "--\(name)" + (valueName.map { " \($0)" } ?? "")
        return shortName.map { "-\($0), \(long)" } ?? long
    }
}

/// A group of options several commands share, with the heading help lists them under.
struct OptionGroup: Sendable {
    var title: String
    var options: [OptionSpec]
}

/// What a command accepts and how help describes it.
struct CommandSpec: Sendable {
    var name: String
    var abstract: String
    var positionals: [(name: String, help: String)]
    var groups: [OptionGroup]
    var examples: [(command: String, meaning: String)]
    var discussion: String?

    var allOptions: [OptionSpec] { groups.flatMap(\.options) }

    /// `rangelens summary [FILE] [options]`.
    var usage: String {
        let positional = positionals.map { "[\($0.name)]" }.joined(separator: " ")
        return "rangelens \(name)" + (positional.isEmpty ? "" : " \(positional)") + " [options]"
    }
}

/// Bad usage: an unknown option, a missing value, a value that does not fit, conflicting options.
/// Reported on standard error with the usage line and a pointer to help; exit status 64.
struct UsageError: Error {
    var message: String
}

/// The options and arguments given to a command.
struct ParsedArguments {
    private(set) var values: [String: [String]] = [:]
    private(set) var flags: Set<String> = []
    private(set) var positionals: [String] = []
    /// Whether `--help` or `-h` was given.
    private(set) var wantsHelp = false
    /// The options the command declares.
    let declared: Set<String>

    /// Parses arguments against a command's options: `--name value`, `--name=value`, `-x value`,
    /// flags, `--` to end options, and `-` as a positional (standard input).
    init(_ arguments: [String], spec: CommandSpec) throws(UsageError) {
        let options = spec.allOptions
        declared = Set(options.map(\.name))
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            if argument == "--help" || argument == "-h" {
                wantsHelp = true
                continue
            }
            let option: OptionSpec
            var inlineValue: String?
            if argument.hasPrefix("--") {
                var name = String(argument.dropFirst(2))
                if let equals = name.firstIndex(of: "=") {
                    inlineValue = String(name[name.index(after: equals)...])
                    name = String(name[..<equals])
                }
                guard let found = options.first(where: { $0.name == name }) else {
                    throw UsageError(message: "unknown option '--\(name)'" + Self.suggestion(for: name, among: options))
                }
                option = found
            } else {
                let letters = Array(argument.dropFirst())
                guard letters.count >= 1, let found = options.first(where: { $0.shortName == letters[0] }) else {
                    throw UsageError(message: "unknown option '\(argument)'")
                }
                option = found
                if letters.count > 1 { inlineValue = String(letters.dropFirst()) }
            }
            guard option.takesValue else {
                if inlineValue != nil { throw UsageError(message: "'--\(option.name)' does not take a value") }
                if flags.contains(option.name), !option.repeatable {
                    throw UsageError(message: "'--\(option.name)' was given twice")
                }
                flags.insert(option.name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else {
                // A following option is not a value ("--last --describe"); "-3" and "-" can be.
                guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                    throw UsageError(message: "'--\(option.name)' needs a value (\(option.valueName!))")
                }
                value = arguments[index]
                index += 1
            }
            if values[option.name] != nil, !option.repeatable {
                throw UsageError(message: "'--\(option.name)' was given twice")
            }
            values[option.name, default: []].append(value)
        }
        let takesMany = spec.positionals.last?.name.hasSuffix("...") ?? false
        if !wantsHelp, !takesMany, positionals.count > spec.positionals.count {
            let extra = positionals[spec.positionals.count]
            throw UsageError(
                message: spec.positionals.isEmpty
                    ? "'\(spec.name)' takes no arguments, but '\(extra)' was given"
                    : "unexpected argument '\(extra)' (\(spec.name) takes at most \(spec.positionals.count))")
        }
    }

    /// The value of an option given once.
    func value(_ name: String) -> String? {
        values[name]?.last
    }

    /// Every value of a repeatable option, in order.
    func allValues(_ name: String) -> [String] {
        values[name] ?? []
    }

    /// Whether the command declares an option, so that options shared between commands read
    /// only what each command accepts (the timer's `--progress` is not a reader's).
    func declares(_ name: String) -> Bool {
        declared.contains(name)
    }

    /// Whether a flag was given.
    func flag(_ name: String) -> Bool {
        flags.contains(name)
    }

    /// Whether an option was given at all.
    func has(_ name: String) -> Bool {
        values[name] != nil || flags.contains(name)
    }

    /// The positional argument at `index`.
    func positional(_ index: Int) -> String? {
        positionals.indices.contains(index) ? positionals[index] : nil
    }

    /// A whole-number option within bounds.
    func integer(_ name: String, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
        guard let text = value(name) else { return nil }
        guard let number = Int(text), range.contains(number) else {
            let bounds = range.upperBound == Int.max ? "\(range.lowerBound) or more" : "from \(range.lowerBound) to \(range.upperBound)"
            throw UsageError(message: "'--\(name)' expects a whole number \(bounds), not '\(text)'")
        }
        return number
    }

    /// An option whose value is one of a fixed set.
    func choice<Choice: RawRepresentable>(_ name: String, as type: Choice.Type) throws(UsageError) -> Choice?
    where Choice.RawValue == String, Choice: CaseIterable {
        guard let text = value(name) else { return nil }
        guard let choice = Choice(rawValue: text) else {
            let names = Choice.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError(message: "'--\(name)' expects one of \(names), not '\(text)'")
        }
        return choice
    }

    /// Refuses options that cannot be combined.
    func refuseTogether(_ first: String, _ second: String) throws(UsageError) {
        if has(first), has(second) {
            throw UsageError(message: "'--\(first)' and '--\(second)' cannot be used together")
        }
    }

    private static func suggestion(for name: String, among options: [OptionSpec]) -> String {
        NameSuggestion.didYouMean(name, among: options.map(\.name), prefix: "--")
    }
}

/// Help text for a command, in the shape people know from swift-argument-parser.
func helpText(for spec: CommandSpec) -> String {
    var lines: [String] = ["OVERVIEW: \(spec.abstract)", "", "USAGE: \(spec.usage)", ""]
    if let discussion = spec.discussion {
        lines += [discussion, ""]
    }
    if !spec.positionals.isEmpty {
        lines.append("ARGUMENTS:")
        for positional in spec.positionals {
            lines.append(pad("  <\(positional.name)>", positional.help))
        }
        lines.append("")
    }
    for group in spec.groups where !group.options.isEmpty {
        lines.append("\(group.title.uppercased()):")
        for option in group.options {
            lines.append(pad("  \(option.synopsis)", option.help))
        }
        lines.append("")
    }
    lines.append(pad("  -h, --help", "Show help for this command."))
    if !spec.examples.isEmpty {
        lines += ["", "EXAMPLES:"]
        for example in spec.examples {
            lines.append("  \(example.command)")
            lines.append("      \(example.meaning)")
        }
    }
    return lines.joined(separator: "\n") + "\n"
}

private func pad(_ left: String, _ right: String) -> String {
    let width = 30
    if left.count >= width - 1 { return left + "\n" + String(repeating: " ", count: width) + right }
    return left + String(repeating: " ", count: width - left.count) + right
}
