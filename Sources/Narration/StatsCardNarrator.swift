import Foundation
import SpanModel
import StringCatalog

/// The sentences of the stats card: a headline metric and tiles, each with its change against
/// the period before, for the ranges 1W, 1M, 3M and 1Y.
///
/// Periods are calendar periods ending with the latest reading's day (see
/// ``SpanModel/CalendarLength``), each compared with the period of the same calendar length
/// just before it, and only when the data covers both alike; otherwise the span is said instead
/// of a change, and ``notes(for:metric:)`` says why. A change is a percentage only against a
/// positive earlier figure on a ratio scale; otherwise it is said in percentage points or in the
/// unit (``measure(from:to:metric:)``). When the data ended before the period `today` falls in,
/// the periods are named instead of "last month". Spoken lines carry no abbreviation and
/// name currencies in words; a date leaves out its year only when it falls in the year of
/// `today`.
///
/// ```swift
/// let card = StatsCardNarrator(copy: copy, calendar: calendar, today: CivilDate(year: 2026, month: 10, day: 12))
/// card.headline(for: revenue, in: series, range: .month).sentence
/// // "Revenue: 44,051.40 US dollars, up 13.0% from last month"
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

    /// The headline for a range, named by its metric: "Revenue: 44,051.40 US dollars, up 13.0%
    /// from last month"; "MSFT, March 2010: 28.80 US dollars, up 0.5% from February 2010" for
    /// data that ended before the current period.
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
    /// period before when the data covers both alike, in words. When the data ended before the
    /// current period (of `today`), the two periods are named ("March 2010", "February 2010")
    /// instead of "last month".
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
        // A zero earlier figure still has a change in the unit ("up 12,700.25 euros").
        let previous: Double? =
            switch comparison.reasonForNoChange {
            case nil, .earlierFigureIsZero?: comparison.previous
            default: nil
            }
        let names = periodNames(of: comparison, in: series, range: range)
        var figure = figure(
            value: value, measure: previous.map { measure(from: $0, to: value, metric: metric) }, metric: metric,
            range: range, isTile: isTile, periods: names)
        figure.comparison = comparison
        return figure
    }

    /// A figure from its value and change (a fraction of the earlier figure), in words; with no
    /// change, the span is said.
    public func figure(
        value: Double, change: Double?, metric: StatsMetric, range: StatsRange, isTile: Bool
    ) -> StatsFigure {
        figure(
            value: value, measure: change.map(ChangeMeasure.percentage), metric: metric, range: range, isTile: isTile)
    }

    /// A figure from its value and the earlier period's, in words, the change measured as the
    /// metric's scale allows (``measure(from:to:metric:)``).
    public func figure(
        value: Double, previous: Double?, metric: StatsMetric, range: StatsRange, isTile: Bool
    ) -> StatsFigure {
        figure(
            value: value, measure: previous.map { measure(from: $0, to: value, metric: metric) }, metric: metric,
            range: range, isTile: isTile)
    }

    /// How a change from one period's figure to the next is said: in percentage points for
    /// rates and the percent format, as a percentage on a ratio scale against an earlier figure
    /// above zero (and a figure not below it), and otherwise in the figure's unit (a
    /// temperature, a balance that was zero or below).
    ///
    /// ```swift
    /// card.measure(from: 0.051, to: 0.096, metric: StatsMetric(name: "Rate", format: .percent))
    /// // .percentagePoints(4.5)
    /// card.measure(from: -120, to: 150, metric: StatsMetric(name: "Balance"))   // .amount(270)
    /// ```
    public func measure(from previous: Double, to current: Double, metric: StatsMetric) -> ChangeMeasure {
        let difference = current - previous
        switch metric.scale {
        case .percent:
            return .percentagePoints(metric.format == .percent ? difference * 100 : difference)
        case .ratio where previous > 0 && current >= 0:
            return .percentage(difference / previous)
        default:
            return .amount(difference)
        }
    }

    /// A figure from its value and how its change is measured, in words.
    func figure(
        value: Double, measure: ChangeMeasure?, metric: StatsMetric, range: StatsRange, isTile: Bool,
        periods: (current: String, earlier: String, earlierPhrase: String)? = nil
    ) -> StatsFigure {
        let written = formatter(metric.format).written(value).text
        let spokenValue = withUnit(spoken(value, format: metric.format), metric: metric)
        var sentiment = ChangeSentiment.neutral
        let spokenChange: String?
        var writtenChange: String?
        var fraction: Double?
        if let measure, let size = size(of: measure, metric: metric) {
            if case .percentage(let change) = measure { fraction = change }
            writtenChange = self.writtenChange(measure, metric: metric, range: range, earlier: periods?.earlier)
            if size.isZero {
                spokenChange =
                    periods.map { copy.text(.statsNoChangeFrom, $0.earlierPhrase) } ?? copy.text(.statsNoChange(range))
            } else {
                let key: CopyKey
                var sizeText = size.text
                switch (periods, size.rising, size.isPercentage) {
                case (.some, true, _): key = .statsChangeUpFrom
                case (.some, false, _): key = .statsChangeDownFrom
                case (nil, true, true): key = .statsChangeUp(range)
                case (nil, false, true): key = .statsChangeDown(range)
                case (nil, true, false): key = .statsChangeUpBy(range)
                case (nil, false, false): key = .statsChangeDownBy(range)
                }
                if periods != nil, size.isPercentage { sizeText = copy.text(.statsPercentSpoken, size.text) }
                spokenChange = periods.map { copy.text(key, sizeText, $0.earlierPhrase) } ?? copy.text(key, sizeText)
                sentiment = size.rising == metric.upIsGood ? .good : .bad
            }
        } else {
            spokenChange = periods == nil ? copy.text(.statsSpanInline(range)) : nil
        }
        var sentence: String
        switch (periods, spokenChange) {
        case (let periods?, let change?):
            sentence = copy.text(.statsFigureDated, metric.name, periods.current, spokenValue, change)
        case (let periods?, nil):
            sentence = copy.text(.statsFigureDatedAlone, metric.name, periods.current, spokenValue)
        case (nil, let change):
            sentence = copy.text(isTile ? .statsTile : .statsHeadline, metric.name, spokenValue, change ?? "")
        }
        if saysSentiment, sentiment != .neutral {
            sentence = copy.text(
                .statsWithSentiment, sentence, copy.text(sentiment == .good ? .statsGoodNews : .statsBadNews))
        }
        var figure = StatsFigure(
            range: range, value: value, change: fraction, writtenValue: written, writtenChange: writtenChange,
            spokenChange: spokenChange, sentiment: sentiment, sentence: sentence, comparison: nil)
        figure.measure = measure
        figure.periodName = periods?.current
        figure.earlierPeriodName = periods?.earlier
        return figure
    }

    /// A change's size in words, without its direction: the percentage's number alone ("12.6",
    /// for the lines that say the percent themselves), "4.5 percentage points", "2.4 degrees" or
    /// "12,700.25 euros"; `nil` when it cannot be said (not finite).
    func size(
        of measure: ChangeMeasure, metric: StatsMetric
    )
        -> (text: String, isZero: Bool, rising: Bool, isPercentage: Bool)?
    {
        func isZero(_ decimal: String) -> Bool { decimal.allSatisfy { $0 == "0" || $0 == "." || $0 == "-" } }
        switch measure {
        case .percentage(let change):
            guard change.isFinite else { return nil }
            let number = symbols.format(abs(change), fractionDigits: 1...1, scale: 2)
            return (number.text, isZero(number.decimal), change > 0, true)
        case .percentagePoints(let points):
            guard points.isFinite else { return nil }
            let number = symbols.format(abs(points), fractionDigits: 0...1)
            let key: CopyKey = number.decimal.contains(".") ? .describePointsFraction : .describePoints
            return (copy.text(key, [.number(number)]), isZero(number.decimal), points > 0, false)
        case .amount(let difference):
            guard difference.isFinite else { return nil }
            if metric.scale == .interval, metric.unit == nil {
                let number = symbols.format(abs(difference), fractionDigits: 0...1)
                let key: CopyKey = number.decimal.contains(".") ? .statsDegreesFraction : .statsDegrees
                return (copy.text(key, [.number(number)]), isZero(number.decimal), difference > 0, false)
            }
            let number = formatter(metric.format).spoken(abs(difference))
            let text =
                metric.format == .percent
                ? spoken(abs(difference), format: .percent) : withUnit(number.text, metric: metric)
            return (text, isZero(number.decimal), difference > 0, false)
        }
    }

    /// A spoken figure with the metric's unit after it ("4.2 °C"), or alone when it has none.
    func withUnit(_ figure: String, metric: StatsMetric) -> String {
        guard let unit = metric.unit, !unit.isEmpty else { return figure }
        return copy.text(.describeAmount, [.text(figure), .text(unit)])
    }

    /// The two periods of a comparison by name, when the data ended before the period `today`
    /// falls in, so that "last month" would not be true: monthly, quarterly and yearly data by
    /// the month, quarter or year of their readings ("March 2010", "September 2009 to November
    /// 2009"), finer data by their days ("16 February to 15 March 2010"). `nil` when the data is
    /// current.
    func periodNames(
        of comparison: PeriodComparison, in series: Series, range: StatsRange
    )
        -> (current: String, earlier: String, earlierPhrase: String)?
    {
        let todays = range.length.period(endingWith: today.dayNumber)
        guard comparison.period.lastDay < todays.firstDay else { return nil }
        let grain = StatsPointGrain(cadence: series.cadence)
        func readings(_ window: SampleWindow?) -> (first: Double, last: Double)? {
            guard let window, !window.isEmpty, [.month, .quarter, .year].contains(grain) else { return nil }
            return (series.times[window.start], series.times[window.last])
        }
        // Readings that fill one calendar year, January to December or first quarter to
        // fourth, are that year.
        func year(_ readings: (first: Double, last: Double)) -> Int? {
            let first = calendar.civilDate(of: readings.first)
            let last = calendar.civilDate(of: readings.last)
            guard grain != .year, first.year == last.year, first.month == 1, last.month >= 10 else { return nil }
            return grain == .quarter || last.month == 12 ? first.year : nil
        }
        func name(_ readings: (first: Double, last: Double), inContext: Bool) -> String {
            if let year = year(readings) { return dates.spokenYear(year) }
            let first = spokenPeriodDate(readings.first, grain: grain, inContext: inContext)
            let last = spokenPeriodDate(readings.last, grain: grain, inContext: inContext)
            guard first != last else { return first }
            let dateGrain: DateGrain =
                switch grain {
                case .quarter: .quarter
                case .year: .year
                default: .month
                }
            return copy.text(
                .rangeConnector(dateGrain), spokenPeriodDate(readings.first, grain: grain, inContext: true),
                spokenPeriodDate(readings.last, grain: grain, inContext: true))
        }
        let current =
            readings(comparison.window).map { name($0, inContext: false) }
            ?? wholeName(of: comparison.period, inContext: false) ?? spokenDays(comparison.period)
        guard let earlier = readings(comparison.earlierWindow) else {
            if let whole = wholeName(of: comparison.earlierPeriod, inContext: false),
                let inPhrase = wholeName(of: comparison.earlierPeriod, inContext: true)
            {
                return (current, whole, copy.text(.statsFromDate, inPhrase))
            }
            let days = spokenDays(comparison.earlierPeriod)
            return (current, days, copy.text(.statsFromDays, days))
        }
        let earlierName = name(earlier, inContext: false)
        if let year = year(earlier) {
            return (current, earlierName, copy.text(.statsFromDate, dates.spokenYear(year)))
        }
        guard earlier.first == earlier.last else {
            return (current, earlierName, copy.text(.statsFromDays, name(earlier, inContext: true)))
        }
        let civil = calendar.civilDate(of: earlier.first)
        let phrase =
            grain == .quarter
            ? copy.text(.statsFromQuarter((civil.month - 1) / 3 + 1), dates.spokenYear(civil.year))
            : copy.text(.statsFromDate, spokenPeriodDate(earlier.first, grain: grain, inContext: true))
        return (current, earlierName, phrase)
    }

    /// A period that is one whole calendar month or year by that name ("February 2010",
    /// "2009"), or `nil`: daily data compared month by month names its months.
    func wholeName(of period: DayPeriod, inContext: Bool) -> String? {
        let first = CivilDate(dayNumber: period.firstDay)
        let next = CivilDate(dayNumber: period.endDay)
        guard first.day == 1, next.day == 1 else { return nil }
        if first.month == 1, next.month == 1, next.year == first.year + 1 { return dates.spokenYear(first.year) }
        guard next.year * 12 + next.month == first.year * 12 + first.month + 1 else { return nil }
        return dates.spokenMonth(ofDay: period.firstDay, inContext: inContext)
    }

    /// A month ("February 2010"), quarter ("third quarter of 2009") or year as a period's name.
    func spokenPeriodDate(_ instant: Double, grain: StatsPointGrain, inContext: Bool) -> String {
        let civil = calendar.civilDate(of: instant)
        switch grain {
        case .quarter:
            return copy.text(.quarter((civil.month - 1) / 3 + 1, inPhrase: inContext), dates.spokenYear(civil.year))
        case .year:
            return dates.spokenYear(civil.year)
        default:
            return dates.spokenMonth(ofDay: civil.dayNumber, inContext: inContext)
        }
    }

    /// A period's days, joined as the range lens joins them, with the year said once when both
    /// ends share it and it is not the current one ("16 January to 15 February 2010").
    func spokenDays(_ period: DayPeriod) -> String {
        let first = CivilDate(dayNumber: period.firstDay)
        let last = CivilDate(dayNumber: period.lastDay)
        let withYear = first.year != today.year || last.year != today.year
        var firstYear = withYear
        var lastYear = withYear
        if withYear, first.year == last.year {
            if copy.text(.rangeSharedYear).trimmingCharacters(in: .whitespaces) == "1" {
                lastYear = false
            } else {
                firstYear = false
            }
        }
        if period.firstDay == period.lastDay { return dates.spokenDay(period.firstDay, withYear: withYear) }
        return copy.text(
            .rangeConnector, dates.spokenDay(period.firstDay, withYear: firstYear),
            dates.spokenDay(period.lastDay, withYear: lastYear))
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
        copy.text(.statsChangeWritten(range), signedPercent(change))
    }

    /// The change as written on screen in its measure: "+12.6% vs last month", "+4.5 pp vs
    /// last month", "−2.4 vs last month", "+0.5% vs February 2010".
    func writtenChange(_ measure: ChangeMeasure, metric: StatsMetric, range: StatsRange, earlier: String?) -> String {
        let signed: String
        switch measure {
        case .percentage(let change):
            signed = signedPercent(change)
        case .percentagePoints(let points):
            signed = copy.text(
                .statsPointsWritten,
                signedNumber(points, text: writtenSymbols.format(abs(points), fractionDigits: 0...1).text)
            )
        case .amount(let difference):
            signed = signedNumber(difference, text: formatter(metric.format).written(abs(difference)).text)
        }
        guard let earlier else { return copy.text(.statsChangeWritten(range), signed) }
        return copy.text(.statsChangeWrittenFrom, signed, earlier)
    }

    /// A percentage with a plus sign or a true minus sign.
    private func signedPercent(_ change: Double) -> String {
        // ICU writes a hyphen-minus; a true minus sign reads as one on screen and to a reader.
        writtenSymbols.formatPercent(change, fractionDigits: 1...1, alwaysShowsSign: true).text
            .replacingOccurrences(of: "-", with: "\u{2212}")
    }

    /// A size written with a plus sign or a true minus sign before it.
    private func signedNumber(_ value: Double, text: String) -> String {
        (value < 0 ? "\u{2212}" : "+") + text
    }

    /// "Balance adds up its readings over each period, which means little for a level such as a
    /// balance, a headcount or a temperature; --aggregate average or --aggregate latest says
    /// its average or its latest reading.", or `nil` when the metric is not a level summed.
    ///
    /// - Parameters:
    ///   - average: how the caller asks for the average (`--aggregate average`).
    ///   - latest: how the caller asks for the latest reading (`--aggregate latest`).
    public func sumOfLevelNote(for metric: StatsMetric, average: String, latest: String) -> String? {
        guard metric.isLevel, metric.aggregate == .sum else { return nil }
        return copy.text(.statsNoteSumOfLevel, metric.name, average, latest)
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
        if let reason = comparison.reasonForNoChange, figure.measure == nil, let key = CopyKey.statsNoComparison(reason)
        {
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
                    sentence: sentenceStart(copy.text(.dataPointWithoutValue, spokenPointDate(time, grain: grain))))
            }
            return StatsPoint(
                time: time, value: value, writtenDate: writtenPointDate(time, grain: grain),
                writtenValue: values.written(value).text,
                sentence: sentenceStart(
                    copy.text(
                        .dataPoint, spokenPointDate(time, grain: grain),
                        withUnit(spoken(value, format: metric.format), metric: metric))))
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
        case .quarter:
            return date.formatted(style("quarter") { $0.quarter(.abbreviated).year() })
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
        case .quarter:
            return spokenPeriodDate(instant, grain: .quarter, inContext: false)
        case .year:
            return date.formatted(style("year") { $0.year() })
        }
    }

    /// A point's sentence begins with a capital where the script has them ("Third quarter of
    /// 2009, 1,234", "Février 2010, 3,2"): a line that starts a sentence.
    func sentenceStart(_ text: String) -> String {
        guard let first = text.first, first.isLowercase else { return text }
        return String(first).uppercased(with: copy.locale.locale) + text.dropFirst()
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
