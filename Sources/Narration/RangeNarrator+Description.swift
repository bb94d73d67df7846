import Foundation
import SpanModel
import StringCatalog

extension RangeNarrator {
    /// The description: what a sighted analyst takes in at a glance of the window's chart, in
    /// the order they would say it.
    ///
    /// 1. The highest and lowest values with their dates at the data's grain, each with how
    ///    many samples share it when more than one does ("lowest 0 mm on 221 days, first on
    ///    1 January"); a window of equal values says its value once.
    /// 2. The shape in the plainest true words ("Rising every month", "Rose to a peak of 1,440,
    ///    then fell", "Rose and fell twice, with peaks in 1989 and in 2000"), and the change
    ///    from the first value to the last (or between the averages of the first and last
    ///    steps' worth of values, said as such), in the data's unit, as a percentage only where
    ///    one means something, in percentage points for rates, across the time the window spans.
    /// 3. That the series holds weekdays only, when it never has weekends.
    /// 4. What has no data, and the longest run of it by its dates.
    ///
    /// A date is said once: the change's ends and the shape's turns leave out a date the
    /// sentence before has said for the same sample.
    ///
    /// "Highest 143,093 in December 2015, lowest 139,058 in July 2014. Rising every month, from
    /// 139,058 to 143,093, up 2.9%, across 18 months."
    ///
    /// - Complexity: O(window) (``SpanModel/Series/facts(of:)``), never asked for by a step.
    public func description(of window: SampleWindow) -> String {
        guard !series.isEmpty, !window.isEmpty else { return copy.text(.empty) }
        guard let facts = facts(of: window) else {
            return missingSentences(
                of: window, count: series.gapCount(in: window) + series.missingSampleCount(in: window)
            )
            .joinedSentences(copy) ?? copy.text(.empty)
        }
        return description(of: facts).joinedSentences(copy) ?? copy.text(.empty)
    }

    /// The facts of a window, for an app or the JSON: what the description is worded from.
    ///
    /// - Complexity: O(window).
    public func facts(of window: SampleWindow) -> WindowFacts? {
        guard !window.isEmpty, window.end <= series.count else { return nil }
        let largest = max(
            abs(series.summary(.maximum, of: window).value), abs(series.summary(.minimum, of: window).value))
        return series.facts(of: window, resolution: resolution(near: largest.isFinite ? largest : 0))
    }

    /// The smallest difference between two values as they are said near `magnitude`: 1 for
    /// whole numbers, 0.1 for one decimal, 0.01 for cents, a tenth of a percent.
    func resolution(near magnitude: Double) -> Double {
        switch valueFormat {
        case .automatic: return magnitude >= 99.95 ? 1 : 0.1
        case .decimals(let places): return pow(10, -Double(places))
        case .percent: return 0.001
        case .currency(_, let wholeUnits): return wholeUnits ? 1 : 0.01
        case .duration: return 1
        case .compact:
            // Three significant digits ("12.4 thousand").
            guard magnitude >= 1_000 else { return magnitude >= 99.95 ? 1 : 0.1 }
            return pow(10, (log10(magnitude)).rounded(.down) - 2)
        }
    }

    /// The description's sentences from its facts.
    func description(of facts: WindowFacts) -> [String] {
        let window = facts.window
        var dates = DateMemory(withYear: needsYear(window))
        var sentences: [String] = []
        let span = spanPhrase(series.span(of: window, calendar: calendar))
        switch facts.shape.kind {
        case .single:
            sentences.append(copy.text(.describeOneReading, [.text(valuePhrase(facts.highest.index, &dates))]))
        case .constant:
            sentences.append(copy.text(.describeConstant, [amount(value(facts.highest.value)), .text(span)]))
        default:
            sentences.append(
                copy.text(
                    .describeHighestLowest,
                    [.text(extremePhrase(facts.highest, &dates)), .text(extremePhrase(facts.lowest, &dates))]))
            sentences += shapeSentences(facts, span: span, dates: &dates)
        }
        if let restDays = series.cadence.restDays, window.count > 5,
            series.times[window.last] - series.times[window.start] >= 6 * Cadence.day
        {
            sentences.append(copy.text(restDays.areWeekend(in: calendar) ? .describeWeekdaysOnly : .describeFiveDays))
        }
        sentences += missingSentences(facts, dates: &dates)
        return sentences
    }

