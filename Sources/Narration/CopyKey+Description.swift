import SpanModel

extension CopyKey {
    // The description of a window (the range lens's `describe` lines).

    /// "One reading, 8,412 on 3 March."
    static let describeOneReading: CopyKey = "describe.one-reading"
    /// "Every value is 0, across 14 days."
    static let describeConstant: CopyKey = "describe.constant"
    /// "Every value is 0.": the audio graph's axis when every tone is the same value.
    static let describeFlat: CopyKey = "describe.flat"
    /// "Highest 143,093 in December 2015, lowest 139,058 in July 2014."
    static let describeHighestLowest: CopyKey = "describe.highest-lowest"
    /// A value and its date: "1,440 in January 1855".
    static let describeExtreme: CopyKey = "describe.extreme"
    /// The shape's and the change's sentence: "Rising every month, from 139,058 to 143,093, up 2.9%, across 18 months."
    static let describeShapeAndChange: CopyKey = "describe.shape-and-change"
    /// A shape's clause as a sentence: "Rose to a peak of 1,440, then fell."
    static let describeSentence: CopyKey = "describe.sentence"
    /// The change after a shape with turns: "Overall, from 200 to 90, down 55%, across 10 years."
    static let describeOverall: CopyKey = "describe.overall"
    /// "Rising" (two values).
    static let describeRising: CopyKey = "describe.shape.rising"
    /// "Falling" (two values).
    static let describeFalling: CopyKey = "describe.shape.falling"
    /// "Rising, with ups and downs".
    static let describeRisingWithUpsAndDowns: CopyKey = "describe.shape.rising.ups-and-downs"
    /// "Falling, with ups and downs".
    static let describeFallingWithUpsAndDowns: CopyKey = "describe.shape.falling.ups-and-downs"
    /// "Steady".
    static let describeSteady: CopyKey = "describe.shape.steady"
    /// "Rising and falling every day, highest around 3 PM": a daily cycle.
    static let describeDailyCycle: CopyKey = "describe.shape.daily-cycle"
    /// "Rose to a peak of 1,440 in January 1855, then fell".
    static let describePeak: CopyKey = "describe.shape.peak"
    /// "Fell to a low of 62 in the week of 23 March, then rose".
    static let describeTrough: CopyKey = "describe.shape.trough"
    /// "Rose to a peak of 14,963 …, fell to a low of 14,356 …, then rose".
    static let describePeakThenTrough: CopyKey = "describe.shape.peak-trough"
    /// "Fell to a low of …, rose to a peak of …, then fell".
    static let describeTroughThenPeak: CopyKey = "describe.shape.trough-peak"
    /// "Between 0 and 3, except one spike to 80 on 17 October".
    static let describeSpike: CopyKey = "describe.shape.spike"
    /// "Between 97 and 100, except one dip to 12 on 3 May".
    static let describeDip: CopyKey = "describe.shape.dip"
    /// "Rose and fell 10 times".
    static let describeWaves: CopyKey = "describe.shape.waves"
    /// "Rose and fell once, with a peak in 1995".
    static let describeWavesWithPeak: CopyKey = "describe.shape.waves.peak"
    /// "Rose and fell twice, with peaks in 1989 and in 2000".
    static let describeWavesWithPeaks: CopyKey = "describe.shape.waves.peaks"
    /// "Fell and rose 3 times": waves whose first move is a fall.
    static let describeWavesFalling: CopyKey = "describe.shape.waves.falling"
    /// "Fell and rose once, with a low on 3 May".
    static let describeWavesWithLow: CopyKey = "describe.shape.waves.low"
    /// "Fell and rose twice, with lows on 3 May and on 9 June".
    static let describeWavesWithLows: CopyKey = "describe.shape.waves.lows"
    /// "from 139,058 to 143,093".
    static let describeChangeEnds: CopyKey = "describe.change.ends"
    /// The change's clause: its ends, its size and the span: "from 139,058 to 143,093, up 2.9%, across 18 months".
    static let describeChange: CopyKey = "describe.change"
    /// "up 2.9%".
    static let describeUp: CopyKey = "describe.change.up"
    /// "down 4.5 °C".
    static let describeDown: CopyKey = "describe.change.down"
    /// "no change".
    static let describeNoChange: CopyKey = "describe.change.none"
    /// "5 percentage points".
    static let describePoints: CopyKey = "describe.change.points"
    /// "4.5 percentage points": points with a decimal.
    static let describePointsFraction: CopyKey = "describe.change.points.fraction"
    /// "Weekdays only."
    static let describeWeekdaysOnly: CopyKey = "describe.weekdays-only"
    /// "Five days of each week only."
    static let describeFiveDays: CopyKey = "describe.five-days"
    /// "No data on 10 June."
    static let describeNoDataAt: CopyKey = "describe.no-data.at"
    /// "No data from 10 June to 19 June."
    static let describeNoDataRange: CopyKey = "describe.no-data.range"
    /// "The longest run without data is on 10 June."
    static let describeLongestNoDataAt: CopyKey = "describe.no-data.longest.at"
    /// "The longest run without data is from 10 June to 19 June."
    static let describeLongestNoDataRange: CopyKey = "describe.no-data.longest.range"
    /// "10 June to 19 June: no data", a line of the data table.
    static let tableNoData: CopyKey = "table.no-data"
    /// "No sample lies in the dates asked for: the series has no data from 10 June to 19 June; the nearest readings are on 9 June and on 20 June."
    package static let errorInsideHole: CopyKey = "error.window.inside-hole"
    /// The same for a hole of one place.
    package static let errorInsideHoleAt: CopyKey = "error.window.inside-hole.at"
    /// "No sample lies in the dates asked for; the nearest readings are on 12 June and on 15 June."
    package static let errorBetweenReadings: CopyKey = "error.window.between-readings"

