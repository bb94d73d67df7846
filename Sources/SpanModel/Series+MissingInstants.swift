extension Series {
    /// Where the `offset`-th sample missing after the sample at `index` would have been
    /// (`offset` from 1 to ``missingSampleCount(after:)``): a whole number of months, quarters or
    /// years later for monthly, quarterly and yearly data, the same day of the month where the
    /// month has it (the last day where it has not); working days for a series with rest days;
    /// else that many slots of the cadence later (see ``slotInstant(from:offset:calendar:)``).
    ///
    /// - Complexity: O(1).
    public func missingInstant(after index: Int, offset: Int, calendar: BucketCalendar) -> Double {
        slotInstant(from: index, offset: offset, calendar: calendar)
    }
}
