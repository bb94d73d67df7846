import FileIO
import Narration
import SeriesIO
import SpanModel
import StringCatalog

/// The one way a command reads its series: one series of a file, or every series of a long
/// table (`--series`), prepared alike and handed back as one ``SeriesSet``, with every note
/// the reading made as a value (nothing is printed here).
///
/// One series chooses the range: the only one, or, of a long table, the one with the most
/// samples in the dates asked for (or overall, for `--last` and the opening window), the first
/// in the file's order when several tie. Its window is chosen from the options, with a note for
/// whatever differs from what was asked, and every other series shows what it holds on those
/// dates: a series that starts later or ends earlier shows less, and is left out of
/// comparisons; one with nothing there has an empty window. Dates asked for that hold no sample
/// of any series are an error.
struct SeriesLoader {
    var options: SeriesOptions
    /// Whether the notes on gaps and values counted as zero are said for a series read alone
    /// (a stats card leaves them out; with `--series` they are said, each led by its name).
    var saysCleaningOfOne = true

    init(_ options: SeriesOptions, saysCleaningOfOne: Bool = true) {
        self.options = options
        self.saysCleaningOfOne = saysCleaningOfOne
    }

    /// Where a series comes from: a file, bytes already read from standard input, or the demo.
    enum Input {
        case file(String)
        case bytes([UInt8], name: String)
        case demo

        var isDemo: Bool {
            if case .demo = self { return true }
            return false
        }
    }

    /// A series read, with what the reader counted (nothing for the demo series).
    struct Source {
        var series: Series
        var table: SeriesTable?
        var isDemo: Bool
    }

    /// Reads the series, prepares the copy and each series' narrator, and chooses the window.
    ///
    /// A failure after the copy was prepared carries the notes made so far (the catalogs'
    /// warnings, how the file was read), which the entry point says before the error.
    ///
    /// - Parameter showsProgress: whether progress may be shown (not with JSON output).
    func load(in context: CommandContext, showsProgress: Bool = true) throws(CommandFailure) -> SeriesSet {
        let copy = try options.loadCopy(in: context)
        let warnings = NarrationOptions.warnings(of: copy)
        var readingNotes: [String] = []
        do {
            return try load(
                copy: copy, warnings: warnings, readingNotes: &readingNotes, in: context, showsProgress: showsProgress)
        } catch {
            throw error.after(warnings + readingNotes)
        }
    }

