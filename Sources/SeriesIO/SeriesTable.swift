import SpanModel

/// What reading a series file produced: two columns of equal length, in file order, and counts
/// of everything that was left out, so the tool can say so.
///
/// The columns are not sorted or cleaned: ``times`` keeps the file's order and ``values`` may
/// hold NaN, infinities and negative numbers exactly as written, and NaN for a row whose value
/// cell is empty (a gap keeps its date). ``Series`` sorts them and marks the gaps when it is
/// prepared.
///
/// ```swift
/// let table = try SeriesReader.read(path: "steps.csv", options: SeriesReadOptions())
/// let series = table.series()
/// ```
public struct SeriesTable: Sendable {
    /// Instants as seconds since 1970-01-01T00:00:00Z, in file order.
    public var times: [Double]

    /// Values, as read, in the order of ``times``.
    public var values: [Double]

    /// Rows whose value cell was empty (or `null` or `""` in JSON): gaps, read as samples with
    /// no value (NaN), and counted.
    public var gapCount: Int

    /// Rows that could not be read and were skipped (only with
    /// ``SeriesReadOptions/skipsBadRows``).
    public var skippedRowCount: Int

    /// The first few skipped rows' errors (at most ``maximumKeptErrors``), for messages.
    public var skippedRows: [SeriesReadError]

    /// Samples whose instant equals an earlier sample's. They are kept; the series keeps equal
    /// instants in file order.
    public var duplicateDateCount: Int

    /// Data rows that met the filters: read, gaps and skipped rows together. Blank lines, the
    /// header and rows left out by a filter are not counted.
    public var dataRowCount: Int

    /// Data rows left out because they did not meet the filters.
    public var filteredOutRowCount: Int

    /// Whether the instants were already in order (ascending, equal instants allowed).
    public var isSorted: Bool

    /// The format the file was read as.
    public var format: InputFormat

    /// Whether a header row was read (always `false` for JSON).
    public var hasHeader: Bool

    /// The header cell or member name of the dates, when there is one.
    public var dateColumnName: String?

    /// The header cell or member name of the values, when there is one.
    public var valueColumnName: String?

    /// The position (from 1) of the dates in a row or a pair; `nil` for JSON objects, whose
    /// members are found by name.
    public var dateColumnPosition: Int?

    /// The position (from 1) of the values in a row or a pair; `nil` for JSON objects.
    public var valueColumnPosition: Int?

    /// The number of columns: cells in the header (or the first data row), members of the
    /// first JSON object, or elements of the first JSON pair. With more than two there was a
    /// choice of column to make.
    public var columnCount: Int

    /// The character between fields (`nil` for JSON), as given or as found from the first lines.
    public var delimiter: FieldDelimiter? = nil

    /// The decimal mark values were read with, as given or as found from the first rows.
    public var decimalMark: DecimalMark = .point

    /// What its reader may want to know about how the file was read: that it was read as a
    /// European file with decimal commas, or that a value such as `1.234` would mean another
    /// number with the other decimal mark. The command line says them in the language of the
    /// sentences.
    public var readingNotes: [FormatNote] = []

    /// ``readingNotes`` in English.
    public var formatNotes: [String] { readingNotes.map(\.description) }

    /// Creates a table from its columns and counts (the readers', and a reference reader's in
    /// the tests).
    package init(
        times: [Double], values: [Double], gapCount: Int, skippedRowCount: Int, skippedRows: [SeriesReadError],
        duplicateDateCount: Int, dataRowCount: Int, filteredOutRowCount: Int, isSorted: Bool, format: InputFormat,
        hasHeader: Bool, dateColumnName: String?, valueColumnName: String?, dateColumnPosition: Int?,
        valueColumnPosition: Int?, columnCount: Int
    ) {
        self.times = times
        self.values = values
        self.gapCount = gapCount
        self.skippedRowCount = skippedRowCount
        self.skippedRows = skippedRows
        self.duplicateDateCount = duplicateDateCount
        self.dataRowCount = dataRowCount
        self.filteredOutRowCount = filteredOutRowCount
        self.isSorted = isSorted
        self.format = format
        self.hasHeader = hasHeader
        self.dateColumnName = dateColumnName
        self.valueColumnName = valueColumnName
        self.dateColumnPosition = dateColumnPosition
        self.valueColumnPosition = valueColumnPosition
        self.columnCount = columnCount
    }

    /// How many skipped rows keep their error in ``skippedRows``.
    public static let maximumKeptErrors = 10

    /// The number of samples read, gaps included.
    public var count: Int { times.count }

    /// Prepares the series the samples make: sorted, cleaned, ready to step.
    ///
    /// - Complexity: O(n) when the rows were in order, O(n log n) otherwise.
    public func series(cleaning policy: CleaningPolicy = .keepsSigns) -> Series {
        Series(times: times, values: values, cleaning: policy)
    }
}
