import FileIO
import Foundation
import Narration
import SeriesIO
import SpanModel
import StringCatalog

/// The options every command that reads a series shares: where the series comes from, which
/// window to show, and how to speak it.
struct SeriesOptions {
    // Input.
    static let inputFormat = OptionSpec.choice(
        "input-format", "FORMAT", "csv, tsv or json (default: from the file's extension, else detected).",
        InputFormat.self)
    static let dateColumn = OptionSpec.value(
        "date-column", "COLUMN",
        "The dates' column, by name or position from 1 (default: the first that reads as dates).")
    static let valueColumn = OptionSpec.value(
        "value-column", "COLUMN",
        "The values' column, by name or position from 1 (default: the first that reads as numbers).")
    static let whereFilter = OptionSpec.value(
        "where", "COLUMN=VALUE",
        "Keep only rows whose COLUMN equals VALUE; repeat for other columns (all must hold) or for more values of one "
            + "column (any may).",
        repeatable: true)
    static let series = OptionSpec.value(
        "series", "COLUMN",
        "Read one series per value of COLUMN (a long table, e.g. prices by symbol), in the file's order.")
    static let dateFormat = OptionSpec.value(
        "date-format", "PATTERN",
        "How the dates are written, e.g. dd.MM.yyyy, MM/yyyy or yyyy (default: ISO 8601, YYYY/MM/DD, YYYY-MM, YYYY).")
    static let delimiter = OptionSpec.value(
        "delimiter", "CHAR",
        "The character between fields: ',', ';', tab or '|' (default: ',' or ';', found from the first lines).")
    static let decimalComma = OptionSpec.flag(
        "decimal-comma", "Numbers use ',' as the decimal mark, e.g. 1.234,5 (default: found from the first rows).")
    static let decimalPoint = OptionSpec.flag(
        "decimal-point", "Numbers use '.' as the decimal mark, even in a ';'-separated file.")
    static let header = OptionSpec.flag("header", "The first row names the columns (default: detected).")
    static let noHeader = OptionSpec.flag("no-header", "The first row is data (default: detected).")
    static let skipBadRows = OptionSpec.flag(
        "skip-bad-rows", "Count and skip rows that cannot be read instead of stopping.")
    static let negativeAsZero = OptionSpec.flag(
        "negative-as-zero",
        "Count negative values as zero, as for step counts (default: values keep their signs); every change is "
            + "counted and said.")
    static let demoEnd = OptionSpec.value(
        "demo-end", "DATE", "The last day of the demo series, YYYY-MM-DD (default: today); also sets --today.")
    static let progress = OptionSpec.choice(
        "progress", "STYLE",
        "Progress on a terminal for long reads: percent (rewritten) or lines (a line every tenth).",
        ProgressReporter.Style.self)

    static let inputGroup = OptionGroup(
        title: "Input",
        options: [
            inputFormat, dateColumn, valueColumn, whereFilter, series, dateFormat, delimiter, decimalComma,
            decimalPoint, header, noHeader, skipBadRows, negativeAsZero, demoEnd, progress,
        ])

    // Window.
    static let last = OptionSpec.value("last", "N", "Show the last N samples.")
    static let from = OptionSpec.value(
        "from", "DATE", "Show from the first sample on or after DATE (YYYY-MM-DD or a date-time).")
    static let to = OptionSpec.value(
        "to", "DATE", "Show up to the last sample on or before DATE; a date alone means the whole day.")
    static let minimumSpan = OptionSpec.value(
        "minimum-span", "N", "The fewest samples a window may hold (default: 7).")

    static let windowGroup = OptionGroup(title: "Window", options: [last, from, to, minimumSpan])

