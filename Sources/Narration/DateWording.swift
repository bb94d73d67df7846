import Foundation
import SpanModel

/// Dates in words for one locale and calendar: each day formatted once through Foundation's
/// format styles and remembered, so a sentence costs a lookup rather than a formatter call.
///
/// - Spoken: day and full month ("3 March", "3. März", "3月3日"), with the year when asked.
/// - Written: day and abbreviated month as the locale's interval format writes a range
///   ("3 Mar – 14 Apr"), for the screen only.
///
/// Days are local day numbers in the calendar's time zone (see ``BucketCalendar``).
public final class DateWording {
    private let calendar: BucketCalendar
    private let spokenStyle: Date.FormatStyle
    private let spokenWithYearStyle: Date.FormatStyle
    private let writtenStyle: Date.FormatStyle
    private let writtenWithYearStyle: Date.FormatStyle
    private let intervalStyle: Date.IntervalFormatStyle
    private let intervalWithYearStyle: Date.IntervalFormatStyle
    private let timeStyle: Date.FormatStyle
    private let monthYearStyle: Date.FormatStyle

    private var spoken: [Int: String] = [:]
    private var spokenWithYear: [Int: String] = [:]

    /// Creates the wording for a locale and a calendar.
    public init(locale: Locale, calendar: BucketCalendar) {
        self.calendar = calendar
        var foundationCalendar = Calendar(identifier: .gregorian)
        foundationCalendar.timeZone = calendar.timeZone
        foundationCalendar.locale = locale
        let base = Date.FormatStyle(locale: locale, calendar: foundationCalendar, timeZone: calendar.timeZone)
        spokenStyle = base.day().month(.wide)
        spokenWithYearStyle = base.day().month(.wide).year()
        writtenStyle = base.day().month(.abbreviated)
        writtenWithYearStyle = base.day().month(.abbreviated).year()
        let interval = Date.IntervalFormatStyle(locale: locale, calendar: foundationCalendar, timeZone: calendar.timeZone)
        intervalStyle = interval.day().month(.abbreviated)
        intervalWithYearStyle = interval.day().month(.abbreviated).year()
        timeStyle = base.hour().minute()
        monthYearStyle = base.month(.wide).year()
    }

    /// Noon of a local day: a safe instant to format the day from, away from any
    /// daylight-saving change at midnight.
    private func noon(of day: Int) -> Date {
        Date(timeIntervalSince1970: calendar.instant(dayNumber: day, secondsIntoDay: 43_200))
    }

    /// A day spoken: "3 March", or "3 March 2026" with the year.
    ///
    /// - Complexity: O(1) after the first call for the day.
    public func spokenDay(_ day: Int, withYear: Bool) -> String {
        if withYear {
            if let known = spokenWithYear[day] { return known }
            let text = noon(of: day).formatted(spokenWithYearStyle)
            spokenWithYear[day] = text
            return text
        }
        if let known = spoken[day] { return known }
        let text = noon(of: day).formatted(spokenStyle)
        spoken[day] = text
        return text
    }

    /// The local time of day of an instant ("14:00", "2:00 PM").
    public func time(of instant: Double) -> String {
        Date(timeIntervalSince1970: instant).formatted(timeStyle)
    }

    /// A month and year in words ("March 2026").
    public func monthAndYear(ofDay day: Int) -> String {
        noon(of: day).formatted(monthYearStyle)
    }

    /// Two days as the locale writes a range on screen ("3 Mar – 14 Apr"), or one day written
    /// once when both are the same day.
    public func writtenRange(firstDay: Int, lastDay: Int, withYear: Bool) -> String {
        if firstDay == lastDay {
            return noon(of: firstDay).formatted(withYear ? writtenWithYearStyle : writtenStyle)
        }
        let range = noon(of: firstDay)..<noon(of: lastDay)
        return range.formatted(withYear ? intervalWithYearStyle : intervalStyle)
    }
}