    /// A date's phrase with its preposition at a grain: "on 3 March", "in December 2015", "in
    /// the week of 13 April", "in the third quarter of 2009", "in 2017".
    static func describeWhen(_ grain: DescribedGrain) -> CopyKey {
        CopyKey("describe.when.\(grain.rawValue)")
    }

    /// "0 mm on 221 days, first on 1 January": an extreme that several samples share.
    static func describeExtremeTied(_ unit: SampleUnit) -> CopyKey {
        CopyKey("describe.extreme.tied.\(unit.rawValue)")
    }

    /// "across 18 months", or "across about 5 months".
    static func describeSpan(_ unit: TimeSpan.Unit, approximate: Bool) -> CopyKey {
        CopyKey(approximate ? "describe.span.about.\(unit.rawValue)" : "describe.span.\(unit.rawValue)")
    }

    /// "Rising every month".
    static func describeEvery(_ direction: WindowShape.Direction, _ unit: SampleUnit) -> CopyKey {
        CopyKey("describe.shape.\(direction.rawValue).every.\(unit.rawValue)")
    }

    /// "Rising in 15 of 17 months".
    static func describeMost(_ direction: WindowShape.Direction, _ unit: SampleUnit) -> CopyKey {
        CopyKey("describe.shape.\(direction.rawValue).most.\(unit.rawValue)")
    }

    /// "comparing the first and last 7 days, from an average of 7,204 to 7,911".
    static func describeChangeAverages(_ unit: SampleUnit) -> CopyKey {
        CopyKey("describe.change.averages.\(unit.rawValue)")
    }

    /// A quarter of a year standing alone ("third quarter of 2009"), or inside a phrase, in the
    /// form the language's range and date phrases take ("dritten Quartal 2009" after "im").
    static func quarter(_ number: Int, inPhrase: Bool) -> CopyKey {
        CopyKey(inPhrase ? "date.quarter.\(number).in-phrase" : "date.quarter.\(number)")
    }

    /// "Left and right arrows move 3 months. …": the hint, naming what one step moves.
    package static func hint(moving unit: HintUnit) -> CopyKey {
        CopyKey("hint.move.\(unit.rawValue)")
    }

    /// Every key of the description.
    static var describeKeys: [CopyKey] {
        var keys: [CopyKey] = [
            describeOneReading, describeConstant, describeFlat, describeHighestLowest, describeExtreme,
            describeShapeAndChange,
            describeSentence, describeOverall, describeRising, describeFalling, describeRisingWithUpsAndDowns,
            describeFallingWithUpsAndDowns, describeSteady, describeDailyCycle, describePeak, describeTrough,
            describePeakThenTrough,
            describeTroughThenPeak, describeSpike, describeDip, describeWaves, describeWavesWithPeak,
            describeWavesWithPeaks, describeWavesFalling, describeWavesWithLow, describeWavesWithLows,
            describeChangeEnds, describeChange, describeUp, describeDown, describeNoChange,
            describePoints, describePointsFraction, describeWeekdaysOnly, describeFiveDays, describeNoDataAt,
            describeNoDataRange,
            describeLongestNoDataAt, describeLongestNoDataRange, tableNoData, errorInsideHole, errorInsideHoleAt,
            errorBetweenReadings,
        ]
        keys += DescribedGrain.allCases.map(describeWhen)
        keys += SampleUnit.allCases.map(describeExtremeTied)
        keys += SampleUnit.allCases.map(describeChangeAverages)
        for unit in TimeSpan.Unit.allCases {
            keys += [describeSpan(unit, approximate: false), describeSpan(unit, approximate: true)]
        }
        for direction in [WindowShape.Direction.rising, .falling] {
            keys += SampleUnit.allCases.map { describeEvery(direction, $0) }
            keys += SampleUnit.allCases.map { describeMost(direction, $0) }
        }
        for number in 1...4 {
            keys += [quarter(number, inPhrase: false), quarter(number, inPhrase: true)]
        }
        keys += HintUnit.allCases.map { hint(moving: $0) }
        return keys
    }
}