    // Narration.
    static let summary = OptionSpec.choice(
        "summary", "KIND", "average, total, maximum or minimum (default: average).", SummaryKind.self)
    static let unit = OptionSpec.value(
        "unit", "TEXT", "The unit spoken after each value, e.g. \"steps a day\".")
    static let valueFormat = OptionSpec.value(
        "value-format", "FORMAT",
        "number, number:N, percent, currency:USD[:whole], compact or duration (default: whole numbers from 100, "
            + "one decimal below).")
    static let locale = OptionSpec.value(
        "locale", "ID",
        "The language and region to speak, e.g. en-GB (default: LC_ALL, LC_MESSAGES or LANG, else en).")
    static let timeZone = OptionSpec.value(
        "time-zone", "ID", "The time zone days are counted in, e.g. Europe/Berlin (default: UTC).")
    static let today = OptionSpec.value(
        "today", "DATE",
        "The day taken as today, YYYY-MM-DD: dates in its year are said without the year (default: the --demo-end "
            + "day, else today).")
    static let catalog = OptionSpec.value(
        "catalog", "FILE", "A String Catalog whose lines replace built-in ones; repeatable.", repeatable: true)
    static let values = OptionSpec.choice(
        "values", "KIND",
        "amounts, levels, temperatures or rates: how a change is said (a percentage, in the unit, in "
            + "percentage points; default: from the unit, the value format and the column's name); levels "
            + "(a balance, a headcount) are amounts that a stats card does not add up.",
        ValuesKind.self)

    static let narrationGroup = OptionGroup(
        title: "Narration", options: [summary, unit, valueFormat, values, locale, timeZone, today, catalog])

    var file: String?
    var readOptions: SeriesReadOptions
    var progressStyle: ProgressReporter.Style
    var countsNegativeAsZero: Bool
    var demoEnd: CivilDate?
    var today: CivilDate?
    var last: Int?
    var from: String?
    var to: String?
    var minimumSpan: Int
    var summary: SummaryKind
    var unit: String?
    var valueFormat: ValueFormat
    /// What the values are, when the caller says so (`--values`).
    var scale: MeasurementScale?
    /// Whether the caller says the values are levels (`--values levels`), or not (another kind).
    var valuesAreLevels: Bool?
    var timeZone: TimeZone
    var narration: NarrationOptions

    /// The column that tells the series of a long table apart (`--series`), when several are read.
    var seriesColumn: ColumnReference?

    init(_ arguments: ParsedArguments, fileArgument: Int? = 0) throws(UsageError) {
        file = fileArgument.flatMap { arguments.positional($0) }
        readOptions = try Self.readOptions(arguments)
        if let text = arguments.value(Self.series) {
            seriesColumn = try Self.column(text, option: Self.series)
        }
        progressStyle = try arguments.choice(Self.progress, as: ProgressReporter.Style.self) ?? .percent
        countsNegativeAsZero = arguments.flag(Self.negativeAsZero)
        demoEnd = try Self.day(arguments.value(Self.demoEnd), option: Self.demoEnd)
        today = try Self.day(arguments.value(Self.today), option: Self.today) ?? demoEnd
        try arguments.refuseTogether(Self.last, Self.from)
        try arguments.refuseTogether(Self.last, Self.to)
        try arguments.refuseTogether(Self.header, Self.noHeader)
        last = try arguments.integer(Self.last, in: 1...Int.max)
        from = arguments.value(Self.from)
        to = arguments.value(Self.to)
        minimumSpan = try arguments.integer(Self.minimumSpan, in: 1...Int.max) ?? 7
        summary = try arguments.choice(Self.summary, as: SummaryKind.self) ?? .average
        unit = try Self.unit(arguments.value(Self.unit))
        valueFormat = try Self.valueFormat(arguments.value(Self.valueFormat))
        let kind = try arguments.choice(Self.values, as: ValuesKind.self)
        scale = kind?.scale
        valuesAreLevels = kind.map { $0 != .amounts }
        if let zone = arguments.value(Self.timeZone) {
            guard let timeZone = TimeZone(identifier: zone) else {
                throw UsageError(
                    message: "'--time-zone' expects a time zone such as UTC or Europe/Berlin, not '\(zone)'")
            }
            self.timeZone = timeZone
        } else {
            timeZone = TimeZone(identifier: "UTC")!
        }
        narration = NarrationOptions(arguments)
    }

