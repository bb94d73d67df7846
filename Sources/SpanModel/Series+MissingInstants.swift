extension Series {
    /// Where the `offset`-th sample missing after the sample at `index` would have been
    /// (`offset` from 1 to ``missingSampleCount(after:)``): a whole number of months or years
    /// later for monthly and yearly data, the same day of the month where the month has it (the
    /// last day where it has not); else that many slots of the cadence later.
    ///
    /// - Complexity: O(1).
    public func missingInstant(after index: Int, offset: Int, calendar: BucketCalendar) -> Double {
        let time = times[index]
        switch cadence.sampleUnit {
        case .month, .year:
            let months = cadence.sampleUnit == .month ? offset : 12 * offset
            let day = calendar.dayNumber(of: time)
            let date = CivilDate(dayNumber: day)
            let total = date.year * 12 + date.month - 1 + months
            let year = total >= 0 ? total / 12 : (total - 11) / 12
            let month = total - year * 12 + 1
            let shifted = CivilDate(
                year: year, month: month, day: min(date.day, CivilDate.daysInMonth(year: year, month: month)))
            let intoDay = time - calendar.instant(dayNumber: day)
            return calendar.instant(dayNumber: shifted.dayNumber, secondsIntoDay: intoDay)
        default:
            return time + Double(offset) * cadence.slotLength
        }
    }
}
