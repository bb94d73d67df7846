import SpanModel

/// A line of built-in copy, by its key in the String Catalogs under `Localizations/`.
///
/// The code names lines; the catalogs hold every word. Keys with a unit (`limit.shortest.day`)
/// exist once per ``SampleUnit`` so that each language can inflect the whole sentence.
public struct CopyKey: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The catalog key.
    public let rawValue: String

    /// Creates a key.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    public var description: String { rawValue }
}

extension CopyKey {
    // The range lens.
    public static let readout: CopyKey = "range.readout"
    public static let readoutWithoutUnit: CopyKey = "range.readout.no-unit"
    public static let readoutTooLarge: CopyKey = "range.readout.too-large"
    public static let rangeValue: CopyKey = "range.value"
    public static let rangeValueWithoutUnit: CopyKey = "range.value.no-unit"
    public static let rangeValueTooLarge: CopyKey = "range.value.too-large"
    public static let empty: CopyKey = "range.empty"
    public static let rangeLabel: CopyKey = "range.label"
    public static let rangeConnector: CopyKey = "range.connector"
    public static let dayAndTime: CopyKey = "range.day-and-time"
    public static let chartLabel: CopyKey = "chart.label"
    public static let dateAxis: CopyKey = "chart.date-axis"
    public static let dataPoint: CopyKey = "data-point"
    public static let dataPointWithoutValue: CopyKey = "data-point.no-value"
    public static let limitStart: CopyKey = "limit.start"
    public static let limitEnd: CopyKey = "limit.end"
    public static let limitEverything: CopyKey = "limit.everything"
    public static let limitNoPreviousRange: CopyKey = "limit.no-previous"
    public static let describeExtremes: CopyKey = "describe.extremes"
    public static let describeSingle: CopyKey = "describe.single"
    public static let describeJoin: CopyKey = "describe.join"
    public static let readoutWithoutValues: CopyKey = "range.readout.no-values"
    public static let rangeValueWithoutValues: CopyKey = "range.value.no-values"
    public static let rangeWithinDay: CopyKey = "range.within-day"
    public static let timeClock: CopyKey = "time.clock"
    public static let describeFlat: CopyKey = "describe.flat"
    public static let describeAmount: CopyKey = "describe.amount"
    public static let noteNegativeAsZero: CopyKey = "note.negative-as-zero"
    public static let noteGaps: CopyKey = "note.gaps"
    public static let noteStartsLater: CopyKey = "note.window.starts-later"
    public static let noteEndsEarlier: CopyKey = "note.window.ends-earlier"
    public static let noteInsideRange: CopyKey = "note.window.inside"
    public static let noteWidened: CopyKey = "note.window.widened"
    public static let noteLastWidened: CopyKey = "note.window.last-widened"
    public static let noteLastEverything: CopyKey = "note.window.last-all"
    public static let errorNoSamplesInRange: CopyKey = "error.window.empty"
    public static let noteValueColumn: CopyKey = "note.column.value"
    public static let noteValueColumnPosition: CopyKey = "note.column.value.position"
    public static let noteDateColumn: CopyKey = "note.column.date"
    public static let noteDateColumnPosition: CopyKey = "note.column.date.position"
    public static let noteSkippedRows: CopyKey = "note.skipped-rows"
    public static let noteDuplicates: CopyKey = "note.duplicates"
    /// "Read as a European file: fields separated by ‘;’, ‘,’ as the decimal mark…"
    public static let noteEuropean: CopyKey = "note.format.european"
    /// The same for a tab-separated file.
    public static let noteEuropeanTab: CopyKey = "note.format.european.tab"
    /// "Values such as ‘1.234’ in the column ‘Wert’ are read as 1234; if that means 1.234, give --decimal-point."
    public static let noteAmbiguous: CopyKey = "note.format.ambiguous"
    /// The same for a column without a header, named by its position.
    public static let noteAmbiguousPosition: CopyKey = "note.format.ambiguous.position"
    /// "Read as UTF-16 text and converted; saved as UTF-8, the file would read faster."
    public static let noteUTF16: CopyKey = "note.format.utf16"
    /// "The lines end with a carriage return alone, as old Mac files do; …"
    public static let noteCarriageReturns: CopyKey = "note.format.carriage-returns"
    /// A sentence about one of several series, led by the series' name ("AAPL: Average 101, …").
    public static let seriesLead: CopyKey = "series.lead"
    /// "No data, 3 March to 14 April": the readout of a series with no sample in the range.
    public static let readoutWithoutSamples: CopyKey = "range.readout.no-samples"
    /// "Left out of the comparison because the data does not cover the whole range: MSFT."
    public static let seriesLeftOut: CopyKey = "series.compare.left-out"

