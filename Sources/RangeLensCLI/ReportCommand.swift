import AudioGraph
import FileIO
import Narration
import Report
import SpanModel

/// `rangelens report [FILE] -o report.html`: one self-contained HTML page holding everything
/// RangeLens says and plays about a window: the readout and description, a chart, the range
/// control with every step announced, the audio graph with its captions, and the data table.
///
/// The command reads the series and chooses the window as `summary` does, renders the audio
/// graph as `audio` does (in memory), and hands both to the `Report` module, which makes the
/// page; the page is written through `FileIO`, to a temporary file renamed into place.
struct ReportCommand: Command {
    static let output = OptionSpec.value(
        "output", "OUT", "The page to write, e.g. report.html; '-' writes it to standard output.", short: "o")
    static let title = OptionSpec.value(
        "title", "TEXT",
        "The page's heading (default: the file's name without its extension, or the demo series' name).")
    static let audioFormat = OptionSpec.choice(
        "audio-format", "FORMAT", AudioFileFormat.self, accepting: [.flac, .ogg, .wav],
        lead: "The embedded audio graph's format: ",
        glosses: [.flac: "plays in every current browser", .ogg: "about a quarter the size"], default: .value(.flac))

    static let spec = CommandSpec(
        name: "report",
        abstract:
            "Write one self-contained HTML page a screen-reader user can read, explore and hear: the readout, description, chart, range control, audio graph and data table.",
        positionals: [
            (
                "FILE",
                "A CSV, TSV or JSON file of dates and values; '-' reads standard input (default: the demo series)."
            )
        ],
        groups: [
            OptionGroup(title: "Output", options: [output, title, audioFormat]),
            SeriesOptions.windowGroup,
            SeriesOptions.narrationGroup,
            SeriesOptions.inputGroup,
        ],
        examples: [
            ("rangelens report -o steps.html", "The last six weeks of the demo series as a page."),
            (
                "rangelens report steps.csv --last 42 --unit \"steps a day\" --locale de -o schritte.html",
                "The last 42 days of a file, in German."
            ),
            (
                "rangelens report prices.csv --series symbol -o prices.html",
                "Each series of a long table in its own block, compared, explored and played together."
            ),
        ],
        discussion: """
            The page fetches nothing: its style, script, chart, audio, captions and data are inside it, and its \
            Content-Security-Policy allows nothing else. It opens from disk in any current browser. In the range \
            control, left and right arrows move a step, up and down widen and narrow, space shows everything and \
            goes back, Enter repeats the range, d describes it, h gives the hint; every announcement is the one \
            explore makes for the same steps.
            """)

    var options: SeriesOptions
    var output: String
    var title: String?
    var audioFormat: AudioFileFormat

