import Narration
import SpanModel

/// What ``SeriesLoader`` hands a command: the one series of a file, or every series of a long
/// table (`--series`), each with its window over the dates one of them chose, and every note
/// the reading made, as values for the command to print.
///
/// One series is a set of one: its member has no name, it leads and is compared with itself,
/// and nothing it says is led by a name.
struct SeriesSet {
    /// The series in the file's order: one, unless the table was split with `--series`.
    var members: [NamedSeries]
    /// The member whose window chose the dates.
    var leader: Int
    /// The members whose windows cover those dates from first to last: the ones compared.
    var compared: [Int]
    /// Warnings about the replacement catalogs (`--catalog`), in the compiler's shape.
    var warnings: [String]
    /// How the file was read: its format noted (a European file, UTF-16, carriage returns)
    /// and a warning for each row skipped, in the compiler's shape.
    var readingNotes: [String]
    /// Sentences about the data: the columns chosen, rows skipped and dates found twice, gaps
    /// and values counted as zero, and the window where it differs from what was asked (each
    /// series' own led by its name, when there are several).
    var dataNotes: [String]
    var copy: NarrationCopy
    var calendar: BucketCalendar
    var narrator: SeveralSeriesNarrator
    /// The column that tells the series apart, as the file names it.
    var columnName: String?
    /// Whether the series were read from a long table (`--series`), even when it holds one.
    var isLongTable: Bool
    /// Where the series came from, for reading other columns of it (`stats --tile`).
    var input: SeriesLoader.Input

    /// Every note, in the order they are said: warnings, how the file was read, then the
    /// sentences about the data. A command prints them either on standard error or in its
    /// JSON's `notes`, never both ways.
    var notes: [String] { warnings + readingNotes + dataNotes }

    /// The series that chose the dates: the only one, when the file holds one.
    var lead: LoadedSeries { members[leader].loaded }

    /// The leader's window: the dates every series is heard over.
    var range: SampleWindow { lead.window }

    /// The spoken range of those dates.
    var spokenRange: String { lead.narrator.spokenRange(range) }

    /// A sentence of member `index`, led by its name when the series are several (`--series`).
    func lead(_ index: Int, _ sentence: String) -> String {
        isLongTable ? narrator.lead(members[index].name, sentence) : sentence
    }

    /// The readout of member `index` over the range: led by its name, with the range, when the
    /// series are several; the series' own readout when it is read alone.
    func readout(of index: Int) -> String {
        let member = members[index]
        guard isLongTable else { return member.loaded.narrator.readout(of: member.loaded.window) }
        let named = SeveralSeriesNarrator.Member(
            name: member.name, narrator: member.loaded.narrator, window: member.loaded.window)
        return narrator.readout(of: named, range: spokenRange)
    }

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