    // MARK: Dates and values

    /// The grain a date is said at in the description: the data's own, with weekly samples
    /// said as the week of their day ("in the week of 13 April").
    var describedGrain: DescribedGrain {
        if series.cadence.sampleUnit == .week { return .week }
        switch grain {
        case .time: return .time
        case .day: return .day
        case .month: return .month
        case .quarter: return .quarter
        case .year: return .year
        }
    }

    /// A sample's date as a phrase with its preposition: "on 3 March", "in December 2015", "in
    /// the week of 13 April", "in the third quarter of 2009", "in 2017".
    ///
    /// A month in such a phrase takes the form it has standing alone ("za styczeń 1855" in
    /// Polish, where a phrase with the month's genitive would need "ze" before some months);
    /// other dates take the form they have inside a phrase ("im dritten Quartal 2009").
    func whenPhrase(_ index: Int, withYear: Bool) -> String {
        whenPhrase(ofInstant: series.times[index], withYear: withYear)
    }

    /// An instant's date as a phrase with its preposition, as ``whenPhrase(_:withYear:)``.
    func whenPhrase(ofInstant instant: Double, withYear: Bool) -> String {
        let date = spokenDate(ofInstant: instant, withYear: withYear, inContext: describedGrain != .month)
        return copy.text(.describeWhen(describedGrain), [.text(date)])
    }

    /// A sample's value with its unit, and its date when it has not been said yet: "1,440 in
    /// January 1855", or "1,440".
    func valuePhrase(_ index: Int, _ dates: inout DateMemory) -> String {
        let number = amount(value(series.values[index]))
        guard dates.say(index) else { return number.displayText }
        return copy.text(.describeExtreme, [number, .text(whenPhrase(index, withYear: dates.withYear))])
    }

    /// The highest or lowest value with its date, and with how many samples share it when more
    /// than one does: "0 mm on 221 days, first on 1 January".
    func extremePhrase(_ extreme: WindowExtreme, _ dates: inout DateMemory) -> String {
        guard extreme.count > 1 else { return valuePhrase(extreme.index, &dates) }
        _ = dates.say(extreme.index)
        return copy.text(
            .describeExtremeTied(series.cadence.sampleUnit),
            [
                amount(value(extreme.value)), .number(count(extreme.count, of: .init(series.cadence.sampleUnit))),
                .text(whenPhrase(extreme.index, withYear: dates.withYear)),
            ])
    }

    /// "across 18 months", "across about 5 months", "across 4 years"; a count ending in one
    /// agrees with its unit where the language needs it ("sur vingt-et-une semaines", "a lo largo
    /// de veintiún días", ``NumberAgreement``).
    func spanPhrase(_ span: TimeSpan) -> String {
        let number = count(span.count, of: .init(span.unit))
        return copy.text(.describeSpan(span.unit, approximate: span.isApproximate), [.number(number)])
    }

    // MARK: Shape and change