    /// The unit spoken after each value. A control character (a line break, an escape, NUL) or a
    /// direction override in it would reach a terminal, a speech engine or an SSML document as
    /// it is (and make the SSML invalid), so it is refused.
    static func unit(_ text: String?) throws(UsageError) -> String? {
        guard let text else { return nil }
        if let control = text.unicodeScalars.first(where: {
            $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || (0x202A...0x202E).contains($0.value)
        }) {
            let hex = String(control.value, radix: 16, uppercase: true)
            throw UsageError(
                message:
                    "'--unit' holds the control character U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex), which must not reach a terminal or a speech engine; remove it"
            )
        }
        guard text.count <= 200 else {
            throw UsageError(
                message: "'--unit' is \(text.count) characters long; a unit is at most 200, such as \"steps a day\"")
        }
        return text
    }

    /// A day given as an option's value, `YYYY-MM-DD`.
    private static func day(_ text: String?, option: OptionSpec) throws(UsageError) -> CivilDate? {
        guard let text else { return nil }
        do {
            return CivilDate(dayNumber: try DateArgument(parsing: text, calendar: BucketCalendar()).dayNumber)
        } catch {
            throw UsageError(message: "'\(option.longName)': \(error.message)")
        }
    }

    static func readOptions(_ arguments: ParsedArguments) throws(UsageError) -> SeriesReadOptions {
        var options = SeriesReadOptions()
        options.format = try arguments.choice(inputFormat, as: InputFormat.self)
        if arguments.flag(header) { options.hasHeader = true }
        if arguments.flag(noHeader) { options.hasHeader = false }
        options.dateColumn = try arguments.value(dateColumn).map { (text) throws(UsageError) in
            try column(text, option: dateColumn)
        }
        options.valueColumn = try arguments.value(valueColumn).map { (text) throws(UsageError) in
            try column(text, option: valueColumn)
        }
        for text in arguments.allValues(whereFilter) {
            guard let filter = RowFilter(argument: text) else {
                throw UsageError(message: "'--where' expects COLUMN=VALUE, such as region=EU, not '\(text)'")
            }
            options.filters.append(filter)
        }
        if let pattern = arguments.value(dateFormat) {
            do {
                options.dateFormat = try DatePattern(pattern)
            } catch {
                throw UsageError(message: "'--date-format': \(error.description)")
            }
        }
        options.skipsBadRows = arguments.flag(skipBadRows)
        if let text = arguments.value(delimiter) {
            guard let delimiter = FieldDelimiter(argument: text) else {
                throw UsageError(message: "'--delimiter' expects ',', ';', tab or '|', not '\(text)'")
            }
            options.delimiter = delimiter
        }
        try arguments.refuseTogether(decimalComma, decimalPoint)
        if arguments.flag(decimalComma) { options.decimalMark = .comma }
        if arguments.flag(decimalPoint) { options.decimalMark = .point }
        return options
    }

    private static func column(_ text: String, option: OptionSpec) throws(UsageError) -> ColumnReference {
        let reference = ColumnReference(text)
        if case .position(let position) = reference, position < 1 {
            throw UsageError(message: "'\(option.longName)' counts columns from 1, not \(position)")
        }
        if text.isEmpty { throw UsageError(message: "'\(option.longName)' needs a column name or position") }
        return reference
    }

    static func valueFormat(_ text: String?, option: String = "value-format") throws(UsageError) -> ValueFormat {
        guard let text else { return .automatic }
        do {
            return try ValueFormat(argument: text)
        } catch {
            throw UsageError(message: "'--\(option)' \(error.description)")
        }
    }

}

