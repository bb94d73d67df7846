import Foundation
import SpanModel
import StringCatalog

/// The trend of a window: a least-squares line through its samples, its rise across the window
/// relative to the window's mean.
public struct WindowTrend: Hashable, Sendable {
    /// Which way.
    public enum Direction: String, Hashable, Sendable {
        case rising, falling, steady
    }

    /// The rise across the window over the mean (0.12 is 12% higher at the end than the start).
    public var relativeChange: Double

    /// Rising or falling by 5% or more, otherwise steady.
    public var direction: Direction {
        if !relativeChange.isFinite || abs(relativeChange) < 0.05 { return .steady }
        return relativeChange > 0 ? .rising : .falling
    }

    /// The trend of a window, with time in days as the x axis (so gaps in the samples count).
    ///
    /// - Complexity: O(window).
    public init(series: Series, window: SampleWindow) {
        guard window.count >= 2 else {
            relativeChange = 0
            return
        }
        let mean = series.average(of: window)
        let origin = series.times[window.start]
        var sumX = 0.0
        for index in window.indices { sumX += (series.times[index] - origin) / Cadence.day }
        let meanX = sumX / Double(window.count)
        var covariance = 0.0
        var variance = 0.0
        for index in window.indices {
            let x = (series.times[index] - origin) / Cadence.day - meanX
            covariance += x * (series.values[index] - mean)
            variance += x * x
        }
        guard variance > 0, mean != 0, mean.isFinite else {
            relativeChange = 0
            return
        }
        let span = (series.times[window.last] - origin) / Cadence.day
        relativeChange = covariance / variance * span / abs(mean)
    }
}

/// The unit spoken after a value.
public enum SpokenUnit: Hashable, Sendable {
    /// The caller's text, the same after every number ("steps a day").
    case text(String)
    /// A catalog line whose plural form follows the number before it, so that languages can
    /// inflect the noun ("8412 kroków", "8422 kroki").
    case line(CopyKey)
}

/// The sentences of the range lens for one series, locale and summary: the readout, the range
/// value, the announcement after each step, the limits, the hint, the description and the data
/// table.
///
/// Dates are formatted once per day and numbers through ``NumberSymbols``, so the sentence
/// after a step costs no Foundation call once its dates have been seen.
///
/// ```swift
/// let narrator = RangeNarrator(series: series, calendar: calendar, copy: copy, unit: "steps a day")
/// narrator.readout(of: window)   // "Average 8,412 steps a day, 3 March to 14 April"
/// ```
public final class RangeNarrator {
    /// The series narrated.
    public let series: Series
    /// The calendar its days are counted in.
    public let calendar: BucketCalendar
    /// The copy.
    public let copy: NarrationCopy
    /// The unit spoken after a value ("steps a day"), if any.
    public let unit: SpokenUnit?
    /// The figure the readout gives.
    public let summary: SummaryKind
    /// How values are written.
    public let valueFormat: ValueFormat
    /// The narrowest window a step may leave, as given to the lens.
    public let minimumSpan: Int
    /// The locale's number symbols.
    public let symbols: NumberSymbols
    /// Values in the chosen format.
    public let values: ValueFormatter
    /// Dates in words.
    public let dates: DateWording

    private let lastYear: Int?
    private let isSubDaily: Bool

    // The lines and words every step's sentence uses, looked up once.
    private let captionText: String
    private let rangeValueLine: CopyLine
    private let rangeValueWithoutUnitLine: CopyLine
    private let connectorLine: CopyLine
    private let unitLine: CopyLine?
    private var unitTexts: [String: String] = [:]

    /// Creates a narrator.
    public init(
        series: Series, calendar: BucketCalendar, copy: NarrationCopy, unit: SpokenUnit? = nil,
        summary: SummaryKind = .average, valueFormat: ValueFormat = .automatic, minimumSpan: Int = 7
    ) {
        self.minimumSpan = minimumSpan
        self.series = series
        self.calendar = calendar
        self.copy = copy
        if case .text(let text) = unit, text.isEmpty {
            self.unit = nil
        } else {
            self.unit = unit
        }
        self.summary = summary
        self.valueFormat = valueFormat
        self.symbols = NumberSymbols(locale: copy.locale.locale)
        self.values = ValueFormatter(format: valueFormat, locale: copy.locale.locale, symbols: symbols)
        self.dates = DateWording(locale: copy.locale.locale, calendar: calendar)
        self.lastYear = series.isEmpty ? nil : calendar.civilDate(of: series.times[series.count - 1]).year
        self.isSubDaily = series.cadence.bucket == .day
        self.captionText = copy.text(.caption(summary))
        self.rangeValueLine = copy.line(.rangeValue)
        self.rangeValueWithoutUnitLine = copy.line(.rangeValueWithoutUnit)
        self.connectorLine = copy.line(.rangeConnector)
        if case .line(let key) = self.unit { self.unitLine = copy.line(key) } else { self.unitLine = nil }
    }

