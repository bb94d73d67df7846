/// How far apart the samples are, and what follows from it: the bucket samples are grouped in
/// and the number of samples one step moves.
///
/// | median gap | bucket | one step |
/// | --- | --- | --- |
/// | under half a day | day | the samples in a day, `max(round(day / gap), 1)` |
/// | half a day to under 3 days | week | 7 samples (5 for a series that rests two days a week) |
/// | 3 days to under 20 days | month | 4 samples |
/// | 20 days or more | year | 3 samples |
///
/// The median is of the gaps between samples at different instants: a date written twice is not
/// an extra day, and does not make a daily series look like one of many samples a day.
public struct Cadence: Hashable, Sendable {
    /// Seconds in a day.
    public static let day = 86_400.0

    /// The median gap between consecutive samples, in seconds: the gap at index `count / 2` of
    /// the sorted gaps, or one day for a series of fewer than two samples.
    public let medianGap: Double

    /// The bucket each sample belongs to.
    public let bucket: BucketKind

    /// Samples moved by one step.
    public let step: Int

    /// What one sample stands for in a spoken count.
    public let sampleUnit: SampleUnit

    /// The two days of the week a daily series never has a sample on (a trading series'
    /// weekend), or `nil`: they are not missing, and a step is the five samples of a week.
    public let restDays: RestDays?

    /// The cadence for a median gap in seconds.
    public init(medianGap: Double) {
        self.init(medianGap: medianGap, restDays: nil)
    }

    /// The cadence for a median gap in seconds, of a daily series that never has samples on
    /// `restDays` (ignored unless the gap is a day's).
    public init(medianGap: Double, restDays: RestDays?) {
        let gap = medianGap.isFinite ? max(medianGap, 0) : Self.day
        self.medianGap = gap
        sampleUnit = Self.unit(forGap: gap)
        self.restDays = sampleUnit == .day ? restDays : nil
        switch gap {
        case ..<(Self.day / 2):
            bucket = .day
            // A gap of zero (many equal instants) would make the ratio infinite; one sample a
            // second is the finest step the model takes.
            let perDay = gap > 0 ? (Self.day / gap).rounded() : Self.day
            step = max(Int(min(perDay, Self.day)), 1)
        case ..<(3 * Self.day):
            bucket = .week
            step = self.restDays == nil ? 7 : 5
        case ..<(20 * Self.day):
            bucket = .month
            step = 4
        default:
            bucket = .year
            step = 3
        }
    }

    /// The cadence of sorted instants (seconds): the median of the gaps between neighbours at
    /// different instants (one day when there are none), and for a daily series the two days of
    /// the week it never has a sample on, if any.
    ///
    /// - Complexity: O(n) time (a selection, not a sort) and O(n) temporary memory.
    public init(sortedTimes times: [Double]) {
        guard times.count >= 2 else {
            self.init(medianGap: Self.day)
            return
        }
        var gaps = [Double](unsafeUninitializedCapacity: times.count - 1) { buffer, initialized in
            var count = 0
            for index in 1..<times.count {
                let gap = times[index] - times[index - 1]
                if gap > 0 {
                    buffer[count] = gap
                    count += 1
                }
            }
            initialized = count
        }
        guard !gaps.isEmpty else {
            self.init(medianGap: Self.day)
            return
        }
        let median = gaps.withUnsafeMutableBufferPointer { Self.select(gaps: $0, rank: $0.count / 2) }
        let isDaily = Self.unit(forGap: median) == .day
        self.init(medianGap: median, restDays: isDaily ? RestDays.find(sortedTimes: times) : nil)
    }

    /// How much of a date is worth saying for samples this far apart.
    public var dateGrain: DateGrain {
        if sampleUnit == .quarter { return .quarter }
        switch medianGap {
        case ..<(Self.day / 2): return .time
        case ..<(20 * Self.day): return .day
        case ..<(300 * Self.day): return .month
        default: return .year
        }
    }

