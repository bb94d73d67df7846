import SpanModel

extension CopyKey {
    // The audio graph.
    static let audioScale: CopyKey = "audio.scale"
    static let audioScaleWithUnit: CopyKey = "audio.scale.unit"
    /// "The scale is logarithmic: each tenfold rise in value is the same rise in pitch."
    static let audioScaleLogarithmic: CopyKey = "audio.scale.log"
    static let audioZero: CopyKey = "audio.zero"
    static let audioReferenceAverage: CopyKey = "audio.reference.average"
    static let audioReferenceGoal: CopyKey = "audio.reference.goal"
    /// "A rising chirp marks the highest value, a falling chirp the lowest."
    static let audioExtremes: CopyKey = "audio.extremes"
    /// "A high bell marks each rise to 10,000 or above, a low bell each fall below it."
    static let audioThreshold: CopyKey = "audio.threshold"
    /// "The values never reach 10,000, so no bell sounds."
    static let audioThresholdNeverReached: CopyKey = "audio.threshold.never-reached"
    /// "The values never fall below 10,000, so no bell sounds."
    static let audioThresholdNeverBelow: CopyKey = "audio.threshold.never-below"
    /// A cue's note on the tone of the highest value: "Highest value".
    static let audioCueHighest: CopyKey = "audio.cue.highest"
    /// A cue's note on the tone of the lowest value: "Lowest value".
    static let audioCueLowest: CopyKey = "audio.cue.lowest"
    /// A grouped tone's cue note: "Holds the highest value, 12,034 on 3 July".
    static let audioCueHighestWithin: CopyKey = "audio.cue.highest.within"
    /// A grouped tone's cue note: "Holds the lowest value, 2,410 on 21 June".
    static let audioCueLowestWithin: CopyKey = "audio.cue.lowest.within"
    /// A cue's note where the values crossed the threshold upward: "Rises to 10,000 or above".
    static let audioCueCrossedUp: CopyKey = "audio.cue.crossed-up"
    /// A cue's note where the values crossed the threshold downward: "Falls below 10,000".
    static let audioCueCrossedDown: CopyKey = "audio.cue.crossed-down"
    /// The date of a tone that plays a week's average, in its cue: "The week of 5 January".
    static let audioCueWeek: CopyKey = "audio.cue.week"
    /// A cue for a run of silence: "7 March to 9 March, no data".
    static let audioCueNoData: CopyKey = "audio.cue.no-data"
    /// "The audio graph lasts 2.5 seconds, not 2 seconds: each tone needs at least 60 milliseconds."
    static let audioNoteDurationShortest: CopyKey = "audio.note.duration.shortest"
    /// "The audio graph lasts 10 seconds, not 20 seconds: no tone lasts longer than 250 milliseconds."
    static let audioNoteDurationLongest: CopyKey = "audio.note.duration.longest"
    /// "On the shared value axis, MSFT uses less than a third of the pitch range; --axis
    /// per-series gives each series its own range."
    static let audioNoteAxisNarrow: CopyKey = "audio.note.axis.narrow"
    /// "Only 4 series can play at once, and 5 series have values in these dates: leave out
    /// --overlay to hear them one after another, or pick some with --where."
    static let audioErrorTooManyAtOnce: CopyKey = "audio.error.at-once.too-many"

    /// "Audio graph of 42 days, 3 March to 14 April, 6 seconds."
    static func audioSummary(_ unit: SampleUnit) -> CopyKey { CopyKey("audio.summary.\(unit.rawValue)") }
    /// "Each tone is a week."
    static func audioGrouped(_ bucket: BucketKind) -> CopyKey { CopyKey("audio.grouped.\(bucket.rawValue)") }
    /// "A click marks each new week."
    static func audioTicks(_ mark: TimeMark) -> CopyKey { CopyKey("audio.ticks.\(mark.rawValue)") }
    /// "A click marks each new week, a stronger one each new month." (not for a century, which
    /// has no larger mark).
    static func audioTicksWithStronger(_ mark: TimeMark) -> CopyKey {
        CopyKey("audio.ticks.\(mark.rawValue).stronger")
    }
    /// "Highest on 7 November, lowest on 25 October.", "Highest in July 2015, lowest in February
    /// 2014.", "Highest in the third quarter of 2009, …": at the data's grain (a day and time share the day's line).
    static func audioExtremesDates(_ grain: DateGrain) -> CopyKey {
        switch grain {
        case .time, .day: "audio.extremes.dates"
        case .month: "audio.extremes.dates.month"
        case .quarter: "audio.extremes.dates.quarter"
        case .year: "audio.extremes.dates.year"
        }
    }
    /// "Silence marks the 3 days with no data."
    static func audioSilence(_ unit: SampleUnit) -> CopyKey { CopyKey("audio.silence.\(unit.rawValue)") }
    /// "A rising chirp marks the week that holds the highest value, a falling chirp the week
    /// that holds the lowest."
    static func audioExtremesGrouped(_ bucket: BucketKind) -> CopyKey {
        CopyKey("audio.extremes.grouped.\(bucket.rawValue)")
    }

