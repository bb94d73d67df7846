import SpanModel

extension CopyKey {
    // The range lens.
    package static let readout: CopyKey = "range.readout"
    static let readoutWithoutUnit: CopyKey = "range.readout.no-unit"
    static let readoutTooLarge: CopyKey = "range.readout.too-large"
    package static let rangeValue: CopyKey = "range.value"
    static let rangeValueWithoutUnit: CopyKey = "range.value.no-unit"
    static let rangeValueTooLarge: CopyKey = "range.value.too-large"
    package static let empty: CopyKey = "range.empty"
    package static let rangeLabel: CopyKey = "range.label"
    static let rangeConnector: CopyKey = "range.connector"
    /// Not spoken: which end of a range of days says the year both ends share ("last", "first").
    static let rangeSharedYear: CopyKey = "range.shared-year"
    static let dayAndTime: CopyKey = "range.day-and-time"
    package static let chartLabel: CopyKey = "chart.label"
    static let dateAxis: CopyKey = "chart.date-axis"
    static let dataPoint: CopyKey = "data-point"
    static let dataPointWithoutValue: CopyKey = "data-point.no-value"
    static let limitStart: CopyKey = "limit.start"
    static let limitEnd: CopyKey = "limit.end"
    static let limitEverything: CopyKey = "limit.everything"
    static let limitNoPreviousRange: CopyKey = "limit.no-previous"
    static let describeJoin: CopyKey = "describe.join"
    static let readoutWithoutValues: CopyKey = "range.readout.no-values"
    static let rangeValueWithoutValues: CopyKey = "range.value.no-values"
    static let rangeWithinDay: CopyKey = "range.within-day"
    static let timeClock: CopyKey = "time.clock"
    /// Midnight and noon on a 12-hour clock: "midnight", "noon".
    static let timeMidnight: CopyKey = "time.midnight"
    static let timeNoon: CopyKey = "time.noon"
    static let describeAmount: CopyKey = "describe.amount"
    /// A negative number as it is said: "minus %@", "moins %@", "سالب %@".
    static let numberNegative: CopyKey = "number.negative"
    static let noteNegativeAsZero: CopyKey = "note.negative-as-zero"
    static let noteGaps: CopyKey = "note.gaps"
    package static let noteStartsLater: CopyKey = "note.window.starts-later"
    package static let noteEndsEarlier: CopyKey = "note.window.ends-earlier"
    package static let noteInsideRange: CopyKey = "note.window.inside"
    package static let noteWidened: CopyKey = "note.window.widened"
    package static let noteLastWidened: CopyKey = "note.window.last-widened"
    package static let noteLastEverything: CopyKey = "note.window.last-all"
    package static let errorNoSamplesInRange: CopyKey = "error.window.empty"
    package static let noteValueColumn: CopyKey = "note.column.value"
    package static let noteValueColumnPosition: CopyKey = "note.column.value.position"
    package static let noteDateColumn: CopyKey = "note.column.date"
    package static let noteDateColumnPosition: CopyKey = "note.column.date.position"
    package static let noteSkippedRows: CopyKey = "note.skipped-rows"
    package static let noteDuplicates: CopyKey = "note.duplicates"
    /// "Read as a European file: fields separated by ‘;’, ‘,’ as the decimal mark…"
    package static let noteEuropean: CopyKey = "note.format.european"
    /// The same for a tab-separated file.
    package static let noteEuropeanTab: CopyKey = "note.format.european.tab"
    /// "Values such as ‘1.234’ in the column ‘Wert’ are read as 1234; if that means 1.234, give --decimal-point."
    package static let noteAmbiguous: CopyKey = "note.format.ambiguous"
    /// The same for a column without a header, named by its position.
    package static let noteAmbiguousPosition: CopyKey = "note.format.ambiguous.position"
    /// "Read as UTF-16 text and converted; saved as UTF-8, the file would read faster."
    package static let noteUTF16: CopyKey = "note.format.utf16"
    /// "The lines end with a carriage return alone, as old Mac files do; …"
    package static let noteCarriageReturns: CopyKey = "note.format.carriage-returns"
    /// A sentence about one of several series, led by the series' name ("AAPL: Average 101, …").
    static let seriesLead: CopyKey = "series.lead"
    /// "No data, 3 March to 14 April": the readout of a series with no sample in the range.
    package static let readoutWithoutSamples: CopyKey = "range.readout.no-samples"
    /// "Left out of the comparison because the data does not cover the whole range: MSFT."
    static let seriesLeftOut: CopyKey = "series.compare.left-out"

    /// "Highest average: GOOG, 428; lowest: MSFT, 32.2.": several series compared.
    static func seriesComparison(_ summary: SummaryKind) -> CopyKey {
        CopyKey("series.compare.\(summary.rawValue)")
    }

