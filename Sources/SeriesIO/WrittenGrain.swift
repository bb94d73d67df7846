import Foundation
import SpanModel

/// How much of a date is written in a file: a day (with or without a time), a month or a year.
/// A month stands for its first day and a year for 1 January, at midnight. (SpanModel's
/// `DateGrain` is how much of a date is said.)
enum WrittenGrain: Hashable, Sendable {
    case day
    case month
    case quarter
    case year

    /// The first day after the period that starts on `dayNumber`.
    func dayNumber(after dayNumber: Int) -> Int {
        switch self {
        case .day:
            return dayNumber + 1
        case .month:
            let date = CivilDate(dayNumber: dayNumber)
            let next = date.month == 12 ? (date.year + 1, 1) : (date.year, date.month + 1)
            return CivilDate(year: next.0, month: next.1, day: 1).dayNumber
        case .quarter:
            let date = CivilDate(dayNumber: dayNumber)
            let next = date.month >= 10 ? (date.year + 1, date.month - 9) : (date.year, date.month + 3)
            return CivilDate(year: next.0, month: next.1, day: 1).dayNumber
        case .year:
            return CivilDate(year: CivilDate(dayNumber: dayNumber).year + 1, month: 1, day: 1).dayNumber
        }
    }
}