    /// The shape and the change: one sentence for a shape without turns ("Rising every month,
    /// from 139,058 to 143,093, up 2.9%, across 18 months."), two for a shape with turns, a
    /// spike or waves ("Rose to a peak of 1,440, then fell. Overall, from 200 in January 1850 to
    /// 90, down 55%, across 10 years.").
    ///
    /// A daily cycle is said first ("Rising and falling every day, highest around 3 PM."), then
    /// the turns of the days' averages when they have any, then the change overall.
    func shapeSentences(_ facts: WindowFacts, span: String, dates: inout DateMemory) -> [String] {
        let shape = facts.shape
        if let peak = shape.dailyPeak {
            var sentences = [
                copy.text(.describeSentence, copy.text(.describeDailyCycle, times.spokenTime(of: series.times[peak])))
            ]
            switch shape.kind {
            case .peak, .trough, .peakThenTrough, .troughThenPeak, .spike:
                sentences.append(copy.text(.describeSentence, turnsClause(facts, dates: &dates)))
            case .waves where shape.averagedValues != nil:
                sentences.append(copy.text(.describeSentence, turnsClause(facts, dates: &dates)))
            default:
                break
            }
            sentences.append(copy.text(.describeOverall, changeClause(facts, span: span, dates: &dates)))
            return sentences
        }
        let simple: CopyKey?
        switch shape.kind {
        case .oneStep: simple = shape.direction == .falling ? .describeFalling : .describeRising
        case .everyStep: simple = .describeEvery(shape.direction ?? .rising, series.cadence.sampleUnit)
        case .oneWay:
            simple = shape.direction == .falling ? .describeFallingWithUpsAndDowns : .describeRisingWithUpsAndDowns
        case .steady: simple = .describeSteady
        default: simple = nil
        }
        if let simple {
            let clause = copy.text(simple)
            return [copy.text(.describeShapeAndChange, clause, changeClause(facts, span: span, dates: &dates))]
        }
        if shape.kind == .mostSteps {
            let direction = shape.direction ?? .rising
            let noun = NumberAgreement.Noun(series.cadence.sampleUnit)
            let clause = copy.text(
                .describeMost(direction, series.cadence.sampleUnit),
                [
                    .number(count(facts.steps.count(direction), of: noun, elided: true)),
                    .number(count(facts.steps.total, of: noun)),
                ])
            return [copy.text(.describeShapeAndChange, clause, changeClause(facts, span: span, dates: &dates))]
        }
        let clause = turnsClause(facts, dates: &dates)
        return [
            copy.text(.describeSentence, clause),
            copy.text(.describeOverall, changeClause(facts, span: span, dates: &dates)),
        ]
    }

    /// The clause of a shape with turns, a spike or waves.
    func turnsClause(_ facts: WindowFacts, dates: inout DateMemory) -> String {
        let shape = facts.shape
        let turns = shape.turns
        switch shape.kind {
        case .peak: return copy.text(.describePeak, valuePhrase(turns[0], &dates))
        case .trough: return copy.text(.describeTrough, valuePhrase(turns[0], &dates))
        case .peakThenTrough:
            return copy.text(.describePeakThenTrough, valuePhrase(turns[0], &dates), valuePhrase(turns[1], &dates))
        case .troughThenPeak:
            return copy.text(.describeTroughThenPeak, valuePhrase(turns[0], &dates), valuePhrase(turns[1], &dates))
        case .spike:
            let rest = shape.restRange ?? facts.lowest.value...facts.highest.value
            return copy.text(
                shape.direction == .falling ? .describeDip : .describeSpike,
                [
                    amount(value(rest.lowerBound)), amount(value(rest.upperBound)),
                    .text(valuePhrase(shape.spike ?? facts.highest.index, &dates)),
                ])
        default:
            // Counted by the peaks, or, when the values start by falling, by the lows; their
            // dates are said for up to three waves of four values or more each (quicker ones are
            // a flicker, not a cycle to date).
            let falling = shape.direction == .falling
            let turns = falling ? shape.troughs : shape.peaks
            let waves = copy.text(
                falling ? .describeWavesFalling : .describeWaves, [.number(count(turns.count, of: .occurrence))])
            guard (1...3).contains(turns.count), facts.valueCount >= 4 * shape.segments.count else { return waves }
            let when = turns.map { whenPhrase($0, withYear: dates.withYear) }
            if turns.count == 1 {
                return copy.text(falling ? .describeWavesWithLow : .describeWavesWithPeak, waves, when[0])
            }
            return copy.text(falling ? .describeWavesWithLows : .describeWavesWithPeaks, waves, list(when))
        }
    }

