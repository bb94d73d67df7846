import Foundation
import SpanModel

/// Dates in words for one locale and calendar, at any grain the data calls for: each day,
/// month or year formatted once through Foundation and remembered, so a sentence costs a lookup
/// rather than a formatter call.
///
/// - Spoken: day and full month ("3 March", "3. März", "3月3日"), with the year when asked;
///   month and year ("July 2014"); the year ("2017").
/// - Written: abbreviated, as the locale's interval format writes a range ("3 Mar – 14 Apr",
///   "Jul 2014 – Dec 2015"), for the screen only.
///
/// Days are local day numbers in the calendar's time zone (see ``BucketCalendar``). Times of
/// day are worded by ``TimeWording``, from the catalogs.
public final class DateWording {
    private let calendar: BucketCalendar
    private let spokenStyle: Date.FormatStyle
    private let spokenWithYearFormatter: DateFormatter
    private let monthStandaloneStyle: Date.FormatStyle
    private let monthInContextFormatter: DateFormatter
    private let yearStyle: Date.FormatStyle
    private let writtenStyle: Date.FormatStyle
    private let writtenWithYearStyle: Date.FormatStyle
    private let writtenTimeStyle: Date.FormatStyle
    private let writtenTimeWithYearStyle: Date.FormatStyle
    private let writtenMonthStyle: Date.FormatStyle
    private let intervalStyle: Date.IntervalFormatStyle
    private let intervalWithYearStyle: Date.IntervalFormatStyle
    private let intervalTimeStyle: Date.IntervalFormatStyle
    private let intervalTimeWithYearStyle: Date.IntervalFormatStyle
    private let intervalMonthStyle: Date.IntervalFormatStyle
    private let intervalYearStyle: Date.IntervalFormatStyle

    private var spoken: [Int: String] = [:]
    private var spokenWithYear: [Int: String] = [:]
    private var months: [Int: String] = [:]
    private var monthsInContext: [Int: String] = [:]
    private var years: [Int: String] = [:]

    /// Creates the wording for a locale and a calendar.
    public init(locale: Locale, calendar: BucketCalendar) {
        self.calendar = calendar
        var foundationCalendar = Calendar(identifier: .gregorian)
        foundationCalendar.timeZone = calendar.timeZone
        foundationCalendar.locale = locale
        let base = Date.FormatStyle(locale: locale, calendar: foundationCalendar, timeZone: calendar.timeZone)
        spokenStyle = base.day().month(.wide)
        monthStandaloneStyle = base.month(.wide).year()
        yearStyle = base.year()
        writtenStyle = base.day().month(.abbreviated)
        writtenWithYearStyle = base.day().month(.abbreviated).year()
        writtenTimeStyle = base.day().month(.abbreviated).hour().minute()
        writtenTimeWithYearStyle = base.day().month(.abbreviated).year().hour().minute()
        writtenMonthStyle = base.month(.abbreviated).year()
        let interval = Date.IntervalFormatStyle(locale: locale, calendar: foundationCalendar, timeZone: calendar.timeZone)
        intervalStyle = interval.day().month(.abbreviated)
        intervalWithYearStyle = interval.day().month(.abbreviated).year()
        intervalTimeStyle = interval.day().month(.abbreviated).hour().minute()
        intervalTimeWithYearStyle = interval.day().month(.abbreviated).year().hour().minute()
        intervalMonthStyle = interval.month(.abbreviated).year()
        intervalYearStyle = interval.year()
        spokenWithYearFormatter = Self.formatter(
            pattern: Self.spokenDayWithYearPattern(locale: locale), locale: locale, calendar: foundationCalendar)
        monthInContextFormatter = Self.formatter(
            pattern: Self.monthInContextPattern(locale: locale), locale: locale, calendar: foundationCalendar)
    }

