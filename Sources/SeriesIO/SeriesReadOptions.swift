import SpanModel

/// How to read a series file: its format, which columns hold the dates and values, and what to
/// do with rows that cannot be read.
///
/// Every property has a default that works for a plain two-column file with or without a header.
public struct SeriesReadOptions: Sendable {
    /// The file's format; `nil` takes it from the extension, or sniffs the content when the
    /// extension says nothing (standard input, `.txt`).
    public var format: InputFormat?

    /// Whether the first row names the columns; `nil` detects it (a first row whose date cell
    /// does not read as a date is a header). Ignored for JSON.
    public var hasHeader: Bool?

    /// The column of dates; `nil` takes the first column that reads as dates.
    public var dateColumn: ColumnReference?

    /// The column of values; `nil` takes the first other column that reads as numbers.
    public var valueColumn: ColumnReference?

    /// Conditions every row must meet to be read (all of them).
    public var filters: [RowFilter]

    /// The pattern dates are written in; `nil` reads ISO 8601 and `YYYY/MM/DD` forms.
    public var dateFormat: DatePattern?

    /// The calendar whose time zone places dates written without a zone.
    public var calendar: BucketCalendar

    /// Whether rows that cannot be read are skipped and counted instead of stopping the read.
    public var skipsBadRows: Bool

    /// The character between fields of a CSV or TSV file; `nil` takes a tab for TSV and finds
    /// `,` or `;` from the first lines of a CSV file. Ignored for JSON.
    public var delimiter: FieldDelimiter?

    /// The decimal mark of values; `nil` finds it from the first rows of a file that is not
    /// comma-separated, and takes a point otherwise (and always in JSON numbers).
    public var decimalMark: DecimalMark?

    /// Called with the fraction of the file read so far (0 to 1), at most about every 1%, when
    /// the file's size is known. It is called on the reading thread.
    public var progress: (@Sendable (_ fraction: Double) -> Void)?

    /// Creates options; every argument has a default.
    public init(
        format: InputFormat? = nil,
        hasHeader: Bool? = nil,
        dateColumn: ColumnReference? = nil,
        valueColumn: ColumnReference? = nil,
        filters: [RowFilter] = [],
        dateFormat: DatePattern? = nil,
        calendar: BucketCalendar = BucketCalendar(),
        skipsBadRows: Bool = false,
        progress: (@Sendable (_ fraction: Double) -> Void)? = nil,
        delimiter: FieldDelimiter? = nil,
        decimalMark: DecimalMark? = nil
    ) {
        self.format = format
        self.hasHeader = hasHeader
        self.dateColumn = dateColumn
        self.valueColumn = valueColumn
        self.filters = filters
        self.dateFormat = dateFormat
        self.calendar = calendar
        self.skipsBadRows = skipsBadRows
        self.progress = progress
        self.delimiter = delimiter
        self.decimalMark = decimalMark
    }
}
