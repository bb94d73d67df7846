import SpanModel

extension CopyKey {
    // The stats card.
    static let statsHeadline: CopyKey = "stats.headline"
    static let statsTile: CopyKey = "stats.tile"
    static let statsWithSentiment: CopyKey = "stats.with-sentiment"
    static let statsGoodNews: CopyKey = "stats.sentiment.good"
    static let statsBadNews: CopyKey = "stats.sentiment.bad"
    /// "Week of Sep 22", written on screen.
    static let statsWeekOf: CopyKey = "stats.point.week"
    /// "The week of 22 September", spoken.
    static let statsWeekOfSpoken: CopyKey = "stats.point.week.spoken"
    /// "12 October, 3 PM": an hourly point, spoken.
    static let statsPointHour: CopyKey = "stats.point.hour"
    /// "3.2%", "3,2 Prozent", "3.2 بالمئة": a figure in the percent format, spoken.
    static let statsPercentSpoken: CopyKey = "stats.value.percent"
    /// "1 week is shorter than the time between readings; showing 1 month instead."
    static let statsNoteRangeTooFine: CopyKey = "stats.note.range-too-fine"
    /// "1 week is shorter than the time between readings, so it is left out."
    static let statsNoteRangeLeftOut: CopyKey = "stats.note.range-left-out"
    /// "Revenue, 1 year: the data starts on 3 October, partway through this period."
    static let statsNotePartialPeriod: CopyKey = "stats.note.partial-period"
    static let statsLoading: CopyKey = "stats.loading"
    static let statsEmpty: CopyKey = "stats.empty"
    static let statsFailure: CopyKey = "stats.failure"
    static let statsFailureReason: CopyKey = "stats.failure.reason"
    static let statsRetry: CopyKey = "stats.action.retry"

    /// "1M", for the screen.
    static func statsRangeWritten(_ range: StatsRange) -> CopyKey { CopyKey("stats.range.\(range.keyPart)") }
    /// "1 month", spoken.
    static func statsRangeSpoken(_ range: StatsRange) -> CopyKey { CopyKey("stats.range.spoken.\(range.keyPart)") }
    /// "Last 30 days".
    static func statsSpan(_ range: StatsRange) -> CopyKey { CopyKey("stats.span.\(range.keyPart)") }
    /// "last 30 days", after a figure.
    static func statsSpanInline(_ range: StatsRange) -> CopyKey { CopyKey("stats.span.inline.\(range.keyPart)") }
    /// "+12.6% vs last month", for the screen.
    static func statsChangeWritten(_ range: StatsRange) -> CopyKey { CopyKey("stats.change.written.\(range.keyPart)") }
    /// "up 12.6% from last month", spoken.
    static func statsChangeUp(_ range: StatsRange) -> CopyKey { CopyKey("stats.change.up.\(range.keyPart)") }
    /// "down 4.2% from last month", spoken.
    static func statsChangeDown(_ range: StatsRange) -> CopyKey { CopyKey("stats.change.down.\(range.keyPart)") }
    /// "no change from last month".
    static func statsNoChange(_ range: StatsRange) -> CopyKey { CopyKey("stats.change.none.\(range.keyPart)") }
    /// "Revenue, 1 year: not compared with the period before, because the data does not cover all of it."
    static func statsNoComparison(_ reason: NoComparisonReason) -> CopyKey? {
        switch reason {
        case .noReadings: nil
        case .earlierPeriodHasNoReadings: "stats.note.no-comparison.earlier-empty"
        case .earlierPeriodNotCovered: "stats.note.no-comparison.not-covered"
        case .earlierFigureIsZero: "stats.note.no-comparison.earlier-zero"
        case .figureTooLarge: "stats.note.no-comparison.too-large"
        case .unevenCoverage: "stats.note.no-comparison.uneven"
        }
    }

    /// Every key of the stats card.
    static var statsCardKeys: [CopyKey] {
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
}
