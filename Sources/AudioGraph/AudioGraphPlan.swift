import Foundation
import SpanModel

/// What an audio graph will play, worked out before a single sample is rendered: each tone's
/// time, pitch and value, the ticks, the grouping, the value axis and the total length.
///
/// A plan is pure (no sound, no I/O) and is what the description, the cue file and the tests
/// are made from. Every time is held in frames at ``sampleRate`` so that the renderer, the cue
/// file and a decoder agree to the frame; seconds are derived from them.
///
/// ```swift
/// let plan = try AudioGraphPlan(series: series, window: window, options: AudioGraphOptions())
/// plan.tones.count      // 42
/// plan.grouping         // nil: each tone is a day
/// plan.tickKind         // .week: a click marks each new week
/// plan.duration         // 6.0
/// ```
///
/// - Complexity: O(n) in the window's samples (grouping and ticks each walk it once).
public struct AudioGraphPlan: Hashable, Sendable {
    /// One tone: a sample, or a calendar group of samples playing its average.
    public struct Tone: Hashable, Sendable {
        /// The indices in the series of the samples the tone stands for.
        public var samples: Range<Int>

        /// The value played: the sample's, or the group's average.
        public var value: Double

        /// Whether the tone is the zero blip rather than a note.
        public var isZero: Bool

        /// The pitch in hertz: the note's, or the blip's (an octave below the range).
        public var frequency: Double

        /// The first frame of the tone's slot.
        public var slotStartFrame: Int

        /// The frames in the tone's slot (the tone and the silence after it).
        public var slotFrames: Int

        /// The first frame that sounds.
        public var soundStartFrame: Int

        /// The frames that sound, attack and release included.
        public var soundFrames: Int

        /// Where the tone sits in the stereo field: 0 is hard left, 1 hard right.
        public var pan: Double
    }

    /// A tick at a bucket boundary.
    public struct Tick: Hashable, Sendable {
        /// The tone that begins the new bucket; the tick sounds just before it.
        public var toneIndex: Int

        /// Regular at a new bucket, strong when the larger bucket changed too.
        public var strength: TickStrength

        /// The tick's first frame.
        public var startFrame: Int

        /// The tick's length in frames.
        public var frameCount: Int

        /// Where the tick sits in the stereo field, as its tone does.
        public var pan: Double
    }

    /// The quiet reference tone under the notes.
    public struct Reference: Hashable, Sendable {
        /// The value it stands for: the window's average or the goal.
        public var value: Double

        /// Its pitch in hertz.
        public var frequency: Double

        /// Its first frame.
        public var startFrame: Int

        /// Its length in frames.
        public var frameCount: Int
    }

    /// The options the plan was made with.
    public let options: AudioGraphOptions

    /// The window played.
    public let window: SampleWindow

    /// The tones, in time order.
    public private(set) var tones: [Tone]

    /// The ticks, in time order.
    public private(set) var ticks: [Tick]

    /// The reference tone, if one was asked for.
    public private(set) var reference: Reference?

    /// The calendar bucket each tone stands for when samples are grouped ("each tone is a
    /// week"), or `nil` when each tone is one sample.
    public let grouping: BucketKind?

    /// The bucket whose boundaries sound a tick ("a click marks each new week"), or `nil` when
    /// there are no ticks.
    public let tickKind: BucketKind?

    /// The bucket whose boundaries sound a strong tick, or `nil`.
    public let strongTickKind: BucketKind?

    /// The values the lowest and highest pitch stand for.
    public let valueAxis: ClosedRange<Double>

    /// Frames in each slot.
    public let slotFrames: Int

    /// Frames a note sounds in each slot.
    public let noteFrames: Int

    /// Frames before the first tone: a spoken introduction and its pause, or 0.
    public private(set) var leadInFrames: Int

    /// Frames in the whole file.
    public private(set) var frameCount: Int

    /// Frames per second.
    public var sampleRate: Int { options.sampleRate }

    /// The whole file's length in seconds.
    public var duration: Double { seconds(frameCount) }

    /// The tones' part of the file in seconds (the whole file less any introduction).
    public var tonesDuration: Double { seconds(frameCount - leadInFrames) }

    /// Each slot's length in seconds.
    public var slotDuration: Double { seconds(slotFrames) }

    /// Seconds in `frames`.
    public func seconds(_ frames: Int) -> Double { Double(frames) / Double(sampleRate) }

