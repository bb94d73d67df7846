extension Series {
    /// What another series holds over the dates of a window of this one: the samples within
    /// the same days (or months, or years, at this series' grain), and whether they reach from
    /// the window's first date to its last, so that figures of the two can be compared.
    ///
    /// Several series of one long table are heard over the same dates this way: one series'
    /// window chooses the range, and each other series shows what it holds in it, never other
    /// dates in silence.
    public struct SharedDates: Hashable, Sendable {
        /// The other series' samples in the range; `nil` when it has none there.
        public var window: SampleWindow?

        /// Whether those samples reach from the range's first date to its last, at the grain
        /// its dates are said at.
        public var coversRange: Bool
    }

    /// The samples of `other` on the dates of `window` of this series.
    ///
    /// The range runs from the start of the first sample's day (month, year) to the end of the
    /// last sample's, at this series' grain; for samples under a day apart, from the first
    /// sample's instant to the last's, give or take half a gap.
    ///
    /// - Complexity: O(log n) in the other series' samples.
    public func sharedDates(of window: SampleWindow, in other: Series, calendar: BucketCalendar) -> SharedDates {
        guard !window.isEmpty, !other.isEmpty else { return SharedDates(window: nil, coversRange: false) }
        let first = times[window.start]
        let last = times[window.last]
        let grain = cadence.dateGrain
        let start: Double
        let end: Double
        switch grain {
        case .time:
            start = first - cadence.medianGap / 2
            end = last + cadence.medianGap / 2
        case .day:
            start = calendar.instant(dayNumber: calendar.dayNumber(of: first))
            end = calendar.instant(dayNumber: calendar.dayNumber(of: last) + 1)
        case .month, .year:
            let kind: BucketKind = grain == .month ? .month : .year
            start = calendar.instant(dayNumber: Self.firstDay(of: calendar.bucket(kind, containing: first), kind))
            end = calendar.instant(dayNumber: Self.firstDay(of: calendar.bucket(kind, containing: last) + 1, kind))
        case .quarter:
            let firstQuarter = calendar.quarter(containing: first)
            let lastQuarter = calendar.quarter(containing: last)
            start = calendar.instant(dayNumber: Self.firstDay(of: firstQuarter * 3, .month))
            end = calendar.instant(dayNumber: Self.firstDay(of: (lastQuarter + 1) * 3, .month))
        }
        guard let low = other.firstIndex(onOrAfter: start), other.times[low] < end,
            var high = other.lastIndex(onOrBefore: end), high >= low
        else { return SharedDates(window: nil, coversRange: false) }
        // A sample at exactly the range's end belongs to the next day (month, quarter, year).
        if other.times[high] >= end, grain != .time { high -= 1 }
        guard high >= low else { return SharedDates(window: nil, coversRange: false) }
        let shared = SampleWindow(first: low, last: high)
        let startsWithRange = !isEarlier(first, than: other.times[low], grain: grain, calendar: calendar)
        let endsWithRange = !isEarlier(other.times[high], than: last, grain: grain, calendar: calendar)
        return SharedDates(window: shared, coversRange: startsWithRange && endsWithRange)
    }

    /// The first day of the month or year with the ordinal `ordinal` (as ``BucketCalendar``
    /// numbers them).
    private static func firstDay(of ordinal: Int, _ kind: BucketKind) -> Int {
        switch kind {
        case .year:
            return CivilDate(year: ordinal, month: 1, day: 1).dayNumber
        default:
            let year = ordinal >= 0 ? ordinal / 12 : (ordinal - 11) / 12
            return CivilDate(year: year, month: ordinal - year * 12 + 1, day: 1).dayNumber
        }
    }
}