    /// The length of one sample's slot in time, for counting the samples a hole stands for:
    /// the nominal hour, day or week, the mean Gregorian month or year (so that a missing month
    /// counts as one whatever its length), or the median gap for readings of no calendar unit.
    public var slotLength: Double {
        switch sampleUnit {
        case .hour: 3_600
        case .day: Self.day
        case .week: 7 * Self.day
        case .month: 30.436_875 * Self.day
        case .quarter: 91.310_625 * Self.day
        case .year: 365.242_5 * Self.day
        case .reading: medianGap
        }
    }

    /// The largest count of missing samples one hole is said to hold, so that sums of counts
    /// can never overflow, whatever instants a caller passes.
    public static let maximumMissingPerHole = Int(Int32.max)

    /// How many samples are missing between two neighbours `gap` seconds apart: none unless
    /// they lie more than 1.5 median gaps apart; otherwise the slots between them in the
    /// cadence's own units (a monthly series with one month left out misses 1), at least 1.
    ///
    /// A series whose median gap is zero (most instants repeated) has no cadence to miss
    /// samples from, and never does.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    public func missingSampleCount(acrossGap gap: Double) -> Int {
        guard medianGap > 0, gap > 1.5 * medianGap else { return 0 }
        let slots = (gap / slotLength).rounded()
        guard slots < Double(Self.maximumMissingPerHole) else { return Self.maximumMissingPerHole }
        return max(Int(slots) - 1, 1)
    }

    /// How many samples are missing between neighbours at two instants: as
    /// ``missingSampleCount(acrossGap:)``, except that a series with rest days misses only the
    /// other days between them (none between a Friday and a Monday of a trading series).
    ///
    /// - Complexity: O(1).
    @inline(__always)
    public func missingSampleCount(from first: Double, to last: Double) -> Int {
        let missing = missingSampleCount(acrossGap: last - first)
        guard missing > 0, let restDays else { return missing }
        return min(restDays.workingDays(between: first, and: last), Self.maximumMissingPerHole)
    }

    private static func unit(forGap gap: Double) -> SampleUnit {
        func near(_ target: Double, _ tolerance: Double = 0.1) -> Bool {
            abs(gap - target) <= target * tolerance
        }
        if near(3_600) { return .hour }
        if near(day) { return .day }
        if near(7 * day) { return .week }
        if gap >= 28 * day - 3_600, gap <= 31 * day + 3_600 { return .month }
        if gap >= 89 * day - 3_600, gap <= 92 * day + 3_600 { return .quarter }
        if gap >= 365 * day - 3_600, gap <= 366 * day + 3_600 { return .year }
        return .reading
    }

    /// The element of rank `rank` in `gaps` (as if sorted), by quickselect with a
    /// median-of-three pivot; reorders the buffer.
    static func select(gaps: UnsafeMutableBufferPointer<Double>, rank: Int) -> Double {
        var low = 0
        var high = gaps.count - 1
        while low < high {
            let middle = low + (high - low) / 2
            // Median of three, moved to `high`.
            if gaps[middle] < gaps[low] { gaps.swapAt(middle, low) }
            if gaps[high] < gaps[low] { gaps.swapAt(high, low) }
            if gaps[middle] < gaps[high] { gaps.swapAt(middle, high) }
            let pivot = gaps[high]
            // Three-way partition so that runs of equal gaps (regular series) finish at once.
            var lessEnd = low
            var index = low
            var greaterStart = high
            while index <= greaterStart {
                if gaps[index] < pivot {
                    gaps.swapAt(index, lessEnd)
                    lessEnd += 1
                    index += 1
                } else if gaps[index] > pivot {
                    gaps.swapAt(index, greaterStart)
                    greaterStart -= 1
                } else {
                    index += 1
                }
            }
            if rank < lessEnd {
                high = lessEnd - 1
            } else if rank > greaterStart {
                low = greaterStart + 1
            } else {
                return pivot
            }
        }
        return gaps[low]
    }
}
