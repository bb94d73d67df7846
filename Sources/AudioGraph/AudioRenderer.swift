import Foundation
import SpanModel

/// An audio graph as sound, whole: interleaved frames at the plan's sample rate, and the plan
/// as played (its times moved later by any spoken introduction).
///
/// For short graphs and for tests; files are written from an ``AudioStream``, a block at a
/// time, so that memory stays bounded however long the graph.
public struct RenderedAudio: Sendable {
    /// Samples, interleaved by channel (left, right, left, right... in stereo), in full scale
    /// (-1 to 1).
    public var samples: [Float]

    /// Channels per frame.
    public let channelCount: Int

    /// Frames per second.
    public let sampleRate: Int

    /// The plan as played: with an introduction, every time is later by its length and pause.
    public let plan: AudioGraphPlan

    /// The integrated loudness of the tones as rendered, in LUFS, worked out from the score.
    public let loudness: Double

    /// The integrated loudness of the spoken introduction as rendered, in LUFS, measured;
    /// `nil` without one.
    public let speechLoudness: Double?

    /// Frames in the audio.
    public var frameCount: Int { samples.count / channelCount }

    /// Creates audio from interleaved samples.
    public init(
        samples: [Float], channelCount: Int, sampleRate: Int, plan: AudioGraphPlan, loudness: Double = -.infinity,
        speechLoudness: Double? = nil
    ) {
        precondition(channelCount > 0 && samples.count % channelCount == 0, "samples must fill whole frames")
        self.samples = samples
        self.channelCount = channelCount
        self.sampleRate = sampleRate
        self.plan = plan
        self.loudness = loudness
        self.speechLoudness = speechLoudness
    }
}

/// Turns a plan into sound.
///
/// The graph is rendered a block at a time into a buffer the caller owns, so that memory stays
/// bounded however long the graph is. Its loudness is known before the first block: it is
/// worked out from the score (each sound's K-weighted power and envelope, gated as ITU-R
/// BS.1770 gates), so the whole graph is scaled to ``LoudnessTarget/integrated`` in one pass,
/// under -1 dBFS. A spoken introduction is measured with libebur128 and brought to the tones'
/// loudness, its peaks held under -1 dBFS by a look-ahead limiter.
///
/// Oscillators start at phase zero and advance by exact rotations, so the same plan always
/// gives the same samples, whatever the block size. Notes are sums of harmonics kept below the
/// Nyquist frequency, balanced for equal loudness across pitch (the 60-phon contour of ISO
/// 226), with raised-cosine attacks and releases of at least 5 ms.
///
/// ```swift
/// var stream = try AudioRenderer().stream(plan)
/// try AudioFileWriter(format: .wav).write(&stream, to: "graph.wav")
/// ```
///
/// - Complexity: O(frames × harmonics) to render; O(tones) to plan the loudness.
public struct AudioRenderer: Sendable {
    /// Creates a renderer.
    public init() {}

    /// The graph as a stream of blocks, preceded by `introduction` and the plan's pause when
    /// one is given.
    ///
    /// The introduction must be at the plan's sample rate; it is placed in every channel.
    public func stream(_ plan: AudioGraphPlan, introduction: SpeechClip? = nil) -> AudioStream {
        AudioStream(plan: plan, introduction: introduction)
    }

    /// The whole graph in one buffer, preceded by `introduction` when one is given.
    public func render(_ plan: AudioGraphPlan, introduction: SpeechClip? = nil) -> RenderedAudio {
        var stream = self.stream(plan, introduction: introduction)
        var samples = [Float](repeating: 0, count: stream.frameCount * stream.channelCount)
        samples.withUnsafeMutableBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                let end = min(offset + AudioStream.blockFrames * stream.channelCount, buffer.count)
                let frames = stream.render(into: UnsafeMutableBufferPointer(rebasing: buffer[offset..<end]))
                if frames == 0 { break }
                offset += frames * stream.channelCount
            }
        }
        return RenderedAudio(
            samples: samples, channelCount: stream.channelCount, sampleRate: stream.sampleRate, plan: stream.plan,
            loudness: stream.loudness, speechLoudness: stream.speechLoudness)
    }
}

