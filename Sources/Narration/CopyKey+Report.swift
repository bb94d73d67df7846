extension CopyKey {
    // The report page (`Report.xcstrings`): its headings, labels and links. Its sentences are
    // the range lens's and the audio graph's own.

    /// "Skip to the report": the page's first link.
    package static let reportSkipLink: CopyKey = "report.skip-link"
    /// "Description": the heading of the description.
    package static let reportDescriptionHeading: CopyKey = "report.heading.description"
    /// "Chart": the heading of the chart.
    package static let reportChartHeading: CopyKey = "report.heading.chart"
    /// "Explore the range": the heading of the range control.
    package static let reportLensHeading: CopyKey = "report.heading.lens"
    /// "Audio graph": the heading of the audio graph.
    package static let reportAudioHeading: CopyKey = "report.heading.audio"
    /// "Data table": the heading of the data table.
    package static let reportTableHeading: CopyKey = "report.heading.table"
    /// "Comparison": the heading of several series' comparison.
    package static let reportComparisonHeading: CopyKey = "report.heading.comparison"
    /// "About the data": the heading of the notes on how the file was read.
    package static let reportNotesHeading: CopyKey = "report.heading.notes"
    /// "Values, 3 March to 14 April": the data table's caption.
    package static let reportTableCaption: CopyKey = "report.table.caption"
    /// "Date": the header of the table's dates.
    package static let reportTableDate: CopyKey = "report.table.date"
    /// "Value": the header of the table's values.
    package static let reportTableValue: CopyKey = "report.table.value"
    /// "No value": a date with no value.
    package static let reportNoValue: CopyKey = "report.table.no-value"
    /// "No data": dates missing from the file, in the table and the chart's legend.
    package static let reportNoData: CopyKey = "report.table.no-data"
    /// "Download these values as a CSV file".
    package static let reportDownload: CopyKey = "report.download"
    /// "Describe": the range control's button that describes the range.
    package static let reportDescribe: CopyKey = "report.lens.describe"
    /// The keys the range control takes besides the arrows and Space.
    package static let reportMoreKeys: CopyKey = "report.lens.keys"
    /// Said when a step would reach a range the page does not hold.
    package static let reportOutside: CopyKey = "report.lens.outside"
    /// "Dates and values": the name of the audio graph's captions.
    package static let reportCues: CopyKey = "report.audio.cues"
    /// Shown by a browser that cannot play the audio graph.
    package static let reportAudioUnsupported: CopyKey = "report.audio.unsupported"

    /// Every key of the report page.
    static var reportPageKeys: [CopyKey] {
        [
            reportSkipLink, reportDescriptionHeading, reportChartHeading, reportLensHeading, reportAudioHeading,
            reportTableHeading, reportComparisonHeading, reportNotesHeading, reportTableCaption, reportTableDate,
            reportTableValue, reportNoValue, reportNoData, reportDownload, reportDescribe, reportMoreKeys,
            reportOutside, reportCues, reportAudioUnsupported,
        ]
    }
}
