/// How strongly a bucket boundary is marked: a new bucket, or also a new larger bucket
/// (a new month of daily samples, which are bucketed by week).
public enum TickStrength: Int, Comparable, Hashable, Sendable {
    case regular = 1
    case strong = 2

    public static func < (lhs: TickStrength, rhs: TickStrength) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A sample that begins a new bucket.
public struct BucketBoundary: Hashable, Sendable {
    /// The index of the first sample of the new bucket.
    public var index: Int
    /// Whether the larger bucket changed too.
    public var strength: TickStrength
}

/// A mark on a picture or text strip of the whole series: a sample that starts a new bucket.
public struct SeriesMark: Hashable, Sendable {
    /// The sample the mark stands at.
    public var index: Int
    /// The kind of bucket marked.
    public var kind: BucketKind
    /// Whether the mark names a year rather than its bucket: January's mark when months are
    /// marked and the series crosses a year.
    public var namesYear: Bool
}

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

    /// The marks for a picture or text strip of the whole series: years for a series over 800
    /// days long, months over 62 days, weeks over 6 days, otherwise days; a mark at every sample
    /// whose bucket differs from the previous sample's.
    ///
    /// - Complexity: O(n).
    public func marks(calendar: BucketCalendar) -> [SeriesMark] {
        guard count > 1 else { return [] }
        let days = (times[count - 1] - times[0]) / Cadence.day
        let kind: BucketKind =
            switch days {
            case let length where length > 800: .year
            case let length where length > 62: .month
            case let length where length > 6: .week
            default: .day
            }
        let firstYear = calendar.civilDate(of: times[0]).year
        let lastYear = calendar.civilDate(of: times[count - 1]).year
        let crossesYear = firstYear != lastYear
        var marks: [SeriesMark] = []
        var previous = calendar.bucket(kind, containing: times[0])
        for index in 1..<count {
            let day = calendar.dayNumber(of: times[index])
            let bucket = calendar.bucket(kind, ofDayNumber: day)
            guard bucket != previous else { continue }
            previous = bucket
            let namesYear = kind == .month && crossesYear && CivilDate(dayNumber: day).month == 1
            marks.append(SeriesMark(index: index, kind: kind, namesYear: namesYear))
        }
        return marks
    }
}
