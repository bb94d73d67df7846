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
    public static let limitStart: CopyKey = "limit.start"
    public static let limitEnd: CopyKey = "limit.end"
    public static let limitEverything: CopyKey = "limit.everything"
    public static let limitNoPreviousRange: CopyKey = "limit.no-previous"
    public static let describeExtremes: CopyKey = "describe.extremes"
    public static let describeSingle: CopyKey = "describe.single"
    public static let describeJoin: CopyKey = "describe.join"
    public static let noteNegativeAsZero: CopyKey = "note.negative-as-zero"
    public static let noteNotFiniteAsZero: CopyKey = "note.not-finite-as-zero"
    public static let noteGaps: CopyKey = "note.gaps"
    public static let noteSkippedRows: CopyKey = "note.skipped-rows"
    public static let noteDuplicates: CopyKey = "note.duplicates"
    /// A sentence about one of several series, led by the series' name ("AAPL: Average 101, …").
    public static let seriesLead: CopyKey = "series.lead"
    /// The unit of the built-in demo series ("steps a day").
    public static let demoUnit: CopyKey = "demo.unit"
    /// The name of the built-in demo series ("Steps").
    public static let demoName: CopyKey = "demo.name"

    /// The caption of a summary ("Average").
    public static func caption(_ kind: SummaryKind) -> CopyKey {
        CopyKey("range.caption.\(kind.rawValue)")
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

    /// Every key the range lens speaks or writes.
    public static var rangeLensKeys: [CopyKey] {
        var keys: [CopyKey] = [
            readout, readoutWithoutUnit, readoutTooLarge, rangeValue, rangeValueWithoutUnit, rangeValueTooLarge,
            empty, rangeLabel, rangeConnector, dayAndTime, chartLabel, dateAxis, dataPoint, limitStart, limitEnd,
            limitEverything, limitNoPreviousRange, describeExtremes, describeSingle, describeJoin, noteNegativeAsZero,
            noteNotFiniteAsZero, noteGaps, noteSkippedRows, noteDuplicates, demoUnit, demoName, seriesLead,
        ]
        keys += SummaryKind.allCases.map(caption)
        keys += LensAction.allCases.map(action)
        keys += BucketKind.allCases.map(hint)
        for unit in SampleUnit.allCases {
            keys += [limitShortest(unit), describeRising(unit), describeFalling(unit), describeSteady(unit)]
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

    /// The days the range covers, ending with the latest reading.
    public var days: Int {
        switch self {
        case .week: 7
        case .month: 30
        case .quarter: 90
        case .year: 365
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
    public static let statsWeekOf: CopyKey = "stats.point.week"
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
    /// "up 12.6% vs last month".
    public static func statsChangeUp(_ range: StatsRange) -> CopyKey { CopyKey("stats.change.up.\(range.keyPart)") }
    /// "down 4.2% vs last month".
    public static func statsChangeDown(_ range: StatsRange) -> CopyKey { CopyKey("stats.change.down.\(range.keyPart)") }
    /// "no change vs last month".
    public static func statsNoChange(_ range: StatsRange) -> CopyKey { CopyKey("stats.change.none.\(range.keyPart)") }

    // The timer dial.
    public static let timerCountdownLabel: CopyKey = "timer.label.countdown"
    public static let timerProgressLabel: CopyKey = "timer.label.progress"
    public static let timerProgress: CopyKey = "timer.progress"
    public static let timerHint: CopyKey = "timer.hint"

    /// "Remaining", for the screen.
    public static func timerPhase(_ phase: TimerPhase) -> CopyKey { CopyKey("timer.phase.\(phase.rawValue)") }
    /// "1 minute, 30 seconds, remaining".
    public static func timerValue(_ phase: TimerPhase) -> CopyKey { CopyKey("timer.value.\(phase.rawValue)") }
    /// "Start".
    public static func timerAction(_ action: TimerAction) -> CopyKey { CopyKey("timer.action.\(action.rawValue)") }

    // The audio graph.
    public static let audioScale: CopyKey = "audio.scale"
    public static let audioScaleWithUnit: CopyKey = "audio.scale.unit"
    public static let audioZero: CopyKey = "audio.zero"
    public static let audioReferenceAverage: CopyKey = "audio.reference.average"
    public static let audioReferenceGoal: CopyKey = "audio.reference.goal"

    /// "Audio graph of 42 days, 3 March to 14 April, 6 seconds."
    public static func audioSummary(_ unit: SampleUnit) -> CopyKey { CopyKey("audio.summary.\(unit.rawValue)") }
    /// "Each tone is a week."
    public static func audioGrouped(_ bucket: BucketKind) -> CopyKey { CopyKey("audio.grouped.\(bucket.rawValue)") }
    /// "A click marks each new week, a stronger one each new month."
    public static func audioTicks(_ bucket: BucketKind) -> CopyKey { CopyKey("audio.ticks.\(bucket.rawValue)") }

    /// Every key of the stats card.
    public static var statsCardKeys: [CopyKey] {
        var keys: [CopyKey] = [
            statsHeadline, statsTile, statsWithSentiment, statsGoodNews, statsBadNews, statsWeekOf, statsLoading, statsEmpty,
            statsFailure, statsFailureReason, statsRetry,
        ]
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
        [timerCountdownLabel, timerProgressLabel, timerProgress, timerHint] + TimerPhase.allCases.map(timerPhase)
            + TimerPhase.allCases.map(timerValue) + TimerAction.allCases.map(timerAction)
    }

    /// Every key of the audio graph's description.
    public static var audioGraphKeys: [CopyKey] {
        [audioScale, audioScaleWithUnit, audioZero, audioReferenceAverage, audioReferenceGoal]
            + SampleUnit.allCases.map(audioSummary) + BucketKind.allCases.map(audioGrouped) + BucketKind.allCases.map(audioTicks)
    }

    /// Every key the tool speaks or writes.
    public static var allKeys: [CopyKey] {
        rangeLensKeys + statsCardKeys + timerDialKeys + audioGraphKeys
    }
}
