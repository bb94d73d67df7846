import Foundation
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
    /// Whether equal ratios of value are equal steps of pitch.
    public var isLogarithmic: Bool
    /// The stretch of the calendar whose starts click, when the graph has at least one such
    /// click.
    public var tickKind: TimeMark?
    /// The larger stretch whose starts click more strongly, when the graph has at least one
    /// such click.
    public var strongTickKind: TimeMark?
    /// Whether a zero sounds as a blip somewhere in the graph.
    public var hasZeroBlip: Bool
    /// Whether the tones holding the highest and lowest value sound an earcon.
    public var marksExtremes: Bool
    /// The threshold whose crossings sound an earcon, and how the values stand to it.
    public var threshold: AudioThreshold?
    /// How many slots are silent: gaps, and samples (or buckets) missing from the series.
    public var silentCount: Int
    /// The reference tone's value and whether it is a goal (else the average), if one plays.
    public var reference: AudioReference?
    /// The index in the narrator's series of the window's highest sample (the first when several
    /// tie), when the window holds values that differ.
    public var highestSample: Int?
    /// The index of the window's lowest sample, likewise.
    public var lowestSample: Int?

    /// Creates the facts.
    public init(
        window: SampleWindow, toneCount: Int, grouping: BucketKind?, duration: Double, valueAxis: ClosedRange<Double>,
        isLogarithmic: Bool = false, tickKind: TimeMark?, strongTickKind: TimeMark? = nil, hasZeroBlip: Bool,
        marksExtremes: Bool = false, threshold: AudioThreshold? = nil, silentCount: Int = 0, reference: AudioReference?,
        highestSample: Int? = nil, lowestSample: Int? = nil
    ) {
        self.window = window
        self.toneCount = toneCount
        self.grouping = grouping
        self.duration = duration
        self.valueAxis = valueAxis
        self.isLogarithmic = isLogarithmic
        self.tickKind = tickKind
        self.strongTickKind = strongTickKind
        self.hasZeroBlip = hasZeroBlip
        self.marksExtremes = marksExtremes
        self.threshold = threshold
        self.silentCount = silentCount
        self.reference = reference
        self.highestSample = highestSample
        self.lowestSample = lowestSample
    }
}