    private func load(
        copy: NarrationCopy, warnings: [String], readingNotes: inout [String], in context: CommandContext,
        showsProgress: Bool
    ) throws(CommandFailure) -> SeriesSet {
        let calendar = options.calendar(for: copy)
        let input = try resolveInput(in: context)
        let isLongTable = options.seriesColumn != nil
        if isLongTable, input.isDemo {
            throw CommandFailure(
                .usage, "'--series' needs a file that holds several series (or '-' for standard input)")
        }
        let read = try readMembers(input, calendar: calendar, context: context, showsProgress: showsProgress)
        if let first = read.tables.first ?? nil {
            for note in first.readingNotes { readingNotes.append(Self.text(of: note, copy: copy)) }
        }
        let several = SeveralSeriesNarrator(copy: copy, summary: options.summary)
        let policy: CleaningPolicy = options.countsNegativeAsZero ? .negativeAsZero : .keepsSigns
        let today = options.today(calendar: calendar, context: context)
        // The columns were chosen once for the whole file: said once, before any series' notes.
        var dataNotes = (read.tables.first ?? nil).map { columnNotes($0, copy: copy) } ?? []
        var members: [NamedSeries] = []
        for (name, table) in zip(read.names, read.tables) {
            let series =
                table?.series(cleaning: policy)
                ?? DemoSeries.dailySteps(
                    endingOn: options.demoEnd?.dayNumber ?? calendar.dayNumber(of: context.now), calendar: calendar)
            let isDemo = table == nil
            let unit = options.unit.map(SpokenUnit.text) ?? (isDemo ? SpokenUnit.line(.demoUnit) : nil)
            // The demo's average is a daily average, which some languages say in its caption
            // ("1日平均"), unless the caller's catalog replaces the caption of every average.
            let demoCaption: CopyKey? =
                isDemo && options.unit == nil && options.summary == .average && !copy.isReplaced(.caption(.average))
                ? .demoAverageCaption : nil
            let narrator = RangeNarrator(
                series: series, calendar: calendar, copy: copy, unit: unit, summary: options.summary,
                valueFormat: options.valueFormat, minimumSpan: options.minimumSpan, today: today,
                caption: demoCaption, scale: options.scale(named: table?.valueColumnName),
                sharingWordingWith: members.first?.loaded.narrator)
            var memberNotes: [String] = []
            if let table { memberNotes += Self.dataNotes(table, copy: copy, warnings: &readingNotes) }
            if isLongTable || saysCleaningOfOne { memberNotes += narrator.cleaningNotes() }
            dataNotes += isLongTable ? memberNotes.map { several.lead(ShownText.escaped(name), $0) } : memberNotes
            members.append(
                NamedSeries(
                    name: name,
                    loaded: LoadedSeries(
                        series: series, calendar: calendar, copy: copy, narrator: narrator,
                        window: SampleWindow(start: 0, end: 0), table: table)))
        }
        let leader: Int
        if isLongTable {
            guard let chosen = try chooseLeader(members, calendar: calendar) else {
                throw CommandFailure(
                    .dataError, "none of the \(members.count) series in the file has a sample with a date")
            }
            leader = chosen
        } else {
            leader = 0
        }
        // The leader's window, chosen and noted as one series' is.
        var windowNotes: [String] = []
        members[leader].loaded.window = try chooseWindow(
            narrator: members[leader].loaded.narrator, calendar: calendar, notes: &windowNotes)
        dataNotes += isLongTable ? windowNotes.map { several.lead(members[leader].name, $0) } : windowNotes
        let leaderSeries = members[leader].loaded.series
        let range = members[leader].loaded.window
        var compared: [Int] = []
        for index in members.indices {
            if index == leader {
                compared.append(index)
                continue
            }
            let shared = leaderSeries.sharedDates(of: range, in: members[index].loaded.series, calendar: calendar)
            members[index].loaded.window = shared.window ?? SampleWindow(start: 0, end: 0)
            if shared.coversRange { compared.append(index) }
        }
        return SeriesSet(
            members: members, leader: leader, compared: compared, warnings: warnings, readingNotes: readingNotes,
            dataNotes: dataNotes, copy: copy, calendar: calendar, narrator: several, columnName: read.columnName,
            isLongTable: isLongTable, input: input)
    }

    /// The tables the input holds: one (no name), one per series of a long table (by name, in
    /// the file's order), or the demo series (no table).
    private func readMembers(
        _ input: Input, calendar: BucketCalendar, context: CommandContext, showsProgress: Bool
    ) throws(CommandFailure) -> (names: [String], tables: [SeriesTable?], columnName: String?) {
        guard let seriesColumn = options.seriesColumn else {
            if input.isDemo { return ([""], [nil], nil) }
            let source = try read(input, calendar: calendar, context: context, showsProgress: showsProgress)
            return ([""], [source.table], nil)
        }
        var readOptions = options.readOptions
        readOptions.calendar = calendar
        let collection: SeriesCollection
        do {
            switch input {
            case .file(let path):
                collection = try reading(path, with: readOptions, showsProgress: showsProgress, context: context) {
                    options throws(SeriesReadError) in
                    try SeriesReader.read(path: path, options: options, splittingBy: seriesColumn)
                }
            case .bytes(let bytes, let name):
                collection = try SeriesReader.read(
                    bytes: bytes, path: name, options: readOptions, splittingBy: seriesColumn)
            case .demo:
                preconditionFailure("the demo series was refused above")
            }
        } catch {
            throw CommandFailure(error)
        }
        return (collection.members.map(\.name), collection.members.map(\.table), collection.columnName)
    }

