import Narration
import SpanModel

/// What a report is made from: the series with their narrators and windows, as a command has
/// read and chosen them, the sentences that compare them, the notes about reading, and the
/// audio graph already rendered.
///
/// ``ReportPage/init(_:)`` turns it into the page's content; every sentence comes from the
/// narrators given here, so a change to the Narration module's sentences reaches the page
/// without a change to this module.
package struct ReportContent {
    /// One series: its name (among several), narrator, window and the names of its columns.
    package struct Member {
        /// The name the file gives it among several; `nil` for a single series.
        package var name: String?
        /// Its narrator, which holds the series, the calendar and the copy.
        package var narrator: RangeNarrator
        /// The window shown; empty for one of several series with nothing on the dates.
        package var window: SampleWindow
        /// The names of the dates' and values' columns, for the downloadable file's header.
        package var columns: (date: String, value: String)

        /// Creates a member.
        package init(
            name: String?, narrator: RangeNarrator, window: SampleWindow,
            columns: (date: String, value: String) = ("date", "value")
        ) {
            self.name = name
            self.narrator = narrator
            self.window = window
            self.columns = columns
        }
    }

    /// An audio file already rendered, with its cues and description.
    package struct AudioFile {
        /// Its media type: "audio/flac", "audio/ogg", "audio/wav".
        package var mediaType: String
        /// Its bytes, as `rangelens audio` writes them.
        package var bytes: [UInt8]
        /// Its WebVTT cue file's text, as `rangelens audio --cues` writes it.
        package var cues: String
        /// Its description, a sentence an item, as `rangelens audio` prints it.
        package var description: [String]

        /// Creates an audio file.
        package init(mediaType: String, bytes: [UInt8], cues: String, description: [String]) {
            self.mediaType = mediaType
            self.bytes = bytes
            self.cues = cues
            self.description = description
        }
    }

    /// The report's name: its heading.
    package var name: String
    /// The stem downloaded files are named from ("steps" gives "steps.csv").
    package var fileStem: String
    /// The series, in the file's order.
    package var members: [Member]
    /// The member whose window chose the dates, and which the range control steps.
    package var leader: Int
    /// The narrator of several series (names lead their sentences), when there are several.
    package var several: SeveralSeriesNarrator?
    /// The sentences comparing several series: the comparison, and who is left out of it.
    package var comparison: [String]
    /// Notes on how the file was read.
    package var notes: [String]
    /// The audio graph, when there is one.
    package var audio: AudioFile?
    /// The most windows the range control holds (see ``LensStates``).
    package var lensLimit: Int

    /// The default limit of windows: a year of daily samples reaches about 4,100, a month of
    /// hourly ones about 1,400, thirty years of monthly ones about 24,000.
    package static let defaultLensLimit = 25_000

    /// Creates the content of a report.
    package init(
        name: String, fileStem: String, members: [Member], leader: Int = 0, several: SeveralSeriesNarrator? = nil,
        comparison: [String] = [], notes: [String] = [], audio: AudioFile? = nil,
        lensLimit: Int = ReportContent.defaultLensLimit
    ) {
        precondition(!members.isEmpty && members.indices.contains(leader), "a report needs its leading series")
        self.name = name
        self.fileStem = fileStem
        self.members = members
        self.leader = leader
        self.several = several
        self.comparison = comparison
        self.notes = notes
        self.audio = audio
        self.lensLimit = lensLimit
    }
}