    /// "Every series has the same average, 428.": several series whose figures read the same.
    static func seriesSame(_ summary: SummaryKind) -> CopyKey {
        CopyKey("series.compare.same.\(summary.rawValue)")
    }
    /// The unit of the built-in demo series ("steps a day").
    package static let demoUnit: CopyKey = "demo.unit"
    /// The name of the built-in demo series ("Steps").
    package static let demoName: CopyKey = "demo.name"
    /// The caption of the demo series' average, a daily average ("Average"; "1日平均", "日均").
    package static let demoAverageCaption: CopyKey = "demo.caption.average"

    /// An hour spoken on the language's clock: "11 AM", "23 Uhr".
    static func timeHour(beforeNoon: Bool) -> CopyKey {
        beforeNoon ? "time.hour.am" : "time.hour.pm"
    }

    /// An hour and minutes spoken on the language's clock: "11:30 AM", "23:30 Uhr".
    static func timeHourMinute(beforeNoon: Bool) -> CopyKey {
        beforeNoon ? "time.hour-minute.am" : "time.hour-minute.pm"
    }

    /// Joins the two ends of a spoken range of dates said at `grain`: days and times share
    /// `range.connector`; months and years have their own, since several languages join them
    /// with other words ("del 3 de marzo al 14 de abril", "de julio de 2014 a diciembre de 2015").
    static func rangeConnector(_ grain: DateGrain) -> CopyKey {
        switch grain {
        case .time, .day: rangeConnector
        case .month: "range.connector.month"
        case .quarter: "range.connector.quarter"
        case .year: "range.connector.year"
        }
    }

    /// The caption of a summary ("Average").
    package static func caption(_ kind: SummaryKind) -> CopyKey {
        CopyKey("range.caption.\(kind.rawValue)")
    }

    /// The caption of a summary in the middle of a sentence, after the dates of the range value
    /// ("3 March to 14 April, average 8,412"): in lower case where the language writes it so.
    static func captionInline(_ kind: SummaryKind) -> CopyKey {
        CopyKey("range.caption.\(kind.rawValue).inline")
    }

    /// The name of an action ("Widen").
    package static func action(_ action: LensAction) -> CopyKey {
        switch action {
        case .earlier: "action.earlier"
        case .later: "action.later"
        case .widen: "action.widen"
        case .narrow: "action.narrow"
        case .showAll: "action.show-all"
        case .back: "action.back"
        }
    }

    /// "Shortest range, 7 days".
    static func limitShortest(_ unit: SampleUnit) -> CopyKey {
        CopyKey("limit.shortest.\(unit.rawValue)")
    }

    /// "No data for 3 days in this range."
    static func describeMissing(_ unit: SampleUnit) -> CopyKey {
        CopyKey("describe.missing.\(unit.rawValue)")
    }

    /// Every key the range lens speaks or writes.
    static var windowKeys: [CopyKey] {
        var keys: [CopyKey] = [
            readout, readoutWithoutUnit, readoutTooLarge, readoutWithoutValues, rangeValue, rangeValueWithoutUnit,
            rangeValueTooLarge, rangeValueWithoutValues, empty, rangeLabel, rangeConnector, rangeConnector(.month),
            rangeConnector(.quarter), rangeConnector(.year), rangeSharedYear, dayAndTime, rangeWithinDay, timeClock,
            timeMidnight, timeNoon,
            timeHour(beforeNoon: true), timeHour(beforeNoon: false), timeHourMinute(beforeNoon: true),
            timeHourMinute(beforeNoon: false), chartLabel, dateAxis, dataPoint, dataPointWithoutValue, limitStart,
            limitEnd, limitEverything, limitNoPreviousRange, describeAmount, numberNegative, describeJoin,
            noteNegativeAsZero, noteGaps,
            noteSkippedRows, noteDuplicates, noteStartsLater, noteEndsEarlier, noteInsideRange, noteWidened,
            noteLastWidened, noteLastEverything, errorNoSamplesInRange, noteValueColumn, noteValueColumnPosition,
            noteDateColumn, noteDateColumnPosition, noteEuropean, noteEuropeanTab, noteAmbiguous, noteAmbiguousPosition,
            noteUTF16,
            noteCarriageReturns,
            demoUnit, demoName, demoAverageCaption, seriesLead, readoutWithoutSamples, seriesLeftOut,
        ]
        keys += describeKeys
        keys += SummaryKind.allCases.flatMap { [seriesComparison($0), seriesSame($0)] }
        keys += SummaryKind.allCases.map(caption)
        keys += SummaryKind.allCases.map(captionInline)
        keys += LensAction.allCases.map(action)
        for unit in SampleUnit.allCases {
            keys += [limitShortest(unit), describeMissing(unit)]
        }
        return keys
    }
}
