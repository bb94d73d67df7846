import JSONSyntax
import Narration
import SeriesIO
import SpanModel

/// `rangelens stats [FILE]`: the stats card's sentences for a headline metric and tiles over
/// 1W, 1M, 3M and 1Y, each compared with the period before.
struct StatsCommand: Command {
    static let spec = CommandSpec(
        name: "stats",
        abstract: "Say a stats card: a headline figure and tiles, with the change against the period before.",
        positionals: [("FILE", "A CSV, TSV or JSON file with a column per metric; '-' reads standard input (default: the demo series).")],
        groups: [
            OptionGroup(
                title: "Card",
                options: [
                    .value("metric", "NAME", "The headline's name, heard in \"Loading NAME\" (default: the value column's name)."),
                    .value("aggregate", "HOW", "sum, average or latest: how a period's readings make the headline figure (default: sum)."),
                    .flag("up-is-bad", "A rise in the headline figure is bad news (a refund rate, a cost)."),
                    .value(
                        "tile", "SPEC",
                        "A tile: column=NAME[,label=TEXT][,format=FORMAT][,aggregate=HOW][,up=good|bad]; repeat for up to four.",
                        repeatable: true),
                    .value("range", "RANGE", "1W, 1M, 3M, 1Y or all (default: all)."),
                    .flag("sentiment", "Say whether each change is good or bad news."),
                    .flag("points", "List the readings of the range, each with its date worded for the points' spacing."),
                    .value("state", "STATE", "Say the copy for a state instead: loading or failure."),
                    .value("error-message", "TEXT", "With --state failure, the error's own text (default: check your connection)."),
                    OptionSpec.value("format", "FORMAT", "text or json (default: text)."),
                ]),
            OptionGroup(title: "Narration", options: SeriesOptions.narrationGroup.options.filter { $0.name != "summary" && $0.name != "unit" }),
            SeriesOptions.inputGroup,
        ],
        examples: [
            ("rangelens stats", "The demo series as a stats card, over every range."),
            (
                "rangelens stats sales.csv --value-column revenue --metric Revenue --value-format currency:USD --tile column=orders,label=Orders --tile \"column=refund_rate,label=Refund rate,format=percent,aggregate=average,up=bad\" --range 1M",
                "Revenue with two tiles for the last 30 days."
            ),
        ])

    /// A tile as the command line describes it.
    struct TileSpec {
        var column: ColumnReference
        var metric: StatsMetric
    }

    enum RangeChoice: String, CaseIterable {
        case week = "1W", month = "1M", quarter = "3M", year = "1Y", all
    }

    enum State: String, CaseIterable {
        case loading, failure
    }

    var options: SeriesOptions
    var metricName: String?
    var aggregate: PeriodAggregate
    var upIsGood: Bool
    var tiles: [TileSpec]
    var ranges: [StatsRange]
    var saysSentiment: Bool
    var listsPoints: Bool
    var state: State?
    var errorMessage: String?
    var format: OutputFormat

    init(arguments: ParsedArguments) throws(UsageError) {
        options = try SeriesOptions(arguments)
        metricName = arguments.value("metric")
        aggregate = try arguments.choice("aggregate", as: PeriodAggregate.self) ?? .sum
        upIsGood = !arguments.flag("up-is-bad")
        tiles = try arguments.allValues("tile").map { (text) throws(UsageError) in try Self.tile(text) }
        if tiles.count > 4 { throw UsageError(message: "a stats card has at most four tiles, but \(tiles.count) were given") }
        let choice = try arguments.choice("range", as: RangeChoice.self) ?? .all
        ranges = choice == .all ? StatsRange.allCases : [StatsRange(rawValue: choice.rawValue)!]
        saysSentiment = arguments.flag("sentiment")
        listsPoints = arguments.flag("points")
        state = try arguments.choice("state", as: State.self)
        errorMessage = arguments.value("error-message")
        format = try arguments.choice("format", as: OutputFormat.self) ?? .text
        if format == .ssml { throw UsageError(message: "'--format' for stats expects text or json, not 'ssml'") }
        if listsPoints, choice == .all { throw UsageError(message: "'--points' lists one range's readings; choose it with --range") }
        if errorMessage != nil, state != .failure { throw UsageError(message: "'--error-message' goes with '--state failure'") }
    }

