import Foundation
import SpanModel
import StringCatalog

extension RangeNarrator {
    /// The description of an audio graph: how many tones, from when to when, how long, what the
    /// lowest and highest pitch stand for, what the ticks mark (only those the graph has), and
    /// the grouping, zero blip, earcons and reference tone when there are any.
    ///
    /// "Audio graph of 42 days, 3 March to 14 April, 6 seconds. Low tones are 0, high tones are
    /// 13,240 steps a day. A click marks each new week, a stronger one each new month."
    ///
    /// `brief` leaves out what a listener hears for themselves (how many slots are silent) and
    /// what the extremes' dates already say (which chirp marks which extreme), for the spoken
    /// introduction, which should not outlast the graph it introduces.
    public func audioDescription(_ facts: AudioGraphFacts, brief: Bool = false) -> [String] {
        guard !facts.window.isEmpty else { return [copy.text(.empty)] }
        let unit: SampleUnit =
            switch facts.grouping {
            case .day: .day
            case .week: .week
            case .month: .month
            case .year: .year
            case nil: series.cadence.sampleUnit
            }
        var sentences = [
            copy.text(
                .audioSummary(unit),
                [
                    .number(count(facts.toneCount, of: .init(unit))), .text(spokenRange(facts.window)),
                    .text(spokenDuration(facts.duration)),
                ])
        ]
        if let grouping = facts.grouping { sentences.append(copy.text(.audioGrouped(grouping))) }
        let low = value(facts.valueAxis.lowerBound)
        let high = value(facts.valueAxis.upperBound)
        if facts.valueAxis.lowerBound == facts.valueAxis.upperBound {
            // An axis of one value (a single tone, a flat window): every tone in the middle.
            sentences.append(copy.text(.describeFlat, [amount(high)]))
        } else if let unitText = unitText(after: high) {
            sentences.append(copy.text(.audioScaleWithUnit, [.number(low), .number(high), .text(unitText)]))
        } else {
            sentences.append(copy.text(.audioScale, [.number(low), .number(high)]))
        }
        if let dates = extremesDates(facts) { sentences.append(dates) }
        if facts.isLogarithmic { sentences.append(copy.text(.audioScaleLogarithmic)) }
        switch (facts.tickKind, facts.strongTickKind) {
        case (let regular?, _?): sentences.append(copy.text(.audioTicksWithStronger(regular)))
        case (let regular?, nil): sentences.append(copy.text(.audioTicks(regular)))
        case (nil, let strong?): sentences.append(copy.text(.audioTicks(strong)))
        case (nil, nil): break
        }
        if facts.silentCount > 0, !brief {
            sentences.append(copy.text(.audioSilence(unit), [.number(count(facts.silentCount, of: .init(unit)))]))
        }
        if facts.hasZeroBlip { sentences.append(copy.text(.audioZero)) }
        if facts.marksExtremes, !brief {
            sentences.append(copy.text(facts.grouping.map(CopyKey.audioExtremesGrouped) ?? .audioExtremes))
        }
        if let threshold = facts.threshold {
            let key: CopyKey =
                switch threshold.crossing {
                case .crosses: .audioThreshold
                case .alwaysBelow: .audioThresholdNeverReached
                case .alwaysAtOrAbove: .audioThresholdNeverBelow
                }
            sentences.append(copy.text(key, [.number(value(threshold.value))]))
        }
        if let reference = facts.reference {
            sentences.append(
                copy.text(
                    reference.isGoal ? .audioReferenceGoal : .audioReferenceAverage, [.number(value(reference.value))]))
        }
        return sentences
    }

    /// When the window's highest and lowest values fell, at the data's grain: "Highest on 7
    /// November, lowest on 25 October.", "Highest in July 2015, lowest in February 2014."; `nil`
    /// when the window holds no two values that differ.
    public func extremesDates(_ facts: AudioGraphFacts) -> String? {
        guard let highest = facts.highestSample, let lowest = facts.lowestSample, highest < series.count,
            lowest < series.count
        else { return nil }
        // The summary before says the window's year; within one year the days need not.
        let window = facts.window
        let withinOneYear =
            calendar.civilDate(of: series.times[window.start]).year
            == calendar.civilDate(of: series.times[window.last]).year
        let withYear = needsYear(window) && !withinOneYear
        // A month is said as it stands alone: the lines put it after their own preposition.
        let inContext = grain != .month
        return copy.text(
            .audioExtremesDates(grain),
            spokenDate(ofSample: highest, withYear: withYear, inContext: inContext),
            spokenDate(ofSample: lowest, withYear: withYear, inContext: inContext))
    }

    /// A length of audio as spoken: to a tenth of a second under ten seconds ("0.3 seconds",
    /// "7.2 seconds", "6 seconds"), so that a short graph is never "0 seconds"; whole seconds,
    /// minutes and hours from ten seconds on.
    public func spokenDuration(_ seconds: Double) -> String {
        let tenths = max((seconds * 10).rounded(), 1)
        // Whole seconds, and every length from ten seconds on, in the catalog's words, whose
        // counts agree with their unit (``DurationWording``): ICU's "21 secondes" and "5 ثوان"
        // were heard "vingt-et-un" and "خمسة".
        if tenths >= 100 {
            return DurationWording(copy: copy, symbols: symbols).spoken(seconds: Int(seconds.rounded()))
        }
        if tenths.truncatingRemainder(dividingBy: 10) == 0 {
            return DurationWording(copy: copy, symbols: symbols).spoken(seconds: Int(tenths / 10))
        }
        // A tenth of a second under ten seconds: ICU's words for a fraction ("7.2 seconds"),
        // with the decimal mark as spoken: "٤.٥ ثانية", since "٤٫٥" is heard "four five".
        let style = Duration.UnitsFormatStyle(allowedUnits: [.seconds], width: .wide, fractionalPart: .show(length: 1))
        let text = Duration.milliseconds(Int64(tenths) * 100).formatted(style.locale(copy.locale.locale))
        return writtenSymbols.decimalSeparator == symbols.decimalSeparator
            ? text : text.replacingOccurrences(of: writtenSymbols.decimalSeparator, with: symbols.decimalSeparator)
    }

