import Foundation
import SpanModel

/// Every setting of an audio graph, with the defaults the specification gives.
///
/// ```swift
/// var options = AudioGraphOptions()
/// options.pitchRange = try PitchRange(parsing: "A3:A5")
/// options.style = .continuous
/// try options.validate()
/// ```
public struct AudioGraphOptions: Hashable, Sendable {
    /// Which values the ends of the pitch range stand for: the window's own extent, or a range
    /// that holds zero.
    public var axis: ValueAxis = .extent

    /// How values are placed between the axis' ends: linearly, or by their ratios.
    public var scale: ValueScale = .linear

    /// The frequencies the value axis spans.
    public var pitchRange: PitchRange = .standard

    /// Continuous pitch, or snapped to a scale.
    public var pitchScale: PitchScale = .continuous

    /// Discrete tones or one continuous glide.
    public var style: ToneStyle = .discrete

    /// The notes' tone colour.
    public var timbre: Timbre = .warm

    /// Whether a zero value sounds as the blip (a short falling sweep) instead of a note, on a
    /// value axis that starts at zero. Where values below zero are kept, zero is a value like
    /// any other whatever this says.
    public var playsZeroAsBlip = true

    /// Whether bucket boundaries sound a tick.
    public var playsTicks = true

    /// The optional quiet reference tone.
    public var reference: ReferenceTone = .none

    /// Whether the tones holding the window's highest and lowest samples sound an earcon.
    public var marksExtremes = true

    /// A value whose crossings, up and down, sound an earcon; `nil` for none.
    public var threshold: Double?

    /// Stereo or mono.
    public var channels: ChannelLayout = .stereo

    /// Which way the stereo image moves over time.
    public var panDirection: PanDirection = .leftToRight

    /// A value axis several graphs share (several series of one table on one axis): the plan's
    /// axis reaches at least from its lower to its upper bound, so that the same value sounds
    /// at the same pitch in every graph. `nil` is the window's own axis.
    public var sharedValueAxis: ClosedRange<Double>?

    /// One place in the stereo field for every sound of the graph (0 hard left, 1 hard right),
    /// for series played at once and panned apart; `nil` pans over time.
    public var fixedPan: Double?

    /// Whether and how samples are grouped by the calendar.
    public var grouping: ToneGrouping = .automatic

    /// The calendar that grouping and ticks count days, weeks, months and years in.
    public var calendar = BucketCalendar()

    /// Frames per second of the file.
    public var sampleRate = 44_100

    /// The whole graph's length, in seconds, when the slots it asks for lie between the shortest
    /// and the longest slot; also the longest the graph may run before samples are grouped, when
    /// that is longer than ``longestDuration``.
    public var targetDuration = 6.0

    /// The shortest slot a sample may have, in seconds (at least 60 ms: room for a note, three
    /// earcons and a strong tick with its silences).
    public var shortestSlot = 0.060

    /// The longest slot a sample may have, in seconds: 250 ms by default, so that a short
    /// window stays brisk (a week plays in under two seconds); up to
    /// ``longestSlotAllowed`` for a listener who asks for a slower graph.
    public var longestSlot = 0.250

    /// The longest the graph may be before samples are grouped, in seconds.
    public var longestDuration = 24.0

    /// The part of a slot the tone sounds for; the rest is silence.
    public var toneFraction = 0.75

    /// The silence between a spoken introduction and the first tone, in seconds.
    public var introductionPause = 0.5

    /// The Vorbis encoder's quality, 0 to 1, for Ogg files. Fixed so that the same graph always
    /// encodes to the same bytes.
    public var vorbisQuality = 0.5

    /// The highest a sample may reach, in dBFS: -1 by default. A lossy encoder's decoded
    /// samples pass the samples it was given, so a graph written as Ogg is rendered under
    /// ``AudioFileFormat/peakLimitDecibels`` for that format (see ``AudioFileFormat``).
    public var peakLimitDecibels = -1.0

    /// The ceiling the graph is scaled under, as an amplitude: a hair below the peak limit, so
    /// that rounding to 16 bits can never reach it.
    var peakCeiling: Double { pow(10, peakLimitDecibels / 20) * 0.999 }

    /// The defaults.
    public init() {}

    /// Checks every setting, naming the first that cannot be used.
    ///
    /// - Throws: ``AudioGraphError/invalidOption(option:found:expected:)``.
    public func validate() throws(AudioGraphError) {
        func require(_ condition: Bool, _ option: String, _ found: Any, _ expected: String) throws(AudioGraphError) {
            if !condition { throw AudioGraphError.invalidOption(option: option, found: "\(found)", expected: expected) }
        }
        try require(
            (22_050...192_000).contains(sampleRate), "sample-rate", sampleRate, "a rate from 22050 to 192000 Hz")
        try require(
            targetDuration.isFinite && targetDuration > 0, "duration", targetDuration, "a length above 0 seconds")
        try require(
            shortestSlot.isFinite && shortestSlot >= Self.shortestSlotAllowed, "shortest-slot", shortestSlot,
            "at least \(Self.shortestSlotAllowed) seconds")
        try require(
            longestSlot.isFinite && longestSlot >= shortestSlot && longestSlot <= Self.longestSlotAllowed,
            "longest-slot", longestSlot,
            "at least the shortest slot (\(shortestSlot) seconds) and at most \(Self.longestSlotAllowed) seconds")
        try require(
            longestDuration.isFinite && longestDuration >= shortestSlot, "longest-duration", longestDuration,
            "at least the shortest slot (\(shortestSlot) seconds)")
        try require(
            toneFraction.isFinite && toneFraction > 0 && toneFraction <= 1, "tone-fraction", toneFraction,
            "a fraction above 0 and at most 1")
        try require(
            toneFraction * shortestSlot >= 2 * SoundDesign.shortestEdge, "tone-fraction", toneFraction,
            "a tone of at least \(Int(2 * SoundDesign.shortestEdge * 1000)) ms in the shortest slot, "
                + "room for its attack and release")
        try require(
            introductionPause.isFinite && introductionPause >= 0, "pause", introductionPause, "0 seconds or more")
        try require(
            vorbisQuality.isFinite && (0...1).contains(vorbisQuality), "vorbis-quality", vorbisQuality,
            "a quality from 0 to 1")
        if case .goal(let value) = reference {
            try require(value.isFinite, "reference", value, "a finite goal value")
        }
        if let threshold {
            try require(threshold.isFinite, "threshold", threshold, "a finite value")
        }
        if let sharedValueAxis {
            try require(
                sharedValueAxis.lowerBound.isFinite && sharedValueAxis.upperBound.isFinite, "value-axis",
                sharedValueAxis, "finite bounds")
        }
        try require(
            !(scale == .logarithmic && axis == .zero), "axis", axis.rawValue,
            "the extent of the values on the logarithmic scale, which holds only values above zero")
        if let fixedPan {
            try require((0...1).contains(fixedPan), "pan", fixedPan, "a place from 0 (left) to 1 (right)")
        }
    }

    /// The shortest slot a graph may use, in seconds: a strong tick and its silences (24 ms)
    /// and three earcons (34 ms) fit in it.
    public static let shortestSlotAllowed = 0.06

    /// The longest slot a graph may use, in seconds: slower than a tone a second, a graph is
    /// no longer heard as one shape.
    public static let longestSlotAllowed = 1.0
}
