import Foundation
import SpanModel

/// Dates in words for one locale and calendar, at any grain the data calls for: each day,
/// month or year formatted once through Foundation and remembered, so a sentence costs a lookup
/// rather than a formatter call.
///
/// - Spoken: day and full month ("3 March", "3. März", "3月3日"; the first of a month is
///   "1er mars" in French, as it is said), with the year when asked; with the weekday
///   ("Monday, 12 October"); month and year ("July 2014"); the year ("2017").
/// - Written: abbreviated, as the locale's interval format writes a range ("3 Mar – 14 Apr",
///   "Jul 2014 – Dec 2015"), for the screen only.
///
/// Days are local day numbers in the calendar's time zone (see ``BucketCalendar``). Times of
/// day are worded by ``TimeWording``, from the catalogs.
package final class DateWording {
    private let calendar: BucketCalendar
    private let spokenFormatter: DayFormatter
    private let spokenWithYearFormatter: DayFormatter
    /// Made on first use: only the stats card's daily points say the weekday.
    private lazy var weekdayFormatter = dayFormatter("EEEEdMMMM", fallback: "EEEE d MMMM", form: .afterWeekday)
    private lazy var weekdayWithYearFormatter = dayFormatter(
        "yEEEEdMMMM", fallback: "EEEE d MMMM y", form: .afterWeekday)
    /// A day standing alone, where the language says it otherwise than inside a phrase
    /// (German "achter Januar"); made on first use.
    private lazy var standaloneFormatters: (plain: DayFormatter, withYear: DayFormatter)? =
        SpokenDayOrdinals.ruleSet(for: locale, form: .standalone) == SpokenDayOrdinals.ruleSet(for: locale)
        ? nil
        : (
            dayFormatter("dMMMM", fallback: "d MMMM", form: .standalone),
            dayFormatter("yMMMMd", fallback: "d MMMM y", form: .standalone)
        )
    private let locale: Locale
    private let foundationCalendar: Calendar
    private let monthStandaloneStyle: Date.FormatStyle
    private let monthInContextFormatter: DateFormatter
    private let yearStyle: Date.FormatStyle
    private let writtenStyle: Date.FormatStyle
    private let writtenWithYearStyle: Date.FormatStyle
    private let writtenTimeStyle: Date.FormatStyle
    private let writtenTimeWithYearStyle: Date.FormatStyle
    private let writtenMonthStyle: Date.FormatStyle
    private let writtenQuarterStyle: Date.FormatStyle
    private let intervalStyle: Date.IntervalFormatStyle
    private let intervalWithYearStyle: Date.IntervalFormatStyle
    private let intervalTimeStyle: Date.IntervalFormatStyle
    private let intervalTimeWithYearStyle: Date.IntervalFormatStyle
    private let intervalMonthStyle: Date.IntervalFormatStyle
    private let intervalYearStyle: Date.IntervalFormatStyle
    /// The written time with its day, when the locale's own time pattern must be put in place
    /// of ICU's (see ``writtenTimePattern(_:locale:)``); `nil` otherwise.
    private let writtenTimeFormatters: (plain: DateFormatter, withYear: DateFormatter)?

    private var spoken: [Int: String] = [:]
    private var spokenWithYear: [Int: String] = [:]
    private var standalone: [Int: String] = [:]
    private var standaloneWithYear: [Int: String] = [:]
    private var weekdays: [Int: String] = [:]
    private var weekdaysWithYear: [Int: String] = [:]
    private var months: [Int: String] = [:]
    private var monthsInContext: [Int: String] = [:]
    private var years: [Int: String] = [:]

    /// Creates the wording for a locale and a calendar.
    package init(locale: Locale, calendar: BucketCalendar) {
        self.calendar = calendar
        var foundationCalendar = Calendar(identifier: .gregorian)
        foundationCalendar.timeZone = calendar.timeZone
        foundationCalendar.locale = locale
        let base = Date.FormatStyle(locale: locale, calendar: foundationCalendar, timeZone: calendar.timeZone)
        monthStandaloneStyle = base.month(.wide).year()
        yearStyle = base.year()
        writtenStyle = base.day().month(.abbreviated)
        writtenWithYearStyle = base.day().month(.abbreviated).year()
        writtenTimeStyle = base.day().month(.abbreviated).hour().minute()
        writtenTimeWithYearStyle = base.day().month(.abbreviated).year().hour().minute()
        writtenMonthStyle = base.month(.abbreviated).year()
        writtenQuarterStyle = base.quarter(.abbreviated).year()
        let interval = Date.IntervalFormatStyle(
            locale: locale, calendar: foundationCalendar, timeZone: calendar.timeZone)
        intervalStyle = interval.day().month(.abbreviated)
        intervalWithYearStyle = interval.day().month(.abbreviated).year()
        intervalTimeStyle = interval.day().month(.abbreviated).hour().minute()
        intervalTimeWithYearStyle = interval.day().month(.abbreviated).year().hour().minute()
        intervalMonthStyle = interval.month(.abbreviated).year()
        intervalYearStyle = interval.year()
        self.locale = locale
        self.foundationCalendar = foundationCalendar
        spokenFormatter = Self.dayFormatter("dMMMM", fallback: "d MMMM", locale: locale, calendar: foundationCalendar)
        spokenWithYearFormatter = Self.dayFormatter(
            "yMMMMd", fallback: "d MMMM y", locale: locale, calendar: foundationCalendar)
        let timeTemplates = ("dMMMjmm", "yMMMdjmm")
        if let plain = Self.writtenTimePattern(timeTemplates.0, locale: locale),
            let withYear = Self.writtenTimePattern(timeTemplates.1, locale: locale)
        {
            writtenTimeFormatters = (
                Self.formatter(pattern: plain, locale: locale, calendar: foundationCalendar),
                Self.formatter(pattern: withYear, locale: locale, calendar: foundationCalendar)
            )
        } else {
            writtenTimeFormatters = nil
        }
        monthInContextFormatter = Self.formatter(
            pattern: Self.monthInContextPattern(locale: locale), locale: locale, calendar: foundationCalendar)
    }

    /// The formatter of a spoken day for a skeleton, with its first-of-month pattern.
    private static func dayFormatter(
        _ template: String, fallback: String, locale: Locale, calendar: Calendar,
        form: SpokenDayOrdinals.Form = .inPhrase
    ) -> DayFormatter {
        let pattern = spokenDayPattern(template: template, fallback: fallback, locale: locale)
        if let ordinals = SpokenDayOrdinals.words(for: locale, form: form),
            let ordinalPattern = SpokenDayOrdinals.pattern(pattern)
        {
            return DayFormatter(
                pattern: ordinalPattern, firstOfMonth: nil, ordinals: ordinals, locale: locale, calendar: calendar)
        }
        return DayFormatter(
            pattern: pattern, firstOfMonth: firstOfMonthPattern(pattern, locale: locale), locale: locale,
            calendar: calendar)
    }

    private func dayFormatter(
        _ template: String, fallback: String, form: SpokenDayOrdinals.Form = .inPhrase
    ) -> DayFormatter {
        Self.dayFormatter(template, fallback: fallback, locale: locale, calendar: foundationCalendar, form: form)
    }

    fileprivate static func formatter(pattern: String, locale: Locale, calendar: Calendar) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.dateFormat = pattern
        return formatter
    }

    /// The locale's pattern for a spoken day (a skeleton such as `yMMMMd`), without the Arabic
    /// comma that the CLDR data in ICU 72 puts before the year ("29 نوفمبر، 2026"): the
    /// current CLDR has none, and beside the commas of a sentence it stacks three in a row.
    static func spokenDayPattern(template: String, fallback: String, locale: Locale) -> String {
        let pattern = DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? fallback
        return spokenPattern(pattern)
    }

    /// A date pattern as it is said: without the Arabic comma before the year, and without the
    /// era (ar-SA's patterns end "y G", "2026 م", whose "م" espeak-ng reads as the letter
    /// meem; every date RangeLens says is in the common era).
    static func spokenPattern(_ pattern: String) -> String {
        var pattern = pattern.replacingOccurrences(of: "\u{060C} y", with: " y")
        for era in ["GGGGG", "GGGG", "GGG", "GG", "G"] {
            pattern = pattern.replacingOccurrences(of: " " + era, with: "").replacingOccurrences(
                of: era + " ", with: "")
        }
        return pattern
    }

    /// The pattern for the first day of a month where the language says it as an ordinal and
    /// CLDR writes the plain number: French "1er mars" (premier), where ICU writes "1 mars",
    /// which is heard "un mars". `nil` for every other language.
    static func firstOfMonthPattern(_ pattern: String, locale: Locale) -> String? {
        guard locale.language.languageCode?.identifier == "fr" else { return nil }
        // The ordinal mark follows the day as quoted text.
        return replacingDayField(of: pattern, with: "d'er'", droppingPeriod: false)
    }

    /// `pattern` with its day field (the first run of `d` outside quotes, with the full stop
    /// after it when `droppingPeriod`) replaced by `replacement`, pattern text; `nil` when the
    /// pattern has no day field.
    static func replacingDayField(of pattern: String, with replacement: String, droppingPeriod: Bool) -> String? {
        var result = ""
        var quoted = false
        var changed = false
        var characters = Array(pattern)[...]
        while let character = characters.popFirst() {
            if character == "'" { quoted.toggle() }
            if character == "d", !quoted, !changed {
                while characters.first == "d" { characters.removeFirst() }
                if droppingPeriod, characters.first == "." { characters.removeFirst() }
                result += replacement
                changed = true
            } else {
                result.append(character)
            }
        }
        return changed ? result : nil
    }

    /// The written time of day with its day, where the locale writes its times otherwise than
    /// ICU's data: Canadian French writes "14 h 00" (CLDR's `HH 'h' mm`), but the ICU data
    /// Foundation carries writes single times "14:00" while its ranges within a day say
    /// "14 h 00 – 23 h 00". `nil` where ICU's own pattern is kept.
    static func writtenTimePattern(_ template: String, locale: Locale) -> String? {
        guard locale.language.languageCode?.identifier == "fr", locale.region?.identifier == "CA",
            let pattern = DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale),
            pattern.contains("HH:mm")
        else { return nil }
        return pattern.replacingOccurrences(of: "HH:mm", with: "HH 'h' mm")
    }

    /// The locale's pattern for a month and year with the month as it stands inside a phrase
    /// (the format form, `MMMM`) rather than alone (the stand-alone form, `LLLL`). Most languages
    /// write both alike; Polish writes "lipca 2014" after "od" and "do", "lipiec 2014" alone.
    static func monthInContextPattern(locale: Locale) -> String {
        let pattern = DateFormatter.dateFormat(fromTemplate: "yMMMM", options: 0, locale: locale) ?? "MMMM y"
        return spokenPattern(pattern.replacingOccurrences(of: "LLLL", with: "MMMM"))
    }

    /// Noon of a local day: a safe instant to format the day from, away from any
    /// daylight-saving change at midnight.
    private func noon(of day: Int) -> Date {
        Date(timeIntervalSince1970: calendar.instant(dayNumber: day, secondsIntoDay: 43_200))
    }

    /// A local day as `body` writes it from the day's noon, in the proleptic Gregorian calendar
    /// before 1583 (see ``ProlepticGregorian``).
    private func format(day: Int, _ body: (Date) -> String) -> String {
        ProlepticGregorian.text(
            at: noon(of: day).timeIntervalSince1970, year: CivilDate(dayNumber: day).year, locale: locale, body)
    }

    /// Two local days as `body` writes their range, in the proleptic Gregorian calendar.
    private func format(firstDay: Int, lastDay: Int, _ body: (Range<Date>) -> String) -> String {
        ProlepticGregorian.text(
            from: noon(of: firstDay).timeIntervalSince1970, firstYear: CivilDate(dayNumber: firstDay).year,
            to: noon(of: lastDay).timeIntervalSince1970, lastYear: CivilDate(dayNumber: lastDay).year, locale: locale,
            body)
    }

    /// An instant as `body` writes it, in the proleptic Gregorian calendar.
    private func format(instant: Double, _ body: (Date) -> String) -> String {
        ProlepticGregorian.text(at: instant, year: calendar.civilDate(of: instant).year, locale: locale, body)
    }

    /// A day spoken: "3 March", or "3 March 2026" with the year. `standalone` asks for the form
    /// a day takes alone, as a label, where the language has one (German "achter Januar", where
    /// a phrase says "am achten Januar").
    ///
    /// - Complexity: O(1) after the first call for the day.
    package func spokenDay(_ day: Int, withYear: Bool, standalone: Bool = false) -> String {
        if standalone, let formatters = standaloneFormatters {
            if let known = withYear ? standaloneWithYear[day] : self.standalone[day] { return known }
            let formatter = withYear ? formatters.withYear : formatters.plain
            let text = format(day: day) { formatter.string(fromDay: day, noon: $0) }
            if withYear { standaloneWithYear[day] = text } else { self.standalone[day] = text }
            return text
        }
        if withYear {
            if let known = spokenWithYear[day] { return known }
            let text = format(day: day) { spokenWithYearFormatter.string(fromDay: day, noon: $0) }
            spokenWithYear[day] = text
            return text
        }
        if let known = spoken[day] { return known }
        let text = format(day: day) { spokenFormatter.string(fromDay: day, noon: $0) }
        spoken[day] = text
        return text
    }

    /// A day spoken with its weekday: "Monday, 12 October", "lundi 1er mars", or with the year
    /// "Monday, 12 October 2025".
    ///
    /// - Complexity: O(1) after the first call for the day.
    func spokenWeekdayAndDay(_ day: Int, withYear: Bool) -> String {
        if let known = withYear ? weekdaysWithYear[day] : weekdays[day] { return known }
        let formatter = withYear ? weekdayWithYearFormatter : weekdayFormatter
        let text = format(day: day) { formatter.string(fromDay: day, noon: $0) }
        if withYear { weekdaysWithYear[day] = text } else { weekdays[day] = text }
        return text
    }

    /// The month and year of a local day, spoken: "July 2014". `inContext` asks for the form a
    /// month takes inside a phrase ("od lipca 2014" in Polish) rather than alone ("lipiec 2014").
    ///
    /// - Complexity: O(1) after the first call for the month.
    func spokenMonth(ofDay day: Int, inContext: Bool) -> String {
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
    func spokenYear(_ year: Int) -> String {
        if let known = years[year] { return known }
        let text = format(day: CivilDate(year: year, month: 7, day: 1).dayNumber) { $0.formatted(yearStyle) }
        years[year] = text
        return text
    }

    /// Two days as the locale writes a range on screen ("3 Mar – 14 Apr"), or one day written
    /// once when both are the same day.
    package func writtenRange(firstDay: Int, lastDay: Int, withYear: Bool) -> String {
        if firstDay == lastDay {
            return format(day: firstDay) { $0.formatted(withYear ? writtenWithYearStyle : writtenStyle) }
        }
        return format(firstDay: firstDay, lastDay: lastDay) {
            $0.formatted(withYear ? intervalWithYearStyle : intervalStyle)
        }
    }

    /// Two instants written on screen at the data's grain: "29 Nov, 17:00 – 23:00",
    /// "Jul 2014 – Dec 2015", "Q3 2008 – Q4 2009", "2010 – 2017"; one written once when both
    /// read the same.
    package func writtenRange(from first: Double, to last: Double, grain: DateGrain, withYear: Bool) -> String {
        let firstDay = calendar.dayNumber(of: first)
        let lastDay = calendar.dayNumber(of: last)
        switch grain {
        case .day:
            return writtenRange(firstDay: firstDay, lastDay: lastDay, withYear: withYear)
        case .time:
            if let fixed = writtenTimeFormatters {
                let formatter = withYear ? fixed.withYear : fixed.plain
                if first == last { return format(instant: first) { formatter.string(from: $0) } }
                if firstDay != lastDay {
                    // CLDR's fallback for a range of two days, as ICU joins them: an en dash between
                    // thin spaces.
                    return format(instant: first) { formatter.string(from: $0) } + "\u{2009}\u{2013}\u{2009}"
                        + format(instant: last) { formatter.string(from: $0) }
                }
            }
            if first == last {
                return format(instant: first) { $0.formatted(withYear ? writtenTimeWithYearStyle : writtenTimeStyle) }
            }
            return ProlepticGregorian.text(
                from: first, firstYear: CivilDate(dayNumber: firstDay).year, to: last,
                lastYear: CivilDate(dayNumber: lastDay).year, locale: locale
            ) { $0.formatted(withYear ? intervalTimeWithYearStyle : intervalTimeStyle) }
        case .month:
            if calendar.bucket(.month, ofDayNumber: firstDay) == calendar.bucket(.month, ofDayNumber: lastDay) {
                return format(day: firstDay) { $0.formatted(writtenMonthStyle) }
            }
            return format(firstDay: firstDay, lastDay: lastDay) { $0.formatted(intervalMonthStyle) }
        case .quarter:
            // ICU has no interval format for quarters: two quarters joined as CLDR's fallback
            // joins two dates, an en dash between thin spaces ("Q3 2008 – Q4 2009").
            let firstText = format(day: firstDay) { $0.formatted(writtenQuarterStyle) }
            let lastText = format(day: lastDay) { $0.formatted(writtenQuarterStyle) }
            return firstText == lastText ? firstText : firstText + "\u{2009}\u{2013}\u{2009}" + lastText
        case .year:
            if CivilDate(dayNumber: firstDay).year == CivilDate(dayNumber: lastDay).year {
                return spokenYear(CivilDate(dayNumber: firstDay).year)
            }
            return format(firstDay: firstDay, lastDay: lastDay) { $0.formatted(intervalYearStyle) }
        }
    }
}

/// Formats a day with a pattern, and the first of a month with its own pattern where the
/// language says it differently ("1er mars"), or with the day said as an ordinal word where
/// the language says it so ("achten Januar", ``SpokenDayOrdinals``).
private struct DayFormatter {
    let plain: DateFormatter
    let firstOfMonth: DateFormatter?
    let ordinals: [String]?

    init(pattern: String, firstOfMonth: String?, ordinals: [String]? = nil, locale: Locale, calendar: Calendar) {
        func make(_ pattern: String) -> DateFormatter {
            DateWording.formatter(pattern: pattern, locale: locale, calendar: calendar)
        }
        plain = make(pattern)
        self.firstOfMonth = firstOfMonth.map(make)
        self.ordinals = ordinals
    }

    func string(fromDay day: Int, noon: Date) -> String {
        if let firstOfMonth, CivilDate(dayNumber: day).day == 1 { return firstOfMonth.string(from: noon) }
        let text = plain.string(from: noon)
        guard let ordinals else { return text }
        let dayOfMonth = CivilDate(dayNumber: day).day
        guard ordinals.indices.contains(dayOfMonth) else { return text }
        return text.replacingOccurrences(of: SpokenDayOrdinals.placeholder, with: ordinals[dayOfMonth])
    }
}
