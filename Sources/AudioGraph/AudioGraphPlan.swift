import Foundation
import SpanModel

/// What an audio graph will play, worked out before a single sample is rendered: each tone's
/// time, pitch and value, the ticks, the earcons, the grouping, the value axis and the total
/// length.
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
    /// What a tone's slot holds.
    public enum ToneKind: Hashable, Sendable {
        /// A note whose pitch follows the value.
        case note

        /// The zero blip: a value of exactly zero on a value axis that starts at zero.
        case zero

        /// Silence: no value (a gap, or samples missing from the series), keeping its time.
        case silent
    }

    /// What marks a tone beyond its pitch: the earcons that sound with it.
    public struct ToneMarks: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The values rose to the threshold or above since the previous tone.
        public static let crossedUp = ToneMarks(rawValue: 1 << 0)
        /// The values fell below the threshold since the previous tone.
        public static let crossedDown = ToneMarks(rawValue: 1 << 1)
        /// The tone holds the window's highest sample.
        public static let highest = ToneMarks(rawValue: 1 << 2)
        /// The tone holds the window's lowest sample.
        public static let lowest = ToneMarks(rawValue: 1 << 3)
    }

    /// One tone: a sample, a calendar group of samples playing its average, or a silent slot.
    public struct Tone: Hashable, Sendable {
        /// The indices in the series of the samples the tone stands for (empty for samples
        /// missing from the series: the slot stands between two samples).
        public var samples: Range<Int>

        /// When the tone's time begins: its first sample's instant, or where the missing sample
        /// or bucket would have been (seconds since 1970).
        public var instant: Double

        /// The value played: the sample's, or the group's average; not a number when silent.
        public var value: Double

        /// A note, the zero blip or silence.
        public var kind: ToneKind

        /// The earcons that sound with the tone.
        public var marks: ToneMarks

        /// The note's pitch in hertz; 0 for the zero blip and for silence (see
        /// ``AudioGraphPlan/blipSweep`` for the blip's).
        public var frequency: Double

        /// The first frame of the tone's slot.
        public var slotStartFrame: Int

        /// The frames in the tone's slot (the tone and the silence after it).
        public var slotFrames: Int

        /// The first frame that sounds.
        public var soundStartFrame: Int

        /// The frames that sound, attack and release included (0 when silent).
        public var soundFrames: Int

        /// Where the tone sits in the stereo field: 0 is hard left, 1 hard right.
        public var pan: Double

        /// Whether the tone is the zero blip rather than a note.
        public var isZero: Bool { kind == .zero }

        /// Whether the slot is silent.
        public var isSilent: Bool { kind == .silent }
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

    /// The short sounds that mark a tone: the highest and lowest, and threshold crossings.
    public enum EarconKind: Hashable, Sendable, CaseIterable {
        /// A quick rising chirp high above the notes: the highest value.
        case highest
        /// A quick falling chirp high above the notes: the lowest value.
        case lowest
        /// A high bell: the values rose to the threshold or above.
        case crossedUp
        /// A lower bell: the values fell below the threshold.
        case crossedDown
    }

    /// An earcon's place in time.
    public struct Earcon: Hashable, Sendable {
        /// What it marks.
        public var kind: EarconKind

        /// The tone it marks.
        public var toneIndex: Int

        /// Its first frame.
        public var startFrame: Int

        /// Its length in frames.
        public var frameCount: Int

        /// Where it sits in the stereo field, as its tone does.
        public var pan: Double
    }

    /// A stretch of the graph one caption covers: one tone that sounds, or a run of silent
    /// slots (gaps and missing samples), so that a hole reads as one caption ("7 to 9 March, no
    /// data").
    public struct CueSpan: Hashable, Sendable {
        /// The tones it covers.
        public var tones: Range<Int>

        /// Whether it is a run of silence.
        public var isSilent: Bool

        /// Its first frame: its first slot's start.
        public var startFrame: Int

        /// Its end: its last slot's end.
        public var endFrame: Int

        /// When its first slot's time begins.
        public var firstInstant: Double

        /// When its last slot's time begins; for a run of silent buckets, a time on the last
        /// bucket's last day.
        public var lastInstant: Double
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

    /// The earcons, in time order.
    public private(set) var earcons: [Earcon]

    /// The reference tone, if one was asked for.
    public private(set) var reference: Reference?

    /// The calendar bucket each tone stands for when samples are grouped ("each tone is a
    /// week"), or `nil` when each tone is one sample.
    public let grouping: BucketKind?

    /// The stretch of the calendar whose starts sound a tick ("a click marks each new week"):
    /// the next larger than a tone, so that not every tone has one (days of hourly readings,
    /// weeks of daily ones, years of monthly ones, decades of yearly ones); `nil` when there are
    /// no ticks.
    public let tickKind: TimeMark?

    /// The next larger stretch, whose starts sound a strong tick, or `nil`.
    public let strongTickKind: TimeMark?

    /// The values the lowest and highest pitch stand for: the window's true lowest and highest
    /// samples (not the groups' averages), with zero when ``AudioGraphOptions/axis`` asks for
    /// it, any goal, and any axis shared with other graphs.
    public let valueAxis: ClosedRange<Double>

    /// The window's true lowest and highest values, or `nil` when it holds none.
    public let valueExtent: ClosedRange<Double>?

    /// The share of the pitch range, from 0 to 1, between the window's lowest and highest value:
    /// 1 on the window's own axis, less on an axis that holds zero or is shared with other
    /// series; 0 when the window holds one value (or none).
    public var extentShare: Double {
        guard let valueExtent else { return 0 }
        return axisPosition(of: valueExtent.upperBound) - axisPosition(of: valueExtent.lowerBound)
    }

    /// The index in the series of the window's highest sample (the first when several tie), or
    /// `nil` when every sample has the same value (or none has one).
    public let highestSample: Int?

    /// The index in the series of the window's lowest sample, as ``highestSample``.
    public let lowestSample: Int?

    /// Frames in each slot.
    public let slotFrames: Int

    /// Frames a note sounds in each slot (a note before a tick may be shorter, to leave the
    /// tick its silence).
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
    var slotDuration: Double { seconds(slotFrames) }

    /// Seconds in `frames`.
    public func seconds(_ frames: Int) -> Double { Double(frames) / Double(sampleRate) }

    /// Whether zero sounds as the blip: the value axis starts at zero (no value below it) and
    /// the blip is on.
    public var playsZeroAsBlip: Bool {
        options.playsZeroAsBlip && options.scale != .logarithmic && valueAxis.lowerBound == 0
    }

    /// The zero blip's falling sweep, in hertz: from 800 Hz down to 200 Hz, all of it above what
    /// small speakers cut.
    var blipSweep: (from: Double, to: Double) { (SoundDesign.blipSweepStart, SoundDesign.blipSweepEnd) }

    /// How many slots are silent: gaps, and samples or buckets missing from the series.
    public var silentToneCount: Int {
        tones.reduce(0) { $0 + ($1.isSilent ? 1 : 0) }
    }

    /// The stretches the cue file captions: each sounding tone, and each run of silent slots.
    public var cueSpans: [CueSpan] {
        var spans: [CueSpan] = []
        var index = 0
        while index < tones.count {
            var end = index + 1
            if tones[index].isSilent {
                while end < tones.count, tones[end].isSilent { end += 1 }
            }
            let last = tones[end - 1]
            var lastInstant = last.instant
            if let grouping, last.isSilent {
                // A silent bucket stands for all its days: the run ends on its last day.
                let calendar = options.calendar
                let next = calendar.bucket(grouping, containing: last.instant) + 1
                lastInstant = Self.bucketStart(grouping, ordinal: next, calendar: calendar) - Cadence.day
            }
            spans.append(
                CueSpan(
                    tones: index..<end, isSilent: tones[index].isSilent, startFrame: tones[index].slotStartFrame,
                    endFrame: last.slotStartFrame + last.slotFrames, firstInstant: tones[index].instant,
                    lastInstant: lastInstant))
            index = end
        }
        return spans
    }

    /// How many tones mark a crossing of the threshold upward and downward.
    public var thresholdCrossings: (up: Int, down: Int) {
        var up = 0
        var down = 0
        for tone in tones {
            if tone.marks.contains(.crossedUp) { up += 1 }
            if tone.marks.contains(.crossedDown) { down += 1 }
        }
        return (up, down)
    }

    /// Plans the audio graph of `window` of `series`.
    ///
    /// - Throws: ``AudioGraphError/invalidOption(option:found:expected:)`` when an option
    ///   cannot be used or the window holds no samples;
    ///   ``AudioGraphError/notPositive(sample:value:count:)`` when the logarithmic scale meets
    ///   a value at or below zero.
    public init(series: Series, window: SampleWindow, options: AudioGraphOptions) throws(AudioGraphError) {
        try options.validate()
        guard !window.isEmpty, window.start >= 0, window.end <= series.count else {
            throw AudioGraphError.invalidOption(
                option: "window", found: window.isEmpty ? "no samples" : "\(window)",
                expected: "at least one sample of the series")
        }
        self.options = options
        self.window = window
        let sampleRate = options.sampleRate

        // The window's true extremes, found once, before any grouping averages them away.
        let extremes = Self.extremes(series: series, window: window)
        if options.scale == .logarithmic {
            try Self.requirePositive(series: series, window: window, lowest: extremes?.lowest)
            if case .goal(let goal) = options.reference, !(goal > 0) {
                throw AudioGraphError.invalidOption(
                    option: "reference", found: "\(goal)", expected: "a goal above zero on the logarithmic scale")
            }
        }

        let grouping = try Self.grouping(series: series, window: window, options: options)
        self.grouping = grouping
        var slots: [Slot] = []
        Self.forEachSlot(series: series, window: window, grouping: grouping, calendar: options.calendar) {
            slots.append($0)
        }
        let toneCount = slots.count
        var values = [Double](repeating: .nan, count: toneCount)
        for (index, slot) in slots.enumerated() where !slot.samples.isEmpty {
            values[index] =
                slot.samples.count == 1
                ? series.values[slot.samples.lowerBound]
                : series.average(of: SampleWindow(start: slot.samples.lowerBound, end: slot.samples.upperBound))
        }

        // The axis spans the true extremes: a grouped graph still names, and reaches, the
        // window's real highest and lowest.
        var low = extremes.map { series.values[$0.lowest] } ?? 0
        var high = extremes.map { series.values[$0.highest] } ?? 0
        if options.axis == .zero {
            low = min(low, 0)
            high = max(high, 0)
        }
        if case .goal(let goal) = options.reference {
            low = min(low, goal)
            high = max(high, goal)
        }
        if let shared = options.sharedValueAxis {
            low = min(low, shared.lowerBound)
            high = max(high, shared.upperBound)
        }
        valueAxis = low...high
        valueExtent = extremes.map { series.values[$0.lowest]...series.values[$0.highest] }
        if let extremes, series.values[extremes.highest] > series.values[extremes.lowest] {
            highestSample = extremes.highest
            lowestSample = extremes.lowest
        } else {
            highestSample = nil
            lowestSample = nil
        }

        let slotSeconds = min(
            max(options.targetDuration / Double(toneCount), options.shortestSlot), options.longestSlot)
        slotFrames = max(SoundDesign.seconds(slotSeconds, sampleRate), 1)
        noteFrames = max(Int((Double(slotFrames) * options.toneFraction).rounded()), 1)

        tones = []
        ticks = []
        earcons = []
        reference = nil
        leadInFrames = 0
        frameCount = toneCount * slotFrames
        // Tones stand for a group's bucket, or lie the series' median gap apart.
        let toneSpacing = grouping.map { TimeMark($0).meanDays * Cadence.day } ?? series.cadence.medianGap
        let tickKind = options.playsTicks ? TimeMark.marking(tonesApart: toneSpacing) : nil
        self.tickKind = tickKind
        strongTickKind = tickKind?.larger

        let blips = playsZeroAsBlip
        tones.reserveCapacity(toneCount)
        for index in 0..<toneCount {
            let value = values[index]
            let kind: ToneKind = value.isNaN ? .silent : (blips && value == 0 ? .zero : .note)
            let position = toneCount > 1 ? Double(index) / Double(toneCount - 1) : 0.5
            tones.append(
                Tone(
                    samples: slots[index].samples, instant: slots[index].instant, value: value, kind: kind, marks: [],
                    frequency: kind == .note ? frequency(forValue: value) : 0,
                    slotStartFrame: index * slotFrames, slotFrames: slotFrames, soundStartFrame: index * slotFrames,
                    soundFrames: 0,
                    pan: options.fixedPan ?? (options.panDirection == .leftToRight ? position : 1 - position)))
        }
        slots = []
        markExtremes()
        markThresholdCrossings()
        if let tickKind {
            ticks = Self.tickPlaces(tones: tones, kind: tickKind, calendar: options.calendar)
                .map {
                    Tick(
                        toneIndex: $0.tone, strength: $0.strength, startFrame: 0, frameCount: 0, pan: tones[$0.tone].pan
                    )
                }
        }
        placeSounds()
        placeTicks()
        placeEarcons()

        let referenceValue: Double? =
            switch options.reference {
            case .none: nil
            case .average: series.average(of: window)
            case .goal(let goal): goal
            }
        if let referenceValue, referenceValue.isFinite, let last = tones.lastIndex(where: { !$0.isSilent }) {
            reference = Reference(
                value: referenceValue, frequency: frequency(forValue: referenceValue), startFrame: 0,
                frameCount: tones[last].slotStartFrame + noteFrames)
        }
    }

    /// The pitch a value sounds at: its place on the value axis as a place between the range's
    /// ends in log-frequency (equal steps of value are equal musical intervals; on the
    /// logarithmic scale, equal ratios of value are), snapped to the scale if one is chosen.
    /// Values outside the axis sound at its ends; when the axis has no width every value sounds
    /// at the middle of the range (at its bottom on an axis of zeros).
    public func frequency(forValue value: Double) -> Double {
        let range = options.pitchRange
        let continuous = range.low * pow(range.high / range.low, axisPosition(of: value))
        return Self.snap(continuous, to: options.pitchScale, in: range)
    }

    /// A value's place on the value axis, from 0 (the lowest pitch) to 1 (the highest): linear
    /// in value, or in the logarithm of value on the logarithmic scale. Values outside the axis
    /// are at its ends; on an axis with no width every value is in the middle (at the bottom
    /// on an axis of zeros).
    public func axisPosition(of value: Double) -> Double {
        if options.scale == .logarithmic, valueAxis.lowerBound > 0 {
            let width = log(valueAxis.upperBound / valueAxis.lowerBound)
            return width > 0 && value > 0
                ? min(max(log(value / valueAxis.lowerBound) / width, 0), 1) : (value > 0 ? 0.5 : 0)
        }
        let width = valueAxis.upperBound - valueAxis.lowerBound
        if width > 0 { return min(max((value - valueAxis.lowerBound) / width, 0), 1) }
        return valueAxis.lowerBound == 0 ? 0 : 0.5
    }

    /// The same plan, every time moved later by `frames` (for a spoken introduction before the
    /// tones).
    func delayed(by frames: Int) -> AudioGraphPlan {
        precondition(frames >= 0, "a plan can only be delayed")
        var plan = self
        for index in plan.tones.indices {
            plan.tones[index].slotStartFrame += frames
            plan.tones[index].soundStartFrame += frames
        }
        for index in plan.ticks.indices { plan.ticks[index].startFrame += frames }
        for index in plan.earcons.indices { plan.earcons[index].startFrame += frames }
        plan.reference?.startFrame += frames
        plan.leadInFrames += frames
        plan.frameCount += frames
        return plan
    }

    // MARK: - Extremes and the threshold

    /// The first highest and first lowest sample of the window, or `nil` when it has no value.
    static func extremes(series: Series, window: SampleWindow) -> (highest: Int, lowest: Int)? {
        guard let highest = series.indexOfMaximum(in: window), let lowest = series.indexOfMinimum(in: window) else {
            return nil
        }
        return (highest, lowest)
    }

    /// Refuses a window with a value at or below zero, for the logarithmic scale.
    static func requirePositive(series: Series, window: SampleWindow, lowest: Int?) throws(AudioGraphError) {
        guard let lowest, series.values[lowest] <= 0 else { return }
        var count = 0
        for index in window.indices where series.values[index] <= 0 { count += 1 }
        let first = window.indices.first { series.values[$0] <= 0 }!
        throw AudioGraphError.notPositive(sample: first, value: series.values[first], count: count)
    }

    /// Marks the tones that hold the window's highest and lowest samples.
    private mutating func markExtremes() {
        guard options.marksExtremes, let highestSample, let lowestSample else { return }
        for (sample, mark) in [(highestSample, ToneMarks.highest), (lowestSample, .lowest)] {
            if let tone = toneIndex(holding: sample) { tones[tone].marks.insert(mark) }
        }
    }

    /// The tone whose samples include `sample`, by binary search over the tones in time order.
    func toneIndex(holding sample: Int) -> Int? {
        var low = 0
        var high = tones.count
        while low < high {
            let middle = (low + high) / 2
            let samples = tones[middle].samples
            if samples.isEmpty ? samples.lowerBound <= sample : samples.upperBound <= sample {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < tones.count && tones[low].samples.contains(sample) ? low : nil
    }

    /// Marks each tone on the other side of the threshold from the sounding tone before it
    /// (silence in between does not count as a side).
    private mutating func markThresholdCrossings() {
        guard let threshold = options.threshold else { return }
        var wasAtOrAbove: Bool?
        for index in tones.indices where !tones[index].isSilent {
            let isAtOrAbove = tones[index].value >= threshold
            if let wasAtOrAbove, wasAtOrAbove != isAtOrAbove {
                tones[index].marks.insert(isAtOrAbove ? .crossedUp : .crossedDown)
            }
            wasAtOrAbove = isAtOrAbove
        }
    }

    // MARK: - Grouping

    /// The most tones a graph may have: 1,000,000, nearly 17 hours at 60 ms a tone. Only a graph
    /// that is never grouped, or a series with a hole of centuries, could ask for more.
    public static let mostTones = 1_000_000

    /// One tone's place before it has a sound: the samples it stands for (none for a missing
    /// sample or bucket) and when its time begins.
    struct Slot {
        var samples: Range<Int>
        var instant: Double
    }

    /// The frames the tones of the plan of `window` would take, worked out without planning a
    /// tone: the grouping and the count of slots, times the slot's length. A writer refuses a
    /// graph too long for its format with it before the work of planning (a million tones
    /// take seconds and hundreds of megabytes to plan).
    ///
    /// - Throws: as ``init(series:window:options:)`` for an option that cannot be used or more
    ///   than ``mostTones`` tones.
    /// - Complexity: O(n) in the window's samples, a few passes, no allocation a sample.
    public static func tonesFrameCount(
        series: Series, window: SampleWindow, options: AudioGraphOptions
    ) throws(AudioGraphError) -> Int {
        try options.validate()
        guard !window.isEmpty, window.start >= 0, window.end <= series.count else { return 0 }
        let grouping = try Self.grouping(series: series, window: window, options: options)
        var count = 0
        if grouping == nil {
            count = window.count + series.missingSampleCount(in: window)
        } else {
            forEachSlot(series: series, window: window, grouping: grouping, calendar: options.calendar) { _ in
                count += 1
            }
        }
        let slotSeconds = min(max(options.targetDuration / Double(count), options.shortestSlot), options.longestSlot)
        return count * max(SoundDesign.seconds(slotSeconds, options.sampleRate), 1)
    }

    /// The bucket to group by, or `nil` for one tone per sample.
    ///
    /// Grouping starts when even the shortest slots would take longer than the longest duration
    /// or the duration asked for, whichever is longer. Missing samples count: they keep their
    /// time.
    ///
    /// - Throws: ``AudioGraphError/tooManyTones(count:limit:)`` when the graph would have more
    ///   than ``mostTones`` tones.
    static func grouping(
        series: Series, window: SampleWindow, options: AudioGraphOptions
    ) throws(AudioGraphError) -> BucketKind? {
        func count(_ kind: BucketKind?) -> Int {
            if kind == nil { return window.count + series.missingSampleCount(in: window) }
            var count = 0
            forEachSlot(series: series, window: window, grouping: kind, calendar: options.calendar) { _ in count += 1 }
            return count
        }
        func refuseTooMany(_ count: Int) throws(AudioGraphError) {
            guard count > mostTones else { return }
            throw AudioGraphError.tooManyTones(count: count, limit: mostTones)
        }
        switch options.grouping {
        case .never:
            try refuseTooMany(count(nil))
            return nil
        case .by(let kind):
            try refuseTooMany(count(kind))
            return kind
        case .automatic: break
        }
        let limit = max(options.longestDuration, options.targetDuration)
        func fits(_ count: Int) -> Bool {
            Double(count) * options.shortestSlot <= limit * (1 + 1e-12)
        }
        let ungrouped = count(nil)
        if fits(ungrouped) { return nil }
        var coarsest: (kind: BucketKind, count: Int)?
        for kind in [BucketKind.day, .week, .month, .year] {
            let grouped = count(kind)
            guard grouped < ungrouped else { continue }
            if fits(grouped) { return kind }
            coarsest = (kind, grouped)
        }
        // Nothing fits (centuries of yearly readings): the coarsest grouping that helps at all.
        try refuseTooMany(coarsest?.count ?? ungrouped)
        return coarsest?.kind
    }

    /// Each tone's slot in order: one a sample (gaps included), and one for each sample missing
    /// between two neighbours; or, grouped, one a bucket holding samples, and one for each bucket
    /// that falls in a hole of missing samples.
    static func forEachSlot(
        series: Series, window: SampleWindow, grouping: BucketKind?, calendar: BucketCalendar, _ body: (Slot) -> Void
    ) {
        let times = series.times
        guard let kind = grouping else {
            for index in window.indices {
                body(Slot(samples: index..<(index + 1), instant: times[index]))
                guard index < window.last else { break }
                let missing = series.missingSampleCount(after: index)
                for offset in 0..<missing {
                    body(
                        Slot(
                            samples: (index + 1)..<(index + 1),
                            instant: missingInstant(
                                series: series, after: index, offset: offset + 1, calendar: calendar)))
                }
            }
            return
        }
        var start = window.start
        var bucket = calendar.bucket(kind, containing: times[window.start])
        var index = window.start + 1
        while index <= window.end {
            let next = index < window.end ? calendar.bucket(kind, containing: times[index]) : nil
            if next != bucket {
                body(Slot(samples: start..<index, instant: times[start]))
                if let next, next > bucket + 1, series.missingSampleCount(after: index - 1) > 0 {
                    // Whole buckets fell in the hole: each keeps its time, silent.
                    for missing in (bucket + 1)..<next {
                        body(
                            Slot(
                                samples: index..<index, instant: bucketStart(kind, ordinal: missing, calendar: calendar)
                            ))
                    }
                }
                if let next { bucket = next }
                start = index
            }
            index += 1
        }
    }

    /// Where the `offset`-th sample missing after sample `index` would have been: a whole number
    /// of months or years later for monthly and yearly data, else that many slot lengths.
    static func missingInstant(series: Series, after index: Int, offset: Int, calendar: BucketCalendar) -> Double {
        series.missingInstant(after: index, offset: offset, calendar: calendar)
    }

    /// The first instant of the bucket of `kind` with ordinal `ordinal`.
    static func bucketStart(_ kind: BucketKind, ordinal: Int, calendar: BucketCalendar) -> Double {
        let day: Int
        switch kind {
        case .day:
            day = ordinal
        case .week:
            // A week's ordinal is its first day divided by seven, rounded down: that day is the
            // one of the seven from 7 × ordinal that falls on the first weekday.
            day = (7 * ordinal..<(7 * ordinal + 7)).first {
                BucketCalendar.weekday(ofDayNumber: $0) == calendar.firstWeekday
            }!
        case .month:
            let year = ordinal >= 0 ? ordinal / 12 : (ordinal - 11) / 12
            day = CivilDate(year: year, month: ordinal - year * 12 + 1, day: 1).dayNumber
        case .year:
            day = CivilDate(year: ordinal, month: 1, day: 1).dayNumber
        }
        return calendar.instant(dayNumber: day)
    }

    // MARK: - Placing sounds in time

    /// How far from a slot's edge the glide keeps a blip or an earcon: half a strong tick and
    /// its silence, since a tick may stand on the edge.
    var glideMarginFrames: Int {
        max(
            SoundDesign.seconds(SoundDesign.glideMargin, sampleRate),
            SoundDesign.tickFrames(.strong, noteFrames: noteFrames, sampleRate: sampleRate) / 2
                + SoundDesign.seconds(SoundDesign.tickGuard, sampleRate))
    }

    /// Each tone's sound within its slot: a note for three quarters of it (or, in a glide, the
    /// whole slot), the blip for four tenths of a note, silence for nothing.
    private mutating func placeSounds() {
        let isGlide = options.style == .continuous
        let blipFrames = SoundDesign.blipFrames(forSoundFrames: noteFrames, sampleRate: sampleRate)
        // In a glide the line fades out at a zero's slot and a tick may stand on its edges: the
        // blip keeps clear of both.
        let glideMargin = glideMarginFrames
        let last = tones.count - 1
        for index in tones.indices {
            let slotStart = tones[index].slotStartFrame
            switch tones[index].kind {
            case .silent:
                tones[index].soundFrames = 0
            case .zero:
                if isGlide {
                    tones[index].soundStartFrame = slotStart + glideMargin
                    tones[index].soundFrames = max(min(blipFrames, slotFrames - 2 * glideMargin), 1)
                } else {
                    tones[index].soundFrames = blipFrames
                }
            case .note:
                tones[index].soundFrames =
                    isGlide && index < last && !tones[index + 1].isSilent ? slotFrames : noteFrames
            }
        }
    }

    /// The ticks in the silence before the new bucket's tone, with at least
    /// ``SoundDesign/tickGuard`` of silence on either side: when the silence after the previous
    /// tone is too short, that tone ends earlier. In a glide each tick is centred on the slot
    /// boundary and the line falls silent around it.
    private mutating func placeTicks() {
        let guardFrames = SoundDesign.seconds(SoundDesign.tickGuard, sampleRate)
        for index in ticks.indices {
            let strength = ticks[index].strength
            let frames = SoundDesign.tickFrames(strength, noteFrames: noteFrames, sampleRate: sampleRate)
            let tone = ticks[index].toneIndex
            let boundary = tones[tone].slotStartFrame
            ticks[index].frameCount = frames
            if options.style == .continuous {
                ticks[index].startFrame = boundary - frames / 2
                continue
            }
            let previous = tone - 1
            var soundEnd = tones[previous].soundStartFrame + tones[previous].soundFrames
            let needed = frames + 2 * guardFrames
            if boundary - soundEnd < needed, tones[previous].kind == .note {
                tones[previous].soundFrames = max(boundary - needed - tones[previous].soundStartFrame, 1)
                soundEnd = tones[previous].soundStartFrame + tones[previous].soundFrames
            }
            let gap = boundary - soundEnd
            ticks[index].startFrame = soundEnd + max((gap - frames) / 2, guardFrames)
        }
    }

    /// The earcons of each marked tone, one after another from the tone's start (in a glide,
    /// centred in its slot, clear of the ticks), each as long as
    /// ``SoundDesign/earconFrames(noteFrames:sampleRate:)`` or shorter to fit before the next
    /// tick's silence.
    private mutating func placeEarcons() {
        let guardFrames = SoundDesign.seconds(SoundDesign.tickGuard, sampleRate)
        let gapFrames = SoundDesign.seconds(SoundDesign.earconGap, sampleRate)
        let longest = SoundDesign.earconFrames(noteFrames: noteFrames, sampleRate: sampleRate)
        let shortest = SoundDesign.seconds(SoundDesign.shortestEarcon, sampleRate)
        let isGlide = options.style == .continuous
        let glideMargin = glideMarginFrames
        var nextTick = 0
        for index in tones.indices where !tones[index].marks.isEmpty {
            var kinds: [EarconKind] = []
            let marks = tones[index].marks
            if marks.contains(.crossedUp) { kinds.append(.crossedUp) }
            if marks.contains(.crossedDown) { kinds.append(.crossedDown) }
            if marks.contains(.highest) { kinds.append(.highest) }
            if marks.contains(.lowest) { kinds.append(.lowest) }
            let tone = tones[index]
            let slotEnd = tone.slotStartFrame + tone.slotFrames
            while nextTick < ticks.count, ticks[nextTick].toneIndex <= index { nextTick += 1 }
            let tickAfter = nextTick < ticks.count && ticks[nextTick].toneIndex == index + 1 ? ticks[nextTick] : nil
            var start = tone.soundStartFrame
            var end = slotEnd - guardFrames
            if isGlide {
                start = tone.slotStartFrame + glideMargin
                end = slotEnd - glideMargin
            } else if let tickAfter {
                end = min(end, tickAfter.startFrame - guardFrames)
            }
            let count = kinds.count
            let fitting = (end - start - gapFrames * (count - 1)) / count
            let length = max(min(longest, fitting), shortest)
            let total = length * count + gapFrames * (count - 1)
            if isGlide { start = max(start, tone.slotStartFrame + (tone.slotFrames - total) / 2) }
            for (offset, kind) in kinds.enumerated() {
                earcons.append(
                    Earcon(
                        kind: kind, toneIndex: index, startFrame: start + offset * (length + gapFrames),
                        frameCount: length, pan: tone.pan))
            }
        }
    }

    // MARK: - Ticks

    /// The tones that begin a new bucket of `kind` (strong where the larger bucket changed
    /// too, even in the middle of a bucket of `kind`: a month that begins in the middle of a
    /// week is still a strong tick, as it is when the range control steps across it). Silent
    /// slots count: a new week inside a hole still ticks, so a listener can count the weeks of
    /// silence.
    static func tickPlaces(
        tones: [Tone], kind: TimeMark, calendar: BucketCalendar
    ) -> [(tone: Int, strength: TickStrength)] {
        guard tones.count > 1 else { return [] }
        var places: [(tone: Int, strength: TickStrength)] = []
        var previousDay = calendar.dayNumber(of: tones[0].instant)
        var previousBucket = calendar.ordinal(of: kind, ofDayNumber: previousDay)
        var previousLarger = kind.larger.map { calendar.ordinal(of: $0, ofDayNumber: previousDay) }
        for index in 1..<tones.count {
            let day = calendar.dayNumber(of: tones[index].instant)
            if day == previousDay { continue }
            let bucket = calendar.ordinal(of: kind, ofDayNumber: day)
            let larger = kind.larger.map { calendar.ordinal(of: $0, ofDayNumber: day) }
            let largerChanged = larger != nil && larger != previousLarger
            if bucket != previousBucket || largerChanged {
                places.append((index, largerChanged ? .strong : .regular))
            }
            previousDay = day
            previousBucket = bucket
            previousLarger = larger
        }
        return places
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
