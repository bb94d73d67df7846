import FileIO
import JSONSyntax
import Narration
import SpanModel

/// `rangelens explore [FILE]`: steps the window and announces each change, from the keyboard in
/// a terminal, or from action words given with `--keys` or on standard input.
struct ExploreCommand: Command {
    static let keys = OptionSpec.value(
        "keys", "ACTIONS",
        "Take these actions instead of reading keys, e.g. \"left left widen all back\".")
    static let bell = OptionSpec.flag(
        "bell",
        "Ring the terminal bell when a step crosses into a new week (or month, or year).")
    static let format = OutputFormat.option(accepting: [.text, .json], glosses: [.json: "one JSON object a line"])

    static let spec = CommandSpec(
        name: "explore",
        abstract: "Step a window through a series and hear each change announced.",
        positionals: [("FILE", "A CSV, TSV or JSON file of dates and values (default: the demo series).")],
        groups: [
            OptionGroup(
                title: "Actions",
                options: [
                    keys,
                    bell,
                    format,
                ]),
            SeriesOptions.windowGroup,
            SeriesOptions.narrationGroup,
            SeriesOptions.inputGroup,
        ],
        examples: [
            ("rangelens explore", "Explore the demo series from the keyboard: arrows, space, q to quit."),
            (
                "rangelens explore --keys \"left left widen narrow all back right\"",
                "Take the actions and print one announcement a line."
            ),
            ("printf 'left\\nwiden\\n' | rangelens explore steps.csv", "Read the actions from standard input."),
        ],
        discussion: """
            In a terminal: left and right arrows move a step (a week of daily data), up and down widen \
            and narrow, space shows everything and goes back, Enter repeats the range, d describes it, \
            ? gives the hint, q quits. In a right-to-left language the left arrow moves later.
            Action words: left, right, earlier, later, up, widen, down, narrow, space, all, back, value, \
            describe, hint, quit.
            """)

    /// Something the person asked for.
    enum Request: Equatable {
        case step(LensAction)
        case arrowLeft, arrowRight
        case repeatValue, describe, hint, quit
    }

    var options: SeriesOptions
    var keys: [Request]?
    var ringsBell: Bool
    var format: OutputFormat
    var notesGoIntoJSON: Bool { format == .json }