/// An audio graph being rendered, a block at a time: the sounds that have started are kept
/// with their oscillators' state, so a block boundary changes nothing in the samples.
///
/// The memory it holds is the plan, a few sounds at a time, and the caller's block.
public struct AudioStream: Sendable {
    /// Frames a writer asks for at a time.
    public static let blockFrames = 8_192

    /// The plan as played: with an introduction, every time is later by its length and pause.
    public let plan: AudioGraphPlan

    /// Channels per frame.
    public let channelCount: Int

    /// Frames per second.
    public var sampleRate: Int { plan.sampleRate }

    /// Frames in the whole graph.
    public var frameCount: Int { plan.frameCount }

    /// The gain the graph's sounds are scaled by, as an amplitude ratio, to reach the loudness
    /// target under the peak limit.
    public let gain: Double

    /// The integrated loudness of the tones as rendered, in LUFS, worked out from the score;
    /// `-infinity` for a graph with nothing to hear.
    public let loudness: Double

    /// The integrated loudness of the spoken introduction as rendered, in LUFS, measured;
    /// `nil` without one.
    public let speechLoudness: Double?

    /// The highest any sample can reach, in full scale: the sum of the peaks of the sounds that
    /// play at once, per channel.
    public let peakBound: Double

    private var voices: Score.Iterator
    private var pending: VoiceSpec?
    private var active: [LiveVoice] = []
    private var cursor = 0

    init(plan original: AudioGraphPlan, introduction: SpeechClip?) {
        let channels = original.options.channels.channelCount
        channelCount = channels
        var played = original
        if let introduction {
            precondition(introduction.sampleRate == original.sampleRate, "speech must be at the plan's sample rate")
            let pause = SoundDesign.seconds(original.options.introductionPause, original.sampleRate)
            played = original.delayed(by: introduction.samples.count + pause)
        }
        plan = played

        // The tones' loudness and peak at unit gain, from the score, then the gain.
        let unit = Score(plan: played, speech: nil, channelCount: channels)
        let (unitLoudness, unitPeak) = Self.predict(unit, channelCount: channels)
        var gain = unitLoudness.isFinite ? LoudnessTarget.gain(from: unitLoudness, to: LoudnessTarget.integrated) : 1
        if unitPeak * gain > SoundDesign.peakCeiling { gain = SoundDesign.peakCeiling / unitPeak }
        self.gain = gain
        loudness = unitLoudness + 20 * log10(gain)
        peakBound = unitPeak * gain

        // The speech at the tones' loudness.
        var speech: [Float]?
        if let introduction {
            let target = loudness.isFinite ? loudness : LoudnessTarget.integrated
            let leveled = SpeechLeveler.level(introduction.samples, sampleRate: introduction.sampleRate, channelCount: channels, to: target)
            speech = leveled.samples
            speechLoudness = leveled.loudness
        } else {
            speechLoudness = nil
        }
        voices = Score(plan: played, speech: speech, channelCount: channels, gain: gain).makeIterator()
        pending = voices.next()
    }

    /// Renders the next frames into `buffer` (interleaved, as many whole frames as it holds)
    /// and returns how many; 0 at the end.
    public mutating func render(into buffer: UnsafeMutableBufferPointer<Float>) -> Int {
        let frames = min(buffer.count / channelCount, frameCount - cursor)
        guard frames > 0 else { return 0 }
        let blockStart = cursor
        let blockEnd = cursor + frames
        for index in 0..<(frames * channelCount) { buffer[index] = 0 }
        while let voice = pending, voice.start < blockEnd {
            if voice.frames > 0, voice.end > blockStart {
                active.append(LiveVoice(voice, score: voices.score))
            }
            pending = voices.next()
        }
        for index in active.indices {
            active[index].render(into: buffer, blockStart: blockStart, blockEnd: blockEnd, channelCount: channelCount)
        }
        active.removeAll { $0.end <= blockEnd }
        cursor = blockEnd
        return frames
    }