    /// Reads a file through `read`, with its progress shown when it may be (on a terminal, not
    /// quiet) and finished however the read ends.
    private func reading<Read>(
        _ path: String, with readOptions: SeriesReadOptions, showsProgress: Bool, context: CommandContext,
        _ read: (SeriesReadOptions) throws(SeriesReadError) -> Read
    ) throws(SeriesReadError) -> Read {
        var readOptions = readOptions
        let reporter =
            showsProgress && context.standardErrorIsTerminal && !context.isQuiet
            ? ProgressReporter(label: ShownText.escaped(path), style: options.progressStyle, context: context) : nil
        readOptions.progress = reporter.map { reporter in { @Sendable fraction in reporter.report(fraction) } }
        defer { reporter?.finish() }
        return try read(readOptions)
    }

    /// The input the options name: the file; standard input only when the file is `-` (read
    /// once, so that several columns can be read from it), never guessed because standard input
    /// is a pipe, since a command in a loop or a script must not swallow the loop's input; the
    /// demo series when no file is named.
    func resolveInput(in context: CommandContext) throws(CommandFailure) -> Input {
        guard let file = options.file else { return .demo }
        guard file == "-" else { return .file(file) }
        let bytes: [UInt8]
        do {
            bytes = try context.streams.seriesBytes()
        } catch {
            throw CommandFailure(error)
        }
        return .bytes(bytes, name: "<stdin>")
    }

    /// Reads one column of values (the `--value-column` one unless given) from the input.
    func read(
        _ input: Input, valueColumn: ColumnReference? = nil, calendar: BucketCalendar, context: CommandContext,
        showsProgress: Bool
    ) throws(CommandFailure) -> Source {
        var readOptions = options.readOptions
        readOptions.calendar = calendar
        if let valueColumn { readOptions.valueColumn = valueColumn }
        let policy: CleaningPolicy = options.countsNegativeAsZero ? .negativeAsZero : .keepsSigns
        do {
            switch input {
            case .file(let path):
                let table = try reading(path, with: readOptions, showsProgress: showsProgress, context: context) {
                    options throws(SeriesReadError) in
                    try SeriesReader.read(path: path, options: options)
                }
                return Source(series: table.series(cleaning: policy), table: table, isDemo: false)
            case .bytes(let bytes, let name):
                let table = try SeriesReader.read(bytes: bytes, path: name, options: readOptions)
                return Source(series: table.series(cleaning: policy), table: table, isDemo: false)
            case .demo:
                // The demo's step counts are never negative, so the policy changes nothing.
                let end = options.demoEnd?.dayNumber ?? calendar.dayNumber(of: context.now)
                return Source(
                    series: DemoSeries.dailySteps(endingOn: end, calendar: calendar), table: nil, isDemo: true)
            }
        } catch {
            throw CommandFailure(error)
        }
    }
    /// A note about how a file was read, in the language of the sentences: "Read as a European
    /// file: fields separated by ‘;’, decimal comma (1.234,5 is 1234.5); --decimal-point takes
    /// ‘.’ as the decimal mark.", "Als europäische Datei gelesen: …"; the two readings of a value
    /// in the locale's digits.
    static func text(of note: FormatNote, copy: NarrationCopy) -> String {
        switch note {
        case .readAsEuropean(let delimiter):
            let option = RemedyWording.settings.decimalPoint
            if delimiter == .tab { return copy.text(.noteEuropeanTab, option) }
            return copy.text(.noteEuropean, String(Character(Unicode.Scalar(delimiter.byte))), option)
        case .ambiguousValue(let cell, let column, let read, let other, let remedy, _):
            let option = RemedyWording.flag(remedy)
            let symbols = NumberSymbols(spokenFor: copy)
            // Ungrouped, so that neither reading can itself be read two ways.
            func number(_ value: Double) -> String {
                symbols.format(value, fractionDigits: 0...15, grouping: false).text
            }
            let shown = ControlCharacters.escaped(cell)
            switch column {
            case .name(let name):
                return copy.text(
                    .noteAmbiguous, shown, ControlCharacters.escaped(name), number(read), number(other), option)
            case .position(let position):
                return copy.text(
                    .noteAmbiguousPosition, shown, number(Double(position)), number(read), number(other), option)
            }
        case .readAsUTF16:
            // Written as said, with no dash before the number: "U T F 16".
            return copy.text(.noteUTF16, "UTF 16", "UTF 8")
        case .readAsUTF32:
            return copy.text(.noteUTF16, "UTF 32", "UTF 8")
        case .carriageReturnLineBreaks:
            return copy.text(.noteCarriageReturns)
        }
    }

