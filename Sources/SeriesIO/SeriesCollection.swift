/// Several series read from one long table (dates repeat, and a column tells the series apart,
/// as in stock prices by symbol): one table per value of that column, in the order each value
/// first appears in the file.
///
/// ```swift
/// let prices = try SeriesReader.read(path: "prices.csv", splittingBy: .name("symbol"))
/// for member in prices.members {
///     print(member.name, member.table.count)   // AAPL 2517, GOOG 2517, …
/// }
/// ```
///
/// Each member's table counts its own gaps, skipped rows, repeated dates and data rows; rows
/// left out by `--where` belong to no member and are counted here.
public struct SeriesCollection: Sendable {
    /// One series of the collection.
    public struct Member: Sendable {
        /// The text that names the series in the splitting column, as written (trimmed).
        public var name: String

        /// The series' samples, in file order, with what reading them left out.
        public var table: SeriesTable

        /// Creates a member.
        public init(name: String, table: SeriesTable) {
            self.name = name
            self.table = table
        }
    }

    /// The series, in the order their names first appear in the file. A name whose rows were
    /// all gaps or skipped has a member with no samples.
    public var members: [Member]

    /// The header cell or member name of the column that tells the series apart, when there
    /// is one.
    public var columnName: String?

    /// The position (from 1) of that column in a row, when rows have positions.
    public var columnPosition: Int?

    /// Data rows left out because they did not meet the filters.
    public var filteredOutRowCount: Int

    /// Creates a collection.
    public init(members: [Member], columnName: String?, columnPosition: Int?, filteredOutRowCount: Int) {
        self.members = members
        self.columnName = columnName
        self.columnPosition = columnPosition
        self.filteredOutRowCount = filteredOutRowCount
    }
}