    // MARK: Values and dates

    /// A value as spoken in the locale.
    public func value(_ value: Double) -> DisplayedNumber {
        values.spoken(value)
    }

    /// The unit to speak after `number`, or `nil` when there is none.
    public func unitText(after number: DisplayedNumber) -> String? {
        switch unit {
        case .none: return nil
        case .text(let text): return text
        case .line:
            // The form depends only on the digits shown, so each is rendered once.
            if let known = unitTexts[number.decimal] { return known }
            let text = unitLine!.text([.number(number)])
            if unitTexts.count < 1_024 { unitTexts[number.decimal] = text }
            return text
        }
    }

    /// A whole count as written in the locale ("42", "٤٢").
    public func count(_ count: Int) -> DisplayedNumber {
        symbols.format(Double(count), fractionDigits: 0...0)
    }

    /// Whether a window's dates carry the year: it crosses a year boundary, or its last sample
    /// lies in an earlier year than the series' latest sample.
    public func needsYear(_ window: SampleWindow) -> Bool {
        guard !window.isEmpty, let lastYear else { return false }
        let firstYear = calendar.civilDate(of: series.times[window.start]).year
        let endYear = calendar.civilDate(of: series.times[window.last]).year
        return firstYear != endYear || endYear < lastYear
    }

    /// The range spoken: two days joined by the locale's word for "to", never a dash; one day
    /// when both ends read the same.
    ///
    /// - Complexity: O(1) once both days have been seen.
    public func spokenRange(_ window: SampleWindow) -> String {
        let withYear = needsYear(window)
        let first = dates.spokenDay(calendar.dayNumber(of: series.times[window.start]), withYear: withYear)
        let last = dates.spokenDay(calendar.dayNumber(of: series.times[window.last]), withYear: withYear)
        if first == last { return first }
        return connectorLine.text([.text(first), .text(last)])
    }

    /// The range written for a screen ("3 Mar – 14 Apr").
    public func writtenRange(_ window: SampleWindow) -> String {
        dates.writtenRange(
            firstDay: calendar.dayNumber(of: series.times[window.start]),
            lastDay: calendar.dayNumber(of: series.times[window.last]),
            withYear: needsYear(window))
    }

    /// The spoken date of one sample: its day, and for data more often than daily its time.
    public func spokenDate(ofSample index: Int, withYear: Bool) -> String {
        let instant = series.times[index]
        let day = dates.spokenDay(calendar.dayNumber(of: instant), withYear: withYear)
        guard isSubDaily else { return day }
        return copy.text(.dayAndTime, day, dates.time(of: instant))
    }

    // MARK: The range lens

    /// The window's figure as written, or `nil` when it exceeds what a `Double` holds.
    public func summaryText(of window: SampleWindow) -> DisplayedNumber? {
        let figure = series.summary(summary, of: window)
        return figure.exceedsDoubleRange ? nil : value(figure.value)
    }

    /// The readout: "Average 8,412 steps a day, 3 March to 14 April".
    public func readout(of window: SampleWindow) -> String {
        guard !series.isEmpty, !window.isEmpty else { return copy.text(.empty) }
        let caption = captionText
        let range = spokenRange(window)
        guard let figure = summaryText(of: window) else { return copy.text(.readoutTooLarge, caption, range) }
        if let unit = unitText(after: figure) {
            return copy.text(.readout, [.text(caption), .number(figure), .text(unit), .text(range)])
        }
        return copy.text(.readoutWithoutUnit, [.text(caption), .number(figure), .text(range)])
    }