    /// The integrated loudness in LUFS and the peak bound of a score's sounds, at the gain
    /// they were made with.
    static func predict(_ score: Score, channelCount: Int) -> (loudness: Double, peak: Double) {
        let plan = score.plan
        let weighting = KWeighting(sampleRate: plan.sampleRate)
        var model = LoudnessModel(sampleRate: plan.sampleRate)
        let origin = plan.leadInFrames
        var peaks = PeakBound(channelCount: channelCount)
        var reference: VoiceSpec?
        for voice in score {
            let gains = LiveVoice.gains(voice.pan, channelCount: channelCount)
            let channelPower = gains.reduce(0) { $0 + Double($1) * Double($1) }
            switch voice.source {
            case .harmonics(let frequency, let harmonics):
                var power = 0.0
                for (index, amplitude) in harmonics.enumerated() where amplitude != 0 {
                    let partial = frequency * Double(index + 1)
                    let kept = amplitude * SoundDesign.bandLimitWeight(frequency: partial, sampleRate: plan.sampleRate)
                    power += kept * kept / 2 * weighting.powerGain(at: partial)
                }
                model.add(
                    power: power * voice.amplitude * voice.amplitude * channelPower, start: voice.start - origin,
                    frames: voice.frames, attack: voice.attack, release: voice.release)
                if harmonics == SoundDesign.pureTone, voice.start == plan.reference?.startFrame,
                    frequency == plan.reference?.frequency
                {
                    reference = voice
                } else if let reference {
                    addCrossTerm(
                        of: voice, with: reference, into: &model, origin: origin, weighting: weighting,
                        channelCount: channelCount, sampleRate: plan.sampleRate)
                }
                let factor = harmonics.count == 1 ? 1 : score.levels.voicing.peakFactor(frequency)
                peaks.add(voice, peak: voice.amplitude * factor, gains: gains)
            case .sweep(let from, let to):
                let power = weighting.meanPowerGain(sweepingFrom: from, to: to) / 2
                model.add(
                    power: power * voice.amplitude * voice.amplitude * channelPower, start: voice.start - origin,
                    frames: voice.frames, attack: voice.attack, release: voice.release)
                peaks.add(voice, peak: voice.amplitude, gains: gains)
            case .bell(let frequency):
                var power = 0.0
                for partial in SoundDesign.bellPartials {
                    power += partial.amplitude * partial.amplitude / 2 * weighting.powerGain(at: frequency * partial.ratio)
                }
                model.add(
                    power: power * voice.amplitude * voice.amplitude * channelPower, start: voice.start - origin,
                    frames: voice.frames, attack: voice.attack, release: voice.release)
                peaks.add(voice, peak: voice.amplitude * SoundDesign.bellPartials.reduce(0) { $0 + $1.amplitude }, gains: gains)
            case .glide(let first, let last):
                var line = GlideLine(plan: plan, first: first, last: last, voicing: score.levels.voicing, gain: voice.amplitude)
                line.predict(into: &model, origin: origin, weighting: weighting, channelCount: channelCount)
                peaks.add(voice, peaks: line.peakBound(channelCount: channelCount, voicing: score.levels.voicing))
            case .speech:
                break
            }
        }
        return (model.integratedLoudness(frameCount: plan.frameCount - origin), peaks.largest)
    }
}

