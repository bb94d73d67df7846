extension Series {
    /// The instant of the place `offset` places after the sample at `index` (before it when
    /// `offset` is negative), in the cadence's own units: whole months, quarters or years for
    /// monthly, quarterly and yearly data (the same day of the month), working days for a
    /// series with rest days, otherwise that many median gaps or nominal hours, days or weeks.
    ///
    /// It says where a sample missing next to a sample would have been, so that a run of
    /// missing data can be named by its dates.
    ///
    /// - Complexity: O(1).
    public func slotInstant(from index: Int, offset: Int, calendar: BucketCalendar) -> Double {
        let time = times[index]
        let months: Int?
        switch cadence.sampleUnit {
        case .month: months = offset
        case .quarter: months = 3 * offset
        case .year: months = 12 * offset
        default: months = nil
        }
        if let months {
            let day = calendar.dayNumber(of: time)
            let intoDay = time - calendar.instant(dayNumber: day)
            return calendar.instant(dayNumber: CalendarLength.day(day, movedByMonths: months), secondsIntoDay: intoDay)
        }
        if let restDays = cadence.restDays, offset != 0 {
            var day = restDays.dayIndex(of: time)
            var remaining = abs(offset)
            while remaining > 0 {
                day += offset > 0 ? 1 : -1
                if !restDays.isRestDay(day) { remaining -= 1 }
            }
            return time + Double(day - restDays.dayIndex(of: time)) * Cadence.day
        }
        let length = cadence.sampleUnit == .reading ? cadence.medianGap : cadence.slotLength
        return time + Double(offset) * length
    }
}
