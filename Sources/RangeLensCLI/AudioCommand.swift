import AudioGraph
import FileIO
import Foundation
import Narration
import SeriesIO
import SpanModel

/// `rangelens audio [FILE] -o OUT`: writes the audio graph of a window (WAV, FLAC or Ogg), an
/// optional WebVTT cue file, and prints the graph's description in the chosen locale.
struct AudioCommand: Command {
    static let output = OptionSpec.value(
        "output", "OUT",
        "The audio file to write: .wav, .flac or .ogg; '-' writes to standard output (with --format).",
        short: "o")
    static let format = OptionSpec.choice(
        "format", "FORMAT", AudioFileFormat.self, detail: ", when the file's extension does not say",
        default: .described("from the extension"))
    static let cues = OptionSpec.value(
        "cues", "OUT.vtt",
        "Also write a WebVTT cue file: one cue per tone with its date and value.")
    static let speak = OptionSpec.flag(
        "speak",
        "Open the file with a brief description spoken by espeak-ng in the locale's voice, at most 40% of the file (the tones slow to make room); not in Japanese or Chinese, which espeak-ng misreads."
    )
    static let overlay = OptionSpec.flag(
        "overlay",
        "With --series: play up to 4 series at once, panned apart, at least 150 ms a tone, instead of one after another."
    )
    static let axis = OptionSpec.choice(
        "axis", "AXIS", Axis.self,
        glosses: [
            .extent: "the lowest to the highest value of the window", .zero: "from 0, to hear sizes",
            .perSeries: "with --series, each series its own extent",
        ],
        default: .value(.extent, note: "; with --series, one extent for all"))
    static let scale = OptionSpec.choice(
        "scale", "SCALE", ValueScale.self,
        glosses: [
            .logarithmic:
                "equal ratios of value are equal steps of pitch, for values above zero spanning orders of magnitude"
        ],
        default: .value(.linear))
    static let duration = OptionSpec.value(
        "duration", "SECONDS",
        "The whole graph's length; each tone keeps a slot of 60 ms to 1 s, so a length those cannot give is noted "
            + "and the nearest used (default: 6, with slots of at most 250 ms).")
    static let pitch = OptionSpec.value(
        "pitch", "LOW:HIGH",
        "The pitch range, in Hz or note names, within MIDI 35 to 100 (default: C3:C6, 130.81 to 1046.50 Hz).")
    static let pitchScale = OptionSpec.choice(
        "pitch-scale", "SCALE", PitchScale.self, default: .value(.continuous))
    static let style = OptionSpec.choice(
        "style", "STYLE", ToneStyle.self,
        glosses: [.discrete: "a tone per sample", .continuous: "one gliding line"], default: .value(.discrete))
    static let timbre = OptionSpec.choice(
        "timbre", "TIMBRE", Timbre.self, default: .value(.warm),
        tail: "; with --series, the first series' timbre, the others taking the rest.")
    static let reference = OptionSpec.value(
        "reference", "WHAT",
        "A quiet reference tone at the average, or at a goal value, e.g. 10000.")
    static let threshold = OptionSpec.value(
        "threshold", "VALUE",
        "A bell at each crossing of VALUE: high where the values rise to it or above, low where they fall below "
            + "it.")
    static let group = OptionSpec.choice(
        "group", "BUCKET", Grouping.self, detail: ": play each bucket's average as one tone",
        default: .value(.auto, note: ", when the graph would be too long"))
    static let noTicks = OptionSpec.flag("no-ticks", "Leave out the clicks at bucket boundaries.")
    static let noZeroBlip = OptionSpec.flag(
        "no-zero-blip",
        "Play zero as a note at the bottom of the range, not as a short falling blip.")
    static let mono = OptionSpec.flag("mono", "Write one channel instead of panning from left to right.")

    static let spec = CommandSpec(
        name: "audio",
        abstract:
            "Write the audio graph of a window: pitch follows value, and a click marks each new week (or day, month or year, as the data's spacing calls for).",
        positionals: [
            (
                "FILE",
                "A CSV, TSV or JSON file of dates and values; '-' reads standard input (default: the demo series)."
            )
        ],
        groups: [
            OptionGroup(
                title: "Output",
                options: [
                    output,
                    format,
                    cues,
                    speak,
                    overlay,
                ]),
            OptionGroup(
                title: "Sound",
                options: [
                    axis,
                    scale,
                    duration,
                    pitch,
                    pitchScale,
                    style,
                    timbre,
                    reference,
                    threshold,
                    group,
                    noTicks,
                    noZeroBlip,
                    mono,
                ]),
            SeriesOptions.windowGroup,
            SeriesOptions.narrationGroup,
            SeriesOptions.inputGroup,
        ],
        examples: [
            ("rangelens audio -o six-weeks.wav", "The last six weeks of the demo series as tones."),
            (
                "rangelens audio steps.csv --last 365 --group week -o year.flac --cues year.vtt",
                "A year, a tone a week, with a caption naming each week."
            ),
            ("rangelens audio --speak --locale de -o graph.ogg", "Spoken in German before the tones."),
            (
                "rangelens audio visits.csv --scale log --threshold 1000 --duration 10 -o visits.wav",
                "Orders of magnitude, a bell at each crossing of 1,000, ten seconds."
            ),
            (
                "rangelens audio prices.csv --series symbol -o prices.wav",
                "Each series of a long table in turn, on one value axis, each in its own timbre."
            ),
        ])

