import Foundation
import SpanModel
import StringCatalog

/// A figure on the stats card: the headline metric or a tile.
public struct StatsMetric: Hashable, Sendable {
    /// The name spoken before a tile's figure ("Orders") and in the loading sentence.
    public var name: String
    /// How the figure is written.
    public var format: ValueFormat
    /// How a period's readings become the figure.
    public var aggregate: PeriodAggregate
    /// Whether a rise is good news (revenue) or bad news (a refund rate).
    public var upIsGood: Bool

    /// Creates a metric.
    public init(name: String, format: ValueFormat = .automatic, aggregate: PeriodAggregate = .sum, upIsGood: Bool = true) {
        self.name = name
        self.format = format
        self.aggregate = aggregate
        self.upIsGood = upIsGood
    }
}

/// Whether a change is good news for its metric.
public enum ChangeSentiment: String, Hashable, Sendable {
    case good, bad, neutral
}

/// One figure of the stats card for one range, with everything said and shown about it.
public struct StatsFigure: Hashable, Sendable {
    /// The range.
    public var range: StatsRange
    /// The figure, or `nil` when the range has no readings.
    public var value: Double?
    /// The change against the period before, or `nil` when unknown.
    public var change: Double?
    /// The figure as written on screen ("$44,051.40").
    public var writtenValue: String?
    /// The change as written on screen ("+12.6% vs last month").
    public var writtenChange: String?
    /// The change or span as spoken ("up 12.6% vs last month", "last 30 days").
    public var spokenChange: String?
    /// Whether the change is good news.
    public var sentiment: ChangeSentiment
    /// The whole sentence as spoken ("$44,051.40, up 13.0% vs last month"), or the empty-range
    /// sentence.
    public var sentence: String
}

/// The sentences of the stats card: a headline metric and tiles, each with its change against
/// the period before, for the ranges 1W, 1M, 3M and 1Y.
///
/// ```swift
/// let card = StatsCardNarrator(copy: copy)
/// card.headline(for: revenue, in: series, range: .month).sentence
/// // "$44,051.40, up 13.0% vs last month"
/// ```
public final class StatsCardNarrator {
    /// The copy.
    public let copy: NarrationCopy
    /// Whether spoken sentences say if a change is good or bad news.
    public var saysSentiment: Bool

    private let symbols: NumberSymbols
    private var formatters: [ValueFormat: ValueFormatter] = [:]

    /// Creates a narrator.
    public init(copy: NarrationCopy, saysSentiment: Bool = false) {
        self.copy = copy
        self.saysSentiment = saysSentiment
        self.symbols = NumberSymbols(locale: copy.locale.locale)
    }

    private func formatter(_ format: ValueFormat) -> ValueFormatter {
        if let known = formatters[format] { return known }
        let made = ValueFormatter(format: format, locale: copy.locale.locale, symbols: symbols)
        formatters[format] = made
        return made
    }

    /// The range as written on screen ("1M").
    public func writtenName(of range: StatsRange) -> String {
        copy.text(.statsRangeWritten(range))
    }

    /// The range in words ("1 month").
    public func spokenName(of range: StatsRange) -> String {
        copy.text(.statsRangeSpoken(range))
    }

    /// The span in words ("Last 30 days").
    public func span(of range: StatsRange) -> String {
        copy.text(.statsSpan(range))
    }

    /// The headline for a range: "$44,051.40, up 13.0% vs last month".
    public func headline(for metric: StatsMetric, in series: Series, range: StatsRange) -> StatsFigure {
        figure(for: metric, in: series, range: range, isTile: false)
    }

    /// A tile for a range: "Orders, 1,172, up 4.1% vs last month".
    public func tile(for metric: StatsMetric, in series: Series, range: StatsRange) -> StatsFigure {
        figure(for: metric, in: series, range: range, isTile: true)
    }

    /// A figure, compared with the period before, in words.
    public func figure(for metric: StatsMetric, in series: Series, range: StatsRange, isTile: Bool) -> StatsFigure {
        let comparison = series.compare(days: range.days, aggregate: metric.aggregate)
        guard let value = comparison.current else {
            return StatsFigure(
                range: range, value: nil, change: nil, writtenValue: nil, writtenChange: nil, spokenChange: nil,
                sentiment: .neutral, sentence: copy.text(.statsEmpty))
        }
        return figure(value: value, change: comparison.change, metric: metric, range: range, isTile: isTile)
    }

    /// A figure from its value and change, in words.
    public func figure(value: Double, change: Double?, metric: StatsMetric, range: StatsRange, isTile: Bool) -> StatsFigure {
        let values = formatter(metric.format)
        let written = values.written(value).text
        let spokenValue = values.spoken(value).text
        var sentiment = ChangeSentiment.neutral
        let spokenChange: String
        var writtenChange: String?
        if let change {
            let rounded = roundedPercent(change)
            writtenChange = self.writtenChange(change, range: range)
            if rounded.decimal.allSatisfy({ $0 == "0" || $0 == "." || $0 == "-" }) {
                spokenChange = copy.text(.statsNoChange(range))
            } else {
                let key: CopyKey = change > 0 ? .statsChangeUp(range) : .statsChangeDown(range)
                spokenChange = copy.text(key, [.number(rounded)])
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
            sentence = copy.text(.statsWithSentiment, sentence, copy.text(sentiment == .good ? .statsGoodNews : .statsBadNews))
        }
        return StatsFigure(
            range: range, value: value, change: change, writtenValue: written, writtenChange: writtenChange,
            spokenChange: spokenChange, sentiment: sentiment, sentence: sentence)
    }

    /// The size of a change as a percentage with one decimal and no sign ("12.6%").
    private func roundedPercent(_ change: Double) -> DisplayedNumber {
        symbols.formatPercent(abs(change), fractionDigits: 1...1)
    }

    /// The change as written on screen, with a plus sign or a true minus sign:
    /// "+12.6% vs last month", "−4.2% vs last month".
    public func writtenChange(_ change: Double, range: StatsRange) -> String {
        var signed = symbols.formatPercent(change, fractionDigits: 1...1, alwaysShowsSign: true).text
        // ICU writes a hyphen-minus; a true minus sign reads as one on screen and to a reader.
        signed = signed.replacingOccurrences(of: "-", with: "\u{2212}")
        return copy.text(.statsChangeWritten(range), signed)
    }

    /// The date of a reading a person moves to along the chart, worded from the spacing of the
    /// points: hourly "3 PM", daily "Mon, Oct 12", weekly "Week of October 12", monthly
    /// "October 2026".
    public func pointDate(_ instant: Double, cadence: Cadence, calendar: BucketCalendar) -> String {
        let locale = copy.locale.locale
        var foundationCalendar = Calendar(identifier: .gregorian)
        foundationCalendar.timeZone = calendar.timeZone
        foundationCalendar.locale = locale
        let style = Date.FormatStyle(locale: locale, calendar: foundationCalendar, timeZone: calendar.timeZone)
        let date = Date(timeIntervalSince1970: instant)
        switch cadence.bucket {
        case .day:
            return date.formatted(style.hour())
        case .week:
            return date.formatted(style.weekday(.abbreviated).month(.abbreviated).day())
        case .month:
            // Spoken, so the month is written in full.
            return copy.text(.statsWeekOf, date.formatted(style.day().month(.wide)))
        case .year:
            return date.formatted(style.month(.wide).year())
        }
    }

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
