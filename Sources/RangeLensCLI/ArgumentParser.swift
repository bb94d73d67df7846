import SeriesIO

/// One option a command accepts: declared once as a constant, listed in its command's
/// ``CommandSpec``, and read back by that same constant (`arguments.value(SeriesOptions.last)`),
/// so that the name is written once and a misspelt option cannot compile.
struct OptionSpec: Sendable, Hashable {
    /// What a shell may complete an option's value with.
    enum ValueKind: Sendable, Hashable {
        /// Anything (a number, a date, a name).
        case text
        /// A file's path.
        case file
        /// One of a fixed set of words, which its help is made from.
        case choice(OptionChoices)
    }

    /// The long name without dashes ("last").
    var name: String
    /// A one-letter name ("o" for `-o`), if any.
    var shortName: Character?
    /// The name of its value in help ("N"), or `nil` for a flag.
    var valueName: String?
    /// One line for help, written by hand; a choice's help is made from its words instead.
    var prose: String
    /// Whether it may be given more than once.
    var repeatable = false
    /// What its value may be, for completion.
    var valueKind = ValueKind.text

    /// An option that takes a value: `--name VALUE`. A value named FILE or OUT… is a path. An
    /// option whose value is one of a set of words is a ``choice(_:_:_:accepting:lead:glosses:detail:default:tail:)``.
    static func value(
        _ name: String, _ valueName: String, _ help: String, short: Character? = nil, repeatable: Bool = false
    ) -> OptionSpec {
        let isPath = valueName == "FILE" || valueName.hasPrefix("OUT")
        return OptionSpec(
            name: name, shortName: short, valueName: valueName, prose: help, repeatable: repeatable,
            valueKind: isPath ? .file : .text)
    }

    /// An option that takes no value: `--name`.
    static func flag(_ name: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, shortName: nil, valueName: nil, prose: help)
    }

    /// `-q`, `--quiet`, which every command takes: notes and warnings are left out.
    static let quiet = OptionSpec(
        name: "quiet", shortName: "q", valueName: nil,
        prose: "Leave out notes and warnings on standard error (errors still show).")

    /// `-h`, `--help`, which every command takes.
    static let help = OptionSpec(name: "help", shortName: "h", valueName: nil, prose: "Show help for this command.")

    var takesValue: Bool { valueName != nil }

    /// A choice option's words, the prose around them and its default; `nil` for any other option.
    var declaredChoices: OptionChoices? {
        if case .choice(let choices) = valueKind { return choices }
        return nil
    }

    /// The words a choice option takes, as help, completions, the man page and its refusal
    /// list them; `nil` for any other option.
    var choices: [String]? { declaredChoices?.words }

    /// The word a choice takes when it is not given, declared with it (its help says it, made
    /// from this); `nil` when it has none or its default is said in words.
    var defaultChoice: String? { declaredChoices?.defaultWord }

    /// One line for help: a choice's made from its words and default, any other's as written.
    var help: String { declaredChoices?.help ?? prose }

    /// `--last`.
    var longName: String { "--\(name)" }

    /// `--last N`.
    var synopsis: String {
        let long = longName + (valueName.map { " \($0)" } ?? "")
        return shortName.map { "-\($0), \(long)" } ?? long
    }

    // Options are the same option when their names are: a command may give a shared option
    // other help (`--locale` for copy takes `all`), and it is still read as that option.
    static func == (left: OptionSpec, right: OptionSpec) -> Bool { left.name == right.name }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// A group of options several commands share, with the heading help lists them under:
/// declared once (``SeriesOptions/inputGroup``, ``SeriesOptions/windowGroup``,
/// ``SeriesOptions/narrationGroup``) and composed by the commands that take it.
struct OptionGroup: Sendable {
    var title: String
    var options: [OptionSpec]

    /// The group without some of its options, for a command that has no use for them (`stats`
    /// says no window's summary): every other option of the group, and any added to it later,
    /// still reaches the command.
    func leavingOut(_ left: [OptionSpec]) -> OptionGroup {
        OptionGroup(title: title, options: options.filter { !left.contains($0) })
    }
}

/// What a command accepts and how help describes it.
struct CommandSpec: Sendable {
    var name: String
    var abstract: String
    var positionals: [(name: String, help: String)]
    var groups: [OptionGroup]
    var examples: [(command: String, meaning: String)]
    var discussion: String?
    /// The words a positional argument may be, when they are fixed (`completions`' shell);
    /// otherwise positional arguments are files.
    var positionalChoices: [String]? = nil

    /// The options every command takes, which the parser handles itself.
    static let builtInOptions = [OptionSpec.quiet, OptionSpec.help]

    /// The command's own options.
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
    /// Whether `--quiet` or `-q` was given: notes and warnings are left out.
    private(set) var isQuiet = false
    /// The command's name and the names of the options it declares: reading another is a
    /// mistake in the command, which traps in a debug build.
    private var command = ""
    private var declared: Set<String> = []