    enum Grouping: String, CaseIterable {
        case auto, never, day, week, month, year
    }

    /// Which values the ends of the pitch range stand for.
    enum Axis: String, CaseIterable {
        case extent, zero
        case perSeries = "per-series"
    }

    var options: SeriesOptions
    var output: String
    var formatName: String?
    var cues: String?
    var speaks: Bool
    var graph: AudioGraphOptions
    /// The length asked for with `--duration`, to say when it cannot be met.
    var askedDuration: Double?
    /// With several series: whether they play at once rather than one after another.
    var overlays: Bool
    /// With several series: whether each has its own value axis rather than one for all.
    var axisPerSeries: Bool

    init(arguments: ParsedArguments) throws(UsageError) {
        options = try SeriesOptions(arguments)
        overlays = arguments.flag(Self.overlay)
        if overlays, options.seriesColumn == nil {
            throw UsageError(
                message: "'--overlay' plays several series at once; name the column that tells them apart with --series"
            )
        }
        guard let output = arguments.value(Self.output) else {
            throw UsageError(message: "give the audio file to write with -o, such as -o graph.wav")
        }
        self.output = output
        formatName = arguments.value(Self.format)
        cues = arguments.value(Self.cues)
        speaks = arguments.flag(Self.speak)
        if output == "-", formatName == nil {
            let formats = OptionChoices.english(Self.format.choices ?? [])
            throw UsageError(
                message: "'-o -' writes the audio to standard output; say which format with --format \(formats)")
        }
        let format: AudioFileFormat
        do {
            format = try AudioFileFormat.resolve(path: output, named: formatName)
        } catch {
            throw UsageError(message: error.description(wording: RemedyWording.flag))
        }
        if let cues, cues == output {
            throw UsageError(
                message:
                    "'-o' and '--cues' name the same file (\(cues)), so the cues would overwrite the audio; give the cues their own name, such as graph.vtt"
            )
        }
        var graph = AudioGraphOptions()
        graph.peakLimitDecibels = format.peakLimitDecibels
        graph.scale = try arguments.chosen(Self.scale, as: ValueScale.self)
        let axis = try arguments.chosen(Self.axis, as: Axis.self)
        graph.axis = axis == .zero ? .zero : .extent
        axisPerSeries = axis == .perSeries
        if graph.scale == .logarithmic, graph.axis == .zero {
            throw UsageError(
                message:
                    "'--axis zero' cannot be placed on '--scale log', which holds only values above zero; leave out one of them"
            )
        }
        if let pitch = arguments.value(Self.pitch) {
            do {
                graph.pitchRange = try PitchRange(parsing: pitch)
            } catch {
                throw UsageError(message: "'--pitch' \(error)")
            }
        }
        graph.pitchScale = try arguments.chosen(Self.pitchScale, as: PitchScale.self)
        graph.style = try arguments.chosen(Self.style, as: ToneStyle.self)
        graph.timbre = try arguments.chosen(Self.timbre, as: Timbre.self)
        if let reference = arguments.value(Self.reference) {
            if reference == "average" {
                graph.reference = .average
            } else if let goal = ParsedArguments.decimal(reference), goal.isFinite {
                graph.reference = .goal(goal)
            } else {
                throw UsageError(
                    message: "'--reference' expects average or a goal value such as 10000, not '\(reference)'")
            }
        }
        switch try arguments.chosen(Self.group, as: Grouping.self) {
        case .auto: graph.grouping = .automatic
        case .never: graph.grouping = .never
        case .day: graph.grouping = .by(.day)
        case .week: graph.grouping = .by(.week)
        case .month: graph.grouping = .by(.month)
        case .year: graph.grouping = .by(.year)
        }
        if let text = arguments.value(Self.threshold) {
            guard let threshold = ParsedArguments.decimal(text), threshold.isFinite else {
                throw UsageError(message: "'--threshold' expects a number such as 10000 or -2.5, not '\(text)'")
            }
            graph.threshold = threshold
        }
        if let text = arguments.value(Self.duration) {
            guard let seconds = ParsedArguments.decimal(text), seconds.isFinite, seconds > 0 else {
                throw UsageError(
                    message: "'--duration' expects a length in seconds above 0, such as 6 or 12.5, not '\(text)'")
            }
            graph.targetDuration = seconds
            // A length asked for may slow the tones to one a second.
            graph.longestSlot = AudioGraphOptions.longestSlotAllowed
            askedDuration = seconds
        }
        if graph.scale == .logarithmic, case .goal(let goal) = graph.reference, goal <= 0 {
            throw UsageError(
                message:
                    "'--reference' \(Self.reference(goal)) cannot be placed on '--scale log', which holds only values above zero"
            )
        }
        graph.playsTicks = !arguments.flag(Self.noTicks)
        graph.playsZeroAsBlip = !arguments.flag(Self.noZeroBlip)
        graph.channels = arguments.flag(Self.mono) ? .mono : .stereo
        self.graph = graph
    }