    init(arguments: ParsedArguments) throws(UsageError) {
        options = try SeriesOptions(arguments)
        ringsBell = arguments.flag(Self.bell)
        format = try arguments.chosen(Self.format, as: OutputFormat.self)
        if let text = arguments.value(Self.keys) {
            keys = try text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\n" || $0 == "\t" }).map {
                (word) throws(UsageError) in try Self.request(for: String(word))
            }
        }
        if options.file == "-", keys == nil {
            throw UsageError(message: "with the series on standard input, give the actions with --keys")
        }
    }

    static func request(for word: String) throws(UsageError) -> Request {
        switch word.lowercased() {
        case "left": .arrowLeft
        case "right": .arrowRight
        case "earlier": .step(.earlier)
        case "later": .step(.later)
        case "up", "widen": .step(.widen)
        case "down", "narrow": .step(.narrow)
        case "space", "all", "show-all": .step(.showAll)
        case "back": .step(.back)
        case "value", "read", "enter": .repeatValue
        case "describe": .describe
        case "hint", "?": .hint
        case "q", "quit", "exit": .quit
        default:
            throw UsageError(
                message:
                    "unknown action '\(EnvironmentCheck.shown(word).dropFirst().dropLast())'; use left, right, earlier, later, up, widen, down, narrow, space, all, back, value, describe, hint or quit"
            )
        }
    }

    var files: CommandFiles { options.inputFiles }

    func run(in context: CommandContext) throws(CommandFailure) {
        let set = try SeriesLoader(options).load(in: context, showsProgress: format != .json)
        // The notes come before the first announcement, on standard error; with JSON, in the
        // start event's `notes`.
        if format != .json {
            for note in set.notes { context.note(note) }
        }
        var explorer = Explorer(set: set, format: format, ringsBell: ringsBell, context: context)
        explorer.announceStart()
        if let keys {
            for request in keys where !explorer.handle(request) { break }
            return
        }
        if context.standardInputIsTerminal, let terminal = RawTerminal() {
            explorer.say(explorer.loaded.narrator.hint())
            explorer.interactive = true
            readKeys(explorer: &explorer, in: context)
            terminal.restore()
            return
        }
        try readWords(explorer: &explorer, in: context)
    }

    /// Reads keys from a terminal in raw mode until q, Ctrl-D or the end of input; after a stop
    /// (Ctrl-Z, then `fg`) the terminal is raw again and the range is said again.
    private func readKeys(explorer: inout Explorer, in context: CommandContext) {
        while true {
            let byte: UInt8
            switch context.streams.readKey() {
            case .end: return
            case .resumed:
                _ = explorer.handle(.repeatValue)
                continue
            case .byte(let read): byte = read
            }
            let request: Request?
            switch byte {
            case 0x1B:
                guard let bracket = context.streams.readByte(within: 50),
                    bracket == UInt8(ascii: "[") || bracket == UInt8(ascii: "O"),
                    let letter = context.streams.readByte(within: 50)
                else { continue }
                switch letter {
                case UInt8(ascii: "A"): request = .step(.widen)
                case UInt8(ascii: "B"): request = .step(.narrow)
                case UInt8(ascii: "C"): request = .arrowRight
                case UInt8(ascii: "D"): request = .arrowLeft
                default: request = nil
                }
            case UInt8(ascii: " "): request = .step(.showAll)
            case UInt8(ascii: "b"): request = .step(.back)
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "r"): request = .repeatValue
            case UInt8(ascii: "d"): request = .describe
            case UInt8(ascii: "?"), UInt8(ascii: "h"): request = .hint
            case UInt8(ascii: "q"), UInt8(ascii: "Q"), 0x04: request = .quit
            default: request = nil
            }
            if let request, !explorer.handle(request) { return }
        }
    }

    /// The longest action word read from standard input: 64 bytes.
    static let longestWord = 64

    /// Reads action words from standard input as they arrive, one action per word.
    private func readWords(explorer: inout Explorer, in context: CommandContext) throws(CommandFailure) {
        var word: [UInt8] = []
        func finish(_ word: inout [UInt8]) throws(CommandFailure) -> Bool {
            defer { word.removeAll(keepingCapacity: true) }
            guard !word.isEmpty else { return true }
            let text = String(decoding: word, as: UTF8.self)
            do {
                return explorer.handle(try Self.request(for: text))
            } catch {
                throw CommandFailure(.usage, error.message)
            }
        }
        while let byte = context.streams.readByte() {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
                || byte == UInt8(ascii: "\r")
                || byte == UInt8(ascii: ",")
            {
                if !(try finish(&word)) { return }
            } else {
                // No action is longer than a few letters: a "word" that goes on (`/dev/zero`,
                // a file of binary data) is refused instead of held without end.
                guard word.count < Self.longestWord else {
                    throw CommandFailure(
                        .usage,
                        "standard input holds \(Self.longestWord) bytes or more without a space or line break, not action words; "
                            + "give actions such as 'left right widen', one word each")
                }
                word.append(byte)
            }
        }
        _ = try finish(&word)
    }
}

/// The lens, its narrator and where announcements go.
///
/// With several series (`--series`) the lens steps the series that chose the dates, and every
/// other series follows it onto the same dates; each change is announced for every series, led
/// by its name, and a step that cannot move is said once.
struct Explorer {
    /// The series explored: one, or several of a long table.
    var members: [NamedSeries]
    /// The member the lens steps.
    var leader: Int
    /// Leads each series' sentences with its name, when there are several.
    var several: SeveralSeriesNarrator?
    var lens: SeriesLens
    var format: OutputFormat
    var ringsBell: Bool
    var interactive = false
    /// Where announcements go.
    var context: CommandContext
    /// The notes of the reading, which the JSON's start event carries.
    var notes: [String]

    init(set: SeriesSet, format: OutputFormat, ringsBell: Bool, context: CommandContext) {
        self.members = set.members
        self.leader = set.leader
        self.several = set.isLongTable ? set.narrator : nil
        self.notes = context.environmentNotes + set.notes
        self.format = format
        self.ringsBell = ringsBell
        self.context = context
        let loaded = set.lead
        self.lens = SeriesLens(series: loaded.series, window: loaded.window, minimumSpan: loaded.narrator.minimumSpan)
    }

    /// The series the lens steps.
    var loaded: LoadedSeries { members[leader].loaded }

    func say(_ line: String) {
        if format == .json {
            context.write(JSONWriter.compact.string(from: ["event": "hint", "announcement": .string(line)]) + "\n")
        } else {
            context.write(line + "\n")
        }
    }