    /// The range control's value: "3 March to 14 April, Average 8,412 steps a day".
    ///
    /// - Complexity: O(1) once the window's days have been seen.
    public func rangeValue(of window: SampleWindow) -> String {
        guard !series.isEmpty, !window.isEmpty else { return copy.text(.empty) }
        let caption = captionText
        let range = spokenRange(window)
        guard let figure = summaryText(of: window) else { return copy.text(.rangeValueTooLarge, range, caption) }
        if let unit = unitText(after: figure) {
            return rangeValueLine.text([.text(range), .text(caption), .number(figure), .text(unit)])
        }
        return rangeValueWithoutUnitLine.text([.text(range), .text(caption), .number(figure)])
    }

    /// What is announced after a step: the new range value, or the limit that stopped it.
    public func announcement(for outcome: StepOutcome) -> String {
        if let limit = outcome.limit { return limitSentence(limit) }
        return rangeValue(of: outcome.window)
    }

    /// The sentence for a step that could not move.
    public func limitSentence(_ limit: StepLimit) -> String {
        switch limit {
        case .startOfSeries: copy.text(.limitStart)
        case .endOfSeries: copy.text(.limitEnd)
        case .showingEverything: copy.text(.limitEverything)
        case .noPreviousRange: copy.text(.limitNoPreviousRange)
        case .noData: copy.text(.empty)
        case .shortestRange:
            copy.text(
                .limitShortest(series.cadence.sampleUnit),
                [.number(count(series.effectiveMinimumSpan(minimumSpan)))])
        }
    }

    /// How to use the control from a keyboard, naming the step in words that fit the cadence.
    public func hint() -> String {
        copy.text(.hint(series.cadence.bucket))
    }

    /// The name of an action ("Widen").
    public func actionName(_ action: LensAction) -> String {
        copy.text(.action(action))
    }

    /// The description: highest and lowest with their dates (the first when several tie), the
    /// trend in words, and how many samples the window holds.
    ///
    /// "Highest 12,034 on 3 July, lowest 2,410 on 21 June. Rising about 12% across 42 days."
    ///
    /// - Complexity: O(window) for the trend.
    public func description(of window: SampleWindow) -> String {
        guard !series.isEmpty, !window.isEmpty else { return copy.text(.empty) }
        let withYear = needsYear(window)
        let unit = series.cadence.sampleUnit
        if window.count == 1 {
            return copy.text(
                .describeSingle,
                [.number(value(series.values[window.start])), .text(spokenDate(ofSample: window.start, withYear: withYear))])
        }
        guard let highest = series.indexOfMaximum(in: window), let lowest = series.indexOfMinimum(in: window) else {
            return copy.text(.empty)
        }
        let extremes = copy.text(
            .describeExtremes,
            [
                .number(value(series.values[highest])), .text(spokenDate(ofSample: highest, withYear: withYear)),
                .number(value(series.values[lowest])), .text(spokenDate(ofSample: lowest, withYear: withYear)),
            ])
        let trend = WindowTrend(series: series, window: window)
        let samples = CatalogArgument.number(count(window.count))
        let trendSentence: String
        switch trend.direction {
        case .steady:
            trendSentence = copy.text(.describeSteady(unit), [samples])
        case .rising, .falling:
            let percent = symbols.formatPercent(abs(trend.relativeChange), fractionDigits: 0...0)
            let key: CopyKey = trend.direction == .rising ? .describeRising(unit) : .describeFalling(unit)
            trendSentence = copy.text(key, [.number(percent), samples])
        }
        return copy.text(.describeJoin, extremes, trendSentence)
    }

    /// One spoken line per sample of the window: "3 March, 8,412".
    ///
    /// - Complexity: O(window).
    public func tableLines(of window: SampleWindow) -> [String] {
        let withYear = needsYear(window)
        return window.indices.map { index in
            copy.text(.dataPoint, [.text(spokenDate(ofSample: index, withYear: withYear)), .number(value(series.values[index]))])
        }
    }

    /// Sentences about values the series changed when it was prepared ("3 values below zero
    /// were counted as zero.").
    public func cleaningNotes() -> [String] {
        var notes: [String] = []
        if series.cleaning.negativeCountedAsZero > 0 {
            notes.append(copy.text(.noteNegativeAsZero, [.number(count(series.cleaning.negativeCountedAsZero))]))
        }
        return notes
    }
}
