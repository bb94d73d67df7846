import FileIO
import JSONSyntax
import Narration

/// `rangelens timer`: the timer dial's sentences for a duration and phase, or a progress value;
/// `--run` counts down and announces at the useful moments only.
struct TimerCommand: Command {
    static let seconds = OptionSpec.value("seconds", "N", "The time left, in seconds.")
    static let phase = OptionSpec.choice(
        "phase", "PHASE", TimerPhase.self, default: .value(.ready),
        tail: "; done says \"Done\" alone, with no time.")
    static let progress = OptionSpec.value(
        "progress", "FRACTION",
        "A progress ring's value from 0 to 1 instead, e.g. 0.72 (never said as 100 percent before 1, nor 0 "
            + "percent after 0).")
    static let caption = OptionSpec.value("caption", "TEXT", "The progress ring's name (default: \"Progress\").")
    static let runSeconds = OptionSpec.value(
        "run", "N",
        "Count down N seconds in real time, announcing at each minute, 30 and 10 seconds left, the last five "
            + "seconds, and \"Done\"; Control-C stops it.")
    static let clockRate = OptionSpec.value(
        "clock-rate", "X",
        "With --run, let time pass X times faster (for demonstrations and tests; default 1).")
    static let format = OutputFormat.option(accepting: [.text, .json])

    static let spec = CommandSpec(
        name: "timer",
        abstract:
            "Say a timer dial's sentences: the time left and the phase, or a progress value, or count down aloud. It takes no keys: give the time and phase as options, or --run to hear a countdown.",
        positionals: [],
        groups: [
            OptionGroup(
                title: "Dial",
                options: [
                    seconds,
                    phase,
                    progress,
                    caption,
                    runSeconds,
                    clockRate,
                    format,
                ]),
            OptionGroup(title: "Narration", options: [SeriesOptions.locale, SeriesOptions.catalog]),
        ],
        examples: [
            (
                "rangelens timer --seconds 90 --phase running",
                "A running timer: \"1 minute and 30 seconds remaining\", \"1:30\", the phase and its actions."
            ),
            ("rangelens timer --progress 0.72", "A progress ring: \"72 percent\", written \"72%\"."),
            (
                "rangelens timer --run 10",
                "Count down 10 seconds aloud: \"10 seconds remaining\", each of the last five seconds, then \"Done\"."
            ),
        ])

    enum Mode {
        case countdown(seconds: Int, phase: TimerPhase)
        case progress(Double, caption: String?)
        case run(seconds: Int, rate: Double)
    }

    var options: NarrationOptions
    var mode: Mode
    var format: OutputFormat
    var notesGoIntoJSON: Bool { format == .json }

    init(arguments: ParsedArguments) throws(UsageError) {
        options = NarrationOptions(arguments)
        format = try arguments.chosen(Self.format, as: OutputFormat.self)
        let given = [Self.seconds, Self.progress, Self.runSeconds].filter { arguments.has($0) }
        guard given.count == 1 else {
            throw UsageError(
                message: given.isEmpty
                    ? "give --seconds N (with --phase), --progress FRACTION or --run N"
                    : "'\(given[0].longName)' and '\(given[1].longName)' cannot be used together")
        }
        if let seconds = try arguments.integer(Self.seconds, in: 0...359_999) {
            mode = .countdown(seconds: seconds, phase: try arguments.chosen(Self.phase, as: TimerPhase.self))
        } else if let text = arguments.value(Self.progress) {
            guard let fraction = ParsedArguments.decimal(text), fraction >= 0, fraction <= 1 else {
                throw UsageError(message: "'--progress' expects a fraction from 0 to 1, such as 0.72, not '\(text)'")
            }
            mode = .progress(fraction, caption: arguments.value(Self.caption).map(ShownText.escaped))
        } else {
            let seconds = try arguments.integer(Self.runSeconds, in: 1...359_999)!
            var rate = 1.0
            if let text = arguments.value(Self.clockRate) {
                guard let value = ParsedArguments.decimal(text), value >= 1, value <= 10_000 else {
                    throw UsageError(message: "'--clock-rate' expects a number from 1 to 10000, not '\(text)'")
                }
                rate = value
            }
            mode = .run(seconds: seconds, rate: rate)
        }
        if arguments.has(Self.phase), case .countdown = mode {
        } else if arguments.has(Self.phase) {
            throw UsageError(message: "'--phase' goes with '--seconds'")
        }
    }