extension AudioStream {
    /// Adds the cross term of a note and the reference tone when their fundamentals lie within
    /// 5 % of each other: two sines that close in pitch do not average out over a note, and
    /// add (or cancel) as their phases say. Worked out frame by frame over their overlap, with
    /// both envelopes, as the renderer plays them.
    static func addCrossTerm(
        of note: VoiceSpec, with reference: VoiceSpec, into model: inout LoudnessModel, origin: Int,
        weighting: KWeighting, channelCount: Int, sampleRate: Int
    ) {
        guard case .harmonics(let frequency, let harmonics) = note.source,
            case .harmonics(let referenceFrequency, _) = reference.source,
            abs(frequency / referenceFrequency - 1) < 0.05
        else { return }
        let start = max(note.start, reference.start)
        let end = min(note.end, reference.end)
        guard start < end else { return }
        let fundamental = note.amplitude * harmonics[0] * SoundDesign.bandLimitWeight(frequency: frequency, sampleRate: sampleRate)
        let noteGains = LiveVoice.gains(note.pan, channelCount: channelCount)
        let referenceGains = LiveVoice.gains(reference.pan, channelCount: channelCount)
        var channelProduct = 0.0
        for channel in 0..<channelCount { channelProduct += Double(noteGains[channel]) * Double(referenceGains[channel]) }
        let scale = 2 * fundamental * reference.amplitude * channelProduct * weighting.powerGain(at: frequency)
        func envelope(_ voice: VoiceSpec, _ frame: Int) -> Double {
            let attack = max(min(voice.attack, voice.frames / 2), 1)
            let release = max(min(voice.release, voice.frames - attack), 1)
            let offset = frame - voice.start
            if offset < attack { return 0.5 - 0.5 * cos(Double.pi * Double(offset) / Double(attack)) }
            if offset >= voice.frames - release {
                return 0.5 + 0.5 * cos(Double.pi * Double(offset - (voice.frames - release)) / Double(release))
            }
            return 1
        }
        let noteStep = 2 * Double.pi * frequency / Double(sampleRate)
        let referenceStep = 2 * Double.pi * referenceFrequency / Double(sampleRate)
        for frame in start..<end {
            let product =
                sin(noteStep * Double(frame - note.start)) * sin(referenceStep * Double(frame - reference.start))
            model.add(energy: scale * product * envelope(note, frame) * envelope(reference, frame), at: frame - origin)
        }
    }
}

/// The largest sum of the peaks of sounds that play at once, per channel.
struct PeakBound {
    private var active: [(end: Int, peaks: [Double])] = []
    private var sums: [Double]
    private(set) var largest = 0.0

    init(channelCount: Int) {
        sums = [Double](repeating: 0, count: channelCount)
    }

    /// Adds a sound (sounds come in order of start).
    mutating func add(_ voice: VoiceSpec, peak: Double, gains: [Float]) {
        add(voice, peaks: gains.map { peak * Double($0) })
    }

    mutating func add(_ voice: VoiceSpec, peaks: [Double]) {
        guard voice.frames > 0 else { return }
        active.removeAll { sound in
            guard sound.end <= voice.start else { return false }
            for channel in sums.indices { sums[channel] -= sound.peaks[channel] }
            return true
        }
        active.append((voice.end, peaks))
        for channel in sums.indices {
            sums[channel] += peaks[channel]
            largest = max(largest, sums[channel])
        }
    }
}

/// Levels of the notes of one timbre in one graph: the loudness compensation, and the scale
/// that brings the graph's loudest note to a peak of 1.
///
/// Within a graph every pitch sounds about as loud as any other, and the loudest note peaks at
/// 1 before the graph is scaled to its loudness target.
struct Voicing {
    let harmonics: [Double]
    let sampleRate: Int
    private let table: Wavetable
    private let referenceWeight: Double
    private var scale = 1.0

    /// - Parameters:
    ///   - frequencies: the pitches the graph plays in this timbre.
    ///   - table: the timbre's table, whose peak is the waveform's true peak.
    init(harmonics: [Double], sampleRate: Int, frequencies: some Sequence<Double>, table: Wavetable) {
        self.harmonics = harmonics
        self.sampleRate = sampleRate
        self.table = table
        referenceWeight = Self.loudnessWeight(harmonics: harmonics, frequency: 1_000, sampleRate: sampleRate)
        var loudest = 0.0
        for frequency in frequencies {
            loudest = max(loudest, compensation(frequency) * peakFactor(frequency))
        }
        scale = loudest > 0 ? 1 / loudest : 1
    }

    /// The gain of a note at `frequency`: the graph's loudest note peaks at 1.
    func amplitude(_ frequency: Double) -> Double {
        scale * compensation(frequency)
    }

    /// How much a note is boosted to sound as loud as one at 1 kHz, at most
    /// ``EqualLoudness/largestBoost``.
    func compensation(_ frequency: Double) -> Double {
        let weight = Self.loudnessWeight(harmonics: harmonics, frequency: frequency, sampleRate: sampleRate)
        return weight > 0 ? min(referenceWeight / weight, EqualLoudness.largestBoost) : EqualLoudness.largestBoost
    }