    /// Parses arguments against a command's options: `--name value`, `--name=value`, `-x value`,
    /// flags, `--` to end options, and `-` as a positional (standard input).
    init(_ arguments: [String], spec: CommandSpec) throws(UsageError) {
        let options = spec.allOptions
        command = spec.name
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
            if argument == OptionSpec.help.longName || argument == "-h" {
                wantsHelp = true
                continue
            }
            if argument == OptionSpec.quiet.longName || argument == "-q" {
                isQuiet = true
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
                // `--quiet=true`: a flag every command takes, given a value.
                if inlineValue != nil, name == OptionSpec.quiet.name || name == OptionSpec.help.name {
                    throw UsageError(message: "'--\(name)' does not take a value")
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
            // `-o ''` names no file: said so, rather than a format or a path that is empty.
            if value.isEmpty, option.valueKind == .file {
                throw UsageError(message: "'--\(option.name)' needs a file name, not an empty one")
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

    // An option a command does not declare cannot be given, and reading it is a mistake in the
    // command (it would quietly find nothing): it traps in a debug build. Shared option sets
    // (``SeriesOptions``) read a group only when the command declares it (``declares(_:)``).

    /// Whether the command declares `option`.
    func declares(_ option: OptionSpec) -> Bool {
        declared.contains(option.name)
    }

    /// Whether the command declares every option of `group`.
    func declares(_ group: OptionGroup) -> Bool {
        group.options.allSatisfy(declares)
    }

    private func checkDeclared(_ option: OptionSpec) {
        assert(declares(option), "'\(command)' reads '\(option.longName)', which it does not declare")
    }

    /// The value of an option given once (the last, for a repeatable one).
    func value(_ option: OptionSpec) -> String? {
        checkDeclared(option)
        return values[option.name]?.last
    }

    /// Every value of a repeatable option, in order.
    func allValues(_ option: OptionSpec) -> [String] {
        checkDeclared(option)
        return values[option.name] ?? []
    }

    /// Whether a flag was given.
    func flag(_ option: OptionSpec) -> Bool {
        checkDeclared(option)
        return flags.contains(option.name)
    }

    /// Whether an option was given at all.
    func has(_ option: OptionSpec) -> Bool {
        checkDeclared(option)
        return values[option.name] != nil || flags.contains(option.name)
    }

    /// The positional argument at `index`.
    func positional(_ index: Int) -> String? {
        positionals.indices.contains(index) ? positionals[index] : nil
    }

    /// A whole-number option within bounds.
    func integer(_ option: OptionSpec, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
        guard let text = value(option) else { return nil }
        guard let number = Int(text), range.contains(number) else {
            let bounds =
                range.upperBound == Int.max
                ? "\(range.lowerBound) or more" : "from \(range.lowerBound) to \(range.upperBound)"
            throw UsageError(message: "'\(option.longName)' expects a whole number \(bounds), not '\(text)'")
        }
        return number
    }

    /// A number written as a person writes one in decimal: an optional sign, digits with an
    /// optional fraction, an optional exponent (`10000`, `-2.5`, `.5`, `1e6`); `nil` for anything
    /// else. Swift's `Double(_:)` also reads `0x10`, `nan` and `inf`, which no option takes: every
    /// option that takes a number reads it here, so that each refuses what the others refuse.
    static func decimal(_ text: String) -> Double? {
        var bytes = Array(text.utf8)[...]
        if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        let whole = bytes.prefix(while: isDigit)
        bytes = bytes.dropFirst(whole.count)
        var fraction = bytes.prefix(0)
        if bytes.first == UInt8(ascii: ".") {
            fraction = bytes.dropFirst().prefix(while: isDigit)
            bytes = bytes.dropFirst(1 + fraction.count)
        }
        guard !whole.isEmpty || !fraction.isEmpty else { return nil }
        if let mark = bytes.first, mark == UInt8(ascii: "e") || mark == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
                bytes = bytes.dropFirst()
            }
            let exponent = bytes.prefix(while: isDigit)
            guard !exponent.isEmpty else { return nil }
            bytes = bytes.dropFirst(exponent.count)
        }
        guard bytes.isEmpty, let number = Double(text), number.isFinite else { return nil }
        return number
    }

    /// An option whose value is one of a fixed set: the words the option declares (which its
    /// help, completions and the man page list), each a case of `Choice`.
    func choice<Choice: RawRepresentable>(_ option: OptionSpec, as type: Choice.Type) throws(UsageError) -> Choice?
    where Choice.RawValue == String, Choice: CaseIterable {
        guard let text = value(option) else { return nil }
        let words = option.choices ?? Choice.allCases.map(\.rawValue)
        guard words.contains(text), let choice = Choice(rawValue: text) else {
            throw UsageError(
                message: "'\(option.longName)' expects one of \(words.joined(separator: ", ")), not '\(text)'")
        }
        return choice
    }

    /// A choice option's word, or the default it declares when it is not given.
    func chosen<Choice: RawRepresentable>(_ option: OptionSpec, as type: Choice.Type) throws(UsageError) -> Choice
    where Choice.RawValue == String, Choice: CaseIterable {
        if let given = try choice(option, as: type) { return given }
        guard let word = option.defaultChoice, let fallback = Choice(rawValue: word) else {
            preconditionFailure("'\(option.longName)' declares no default of \(Choice.self)")
        }
        return fallback
    }

    /// Refuses options that cannot be combined.
    func refuseTogether(_ first: OptionSpec, _ second: OptionSpec) throws(UsageError) {
        if has(first), has(second) {
            throw UsageError(message: "'\(first.longName)' and '\(second.longName)' cannot be used together")
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
    for option in CommandSpec.builtInOptions {
        lines.append(pad("  \(option.synopsis)", option.help))
    }
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
