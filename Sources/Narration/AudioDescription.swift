import SpanModel
import StringCatalog

/// What an audio graph holds, in plain values, for the sentences that describe it. The audio
/// graph's plan fills it in; narration does not depend on how the sound is made.
public struct AudioGraphFacts: Hashable, Sendable {
    /// The window played.
    public var window: SampleWindow
    /// How many tones play.
    public var toneCount: Int
    /// The calendar bucket each tone stands for when samples were grouped, else `nil`.
    public var grouping: BucketKind?
    /// How long the file plays, in seconds (the tones, without any spoken introduction).
    public var duration: Double
    /// The values the lowest and highest pitch stand for.
    public var valueAxis: ClosedRange<Double>
    /// The bucket whose boundaries click, if ticks play.
    public var tickKind: BucketKind?
    /// Whether a zero sounds as a blip somewhere in the graph.
    public var hasZeroBlip: Bool
    /// The reference tone's value and whether it is a goal (else the average), if one plays.
    public var reference: AudioReference?

    /// Creates the facts.
    public init(
        window: SampleWindow, toneCount: Int, grouping: BucketKind?, duration: Double, valueAxis: ClosedRange<Double>,
        tickKind: BucketKind?, hasZeroBlip: Bool, reference: AudioReference?
    ) {
        self.window = window
        self.toneCount = toneCount
        self.grouping = grouping
        self.duration = duration
        self.valueAxis = valueAxis
        self.tickKind = tickKind
        self.hasZeroBlip = hasZeroBlip
        self.reference = reference
    }
}

/// A quiet reference tone in an audio graph.
public struct AudioReference: Hashable, Sendable {
    /// The value it sounds at.
    public var value: Double
    /// Whether it is a goal the person set (else the window's average).
    public var isGoal: Bool

    /// Creates a reference.
    public init(value: Double, isGoal: Bool) {
        self.value = value
        self.isGoal = isGoal
    }
}

extension RangeNarrator {
    /// The description of an audio graph: how many tones, from when to when, how long, what the
    /// lowest and highest pitch stand for, what the ticks mark, and the grouping, zero blip and
    /// reference tone when there are any.
    ///
    /// "Audio graph of 42 days, 3 March to 14 April, 6 seconds. Low tones are 0, high tones are
    /// 13,240 steps a day. A click marks each new week, a stronger one each new month."
    public func audioDescription(_ facts: AudioGraphFacts) -> [String] {
        guard !facts.window.isEmpty else { return [copy.text(.empty)] }
        let unit: SampleUnit =
            switch facts.grouping {
            case .day: .day
            case .week: .week
            case .month: .month
            case .year: .year
            case nil: series.cadence.sampleUnit
            }
        let durations = ValueFormatter(format: .duration, locale: copy.locale.locale, symbols: symbols)
        var sentences = [
            copy.text(
                .audioSummary(unit),
                [.number(count(facts.toneCount)), .text(spokenRange(facts.window)), .text(durations.spoken(facts.duration.rounded()).text)])
        ]
        if let grouping = facts.grouping { sentences.append(copy.text(.audioGrouped(grouping))) }
        let low = value(facts.valueAxis.lowerBound)
        let high = value(facts.valueAxis.upperBound)
        if let unitText = unitText(after: high) {
            sentences.append(copy.text(.audioScaleWithUnit, [.number(low), .number(high), .text(unitText)]))
        } else {
            sentences.append(copy.text(.audioScale, [.number(low), .number(high)]))
        }
        if let tickKind = facts.tickKind { sentences.append(copy.text(.audioTicks(tickKind))) }
        if facts.hasZeroBlip { sentences.append(copy.text(.audioZero)) }
        if let reference = facts.reference {
            sentences.append(copy.text(reference.isGoal ? .audioReferenceGoal : .audioReferenceAverage, [.number(value(reference.value))]))
        }
        return sentences
    }

    /// The caption of one tone for a cue file: its (first) sample's date at the data's grain
    /// and its value, "3 March, 8,412"; "3 March, no value" for a gap.
    public func cueText(firstSample index: Int, value toneValue: Double, window: SampleWindow) -> String {
        dataPoint(ofSample: index, value: toneValue, withYear: needsYear(window))
    }
}