/// One series of a long table, by the name its column gives it, ready to narrate.
///
/// Its name is outside text: ``name`` is as a terminal and a sentence show it (control
/// characters in their visible form, ``FileIO/ShownText``), ``written`` as the file writes it,
/// for JSON (which escapes it its own way) and for matching.
struct NamedSeries {
    /// The name as sentences and terminals show it: `A\u{001B}[2J` for a name holding ESC.
    var name: String
    /// The name as the file writes it.
    var written: String
    var loaded: LoadedSeries

    init(name: String, loaded: LoadedSeries) {
        self.name = ShownText.escaped(name)
        self.written = name
        self.loaded = loaded
    }
}

/// Several series of a long table, read together (`--series`), each with its window over the
/// dates one of them chose.
struct SeveralSeries {
    /// The series in the file's order.
    var members: [NamedSeries]
    /// The member whose window chose the dates.
    var leader: Int
    /// The members whose windows cover those dates from first to last: the ones compared.
    var compared: [Int]
    /// Notes for standard error: the columns chosen, the window, then each series' own, led by
    /// its name.
    var notes: [String]
    var copy: NarrationCopy
    var calendar: BucketCalendar
    var narrator: SeveralSeriesNarrator
    /// The column that tells the series apart, as the file names it.
    var columnName: String?

    /// The leader's window: the dates every series is heard over.
    var range: SampleWindow { members[leader].loaded.window }

    /// The spoken range of those dates.
    var spokenRange: String { members[leader].loaded.narrator.spokenRange(range) }

    /// Each member as the narrator of several series takes it.
    var narrated: [SeveralSeriesNarrator.Member] {
        members.map {
            SeveralSeriesNarrator.Member(name: $0.name, narrator: $0.loaded.narrator, window: $0.loaded.window)
        }
    }

    /// The line comparing the series that cover the whole range, with a note naming any left
    /// out; `nil` when fewer than two can be compared.
    func comparison() -> (comparison: SeveralSeriesNarrator.Comparison, members: [Int], leftOut: [String])? {
        let all = narrated
        guard let found = narrator.comparison(of: compared.map { all[$0] }) else { return nil }
        let leftOut = members.indices.filter { !compared.contains($0) && !members[$0].loaded.window.isEmpty }.map {
            members[$0].name
        }
        var comparison = found
        comparison.highest = compared[found.highest]
        comparison.lowest = compared[found.lowest]
        return (comparison, compared, leftOut)
    }
}

/// A series ready to narrate: the prepared series, its calendar, the copy, the narrator and
/// the window chosen by the options.
struct LoadedSeries {
    var series: Series
    var calendar: BucketCalendar
    var copy: NarrationCopy
    var narrator: RangeNarrator
    var window: SampleWindow
    /// Sentences about what reading chose and found and what the window differs from what
    /// was asked, for standard error.
    var notes: [String]
    /// What the reader read, with its counts and columns (`nil` for the demo series).
    var table: SeriesTable?
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

    /// Reads the series, prepares the copy and the narrator, and chooses the window.
    ///
    /// - Parameter showsProgress: whether progress may be shown (not with JSON output).
    func load(in context: CommandContext, showsProgress: Bool = true) throws(CommandFailure) -> LoadedSeries {
        let copy = try loadCopy(in: context)
        let calendar = calendar(for: copy)
        let input = try resolveInput(in: context)
        let source = try read(input, calendar: calendar, context: context, showsProgress: showsProgress)
        let series = source.series
        let spokenUnit = unit.map(SpokenUnit.text) ?? (source.isDemo ? SpokenUnit.line(.demoUnit) : nil)
        // The demo's average is a daily average, which some languages say in its caption ("1日平均"),
        // unless the caller's catalog replaces the caption of every average.
        let demoCaption: CopyKey? =
            source.isDemo && unit == nil && summary == .average && !copy.isReplaced(.caption(.average))
            ? .demoAverageCaption : nil
        let narrator = RangeNarrator(
            series: series, calendar: calendar, copy: copy, unit: spokenUnit, summary: summary,
            valueFormat: valueFormat,
            minimumSpan: minimumSpan, today: today(calendar: calendar, context: context), caption: demoCaption,
            scale: scale(named: source.table?.valueColumnName))
        var notes = readingNotes(source, copy: copy, context: context) + narrator.cleaningNotes()
        let window = try chooseWindow(narrator: narrator, calendar: calendar, notes: &notes)
        return LoadedSeries(
            series: series, calendar: calendar, copy: copy, narrator: narrator, window: window, notes: notes,
            table: source.table)
    }

