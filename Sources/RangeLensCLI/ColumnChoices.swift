import SeriesIO

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
