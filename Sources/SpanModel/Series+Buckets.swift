extension Series {
    /// The bucket boundaries inside a window: every sample after the first whose bucket of
    /// kind `kind`, or of the next larger kind, differs from the previous sample's; strong when
    /// the larger bucket changed (a month that begins in the middle of a week is still a strong
    /// boundary, as it is when the range control steps across it). This is where the audio
    /// graph plays its ticks.
    ///
    /// - Complexity: O(window) bucket computations.
    public func boundaries(
        in window: SampleWindow, kind: BucketKind? = nil, calendar: BucketCalendar
    ) -> [BucketBoundary] {
        guard window.count > 1 else { return [] }
        let kind = kind ?? cadence.bucket
        var result: [BucketBoundary] = []
        var previousDay = calendar.dayNumber(of: times[window.start])
        var previousBucket = calendar.bucket(kind, ofDayNumber: previousDay)
        var previousLarger = kind.larger.map { calendar.bucket($0, ofDayNumber: previousDay) }
        for index in (window.start + 1)..<window.end {
            let day = calendar.dayNumber(of: times[index])
            if day == previousDay { continue }
            let bucket = calendar.bucket(kind, ofDayNumber: day)
            let larger = kind.larger.map { calendar.bucket($0, ofDayNumber: day) }
            let largerChanged = larger != nil && larger != previousLarger
            if bucket != previousBucket || largerChanged {
                result.append(BucketBoundary(index: index, strength: largerChanged ? .strong : .regular))
            }
            previousDay = day
            previousBucket = bucket
            previousLarger = larger
        }
        return result
    }

    /// The tick a step makes: regular when an edge of the window moved into a different
    /// bucket, strong when it moved into a different larger bucket, `nil` when neither.
    ///
    /// - Complexity: O(1).
    public func tick(from previous: SampleWindow, to next: SampleWindow, calendar: BucketCalendar) -> TickStrength? {
        guard !previous.isEmpty, !next.isEmpty, previous != next else { return nil }
        let kind = cadence.bucket
        var strength: TickStrength?
        for (before, after) in [(previous.start, next.start), (previous.last, next.last)] where before != after {
            let beforeDay = calendar.dayNumber(of: times[before])
            let afterDay = calendar.dayNumber(of: times[after])
            if let larger = kind.larger,
                calendar.bucket(larger, ofDayNumber: beforeDay) != calendar.bucket(larger, ofDayNumber: afterDay)
            {
                return .strong
            }
            if calendar.bucket(kind, ofDayNumber: beforeDay) != calendar.bucket(kind, ofDayNumber: afterDay) {
                strength = .regular
            }
        }
        return strength
    }
}