    /// What the values are: as `--values` says, else from the unit and the value format, and
    /// with neither, from the name of the values' column (a column of temperatures).
    func scale(named column: String?) -> MeasurementScale {
        scale ?? MeasurementScale.inferred(unit: unit, valueFormat: valueFormat, name: unit == nil ? column : nil)
    }

    /// Sentences about what reading chose by itself, skipped or found twice, and warnings for
    /// skipped rows.
    func readingNotes(_ source: SeriesSource, copy: NarrationCopy, context: CommandContext) -> [String] {
        guard let table = source.table else { return [] }
        for note in table.readingNotes { context.note(Self.text(of: note, copy: copy)) }
        return dataNotes(table, copy: copy, context: context)
    }

    /// A note about how a file was read, in the language of the sentences: "Read as a European
    /// file: fields separated by ‘;’, decimal comma (1.234,5 is 1234.5); --decimal-point takes
    /// ‘.’ as the decimal mark.", "Als europäische Datei gelesen: …"; the two readings of a value
    /// in the locale's digits.
    static func text(of note: FormatNote, copy: NarrationCopy) -> String {
        switch note {
        case .readAsEuropean(let delimiter):
            if delimiter == .tab { return copy.text(.noteEuropeanTab) }
            return copy.text(.noteEuropean, String(Character(Unicode.Scalar(delimiter.byte))))
        case .ambiguousValue(let cell, let column, let read, let other, let option, _):
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

    /// Sentences about what reading one table skipped or found twice, and warnings for skipped rows.
    func dataNotes(
        _ table: SeriesTable, copy: NarrationCopy, context: CommandContext, namingColumns: Bool = true
    ) -> [String] {
        let symbols = NumberSymbols(spokenFor: copy)
        func count(_ value: Int) -> CatalogArgument { .number(symbols.format(Double(value), fractionDigits: 0...0)) }
        var notes = namingColumns ? columnNotes(table, copy: copy) : []
        if table.skippedRowCount > 0 {
            notes.append(copy.text(.noteSkippedRows, [count(table.skippedRowCount)]))
            // Each in the compiler's shape, as a warning: the row was skipped, not refused.
            for problem in table.skippedRows {
                // The file's name is outside text; the row's text is quoted escaped already.
                var shown = problem
                shown.path = ShownText.escaped(problem.path)
                context.note(shown.description(severity: "warning") + "; the row is skipped")
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
        // A position in the locale's digits, as every other number of the sentence is.
        let symbols = NumberSymbols(spokenFor: copy)
        func inDigits(_ value: Int) -> String { symbols.format(Double(value), fractionDigits: 0...0).text }
        let choices = ColumnChoices(table: table, options: readOptions)
        if choices.dateChosenByDefault && (table.dateColumnPosition ?? 1) > 1 {
            if let name = table.dateColumnName {
                notes.append(copy.text(.noteDateColumn, ShownText.escaped(name)))
            } else if let position = table.dateColumnPosition {
                notes.append(copy.text(.noteDateColumnPosition, inDigits(position)))
            }
        }
        if choices.valueChosenByDefault {
            if let name = table.valueColumnName {
                notes.append(copy.text(.noteValueColumn, ShownText.escaped(name)))
            } else if let position = table.valueColumnPosition {
                notes.append(copy.text(.noteValueColumnPosition, inDigits(position)))
            }
        }
        return notes
    }

    /// Where a series comes from: a file, bytes already read from standard input, or the demo.
    enum SeriesInput {
        case file(String)
        case bytes([UInt8], name: String)
        case demo

        var isDemo: Bool {
            if case .demo = self { return true }
            return false
        }
    }

    /// A series read, with what the reader counted (nothing for the demo series).
    struct SeriesSource {
        var series: Series
        var table: SeriesTable?
        var isDemo: Bool
    }

    /// The input the options name: the file; standard input only when the file is `-` (read
    /// once, so that several columns can be read from it), never guessed because standard input
    /// is a pipe, since a command in a loop or a script must not swallow the loop's input; the
    /// demo series when no file is named.
    func resolveInput(in context: CommandContext) throws(CommandFailure) -> SeriesInput {
        guard let file else { return .demo }
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
        _ input: SeriesInput, valueColumn: ColumnReference? = nil, calendar: BucketCalendar, context: CommandContext,
        showsProgress: Bool
    ) throws(CommandFailure) -> SeriesSource {
        var options = readOptions
        options.calendar = calendar
        if let valueColumn { options.valueColumn = valueColumn }
        let policy: CleaningPolicy = countsNegativeAsZero ? .negativeAsZero : .keepsSigns
        do {
            switch input {
            case .file(let path):
                let reporter =
                    showsProgress && context.standardErrorIsTerminal && !context.isQuiet
                    ? ProgressReporter(label: ShownText.escaped(path), style: progressStyle, context: context) : nil
                options.progress = reporter.map { reporter in { @Sendable fraction in reporter.report(fraction) } }
                defer { reporter?.finish() }
                let table = try SeriesReader.read(path: path, options: options)
                return SeriesSource(series: table.series(cleaning: policy), table: table, isDemo: false)
            case .bytes(let bytes, let name):
                let table = try SeriesReader.read(bytes: bytes, path: name, options: options)
                return SeriesSource(series: table.series(cleaning: policy), table: table, isDemo: false)
            case .demo:
                // The demo's step counts are never negative, so the policy changes nothing.
                let end = demoEnd?.dayNumber ?? calendar.dayNumber(of: context.now)
                return SeriesSource(
                    series: DemoSeries.dailySteps(endingOn: end, calendar: calendar), table: nil, isDemo: true)
            }
        } catch {
            throw CommandFailure(error)
        }
    }

    /// Reads several series from a long table (`--series`), one per value of the series
    /// column, and prepares each with its narrator and its window over the same dates.
    ///
    /// One series chooses the range: the one with the most samples in the dates asked for (or
    /// overall, for `--last` and the opening window), the first in the file's order when
    /// several tie. Its window is chosen as a single series' is, with the same notes, and every
    /// other series shows what it holds on those dates: a series that starts later or ends
    /// earlier shows less, and is left out of comparisons; one with nothing there has an
    /// empty window. Dates asked for that hold no sample of any series are an error.
    func loadSeveral(in context: CommandContext, showsProgress: Bool = true) throws(CommandFailure) -> SeveralSeries {
        let copy = try loadCopy(in: context)
        let calendar = calendar(for: copy)
        var options = readOptions
        options.calendar = calendar
        let input = try resolveInput(in: context)
        guard let seriesColumn, !(input.isDemo) else {
            throw CommandFailure(
                .usage, "'--series' needs a file that holds several series (or '-' for standard input)")
        }
        let collection: SeriesCollection
        do {
            switch input {
            case .file(let path):
                let reporter =
                    showsProgress && context.standardErrorIsTerminal && !context.isQuiet
                    ? ProgressReporter(label: ShownText.escaped(path), style: progressStyle, context: context) : nil
                options.progress = reporter.map { reporter in { @Sendable fraction in reporter.report(fraction) } }
                defer { reporter?.finish() }
                collection = try SeriesReader.read(path: path, options: options, splittingBy: seriesColumn)
            case .bytes(let bytes, let name):
                collection = try SeriesReader.read(
                    bytes: bytes, path: name, options: options, splittingBy: seriesColumn)
            case .demo:
                preconditionFailure("the demo series was refused above")
            }
        } catch {
            throw CommandFailure(error)
        }
        if let first = collection.members.first {
            for note in first.table.readingNotes { context.note(Self.text(of: note, copy: copy)) }
        }
        let several = SeveralSeriesNarrator(copy: copy, summary: summary)
        let policy: CleaningPolicy = countsNegativeAsZero ? .negativeAsZero : .keepsSigns
        let today = today(calendar: calendar, context: context)
        // The columns were chosen once for the whole file: said once, before any series' notes.
        var notes = collection.members.first.map { columnNotes($0.table, copy: copy) } ?? []
        var members: [NamedSeries] = []
        for member in collection.members {
            let shownName = ShownText.escaped(member.name)
            let series = member.table.series(cleaning: policy)
            let narrator = RangeNarrator(
                series: series, calendar: calendar, copy: copy, unit: unit.map(SpokenUnit.text), summary: summary,
                valueFormat: valueFormat, minimumSpan: minimumSpan, today: today,
                scale: scale(named: member.table.valueColumnName), sharingWordingWith: members.first?.loaded.narrator)
            let memberNotes =
                dataNotes(member.table, copy: copy, context: context, namingColumns: false) + narrator.cleaningNotes()
            notes += memberNotes.map { several.lead(shownName, $0) }
            members.append(
                NamedSeries(
                    name: member.name,
                    loaded: LoadedSeries(
                        series: series, calendar: calendar, copy: copy, narrator: narrator,
                        window: SampleWindow(start: 0, end: 0), notes: [], table: member.table)))
        }
        guard let leader = try chooseLeader(members, calendar: calendar) else {
            throw CommandFailure(.dataError, "none of the \(members.count) series in the file has a sample with a date")
        }
        // The leader's window, chosen and noted as one series' is.
        var windowNotes: [String] = []
        members[leader].loaded.window = try chooseWindow(
            narrator: members[leader].loaded.narrator, calendar: calendar, notes: &windowNotes)
        notes += windowNotes.map { several.lead(members[leader].name, $0) }
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
        return SeveralSeries(
            members: members, leader: leader, compared: compared, notes: notes, copy: copy, calendar: calendar,
            narrator: several, columnName: collection.columnName)
    }

    /// The series whose window chooses the range several series are heard over: the one with
    /// the most samples in the dates asked for (overall, without dates), the first on a tie;
    /// `nil` when no series has a sample. Dates that hold no sample of any series are an error
    /// naming what the largest series covers.
    private func chooseLeader(_ members: [NamedSeries], calendar: BucketCalendar) throws(CommandFailure) -> Int? {
        var best: (index: Int, count: Int)?
        let start = try from.map { (text) throws(CommandFailure) in
            try instant(text, option: Self.from, calendar: calendar, endOfDay: false)
        }
        let end = try to.map { (text) throws(CommandFailure) in
            try instant(text, option: Self.to, calendar: calendar, endOfDay: true)
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
        guard !series.isEmpty else { return SampleWindow(start: 0, end: 0) }
        if let last {
            let window = series.window(last: last, minimumSpan: minimumSpan)
            if last > series.count {
                notes.append(copy.text(.noteLastEverything, narrator.spokenRange(window)))
            } else if window.count > last {
                notes.append(copy.text(.noteLastWidened, narrator.spokenRange(window)))
            }
            return window
        }
        guard from != nil || to != nil else { return series.openingWindow(minimumSpan: minimumSpan) }
        let start = try from.map { (text) throws(CommandFailure) in
            try instant(text, option: Self.from, calendar: calendar, endOfDay: false)
        }
        let end = try to.map { (text) throws(CommandFailure) in
            try instant(text, option: Self.to, calendar: calendar, endOfDay: true)
        }
        if let start, let end, end < start {
            throw CommandFailure(
                .usage, "'--to' (\(to!)) comes before '--from' (\(from!)); give the earlier date first")
        }
        guard let selection = series.selection(from: start, through: end, minimumSpan: minimumSpan, calendar: calendar)
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
        if selection.widenedToMinimumSpan { notes.append(copy.text(.noteWidened, shown)) }
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
            date = try DateArgument(parsing: text, calendar: calendar, pattern: readOptions.dateFormat)
        } catch {
            throw CommandFailure(.usage, "'\(option.longName)': \(error.message)")
        }
        guard endOfDay, !date.hasTime else { return date.instant }
        return calendar.instant(dayNumber: date.dayNumberAfter) - 0.001
    }
}

/// Which of a table's columns the reader chose by itself, where there was a choice to make.
struct ColumnChoices {
    /// The dates' column was not given and the row had more than two columns.
    var dateChosenByDefault: Bool
    /// The values' column was not given and the row had more than two columns.
    var valueChosenByDefault: Bool

    init(table: SeriesTable, options: SeriesReadOptions) {
        let hadChoice = table.columnCount > 2
        dateChosenByDefault = hadChoice && options.dateColumn == nil
        valueChosenByDefault = hadChoice && options.valueColumn == nil
    }
}

/// The options that choose the language and the copy: `--locale` and `--catalog`.
struct NarrationOptions {
    var localeIdentifier: String?
    var catalogPaths: [String]

    init(_ arguments: ParsedArguments) {
        localeIdentifier = arguments.value(SeriesOptions.locale)
        catalogPaths = arguments.allValues(SeriesOptions.catalog)
    }

    /// The locale to speak, from `--locale`, else the environment, else `en`.
    func narrationLocale(shipped: [String], context: CommandContext) throws(CommandFailure) -> NarrationLocale {
        if let localeIdentifier {
            do {
                return try NarrationLocale(identifier: localeIdentifier, shipped: shipped)
            } catch {
                throw CommandFailure(.usage, "\(ShownText.escaped(error.description)). Choose one with --locale.")
            }
        }
        if let fromEnvironment = NarrationLocale.identifier(fromEnvironment: context.environment),
            let locale = try? NarrationLocale(identifier: fromEnvironment, shipped: shipped)
        {
            return locale
        }
        return try! NarrationLocale(identifier: "en", shipped: shipped)
    }

    /// The built-in catalogs and any replacements, prepared for the chosen locale.
    func loadCopy(in context: CommandContext) throws(CommandFailure) -> NarrationCopy {
        let catalogs: [StringCatalog]
        do {
            catalogs = try NarrationCopy.builtInCatalogs()
        } catch {
            throw CommandFailure(.ioError, error.description)
        }
        let locale = try narrationLocale(shipped: NarrationCopy.shippedLocales(in: catalogs), context: context)
        var overrides: [StringCatalog] = []
        for path in catalogPaths {
            do {
                overrides.append(try NarrationCopy.readCatalog(at: path))
            } catch {
                // A catalog that cannot be read is named first, in the compiler's shape.
                let prefix = path + ": "
                if error.kind == .cannotRead, error.message.hasPrefix(prefix) {
                    throw CommandFailure(
                        .noInput, prefix + "error: " + error.message.dropFirst(prefix.count), located: true)
                }
                throw CommandFailure.about(path, ExitStatus(error), error.description)
            }
        }
        let copy: NarrationCopy
        do {
            copy = try NarrationCopy(locale: locale, catalogs: catalogs, overrides: overrides)
        } catch {
            // A replacement that does not fit names its catalog first.
            if let path = catalogPaths.first(where: { error.message.hasPrefix($0 + ":") }) {
                throw CommandFailure.about(path, ExitStatus(error), error.description)
            }
            throw CommandFailure(ExitStatus(error), error.description)
        }
        for warning in copy.warnings { context.note("warning: \(ShownText.escaped(warning))") }
        return copy
    }
}