    /// "Highest average: GOOG, 428; lowest: MSFT, 32.2.": several series compared.
    public static func seriesComparison(_ summary: SummaryKind) -> CopyKey {
        CopyKey("series.compare.\(summary.rawValue)")
    }

    /// "Every series has the same average, 428.": several series whose figures read the same.
    public static func seriesSame(_ summary: SummaryKind) -> CopyKey {
        CopyKey("series.compare.same.\(summary.rawValue)")
    }
    /// The unit of the built-in demo series ("steps a day").
    public static let demoUnit: CopyKey = "demo.unit"
    /// The name of the built-in demo series ("Steps").
    public static let demoName: CopyKey = "demo.name"
    /// The caption of the demo series' average, a daily average ("Average"; "1日平均", "日均").
    public static let demoAverageCaption: CopyKey = "demo.caption.average"

    /// An hour spoken on the language's clock: "11 AM", "23 Uhr".
    public static func timeHour(beforeNoon: Bool) -> CopyKey {
        beforeNoon ? "time.hour.am" : "time.hour.pm"
    }

    /// An hour and minutes spoken on the language's clock: "11:30 AM", "23:30 Uhr".
    public static func timeHourMinute(beforeNoon: Bool) -> CopyKey {
        beforeNoon ? "time.hour-minute.am" : "time.hour-minute.pm"
    }

    /// Joins the two ends of a spoken range of dates said at `grain`: days and times share
    /// `range.connector`; months and years have their own, since several languages join them
    /// with other words ("del 3 de marzo al 14 de abril", "de julio de 2014 a diciembre de 2015").
    public static func rangeConnector(_ grain: DateGrain) -> CopyKey {
        switch grain {
        case .time, .day: rangeConnector
        case .month: "range.connector.month"
        case .year: "range.connector.year"
        }
    }

    /// "Highest 12,034 on 3 July, lowest 2,410 on 21 June.", with the preposition a date at
    /// `grain` takes ("in December 2015", "in 2017").
    public static func describeExtremes(_ grain: DateGrain) -> CopyKey {
        switch grain {
        case .time, .day: describeExtremes
        case .month: "describe.extremes.month"
        case .year: "describe.extremes.year"
        }
    }

    /// "One reading, 8,412 on 3 March.", with the preposition a date at `grain` takes.
    public static func describeSingle(_ grain: DateGrain) -> CopyKey {
        switch grain {
        case .time, .day: describeSingle
        case .month: "describe.single.month"
        case .year: "describe.single.year"
        }
    }

    /// The caption of a summary ("Average").
    public static func caption(_ kind: SummaryKind) -> CopyKey {
        CopyKey("range.caption.\(kind.rawValue)")
    }

    /// The caption of a summary in the middle of a sentence, after the dates of the range value
    /// ("3 March to 14 April, average 8,412"): in lower case where the language writes it so.
    public static func captionInline(_ kind: SummaryKind) -> CopyKey {
        CopyKey("range.caption.\(kind.rawValue).inline")
    }

    /// The name of an action ("Widen").
    public static func action(_ action: LensAction) -> CopyKey {
        switch action {
        case .earlier: "action.earlier"
        case .later: "action.later"
        case .widen: "action.widen"
        case .narrow: "action.narrow"
        case .showAll: "action.show-all"
        case .back: "action.back"
        }
    }

    /// How to use the control from a keyboard, for a step of one bucket.
    public static func hint(_ bucket: BucketKind) -> CopyKey {
        CopyKey("hint.\(bucket.rawValue)")
    }

    /// "Shortest range, 7 days".
    public static func limitShortest(_ unit: SampleUnit) -> CopyKey {
        CopyKey("limit.shortest.\(unit.rawValue)")
    }

    /// "Rising about 12% across 42 days."
    public static func describeRising(_ unit: SampleUnit) -> CopyKey {
        CopyKey("describe.rising.\(unit.rawValue)")
    }

    /// "Falling about 12% across 42 days."
    public static func describeFalling(_ unit: SampleUnit) -> CopyKey {
        CopyKey("describe.falling.\(unit.rawValue)")
    }

