import Foundation
import SpanModel
import StringCatalog

/// The sentences of the stats card: a headline metric and tiles, each with its change against
/// the period before, for the ranges 1W, 1M, 3M and 1Y.
///
/// Periods are calendar periods ending with the latest reading's day (see
/// ``SpanModel/CalendarLength``), each compared with the period of the same calendar length
/// just before it, and only when the data covers both alike; otherwise the span is said instead
/// of a change, and ``notes(for:metric:)`` says why. Spoken lines carry no abbreviation and
/// name currencies in words; a date leaves out its year only when it falls in the year of
/// `today`.
///
/// ```swift
/// let card = StatsCardNarrator(copy: copy, calendar: calendar, today: CivilDate(year: 2026, month: 10, day: 12))
/// card.headline(for: revenue, in: series, range: .month).sentence
/// // "44,051.40 US dollars, up 13.0% from last month"
/// ```
public final class StatsCardNarrator {
    /// The copy.
    package let copy: NarrationCopy
    /// The calendar days and periods are counted in.
    package let calendar: BucketCalendar
    /// Today, in the calendar's time zone: a date in this year is said without its year.
    package let today: CivilDate
    /// Whether spoken sentences say if a change is good or bad news.
    package var saysSentiment: Bool

    /// The number symbols of sentences (spoken) and of the written value and change.
    private let symbols: NumberSymbols
    private let writtenSymbols: NumberSymbols
    private let durations: DurationWording
    private var formatters: [ValueFormat: ValueFormatter] = [:]
    private var dateStyles: [String: Date.FormatStyle] = [:]
    private let dates: DateWording
    private let times: TimeWording

    /// Creates a narrator.
    ///
    /// - Parameters:
    ///   - calendar: the time zone periods and dates are counted in.
    ///   - today: the current day in that time zone, for the year rule (fix it for output that
    ///     does not change from day to day).
    public init(copy: NarrationCopy, calendar: BucketCalendar, today: CivilDate, saysSentiment: Bool = false) {
        self.copy = copy
        self.calendar = calendar
        self.today = today
        self.saysSentiment = saysSentiment
        self.symbols = NumberSymbols(spokenFor: copy)
        self.writtenSymbols = NumberSymbols(locale: copy.locale.locale)
        self.durations = DurationWording(copy: copy, symbols: symbols)
        self.dates = DateWording(locale: copy.locale.locale, calendar: calendar)
        self.times = TimeWording(copy: copy, calendar: calendar, symbols: symbols)
    }

    /// The formatter for a value format, made once.
    func formatter(_ format: ValueFormat) -> ValueFormatter {
        if let known = formatters[format] { return known }
        let made = ValueFormatter(
            format: format, locale: copy.locale.locale, symbols: writtenSymbols, spokenSymbols: symbols,
            durations: durations)
        formatters[format] = made
        return made
    }

    // MARK: Ranges

    /// The range as written on screen ("1M").
    public func writtenName(of range: StatsRange) -> String {
        copy.text(.statsRangeWritten(range))
    }

    /// The range in words ("1 month").
    public func spokenName(of range: StatsRange) -> String {
        copy.text(.statsRangeSpoken(range))
    }

    /// The span in words ("Past month").
    public func span(of range: StatsRange) -> String {
        copy.text(.statsSpan(range))
    }

    /// The ranges a series offers: those at least as long as the time between its readings
    /// (a week of monthly data is not offered).
    public func offeredRanges(for series: Series) -> [StatsRange] {
        StatsRange.allCases.filter { series.offers($0.length) }
    }

    /// The range to show when `requested` is asked for: itself when offered, else the smallest
    /// longer range that is, else the longest range.
    public func range(toShowFor requested: StatsRange, in series: Series) -> StatsRange {
        let offered = offeredRanges(for: series)
        if offered.contains(requested) { return requested }
        let all = StatsRange.allCases
        let position = all.firstIndex(of: requested) ?? 0
        return all[position...].first(where: offered.contains) ?? all[all.count - 1]
    }