    /// Sentences about what reading one table skipped or found twice.
    ///
    /// - Parameter warnings: where the warnings for skipped rows go, in the compiler's shape.
    static func dataNotes(_ table: SeriesTable, copy: NarrationCopy, warnings: inout [String]) -> [String] {
        let symbols = NumberSymbols(spokenFor: copy)
        func count(_ value: Int) -> CatalogArgument { .number(symbols.format(Double(value), fractionDigits: 0...0)) }
        var notes: [String] = []
        if table.skippedRowCount > 0 {
            notes.append(copy.text(.noteSkippedRows, [count(table.skippedRowCount)]))
            // Each in the compiler's shape, as a warning: the row was skipped, not refused.
            for problem in table.skippedRows {
                // The file's name is outside text; the row's text is quoted escaped already.
                var shown = problem
                shown.path = ShownText.escaped(problem.path)
                warnings.append(
                    shown.description(severity: "warning", wording: RemedyWording.flag) + "; the row is skipped")
            }
        }
        if table.duplicateDateCount > 0 { notes.append(copy.text(.noteDuplicates, [count(table.duplicateDateCount)])) }
        return notes
    }

    /// The columns the reader chose by itself where there was a choice to make, named so that
    /// a person knows what was read: the values' column in a file of more than two columns,
    /// and the dates' column when it is not the first.
    func columnNotes(_ table: SeriesTable, copy: NarrationCopy) -> [String] {
        var notes: [String] = []
        let words = RemedyWording.settings
        // A position in the locale's digits, as every other number of the sentence is.
        let symbols = NumberSymbols(spokenFor: copy)
        func inDigits(_ value: Int) -> String { symbols.format(Double(value), fractionDigits: 0...0).text }
        let choices = ColumnChoices(table: table, options: options.readOptions)
        if choices.dateChosenByDefault && (table.dateColumnPosition ?? 1) > 1 {
            if let name = table.dateColumnName {
                notes.append(copy.text(.noteDateColumn, ShownText.escaped(name), words.dateColumn))
            } else if let position = table.dateColumnPosition {
                notes.append(copy.text(.noteDateColumnPosition, inDigits(position), words.dateColumn))
            }
        }
        if choices.valueChosenByDefault {
            if let name = table.valueColumnName {
                notes.append(copy.text(.noteValueColumn, ShownText.escaped(name), words.valueColumn))
            } else if let position = table.valueColumnPosition {
                notes.append(copy.text(.noteValueColumnPosition, inDigits(position), words.valueColumn))
            }
        }
        return notes
    }

    /// The series whose window chooses the range several series are heard over: the one with
    /// the most samples in the dates asked for (overall, without dates), the first on a tie;
    /// `nil` when no series has a sample. Dates that hold no sample of any series are an error
    /// naming what the largest series covers.
    private func chooseLeader(_ members: [NamedSeries], calendar: BucketCalendar) throws(CommandFailure) -> Int? {
        var best: (index: Int, count: Int)?
        let start = try options.from.map { (text) throws(CommandFailure) in
            try instant(text, option: SeriesOptions.from, calendar: calendar, endOfDay: false)
        }
        let end = try options.to.map { (text) throws(CommandFailure) in
            try instant(text, option: SeriesOptions.to, calendar: calendar, endOfDay: true)
        }
        var largest: Int?
        for (index, member) in members.enumerated() where !member.loaded.series.isEmpty {
            let series = member.loaded.series
            if largest.map({ series.count > members[$0].loaded.series.count }) ?? true { largest = index }
            let count: Int
            if start != nil || end != nil {
                count =
                    series.selection(from: start, through: end, minimumSpan: 1, calendar: calendar)?.window.count ?? 0
            } else {
                count = series.count
            }
            if count > 0, count > (best?.count ?? 0) { best = (index, count) }
        }
        guard let largest else { return nil }
        guard let best else {
            let narrator = members[largest].loaded.narrator
            throw CommandFailure(
                .dataError,
                narrator.noSamplesMessage(from: start, through: end), shown: true)
        }
        return best.index
    }