    /// Plans the audio graph of `window` of `series`.
    ///
    /// - Throws: ``AudioGraphError/invalidOption(option:found:expected:)`` when an option
    ///   cannot be used or the window holds no samples.
    public init(series: Series, window: SampleWindow, options: AudioGraphOptions) throws {
        try options.validate()
        guard !window.isEmpty, window.end <= series.count else {
            throw AudioGraphError.invalidOption(
                option: "window", found: window.isEmpty ? "no samples" : "\(window)",
                expected: "at least one sample of the series")
        }
        self.options = options
        self.window = window
        let sampleRate = options.sampleRate

        let grouping = Self.grouping(series: series, window: window, options: options)
        let groups = grouping.map { Self.groups(series: series, window: window, kind: $0, calendar: options.calendar) }
        let toneCount = groups?.count ?? window.count
        self.grouping = grouping

        func samples(ofTone index: Int) -> Range<Int> {
            groups?[index] ?? (window.start + index)..<(window.start + index + 1)
        }
        var values = [Double](repeating: 0, count: toneCount)
        for index in 0..<toneCount {
            let range = samples(ofTone: index)
            values[index] =
                range.count == 1
                ? series.values[range.lowerBound]
                : series.average(of: SampleWindow(start: range.lowerBound, end: range.upperBound))
        }

        let referenceValue: Double? =
            switch options.reference {
            case .none: nil
            case .average: series.average(of: window)
            case .goal(let goal): goal
            }
        // A gap (NaN, a sample with no value) has no place on the value axis.
        let present = values.filter { !$0.isNaN }
        var low = present.min() ?? 0
        var high = present.max() ?? 0
        if options.scale == .zeroToMaximum { low = min(low, 0) }
        if case .goal(let goal) = options.reference {
            low = min(low, goal)
            high = max(high, goal)
        }
        valueAxis = low...high

        let slotSeconds = min(
            max(options.targetDuration / Double(toneCount), options.shortestSlot), options.longestSlot)
        slotFrames = max(SoundDesign.seconds(slotSeconds, sampleRate), 1)
        noteFrames = max(Int((Double(slotFrames) * options.toneFraction).rounded()), 1)
        let blipFrames = SoundDesign.blipFrames(forSoundFrames: noteFrames, sampleRate: sampleRate)
        let gateRamp = SoundDesign.seconds(SoundDesign.glideGateRamp, sampleRate)
        let isGlide = options.style == .continuous

        var tones: [Tone] = []
        tones.reserveCapacity(toneCount)
        for index in 0..<toneCount {
            let value = values[index]
            let isZero = options.playsZeroAsBlip && value == 0
            let slotStart = index * slotFrames
            var soundStart = slotStart
            var soundFrames = isGlide && index < toneCount - 1 ? slotFrames : noteFrames
            if isZero {
                soundFrames = blipFrames
                // In a glide the line fades out over the start of a zero's slot; the blip follows.
                if isGlide { soundStart += min(gateRamp, max(slotFrames - blipFrames, 0)) }
            }
            let position = toneCount > 1 ? Double(index) / Double(toneCount - 1) : 0.5
            tones.append(
                Tone(
                    samples: samples(ofTone: index), value: value, isZero: isZero,
                    frequency: 0, slotStartFrame: slotStart, slotFrames: slotFrames,
                    soundStartFrame: soundStart, soundFrames: soundFrames,
                    pan: options.panDirection == .leftToRight ? position : 1 - position))
        }
        self.tones = tones
        self.ticks = []
        self.reference = nil
        leadInFrames = 0
        frameCount = toneCount * slotFrames

        let tickKind: BucketKind? = options.playsTicks ? (grouping.map { $0.larger } ?? series.cadence.bucket) : nil
        self.tickKind = tickKind
        strongTickKind = tickKind?.larger

        for index in self.tones.indices {
            // A gap keeps its slot but sounds nothing (the renderer skips it); its frequency is
            // only kept finite so that no arithmetic on it turns into NaN.
            let value = self.tones[index].value
            self.tones[index].frequency =
                self.tones[index].isZero ? blipFrequency : frequency(forValue: value.isNaN ? low : value)
        }
        if let tickKind {
            ticks = makeTicks(series: series, kind: tickKind, groups: groups)
        }
        if let referenceValue {
            let last = self.tones[toneCount - 1]
            reference = Reference(
                value: referenceValue, frequency: frequency(forValue: referenceValue), startFrame: 0,
                frameCount: last.slotStartFrame + noteFrames)
        }
    }

    /// The pitch of the zero blip: an octave below the range, lower than any note.
    public var blipFrequency: Double { options.pitchRange.low / 2 }

    /// The pitch a value sounds at: its place on the value axis as a place between the range's
    /// ends in log-frequency (equal steps of value are equal musical intervals), snapped to the
    /// scale if one is chosen. Values outside the axis sound at its ends; when the axis has no
    /// width every value sounds at the middle of the range.
    public func frequency(forValue value: Double) -> Double {
        let range = options.pitchRange
        let width = valueAxis.upperBound - valueAxis.lowerBound
        let position = width > 0 ? min(max((value - valueAxis.lowerBound) / width, 0), 1) : 0.5
        let continuous = range.low * pow(range.high / range.low, position)
        return Self.snap(continuous, to: options.pitchScale, in: range)
    }

