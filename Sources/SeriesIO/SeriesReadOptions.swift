import SpanModel

/// The syntax of an input file.
public enum InputFormat: String, CaseIterable, Hashable, Sendable {
    /// Comma-separated values (RFC 4180).
    case csv
    /// Tab-separated values, with the same quoting rules as CSV.
    case tsv
    /// A JSON array of `{"date": …, "value": …}` objects or of `[date, value]` pairs.
    case json

    /// The format a file name's extension stands for (`.csv`, `.tsv`, `.tab`, `.json`, in any
    /// case), or `nil` when the extension says nothing.
    ///
    /// ```swift
    /// InputFormat(path: "steps.CSV")   // .csv
    /// InputFormat(path: "-")           // nil
    /// ```
    public init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        switch path[path.index(after: dot)...].lowercased() {
        case "csv": self = .csv
        case "tsv", "tab": self = .tsv
        case "json": self = .json
        default: return nil
        }
    }
}

/// A column of a table, by its header name or by its position.
///
/// In JSON input a name is an object's member name and a position counts an object's members
/// as written, or a pair's elements.
public enum ColumnReference: Hashable, Sendable, CustomStringConvertible {
    /// The column whose header cell is this text.
    case name(String)
    /// The column at this position, counted from 1.
    case position(Int)

    /// Reads a command-line argument: a whole number from 1 up is a position, anything else a name.
    ///
    /// ```swift
    /// ColumnReference("2")       // .position(2)
    /// ColumnReference("steps")   // .name("steps")
    /// ```
    public init(_ argument: String) {
        if !argument.isEmpty, argument.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
            let position = Int(argument), position >= 1
        {
            self = .position(position)
        } else {
            self = .name(argument)
        }
    }

    /// `column 'steps'` or `column 2`, for messages.
    public var description: String {
        switch self {
        case .name(let name): "column '\(name)'"
        case .position(let position): "column \(position)"
        }
    }
}

/// A condition a row must meet to be read: its cell in `column` equals `value` exactly.
///
/// This is `--where COLUMN=VALUE`, which picks one series out of a long table that holds several.
public struct RowFilter: Hashable, Sendable {
    /// The column compared.
    public var column: ColumnReference

    /// The text the cell must hold, compared byte for byte (no trimming, no case folding).
    public var value: String

    /// Creates a filter.
    public init(column: ColumnReference, value: String) {
        self.column = column
        self.value = value
    }

    /// Reads `COLUMN=VALUE`, split at the first `=`; `nil` when there is no `=` or no column.
    ///
    /// ```swift
    /// RowFilter(argument: "region=north")   // column .name("region"), value "north"
    /// RowFilter(argument: "3=a=b")          // column .position(3), value "a=b"
    /// ```
    public init?(argument: String) {
        guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex else { return nil }
        self.column = ColumnReference(String(argument[..<equals]))
        self.value = String(argument[argument.index(after: equals)...])
    }
}

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