    /// The largest value the note's waveform reaches at unit gain: the table's peak when the
    /// note plays from the table, otherwise the sum of its harmonics' amplitudes (which no sum of
    /// sines can exceed).
    func peakFactor(_ frequency: Double) -> Double {
        if table.plays(frequency, sampleRate: sampleRate) { return Double(table.peak) }
        var sum = 0.0
        for (index, amplitude) in harmonics.enumerated() {
            sum +=
                abs(amplitude)
                * SoundDesign.bandLimitWeight(frequency: frequency * Double(index + 1), sampleRate: sampleRate)
        }
        return sum
    }

    /// The root mean square of the note's waveform at unit gain.
    func rootMeanSquare(_ frequency: Double) -> Double {
        var power = 0.0
        for (index, amplitude) in harmonics.enumerated() {
            let kept = amplitude * SoundDesign.bandLimitWeight(frequency: frequency * Double(index + 1), sampleRate: sampleRate)
            power += kept * kept / 2
        }
        return power.squareRoot()
    }

    /// The loudness-weighted amplitude of a note: its harmonics' powers, each divided by the
    /// amplitude its frequency needs to sound as loud as 1 kHz.
    static func loudnessWeight(harmonics: [Double], frequency: Double, sampleRate: Int) -> Double {
        var power = 0.0
        for (index, amplitude) in harmonics.enumerated() where amplitude != 0 {
            let partial = frequency * Double(index + 1)
            let kept = amplitude * SoundDesign.bandLimitWeight(frequency: partial, sampleRate: sampleRate)
            let heard = kept / EqualLoudness.amplitudeNeeded(frequency: partial)
            power += heard * heard
        }
        return power.squareRoot()
    }
}

/// A sine and cosine advanced by a fixed angle per step: an oscillator without a call to `sin`
/// per sample, exact to rounding and the same on every run.
struct Rotation {
    var cosine: Double
    var sine: Double
    private let stepCosine: Double
    private let stepSine: Double

    init(step: Double) {
        cosine = 1
        sine = 0
        stepCosine = Foundation.cos(step)
        stepSine = Foundation.sin(step)
    }

    @inline(__always)
    mutating func advance() {
        let next = cosine * stepCosine - sine * stepSine
        sine = sine * stepCosine + cosine * stepSine
        cosine = next
    }
}

/// Up to sixteen harmonics of one pitch, each its own rotation, held in SIMD lanes.
///
/// Each harmonic advances by its own angle (k times the fundamental's) every frame, so the
/// lanes are independent and a frame costs a few vector operations rather than a chain of
/// dependent ones. All start at phase zero, so a tone's waveform depends on nothing but its
/// pitch and timbre.
struct HarmonicBank {
    static let capacity = 16

    private var cosines: (SIMD8<Double>, SIMD8<Double>) = (.one, .one)
    private var sines: (SIMD8<Double>, SIMD8<Double>) = (.zero, .zero)
    private var stepCosines: (SIMD8<Double>, SIMD8<Double>) = (.one, .one)
    private var stepSines: (SIMD8<Double>, SIMD8<Double>) = (.zero, .zero)
    private var amplitudes: (SIMD8<Double>, SIMD8<Double>) = (.zero, .zero)
    private var usesUpperLanes = false

    /// A bank at phase zero for `harmonics` of `frequency`, scaled by `gain`; harmonics near the
    /// Nyquist frequency fade out and those above it are dropped.
    init(frequency: Double, sampleRate: Int, harmonics: [Double], gain: Double) {
        retune(frequency: frequency, sampleRate: sampleRate, harmonics: harmonics, gain: gain)
    }

