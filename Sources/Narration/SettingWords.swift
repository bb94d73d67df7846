/// The words a line uses for a setting it advises, as whoever offers the setting names it: an
/// app its own controls, the command line its options.
///
/// The lines that advise a setting ("leave out … to hear them in turn", "… picks another")
/// take these words as arguments, so the narration names no control it does not know. The
/// defaults name each setting itself, in English: "leave out playing at once to hear them in
/// turn, or pick some with a row filter". The command line gives its options instead
/// ("leave out --overlay …, or pick some with --where").
public struct SettingWords: Hashable, Sendable {
    /// The setting that plays several series at once rather than one after another.
    public var playingAtOnce: String
    /// The setting that picks some series by the rows they are read from.
    public var rowFilter: String
    /// How to give each series of an audio graph its own value axis.
    public var valueAxisPerSeries: String
    /// The setting that picks the column of dates.
    public var dateColumn: String
    /// The setting that picks the column of values.
    public var valueColumn: String
    /// The setting that reads `.` as the decimal mark.
    public var decimalPoint: String
    /// The setting that shows the last samples of a series.
    public var lastSamples: String
    /// The setting of the shortest range shown.
    public var minimumSpan: String
    /// How to ask for a period's average reading rather than the sum of its readings.
    public var averageReading: String
    /// How to ask for a period's latest reading rather than the sum of its readings.
    public var latestReading: String

    /// Creates the words; each defaults to the setting's own name.
    public init(
        playingAtOnce: String = "playing at once", rowFilter: String = "a row filter",
        valueAxisPerSeries: String = "a value axis per series", dateColumn: String = "the date column setting",
        valueColumn: String = "the value column setting", decimalPoint: String = "the decimal point setting",
        lastSamples: String = "the last samples setting", minimumSpan: String = "the minimum span",
        averageReading: String = "the average", latestReading: String = "the latest reading"
    ) {
        self.playingAtOnce = playingAtOnce
        self.rowFilter = rowFilter
        self.valueAxisPerSeries = valueAxisPerSeries
        self.dateColumn = dateColumn
        self.valueColumn = valueColumn
        self.decimalPoint = decimalPoint
        self.lastSamples = lastSamples
        self.minimumSpan = minimumSpan
        self.averageReading = averageReading
        self.latestReading = latestReading
    }
}
