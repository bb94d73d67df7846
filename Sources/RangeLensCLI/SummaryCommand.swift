import FileIO
import JSONSyntax
import Narration
import SpanModel

/// `rangelens summary [FILE]`: the readout of a window, with the range control's value, the
/// description and a data table on request.
///
/// The readout alone is the default: the range value says the same facts in the other order,
/// which matters after a step in `explore` but is heard twice in a one-shot summary. JSON
/// keeps both.
struct SummaryCommand: Command {
    static let rangeValue = OptionSpec.flag(
        "range-value",
        "Add the range control's value: the dates, then the figure, as explore announces it after a step.")
    static let describe = OptionSpec.flag(
        "describe",
        "Add the description: highest and lowest with their dates, the shape and the change, and what is missing.")
    static let table = OptionSpec.flag("table", "Add one spoken line per sample in the window.")
    static let format = OutputFormat.option

    static let spec = CommandSpec(
        name: "summary",
        abstract:
            "Say what a window of a series holds: its readout, and on request the range value, the description and a table.",
        positionals: [
            (
                "FILE",
                "A CSV, TSV or JSON file of dates and values; '-' reads standard input (default: the demo series)."
            )
        ],
        groups: [
            SeriesOptions.windowGroup,
            SeriesOptions.narrationGroup,
            OptionGroup(
                title: "Output",
                options: [
                    rangeValue,
                    describe,
                    table,
                    format,
                ]),
            SeriesOptions.inputGroup,
        ],
        examples: [
            ("rangelens summary", "The readout of the last six weeks of the demo series, one line."),
            (
                "rangelens summary --range-value --describe",
                "The readout, then the range control's value and the description."
            ),
            (
                "rangelens summary steps.csv --last 42 --unit \"steps a day\" --describe",
                "The last 42 days of a file, described."
            ),
            (
                "rangelens summary revenue.csv --from 2026-03-03 --to 2026-04-14 --summary total --locale en-GB",
                "A total over dates, in British English."
            ),
            ("rangelens summary prices.csv --series symbol", "Each series of a long table in turn, led by its name."),
        ])

    var options: SeriesOptions
    var saysRangeValue: Bool
    var describes: Bool
    var listsTable: Bool
    var format: OutputFormat
    var notesGoIntoJSON: Bool { format == .json }

    init(arguments: ParsedArguments) throws(UsageError) {
        options = try SeriesOptions(arguments)
        saysRangeValue = arguments.flag(Self.rangeValue)
        describes = arguments.flag(Self.describe)
        listsTable = arguments.flag(Self.table)
        format = try arguments.chosen(Self.format, as: OutputFormat.self)
    }

    var files: CommandFiles { options.inputFiles }

    /// Says each series' block in turn (one series, or every series of a long table over the
    /// same dates, every line of its block led by its name, in the order the file names them),
    /// then the line comparing the series that cover the whole range. The notes go on standard
    /// error with text and SSML, into the JSON's `notes` with JSON.
    func run(in context: CommandContext) throws(CommandFailure) {
        let set = try SeriesLoader(options).load(in: context, showsProgress: format != .json)
        let comparison = set.comparison()
        var comparisonSentences: [String] = []
        if let comparison {
            comparisonSentences.append(comparison.comparison.sentence)
            if !comparison.leftOut.isEmpty { comparisonSentences.append(set.narrator.leftOut(comparison.leftOut)) }
        }
        guard format != .json else {
            return set.isLongTable
                ? writeJSON(of: set, comparison: comparison, sentences: comparisonSentences, in: context)
                : writeJSON(of: set.lead, notes: context.environmentNotes + set.notes, in: context)
        }
        for note in set.notes { context.note(note) }
        // The table is written as it is made (a million rows would otherwise be held whole, as
        // lines or as JSON, several times over).
        var output = BufferedOutput(context)
        let ssml = format == .ssml
        func say(_ line: String) { output.append(ssml ? Output.ssmlSentence(line) : line + "\n") }
        if ssml { output.append(Output.ssmlOpening(language: set.copy.locale.identifier)) }
        for (index, named) in set.members.enumerated() {
            let loaded = named.loaded
            say(set.readout(of: index))
            guard !loaded.window.isEmpty else { continue }
            if saysRangeValue { say(set.lead(index, loaded.narrator.rangeValue(of: loaded.window))) }
            if describes { say(set.lead(index, loaded.narrator.description(of: loaded.window))) }
            if listsTable { loaded.narrator.forEachTableRow(of: loaded.window) { say(set.lead(index, $0.text)) } }
        }
        for sentence in comparisonSentences { say(sentence) }
        if ssml { output.append(Output.ssmlClosing) }
        output.flush()
    }