    /// "Steady across 42 days."
    public static func describeSteady(_ unit: SampleUnit) -> CopyKey {
        CopyKey("describe.steady.\(unit.rawValue)")
    }

    /// "Rising about 4.2 °C across 42 days.": a rise in the data's own unit.
    public static func describeRisingAmount(_ unit: SampleUnit) -> CopyKey {
        CopyKey("describe.rising.amount.\(unit.rawValue)")
    }

    /// "Falling about 4.2 °C across 42 days.": a fall in the data's own unit.
    public static func describeFallingAmount(_ unit: SampleUnit) -> CopyKey {
        CopyKey("describe.falling.amount.\(unit.rawValue)")
    }

    /// "No data for 3 days in this range."
    public static func describeMissing(_ unit: SampleUnit) -> CopyKey {
        CopyKey("describe.missing.\(unit.rawValue)")
    }

    /// "Audio graph of 3 series one after another, 20 seconds: AAPL, GOOG and MSFT."
    public static let audioSeriesOneAfterAnother: CopyKey = "audio.series.one-after-another"
    /// "Audio graph of 3 series played at once, 6 seconds, panned from left to right: …"
    public static let audioSeriesAtOnce: CopyKey = "audio.series.at-once"
    /// The same, panned from right to left (a right-to-left language).
    public static let audioSeriesAtOnceRightToLeft: CopyKey = "audio.series.at-once.right-to-left"
    /// The same, in one channel.
    public static let audioSeriesAtOnceMono: CopyKey = "audio.series.at-once.mono"
    /// "Each series plays in its own timbre and opens with a short rising figure in it."
    public static let audioSeriesIntroducedByFigure: CopyKey = "audio.series.introduced.figure"
    /// "Each series plays in its own timbre and opens with its name."
    public static let audioSeriesIntroducedByName: CopyKey = "audio.series.introduced.name"
    /// Series played at once: each introduced in turn, in its place, by a figure.
    public static let audioSeriesAtOnceIntroducedByFigure: CopyKey = "audio.series.at-once.introduced.figure"
    /// Series played at once: each name said in turn, in its place.
    public static let audioSeriesAtOnceIntroducedByName: CopyKey = "audio.series.at-once.introduced.name"

    /// Every key the range lens speaks or writes.
    public static var windowKeys: [CopyKey] {
        var keys: [CopyKey] = [
            readout, readoutWithoutUnit, readoutTooLarge, readoutWithoutValues, rangeValue, rangeValueWithoutUnit,
            rangeValueTooLarge, rangeValueWithoutValues, empty, rangeLabel, rangeConnector, rangeConnector(.month),
            rangeConnector(.year), dayAndTime, rangeWithinDay, timeClock, timeHour(beforeNoon: true),
            timeHour(beforeNoon: false), timeHourMinute(beforeNoon: true), timeHourMinute(beforeNoon: false), chartLabel,
            dateAxis, dataPoint, dataPointWithoutValue, limitStart, limitEnd, limitEverything, limitNoPreviousRange, describeExtremes,
            describeExtremes(.month), describeExtremes(.year), describeSingle, describeSingle(.month),
            describeSingle(.year), describeFlat, describeAmount, describeJoin, noteNegativeAsZero, noteGaps,
            noteSkippedRows, noteDuplicates, noteStartsLater, noteEndsEarlier, noteInsideRange, noteWidened,
            noteLastWidened, noteLastEverything, errorNoSamplesInRange, noteValueColumn, noteValueColumnPosition,
            noteDateColumn, noteDateColumnPosition, noteEuropean, noteEuropeanTab, noteAmbiguous, noteAmbiguousPosition, noteUTF16,
            noteCarriageReturns,
            demoUnit, demoName, demoAverageCaption, seriesLead, readoutWithoutSamples, seriesLeftOut,
        ]
        keys += SummaryKind.allCases.flatMap { [seriesComparison($0), seriesSame($0)] }
        keys += SummaryKind.allCases.map(caption)
        keys += SummaryKind.allCases.map(captionInline)
        keys += LensAction.allCases.map(action)
        keys += BucketKind.allCases.map(hint)
        for unit in SampleUnit.allCases {
            keys += [
                limitShortest(unit), describeRising(unit), describeFalling(unit), describeSteady(unit),
                describeRisingAmount(unit), describeFallingAmount(unit), describeMissing(unit),
            ]
        }
        return keys
    }
}