    private static func reference(_ goal: Double) -> String {
        goal == goal.rounded() && abs(goal) < 1e15 ? String(Int(goal)) : String(goal)
    }

    func run(in context: CommandContext) throws(CommandFailure) {
        if output == "-", context.standardOutputIsTerminal {
            // Sound as bytes on a terminal is noise that can drive it: refused before any work.
            throw CommandFailure(
                .usage,
                "'-o -' would write the audio's bytes onto the terminal; send standard output to a file or a "
                    + "player (-o - --format wav | aplay), or give -o a file name such as graph.wav")
        }
        let set = try SeriesLoader(options).load(in: context)
        for note in set.notes { context.note(note) }
        var prepared = try Self.prepare(
            set, graph: graph, speaks: speaks, askedDuration: askedDuration, overlays: overlays,
            axisPerSeries: axisPerSeries, withCues: cues != nil, limit: outputLimit)
        for note in prepared.notes { context.note(note) }
        try write(&prepared, in: context)
    }

    /// The most frames the output's format holds (a WAV file's 32-bit sizes), or `nil` when it
    /// has no such limit, so that a graph too long is refused before it is planned.
    private var outputLimit: OutputLimit? {
        guard let format = try? AudioFileFormat.resolve(path: output, named: formatName), format == .wav else {
            return nil
        }
        return OutputLimit(
            path: output, format: format,
            frames: AudioFileWriter.longestWAV(channelCount: graph.channels.channelCount))
    }

    /// Refuses a graph whose tones alone are longer than `limit` allows, before planning them.
    static func refuseTooLong(
        _ frames: Int, sampleRate: Int, limit: OutputLimit?
    ) throws(CommandFailure) {
        guard let limit, frames > limit.frames else { return }
        throw CommandFailure(
            AudioGraphError.tooLong(
                path: limit.path, format: limit.format, seconds: Double(frames) / Double(sampleRate),
                limit: Double(limit.frames) / Double(sampleRate)))
    }

    /// The frames the plan of a window's tones would take, without planning them.
    static func tonesFrameCount(of loaded: LoadedSeries, options: AudioGraphOptions) throws(CommandFailure) -> Int {
        do {
            return try AudioGraphPlan.tonesFrameCount(series: loaded.series, window: loaded.window, options: options)
        } catch {
            throw CommandFailure(error)
        }
    }

    /// Writes a prepared graph, all or nothing: both targets are worked out before anything is
    /// written, so that a bad cue path, or a cue file or an audio file that is another output
    /// or an input, writes nothing; the cue file's temporary file is made first (so that a
    /// folder that cannot be written refuses before the audio is rendered), then the audio is
    /// rendered into its own, and both are put in place together only when both are complete
    /// (``OutputBatch``): a failure anywhere leaves every older file as it was. Then the
    /// description.
    private func write(_ prepared: inout PreparedGraph, in context: CommandContext) throws(CommandFailure) {
        let (audioTarget, cueTarget) = try targets()
        let batch = OutputBatch()
        let cueFile: OutputFile?
        do {
            if let cueTarget, prepared.cues != nil { cueFile = try OutputFile(cueTarget) } else { cueFile = nil }
        } catch {
            throw CommandFailure(error)
        }
        do {
            try AudioFileWriter(path: output, named: formatName, vorbisQuality: graph.vorbisQuality).write(
                &prepared.source, to: audioTarget, in: batch)
        } catch {
            throw CommandFailure(error)
        }
        do {
            switch consume cueFile {
            case .some(let file):
                try file.write(Array((prepared.cues ?? "").utf8))
                try batch.add(file)
            case .none:
                break
            }
            try batch.commit()
        } catch {
            throw CommandFailure(error)
        }
        Self.say(prepared.description, besides: audioTarget, cueTarget, in: context)
    }