    static func tile(_ text: String) throws(UsageError) -> TileSpec {
        var fields: [String: String] = [:]
        for part in text.split(separator: ",", omittingEmptySubsequences: true) {
            guard let equals = part.firstIndex(of: "=") else {
                throw UsageError(message: "'--tile' expects NAME=VALUE pairs separated by commas, such as column=orders,label=Orders; found '\(part)'")
            }
            let name = part[..<equals].trimmingCharacters(in: .whitespaces)
            guard ["column", "label", "format", "aggregate", "up"].contains(name) else {
                throw UsageError(message: "'--tile' knows column, label, format, aggregate and up, not '\(name)'")
            }
            fields[name] = part[part.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        }
        guard let column = fields["column"], !column.isEmpty else {
            throw UsageError(message: "'--tile' needs column=NAME (the values' column), in '\(text)'")
        }
        let format = try SeriesOptions.valueFormat(fields["format"], option: "tile format")
        var aggregate = PeriodAggregate.sum
        if let text = fields["aggregate"] {
            guard let chosen = PeriodAggregate(rawValue: text) else {
                throw UsageError(message: "'--tile' aggregate expects sum, average or latest, not '\(text)'")
            }
            aggregate = chosen
        }
        guard ["good", "bad", nil].contains(fields["up"]) else {
            throw UsageError(message: "'--tile' up expects good or bad, not '\(fields["up"]!)'")
        }
        let metric = StatsMetric(
            name: fields["label"] ?? column, format: format, aggregate: aggregate, upIsGood: fields["up"] != "bad")
        return TileSpec(column: ColumnReference(column), metric: metric)
    }

    func run(in context: CommandContext) throws(CommandFailure) {
        let copy = try options.loadCopy(in: context)
        let card = StatsCardNarrator(copy: copy, saysSentiment: saysSentiment)
        let calendar = options.calendar(for: copy)
        let input = try options.resolveInput(in: context)
        if case .demo = input, !tiles.isEmpty {
            throw CommandFailure(.usage, "tiles read other columns of a file; give a file along with --tile")
        }
        let headlineSource = try options.read(input, calendar: calendar, context: context, showsProgress: format != .json)
        let name = metricName ?? (headlineSource.isDemo ? copy.text(.demoName) : headlineSource.table?.valueColumnName) ?? copy.text(.demoName)
        let headline = StatsMetric(name: name, format: options.valueFormat, aggregate: aggregate, upIsGood: upIsGood)

        if let state {
            let sentences = state == .loading ? [card.loading(headline)] : card.failure(reason: errorMessage)
            switch format {
            case .json: Platform.writeOutput(Output.json(["state": .string(state.rawValue), "sentences": .array(sentences.map { JSONNode(.string($0)) })]))
            default: for sentence in sentences { context.say(sentence) }
            }
            return
        }

        var tileSeries: [(TileSpec, Series)] = []
        for tile in tiles {
            let source = try options.read(input, valueColumn: tile.column, calendar: calendar, context: context, showsProgress: false)
            tileSeries.append((tile, source.series))
        }
        if format == .text {
            for note in options.readingNotes(headlineSource, copy: copy, context: context) { context.note(note) }
        }

        var rangesJSON: [JSONNode] = []
        for range in ranges {
            let figure = card.headline(for: headline, in: headlineSource.series, range: range)
            let tileFigures = tileSeries.map { tile, series in (tile, card.tile(for: tile.metric, in: series, range: range)) }
            switch format {
            case .json:
                var object = JSONObject()
                object.append("range", .string(range.rawValue))
                object.append("writtenRange", .string(card.writtenName(of: range)))
                object.append("spokenRange", .string(card.spokenName(of: range)))
                object.append("span", .string(card.span(of: range)))
                object.append("headline", json(figure, metric: headline))
                object.append("tiles", .array(tileFigures.map { JSONNode(json($0.1, metric: $0.0.metric)) }))
                if listsPoints { object.append("points", .array(points(headlineSource.series, range: range, card: card, calendar: calendar, metric: headline).map { JSONNode(.string($0)) })) }
                rangesJSON.append(JSONNode(.object(object)))
            default:
                if ranges.count > 1 { context.say(card.spokenName(of: range)) }
                context.say(figure.sentence)
                for (_, tile) in tileFigures { context.say(tile.sentence) }
                if listsPoints {
                    for line in points(headlineSource.series, range: range, card: card, calendar: calendar, metric: headline) { context.say(line) }
                }
            }
        }
        if format == .json {
            Platform.writeOutput(Output.json([
                "locale": .string(copy.locale.identifier),
                "metric": .string(headline.name),
                "ranges": .array(rangesJSON),
            ]))
        }
    }

    /// "Mon, Oct 12, 8,412": each reading of the range with its date worded for the spacing.
    private func points(_ series: Series, range: StatsRange, card: StatsCardNarrator, calendar: BucketCalendar, metric: StatsMetric)
        -> [String]
    {
        guard let last = series.times.last, let window = series.window(days: range.days, endingAt: last) else {
            return [card.empty()]
        }
        let values = ValueFormatter(format: metric.format, locale: card.copy.locale.locale)
        return window.indices.map { index in
            card.copy.text(.dataPoint, card.pointDate(series.times[index], cadence: series.cadence, calendar: calendar), values.spoken(series.values[index]).text)
        }
    }

    private func json(_ figure: StatsFigure, metric: StatsMetric) -> JSONValue {
        [
            "name": .string(metric.name),
            "value": figure.value.map { JSONValue.number($0) } ?? .null,
            "change": figure.change.map { JSONValue.number($0) } ?? .null,
            "writtenValue": .optional(figure.writtenValue),
            "writtenChange": .optional(figure.writtenChange),
            "spokenChange": .optional(figure.spokenChange),
            "sentiment": .string(figure.sentiment.rawValue),
            "sentence": .string(figure.sentence),
        ]
    }
}

