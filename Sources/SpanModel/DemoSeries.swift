import Foundation

/// The series the command line uses when it is given none: a year of daily step counts.
///
/// The same end date always gives the same numbers: every value is computed from its own
/// calendar date, with noise from a hash of the day's number rather than a random generator,
/// so a given day has the same count whichever year-long window includes it.
///
/// The shape: a base of 7,400 steps; a summer rise of up to 2,300 peaking on day 200 of the
/// year (a bell whose standard deviation is 24 days, so 48 days across its middle); Saturdays
/// 2,800 higher and Sundays 1,900 higher; noise of up to ±1,400; one day in twenty a rest day of
/// 2,400 to 3,300 steps; the days from 23 December to 1 January halved; never below 600; whole
/// numbers.
public enum DemoSeries {
    /// Days in the demo series.
    public static let dayCount = 365

    /// The demo series: `dayCount` days ending on `lastDay` (a local day number), each sample at
    /// local midnight in the calendar's time zone.
    ///
    /// ```swift
    /// let today = calendar.dayNumber(of: Date().timeIntervalSince1970)
    /// let series = DemoSeries.dailySteps(endingOn: today, calendar: calendar)
    /// ```
    public static func dailySteps(endingOn lastDay: Int, calendar: BucketCalendar) -> Series {
        let days = (lastDay - dayCount + 1)...lastDay
        return Series(
            times: days.map { calendar.instant(dayNumber: $0) },
            values: days.map { steps(onDayNumber: $0) })
    }

    /// The step count for one day.
    public static func steps(onDayNumber day: Int) -> Double {
        let date = CivilDate(dayNumber: day)
        var random = SplitMix(seed: UInt64(bitPattern: Int64(day)))
        let noise = (random.nextUnit() - 0.5) * 2 * 1_400
        let isRestDay = random.nextUnit() < 0.05
        let restSteps = 2_400 + random.nextUnit() * 900

        let distanceFromPeak = (Double(date.dayOfYear) - 200) / 24
        var value = 7_400 + 2_300 * exp(-0.5 * distanceFromPeak * distanceFromPeak) + noise
        switch date.weekday {
        case 7: value += 2_800
        case 1: value += 1_900
        default: break
        }
        if isRestDay { value = restSteps }
        if (date.month == 12 && date.day >= 23) || (date.month == 1 && date.day == 1) {
            value /= 2
        }
        return max(value, 600).rounded()
    }

    /// SplitMix64: a tiny, well-mixed, deterministic generator seeded by the day.
    private struct SplitMix {
        var state: UInt64

        init(seed: UInt64) {
            state = seed &* 0x9E37_79B9_7F4A_7C15 ^ 0xD1B5_4A32_D192_ED03
        }

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var mixed = state
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            return mixed ^ (mixed >> 31)
        }

        /// A value in `0..<1`.
        mutating func nextUnit() -> Double {
            Double(next() >> 11) * 0x1.0p-53
        }
    }
}
