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
    /// "Jobs, March 2010: 143,093, up 0.5% from February 2010": a figure whose periods are
    /// named, because the data ended before the current period.
    static let statsFigureDated: CopyKey = "stats.figure.dated"
    /// "Jobs, March 2010: 143,093": the same with nothing to compare.
    static let statsFigureDatedAlone: CopyKey = "stats.figure.dated.alone"
    /// "up 0.5% from February 2010": a rise against a named period.
    static let statsChangeUpFrom: CopyKey = "stats.change.up.from"
    /// "down 0.5% from February 2010".
    static let statsChangeDownFrom: CopyKey = "stats.change.down.from"
    /// "no change from February 2010".
    static let statsNoChangeFrom: CopyKey = "stats.change.none.from"
    /// "from February 2010", "from 2009": the earlier period named by its month or year.
    static let statsFromDate: CopyKey = "stats.from.date"
    /// "against 16 January to 15 February 2010": the earlier period named by its days.
    static let statsFromDays: CopyKey = "stats.from.days"
    /// "+0.5% vs February 2010", for the screen.
    static let statsChangeWrittenFrom: CopyKey = "stats.change.written.from"
    /// "+4.5 pp": a change in percentage points, for the screen.
    static let statsPointsWritten: CopyKey = "stats.change.written.points"
    /// "2.4 degrees": a change of a temperature with no unit given.
    static let statsDegrees: CopyKey = "stats.size.degrees"
    /// "2.5 degrees", with a decimal.
    static let statsDegreesFraction: CopyKey = "stats.size.degrees.fraction"
    /// "Balance adds up its readings over each period, …": the sum of a level.
    static let statsNoteSumOfLevel: CopyKey = "stats.note.sum-of-level"
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
    /// "up 2.4 degrees from last month": a rise said in the unit or in percentage points.
    static func statsChangeUpBy(_ range: StatsRange) -> CopyKey { CopyKey("stats.change.up.by.\(range.keyPart)") }
    /// "down 2.4 degrees from last month".
    static func statsChangeDownBy(_ range: StatsRange) -> CopyKey { CopyKey("stats.change.down.by.\(range.keyPart)") }
    /// "from the third quarter of 2009": the earlier period named by its quarter (1 to 4).
    static func statsFromQuarter(_ number: Int) -> CopyKey { CopyKey("stats.from.quarter.\(number)") }
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
            statsFigureDated, statsFigureDatedAlone, statsChangeUpFrom, statsChangeDownFrom, statsNoChangeFrom,
            statsFromDate, statsFromDays,
        ]
        keys += (1...4).map(statsFromQuarter)
        keys += [
            statsChangeWrittenFrom, statsPointsWritten, statsDegrees, statsDegreesFraction, statsNoteSumOfLevel,
        ]
        keys += NoComparisonReason.allCases.compactMap(statsNoComparison)
        for range in StatsRange.allCases {
            keys += [
                statsRangeWritten(range), statsRangeSpoken(range), statsSpan(range), statsSpanInline(range),
                statsChangeWritten(range),
                statsChangeUp(range), statsChangeDown(range), statsNoChange(range), statsChangeUpBy(range),
                statsChangeDownBy(range),
            ]
        }
        return keys
    }
}
