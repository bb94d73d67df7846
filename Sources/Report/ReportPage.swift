import SpanModel

/// Everything a report page holds, as finished text and numbers: the sentences and labels in
/// the locale (made by the Narration module, never here), the chart's geometry, the table's
/// cells, the range control's precomputed states and the audio graph's bytes.
///
/// ``ReportPage/init(_:)`` makes it from the narrators (see ``ReportContent``);
/// ``ReportHTML`` writes it as one self-contained page. Keeping the two apart lets the writer be
/// tested on pages made by hand, and the content be tested without reading HTML.
package struct ReportPage: Sendable {
    /// The language tag of the page (`lang`): "en-GB", "ar", "zh-Hans".
    package var languageTag: String
    /// Whether the page is written right to left (`dir="rtl"`), as Arabic is.
    package var isRightToLeft: Bool
    /// The document's title: the readout led by the report's name.
    package var documentTitle: String
    /// The page's heading: the report's name.
    package var heading: String
    /// The page's own words: headings, labels, links.
    package var labels: Labels
    /// One block a series: one for a single series, one a series of a long table.
    package var blocks: [Block]
    /// The readout of several series' range, as the heading's lead, when there are several.
    package var lead: String?
    /// The sentences comparing several series (the comparison, and who is left out of it).
    package var comparison: [String]
    /// Notes on how the file was read, in the locale.
    package var notes: [String]
    /// The range control, when the series has samples.
    package var lens: Lens?
    /// The audio graph, when the window has a value to play.
    package var audio: Audio?

    /// The page's headings, labels and links.
    package struct Labels: Sendable {
        package var skipLink: String
        package var description: String
        package var chart: String
        package var lens: String
        package var audio: String
        package var table: String
        package var comparison: String
        package var notes: String
        package var tableDate: String
        package var tableValue: String
        package var download: String
        package var noData: String
        package var cues: String
        package var audioUnsupported: String
    }

    /// One series: its readout, description, chart, table and downloadable values.
    package struct Block: Sendable {
        /// The block's identifier in the page, for fragment links and labels ("series-1").
        package var identifier: String
        /// The series' name, when there are several (its heading).
        package var name: String?
        /// The readout: "Average 8,412 steps a day, 3 March to 14 April".
        package var readout: String
        /// The description, exactly as `summary --describe` says it; `nil` for a series with
        /// nothing on the dates.
        package var description: String?
        /// The chart of the window; `nil` when there is nothing to draw.
        package var chart: Chart?
        /// The data table of the window; `nil` when the window is empty.
        package var table: Table?
        /// The window's values as a CSV file to download.
        package var download: Download?
    }

    /// An SVG chart of a window, laid out in a fixed coordinate box that scales with the page.
    package struct Chart: Sendable {
        /// The chart's name (its `<title>`): "Values in range".
        package var title: String
        /// Its description (its `<desc>`): the window's description in words.
        package var description: String
        /// The coordinate box: width and height.
        package var width: Double
        package var height: Double
        /// The plotting area, inside the box.
        package var plot: Box
        /// The line through the values, broken where values are missing: each run of points.
        package var runs: [[Point]]
        /// Whether every sample is drawn as a dot too (windows of few samples, and lone points
        /// between gaps, would otherwise not show).
        package var marksSamples: Bool
        /// The value axis' gridlines: their height and written value.
        package var valueTicks: [Tick]
        /// The date axis' marks: their place and written date.
        package var dateTicks: [Tick]
        /// Where dates have no data: spans across the plot, hatched.
        package var missing: [Span]
        /// The highest and lowest values, marked by shape and named in words.
        package var highest: Marker?
        package var lowest: Marker?
    }

    /// A point in the chart's box.
    package struct Point: Sendable, Equatable {
        package var x: Double
        package var y: Double
    }

    /// A rectangle in the chart's box.
    package struct Box: Sendable, Equatable {
        package var x: Double
        package var y: Double
        package var width: Double
        package var height: Double
    }

    /// A mark on an axis: where it stands (the x for dates, the y for values) and its label.
    package struct Tick: Sendable, Equatable {
        package var position: Double
        package var label: String
    }

    /// A stretch of the date axis, from one x to another (`from` ≤ `to`).
    package struct Span: Sendable, Equatable {
        package var from: Double
        package var to: Double
    }

    /// The highest or lowest value: where it is, its label ("Highest" and "10,056", a line
    /// each), and on which side of the point the label stands, with a triangle pointing at it.
    package struct Marker: Sendable, Equatable {
        package var point: Point
        package var label: String
        package var isAbove: Bool
    }

    /// The data table of a window at the data's grain.
    package struct Table: Sendable {
        /// "Values, 3 March to 14 April".
        package var caption: String
        package var rows: [Row]
    }

    /// One row of the data table: a sample with its value, a sample with no value, or a run
    /// of dates missing from the file.
    package struct Row: Sendable, Equatable {
        /// What the row stands for.
        package enum Kind: Sendable, Equatable {
            case value, noValue, noData
        }
        package var kind: Kind
        /// The date (or the range of dates missing), spoken at the data's grain: the row's header.
        package var date: String
        /// The value as written, or "No value" / "No data".
        package var value: String
    }

    /// A file the page offers to download, built into the link.
    package struct Download: Sendable {
        /// The name the browser saves it under.
        package var fileName: String
        /// The file's text.
        package var text: String
    }

    /// The range control: its starting state, its words, and every state the page can reach.
    package struct Lens: Sendable {
        /// The control's name: "Range".
        package var label: String
        /// The keyboard hint: explore's, then the page's other keys.
        package var hint: [String]
        /// What explore says first: the range value of the window shown at first, a line a
        /// series (the live region's first content; joined by spaces, `aria-valuetext`).
        package var valueLines: [String]
        /// The first sample of the window shown at first, from 1 (`aria-valuenow`).
        package var valueNow: Int
        /// The number of samples (`aria-valuemax`).
        package var sampleCount: Int
        /// The buttons: each action's name, in the order shown.
        package var buttons: [Button]
        /// The whole series drawn small, the window shown as a band over it.
        package var overview: Overview
        /// The states, gzip-compressed JSON in base 64 (see ``LensStates``).
        package var states: String
    }

    /// A button of the range control: the action the page's script takes, and its label.
    package struct Button: Sendable, Equatable {
        /// "earlier", "later", "widen", "narrow", "showAll", "back", "describe".
        package var action: String
        package var label: String
    }

    /// The whole series drawn small under the range control.
    package struct Overview: Sendable {
        package var width: Double
        package var height: Double
        /// The outline of the values, one run of points a stretch without gaps.
        package var runs: [[Point]]
        /// The band of the window shown at first.
        package var band: Span
    }

    /// The audio graph, embedded.
    package struct Audio: Sendable {
        /// The file's media type: "audio/flac".
        package var mediaType: String
        /// The file's bytes, in base 64.
        package var base64: String
        /// The WebVTT cue file's text.
        package var cues: String
        /// The graph's description, a sentence an item.
        package var description: [String]
    }
}