    /// Changes pitch and level without a break in phase: every harmonic keeps where it is and
    /// advances by its new angle from the next frame on.
    mutating func retune(frequency: Double, sampleRate: Int, harmonics: [Double], gain: Double) {
        let step = 2 * Double.pi * frequency / Double(sampleRate)
        var lower = (cosine: SIMD8<Double>.one, sine: SIMD8<Double>.zero, amplitude: SIMD8<Double>.zero)
        var upper = lower
        // cos(kθ) and sin(kθ) by rotating through the harmonics: one call to cos and sin.
        let (baseCosine, baseSine) = (Foundation.cos(step), Foundation.sin(step))
        var (cosine, sine) = (baseCosine, baseSine)
        usesUpperLanes = false
        for index in 0..<min(harmonics.count, Self.capacity) {
            let amplitude =
                harmonics[index] * gain
                * SoundDesign.bandLimitWeight(frequency: frequency * Double(index + 1), sampleRate: sampleRate)
            if index < 8 {
                lower.cosine[index] = cosine
                lower.sine[index] = sine
                lower.amplitude[index] = amplitude
            } else {
                upper.cosine[index - 8] = cosine
                upper.sine[index - 8] = sine
                upper.amplitude[index - 8] = amplitude
                if amplitude != 0 { usesUpperLanes = true }
            }
            (cosine, sine) = (cosine * baseCosine - sine * baseSine, sine * baseCosine + cosine * baseSine)
        }
        stepCosines = (lower.cosine, upper.cosine)
        stepSines = (lower.sine, upper.sine)
        amplitudes = (lower.amplitude, upper.amplitude)
    }

    /// The current frame's value, then one frame on.
    @inline(__always)
    mutating func next() -> Double {
        var value = (amplitudes.0 * sines.0).sum()
        let cosine = cosines.0 * stepCosines.0 - sines.0 * stepSines.0
        sines.0 = sines.0 * stepCosines.0 + cosines.0 * stepSines.0
        cosines.0 = cosine
        if usesUpperLanes {
            value += (amplitudes.1 * sines.1).sum()
            let cosine = cosines.1 * stepCosines.1 - sines.1 * stepSines.1
            sines.1 = sines.1 * stepCosines.1 + cosines.1 * stepSines.1
            cosines.1 = cosine
        }
        return value
    }

    /// Puts every lane back on the unit circle, against the slow drift of rounding.
    mutating func normalize() {
        let lower = 1 / (cosines.0 * cosines.0 + sines.0 * sines.0).squareRoot()
        cosines.0 *= lower
        sines.0 *= lower
        let upper = 1 / (cosines.1 * cosines.1 + sines.1 * sines.1).squareRoot()
        cosines.1 *= upper
        sines.1 *= upper
    }
}

/// One cycle of a timbre, tabulated once and read with linear interpolation: the fast path for
/// a steady note whose harmonics all lie well below the Nyquist frequency.
///
/// With 4,096 entries the interpolation error of the twelfth harmonic is below -100 dB, under
/// 16-bit resolution. The phase is a 64-bit fixed-point fraction of a cycle, so it wraps by
/// itself, never drifts, and the same pitch always reads the same entries.
struct Wavetable: @unchecked Sendable {
    static let sizeBits = 12
    static let size = 1 << sizeBits

    /// `size` entries and a copy of the first, so an interpolation never wraps.
    let values: [Float]

    /// The highest harmonic with any amplitude.
    let highestHarmonic: Int

    /// The largest magnitude in the table: the waveform's peak at unit gain (interpolation
    /// between entries never exceeds it).
    let peak: Float

    init(harmonics: [Double]) {
        var bank = HarmonicBank(frequency: 1, sampleRate: Self.size, harmonics: harmonics, gain: 1)
        var values = [Float](repeating: 0, count: Self.size + 1)
        for index in 0..<Self.size { values[index] = Float(bank.next()) }
        values[Self.size] = values[0]
        self.values = values
        var largest: Float = 0
        for value in values { largest = max(largest, abs(value)) }
        peak = largest
        highestHarmonic = (harmonics.lastIndex { $0 != 0 } ?? 0) + 1
    }

    /// Whether a note at `frequency` can be played from the table: no harmonic near enough to
    /// the Nyquist frequency to need fading.
    func plays(_ frequency: Double, sampleRate: Int) -> Bool {
        frequency * Double(highestHarmonic) <= SoundDesign.bandLimitStart * Double(sampleRate)
    }

    /// The phase step per frame for `frequency`: the fraction of a cycle, times 2^64.
    static func phaseStep(frequency: Double, sampleRate: Int) -> UInt64 {
        UInt64(frequency / Double(sampleRate) * 18_446_744_073_709_551_616.0)
    }
}