    /// The audio graph of a set's window, ready to write: its sound, its description in the
    /// locale, the notes to say (a `--duration` that cannot be met, a series squeezed by the
    /// shared value axis), and with `withCues` its WebVTT cue file's text.
    ///
    /// One series is one graph; the series of a long table (`--series`) are a sequence of
    /// graphs, one after another (or at once with `overlays`, panned apart), on one value axis
    /// unless `axisPerSeries`, each in its own timbre and introduced by its name (spoken with
    /// `speaks`) or a rising figure in its timbre, over the same dates, each series' cues led
    /// by its name. Every step is the same for both; only what is rendered, described and
    /// timed differs, in ``GraphShape``.
    ///
    /// A failure after a note carries it, to be said before the error.
    static func prepare(
        _ set: SeriesSet, graph: AudioGraphOptions, speaks: Bool, askedDuration: Double?, overlays: Bool = false,
        axisPerSeries: Bool = false, withCues: Bool, limit: OutputLimit? = nil
    ) throws(CommandFailure) -> PreparedGraph {
        var notes: [String] = []
        do {
            var prepared = try prepare(
                set, graph: graph, speaks: speaks, askedDuration: askedDuration, overlays: overlays,
                axisPerSeries: axisPerSeries, withCues: withCues, limit: limit, notes: &notes)
            prepared.notes = notes
            return prepared
        } catch {
            throw error.after(notes)
        }
    }

    private static func prepare(
        _ set: SeriesSet, graph: AudioGraphOptions, speaks: Bool, askedDuration: Double?, overlays: Bool,
        axisPerSeries: Bool, withCues: Bool, limit: OutputLimit?, notes: inout [String]
    ) throws(CommandFailure) -> PreparedGraph {
        let copy = set.copy
        let playable = try playableMembers(of: set, overlays: overlays)
        let shape = GraphShape(
            set: set, playable: playable, overlays: overlays, stereo: graph.channels == .stereo, speaks: speaks)
        // One value axis for every series of a long table: the lowest and highest value any
        // window holds.
        var low = Double.infinity
        var high = -Double.infinity
        for member in playable {
            let series = member.loaded.series
            let window = member.loaded.window
            if let lowest = series.indexOfMinimum(in: window) { low = min(low, series.values[lowest]) }
            if let highest = series.indexOfMaximum(in: window) { high = max(high, series.values[highest]) }
        }
        if limit != nil {
            var options = graph
            options.calendar = set.calendar
            var frames: [Int] = []
            for member in playable { frames.append(try tonesFrameCount(of: member.loaded, options: options)) }
            try refuseTooLong(
                overlays ? frames.max() ?? 0 : frames.reduce(0, +), sampleRate: graph.sampleRate, limit: limit)
        }
        let timbres = Self.timbres(startingWith: graph.timbre)
        let rightToLeft = copy.locale.isRightToLeft
        var plans: [AudioGraphPlan] = []
        for (index, member) in playable.enumerated() {
            var options = graph
            options.calendar = set.calendar
            options.panDirection = rightToLeft ? .rightToLeft : .leftToRight
            options.timbre = timbres[index]
            if set.isLongTable, !axisPerSeries { options.sharedValueAxis = low...high }
            if overlays {
                // Panned apart, in the reading order; one set of ticks for the whole.
                let place = playable.count > 1 ? 0.1 + 0.8 * Double(index) / Double(playable.count - 1) : 0.5
                if shape.stereo { options.fixedPan = rightToLeft ? 1 - place : place }
                if index > 0 { options.playsTicks = false }
            }
            var plan = try Self.plan(of: member.loaded, options: options, name: shape.name(of: member))
            if overlays {
                // Slower tones, not fewer: the grouping stays what it would be, the graph longer.
                plan = try Self.plan(
                    of: member.loaded,
                    options: Self.keepingGrouping(of: plan, slotsOfAtLeast: AudioGraphSequence.shortestSlotAtOnce),
                    name: member.name)
            }
            plans.append(plan)
        }
        if overlays, let first = plans.first {
            for (member, plan) in zip(playable, plans).dropFirst()
            where plan.tones.count != first.tones.count || plan.tones.first?.instant != first.tones.first?.instant
                || plan.tones.last?.instant != first.tones.last?.instant
            {
                let firstNarrator = playable[0].loaded.narrator
                throw CommandFailure(
                    .dataError,
                    "'--overlay' plays the series at once, so each must hold the same dates, but \(Self.quoted(member.name)) "
                        + "holds \(member.loaded.narrator.spokenRange(member.loaded.window)) (\(plan.tones.count) tones) where "
                        + "\(Self.quoted(playable[0].name)) holds \(firstNarrator.spokenRange(playable[0].loaded.window)) "
                        + "(\(first.tones.count)); play them one after another (leave out --overlay) or choose dates they all "
                        + "cover with --from and --to")
            }
        }
        if let askedDuration, let first = plans.first,
            let note = durationNote(of: first, asked: askedDuration, narrator: playable[0].loaded.narrator)
        {
            notes.append(note)
        }
        // A series the shared axis squeezes into a corner of the pitch range is hard to hear.
        if !axisPerSeries, plans.count > 1 {
            for (member, plan) in zip(playable, plans)
            where plan.extentShare < Self.narrowShare && plan.valueExtent.map({ $0.upperBound > $0.lowerBound }) == true
            {
                notes.append(set.narrator.audioNarrowAxisNote(member.name, words: RemedyWording.settings))
            }
        }
        var spokenNames: [SpeechClip?] = Array(repeating: nil, count: plans.count)
        if speaks, playable.count > 1 {
            for (index, member) in playable.enumerated() {
                spokenNames[index] = try Self.speech(
                    member.name, locale: copy.locale.identifier, sampleRate: plans[index].sampleRate, of: playable)
            }
        }
        var opening: SpeechClip?
        var spokenText = ""
        if speaks {
            // The brief description, spoken (and the names): where they would take more than
            // their share of the file, the tones play slower (up to a second each), by the same
            // share one after another, by the same length at once.
            let names = spokenNames.compactMap { $0?.duration }.reduce(0, +)
            var wordsPerMinute = Self.speechRate
            var dropped = 0
            for fitting in 1...Self.speechFittings {
                let brief = shape.description(
                    of: plans, sequence: shape.sequence(plans, spokenNames: spokenNames, opening: nil), brief: true)
                spokenText = brief.dropLast(min(dropped, brief.count - 1)).joined(separator: " ")
                let clip = try Self.speech(
                    spokenText, locale: copy.locale.identifier, sampleRate: plans[0].sampleRate,
                    wordsPerMinute: wordsPerMinute, of: playable)
                opening = clip
                let speech = clip.duration + names
                let file = shape.duration(
                    of: plans, sequence: shape.sequence(plans, spokenNames: spokenNames, opening: clip), opening: clip)
                guard speech > Self.speechShare * file, fitting < Self.speechFittings else { break }
                let more = speech / Self.speechAim - file + Self.speechMargin
                let tones = plans.map(\.tonesDuration)
                let total = overlays ? tones.max() ?? 0 : tones.reduce(0, +)
                guard total > 0 else { break }
                var slower: [AudioGraphPlan] = []
                for (member, plan) in zip(playable, plans) {
                    let longer =
                        !set.isLongTable
                        ? plan.tonesDuration + more
                        : overlays ? total + more : plan.tonesDuration * (1 + more / total)
                    slower.append(
                        try Self.plan(
                            of: member.loaded, options: Self.keepingGrouping(of: plan, lasting: longer),
                            name: shape.name(of: member)))
                }
                if zip(slower, plans).contains(where: { $0.duration > $1.duration + Self.speechMargin / 10 }) {
                    plans = slower
                    continue
                }
                // The tones are as slow as they go (a second each): the speech goes faster,
                // and at its fastest says less, its last sentence first.
                if let faster = Self.fasterRate(wordsPerMinute, speech: speech, rest: file - speech) {
                    wordsPerMinute = faster
                } else if dropped < brief.count - 1 {
                    dropped += 1
                } else {
                    break
                }
            }
        }
        let sequence = shape.sequence(plans, spokenNames: spokenNames, opening: opening)
        let description = shape.description(of: plans, sequence: sequence, brief: false)
        if !speaks { spokenText = description.joined(separator: " ") }
        let rendered = shape.render(plans, sequence: sequence, opening: opening)
        var cueDocument: String?
        if withCues {
            do {
                cueDocument =
                    switch rendered {
                    case .one(let stream):
                        try WebVTTWriter.document(
                            for: stream.plan,
                            cueTexts: Self.cueTexts(of: stream.plan, narrator: playable[0].loaded.narrator),
                            introduction: speaks ? spokenText : nil)
                    case .several(let sequence):
                        try WebVTTWriter.document(
                            for: sequence,
                            cueTexts: zip(playable, plans).map { member, plan in
                                Self.cueTexts(of: plan, narrator: member.loaded.narrator).map {
                                    set.narrator.lead(member.name, $0)
                                }
                            }, opening: speaks ? spokenText : nil)
                    }
            } catch {
                throw CommandFailure(error)
            }
        }
        let source: any AudioSource =
            switch rendered {
            case .one(let stream): stream
            case .several(let sequence): sequence.stream()
            }
        return PreparedGraph(source: source, description: description, cues: cueDocument)
    }

