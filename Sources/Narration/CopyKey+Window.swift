import SpanModel

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
