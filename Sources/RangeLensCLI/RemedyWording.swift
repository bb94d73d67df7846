import AudioGraph
import Narration
import SeriesIO
import SpanModel

/// The command line's words for the remedies the libraries advise: each says the option that
/// sets what the remedy names, with its value, as a person would type it.
///
/// The libraries carry remedies as values (``SeriesIO/ReadRemedy``,
/// ``AudioGraph/AudioRemedy``) and word them in their own terms; only here do they become
/// flags, so that renaming an option renames its advice.
enum RemedyWording {
    /// `--date-format dd.MM.yyyy`, `--decimal-comma`, `--delimiter ';'`, `--series symbol`,
    /// `--where symbol=AAPL`.
    static func flag(_ remedy: ReadRemedy) -> String {
        switch remedy {
        case .datePattern(let pattern):
            return SeriesOptions.dateFormat.longName + (pattern.map { " " + ShellWord.quoted($0) } ?? "")
        case .decimalMark(.point):
            return SeriesOptions.decimalPoint.longName
        case .decimalMark(.comma):
            return SeriesOptions.decimalComma.longName
        case .delimiter(let delimiter):
            let name = delimiter == .tab ? "tab" : String(Character(Unicode.Scalar(delimiter.byte)))
            return "\(SeriesOptions.delimiter.longName) '\(name)'"
        case .seriesColumn(let column):
            return SeriesOptions.series.longName + (column.map { " " + ShellWord.quoted($0) } ?? "")
        case .rowFilter(let filter):
            return SeriesOptions.whereFilter.longName + (filter.map { " " + ShellWord.quoted($0) } ?? "")
        }
    }

    /// `--group day, week, month or year`, `--last or --from`, `--speak`, `--format`.
    static func flag(_ remedy: AudioRemedy) -> String {
        switch remedy {
        case .grouping: "\(AudioCommand.group.longName) day, week, month or year"
        case .fewerSamples: "\(SeriesOptions.last.longName) or \(SeriesOptions.from.longName)"
        case .spokenIntroduction: AudioCommand.speak.longName
        case .formatName: AudioCommand.format.longName
        }
    }

    /// A message of the reader in the command line's words.
    static func text(_ message: ReadMessage) -> String {
        message.worded(flag)
    }

    /// The settings the narration's lines advise, as the options that set them: "leave out
    /// --overlay to hear them in turn, or pick some with --where".
    static let settings = SettingWords(
        playingAtOnce: AudioCommand.overlay.longName, rowFilter: SeriesOptions.whereFilter.longName,
        valueAxisPerSeries: "\(AudioCommand.axis.longName) \(AudioCommand.Axis.perSeries.rawValue)",
        dateColumn: SeriesOptions.dateColumn.longName, valueColumn: SeriesOptions.valueColumn.longName,
        decimalPoint: SeriesOptions.decimalPoint.longName, lastSamples: SeriesOptions.last.longName,
        minimumSpan: SeriesOptions.minimumSpan.longName,
        averageReading: "\(StatsCommand.aggregate.longName) \(PeriodAggregate.average.rawValue)",
        latestReading: "\(StatsCommand.aggregate.longName) \(PeriodAggregate.latest.rawValue)")
}