    /// The members that have a value to play, with the refusals of a graph that cannot be
    /// played: nothing to play, more series than timbres, more at once than can be told apart.
    private static func playableMembers(of set: SeriesSet, overlays: Bool) throws(CommandFailure) -> [NamedSeries] {
        guard set.isLongTable else {
            let loaded = set.lead
            guard !loaded.series.isEmpty else {
                throw CommandFailure(.dataError, "the series has no samples, so there is nothing to play")
            }
            guard loaded.series.valueCount(in: loaded.window) > 0 else {
                throw CommandFailure(
                    .dataError,
                    "every sample in the window is a gap (a date with no value), so there is nothing to play")
            }
            return set.members
        }
        let playable = set.members.filter {
            !$0.loaded.window.isEmpty && $0.loaded.series.valueCount(in: $0.loaded.window) > 0
        }
        guard !playable.isEmpty else {
            throw CommandFailure(
                .dataError,
                "no series has a value in \(set.spokenRange), so there is nothing to play; choose other dates")
        }
        let timbres = Timbre.allCases
        guard playable.count <= timbres.count else {
            let column = set.columnName.map { ShellWord.quoted($0) } ?? "COLUMN"
            throw CommandFailure(
                .dataError,
                "an audio graph plays at most \(timbres.count) series, each in its own timbre, but \(playable.count) have values "
                    + "here; pick some with --where \(column)=\(ShellWord.quoted(playable[0].name)) --where "
                    + "\(column)=\(ShellWord.quoted(playable[1].name)) (any of the values given)")
        }
        if overlays, playable.count > AudioGraphSequence.mostAtOnce {
            throw CommandFailure(
                .dataError,
                set.narrator.audioTooManyAtOnce(
                    playable.count, most: AudioGraphSequence.mostAtOnce, words: RemedyWording.settings),
                shown: true)
        }
        return playable
    }

