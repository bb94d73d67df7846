import FileIO
import JSONSyntax
import Narration
import SeriesIO
import SpanModel

/// `rangelens stats [FILE]`: the stats card's sentences for a headline metric and tiles over
/// 1W, 1M, 3M or 1Y, calendar periods ending with the latest reading's day, each compared with
/// the period of the same calendar length before it when the data covers both alike.
struct StatsCommand: Command {
    static let metric = OptionSpec.value(
        "metric", "NAME",
        "The headline's name, heard in \"Loading NAME\" (default: the value column's name).")
    static let aggregate = OptionSpec.choice(
        "aggregate", "HOW", PeriodAggregate.self, detail: ": how a period's readings make the headline figure",
        default: .value(
            .sum,
            note: "; a note suggests average or latest when the sum is of a level such as a balance or a temperature"
        ))
    static let upIsBad = OptionSpec.flag(
        "up-is-bad",
        "A rise in the headline figure is bad news (a refund rate, a cost).")
    static let tile = OptionSpec.value(
        "tile", "SPEC",
        "A tile: column=NAME[,label=TEXT][,format=FORMAT][,aggregate=HOW][,up=good|bad]; repeat for up to four.",
        repeatable: true)
    static let rangeOption = OptionSpec.choice(
        "range", "RANGE", RangeChoice.self, default: .value(.month),
        tail: ". A range shorter than the time between readings is replaced by the next one that is not, with a note.")
    static let sentiment = OptionSpec.flag("sentiment", "Say whether each change is good or bad news.")
    static let points = OptionSpec.flag(
        "points",
        "List the readings of the range, each with its date worded for the points' spacing.")
    static let stateOption = OptionSpec.choice(
        "state", "STATE", State.self, lead: "Say the copy for a state instead: ")
    static let errorMessage = OptionSpec.value(
        "error-message", "TEXT",
        "With --state failure, the error's own text (default: check your connection).")
    static let format = OutputFormat.option(accepting: [.text, .json])

    static let spec = CommandSpec(
        name: "stats",
        abstract: "Say a stats card: a headline figure and tiles, with the change against the period before.",
        positionals: [
            (
                "FILE",
                "A CSV, TSV or JSON file with a column per metric; '-' reads standard input (default: the demo series)."
            )
        ],
        groups: [
            OptionGroup(
                title: "Card",
                options: [
                    metric,
                    aggregate,
                    upIsBad,
                    tile,
                    rangeOption,
                    sentiment,
                    points,
                    stateOption,
                    errorMessage,
                    format,
                ]),
            // A card's figures are calendar periods' sums, averages or latest readings
            // (--aggregate), never a window's summary.
            SeriesOptions.narrationGroup.leavingOut([SeriesOptions.summary]),
            SeriesOptions.inputGroup,
        ],
        examples: [
            ("rangelens stats", "The demo series as a stats card for the past month."),
            (
                "rangelens stats --range all --today 2026-11-29 --demo-end 2026-11-29",
                "Every range, the same on any day."
            ),
            (
                "rangelens stats sales.csv --value-column revenue --metric Revenue --value-format currency:USD --tile column=orders,label=Orders --tile \"column=refund_rate,label=Refund rate,format=percent,aggregate=average,up=bad\" --range 1M",
                "Revenue with two tiles for the past month."
            ),
        ])

    /// A tile as the command line describes it.
    struct TileSpec {
        var column: ColumnReference
        var metric: StatsMetric
        /// Whether the spec says how the readings add up (`aggregate=`), so that no note
        /// second-guesses it.
        var choosesAggregate: Bool
    }

    enum RangeChoice: String, CaseIterable {
        case week = "1W"
        case month = "1M"
        case quarter = "3M"
        case year = "1Y"
        case all
    }

    enum State: String, CaseIterable {
        case loading, failure
    }

    var options: SeriesOptions
    var metricName: String?
    var aggregate: PeriodAggregate
    /// Whether `--aggregate` was given, so that no note second-guesses it.
    var choosesAggregate: Bool
    var upIsGood: Bool
    var tiles: [TileSpec]
    var rangeChoice: RangeChoice
    var saysSentiment: Bool
    var listsPoints: Bool
    var state: State?
    var errorMessage: String?
    var format: OutputFormat
    var notesGoIntoJSON: Bool { format == .json }