    /// "1 week is shorter than the time between readings; showing 1 month instead."
    public func rangeTooFineNote(requested: StatsRange, shown: StatsRange) -> String {
        copy.text(.statsNoteRangeTooFine, spokenName(of: requested), spokenName(of: shown))
    }

    /// "1 week is shorter than the time between readings, so it is left out."
    public func rangeLeftOutNote(_ range: StatsRange) -> String {
        copy.text(.statsNoteRangeLeftOut, spokenName(of: range))
    }

    // MARK: Figures

    /// The headline for a range: "44,051.40 US dollars, up 13.0% from last month".
    ///
    /// - Parameter lastDay: the local day the card's periods end with (the series' latest
    ///   reading's day when `nil`), so that tiles share the headline's periods.
    public func headline(
        for metric: StatsMetric, in series: Series, range: StatsRange, endingWith lastDay: Int? = nil
    )
        -> StatsFigure
    {
        figure(for: metric, in: series, range: range, isTile: false, endingWith: lastDay)
    }

    /// A tile for a range: "Orders, 1,172, up 4.1% from last month".
    public func tile(
        for metric: StatsMetric, in series: Series, range: StatsRange, endingWith lastDay: Int? = nil
    )
        -> StatsFigure
    {
        figure(for: metric, in: series, range: range, isTile: true, endingWith: lastDay)
    }

    /// A figure for the calendar period of `range` ending with `lastDay`, compared with the
    /// period before when the data covers both alike, in words.
    ///
    /// - Complexity: O(log n) in the series' length.
    public func figure(
        for metric: StatsMetric, in series: Series, range: StatsRange, isTile: Bool, endingWith lastDay: Int? = nil
    )
        -> StatsFigure
    {
        let comparison = series.compare(
            over: range.length, aggregate: metric.aggregate, endingWith: lastDay, calendar: calendar)
        guard let comparison, let value = comparison.current else {
            // A tile with no readings is named, so that a listener knows which one is empty.
            let empty = copy.text(.statsEmpty)
            return StatsFigure(
                range: range, value: nil, change: nil, writtenValue: nil, writtenChange: nil, spokenChange: nil,
                sentiment: .neutral,
                sentence: isTile ? copy.text(.seriesLead, [.text(metric.name), .text(empty)]) : empty,
                comparison: comparison)
        }
        var figure = figure(value: value, change: comparison.change, metric: metric, range: range, isTile: isTile)
        figure.comparison = comparison
        return figure
    }

    /// A figure from its value and change, in words; with no change, the span is said.
    public func figure(
        value: Double, change: Double?, metric: StatsMetric, range: StatsRange, isTile: Bool
    ) -> StatsFigure {
        let written = formatter(metric.format).written(value).text
        let spokenValue = spoken(value, format: metric.format)
        var sentiment = ChangeSentiment.neutral
        let spokenChange: String
        var writtenChange: String?
        if let change {
            let size = symbols.format(abs(change), fractionDigits: 1...1, scale: 2)
            writtenChange = self.writtenChange(change, range: range)
            if size.decimal.allSatisfy({ $0 == "0" || $0 == "." }) {
                spokenChange = copy.text(.statsNoChange(range))
            } else {
                let key: CopyKey = change > 0 ? .statsChangeUp(range) : .statsChangeDown(range)
                spokenChange = copy.text(key, size.text)
                sentiment = (change > 0) == metric.upIsGood ? .good : .bad
            }
        } else {
            spokenChange = copy.text(.statsSpanInline(range))
        }
        var sentence =
            isTile
            ? copy.text(.statsTile, metric.name, spokenValue, spokenChange)
            : copy.text(.statsHeadline, spokenValue, spokenChange)
        if saysSentiment, sentiment != .neutral {
            sentence = copy.text(
                .statsWithSentiment, sentence, copy.text(sentiment == .good ? .statsGoodNews : .statsBadNews))
        }
        return StatsFigure(
            range: range, value: value, change: change, writtenValue: written, writtenChange: writtenChange,
            spokenChange: spokenChange, sentiment: sentiment, sentence: sentence, comparison: nil)
    }