    /// Speech from espeak-ng. What makes a spoken introduction too long with several series is
    /// their names, which it says one after another: said so, rather than the unit.
    private static func speech(
        _ text: String, locale: String, sampleRate: Int, wordsPerMinute: Int? = nil, of playable: [NamedSeries]
    ) throws(CommandFailure) -> SpeechClip {
        do {
            if let wordsPerMinute {
                return try SpeechSynthesizer.synthesize(
                    text, locale: locale, sampleRate: sampleRate, wordsPerMinute: wordsPerMinute)
            }
            return try SpeechSynthesizer.synthesize(text, locale: locale, sampleRate: sampleRate)
        } catch {
            if case .speechTooLong(_, let limit) = error, let longest = playable.map(\.name.count).max(), longest >= 100
            {
                throw CommandFailure(
                    .usage,
                    "the spoken introduction would last more than \(Int(limit)) seconds, the longest spoken, because "
                        + "it says the names of the \(playable.count) series and the longest has \(longest) characters; "
                        + "pick fewer series with --where, or leave out --speak")
            }
            throw CommandFailure(error)
        }
    }

    /// Prints the graph's description: on standard output, or on standard error when the audio
    /// or the cues are written to standard output, so that it does not run into them (it is
    /// the description still, which `--quiet` does not leave out).
    private static func say(
        _ description: [String], besides audioTarget: OutputTarget, _ cueTarget: OutputTarget?,
        in context: CommandContext
    ) {
        let describesOnError = audioTarget.kind == .standardOutput || cueTarget?.kind == .standardOutput
        for sentence in description {
            if describesOnError { context.writeError(sentence + "\n") } else { context.say(sentence) }
        }
    }

    /// The plan of a window, with a refusal of the logarithmic scale that names the value.
    private static func plan(
        of loaded: LoadedSeries, options graph: AudioGraphOptions, name: String? = nil
    )
        throws(CommandFailure) -> AudioGraphPlan
    {
        do {
            return try AudioGraphPlan(series: loaded.series, window: loaded.window, options: graph)
        } catch AudioGraphError.notPositive(let sample, let value, let count) {
            let date = loaded.calendar.civilDate(of: loaded.series.times[sample])
            let more = count > 1 ? " and \(count - 1) more at or below zero" : ""
            let shown = value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
            let which = name.map { "the window of \(Self.quoted($0))" } ?? "the window"
            throw CommandFailure(
                .dataError,
                "'--scale log' places values by their ratios and needs every value above zero, but \(which) holds "
                    + "\(shown) on \(date)\(more); choose another window or '--scale linear'")
        } catch {
            throw CommandFailure(error)
        }
    }

    /// A plan's options with its grouping kept whatever the length, and slots of at least
    /// `shortest` seconds (and up to a second, when the graph is to last longer).
    static func keepingGrouping(
        of plan: AudioGraphPlan, slotsOfAtLeast shortest: Double? = nil, lasting duration: Double? = nil
    ) -> AudioGraphOptions {
        var options = plan.options
        options.grouping = plan.grouping.map { .by($0) } ?? .never
        if let shortest {
            options.shortestSlot = max(options.shortestSlot, shortest)
            options.longestSlot = max(options.longestSlot, options.shortestSlot)
        }
        if let duration {
            options.targetDuration = duration
            options.longestSlot = AudioGraphOptions.longestSlotAllowed
        }
        return options
    }

    /// The most of a file its spoken introduction may take: a listener came for the graph.
    static let speechShare = 0.4
    /// The share a fitting aims at, a little under the most, since the speech's length moves
    /// with the length it says.
    static let speechAim = 0.38
    /// How many times the speech is made and the tones slowed (or the speech hurried) to fit
    /// it: the length it says changes with the tones', so each change is heard again.
    static let speechFittings = 16
    /// The speaking rate of the introduction, in words a minute (espeak-ng's own).
    static let speechRate = 175
    /// The fastest the introduction is spoken when the tones cannot slow further to make room
    /// for it: about what listeners used to screen readers choose, still clear to others.
    static let fastestSpeechRate = 260