    init(arguments: ParsedArguments) throws(UsageError) {
        options = try SeriesOptions(arguments)
        // Names and the reason come from outside: shown as a terminal may show them.
        metricName = arguments.value(Self.metric).map(ShownText.escaped)
        aggregate = try arguments.chosen(Self.aggregate, as: PeriodAggregate.self)
        choosesAggregate = arguments.has(Self.aggregate)
        upIsGood = !arguments.flag(Self.upIsBad)
        tiles = try arguments.allValues(Self.tile).map { (text) throws(UsageError) in try Self.tile(text) }
        if tiles.count > 4 {
            throw UsageError(message: "a stats card has at most four tiles, but \(tiles.count) were given")
        }
        rangeChoice = try arguments.chosen(Self.rangeOption, as: RangeChoice.self)
        saysSentiment = arguments.flag(Self.sentiment)
        listsPoints = arguments.flag(Self.points)
        state = try arguments.choice(Self.stateOption, as: State.self)
        errorMessage = arguments.value(Self.errorMessage).map(ShownText.escaped)
        format = try arguments.chosen(Self.format, as: OutputFormat.self)
        if listsPoints, rangeChoice == .all {
            throw UsageError(message: "'--points' lists one range's readings; choose it with --range")
        }
        if errorMessage != nil, state != .failure {
            throw UsageError(message: "'--error-message' goes with '--state failure'")
        }
        if options.seriesColumn != nil, !tiles.isEmpty {
            throw UsageError(
                message: "'--series' makes each series a tile of the card, so it cannot be used with '--tile'")
        }
        if options.seriesColumn != nil, listsPoints {
            throw UsageError(
                message: "'--points' lists one metric's readings; pick one series with --where COLUMN=VALUE")
        }
        if options.seriesColumn != nil, state != nil {
            throw UsageError(message: "'--state' says one metric's copy, so it cannot be used with '--series'")
        }
    }

    static func tile(_ text: String) throws(UsageError) -> TileSpec {
        var fields: [String: String] = [:]
        for part in text.split(separator: ",", omittingEmptySubsequences: true) {
            guard let equals = part.firstIndex(of: "=") else {
                throw UsageError(
                    message:
                        "'--tile' expects NAME=VALUE pairs separated by commas, such as column=orders,label=Orders; found '\(part)'"
                )
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
                let words = OptionChoices.english(PeriodAggregate.allCases.map(\.rawValue))
                throw UsageError(message: "'--tile' aggregate expects \(words), not '\(text)'")
            }
            aggregate = chosen
        }
        guard ["good", "bad", nil].contains(fields["up"]) else {
            throw UsageError(message: "'--tile' up expects good or bad, not '\(fields["up"]!)'")
        }
        let metric = StatsMetric(
            name: ShownText.escaped(fields["label"] ?? column), format: format, aggregate: aggregate,
            upIsGood: fields["up"] != "bad")
        return TileSpec(column: ColumnReference(column), metric: metric, choosesAggregate: fields["aggregate"] != nil)
    }

    var files: CommandFiles { options.inputFiles }

