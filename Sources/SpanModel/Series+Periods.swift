/// How a period's readings become one figure.
public enum PeriodAggregate: String, CaseIterable, Hashable, Sendable {
    /// The sum (revenue, orders, steps over a period).
    case sum
    /// The mean (a rate, a price).
    case average
    /// The latest reading (a balance, a weight).
    case latest
}

/// A length of calendar time: a number of days, or a number of calendar months.
///
/// A month is not 30 days: a period of one month ending on 12 October starts on 13 September,
/// and one ending on 30 November starts on 1 November.
public enum CalendarLength: Hashable, Sendable {
    /// A number of days (a week is 7).
    case days(Int)
    /// A number of calendar months (a quarter is 3, a year 12).
    case months(Int)

    /// The most days a period of this length can hold: 7 for a week, 31 for a month, 92 for
    /// three months, 366 for twelve.
    public var longestDayCount: Int {
        switch self {
        case .days(let count):
            return count
        case .months(let count):
            // The longest run of `count` months starts somewhere in a leap year or the year
            // after; a 400-year cycle has no longer one.
            var longest = 0
            for startYear in [2000, 2001] {
                for startMonth in 1...12 {
                    let first = CivilDate(year: startYear, month: startMonth, day: 1).dayNumber
                    longest = max(longest, Self.day(first, movedByMonths: count) - first)
                }
            }
            return longest
        }
    }

    /// The period of this length that ends with the local day `lastDay`, or, with `periodsBack`
    /// greater than 0, the period that many lengths before it.
    ///
    /// Periods are counted back from the day after `lastDay`, each boundary from that day
    /// directly, so neighbouring periods meet without a gap or an overlap. A month counted back
    /// from a day its month lacks lands on that month's last day (31 March back one month is
    /// 28 or 29 February), as calendars do.
    ///
    /// ```swift
    /// let october12 = CivilDate(year: 2026, month: 10, day: 12).dayNumber
    /// CalendarLength.months(1).period(endingWith: october12)                  // 13 Sep ..< 13 Oct
    /// CalendarLength.months(1).period(endingWith: october12, periodsBack: 1)  // 13 Aug ..< 13 Sep
    /// ```
    ///
    /// - Complexity: O(1).
    public func period(endingWith lastDay: Int, periodsBack: Int = 0) -> DayPeriod {
        let end = lastDay + 1
        switch self {
        case .days(let count):
            return DayPeriod(firstDay: end - count * (periodsBack + 1), endDay: end - count * periodsBack)
        case .months(let count):
            return DayPeriod(
                firstDay: Self.day(end, movedByMonths: -count * (periodsBack + 1)),
                endDay: Self.day(end, movedByMonths: -count * periodsBack))
        }
    }

    /// The same day of the month `months` months later (earlier when negative), or the last day
    /// of that month when it is shorter.
    static func day(_ day: Int, movedByMonths months: Int) -> Int {
        let date = CivilDate(dayNumber: day)
        let monthIndex = date.year * 12 + (date.month - 1) + months
        let year = BucketCalendar.floorDivide(monthIndex, 12)
        let month = monthIndex - year * 12 + 1
        let dayOfMonth = min(date.day, CivilDate.daysInMonth(year: year, month: month))
        return CivilDate(year: year, month: month, day: dayOfMonth).dayNumber
    }
}

/// A run of whole local days: from `firstDay` up to, not including, `endDay` (day numbers
/// since 1970-01-01 in the calendar's time zone).
public struct DayPeriod: Hashable, Sendable, CustomStringConvertible {
    /// The first day of the period.
    public var firstDay: Int
    /// The day after the period's last day.
    public var endDay: Int

    /// Creates a period.
    public init(firstDay: Int, endDay: Int) {
        self.firstDay = firstDay
        self.endDay = endDay
    }

    /// The period's last day.
    public var lastDay: Int { endDay - 1 }

    /// The days the period holds.
    public var dayCount: Int { endDay - firstDay }

    /// `YYYY-MM-DD...YYYY-MM-DD`, first and last day.
    public var description: String { "\(CivilDate(dayNumber: firstDay))...\(CivilDate(dayNumber: lastDay))" }
}

/// Why no change is said between a period and the one before it.
public enum NoComparisonReason: String, CaseIterable, Hashable, Sendable {
    /// The period itself has no readings.
    case noReadings = "no-readings"
    /// The earlier period has no readings.
    case earlierPeriodHasNoReadings = "earlier-period-has-no-readings"
    /// The data does not cover the earlier period from its start: its first reading comes more
    /// than one gap of the cadence after the period begins.
    case earlierPeriodNotCovered = "earlier-period-not-covered"
    /// The earlier period adds up to zero, so a change relative to it means nothing.
    case earlierFigureIsZero = "earlier-figure-is-zero"
    /// A figure is too large to compute (beyond the range of a `Double`).
    case figureTooLarge = "figure-too-large"
    /// Totals over periods whose data has holes in different measure (a week with a day of no
    /// data against a full week): the change would be the hole's, not the data's.
    case unevenCoverage = "uneven-coverage"

    /// Why, in a few plain words (for JSON): "the earlier period is not fully covered".
    public var explanation: String {
        switch self {
        case .noReadings: "this period has no readings"
        case .earlierPeriodHasNoReadings: "the earlier period has no readings"
        case .earlierPeriodNotCovered: "the earlier period is not fully covered"
        case .earlierFigureIsZero: "the earlier period adds up to zero"
        case .figureTooLarge: "a figure is too large to compare"
        case .unevenCoverage: "the two periods have data for different shares of their time"
        }
    }
}

/// A period's figure and the figure of the period of the same calendar length just before it,
/// with whether the two may be compared.
public struct PeriodComparison: Hashable, Sendable {
    /// The period, ending with the day it was asked for.
    public var period: DayPeriod
    /// The period of the same calendar length just before it.
    public var earlierPeriod: DayPeriod
    /// The period's samples, or `nil` when it has none.
    public var window: SampleWindow?
    /// The earlier period's samples, or `nil` when it has none.
    public var earlierWindow: SampleWindow?
    /// The period's figure, or `nil` when it has no readings.
    public var current: Double?
    /// The earlier period's figure, or `nil` when it has no readings.
    public var previous: Double?
    /// The instant of the period's first reading, or `nil` when it has none.
    public var firstReading: Double?
    /// Whether the data reaches back to the period's start (false when the series begins
    /// partway through it, so the figure covers less than the period).
    public var coversPeriodFromStart: Bool
    /// Why no change is said, or `nil` when the two periods are compared.
    public var reasonForNoChange: NoComparisonReason?

    /// The change as a fraction of the earlier figure (0.126 is 12.6% more), or `nil` when the
    /// periods are not compared (see ``reasonForNoChange``).
    public var change: Double? {
        guard reasonForNoChange == nil, let current, let previous else { return nil }
        return (current - previous) / abs(previous)
    }
}

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
        over length: CalendarLength, aggregate: PeriodAggregate, endingWith lastDay: Int? = nil, calendar: BucketCalendar
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
            current: current, previous: previous, firstReading: window.map { times[$0.start] }, coversPeriodFromStart: covers,
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
