import Foundation
import SpanModel

/// The way a file writes its dates. The first date read fixes it; every later date must be
/// written the same way, so that `03/04` can never be read two ways in one file.
package enum DateForm: Hashable, Sendable {
    /// `2026-03-03`.
    case isoDate
    /// `2026-03-03T14:05`, with optional seconds, fraction and zone, `T` or a space.
    case isoDateTime
    /// `2026/03/03`.
    case slashDate
    /// `2026/03/03 14:05`, with the same options as ``isoDateTime``.
    case slashDateTime
    /// `2014-07`: a month.
    case yearMonth
    /// `2014/07` or `2014/7`: a month.
    case slashYearMonth
    /// `07/2014` or `7/2014`: a month.
    case monthSlashYear
    /// `1974Q1`, `1974-Q1` or `Q1 1974`: a quarter.
    case quarter
    /// `2017`: a year.
    case year
    /// The user's `--date-format` pattern.
    case pattern

    /// The form as a user reads it in a message.
    var summary: String {
        switch self {
        case .isoDate: "YYYY-MM-DD"
        case .isoDateTime: "YYYY-MM-DDTHH:MM (a date with a time)"
        case .slashDate: "YYYY/MM/DD"
        case .slashDateTime: "YYYY/MM/DD HH:MM (a date with a time)"
        case .yearMonth: "YYYY-MM (a month)"
        case .slashYearMonth: "YYYY/MM (a month)"
        case .monthSlashYear: "MM/YYYY (a month)"
        case .quarter: "YYYY-Qn (a quarter)"
        case .year: "YYYY (a year)"
        case .pattern: "of the date format"
        }
    }
}
