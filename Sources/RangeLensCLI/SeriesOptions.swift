import FileIO
import Foundation
import Narration
import SeriesIO
import SpanModel
import StringCatalog

/// The options every command that reads a series shares: where the series comes from
/// (``inputGroup``), which window to show (``windowGroup``, read as ``WindowOptions``), and
/// how to speak it (``narrationGroup``). Each group is declared once here and composed by the
/// commands that take it; a group a command leaves out is not read.
struct SeriesOptions {
    // Input.
    static let inputFormat = OptionSpec.choice(
        "input-format", "FORMAT", InputFormat.self, default: .described("from the file's extension, else detected"))
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
        "progress", "STYLE", ProgressReporter.Style.self, lead: "Progress on a terminal for long reads: ",
        glosses: [.percent: "rewritten", .lines: "a line every tenth"], default: .value(.percent))

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
    static let summary = OptionSpec.choice("summary", "KIND", SummaryKind.self, default: .value(.average))
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
        "values", "KIND", ValuesKind.self,
        detail: ": how a change is said (a percentage, in the unit, in percentage points)",
        default: .described("from the unit, the value format and the column's name"),
        tail: "; levels (a balance, a headcount) are amounts that a stats card does not add up.")

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
        progressStyle = try arguments.chosen(Self.progress, as: ProgressReporter.Style.self)
        countsNegativeAsZero = arguments.flag(Self.negativeAsZero)
        demoEnd = try Self.day(arguments.value(Self.demoEnd), option: Self.demoEnd)
        today = try Self.day(arguments.value(Self.today), option: Self.today) ?? demoEnd
        // Each group is read only by a command that declares it.
        let window = arguments.declares(Self.windowGroup) ? try WindowOptions(arguments) : WindowOptions()
        try arguments.refuseTogether(Self.header, Self.noHeader)
        last = window.last
        from = window.from
        to = window.to
        minimumSpan = window.minimumSpan
        summary =
            arguments.declares(Self.summary)
            ? try arguments.chosen(Self.summary, as: SummaryKind.self) : .average
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
            throw UsageError(message: "'\(option.longName)': \(RemedyWording.text(error.text))")
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