    /// The card: with one series, its headline and the tiles (other columns of the same
    /// file); with the series of a long table (`--series`), a tile each and no headline. The
    /// notes go on standard error with text, into the JSON's `notes` with JSON.
    func run(in context: CommandContext) throws(CommandFailure) {
        // A stats card says no notes on the gaps of the series it is read alone from.
        let set = try SeriesLoader(options, saysCleaningOfOne: false).load(
            in: context, showsProgress: format != .json)
        let copy = set.copy
        let calendar = set.calendar
        let card = StatsCardNarrator(
            copy: copy, calendar: calendar, today: options.today(calendar: calendar, context: context),
            saysSentiment: saysSentiment)
        if set.input.isDemo, !tiles.isEmpty {
            throw CommandFailure(.usage, "tiles read other columns of a file; give a file along with --tile").after(
                set.warnings)
        }
        var notes: [String] = []
        // The headline and tiles, each with its series; with --series, every series of the
        // long table is a tile and the card has no headline of its own.
        var headlineFigure: (metric: StatsMetric, series: Series)?
        var tileSeries: [(metric: StatsMetric, series: Series)] = []
        // The figures whose sum may be of a level, with how to ask for another aggregate.
        var summedLevels: [(metric: StatsMetric, series: Series, average: String, latest: String)] = []
        if set.isLongTable {
            for member in set.members {
                let metric = metric(named: member.name, column: member.loaded.table?.valueColumnName)
                tileSeries.append((metric, member.loaded.series))
                if !choosesAggregate {
                    summedLevels.append(
                        (
                            metric, member.loaded.series, RemedyWording.settings.averageReading,
                            RemedyWording.settings.latestReading
                        ))
                }
            }
        } else {
            let headlineSource = set.lead
            let name =
                metricName
                ?? (headlineSource.table == nil
                    ? copy.text(.demoName) : headlineSource.table?.valueColumnName.map(ShownText.escaped))
                ?? copy.text(.demoName)
            let headline = metric(named: name, column: headlineSource.table?.valueColumnName)
            if !choosesAggregate {
                summedLevels.append(
                    (
                        headline, headlineSource.series, RemedyWording.settings.averageReading,
                        RemedyWording.settings.latestReading
                    ))
            }
            if let state {
                // The copy for a state says nothing of the data: only the catalogs' warnings.
                if format != .json { for warning in set.warnings { context.note(warning) } }
                let sentences = state == .loading ? [card.loading(headline)] : card.failure(reason: errorMessage)
                switch format {
                case .json:
                    context.write(
                        Output.json([
                            "state": .string(state.rawValue),
                            "sentences": .array(sentences.map { JSONNode(.string($0)) }),
                            "notes": .array((context.environmentNotes + set.warnings).map { JSONNode(.string($0)) }),
                        ]))
                default: for sentence in sentences { context.say(sentence) }
                }
                return
            }
            let loader = SeriesLoader(options)
            for tile in tiles {
                do {
                    let source = try loader.read(
                        set.input, valueColumn: tile.column, calendar: calendar, context: context,
                        showsProgress: false)
                    tileSeries.append((tile.metric, source.series))
                    if !tile.choosesAggregate {
                        summedLevels.append((tile.metric, source.series, "aggregate=average", "aggregate=latest"))
                    }
                } catch {
                    throw error.after(set.warnings)
                }
            }
            headlineFigure = (headline, headlineSource.series)
        }
        notes += set.notes

        // Every figure of the card ends with the latest day of any of its series, so tiles
        // share the headline's periods; the ranges offered follow the spacing of the headline's
        // series (with --series, of the series with the most readings).
        let allSeries = (headlineFigure.map { [$0.series] } ?? []) + tileSeries.map(\.series)
        let lastDay = allSeries.compactMap { $0.times.last.map { calendar.dayNumber(of: $0) } }.max()
        guard let spacing = headlineFigure?.series ?? tileSeries.map(\.series).max(by: { $0.count < $1.count }) else {
            return
        }
        let shown = rangesToShow(for: spacing, card: card, notes: &notes)
        // A level summed says so once, when some period of the card adds up more than one reading.
        for level in summedLevels
        where shown.contains(where: { range, _ in
            (level.series.window(
                of: range.length.period(endingWith: lastDay ?? 0), calendar: calendar)?.count ?? 0) > 1
        }) {
            if let note = card.sumOfLevelNote(for: level.metric, average: level.average, latest: level.latest) {
                notes.append(note)
            }
        }

        var rangesJSON: [JSONNode] = []
        var lines: [String] = []
        for (range, requested) in shown {
            let figure = headlineFigure.map { headline in
                (
                    metric: headline.metric,
                    figure: card.headline(for: headline.metric, in: headline.series, range: range, endingWith: lastDay)
                )
            }
            let tileFigures = tileSeries.map { tile in
                (tile.metric, card.tile(for: tile.metric, in: tile.series, range: range, endingWith: lastDay))
            }
            var figureNotes = figure.map { card.notes(for: $0.figure, metric: $0.metric) } ?? []
            for (metric, tileFigure) in tileFigures { figureNotes += card.notes(for: tileFigure, metric: metric) }
            notes += figureNotes
            let points: [StatsPoint] =
                if listsPoints, let headlineFigure {
                    card.points(
                        of: headlineFigure.series, metric: headlineFigure.metric, range: range, endingWith: lastDay)
                } else {
                    []
                }
            switch format {
            case .json:
                var object = JSONObject()
                object.append("range", .string(range.rawValue))
                if requested != range { object.append("requestedRange", .string(requested.rawValue)) }
                object.append("writtenRange", .string(card.writtenName(of: range)))
                object.append("spokenRange", .string(card.spokenName(of: range)))
                object.append("span", .string(card.span(of: range)))
                if let comparison = (figure?.figure ?? tileFigures.first?.1)?.comparison {
                    object.append("period", Self.json(comparison.period))
                    object.append("earlierPeriod", Self.json(comparison.earlierPeriod))
                }
                object.append("headline", figure.map { json($0.figure, metric: $0.metric) } ?? .null)
                object.append("tiles", .array(tileFigures.map { JSONNode(json($0.1, metric: $0.0)) }))
                if listsPoints {
                    object.append("points", .array(points.map { JSONNode(Self.json($0)) }))
                }
                object.append("notes", .array(figureNotes.map { JSONNode(.string($0)) }))
                rangesJSON.append(JSONNode(.object(object)))
            default:
                if shown.count > 1 || figure == nil { lines.append(card.spokenName(of: range)) }
                if let figure { lines.append(figure.figure.sentence) }
                lines += tileFigures.map { $0.1.sentence }
                if listsPoints { lines += points.isEmpty ? [card.empty()] : points.map(\.sentence) }
            }
        }
        if format == .json {
            var object = JSONObject()
            object.append("locale", .string(copy.locale.identifier))
            object.append("metric", headlineFigure.map { .string($0.metric.name) } ?? .null)
            object.append("today", .string(card.today.description))
            object.append("notes", .array((context.environmentNotes + notes).map { JSONNode(.string($0)) }))
            object.append("ranges", .array(rangesJSON))
            context.write(Output.json(.object(object)))
        } else {
            for note in notes { context.note(note) }
            for line in lines { context.say(line) }
        }
    }