    /// A figure as spoken: currencies named in words, durations in the catalog's words, and
    /// percentages with the language's spoken percent ("3,2 Prozent", "3.2 بالمئة").
    public func spoken(_ value: Double, format: ValueFormat) -> String {
        if format == .percent {
            return copy.text(.statsPercentSpoken, symbols.format(value, fractionDigits: 0...1, scale: 2).text)
        }
        return formatter(format).spoken(value).text
    }

    /// The change as written on screen, with a plus sign or a true minus sign:
    /// "+12.6% vs last month", "−4.2% vs last month".
    public func writtenChange(_ change: Double, range: StatsRange) -> String {
        var signed = writtenSymbols.formatPercent(change, fractionDigits: 1...1, alwaysShowsSign: true).text
        // ICU writes a hyphen-minus; a true minus sign reads as one on screen and to a reader.
        signed = signed.replacingOccurrences(of: "-", with: "\u{2212}")
        return copy.text(.statsChangeWritten(range), signed)
    }

    /// What a listener should know about a figure that its sentence does not say, for standard
    /// error: why no change is said ("Revenue, 1 year: not compared with the period before,
    /// because the data does not cover all of it.") and whether the data starts partway through
    /// the period.
    public func notes(for figure: StatsFigure, metric: StatsMetric) -> [String] {
        guard let comparison = figure.comparison, comparison.window != nil else { return [] }
        var notes: [String] = []
        let range = spokenName(of: figure.range)
        if !comparison.coversPeriodFromStart, let first = comparison.firstReading {
            notes.append(
                copy.text(.statsNotePartialPeriod, metric.name, range, spokenDay(calendar.civilDate(of: first))))
        }
        if let reason = comparison.reasonForNoChange, let key = CopyKey.statsNoComparison(reason) {
            notes.append(copy.text(key, metric.name, range))
        }
        return notes
    }

    // MARK: Points

    /// The readings of a range's period, each dated for the spacing of the points, written and
    /// spoken.
    ///
    /// - Complexity: O(k) for the k readings of the period.
    public func points(
        of series: Series, metric: StatsMetric, range: StatsRange, endingWith lastDay: Int? = nil
    ) -> [StatsPoint] {
        guard let lastDay = lastDay ?? series.times.last.map({ calendar.dayNumber(of: $0) }),
            let window = series.window(of: range.length.period(endingWith: lastDay), calendar: calendar)
        else { return [] }
        let grain = StatsPointGrain(cadence: series.cadence)
        let values = formatter(metric.format)
        return window.indices.map { index in
            let time = series.times[index]
            let value = series.values[index]
            // A gap keeps its place in the list, said as having no value, never as a number.
            guard !value.isNaN else {
                return StatsPoint(
                    time: time, value: value, writtenDate: writtenPointDate(time, grain: grain), writtenValue: "",
                    sentence: copy.text(.dataPointWithoutValue, spokenPointDate(time, grain: grain)))
            }
            return StatsPoint(
                time: time, value: value, writtenDate: writtenPointDate(time, grain: grain),
                writtenValue: values.written(value).text,
                sentence: copy.text(
                    .dataPoint, spokenPointDate(time, grain: grain), spoken(value, format: metric.format)))
        }
    }