    /// The JSON of a series read alone, its table streamed.
    private func writeJSON(of loaded: LoadedSeries, notes: [String], in context: CommandContext) {
        let window = loaded.window
        guard case .object(let object) = json(loaded, notes: notes, table: false), listsTable, !loaded.series.isEmpty,
            !window.isEmpty
        else { return context.write(Output.json(json(loaded, notes: notes))) }
        let series = loaded.series
        var output = BufferedOutput(context)
        output.appendJSON(object, streaming: "table") { element in
            loaded.narrator.forEachTableRow(of: window) { row in element(Self.json(row, of: series)) }
        }
    }

    /// The JSON of the series of a long table (`--series`): the range and the notes, each
    /// series' object made, written and let go in turn, then the comparison.
    private func writeJSON(
        of several: SeriesSet,
        comparison: (comparison: SeveralSeriesNarrator.Comparison, members: [Int], leftOut: [String])?,
        sentences comparisonSentences: [String], in context: CommandContext
    ) {
        var object = JSONObject()
        object.append("locale", .string(several.copy.locale.identifier))
        object.append("seriesColumn", .optional(several.columnName))
        let leader = several.lead
        object.append(
            "range",
            [
                "start": .string(Output.isoInstant(leader.series.times[several.range.start])),
                "end": .string(Output.isoInstant(leader.series.times[several.range.last])),
                "spokenRange": .string(several.spokenRange),
                "chosenBy": .string(several.members[several.leader].written),
            ])
        object.append("notes", .array((context.environmentNotes + several.notes).map { JSONNode(.string($0)) }))
        // Each series' object is made, written and let go in turn (ten thousand of them,
        // described, took 1.1 GB held whole).
        let covering = Set(several.compared.map { several.members[$0].name })
        var trailing = JSONObject()
        if let comparison {
            func figure(_ index: Int) -> JSONValue {
                let loaded = several.members[index].loaded
                return [
                    "name": .string(several.members[index].written),
                    "value": .number(loaded.series.summary(options.summary, of: loaded.window).value),
                ]
            }
            trailing.append(
                "comparison",
                [
                    "text": .string(comparisonSentences.joined(separator: " ")),
                    "kind": .string(options.summary.rawValue),
                    "same": .bool(comparison.comparison.isSame),
                    "highest": figure(comparison.comparison.highest),
                    "lowest": figure(comparison.comparison.lowest),
                    "compared": .array(comparison.members.map { JSONNode(.string(several.members[$0].written)) }),
                    "leftOut": .array(
                        several.members.filter { comparison.leftOut.contains($0.name) }.map {
                            JSONNode(.string($0.written))
                        }),
                ])
        } else {
            trailing.append("comparison", .null)
        }
        var output = BufferedOutput(context)
        output.appendJSON(
            object, streaming: "series",
            elements: { element in
                for (index, named) in several.members.enumerated() {
                    var member = JSONObject()
                    member.append("name", .string(named.written))
                    member.append("coversRange", .bool(covering.contains(named.name)))
                    if case .object(let rest) = json(named.loaded, notes: [], readout: several.readout(of: index)) {
                        for entry in rest.members where entry.key != "locale" && entry.key != "notes" {
                            member.append(entry.key, entry.value.value)
                        }
                    }
                    element(.object(member))
                }
            }, then: trailing)
    }

