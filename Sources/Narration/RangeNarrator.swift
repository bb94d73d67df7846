import Foundation
import SpanModel
import StringCatalog

/// The sentences of the range lens for one series, locale and summary: the readout, the range
/// value, the announcement after each step, the limits, the hint, the description and the data
/// table.
///
/// Dates are said at the data's grain (``Cadence/dateGrain``): the day and time for samples
/// under a day apart, the day for daily and weekly ones, the month and year for monthly ones,
/// the year for yearly ones; the year of a day is left out only when every date in the sentence
/// falls in the current year (`today`). Dates are formatted once and numbers through
/// ``NumberSymbols``, so the sentence after a step costs no Foundation call once its dates have
/// been seen.
///
/// ```swift
/// let narrator = RangeNarrator(series: series, calendar: calendar, copy: copy, unit: .text("steps a day"))
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
    package let unit: SpokenUnit?
    /// The figure the readout gives.
    package let summary: SummaryKind
    /// How values are written.
    package let valueFormat: ValueFormat
    /// What kind of quantity the values are: how a change may be said (a percentage, in the
    /// data's unit, in percentage points).
    public let scale: MeasurementScale
    /// The narrowest window a step may leave, as given to the lens.
    package let minimumSpan: Int
    /// The locale's number symbols.
    package let symbols: NumberSymbols
    /// The locale's number symbols as written on screen (a chart's axis), where ``symbols``
    /// are the spoken ones of every sentence.
    package let writtenSymbols: NumberSymbols
    /// Values in the chosen format.
    package let values: ValueFormatter
    /// Dates in words.
    package let dates: DateWording
    /// Times of day in words.
    package let times: TimeWording
    /// How much of a date is said: from the series' cadence.
    package let grain: DateGrain
    /// Today, against which the year of a date is said or left out.
    package let today: CivilDate

    // The lines and words every step's sentence uses, looked up once.
    private let captionText: String
    private let captionInlineText: String
    private let rangeValueLine: CopyLine
    private let rangeValueWithoutUnitLine: CopyLine
    private let connectorLine: CopyLine
    /// Whether the language says a year both ends of a range share with the first end
    /// ("2015年11月20日から12月31日まで") rather than the last ("20 November to 31 December 2015").
    private let sharedYearFirst: Bool
    private let unitLine: CopyLine?
    private var unitTexts: [String: String] = [:]

    /// Creates a narrator.
    ///
    /// - Parameters:
    ///   - today: the day the year rule is judged against; the current day in the calendar's
    ///     time zone when `nil`.
    ///   - caption: the caption's line when the series has its own words for its figure (the
    ///     demo's daily average, "1日平均" in Japanese); the summary's caption when `nil`.
    ///   - scale: what kind of quantity the values are; inferred from the unit and the value
    ///     format when `nil` (``MeasurementScale/inferred(unit:valueFormat:)``).
    ///   - wording: a narrator whose number and date wording this one takes over rather than
    ///     making its own, when both speak the same copy in the same calendar and value format
    ///     (the series of one long table: ten thousand narrators each with their own date
    ///     formatters held 420 MB); ignored otherwise.
    package init(
        series: Series, calendar: BucketCalendar, copy: NarrationCopy, unit: SpokenUnit? = nil,
        summary: SummaryKind = .average, valueFormat: ValueFormat = .automatic, minimumSpan: Int = 7,
        today: CivilDate? = nil, caption: CopyKey? = nil, scale: MeasurementScale? = nil,
        sharingWordingWith wording: RangeNarrator? = nil
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
        var unitText: String?
        if case .text(let text) = unit { unitText = text }
        self.scale = scale ?? MeasurementScale.inferred(unit: unitText, valueFormat: valueFormat)
        if let wording, wording.copy === copy, wording.calendar == calendar, wording.valueFormat == valueFormat {
            self.symbols = wording.symbols
            self.writtenSymbols = wording.writtenSymbols
            self.values = wording.values
            self.dates = wording.dates
            self.times = wording.times
        } else {
            self.symbols = NumberSymbols(spokenFor: copy)
            self.writtenSymbols = NumberSymbols(locale: copy.locale.locale)
            self.values = ValueFormatter(
                format: valueFormat, locale: copy.locale.locale, symbols: writtenSymbols, spokenSymbols: symbols)
            self.dates = DateWording(locale: copy.locale.locale, calendar: calendar)
            self.times = TimeWording(copy: copy, calendar: calendar, symbols: symbols)
        }
        self.grain = series.cadence.dateGrain
        self.today = today ?? calendar.civilDate(of: Date().timeIntervalSince1970)
        self.captionText = copy.text(caption ?? .caption(summary))
        self.captionInlineText =
            caption.map { Self.inlineCaption(own: $0, of: summary, copy: copy) }
            ?? Self.inlineCaption(summary, copy: copy)
        self.rangeValueLine = copy.line(.rangeValue)
        self.rangeValueWithoutUnitLine = copy.line(.rangeValueWithoutUnit)
        self.connectorLine = copy.line(CopyKey.rangeConnector(series.cadence.dateGrain))
        self.sharedYearFirst = copy.text(.rangeSharedYear).trimmingCharacters(in: .whitespaces) == "1"
        if case .line(let key) = self.unit { self.unitLine = copy.line(key) } else { self.unitLine = nil }
    }

    /// The caption said in the middle of a sentence (after the range value's dates): the
    /// catalog's own inline form, or, for a caption a replacement catalog replaced without
    /// replacing its inline form, that caption with its first letter lowered where the
    /// language's built-in inline caption lowers the built-in caption's ("Daily average" becomes
    /// "daily average" in English, stays as it is in German, where the built-in noun keeps its
    /// capital, and in languages without case).
    static func inlineCaption(_ kind: SummaryKind, copy: NarrationCopy) -> String {
        let captionKey = CopyKey.caption(kind)
        let inlineKey = CopyKey.captionInline(kind)
        let inline = copy.text(inlineKey)
        guard copy.isReplaced(captionKey), !copy.isReplaced(inlineKey) else { return inline }
        let locale = copy.locale.locale
        let builtIn = copy.builtInText(captionKey)
        let lowersFirstLetter = builtIn != inline && lowercasingFirstLetter(builtIn, locale: locale) == inline
        let caption = copy.text(captionKey)
        return lowersFirstLetter ? lowercasingFirstLetter(caption, locale: locale) : caption
    }

    /// A series' own caption (the demo's daily average) said in the middle of a sentence: with
    /// its first letter lowered where the language's inline caption for the summary lowers the
    /// caption's ("Average" becomes "average" in English, "Durchschnitt" stays, "1日平均" has no
    /// case).
    static func inlineCaption(own key: CopyKey, of kind: SummaryKind, copy: NarrationCopy) -> String {
        let locale = copy.locale.locale
        let caption = copy.text(CopyKey.caption(kind))
        let inline = copy.text(CopyKey.captionInline(kind))
        let lowersFirstLetter = caption != inline && lowercasingFirstLetter(caption, locale: locale) == inline
        let own = copy.text(key)
        return lowersFirstLetter ? lowercasingFirstLetter(own, locale: locale) : own
    }

    /// `text` with its first letter in lower case by the locale's rules, unless the first word
    /// is written in capitals ("BMI average" keeps its acronym).
    static func lowercasingFirstLetter(_ text: String, locale: Locale) -> String {
        guard let first = text.first else { return text }
        let rest = text.dropFirst()
        if let second = rest.first, second.isUppercase { return text }
        return String(first).lowercased(with: locale) + rest
    }

    // MARK: Values and dates

    /// A value as spoken in the locale; a percentage with the language's spoken percent
    /// (`stats.value.percent`: "3,2 Prozent", "3.2 بالمئة", since espeak-ng never says the sign
    /// in Arabic).
    package func value(_ value: Double) -> DisplayedNumber {
        guard valueFormat == .percent else { return values.spoken(value) }
        return spokenPercent(value, fractionDigits: 0...1)
    }

    /// A fraction as the language says a percentage aloud: "12%", "12 Prozent", "12 بالمئة".
    func spokenPercent(_ fraction: Double, fractionDigits: ClosedRange<Int>) -> DisplayedNumber {
        let number = symbols.format(fraction, fractionDigits: fractionDigits, scale: 2)
        return DisplayedNumber(text: copy.text(.statsPercentSpoken, number.text), decimal: number.decimal)
    }

    /// The unit to speak after `number`, or `nil` when there is none.
    func unitText(after number: DisplayedNumber) -> String? {
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
    package func count(_ count: Int) -> DisplayedNumber {
        symbols.format(Double(count), fractionDigits: 0...0)
    }

    /// A count of `noun`, in words where the language makes it agree with the noun and a speech
    /// engine would read its digits in the other form ("vingt-et-une semaines", "خَمْس ساعات",
    /// ``NumberAgreement``); `elided` when the noun is said after a later count instead.
    func count(_ count: Int, of noun: NumberAgreement.Noun, elided: Bool = false) -> DisplayedNumber {
        NumberAgreement.agreed(self.count(count), count, of: noun, elided: elided, locale: copy.locale.locale)
    }

    /// Whether a window's days carry their year: unless both its ends (and so every date in
    /// it) fall in the current year. Months always carry their year; a year is nothing else.
    public func needsYear(_ window: SampleWindow) -> Bool {
        guard !window.isEmpty else { return false }
        return calendar.civilDate(of: series.times[window.start]).year != today.year
            || calendar.civilDate(of: series.times[window.last]).year != today.year
    }

    /// The range spoken at the data's grain: two dates joined by the locale's word for "to",
    /// never a dash; one date when both ends read the same; for samples under a day apart, the
    /// day once with two times when the window lies within one day ("29 November, 5 PM to
    /// 11 PM").
    ///
    /// - Complexity: O(1) once both dates have been seen.
    public func spokenRange(_ window: SampleWindow) -> String {
        spokenRange(from: window.start, to: window.last, withYear: needsYear(window))
    }

    /// The range from one sample's date to another's.
    func spokenRange(from first: Int, to last: Int, withYear: Bool) -> String {
        spokenRange(fromInstant: series.times[first], toInstant: series.times[last], withYear: withYear)
    }

    /// The range from one instant to another, at the data's grain. Days (and days with times)
    /// that share a year say it once, where the language puts it ("20 November to 31 December
    /// 2015", "2015年11月20日から12月31日まで").
    func spokenRange(fromInstant start: Double, toInstant end: Double, withYear: Bool) -> String {
        if grain == .time, calendar.dayNumber(of: start) == calendar.dayNumber(of: end) {
            let day = dates.spokenDay(calendar.dayNumber(of: start), withYear: withYear)
            let startTime = times.spokenTime(of: start)
            let endTime = times.spokenTime(of: end)
            if startTime == endTime { return copy.text(.dayAndTime, day, startTime) }
            return copy.text(.rangeWithinDay, day, startTime, endTime)
        }
        var firstYear = withYear
        var lastYear = withYear
        if withYear, grain == .day || grain == .time,
            calendar.civilDate(of: start).year == calendar.civilDate(of: end).year
        {
            if sharedYearFirst { lastYear = false } else { firstYear = false }
        }
        let firstText = spokenDate(ofInstant: start, withYear: firstYear, inContext: true)
        let lastText = spokenDate(ofInstant: end, withYear: lastYear, inContext: true)
        if spokenDate(ofInstant: start, withYear: withYear, inContext: true)
            == spokenDate(ofInstant: end, withYear: withYear, inContext: true)
        {
            return spokenDate(ofInstant: start, withYear: withYear, inContext: false)
        }
        return connectorLine.text([.text(firstText), .text(lastText)])
    }

    /// The range written for a screen ("3 Mar – 14 Apr").
    public func writtenRange(_ window: SampleWindow) -> String {
        dates.writtenRange(
            from: series.times[window.start], to: series.times[window.last], grain: grain, withYear: needsYear(window))
    }

    /// The spoken date of one sample at the data's grain: its day and time, its day, its month
    /// and year, or its year. `inContext` asks for the form a date takes inside a phrase
    /// ("od lipca 2014") rather than alone, which differs for months in some languages.
    public func spokenDate(ofSample index: Int, withYear: Bool, inContext: Bool = false) -> String {
        spokenDate(ofInstant: series.times[index], withYear: withYear, inContext: inContext)
    }

    /// Any instant spoken as a sample's date would be, at the data's grain (the first and last
    /// moment of a run of missing samples, for example).
    public func spokenDate(ofInstant instant: Double, withYear: Bool, inContext: Bool = false) -> String {
        let day = calendar.dayNumber(of: instant)
        switch grain {
        case .time:
            return copy.text(
                .dayAndTime, dates.spokenDay(day, withYear: withYear, standalone: !inContext),
                times.spokenTime(of: instant))
        case .day:
            return dates.spokenDay(day, withYear: withYear, standalone: !inContext)
        case .month:
            return dates.spokenMonth(ofDay: day, inContext: inContext)
        case .quarter:
            return spokenQuarter(ofDay: day, inContext: inContext)
        case .year:
            return dates.spokenYear(CivilDate(dayNumber: day).year)
        }
    }

    /// A quarter of a year, from the catalog: "third quarter of 2009" alone, or the form a
    /// phrase takes ("dritten Quartal 2009" after "im", "trzeciego kwartału 2009" after "od").
    func spokenQuarter(ofDay day: Int, inContext: Bool) -> String {
        let date = CivilDate(dayNumber: day)
        let number = (date.month - 1) / 3 + 1
        return copy.text(.quarter(number, inPhrase: inContext), dates.spokenYear(date.year))
    }

    // MARK: The range lens

    /// The window's figure as written, or `nil` when the window holds no value or its figure
    /// exceeds what a `Double` holds.
    package func summaryText(of window: SampleWindow) -> DisplayedNumber? {
        let figure = series.summary(summary, of: window)
        return !figure.hasValues || figure.exceedsDoubleRange ? nil : value(figure.value)
    }

    /// The readout: "Average 8,412 steps a day, 3 March to 14 April"; "No values, 3 March to
    /// 14 April" when every sample of the window is a gap.
    public func readout(of window: SampleWindow) -> String {
        guard !series.isEmpty, !window.isEmpty else { return copy.text(.empty) }
        let caption = captionText
        let range = spokenRange(window)
        let figure = series.summary(summary, of: window)
        guard figure.hasValues else { return copy.text(.readoutWithoutValues, range) }
        guard !figure.exceedsDoubleRange else { return copy.text(.readoutTooLarge, caption, range) }
        let number = value(figure.value)
        if let unit = unitText(after: number) {
            return copy.text(.readout, [.text(caption), .number(number), .text(unit), .text(range)])
        }
        return copy.text(.readoutWithoutUnit, [.text(caption), .number(number), .text(range)])
    }

    /// The range control's value: "3 March to 14 April, average 8,412 steps a day", the caption
    /// in its mid-sentence form (``CopyKey/captionInline(_:)``).
    ///
    /// - Complexity: O(1) once the window's dates have been seen.
    public func rangeValue(of window: SampleWindow) -> String {
        guard !series.isEmpty, !window.isEmpty else { return copy.text(.empty) }
        let caption = captionInlineText
        let range = spokenRange(window)
        let figure = series.summary(summary, of: window)
        guard figure.hasValues else { return copy.text(.rangeValueWithoutValues, range) }
        guard !figure.exceedsDoubleRange else { return copy.text(.rangeValueTooLarge, range, caption) }
        let number = value(figure.value)
        if let unit = unitText(after: number) {
            return rangeValueLine.text([.text(range), .text(caption), .number(number), .text(unit)])
        }
        return rangeValueWithoutUnitLine.text([.text(range), .text(caption), .number(number)])
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
                [.number(count(series.effectiveMinimumSpan(minimumSpan), of: .init(series.cadence.sampleUnit)))])
        }
    }

    /// How to use the control from a keyboard, naming what one step moves in words that fit
    /// the cadence: "a week" for daily samples (and for the five samples of a week of a series
    /// with rest days), "4 weeks" for weekly ones, "3 months" for monthly ones, "3 quarters",
    /// "3 years", "15 years" for a reading every five years.
    public func hint() -> String {
        let step = hintStep
        return copy.text(.hint(moving: step.unit), [.number(count(step.count, of: .init(step.unit)))])
    }

    /// What one step of the lens moves, in the unit the hint names.
    var hintStep: (count: Int, unit: HintUnit) {
        let cadence = series.cadence
        let step = cadence.step
        switch cadence.sampleUnit {
        case _ where cadence.bucket == .day: return (1, .day)
        case .day where cadence.restDays != nil || step == 7: return (1, .week)
        case .week: return (step, .week)
        case .month: return (step, .month)
        case .quarter: return (step, .quarter)
        case .year: return (step, .year)
        default:
            // Readings of no calendar unit: whole years when they are whole years apart (a
            // census every five years), otherwise readings.
            let years = cadence.medianGap / (365.242_5 * Cadence.day)
            if years >= 0.95, abs(years - years.rounded()) < 0.05 { return (step * Int(years.rounded()), .year) }
            return (step, .reading)
        }
    }

    /// The name of an action ("Widen").
    public func actionName(_ action: LensAction) -> String {
        copy.text(.action(action))
    }

    /// A value with its unit after it, as the description says it ("11,076 steps a day",
    /// "4.2 °C"), through `describe.amount`; the number alone when there is no unit.
    func amount(_ number: DisplayedNumber) -> CatalogArgument {
        guard let unit = unitText(after: number) else { return .number(number) }
        return .text(copy.text(.describeAmount, [.number(number), .text(unit)]))
    }

    /// One spoken line per sample of the window: "3 March, 8,412"; a gap says it has no value,
    /// and samples missing between two rows are said by their dates.
    ///
    /// - Complexity: O(window).
    public func tableLines(of window: SampleWindow) -> [String] {
        tableRows(of: window).map(\.text)
    }

    /// The data table's rows: one a sample ("3 March, 8,412", "4 March, no value" for a gap),
    /// and one for each run of samples missing between two rows ("10 June to 19 June: no
    /// data"), never skipped in silence.
    ///
    /// - Complexity: O(window).
    public func tableRows(of window: SampleWindow) -> [TableRow] {
        var rows: [TableRow] = []
        rows.reserveCapacity(window.count)
        forEachTableRow(of: window) { rows.append($0) }
        return rows
    }

    /// The data table's rows of ``tableRows(of:)``, one at a time and in order, so that a long
    /// table can be written as it is made rather than held whole.
    ///
    /// - Complexity: O(window) time, O(1) memory beyond a row.
    public func forEachTableRow(of window: SampleWindow, _ body: (TableRow) -> Void) {
        let withYear = needsYear(window)
        for index in window.indices {
            body(
                TableRow(
                    sample: index, missing: nil,
                    text: dataPoint(ofSample: index, value: series.values[index], withYear: withYear)))
            guard index < window.last, series.missingSampleCount(after: index) > 0 else { continue }
            let first = series.slotInstant(from: index, offset: 1, calendar: calendar)
            let last = series.slotInstant(from: index + 1, offset: -1, calendar: calendar)
            body(
                TableRow(
                    sample: nil, missing: first...last,
                    text: copy.text(.tableNoData, spokenDayRun(fromInstant: first, toInstant: last, withYear: withYear))
                )
            )
        }
    }

    /// One sample's date and a value: "3 March, 8,412", or "3 March, no value" for a gap.
    public func dataPoint(ofSample index: Int, value pointValue: Double, withYear: Bool) -> String {
        let date = spokenDate(ofSample: index, withYear: withYear)
        guard !pointValue.isNaN else { return copy.text(.dataPointWithoutValue, date) }
        return copy.text(.dataPoint, [.text(date), .number(value(pointValue))])
    }

    /// Sentences about the series as prepared: its gaps, and the values it counted as zero
    /// ("3 values below zero were counted as zero.").
    public func cleaningNotes() -> [String] {
        var notes: [String] = []
        if series.cleaning.gapCount > 0 {
            notes.append(copy.text(.noteGaps, [.number(count(series.cleaning.gapCount, of: .value))]))
        }
        if series.cleaning.negativeCountedAsZero > 0 {
            notes.append(
                copy.text(.noteNegativeAsZero, [.number(count(series.cleaning.negativeCountedAsZero, of: .value))]))
        }
        return notes
    }
}