    /// The ranges to show, each with the range asked for: a range finer than the data's
    /// spacing is replaced by the smallest one that is not (one range asked for) or left out
    /// (every range), with a note saying so.
    private func rangesToShow(
        for series: Series, card: StatsCardNarrator, notes: inout [String]
    ) -> [(StatsRange, StatsRange)] {
        switch rangeChoice {
        case .all:
            var offered = card.offeredRanges(for: series)
            if offered.isEmpty { offered = [.year] }
            for range in StatsRange.allCases where !offered.contains(range) {
                notes.append(card.rangeLeftOutNote(range))
            }
            return offered.map { ($0, $0) }
        default:
            let requested = StatsRange(rawValue: rangeChoice.rawValue)!
            let shown = card.range(toShowFor: requested, in: series)
            if shown != requested { notes.append(card.rangeTooFineNote(requested: requested, shown: shown)) }
            return [(shown, requested)]
        }
    }

    /// A metric from the command line's options: the unit, the value format and what the
    /// values are (`--values`, else inferred from the unit, the format and the column's name).
    private func metric(named name: String, column: String?) -> StatsMetric {
        let scale = options.scale(named: column ?? name)
        return StatsMetric(
            name: name, format: options.valueFormat, aggregate: aggregate, upIsGood: upIsGood, scale: scale,
            unit: options.unit,
            isLevel: options.valuesAreLevels
                ?? StatsMetric.isLevel(name: name + " " + (column ?? ""), unit: options.unit, scale: scale))
    }

    /// How a change is measured, as the JSON names it.
    private static func kind(_ measure: ChangeMeasure) -> String {
        switch measure {
        case .percentage: "percentage"
        case .percentagePoints: "percentagePoints"
        case .amount: "amount"
        }
    }

    /// The change in percentage points, when it is said in them.
    private static func points(_ measure: ChangeMeasure) -> Double? {
        if case .percentagePoints(let points) = measure { return points }
        return nil
    }

    /// The figure minus the earlier period's, in the figure's own unit.
    private static func difference(_ comparison: PeriodComparison?) -> JSONValue {
        guard let current = comparison?.current, let previous = comparison?.previous else { return .null }
        return .number(current - previous)
    }

    private static func json(_ period: DayPeriod) -> JSONValue {
        [
            "from": .string(CivilDate(dayNumber: period.firstDay).description),
            "through": .string(CivilDate(dayNumber: period.lastDay).description),
        ]
    }

    private static func json(_ point: StatsPoint) -> JSONValue {
        [
            "date": .string(Output.isoInstant(point.time)),
            "value": point.value.isNaN ? .null : .number(point.value),
            "writtenDate": .string(point.writtenDate),
            "writtenValue": .string(point.writtenValue),
            "sentence": .string(point.sentence),
        ]
    }

    private func json(_ figure: StatsFigure, metric: StatsMetric) -> JSONValue {
        let comparison = figure.comparison
        let reason = figure.reasonForNoChange
        return [
            "name": .string(metric.name),
            "value": figure.value.map { JSONValue.number($0) } ?? .null,
            "change": figure.change.map { JSONValue.number($0) } ?? .null,
            "changeKind": .optional(figure.measure.map(Self.kind)),
            "difference": figure.measure != nil ? Self.difference(comparison) : .null,
            "changePoints": figure.measure.flatMap(Self.points).map { JSONValue.number($0) } ?? .null,
            "compared": .bool(figure.measure != nil),
            "periodName": .optional(figure.periodName),
            "earlierPeriodName": .optional(figure.earlierPeriodName),
            "noChangeBecause": .optional(reason?.explanation),
            "reason": .optional(reason?.rawValue),
            "readings": .number(comparison?.window?.count ?? 0),
            "earlierReadings": .number(comparison?.earlierWindow?.count ?? 0),
            "coversPeriodFromStart": .bool(comparison?.coversPeriodFromStart ?? false),
            "previousValue": comparison?.previous.map { JSONValue.number($0) } ?? .null,
            "writtenValue": .optional(figure.writtenValue),
            "writtenChange": .optional(figure.writtenChange),
            "spokenChange": .optional(figure.spokenChange),
            "sentiment": .string(figure.sentiment.rawValue),
            "sentence": .string(figure.sentence),
        ]
    }
}