    /// "from 139,058 to 143,093, up 2.9%, across 18 months"; "comparing the first and last
    /// 7 days, from an average of 7,204 to 7,911, up 9.8%, across 6 weeks".
    func changeClause(_ facts: WindowFacts, span: String, dates: inout DateMemory) -> String {
        let change = facts.change
        let ends: String
        if let averaged = change.averagedValues {
            ends = copy.text(
                .describeChangeAverages(series.cadence.sampleUnit),
                [
                    .number(count(averaged, of: .init(series.cadence.sampleUnit))), amount(value(change.start)),
                    amount(value(change.end)),
                ])
        } else {
            ends = copy.text(.describeChangeEnds, valuePhrase(change.first, &dates), valuePhrase(change.last, &dates))
        }
        return copy.text(.describeChange, ends, changeAmount(facts), span)
    }

    /// How the change across a window is measured when it is said: as a percentage of its start
    /// (a ratio scale with every value above zero), in percentage points (rates and values in
    /// percent), or in the data's unit (everything else: a temperature, a balance that went
    /// below zero).
    public func measure(of facts: WindowFacts) -> ChangeMeasure {
        let change = facts.change
        switch scale {
        case .percent:
            return .percentagePoints(valueFormat == .percent ? change.difference * 100 : change.difference)
        case .ratio where facts.isPositive && change.relative != nil:
            return .percentage(change.relative ?? 0)
        default:
            return .amount(change.difference)
        }
    }

    /// The size of the change: "up 2.9%" on a ratio scale with every value above zero, "down
    /// 4.5 °C" in the data's unit otherwise, "up 4.5 percentage points" for rates, "no change"
    /// when it rounds to nothing.
    func changeAmount(_ facts: WindowFacts) -> String {
        let size: DisplayedNumber
        let rising: Bool
        // An amount or points is the difference of the two ends as they are said, so that
        // "from 1.6 °C to 1.7 °C" is "up 0.1 °C", never the "0.2" of the unrounded values.
        let saidStart = Double(value(facts.change.start).decimal)
        let saidEnd = Double(value(facts.change.end).decimal)
        let saidDifference = saidStart.flatMap { start in saidEnd.map { $0 - start } }
        switch measure(of: facts) {
        case .percentagePoints(let points):
            let number = symbols.format(abs(saidDifference ?? points), fractionDigits: 0...1)
            let key: CopyKey = number.decimal.contains(".") ? .describePointsFraction : .describePoints
            size = DisplayedNumber(text: copy.text(key, [.number(number)]), decimal: number.decimal)
            rising = points > 0
        case .percentage(let relative):
            size = spokenPercent(abs(relative), fractionDigits: abs(relative) < 0.1 ? 0...1 : 0...0)
            rising = relative > 0
        case .amount(let difference):
            let number = value(abs(saidDifference ?? difference))
            size = DisplayedNumber(text: amount(number).displayText, decimal: number.decimal)
            rising = difference > 0
        }
        if size.decimal.allSatisfy({ $0 == "0" || $0 == "." }) { return copy.text(.describeNoChange) }
        return copy.text(rising ? .describeUp : .describeDown, [.text(size.text)])
    }

    /// Names as a list in the locale's words ("in 1989 and in 2000").
    func list(_ items: [String]) -> String {
        items.formatted(.list(type: .and).locale(copy.locale.locale))
    }

    // MARK: Missing data

    /// "No data from 10 June to 19 June 2024."; with more than one run, "No data for 14 days in
    /// this range." and the longest run by its dates.
    func missingSentences(_ facts: WindowFacts, dates: inout DateMemory) -> [String] {
        guard facts.noDataCount > 0 else { return [] }
        guard let run = facts.longestNoDataRun else {
            return missingSentences(of: facts.window, count: facts.noDataCount)
        }
        let place = runPlace(run, withYear: dates.withYear)
        if run.count == facts.noDataCount {
            return [copy.text(place.isRange ? .describeNoDataRange : .describeNoDataAt, place.text)]
        }
        return missingSentences(of: facts.window, count: facts.noDataCount) + [
            copy.text(place.isRange ? .describeLongestNoDataRange : .describeLongestNoDataAt, place.text)
        ]
    }