    /// A point's date as written on screen, worded for the grain: hourly "3 PM", daily
    /// "Mon, Oct 12", weekly "Week of Sep 22", monthly "October 2026", yearly "2026"; daily and
    /// weekly dates add the year when it is not the current one.
    public func writtenPointDate(_ instant: Double, grain: StatsPointGrain) -> String {
        let date = DateText(instant: instant, year: calendar.civilDate(of: instant).year)
        let withYear = calendar.civilDate(of: instant).year != today.year
        switch grain {
        case .hour:
            return date.formatted(style("hour") { $0.hour() })
        case .day:
            if withYear {
                return date.formatted(
                    style("written day, year") { $0.weekday(.abbreviated).month(.abbreviated).day().year() })
            }
            return date.formatted(style("written day") { $0.weekday(.abbreviated).month(.abbreviated).day() })
        case .week:
            let day =
                withYear
                ? date.formatted(style("written week, year") { $0.day().month(.abbreviated).year() })
                : date.formatted(style("written week") { $0.day().month(.abbreviated) })
            return copy.text(.statsWeekOf, day)
        case .month:
            return date.formatted(style("month") { $0.month(.wide).year() })
        case .year:
            return date.formatted(style("year") { $0.year() })
        }
    }

    /// A point's date as spoken, in full words and enough to stand alone: hourly
    /// "12 October, 3 PM", daily "Monday, 12 October", weekly "The week of 22 September",
    /// monthly "October 2026", yearly "2026"; the year is said when it is not the current one.
    public func spokenPointDate(_ instant: Double, grain: StatsPointGrain) -> String {
        let civil = calendar.civilDate(of: instant)
        let date = DateText(instant: instant, year: civil.year)
        switch grain {
        case .hour:
            return copy.text(.statsPointHour, spokenDay(civil), times.spokenTime(of: instant))
        case .day:
            return dates.spokenWeekdayAndDay(civil.dayNumber, withYear: civil.year != today.year)
        case .week:
            return copy.text(.statsWeekOfSpoken, spokenDay(civil))
        case .month:
            return date.formatted(style("month") { $0.month(.wide).year() })
        case .year:
            return date.formatted(style("year") { $0.year() })
        }
    }

    /// A day in words ("12 October", "1er mars"), with the year when it is not the current one,
    /// as the range lens says it (``DateWording/spokenDay(_:withYear:)``).
    public func spokenDay(_ day: CivilDate) -> String {
        dates.spokenDay(day.dayNumber, withYear: day.year != today.year)
    }

    /// The time of day of an instant as the range lens says it, from the catalogs' time lines
    /// (``TimeWording``): "3 PM", "15 Uhr", "15 heures", "las 15:00", "الساعة 15", "15時";
    /// with minutes when the time is not on the hour.
    public func spokenPointTime(_ instant: Double) -> String {
        times.spokenTime(of: instant)
    }

    /// An instant to format in the proleptic Gregorian calendar, as the JSON writes it.
    private struct DateText {
        var instant: Double
        var year: Int

        func formatted(_ style: Date.FormatStyle) -> String {
            ProlepticGregorian.text(at: instant, year: year, locale: style.locale) { $0.formatted(style) }
        }
    }

    /// A format style for the locale, calendar and time zone, made once per name.
    private func style(_ name: String, _ make: (Date.FormatStyle) -> Date.FormatStyle) -> Date.FormatStyle {
        if let known = dateStyles[name] { return known }
        var foundationCalendar = Calendar(identifier: .gregorian)
        foundationCalendar.timeZone = calendar.timeZone
        foundationCalendar.locale = copy.locale.locale
        let made = make(
            Date.FormatStyle(locale: copy.locale.locale, calendar: foundationCalendar, timeZone: calendar.timeZone))
        dateStyles[name] = made
        return made
    }

    // MARK: States

    /// "Loading Revenue".
    public func loading(_ metric: StatsMetric) -> String {
        copy.text(.statsLoading, metric.name)
    }

    /// "No data for this range yet."
    public func empty() -> String {
        copy.text(.statsEmpty)
    }

    /// The failure sentences: "Couldn't load your numbers", then the error's own text or the
    /// default reason, then the action's name.
    public func failure(reason: String?) -> [String] {
        [copy.text(.statsFailure), reason ?? copy.text(.statsFailureReason), copy.text(.statsRetry)]
    }
}