    /// "Audio graph of 3 series one after another, 20 seconds: AAPL, GOOG and MSFT."
    static let audioSeriesOneAfterAnother: CopyKey = "audio.series.one-after-another"
    /// "Audio graph of 3 series played at once, 6 seconds, panned from left to right: …"
    static let audioSeriesAtOnce: CopyKey = "audio.series.at-once"
    /// The same, panned from right to left (a right-to-left language).
    static let audioSeriesAtOnceRightToLeft: CopyKey = "audio.series.at-once.right-to-left"
    /// The same, in one channel.
    static let audioSeriesAtOnceMono: CopyKey = "audio.series.at-once.mono"
    /// "Each series plays in its own timbre and opens with a short rising figure in it."
    static let audioSeriesIntroducedByFigure: CopyKey = "audio.series.introduced.figure"
    /// "Each series plays in its own timbre and opens with its name."
    static let audioSeriesIntroducedByName: CopyKey = "audio.series.introduced.name"
    /// Series played at once: each introduced in turn, in its place, by a figure.
    static let audioSeriesAtOnceIntroducedByFigure: CopyKey = "audio.series.at-once.introduced.figure"
    /// Series played at once: each name said in turn, in its place.
    static let audioSeriesAtOnceIntroducedByName: CopyKey = "audio.series.at-once.introduced.name"
    /// Series played at once in one channel: each introduced in turn by a figure (no place).
    static let audioSeriesAtOnceIntroducedByFigureMono: CopyKey = "audio.series.at-once.introduced.figure.mono"
    /// Series played at once in one channel: each name said in turn (no place).
    static let audioSeriesAtOnceIntroducedByNameMono: CopyKey = "audio.series.at-once.introduced.name.mono"

    /// Every key of the audio graph's description.
    static var audioGraphKeys: [CopyKey] {
        [
            audioScale, audioScaleWithUnit, audioScaleLogarithmic, audioZero, audioReferenceAverage, audioReferenceGoal,
            audioExtremes, audioThreshold, audioThresholdNeverReached, audioThresholdNeverBelow, audioCueHighest,
            audioCueLowest, audioCueHighestWithin, audioCueLowestWithin, audioCueCrossedUp, audioCueCrossedDown,
            audioCueWeek, audioCueNoData, audioNoteDurationShortest, audioNoteDurationLongest, audioNoteAxisNarrow,
            audioErrorTooManyAtOnce,
            audioSeriesOneAfterAnother,
            audioSeriesAtOnce, audioSeriesAtOnceRightToLeft, audioSeriesAtOnceMono, audioSeriesIntroducedByFigure,
            audioSeriesIntroducedByName, audioSeriesAtOnceIntroducedByFigure, audioSeriesAtOnceIntroducedByName,
            audioSeriesAtOnceIntroducedByFigureMono, audioSeriesAtOnceIntroducedByNameMono,
        ]
            + SampleUnit.allCases.map(audioSummary) + BucketKind.allCases.map(audioGrouped)
            + TimeMark.allCases.map(audioTicks)
            + TimeMark.allCases.filter { $0.larger != nil }.map(audioTicksWithStronger)
            + [DateGrain.day, .month, .quarter, .year].map(audioExtremesDates)
            + BucketKind.allCases.map(audioExtremesGrouped) + SampleUnit.allCases.map(audioSilence)
    }
}