    /// The same plan, every time moved later by `frames` (for a spoken introduction before the
    /// tones).
    public func delayed(by frames: Int) -> AudioGraphPlan {
        precondition(frames >= 0, "a plan can only be delayed")
        var plan = self
        for index in plan.tones.indices {
            plan.tones[index].slotStartFrame += frames
            plan.tones[index].soundStartFrame += frames
        }
        for index in plan.ticks.indices { plan.ticks[index].startFrame += frames }
        plan.reference?.startFrame += frames
        plan.leadInFrames += frames
        plan.frameCount += frames
        return plan
    }

    // MARK: - Grouping

    /// The bucket to group by, or `nil` for one tone per sample.
    static func grouping(series: Series, window: SampleWindow, options: AudioGraphOptions) -> BucketKind? {
        switch options.grouping {
        case .never: return nil
        case .by(let kind): return kind
        case .automatic: break
        }
        func fits(_ count: Int) -> Bool {
            Double(count) * options.shortestSlot <= options.longestDuration * (1 + 1e-12)
        }
        if fits(window.count) { return nil }
        var coarsest: BucketKind?
        for kind in [BucketKind.day, .week, .month, .year] {
            let count = groupCount(series: series, window: window, kind: kind, calendar: options.calendar)
            guard count < window.count else { continue }
            if fits(count) { return kind }
            coarsest = kind
        }
        // Nothing fits (centuries of yearly readings): the coarsest grouping that helps at all.
        return coarsest
    }

    static func groupCount(series: Series, window: SampleWindow, kind: BucketKind, calendar: BucketCalendar) -> Int {
        var count = 0
        var previous: Int?
        for index in window.indices {
            let bucket = calendar.bucket(kind, containing: series.times[index])
            if bucket != previous { count += 1 }
            previous = bucket
        }
        return count
    }

    static func groups(series: Series, window: SampleWindow, kind: BucketKind, calendar: BucketCalendar) -> [Range<Int>]
    {
        var result: [Range<Int>] = []
        var start = window.start
        var previous = calendar.bucket(kind, containing: series.times[window.start])
        for index in window.indices.dropFirst() {
            let bucket = calendar.bucket(kind, containing: series.times[index])
            if bucket != previous {
                result.append(start..<index)
                start = index
                previous = bucket
            }
        }
        result.append(start..<window.end)
        return result
    }

    // MARK: - Ticks

    private func makeTicks(series: Series, kind: BucketKind, groups: [Range<Int>]?) -> [Tick] {
        // Each new bucket, and each new larger bucket (a month that begins in the middle of a
        // week is still a strong tick, as it is when the range control steps across it).
        let boundaries = series.boundaries(in: window, kind: kind, calendar: options.calendar)
        var strengths: [(tone: Int, strength: TickStrength)] = []
        var group = 0
        for boundary in boundaries {
            let tone: Int
            if let groups {
                while groups[group].upperBound <= boundary.index { group += 1 }
                tone = group
            } else {
                tone = boundary.index - window.start
            }
            guard tone > 0 else { continue }
            if let last = strengths.last, last.tone == tone {
                strengths[strengths.count - 1].strength = max(last.strength, boundary.strength)
            } else {
                strengths.append((tone, boundary.strength))
            }
        }
        let gap = slotFrames - noteFrames
        return strengths.map { tone, strength in
            let frames = SoundDesign.seconds(
                strength == .strong ? SoundDesign.strongTickDuration : SoundDesign.regularTickDuration, sampleRate)
            let boundary = tones[tone].slotStartFrame
            var start: Int
            if options.style == .continuous {
                start = boundary - frames / 2
            } else {
                // In the silence before the new bucket's tone, after the previous tone has ended.
                start = boundary - gap / 2 - frames / 2
                start = max(start, tones[tone - 1].soundStartFrame + tones[tone - 1].soundFrames)
            }
            return Tick(
                toneIndex: tone, strength: strength, startFrame: max(start, 0), frameCount: frames,
                pan: tones[tone].pan)
        }
    }

    // MARK: - Pitch

    static func snap(_ frequency: Double, to scale: PitchScale, in range: PitchRange) -> Double {
        guard let degrees = scale.degrees else { return frequency }
        let lowNote = PitchRange.midiNote(ofFrequency: range.low)
        let highNote = PitchRange.midiNote(ofFrequency: range.high)
        let tonic = Int(lowNote.rounded())
        let target = PitchRange.midiNote(ofFrequency: frequency)
        var best: Int?
        var note = Int((lowNote - PitchRange.tolerance).rounded(.up))
        while Double(note) <= highNote + PitchRange.tolerance {
            let degree = ((note - tonic) % 12 + 12) % 12
            if degrees.contains(degree), best == nil || abs(Double(note) - target) < abs(Double(best!) - target) {
                best = note
            }
            note += 1
        }
        return best.map { PitchRange.frequency(ofMIDINote: $0) } ?? frequency
    }
}