    /// A short length of time in milliseconds, as spoken ("60 milliseconds").
    public func spokenMilliseconds(_ seconds: Double) -> String {
        let style = Duration.UnitsFormatStyle(allowedUnits: [.milliseconds], width: .wide)
        return Duration.milliseconds(Int64((seconds * 1_000).rounded())).formatted(style.locale(copy.locale.locale))
    }

    /// The note for standard error when an audio graph cannot last as long as asked: each tone
    /// has a shortest and a longest slot.
    ///
    /// "The audio graph lasts 2.5 seconds, not 2 seconds: each tone needs at least 60
    /// milliseconds."
    public func audioDurationNote(lasts actual: Double, asked: Double, slot: Double, isShortest: Bool) -> String {
        copy.text(
            isShortest ? .audioNoteDurationShortest : .audioNoteDurationLongest,
            spokenDuration(actual), spokenDuration(asked), slot < 1 ? spokenMilliseconds(slot) : spokenDuration(slot))
    }

    /// The caption of one tone for a cue file: its date and its value, with the unit when there
    /// is one. A tone of one sample says the sample's date at the data's grain ("3 March, 8,412
    /// steps a day"; "3 March, no value" for a
    /// gap). A tone that plays a group's average (`grouping`) names what it stands for: the week
    /// from its first day ("The week of 2 March, 8,412"), the month ("March 2026, 8,412"), the
    /// year, or the day of grouped hours.
    public func cueText(
        firstSample index: Int, value toneValue: Double, window: SampleWindow, grouping: BucketKind? = nil
    )
        -> String
    {
        let date =
            grouping.map { spokenBucket($0, containing: series.times[index], window: window) }
            ?? spokenDate(ofSample: index, withYear: needsYear(window))
        guard !toneValue.isNaN else { return copy.text(.dataPointWithoutValue, date) }
        // A caption is read alone, away from the description: the value carries its unit.
        return copy.text(.dataPoint, [.text(date), amount(value(toneValue))])
    }

    /// The calendar bucket of `kind` that holds `instant`, in words, as a grouped tone's cue
    /// names it. A week is named by its first day (the locale's first weekday), which may fall
    /// before the window; its year is said when that day's year is not the current one.
    func spokenBucket(_ kind: BucketKind, containing instant: Double, window: SampleWindow) -> String {
        let day = calendar.dayNumber(of: instant)
        switch kind {
        case .day:
            return dates.spokenDay(day, withYear: needsYear(window))
        case .week:
            let intoWeek = ((BucketCalendar.weekday(ofDayNumber: day) - calendar.firstWeekday) % 7 + 7) % 7
            let first = day - intoWeek
            let withYear = needsYear(window) || CivilDate(dayNumber: first).year != today.year
            return copy.text(.audioCueWeek, dates.spokenDay(first, withYear: withYear))
        case .month:
            return dates.spokenMonth(ofDay: day, inContext: false)
        case .year:
            return dates.spokenYear(CivilDate(dayNumber: day).year)
        }
    }

    /// The caption of a run of silent slots: "7 March to 9 March, no data", from the first
    /// slot's instant to the last's.
    public func noDataCueText(from first: Double, through last: Double, window: SampleWindow) -> String {
        let withYear = needsYear(window)
        let firstText = spokenInstant(first, withYear: withYear)
        let lastText = spokenInstant(last, withYear: withYear)
        let range = firstText == lastText ? firstText : copy.text(.rangeConnector, firstText, lastText)
        return copy.text(.audioCueNoData, range)
    }

    /// An instant spoken as a sample's date is, at the data's grain.
    private func spokenInstant(_ instant: Double, withYear: Bool) -> String {
        spokenDate(ofInstant: instant, withYear: withYear, inContext: true)
    }

    /// The notes a tone's cue adds after its date and value, one a line: the threshold crossed
    /// and the extreme it holds ("Rises to 10,000 or above", "Highest value"). For a tone that
    /// plays a group's average, the extreme is named with its own value and date ("Holds the
    /// highest value, 12,034 on 3 July").
    ///
    /// - Parameters:
    ///   - highest: the index of the window's highest sample, named when the tone is grouped.
    ///   - lowest: the index of the window's lowest sample, likewise.
    public func cueNotes(
        _ marks: AudioToneMarks, threshold: Double?, isGrouped: Bool, highest: Int?, lowest: Int?, window: SampleWindow
    ) -> [String] {
        var notes: [String] = []
        if let threshold {
            if marks.contains(.crossedUp) { notes.append(copy.text(.audioCueCrossedUp, [.number(value(threshold))])) }
            if marks.contains(.crossedDown) {
                notes.append(copy.text(.audioCueCrossedDown, [.number(value(threshold))]))
            }
        }
        let withYear = needsYear(window)
        for (mark, sample, plain, within) in [
            (AudioToneMarks.highest, highest, CopyKey.audioCueHighest, CopyKey.audioCueHighestWithin),
            (.lowest, lowest, .audioCueLowest, .audioCueLowestWithin),
        ] where marks.contains(mark) {
            if isGrouped, let sample {
                notes.append(
                    copy.text(
                        within,
                        [
                            amount(value(series.values[sample])),
                            .text(spokenDate(ofSample: sample, withYear: withYear, inContext: true)),
                        ]))
            } else {
                notes.append(copy.text(plain))
            }
        }
        return notes
    }
}