/// A range of the stats card: the last week, month, three months or year.
public enum StatsRange: String, CaseIterable, Hashable, Sendable {
    case week = "1W"
    case month = "1M"
    case quarter = "3M"
    case year = "1Y"

    /// The calendar length of the range's period, which ends with the latest reading's day:
    /// 7 days, one calendar month, three calendar months, one calendar year.
    public var length: CalendarLength {
        switch self {
        case .week: .days(7)
        case .month: .months(1)
        case .quarter: .months(3)
        case .year: .months(12)
        }
    }

    /// The range as the catalog keys spell it (`1m`).
    var keyPart: String { rawValue.lowercased() }
}

/// A phase of the timer dial.
public enum TimerPhase: String, CaseIterable, Hashable, Sendable {
    case ready, running, paused, done
}

/// An action of the timer dial.
public enum TimerAction: String, CaseIterable, Hashable, Sendable {
    case start, pause, resume, restart, reset
}

extension CopyKey {
    // The stats card.
    public static let statsHeadline: CopyKey = "stats.headline"
    public static let statsTile: CopyKey = "stats.tile"
    public static let statsWithSentiment: CopyKey = "stats.with-sentiment"
    public static let statsGoodNews: CopyKey = "stats.sentiment.good"
    public static let statsBadNews: CopyKey = "stats.sentiment.bad"
    /// "Week of Sep 22", written on screen.
    public static let statsWeekOf: CopyKey = "stats.point.week"
    /// "The week of 22 September", spoken.
    public static let statsWeekOfSpoken: CopyKey = "stats.point.week.spoken"
    /// "12 October, 3 PM": an hourly point, spoken.
    public static let statsPointHour: CopyKey = "stats.point.hour"
    /// "3.2%", "3,2 Prozent", "3.2 بالمئة": a figure in the percent format, spoken.
    public static let statsPercentSpoken: CopyKey = "stats.value.percent"
    /// "1 week is shorter than the time between readings; showing 1 month instead."
    public static let statsNoteRangeTooFine: CopyKey = "stats.note.range-too-fine"
    /// "1 week is shorter than the time between readings, so it is left out."
    public static let statsNoteRangeLeftOut: CopyKey = "stats.note.range-left-out"
    /// "Revenue, 1 year: the data starts on 3 October, partway through this period."
    public static let statsNotePartialPeriod: CopyKey = "stats.note.partial-period"
    public static let statsLoading: CopyKey = "stats.loading"
    public static let statsEmpty: CopyKey = "stats.empty"
    public static let statsFailure: CopyKey = "stats.failure"
    public static let statsFailureReason: CopyKey = "stats.failure.reason"
    public static let statsRetry: CopyKey = "stats.action.retry"

    /// "1M", for the screen.
    public static func statsRangeWritten(_ range: StatsRange) -> CopyKey { CopyKey("stats.range.\(range.keyPart)") }
    /// "1 month", spoken.
    public static func statsRangeSpoken(_ range: StatsRange) -> CopyKey { CopyKey("stats.range.spoken.\(range.keyPart)") }
    /// "Last 30 days".
    public static func statsSpan(_ range: StatsRange) -> CopyKey { CopyKey("stats.span.\(range.keyPart)") }
    /// "last 30 days", after a figure.
    public static func statsSpanInline(_ range: StatsRange) -> CopyKey { CopyKey("stats.span.inline.\(range.keyPart)") }
    /// "+12.6% vs last month", for the screen.
    public static func statsChangeWritten(_ range: StatsRange) -> CopyKey { CopyKey("stats.change.written.\(range.keyPart)") }
    /// "up 12.6% from last month", spoken.
    public static func statsChangeUp(_ range: StatsRange) -> CopyKey { CopyKey("stats.change.up.\(range.keyPart)") }
    /// "down 4.2% from last month", spoken.
    public static func statsChangeDown(_ range: StatsRange) -> CopyKey { CopyKey("stats.change.down.\(range.keyPart)") }
    /// "no change from last month".
    public static func statsNoChange(_ range: StatsRange) -> CopyKey { CopyKey("stats.change.none.\(range.keyPart)") }
    /// "Revenue, 1 year: not compared with the period before, because the data does not cover all of it."
    public static func statsNoComparison(_ reason: NoComparisonReason) -> CopyKey? {
        switch reason {
        case .noReadings: nil
        case .earlierPeriodHasNoReadings: "stats.note.no-comparison.earlier-empty"
        case .earlierPeriodNotCovered: "stats.note.no-comparison.not-covered"
        case .earlierFigureIsZero: "stats.note.no-comparison.earlier-zero"
        case .figureTooLarge: "stats.note.no-comparison.too-large"
        case .unevenCoverage: "stats.note.no-comparison.uneven"
        }
    }