    private static func formatter(pattern: String, locale: Locale, calendar: Calendar) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.dateFormat = pattern
        return formatter
    }

    /// The locale's pattern for a day, full month and year (the skeleton `yMMMMd`), without the
    /// Arabic comma that the CLDR data in ICU 72 puts before the year ("29 نوفمبر، 2026"): the
    /// current CLDR has none, and beside the commas of a sentence it stacks three in a row.
    static func spokenDayWithYearPattern(locale: Locale) -> String {
        let pattern = DateFormatter.dateFormat(fromTemplate: "yMMMMd", options: 0, locale: locale) ?? "d MMMM y"
        return pattern.replacingOccurrences(of: "\u{060C} y", with: " y")
    }

    /// The locale's pattern for a month and year with the month as it stands inside a phrase
    /// (the format form, `MMMM`) rather than alone (the stand-alone form, `LLLL`). Most languages
    /// write both alike; Polish writes "lipca 2014" after "od" and "do", "lipiec 2014" alone.
    static func monthInContextPattern(locale: Locale) -> String {
        let pattern = DateFormatter.dateFormat(fromTemplate: "yMMMM", options: 0, locale: locale) ?? "MMMM y"
        return pattern.replacingOccurrences(of: "LLLL", with: "MMMM")
    }

    /// Noon of a local day: a safe instant to format the day from, away from any
    /// daylight-saving change at midnight.
    private func noon(of day: Int) -> Double {
        calendar.instant(dayNumber: day, secondsIntoDay: 43_200)
    }

    /// A local day as `body` writes it, in the proleptic Gregorian calendar before 1583.
    private func format(day: Int, _ body: (Date) -> String) -> String {
        ProlepticGregorian.text(at: noon(of: day), year: CivilDate(dayNumber: day).year, body)
    }

    /// Two local days as `body` writes their range, in the proleptic Gregorian calendar.
    private func format(firstDay: Int, lastDay: Int, _ body: (Range<Date>) -> String) -> String {
        ProlepticGregorian.text(
            from: noon(of: firstDay), firstYear: CivilDate(dayNumber: firstDay).year, to: noon(of: lastDay),
            lastYear: CivilDate(dayNumber: lastDay).year, body)
    }

    /// A day spoken: "3 March", or "3 March 2026" with the year.
    ///
    /// - Complexity: O(1) after the first call for the day.
    public func spokenDay(_ day: Int, withYear: Bool) -> String {
        if withYear {
            if let known = spokenWithYear[day] { return known }
            let text = format(day: day) { spokenWithYearFormatter.string(from: $0) }
            spokenWithYear[day] = text
            return text
        }
        if let known = spoken[day] { return known }
        let text = format(day: day) { $0.formatted(spokenStyle) }
        spoken[day] = text
        return text
    }

    /// The month and year of a local day, spoken: "July 2014". `inContext` asks for the form a
    /// month takes inside a phrase ("od lipca 2014" in Polish) rather than alone ("lipiec 2014").
    ///
    /// - Complexity: O(1) after the first call for the month.
    public func spokenMonth(ofDay day: Int, inContext: Bool) -> String {
        let month = calendar.bucket(.month, ofDayNumber: day)
        if inContext {
            if let known = monthsInContext[month] { return known }
            let text = format(day: day) { monthInContextFormatter.string(from: $0) }
            monthsInContext[month] = text
            return text
        }
        if let known = months[month] { return known }
        let text = format(day: day) { $0.formatted(monthStandaloneStyle) }
        months[month] = text
        return text
    }

    /// A year, spoken: "2017", "2017年".
    ///
    /// - Complexity: O(1) after the first call for the year.
    public func spokenYear(_ year: Int) -> String {
        if let known = years[year] { return known }
        let text = format(day: CivilDate(year: year, month: 7, day: 1).dayNumber) { $0.formatted(yearStyle) }
        years[year] = text
        return text
    }

    /// A month and year in words ("March 2026").
    public func monthAndYear(ofDay day: Int) -> String {
        spokenMonth(ofDay: day, inContext: false)
    }

    /// Two days as the locale writes a range on screen ("3 Mar – 14 Apr"), or one day written
    /// once when both are the same day.
    public func writtenRange(firstDay: Int, lastDay: Int, withYear: Bool) -> String {
        if firstDay == lastDay {
            return format(day: firstDay) { $0.formatted(withYear ? writtenWithYearStyle : writtenStyle) }
        }
        return format(firstDay: firstDay, lastDay: lastDay) { $0.formatted(withYear ? intervalWithYearStyle : intervalStyle) }
    }

    /// Two instants written on screen at the data's grain: "29 Nov, 17:00 – 23:00",
    /// "Jul 2014 – Dec 2015", "2010 – 2017"; one written once when both read the same.
    public func writtenRange(from first: Double, to last: Double, grain: DateGrain, withYear: Bool) -> String {
        let firstDay = calendar.dayNumber(of: first)
        let lastDay = calendar.dayNumber(of: last)
        switch grain {
        case .day:
            return writtenRange(firstDay: firstDay, lastDay: lastDay, withYear: withYear)
        case .time:
            let firstYear = CivilDate(dayNumber: firstDay).year
            if first == last {
                return ProlepticGregorian.text(at: first, year: firstYear) {
                    $0.formatted(withYear ? writtenTimeWithYearStyle : writtenTimeStyle)
                }
            }
            return ProlepticGregorian.text(from: first, firstYear: firstYear, to: last, lastYear: CivilDate(dayNumber: lastDay).year) {
                $0.formatted(withYear ? intervalTimeWithYearStyle : intervalTimeStyle)
            }
        case .month:
            if calendar.bucket(.month, ofDayNumber: firstDay) == calendar.bucket(.month, ofDayNumber: lastDay) {
                return format(day: firstDay) { $0.formatted(writtenMonthStyle) }
            }
            return format(firstDay: firstDay, lastDay: lastDay) { $0.formatted(intervalMonthStyle) }
        case .year:
            if CivilDate(dayNumber: firstDay).year == CivilDate(dayNumber: lastDay).year {
                return spokenYear(CivilDate(dayNumber: firstDay).year)
            }
            return format(firstDay: firstDay, lastDay: lastDay) { $0.formatted(intervalYearStyle) }
        }
    }
}