    /// "No data for 3 days in this range."
    func missingSentences(of window: SampleWindow, count missing: Int) -> [String] {
        guard missing > 0 else { return [] }
        return [
            copy.text(
                .describeMissing(series.cadence.sampleUnit),
                [.number(count(missing, of: .init(series.cadence.sampleUnit)))])
        ]
    }

    /// A run of places with no data as a range of dates ("10 June to 19 June", as the range
    /// connector joins them) or as one date with its preposition ("on 10 June").
    func runPlace(_ run: NoDataRun, withYear: Bool) -> (text: String, isRange: Bool) {
        let first = instant(of: run.start)
        let last = instant(of: run.end)
        let firstText = spokenDate(ofInstant: first, withYear: withYear, inContext: true)
        if firstText == spokenDate(ofInstant: last, withYear: withYear, inContext: true) {
            return (whenPhrase(ofInstant: first, withYear: withYear), false)
        }
        return (spokenDayRun(fromInstant: first, toInstant: last, withYear: withYear), true)
    }

    /// The instant a run's bound stands for: a gap's own; the first place missing after a
    /// sample (the next working day of a series with rest days, the next month of monthly
    /// data), or the last one before a sample.
    public func instant(of bound: NoDataRun.Bound) -> Double {
        switch bound {
        case .gap(let index): series.times[index]
        case .after(let index): series.slotInstant(from: index, offset: 1, calendar: calendar)
        case .before(let index): series.slotInstant(from: index, offset: -1, calendar: calendar)
        }
    }
}

/// The grain a date is said at in a description.
enum DescribedGrain: String, CaseIterable {
    case time, day, week, month, quarter, year
}

/// The samples whose dates a description has said, so that each is said once.
struct DateMemory {
    /// Whether dates carry their year.
    let withYear: Bool
    private var said: Set<Int> = []

    init(withYear: Bool) {
        self.withYear = withYear
    }

    /// Whether the date of the sample at `index` is still to be said; remembers that it now is.
    mutating func say(_ index: Int) -> Bool {
        said.insert(index).inserted
    }
}

extension [String] {
    /// The sentences joined as the language joins sentences (`describe.join`), or `nil` when
    /// there are none.
    func joinedSentences(_ copy: NarrationCopy) -> String? {
        guard let first else { return nil }
        return dropFirst().reduce(first) { copy.text(.describeJoin, $0, $1) }
    }
}

extension RangeNarrator {
    /// Why a range of dates holds no sample, as the error says it: inside the series, the
    /// hole the range falls in and the readings either side ("No sample lies in the dates asked
    /// for: the series has no data from 10 June to 19 June; the nearest readings are on 9 June
    /// and on 20 June."); before or after it, the dates the series covers.
    ///
    /// - Parameters:
    ///   - start: the first instant asked for, or `nil` for an open start.
    ///   - end: the last instant asked for, or `nil` for an open end.
    /// - Complexity: O(log n).
    public func noSamplesMessage(from start: Double?, through end: Double?) -> String {
        let covered = copy.text(.errorNoSamplesInRange, spokenRange(series.all))
        guard !series.isEmpty, let end, let next = series.firstIndex(onOrAfter: start ?? end), next > 0,
            series.times[next] > end
        else { return covered }
        let previous = next - 1
        let withYear = needsYear(SampleWindow(first: previous, last: next))
        let before = whenPhrase(previous, withYear: withYear)
        let after = whenPhrase(next, withYear: withYear)
        guard series.missingSampleCount(after: previous) > 0 else {
            return copy.text(.errorBetweenReadings, before, after)
        }
        let first = series.slotInstant(from: previous, offset: 1, calendar: calendar)
        let last = series.slotInstant(from: next, offset: -1, calendar: calendar)
        let firstText = spokenDate(ofInstant: first, withYear: withYear, inContext: true)
        if firstText == spokenDate(ofInstant: last, withYear: withYear, inContext: true) {
            return copy.text(.errorInsideHoleAt, whenPhrase(ofInstant: first, withYear: withYear), before, after)
        }
        return copy.text(
            .errorInsideHole, spokenRange(fromInstant: first, toInstant: last, withYear: withYear), before, after)
    }
}
