import SpanModel

extension RangeNarrator {
    /// The dates missing from the file between the sample at `index` and the next, spoken at
    /// the data's grain as a range ("10 June to 19 June"), or one date when one is missing:
    /// the header of a data table's row that marks them. The year is said as the window's
    /// other dates say it.
    ///
    /// - Complexity: O(1) once the dates have been seen.
    public func missingRange(after index: Int, window: SampleWindow) -> String {
        let count = series.missingSampleCount(after: index)
        precondition(count > 0, "no sample is missing after this one")
        let withYear = needsYear(window)
        let first = spokenDate(
            ofInstant: series.missingInstant(after: index, offset: 1, calendar: calendar), withYear: withYear,
            inContext: true)
        let last = spokenDate(
            ofInstant: series.missingInstant(after: index, offset: count, calendar: calendar), withYear: withYear,
            inContext: true)
        guard first != last else {
            return spokenDate(
                ofInstant: series.missingInstant(after: index, offset: 1, calendar: calendar), withYear: withYear)
        }
        return copy.text(CopyKey.rangeConnector(grain), first, last)
    }
}
