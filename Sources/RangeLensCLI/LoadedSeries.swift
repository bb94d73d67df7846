import Narration
import SeriesIO
import SpanModel

/// A series ready to narrate: the prepared series, its calendar, the copy, the narrator and
/// the window chosen by the options.
struct LoadedSeries {
    var series: Series
    var calendar: BucketCalendar
    var copy: NarrationCopy
    var narrator: RangeNarrator
    var window: SampleWindow
    /// What the reader read, with its counts and columns (`nil` for the demo series).
    var table: SeriesTable?
}
