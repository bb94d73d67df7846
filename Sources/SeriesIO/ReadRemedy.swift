/// What a person can change to read a file that did not read, or read otherwise: a setting of
/// ``SeriesReadOptions`` (or of splitting and filtering) and the value to give it.
///
/// Errors and notes carry remedies as values, in ``ReadMessage``, so that each program words
/// them as its own settings are named: an app as a control, a command line as its options. The
/// ``description`` words them in the library's terms ("the date pattern dd.MM.yyyy").
public enum ReadRemedy: Hashable, Sendable, CustomStringConvertible {
    /// How the dates are written (``SeriesReadOptions/dateFormat``): this pattern, or `nil` for
    /// a pattern to be chosen.
    case datePattern(String?)
    /// The decimal mark the values are read with (``SeriesReadOptions/decimalMark``).
    case decimalMark(DecimalMark)
    /// The character between fields (``SeriesReadOptions/delimiter``).
    case delimiter(FieldDelimiter)
    /// The column whose values tell the series of a long table apart
    /// (``SeriesReader/read(path:options:splittingBy:)``): this one, or `nil` for one to be
    /// chosen.
    case seriesColumn(String?)
    /// A ``RowFilter`` that keeps some rows: `COLUMN=VALUE` as written, or `nil` for one to be
    /// chosen.
    case rowFilter(String?)

    /// The remedy in the library's words: "the date pattern dd.MM.yyyy", "',' as the decimal
    /// mark", "a row filter".
    public var description: String {
        switch self {
        case .datePattern(let pattern): pattern.map { "the date pattern \(ShellWord.quoted($0))" } ?? "a date pattern"
        case .decimalMark(.point): "'.' as the decimal mark"
        case .decimalMark(.comma): "',' as the decimal mark"
        case .delimiter(let delimiter): "\(DelimitedDialect.name(of: delimiter.byte)) as the delimiter"
        case .seriesColumn(let column):
            column.map { "\(ShellWord.quoted($0)) as the series column" } ?? "a series column"
        case .rowFilter(let filter): filter.map { "the row filter \(ShellWord.quoted($0))" } ?? "a row filter"
        }
    }
}