    // The timer dial.
    public static let timerCountdownLabel: CopyKey = "timer.label.countdown"
    public static let timerProgressLabel: CopyKey = "timer.label.progress"
    public static let timerProgress: CopyKey = "timer.progress"
    public static let timerHint: CopyKey = "timer.hint"
    /// "30 seconds", "eine Minute": one unit of a time in words.
    public static let timerDurationHours: CopyKey = "timer.duration.hours"
    public static let timerDurationMinutes: CopyKey = "timer.duration.minutes"
    public static let timerDurationSeconds: CopyKey = "timer.duration.seconds"
    /// Two or three units of a time in words, joined: "1 minute, 30 seconds".
    public static let timerDurationJoinTwo: CopyKey = "timer.duration.join.two"
    public static let timerDurationJoinThree: CopyKey = "timer.duration.join.three"

    /// "Remaining", for the screen.
    public static func timerPhase(_ phase: TimerPhase) -> CopyKey { CopyKey("timer.phase.\(phase.rawValue)") }
    /// "1 minute, 30 seconds remaining"; "Done" (no time) for ``TimerPhase/done``.
    public static func timerValue(_ phase: TimerPhase) -> CopyKey { CopyKey("timer.value.\(phase.rawValue)") }
    /// "Start".
    public static func timerAction(_ action: TimerAction) -> CopyKey { CopyKey("timer.action.\(action.rawValue)") }

    // The audio graph.
    public static let audioScale: CopyKey = "audio.scale"
    public static let audioScaleWithUnit: CopyKey = "audio.scale.unit"
    /// "The scale is logarithmic: each tenfold rise in value is the same rise in pitch."
    public static let audioScaleLogarithmic: CopyKey = "audio.scale.log"
    public static let audioZero: CopyKey = "audio.zero"
    public static let audioReferenceAverage: CopyKey = "audio.reference.average"
    public static let audioReferenceGoal: CopyKey = "audio.reference.goal"
    /// "A rising chirp marks the highest value, a falling chirp the lowest."
    public static let audioExtremes: CopyKey = "audio.extremes"
    /// "A high bell marks each rise to 10,000 or above, a low bell each fall below it."
    public static let audioThreshold: CopyKey = "audio.threshold"
    /// "The values never reach 10,000, so no bell sounds."
    public static let audioThresholdNeverReached: CopyKey = "audio.threshold.never-reached"
    /// "The values never fall below 10,000, so no bell sounds."
    public static let audioThresholdNeverBelow: CopyKey = "audio.threshold.never-below"
    /// A cue's note on the tone of the highest value: "Highest value".
    public static let audioCueHighest: CopyKey = "audio.cue.highest"
    /// A cue's note on the tone of the lowest value: "Lowest value".
    public static let audioCueLowest: CopyKey = "audio.cue.lowest"
    /// A grouped tone's cue note: "Holds the highest value, 12,034 on 3 July".
    public static let audioCueHighestWithin: CopyKey = "audio.cue.highest.within"
    /// A grouped tone's cue note: "Holds the lowest value, 2,410 on 21 June".
    public static let audioCueLowestWithin: CopyKey = "audio.cue.lowest.within"
    /// A cue's note where the values crossed the threshold upward: "Rises to 10,000 or above".
    public static let audioCueCrossedUp: CopyKey = "audio.cue.crossed-up"
    /// A cue's note where the values crossed the threshold downward: "Falls below 10,000".
    public static let audioCueCrossedDown: CopyKey = "audio.cue.crossed-down"
    /// The date of a tone that plays a week's average, in its cue: "The week of 5 January".
    public static let audioCueWeek: CopyKey = "audio.cue.week"
    /// A cue for a run of silence: "7 March to 9 March, no data".
    public static let audioCueNoData: CopyKey = "audio.cue.no-data"
    /// "The audio graph lasts 2.5 seconds, not 2 seconds: each tone needs at least 60 milliseconds."
    public static let audioNoteDurationShortest: CopyKey = "audio.note.duration.shortest"
    /// "The audio graph lasts 10 seconds, not 20 seconds: no tone lasts longer than 250 milliseconds."
    public static let audioNoteDurationLongest: CopyKey = "audio.note.duration.longest"

