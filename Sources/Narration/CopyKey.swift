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
    public static let noteNegativeAsZero: CopyKey = "note.negative-as-zero"
    public static let noteNotFiniteAsZero: CopyKey = "note.not-finite-as-zero"
    public static let noteGaps: CopyKey = "note.gaps"
    public static let noteSkippedRows: CopyKey = "note.skipped-rows"
    public static let noteDuplicates: CopyKey = "note.duplicates"
    /// The unit of the built-in demo series ("steps a day").
    public static let demoUnit: CopyKey = "demo.unit"

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
            limitEverything, limitNoPreviousRange, describeExtremes, describeSingle, noteNegativeAsZero,
            noteNotFiniteAsZero, noteGaps, noteSkippedRows, noteDuplicates, demoUnit,
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