    /// The rate that brings `speech` seconds (at `rate`) to the share of a file whose other
    /// sounds last `rest` seconds, with a little to spare, or `nil` when already the fastest.
    static func fasterRate(_ rate: Int, speech: Double, rest: Double) -> Int? {
        guard rate < fastestSpeechRate, rest > 0 else { return nil }
        let allowed = rest * speechAim / (1 - speechAim)
        let wanted = (Double(rate) * speech / allowed * 1.03).rounded(.up)
        return min(fastestSpeechRate, max(rate + 1, Int(wanted)))
    }
    /// The seconds of tones added beyond the least that fit the speech, so that a slightly
    /// longer sentence ("16 seconds" for "6 seconds") still fits.
    static let speechMargin = 0.25

    /// A name as messages quote it.
    private static func quoted(_ name: String) -> String { "'\(name)'" }

    /// The least share of the pitch range a series may span on a shared axis before a note
    /// suggests `--axis per-series`.
    static let narrowShare = 1.0 / 3

    /// The timbres of several series in order: the one asked for first, then the others, the
    /// pure sine (the hardest to hear on small speakers) last.
    static func timbres(startingWith first: Timbre) -> [Timbre] {
        [first] + [Timbre.warm, .bright, .hollow, .organ, .sine].filter { $0 != first }
    }

    /// The note, in the narration's language, when the graph cannot last as long as
    /// `--duration` asked: its slots are at least the shortest and at most the longest.
    private static func durationNote(of plan: AudioGraphPlan, asked: Double, narrator: RangeNarrator) -> String? {
        let actual = plan.tonesDuration
        // Slots are whole frames: a graph within a frame a tone of the length asked is that length.
        guard abs(actual - asked) > Double(plan.tones.count) / Double(plan.sampleRate) else { return nil }
        let isShortest = actual > asked
        let slot = isShortest ? plan.options.shortestSlot : plan.options.longestSlot
        return narrator.audioDurationNote(lasts: actual, asked: asked, slot: slot, isShortest: isShortest)
    }

    /// One caption per tone that sounds (its date, or the week, month or year a grouped tone
    /// stands for, and its value; then what marks it, a threshold crossed or an extreme held, a
    /// line each) and one per run of silence ("7 March to 9 March, no data").
    static func cueTexts(of plan: AudioGraphPlan, narrator: RangeNarrator) -> [String] {
        // The first caption also says when the extremes fell, as the description does.
        let dates = narrator.extremesDates(facts(of: plan))
        return plan.cueSpans.enumerated().map { index, span in
            let after = index == 0 ? dates.map { [$0] } ?? [] : []
            if span.isSilent {
                return
                    ([narrator.noDataCueText(from: span.firstInstant, through: span.lastInstant, window: plan.window)]
                    + after).joined(separator: "\n")
            }
            let tone = plan.tones[span.tones.lowerBound]
            var lines = [
                narrator.cueText(
                    firstSample: tone.samples.lowerBound, value: tone.value, window: plan.window,
                    grouping: plan.grouping)
            ]
            var marks: AudioToneMarks = []
            if tone.marks.contains(.crossedUp) { marks.insert(.crossedUp) }
            if tone.marks.contains(.crossedDown) { marks.insert(.crossedDown) }
            if tone.marks.contains(.highest) { marks.insert(.highest) }
            if tone.marks.contains(.lowest) { marks.insert(.lowest) }
            lines += narrator.cueNotes(
                marks, threshold: plan.options.threshold, isGrouped: tone.samples.count > 1,
                highest: plan.highestSample,
                lowest: plan.lowestSample, window: plan.window)
            return (lines + after).joined(separator: "\n")
        }
    }

    /// What the description needs from the plan: only the ticks and earcons the graph has.
    static func facts(of plan: AudioGraphPlan) -> AudioGraphFacts {
        let reference: AudioReference? =
            switch plan.options.reference {
            case .none: nil
            case .average: plan.reference.map { AudioReference(value: $0.value, isGoal: false) }
            case .goal(let value): AudioReference(value: value, isGoal: true)
            }
        let threshold = plan.options.threshold.map { value -> AudioThreshold in
            let crossings = plan.thresholdCrossings
            let sounding = plan.tones.filter { !$0.isSilent }
            let crossing: AudioThreshold.Crossing =
                crossings.up + crossings.down > 0
                ? .crosses : (sounding.allSatisfy { $0.value >= value } ? .alwaysAtOrAbove : .alwaysBelow)
            return AudioThreshold(value: value, crossing: crossing)
        }
        return AudioGraphFacts(
            window: plan.window, toneCount: plan.tones.count, grouping: plan.grouping, duration: plan.tonesDuration,
            valueAxis: plan.valueAxis, isLogarithmic: plan.options.scale == .logarithmic,
            tickKind: plan.ticks.contains { $0.strength == .regular } ? plan.tickKind : nil,
            strongTickKind: plan.ticks.contains { $0.strength == .strong } ? plan.strongTickKind : nil,
            hasZeroBlip: plan.tones.contains { $0.isZero },
            marksExtremes: plan.tones.contains { !$0.marks.isDisjoint(with: [.highest, .lowest]) },
            threshold: threshold, silentCount: plan.silentToneCount, reference: reference,
            highestSample: plan.highestSample, lowestSample: plan.lowestSample)
    }

