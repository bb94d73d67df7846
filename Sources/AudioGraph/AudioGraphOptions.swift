import SpanModel

/// Where the value axis starts.
public enum ValueScale: String, CaseIterable, Hashable, Sendable {
    /// From 0 (or the lowest value, when values below zero are kept) to the highest, as a
    /// chart's value axis does: the size of a value is heard, not only its place in the shape.
    case zeroToMaximum = "zero-max"

    /// From the lowest value to the highest: the shape fills the whole pitch range. For prices
    /// and other series whose interesting part sits far from zero.
    case minimumToMaximum = "min-max"

    /// From the lowest value to the highest in ratios: each tenfold step of value is the same
    /// step of pitch. For data spanning orders of magnitude; every value must be above zero.
    case logarithmic = "log"
}

/// Whether pitch is continuous or snapped to the notes of a scale.
public enum PitchScale: String, CaseIterable, Hashable, Sendable {
    /// Any frequency in the range: the most faithful to the values.
    case continuous

    /// The nearest semitone.
    case chromatic

    /// The nearest note of the major scale on the range's lowest note.
    case major

    /// The nearest note of the major pentatonic scale on the range's lowest note: no two
    /// neighbouring notes a semitone apart, so no step sounds like a mistake.
    case pentatonic

    /// Semitones above the tonic that the scale allows.
    var degrees: [Int]? {
        switch self {
        case .continuous: nil
        case .chromatic: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]
        case .major: [0, 2, 4, 5, 7, 9, 11]
        case .pentatonic: [0, 2, 4, 7, 9]
        }
    }
}

/// How the samples sound one after another.
public enum ToneStyle: String, CaseIterable, Hashable, Sendable {
    /// One tone per sample with a short silence between: easy to count, the default.
    case discrete

    /// One unbroken, phase-continuous glide through every sample's pitch: the shape of a dense
    /// series as a single line.
    case continuous
}

/// The tone colour of the notes. Every timbre is a sum of harmonics kept below the Nyquist
/// frequency, so none of them aliases.
public enum Timbre: String, CaseIterable, Hashable, Sendable {
    /// Six harmonics falling off about 6 dB each: round and soft, the default.
    case warm

    /// The fundamental alone: the purest pitch, and the hardest to hear on small speakers.
    case sine

    /// Twelve harmonics falling off as 1/k (a band-limited sawtooth): cuts through noise.
    case bright

    /// Odd harmonics only, falling off as 1/k (a band-limited square): hollow, reedy.
    case hollow

    /// The fundamental with its octaves (harmonics 1, 2, 4 and 8): open, like an organ's
    /// flue pipes; the fifth voice when several series each need their own.
    case organ

    /// The amplitude of each harmonic, from the fundamental up.
    var harmonics: [Double] {
        switch self {
        case .warm: Self.warmHarmonics
        case .sine: Self.sineHarmonics
        case .bright: Self.brightHarmonics
        case .hollow: Self.hollowHarmonics
        case .organ: Self.organHarmonics
        }
    }

    private static let warmHarmonics: [Double] = [1.0, 0.5, 0.25, 0.125, 0.0625, 0.03125]
    private static let sineHarmonics: [Double] = [1.0]
    private static let brightHarmonics: [Double] = (1...12).map { 1 / Double($0) }
    private static let hollowHarmonics: [Double] = (1...11).map { $0 % 2 == 1 ? 1 / Double($0) : 0 }
    private static let organHarmonics: [Double] = [1.0, 0.6, 0, 0.4, 0, 0, 0, 0.25]
}

/// A quiet steady tone under the notes, the sound of a chart's reference line.
public enum ReferenceTone: Hashable, Sendable {
    /// No reference tone.
    case none

    /// At the window's average, the sound of the dashed average rule.
    case average

    /// At a goal value the person gives. The value axis grows to include it.
    case goal(Double)
}

/// The file's channels.
public enum ChannelLayout: String, CaseIterable, Hashable, Sendable {
    /// Two channels, the graph panning across them over time.
    case stereo

    /// One channel.
    case mono

    /// The number of channels.
    public var channelCount: Int {
        switch self {
        case .stereo: 2
        case .mono: 1
        }
    }
}

/// Which way time runs across the stereo field.
public enum PanDirection: String, CaseIterable, Hashable, Sendable {
    /// Earliest on the left, latest on the right.
    case leftToRight = "ltr"

    /// Earliest on the right, latest on the left, for right-to-left locales.
    case rightToLeft = "rtl"
}

/// Whether samples are grouped by the calendar, each group playing its average.
public enum ToneGrouping: Hashable, Sendable {
    /// Group only when even the shortest slots would make the graph longer than its maximum
    /// duration: by days (for readings within a day), then weeks, months, years.
    case automatic

    /// Never group: one tone per sample, however long the graph becomes.
    case never

    /// Group by this bucket, whatever the length.
    case by(BucketKind)
}

/// Every setting of an audio graph, with the defaults the specification gives.
///
/// ```swift
/// var options = AudioGraphOptions()
/// options.pitchRange = try PitchRange(parsing: "A3:A5")
/// options.style = .continuous
/// try options.validate()
/// ```
public struct AudioGraphOptions: Hashable, Sendable {
    /// Where the value axis starts.
    public var scale: ValueScale = .zeroToMaximum

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

    /// The longest slot a sample may have, in seconds.
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

    /// The defaults.
    public init() {}

    /// Checks every setting, naming the first that cannot be used.
    ///
    /// - Throws: ``AudioGraphError/invalidOption(option:found:expected:)``.
    public func validate() throws {
        func require(_ condition: Bool, _ option: String, _ found: Any, _ expected: String) throws {
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
            longestSlot.isFinite && longestSlot >= shortestSlot, "longest-slot", longestSlot,
            "at least the shortest slot (\(shortestSlot) seconds)")
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
        if let fixedPan {
            try require((0...1).contains(fixedPan), "pan", fixedPan, "a place from 0 (left) to 1 (right)")
        }
    }

    /// The shortest slot a graph may use, in seconds: a strong tick and its silences (24 ms)
    /// and three earcons (34 ms) fit in it.
    public static let shortestSlotAllowed = 0.06
}