    /// The JSON: every sentence (the readout and the range value whatever the flags, the
    /// description and table when asked for) with the numbers and ISO dates behind them.
    ///
    /// - Parameter readout: the readout as said, when it is not the narrator's own (one of
    ///   several series, led by its name).
    ///   - table: whether the table is added when asked for (the single series' table is
    ///     streamed instead).
    private func json(
        _ loaded: LoadedSeries, notes: [String], readout: String? = nil, table: Bool = true
    ) -> JSONValue {
        let series = loaded.series
        let narrator = loaded.narrator
        let window = loaded.window
        var object: JSONObject = JSONObject()
        object.append("locale", .string(loaded.copy.locale.identifier))
        object.append("series", seriesJSON(loaded))
        object.append("notes", .array(notes.map { JSONNode(.string($0)) }))
        guard !series.isEmpty, !window.isEmpty else {
            object.append("window", .null)
            object.append("readout", .string(readout ?? narrator.readout(of: window)))
            return .object(object)
        }
        let figure = series.summary(options.summary, of: window)
        var windowObject = JSONObject()
        windowObject.append("start", .string(Output.isoInstant(series.times[window.start])))
        windowObject.append("end", .string(Output.isoInstant(series.times[window.last])))
        windowObject.append("count", .number(window.count))
        windowObject.append("gaps", .number(series.gapCount(in: window)))
        windowObject.append("missing", .number(series.missingSampleCount(in: window)))
        windowObject.append("spokenRange", .string(narrator.spokenRange(window)))
        windowObject.append("writtenRange", .string(narrator.writtenRange(window)))
        if let run = series.longestMissingRun(in: window) {
            windowObject.append(
                "longestMissingRun",
                [
                    "after": .string(Output.isoInstant(series.times[run.after])),
                    "before": .string(Output.isoInstant(series.times[run.after + 1])),
                    "count": .number(run.count),
                ])
        } else {
            windowObject.append("longestMissingRun", .null)
        }
        object.append("window", .object(windowObject))
        object.append(
            "summary",
            [
                "kind": .string(options.summary.rawValue),
                "value": figure.hasValues ? .number(figure.value) : .null,
                "text": .optional(narrator.summaryText(of: window)?.text),
                "valueCount": .number(figure.valueCount),
                "gapsSkipped": .number(figure.gapCount),
                "exceedsDoubleRange": .bool(figure.exceedsDoubleRange),
                "unit": .optional(options.unit),
            ])
        object.append("readout", .string(readout ?? narrator.readout(of: window)))
        object.append("rangeValue", .string(narrator.rangeValue(of: window)))
        if describes { object.append("description", DescriptionJSON.object(narrator, window: window)) }
        if listsTable, table {
            object.append("table", .array(narrator.tableRows(of: window).map { JSONNode(Self.json($0, of: series)) }))
        }
        return .object(object)
    }

    /// A row of the data table: its date, value and text, or the run of missing samples.
    private static func json(_ row: TableRow, of series: Series) -> JSONValue {
        guard let index = row.sample else {
            let missing = row.missing ?? 0...0
            return [
                "noDataFrom": .string(Output.isoInstant(missing.lowerBound)),
                "noDataThrough": .string(Output.isoInstant(missing.upperBound)),
                "text": .string(row.text),
            ]
        }
        return [
            "date": .string(Output.isoInstant(series.times[index])),
            "value": series.isGap(at: index) ? .null : .number(series.values[index]),
            "text": .string(row.text),
        ]
    }

    private func seriesJSON(_ loaded: LoadedSeries) -> JSONValue {
        let series = loaded.series
        var object = JSONObject()
        object.append("count", .number(series.count))
        if !series.isEmpty {
            object.append("first", .string(Output.isoInstant(series.times[0])))
            object.append("last", .string(Output.isoInstant(series.times[series.count - 1])))
        }
        object.append(
            "cadence",
            [
                "medianGapSeconds": .number(series.cadence.medianGap),
                "bucket": .string(series.cadence.bucket.rawValue),
                "step": .number(series.cadence.step),
                "sampleUnit": .string(series.cadence.sampleUnit.rawValue),
                "dateGrain": .string(series.cadence.dateGrain.rawValue),
            ])
        object.append(
            "cleaning",
            [
                "gaps": .number(series.cleaning.gapCount),
                "missing": .number(series.isEmpty ? 0 : series.missingSampleCount(in: series.all)),
                "negativeCountedAsZero": .number(series.cleaning.negativeCountedAsZero),
                "policy": .string(options.countsNegativeAsZero ? "negative-as-zero" : "keeps-signs"),
            ])
        if let table = loaded.table {
            let choices = ColumnChoices(table: table, options: options.readOptions)
            func column(_ name: String?, _ position: Int?, chosenByDefault: Bool) -> JSONValue {
                [
                    "name": .optional(name), "position": position.map { JSONValue.number($0) } ?? .null,
                    "chosenByDefault": .bool(chosenByDefault),
                ]
            }
            object.append(
                "columns",
                [
                    "date": column(
                        table.dateColumnName, table.dateColumnPosition, chosenByDefault: choices.dateChosenByDefault),
                    "value": column(
                        table.valueColumnName, table.valueColumnPosition, chosenByDefault: choices.valueChosenByDefault),
                ])
        }
        return .object(object)
    }
}