    /// The files the command reads and writes: the series and the replacement catalogs; the
    /// audio and the cues.
    var files: CommandFiles {
        var files = options.inputFiles
        files.write(output, named: "'-o \(ShownText.escaped(output))'")
        if let cues { files.write(cues, named: "'--cues \(ShownText.escaped(cues))'") }
        return files
    }

    /// The audio file's and the cue file's targets, held against each other and the inputs
    /// (``CommandFiles``): the same file twice, or an input, is refused (bad usage, 64); a
    /// target that cannot be created (a folder in the way, a missing folder) is refused with 73.
    private func targets() throws(CommandFailure) -> (audio: OutputTarget, cues: OutputTarget?) {
        do {
            let targets = try files.targets()
            return (targets[0], targets.count > 1 ? targets[1] : nil)
        } catch {
            throw CommandFailure(error)
        }
    }
}

/// An audio graph ready to write: what renders its sound, its description in the locale, and
/// its WebVTT cue file's text when cues were asked for.
struct PreparedGraph {
    /// The sound, rendered a block at a time as it is written.
    var source: any AudioSource
    /// The description, a sentence a line.
    var description: [String]
    /// The cue file's text, or `nil`.
    var cues: String?
    /// Notes for the command to say: a length that cannot be met, a series hard to hear.
    var notes: [String] = []
}

/// What differs between the graph of one series and the sequence of graphs of a long table's
/// series: how it is rendered, described and timed. Everything else is prepared alike.
private struct GraphShape {
    var set: SeriesSet
    var playable: [NamedSeries]
    var overlays: Bool
    var stereo: Bool
    var speaks: Bool

    /// The sound of one graph, or of a sequence of them.
    enum Rendered {
        case one(AudioStream)
        case several(AudioGraphSequence)
    }

    /// The name a member's messages quote: none for a series read alone.
    func name(of member: NamedSeries) -> String? { set.isLongTable ? member.name : nil }

    /// The graphs of a long table's series in one sequence, introduced when there are several.
    func arranged(_ plans: [AudioGraphPlan], spokenNames: [SpeechClip?], opening: SpeechClip?) -> AudioGraphSequence {
        let parts = zip(playable, zip(plans, spokenNames)).map { member, planAndName in
            AudioGraphSequence.Part(
                name: member.name, plan: planAndName.0, spokenName: planAndName.1, isIntroduced: playable.count > 1)
        }
        return AudioGraphSequence(
            parts: parts, arrangement: overlays ? .atOnce : .oneAfterAnother, opening: opening)
    }

    /// The sequence of a long table's graphs; `nil` for one series, which is one graph.
    func sequence(_ plans: [AudioGraphPlan], spokenNames: [SpeechClip?], opening: SpeechClip?) -> AudioGraphSequence? {
        set.isLongTable ? arranged(plans, spokenNames: spokenNames, opening: opening) : nil
    }

    func render(_ plans: [AudioGraphPlan], sequence: AudioGraphSequence?, opening: SpeechClip?) -> Rendered {
        guard let sequence else { return .one(AudioRenderer().stream(plans[0], introduction: opening)) }
        return .several(sequence)
    }

    /// The seconds of the whole file, with `opening` spoken first.
    func duration(of plans: [AudioGraphPlan], sequence: AudioGraphSequence?, opening: SpeechClip) -> Double {
        guard let sequence else { return opening.duration + plans[0].options.introductionPause + plans[0].duration }
        return Double(sequence.frameCount) / Double(sequence.sampleRate)
    }

    /// The description, or the brief one that is spoken; the length said is the file's after
    /// the spoken opening.
    func description(of plans: [AudioGraphPlan], sequence: AudioGraphSequence?, brief: Bool) -> [String] {
        guard let sequence else {
            return playable[0].loaded.narrator.audioDescription(AudioCommand.facts(of: plans[0]), brief: brief)
        }
        let silent = set.members.filter { member in !playable.contains { $0.name == member.name } }
        return set.narrator.audioDescription(
            parts: zip(playable, plans).map { member, plan in
                SeveralSeriesNarrator.AudioPart(
                    name: member.name, narrator: member.loaded.narrator, facts: AudioCommand.facts(of: plan))
            },
            arrangement: overlays ? .atOnce(stereo: stereo) : .oneAfterAnother,
            duration: Double(sequence.frameCount - sequence.openingFrames) / Double(sequence.sampleRate),
            spokenNames: speaks, silent: silent.map { ($0.name, set.spokenRange) }, brief: brief)
    }
}

/// The most frames an output's format holds, for refusing a longer graph before planning it.
struct OutputLimit {
    /// The output as the person gave it, for the message.
    var path: String
    /// Its format.
    var format: AudioFileFormat
    /// The most frames it holds.
    var frames: Int
}
