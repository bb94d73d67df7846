extension Series {
    /// How long after the start of a period its first reading may come for the data to cover
    /// the period from its start: one gap of the cadence; for monthly and yearly data the
    /// longest month or year, since their gaps vary with the calendar.
    public var coverageAllowance: Double {
        switch cadence.sampleUnit {
        case .month: Double(CalendarLength.months(1).longestDayCount) * Cadence.day
        case .year: Double(CalendarLength.months(12).longestDayCount) * Cadence.day
        default: cadence.medianGap
        }
    }

    /// Whether a period of `length` is at least as long as the spacing of the samples, so that
    /// each such period can hold a reading (a week of monthly data cannot).
    public func offers(_ length: CalendarLength) -> Bool {
        // An hour of slack for a daylight-saving day in a week of daily samples.
        Double(length.longestDayCount) * Cadence.day + 3_600 >= cadence.medianGap
    }

    /// The samples that fall on the days of `period` in `calendar`, from its first value to its
    /// last (gaps at either edge left out), or `nil` when the period holds no value.
    ///
    /// - Complexity: O(log n + g) for g gaps at the period's edges.
    public func window(of period: DayPeriod, calendar: BucketCalendar) -> SampleWindow? {
        guard var window = samples(of: period, calendar: calendar) else { return nil }
        // A gap is no reading: the window runs from the period's first value to its last, so
        // that its first reading and its latest figure are values, and a period of gaps alone
        // has no readings.
        while window.start < window.end, isGap(at: window.start) { window.start += 1 }
        while window.end > window.start, isGap(at: window.end - 1) { window.end -= 1 }
        return window.isEmpty ? nil : window
    }

    /// Every sample that falls on the days of `period`, gaps included, or `nil` when none does.
    ///
    /// - Complexity: O(log n).
    func samples(of period: DayPeriod, calendar: BucketCalendar) -> SampleWindow? {
        let start = calendar.instant(dayNumber: period.firstDay)
        let end = calendar.instant(dayNumber: period.endDay)
        guard let first = firstIndex(onOrAfter: start), times[first] < end, let last = lastIndex(onOrBefore: end),
            last >= first
        else { return nil }
        // `lastIndex(onOrBefore:)` includes a sample at exactly `end`, which belongs to the next day.
        let lastInPeriod = times[last] < end ? last : last - 1
        return lastInPeriod >= first ? SampleWindow(first: first, last: lastInPeriod) : nil
    }

    /// Compares the calendar period of `length` that ends with the local day `lastDay` (the day
    /// of the latest sample when `nil`) with the period of the same calendar length just before
    /// it.
    ///
    /// The two are compared only when the data covers them alike: the earlier period must hold
    /// a reading within ``coverageAllowance`` of its start (or no later into it than the period's
    /// own first reading comes into the period), and its figure must not be zero; totals are
    /// compared only when the two periods' shares of samples with values (gaps and holes in time
    /// count against them) differ by five points or less.
    /// Otherwise ``PeriodComparison/reasonForNoChange`` says why not.
    ///
    /// ```swift
    /// let month = series.compare(over: .months(1), aggregate: .sum, calendar: calendar)
    /// month.change   // 0.13 for 13% up on the month before
    /// ```
    ///
    /// - Returns: the comparison, or `nil` for an empty series with no `lastDay`.
    /// - Complexity: O(log n).
    public func compare(
        over length: CalendarLength, aggregate: PeriodAggregate, endingWith lastDay: Int? = nil,
        calendar: BucketCalendar
    ) -> PeriodComparison? {
        guard let lastDay = lastDay ?? times.last.map({ calendar.dayNumber(of: $0) }) else { return nil }
        let period = length.period(endingWith: lastDay)
        let earlierPeriod = length.period(endingWith: lastDay, periodsBack: 1)
        let window = self.window(of: period, calendar: calendar)
        let earlierWindow = self.window(of: earlierPeriod, calendar: calendar)
        let current = window.map { figure(aggregate, of: $0) }
        let previous = earlierWindow.map { figure(aggregate, of: $0) }
        var covers = false
        // How far into the period its first reading comes: the earlier period is covered alike
        // when its first reading comes no later into it (readings of evenings only start each
        // period at 5 PM, and that is no hole).
        var currentOffset = 0.0
        if let window {
            currentOffset = times[window.start] - calendar.instant(dayNumber: period.firstDay)
            covers = window.start > 0 || currentOffset < coverageAllowance
        }
        let reason: NoComparisonReason?
        if let current, let previous, let earlierWindow {
            let earlierOffset = times[earlierWindow.start] - calendar.instant(dayNumber: earlierPeriod.firstDay)
            // An hour of slack for a daylight-saving change between the two periods.
            if earlierOffset >= coverageAllowance, earlierOffset > currentOffset + 3_600 {
                reason = .earlierPeriodNotCovered
            } else if !current.isFinite || !previous.isFinite {
                reason = .figureTooLarge
            } else if previous == 0 {
                reason = .earlierFigureIsZero
            } else if aggregate == .sum,
                let whole = self.samples(of: period, calendar: calendar),
                let earlierWhole = self.samples(of: earlierPeriod, calendar: calendar),
                abs(shareWithValues(of: whole) - shareWithValues(of: earlierWhole)) > Self.coverageTolerance
            {
                reason = .unevenCoverage
            } else {
                reason = nil
            }
        } else {
            reason = current == nil ? .noReadings : .earlierPeriodHasNoReadings
        }
        return PeriodComparison(
            period: period, earlierPeriod: earlierPeriod, window: window, earlierWindow: earlierWindow,
            current: current, previous: previous, firstReading: window.map { times[$0.start] },
            coversPeriodFromStart: covers,
            reasonForNoChange: reason)
    }

    /// How far the shares of samples with values in two periods may differ before their totals
    /// are no longer compared: five points (a week with one day of no data is 14 points short).
    static let coverageTolerance = 0.05

    /// The share of a window's places, its samples and the samples missing between them, that
    /// hold a value: 1 for a window without gaps or holes.
    ///
    /// - Complexity: O(1).
    func shareWithValues(of window: SampleWindow) -> Double {
        let values = valueCount(in: window)
        let places = window.count + missingSampleCount(in: window)
        return places > 0 ? Double(values) / Double(places) : 0
    }

    /// One figure for a window.
    ///
    /// - Complexity: O(1).
    public func figure(_ aggregate: PeriodAggregate, of window: SampleWindow) -> Double {
        switch aggregate {
        case .sum: total(of: window)
        case .average: average(of: window)
        case .latest: values[window.last]
        }
    }
}