    /// "Audio graph of 42 days, 3 March to 14 April, 6 seconds."
    public static func audioSummary(_ unit: SampleUnit) -> CopyKey { CopyKey("audio.summary.\(unit.rawValue)") }
    /// "Each tone is a week."
    public static func audioGrouped(_ bucket: BucketKind) -> CopyKey { CopyKey("audio.grouped.\(bucket.rawValue)") }
    /// "A click marks each new week."
    public static func audioTicks(_ bucket: BucketKind) -> CopyKey { CopyKey("audio.ticks.\(bucket.rawValue)") }
    /// "A click marks each new week, a stronger one each new month." (not for a year, which has
    /// no larger bucket).
    public static func audioTicksWithStronger(_ bucket: BucketKind) -> CopyKey {
        CopyKey("audio.ticks.\(bucket.rawValue).stronger")
    }
    /// "Silence marks the 3 days with no data."
    public static func audioSilence(_ unit: SampleUnit) -> CopyKey { CopyKey("audio.silence.\(unit.rawValue)") }
    /// "A rising chirp marks the week that holds the highest value, a falling chirp the week
    /// that holds the lowest."
    public static func audioExtremesGrouped(_ bucket: BucketKind) -> CopyKey {
        CopyKey("audio.extremes.grouped.\(bucket.rawValue)")
    }

    /// Every key of the stats card.
    public static var statsCardKeys: [CopyKey] {
        var keys: [CopyKey] = [
            statsHeadline, statsTile, statsWithSentiment, statsGoodNews, statsBadNews, statsWeekOf, statsWeekOfSpoken,
            statsPointHour, statsLoading, statsEmpty, statsFailure, statsFailureReason, statsRetry,
            statsPercentSpoken, statsNoteRangeTooFine, statsNoteRangeLeftOut, statsNotePartialPeriod,
        ]
        keys += NoComparisonReason.allCases.compactMap(statsNoComparison)
        for range in StatsRange.allCases {
            keys += [
                statsRangeWritten(range), statsRangeSpoken(range), statsSpan(range), statsSpanInline(range),
                statsChangeWritten(range),
                statsChangeUp(range), statsChangeDown(range), statsNoChange(range),
            ]
        }
        return keys
    }

    /// Every key of the timer dial.
    public static var timerDialKeys: [CopyKey] {
        [
            timerCountdownLabel, timerProgressLabel, timerProgress, timerHint, timerDurationHours, timerDurationMinutes,
            timerDurationSeconds, timerDurationJoinTwo, timerDurationJoinThree,
        ] + TimerPhase.allCases.map(timerPhase)
            + TimerPhase.allCases.map(timerValue) + TimerAction.allCases.map(timerAction)
    }

    /// Every key of the audio graph's description.
    public static var audioGraphKeys: [CopyKey] {
        [
            audioScale, audioScaleWithUnit, audioScaleLogarithmic, audioZero, audioReferenceAverage, audioReferenceGoal,
            audioExtremes, audioThreshold, audioThresholdNeverReached, audioThresholdNeverBelow, audioCueHighest,
            audioCueLowest, audioCueHighestWithin, audioCueLowestWithin, audioCueCrossedUp, audioCueCrossedDown,
            audioCueWeek, audioCueNoData, audioNoteDurationShortest, audioNoteDurationLongest, audioSeriesOneAfterAnother,
            audioSeriesAtOnce, audioSeriesAtOnceRightToLeft, audioSeriesAtOnceMono, audioSeriesIntroducedByFigure,
            audioSeriesIntroducedByName, audioSeriesAtOnceIntroducedByFigure, audioSeriesAtOnceIntroducedByName,
        ]
            + SampleUnit.allCases.map(audioSummary) + BucketKind.allCases.map(audioGrouped) + BucketKind.allCases.map(audioTicks)
            + BucketKind.allCases.filter { $0.larger != nil }.map(audioTicksWithStronger)
            + BucketKind.allCases.map(audioExtremesGrouped) + SampleUnit.allCases.map(audioSilence)
    }

    /// Every key the tool speaks or writes.
    public static var allKeys: [CopyKey] {
        windowKeys + statsCardKeys + timerDialKeys + audioGraphKeys
    }
}