    /// The window the options ask for, with a note for whatever differs from what was asked
    /// (a range reaching past the series, a window widened to the minimum span); a range of
    /// dates with no sample in it is an error that names the dates the series covers.
    private func chooseWindow(
        narrator: RangeNarrator, calendar: BucketCalendar, notes: inout [String]
    ) throws(CommandFailure)
        -> SampleWindow
    {
        let series = narrator.series
        let copy = narrator.copy
        let words = RemedyWording.settings
        guard !series.isEmpty else { return SampleWindow(start: 0, end: 0) }
        if let last = options.last {
            let window = series.window(last: last, minimumSpan: options.minimumSpan)
            if last > series.count {
                notes.append(copy.text(.noteLastEverything, narrator.spokenRange(window), words.lastSamples))
            } else if window.count > last {
                notes.append(
                    copy.text(.noteLastWidened, narrator.spokenRange(window), words.lastSamples, words.minimumSpan))
            }
            return window
        }
        guard options.from != nil || options.to != nil else {
            return series.openingWindow(minimumSpan: options.minimumSpan)
        }
        let start = try options.from.map { (text) throws(CommandFailure) in
            try instant(text, option: SeriesOptions.from, calendar: calendar, endOfDay: false)
        }
        let end = try options.to.map { (text) throws(CommandFailure) in
            try instant(text, option: SeriesOptions.to, calendar: calendar, endOfDay: true)
        }
        if let start, let end, end < start {
            throw CommandFailure(
                .usage, "'--to' (\(options.to!)) comes before '--from' (\(options.from!)); give the earlier date first")
        }
        guard
            let selection = series.selection(
                from: start, through: end, minimumSpan: options.minimumSpan, calendar: calendar)
        else {
            throw CommandFailure(.dataError, narrator.noSamplesMessage(from: start, through: end), shown: true)
        }
        let shown = narrator.spokenRange(selection.window)
        switch (selection.startsBeforeSeries, selection.endsAfterSeries) {
        case (true, true): notes.append(copy.text(.noteInsideRange, shown))
        case (true, false): notes.append(copy.text(.noteStartsLater, shown))
        case (false, true): notes.append(copy.text(.noteEndsEarlier, shown))
        case (false, false): break
        }
        if selection.widenedToMinimumSpan { notes.append(copy.text(.noteWidened, shown, words.minimumSpan)) }
        return selection.window
    }

    /// The instant a `--from` or `--to` date names; a date alone in `--to` means the end of that day.
    private func instant(
        _ text: String, option: OptionSpec, calendar: BucketCalendar, endOfDay: Bool
    ) throws(CommandFailure)
        -> Double
    {
        let date: DateArgument
        do {
            date = try DateArgument(parsing: text, calendar: calendar, pattern: options.readOptions.dateFormat)
        } catch {
            throw CommandFailure(.usage, "'\(option.longName)': \(RemedyWording.text(error.text))")
        }
        guard endOfDay, !date.hasTime else { return date.instant }
        return calendar.instant(dayNumber: date.dayNumberAfter) - 0.001
    }
}

extension SeriesOptions {
    /// The built-in catalogs and any replacements, prepared for the chosen locale.
    func loadCopy(in context: CommandContext) throws(CommandFailure) -> NarrationCopy {
        try narration.loadCopy(in: context)
    }

    /// The calendar days are counted in: the chosen time zone and the locale's first weekday.
    func calendar(for copy: NarrationCopy) -> BucketCalendar {
        BucketCalendar(timeZone: timeZone, firstWeekday: copy.locale.firstWeekday)
    }

    /// The day the year rule is judged against: `--today`, else the `--demo-end` day, else
    /// today in the calendar's time zone.
    func today(calendar: BucketCalendar, context: CommandContext) -> CivilDate {
        today ?? calendar.civilDate(of: context.now)
    }

    /// What the values are: as `--values` says, else from the unit and the value format, and
    /// with neither, from the name of the values' column (a column of temperatures).
    func scale(named column: String?) -> MeasurementScale {
        scale ?? MeasurementScale.inferred(unit: unit, valueFormat: valueFormat, name: unit == nil ? column : nil)
    }
}