    init(arguments: ParsedArguments) throws(UsageError) {
        options = try SeriesOptions(arguments)
        guard let output = arguments.value(Self.output) else {
            throw UsageError(message: "give the page to write with -o, such as -o report.html")
        }
        self.output = output
        title = arguments.value(Self.title)
        if let title, title.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
            throw UsageError(message: "'--title' holds a control character; give the heading as plain text")
        }
        audioFormat = try arguments.chosen(Self.audioFormat, as: AudioFileFormat.self)
    }

    func run(in context: CommandContext) throws(CommandFailure) {
        // The target is worked out before anything is read or rendered, so that a page that
        // cannot be written, or that would replace the input, costs nothing.
        let target = try outputTarget()
        let content = try content(in: context)
        let page: ReportPage
        do {
            page = try ReportPage(content)
        } catch {
            throw CommandFailure(.ioError, error.message)
        }
        let html = ReportHTML.document(for: page)
        guard let target else {
            context.write(html)
            return
        }
        do {
            let file = try OutputFile(target)
            try file.write(Array(html.utf8))
            try file.commit()
        } catch {
            throw CommandFailure(error)
        }
    }

    /// The files the command reads and writes: the series and the replacement catalogs; the
    /// page.
    var files: CommandFiles {
        var files = options.inputFiles
        files.write(output, named: "'-o \(ShownText.escaped(output))'")
        return files
    }

    /// The page's target, or `nil` for standard output; refused (``CommandFiles``) when it is
    /// one of the inputs.
    private func outputTarget() throws(CommandFailure) -> OutputTarget? {
        guard output != "-" else { return nil }
        do {
            return try files.targets()[0]
        } catch {
            throw CommandFailure(error)
        }
    }

    /// The report's name: `--title`, else the file's name without its extension, else the
    /// demo series' name.
    private func name(copy: NarrationCopy) -> String {
        if let title { return title }
        guard let file = options.file, file != "-" else { return copy.text(.demoName) }
        return Self.stem(of: file)
    }

    /// A file's name without its folder and extension: "data/steps.csv" is "steps".
    static func stem(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// The stem downloaded files are named from: the file's stem, else "rangelens".
    private var fileStem: String {
        guard let file = options.file, file != "-" else { return "rangelens" }
        return Self.stem(of: file)
    }

    /// The audio graph's defaults, under the peak limit of the format it is embedded in.
    private var graphOptions: AudioGraphOptions {
        var graph = AudioGraphOptions()
        graph.peakLimitDecibels = audioFormat.peakLimitDecibels
        return graph
    }

    /// What the page holds: one series, or every series of a long table (`--series`) with
    /// their comparison; the audio graph when a series has a value to play. The notes are said
    /// on standard error, and the page shows the notes about the data.
    private func content(in context: CommandContext) throws(CommandFailure) -> ReportContent {
        let set = try SeriesLoader(options).load(in: context)
        for note in set.notes { context.note(note) }
        var audio: ReportContent.AudioFile?
        if set.members.contains(where: {
            !$0.loaded.window.isEmpty && $0.loaded.series.valueCount(in: $0.loaded.window) > 0
        }) {
            var prepared = try AudioCommand.prepare(
                set, graph: graphOptions, speaks: false, askedDuration: nil, withCues: true)
            for note in prepared.notes { context.note(note) }
            audio = try encode(&prepared)
        }
        var comparison: [String] = []
        if let compared = set.comparison() {
            comparison.append(compared.comparison.sentence)
            if !compared.leftOut.isEmpty { comparison.append(set.narrator.leftOut(compared.leftOut)) }
        }
        let members = set.members.map { named in
            ReportContent.Member(
                name: set.isLongTable ? named.name : nil, narrator: named.loaded.narrator, window: named.loaded.window,
                columns: Self.columns(of: named.loaded))
        }
        return ReportContent(
            name: name(copy: set.copy), fileStem: fileStem, members: members, leader: set.leader,
            several: set.isLongTable ? set.narrator : nil, comparison: comparison, notes: set.dataNotes, audio: audio)
    }

    /// The audio graph's file in memory, as `rangelens audio` would write it in this format.
    private func encode(_ prepared: inout PreparedGraph) throws(CommandFailure) -> ReportContent.AudioFile {
        let bytes: [UInt8]
        do {
            bytes = try AudioFileWriter(format: audioFormat).bytes(
                of: &prepared.source, name: "the page's audio graph")
        } catch {
            throw CommandFailure(error)
        }
        return ReportContent.AudioFile(
            mediaType: Self.mediaType(audioFormat), bytes: bytes, cues: prepared.cues ?? "WEBVTT\n",
            description: prepared.description)
    }

    /// The media type a browser plays a format as.
    static func mediaType(_ format: AudioFileFormat) -> String {
        switch format {
        case .flac: "audio/flac"
        case .ogg: "audio/ogg"
        case .wav: "audio/wav"
        }
    }

    /// The names of a series' columns, as the file's header gives them.
    static func columns(of loaded: LoadedSeries) -> (date: String, value: String) {
        (loaded.table?.dateColumnName ?? "date", loaded.table?.valueColumnName ?? "value")
    }
}
