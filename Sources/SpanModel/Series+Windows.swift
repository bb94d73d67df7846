extension Series {
    /// The smallest number of samples a window may cover: `min(max(minimumSpan, 1), count)`.
    public func effectiveMinimumSpan(_ minimumSpan: Int) -> Int {
        min(max(minimumSpan, 1), count)
    }

    /// The window shown first: the last six steps' worth of samples (42 daily samples, 24
    /// weekly ones...), never narrower than the minimum span, or the whole series when it is
    /// shorter.
    ///
    /// - Complexity: O(1).
    public func openingWindow(minimumSpan: Int = 7) -> SampleWindow {
        let width = min(count, max(6 * cadence.step, effectiveMinimumSpan(minimumSpan)))
        return SampleWindow(start: count - width, end: count)
    }

    /// The last `sampleCount` samples, widened to the minimum span if needed; the whole series
    /// when it holds fewer.
    ///
    /// - Complexity: O(1).
    public func window(last sampleCount: Int, minimumSpan: Int = 7) -> SampleWindow {
        let width = min(count, max(sampleCount, effectiveMinimumSpan(minimumSpan)))
        return SampleWindow(start: count - width, end: count)
    }

    /// The samples from the first on or after `from` to the last on or before `through`
    /// (instants in seconds since 1970; `nil` leaves that end open), or `nil` when no sample
    /// lies in that range: never other dates in silence.
    ///
    /// A result narrower than the minimum span is widened forward, then its start pulled back
    /// to keep the width. See ``selection(from:through:minimumSpan:calendar:)`` for what was
    /// changed, so that it can be said.
    ///
    /// - Complexity: O(log n).
    public func window(from: Double?, through: Double?, minimumSpan: Int = 7) -> SampleWindow? {
        guard !isEmpty else { return nil }
        guard let found = samples(from: from, through: through) else { return nil }
        return widened(found, minimumSpan: minimumSpan)
    }

    /// The window for a range of dates and what it changed from what was asked: whether the
    /// range reaches past either end of the series, and whether it was widened to the minimum
    /// span. `nil` when no sample lies in the range (or the series is empty).
    ///
    /// Whether the range reaches past an end is judged at the grain the data's dates are said
    /// at (``Cadence/dateGrain``): `--to 2015-12-31` on a monthly series whose last sample is
    /// 1 December 2015 asks for nothing past it, while a daily series that ends on 30 December
    /// does not reach the 31st. Samples under a day apart reach an end when the range goes a
    /// whole cadence gap past it.
    ///
    /// - Complexity: O(log n).
    public func selection(
        from: Double?, through: Double?, minimumSpan: Int = 7, calendar: BucketCalendar
    ) -> DateRangeSelection? {
        guard !isEmpty, let found = samples(from: from, through: through) else { return nil }
        let window = widened(found, minimumSpan: minimumSpan)
        let grain = cadence.dateGrain
        let startsBefore = from.map { isEarlier($0, than: times[0], grain: grain, calendar: calendar) } ?? false
        let endsAfter = through.map { isEarlier(times[count - 1], than: $0, grain: grain, calendar: calendar) } ?? false
        return DateRangeSelection(
            window: window, startsBeforeSeries: startsBefore, endsAfterSeries: endsAfter,
            widenedToMinimumSpan: window != found)
    }

    /// The samples in a range of instants, before any widening; `nil` when there are none.
    private func samples(from: Double?, through: Double?) -> SampleWindow? {
        let first = from.map { firstIndex(onOrAfter: $0) } ?? 0
        let last = through.map { lastIndex(onOrBefore: $0) } ?? count - 1
        guard let first, let last, first <= last else { return nil }
        return SampleWindow(first: first, last: last)
    }

    /// A window widened forward to the minimum span, then pulled back to keep the width.
    private func widened(_ window: SampleWindow, minimumSpan: Int) -> SampleWindow {
        let width = effectiveMinimumSpan(minimumSpan)
        guard window.count < width else { return window }
        let last = min(window.start + width - 1, count - 1)
        return SampleWindow(first: max(last - width + 1, 0), last: last)
    }

    /// Whether instant `a` falls in an earlier unit of `grain` than instant `b` (for the time
    /// of day, a whole cadence gap earlier).
    func isEarlier(_ a: Double, than b: Double, grain: DateGrain, calendar: BucketCalendar) -> Bool {
        switch grain {
        case .time: a <= b - cadence.medianGap
        case .day: calendar.dayNumber(of: a) < calendar.dayNumber(of: b)
        case .month: calendar.bucket(.month, containing: a) < calendar.bucket(.month, containing: b)
        case .quarter: calendar.quarter(containing: a) < calendar.quarter(containing: b)
        case .year: calendar.bucket(.year, containing: a) < calendar.bucket(.year, containing: b)
        }
    }

    /// The index of the first sample at or after `time`.
    ///
    /// - Complexity: O(log n).
    public func firstIndex(onOrAfter time: Double) -> Int? {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if times[middle] < time { low = middle + 1 } else { high = middle }
        }
        return low < count ? low : nil
    }

    /// The index of the last sample at or before `time`.
    ///
    /// - Complexity: O(log n).
    public func lastIndex(onOrBefore time: Double) -> Int? {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if times[middle] <= time { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? low - 1 : nil
    }
}