    /// The actions a dial offers in each phase.
    static func actions(for phase: TimerPhase) -> [TimerAction] {
        switch phase {
        case .ready: [.start]
        case .running: [.pause, .restart]
        case .paused: [.resume, .reset]
        case .done: [.restart, .reset]
        }
    }

    /// Prints the dial's sentences. The dial's keyboard hint ("Up and down arrows add or take
    /// away a minute…") is never printed, as text or JSON: this command takes no keys, and a
    /// listener told to press the arrows would press them in vain. What a person can do here
    /// is in the help: give the time and phase as options, or `--run`. The hint stays in the
    /// catalog for an app's dial (`rangelens copy --key timer.hint`).
    var files: CommandFiles { options.inputFiles }

    func run(in context: CommandContext) throws(CommandFailure) {
        let copy = try options.loadCopy(in: context)
        // With JSON, the catalog's warnings and the environment's notes are the JSON's `notes`.
        let notes = context.environmentNotes + NarrationOptions.warnings(of: copy)
        if format != .json { for warning in notes { context.note(warning) } }
        let notesJSON = JSONValue.array(notes.map { JSONNode(.string($0)) })
        let timer = TimerNarrator(copy: copy)
        switch mode {
        case .countdown(let given, let asked):
            // A running timer with no time left has finished; a finished one has no time left.
            let phase = timer.effectivePhase(seconds: given, phase: asked)
            let seconds = phase == .done ? 0 : given
            let actions = Self.actions(for: phase).map(timer.actionName)
            if format == .json {
                context.write(
                    Output.json([
                        "label": .string(timer.label(isProgress: false)),
                        "value": .string(timer.value(seconds: seconds, phase: phase)),
                        "readout": .string(timer.readout(seconds: seconds)),
                        "phase": .string(timer.phaseName(phase)),
                        "actions": .array(actions.map { JSONNode(.string($0)) }),
                        "seconds": .number(seconds), "notes": notesJSON,
                    ]))
                return
            }
            for line in [
                timer.label(isProgress: false), timer.value(seconds: seconds, phase: phase),
                timer.readout(seconds: seconds),
                timer.phaseName(phase),
            ] + actions {
                context.say(line)
            }
        case .progress(let fraction, let caption):
            let label = timer.label(isProgress: true, caption: caption)
            if format == .json {
                context.write(
                    Output.json([
                        "label": .string(label), "value": .string(timer.progressValue(fraction)),
                        "readout": .string(timer.writtenProgress(fraction)), "fraction": .number(fraction),
                        "percent": .number(TimerNarrator.wholePercent(fraction)), "notes": notesJSON,
                    ]))
                return
            }
            for line in [label, timer.progressValue(fraction), timer.writtenProgress(fraction)] { context.say(line) }
        case .run(let total, let rate):
            countDown(total, rate: rate, timer: timer, notes: notesJSON, in: context)
        }
    }

    /// Sleeps until each announcement moment and says the time left then; the last is "Done".
    /// With JSON, the first announcement's object carries the run's `notes`.
    private func countDown(
        _ total: Int, rate: Double, timer: TimerNarrator, notes: JSONValue, in context: CommandContext
    ) {
        let started = Platform.now()
        for (index, remaining) in TimerNarrator.announcementMoments(total: total).enumerated() {
            let due = started + Double(total - remaining) / rate
            Platform.sleep(seconds: due - Platform.now())
            let phase: TimerPhase = remaining == 0 ? .done : .running
            let sentence = timer.value(seconds: remaining, phase: phase)
            if format == .json {
                var object = JSONObject()
                object.append("remaining", .number(remaining))
                object.append("readout", .string(timer.readout(seconds: remaining)))
                object.append("announcement", .string(sentence))
                if index == 0 { object.append("notes", notes) }
                context.write(JSONWriter.compact.string(from: .object(object)) + "\n")
            } else {
                context.write(sentence + "\n")
            }
        }
    }
}
