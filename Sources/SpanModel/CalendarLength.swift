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