    /// Announces the window shown at the start.
    func announceStart() {
        emit(event: "start", action: nil, outcome: nil, lines: lines(.rangeValue))
    }

    /// What kind of sentence each series says about its window.
    enum Sentence {
        case rangeValue, description
    }

    /// Each series' sentence about its window, led by its name when there are several; "No
    /// data yet" for an empty series, "MSFT: No data, …" for one with nothing on the dates.
    private func lines(_ sentence: Sentence) -> [String] {
        guard let several else {
            let narrator = loaded.narrator
            if loaded.series.isEmpty { return [narrator.copy.text(.empty)] }
            return [
                sentence == .rangeValue ? narrator.rangeValue(of: lens.window) : narrator.description(of: lens.window)
            ]
        }
        return several.announcements(
            of: members.map {
                SeveralSeriesNarrator.Member(name: $0.name, narrator: $0.loaded.narrator, window: $0.loaded.window)
            }, range: loaded.narrator.spokenRange(lens.window), describing: sentence == .description)
    }

    /// Moves every other series onto the dates of the lens's window.
    private mutating func follow() {
        members[leader].loaded.window = lens.window
        guard several != nil else { return }
        for index in members.indices where index != leader {
            let shared = loaded.series.sharedDates(
                of: lens.window, in: members[index].loaded.series, calendar: loaded.calendar)
            members[index].loaded.window = shared.window ?? SampleWindow(start: 0, end: 0)
        }
    }

    /// Handles one request; returns `false` when the person asked to quit.
    mutating func handle(_ request: ExploreCommand.Request) -> Bool {
        let narrator = loaded.narrator
        let action: LensAction
        switch request {
        case .quit:
            return false
        case .repeatValue:
            emit(event: "value", action: nil, outcome: nil, lines: lines(.rangeValue))
            return true
        case .describe:
            emit(event: "description", action: nil, outcome: nil, lines: lines(.description))
            return true
        case .hint:
            emit(event: "hint", action: nil, outcome: nil, lines: [narrator.hint()])
            return true
        case .arrowLeft:
            action = loaded.copy.locale.isRightToLeft ? .later : .earlier
        case .arrowRight:
            action = loaded.copy.locale.isRightToLeft ? .earlier : .later
        case .step(let chosen):
            action = chosen
        }
        let outcome = lens.perform(action)
        follow()
        let said =
            outcome.limit != nil || loaded.series.isEmpty ? [narrator.announcement(for: outcome)] : lines(.rangeValue)
        emit(event: "step", action: action, outcome: outcome, lines: said)
        return true
    }

    private func emit(event: String, action: LensAction?, outcome: StepOutcome?, lines: [String]) {
        let tick = outcome.flatMap { loaded.series.tick(from: $0.previous, to: $0.window, calendar: loaded.calendar) }
        if ringsBell, interactive, tick != nil { context.writeError("\u{7}") }
        guard format == .json else {
            for line in lines { context.write(line + "\n") }
            return
        }
        var object = JSONObject()
        object.append("event", .string(event))
        object.append("action", .optional(action?.rawValue))
        if let outcome {
            object.append("moved", .bool(outcome.moved))
            object.append("limit", .optional(outcome.limit?.rawValue))
            object.append("tick", .optional(tick.map { $0 == .strong ? "strong" : "regular" }))
        }
        object.append("announcement", .string(lines.joined(separator: " ")))
        if event == "start" { object.append("notes", .array(notes.map { JSONNode(.string($0)) })) }
        let window = lens.window
        if !window.isEmpty {
            object.append("window", Self.json(window, of: loaded.series))
        }
        if several != nil {
            object.append(
                "series",
                .array(
                    members.map { member in
                        let window = member.loaded.window
                        return JSONNode([
                            "name": .string(member.written),
                            "window": window.isEmpty ? .null : Self.json(window, of: member.loaded.series),
                        ])
                    }))
            object.append("announcements", .array(lines.map { JSONNode(.string($0)) }))
        }
        context.write(JSONWriter.compact.string(from: .object(object)) + "\n")
    }

    private static func json(_ window: SampleWindow, of series: Series) -> JSONValue {
        [
            "start": .string(Output.isoInstant(series.times[window.start])),
            "end": .string(Output.isoInstant(series.times[window.last])),
            "count": .number(window.count),
        ]
    }
}
