import Foundation
import SpanModel

/// An audio graph as sound: interleaved frames at the plan's sample rate, and the plan as
/// played (its times moved later by any spoken introduction).
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

    /// Frames in the audio.
    public var frameCount: Int { samples.count / channelCount }

    /// Creates audio from interleaved samples.
    public init(samples: [Float], channelCount: Int, sampleRate: Int, plan: AudioGraphPlan) {
        precondition(channelCount > 0 && samples.count % channelCount == 0, "samples must fill whole frames")
        self.samples = samples
        self.channelCount = channelCount
        self.sampleRate = sampleRate
        self.plan = plan
    }
}

/// Turns a plan into sound.
///
/// Everything is rendered into one buffer allocated once for the whole file; a tone costs no
/// allocation. Oscillators start at phase zero and advance by exact rotations, so the same plan
/// always gives the same samples. Notes are sums of harmonics kept below the Nyquist frequency,
/// balanced for equal loudness across pitch (the 60-phon contour of ISO 226), with raised-cosine
/// attacks and releases of at least 5 ms; the worst-case sum of every layer stays below -1 dBFS.
///
/// ```swift
/// let audio = AudioRenderer().render(plan)
/// try AudioFileWriter(format: .wav).write(audio, to: "graph.wav")
/// ```
///
/// - Complexity: O(frames × harmonics).
public struct AudioRenderer: Sendable {
    /// Creates a renderer.
    public init() {}

    /// Renders `plan`, preceded by `introduction` and the plan's pause when one is given.
    ///
    /// The introduction must be at the plan's sample rate; it is placed in the middle of the
    /// stereo field.
    public func render(_ plan: AudioGraphPlan, introduction: SpeechClip? = nil) -> RenderedAudio {
        var played = plan
        if let introduction {
            precondition(introduction.sampleRate == plan.sampleRate, "speech must be at the plan's sample rate")
            let pause = SoundDesign.seconds(plan.options.introductionPause, plan.sampleRate)
            played = plan.delayed(by: introduction.samples.count + pause)
        }
        let channels = played.options.channels.channelCount
        var samples = [Float](repeating: 0, count: played.frameCount * channels)
        samples.withUnsafeMutableBufferPointer { buffer in
            var mixer = Mixer(buffer: buffer, channelCount: channels, sampleRate: played.sampleRate)
            if let introduction { mixer.addSpeech(introduction) }
            mixer.addGraph(played)
            mixer.limitPeak()
        }
        return RenderedAudio(samples: samples, channelCount: channels, sampleRate: played.sampleRate, plan: played)
    }
}

/// Levels of the notes of one timbre in one graph: the loudness compensation, and the scale
/// that brings the graph's loudest note to its ceiling.
///
/// Levels are set per graph, from the pitches it plays: within a graph every pitch sounds about
/// as loud as any other, and the loudest note peaks at the ceiling however high or low the
/// window's values sit in the range.
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

    /// The gain of a note at `frequency`, so that the graph's loudest note peaks at `ceiling`.
    func amplitude(_ frequency: Double, ceiling: Double) -> Double {
        ceiling * scale * compensation(frequency)
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

/// One cycle of a timbre, tabulated once per rendering and read with linear interpolation:
/// the fast path for a steady note whose harmonics all lie well below the Nyquist frequency.
///
/// With 4,096 entries the interpolation error of the twelfth harmonic is below -100 dB, under
/// 16-bit resolution. The phase is a 64-bit fixed-point fraction of a cycle, so it wraps by
/// itself, never drifts, and the same pitch always reads the same entries.
struct Wavetable {
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
        peak = values.withUnsafeBufferPointer { Mixer.peak(of: $0) }
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

/// The renderer's working state: the one output buffer, allocated once for the whole file.
struct Mixer {
    let buffer: UnsafeMutableBufferPointer<Float>
    let channelCount: Int
    let sampleRate: Int

    /// A table per timbre, made when a timbre is first played.
    private var tables: [[Double]: Wavetable] = [:]

    init(buffer: UnsafeMutableBufferPointer<Float>, channelCount: Int, sampleRate: Int) {
        self.buffer = buffer
        self.channelCount = channelCount
        self.sampleRate = sampleRate
    }

    var frameCount: Int { buffer.count / channelCount }

    // MARK: - Layers

    mutating func addSpeech(_ clip: SpeechClip) {
        var peak: Float = 0
        for sample in clip.samples { peak = max(peak, abs(sample)) }
        guard peak > 0 else { return }
        let gain = Float(SoundDesign.speechLevel) / peak
        for (frame, sample) in clip.samples.enumerated() where frame < frameCount {
            for channel in 0..<channelCount { buffer[frame * channelCount + channel] += sample * gain }
        }
    }

    mutating func addGraph(_ plan: AudioGraphPlan) {
        let options = plan.options
        let notes = plan.tones.lazy.filter { !$0.isZero }.map(\.frequency)
        let voicing = Voicing(
            harmonics: options.timbre.harmonics, sampleRate: sampleRate, frequencies: notes,
            table: table(for: options.timbre.harmonics))
        let blipVoicing = Voicing(
            harmonics: SoundDesign.blipHarmonics, sampleRate: sampleRate, frequencies: [plan.blipFrequency],
            table: table(for: SoundDesign.blipHarmonics))
        let stereo = channelCount == 2

        if let reference = plan.reference {
            // A quarter of what a note at its pitch would be (-12 dB), within its share of the
            // headroom.
            let note =
                voicing.amplitude(reference.frequency, ceiling: SoundDesign.noteCeiling)
                * voicing.peakFactor(reference.frequency)
            let fade = SoundDesign.seconds(SoundDesign.referenceFade, sampleRate)
            addTone(
                start: reference.startFrame, frames: reference.frameCount, frequency: reference.frequency,
                harmonics: SoundDesign.pureTone, amplitude: min(note / 4, SoundDesign.referenceLevel),
                attack: fade, release: fade, pan: stereo ? 0.5 : nil)
        }

        if options.style == .continuous {
            addGlide(plan, voicing: voicing)
        }
        for tone in plan.tones where !tone.value.isNaN {
            let pan = stereo ? tone.pan : nil
            if tone.isZero {
                let attack = SoundDesign.seconds(SoundDesign.shortestEdge, sampleRate)
                addTone(
                    start: tone.soundStartFrame, frames: tone.soundFrames, frequency: tone.frequency,
                    harmonics: SoundDesign.blipHarmonics,
                    amplitude: blipVoicing.amplitude(
                        tone.frequency, ceiling: SoundDesign.noteCeiling * SoundDesign.blipLevel),
                    attack: attack, release: tone.soundFrames - attack, pan: pan)
            } else if options.style == .discrete {
                addTone(
                    start: tone.soundStartFrame, frames: tone.soundFrames, frequency: tone.frequency,
                    harmonics: options.timbre.harmonics,
                    amplitude: voicing.amplitude(tone.frequency, ceiling: SoundDesign.noteCeiling),
                    attack: SoundDesign.attack(forSoundFrames: tone.soundFrames, sampleRate: sampleRate),
                    release: SoundDesign.release(forSoundFrames: tone.soundFrames, sampleRate: sampleRate), pan: pan)
            }
        }
        let tickAttack = SoundDesign.seconds(SoundDesign.tickAttack, sampleRate)
        for tick in plan.ticks {
            addTone(
                start: tick.startFrame, frames: tick.frameCount, frequency: SoundDesign.tickFrequency,
                harmonics: SoundDesign.pureTone,
                amplitude: tick.strength == .strong ? SoundDesign.strongTickLevel : SoundDesign.regularTickLevel,
                attack: tickAttack, release: tick.frameCount - tickAttack, pan: stereo ? tick.pan : nil)
        }
    }

    /// Scales everything down if, against the design, any sample would pass -1 dBFS.
    mutating func limitPeak() {
        let peak = Self.peak(of: UnsafeBufferPointer(buffer))
        let limit = Float(SoundDesign.peakLimit)
        guard peak > limit else { return }
        let gain = limit / peak * 0.999
        for index in buffer.indices { buffer[index] *= gain }
    }

    /// The largest magnitude in `samples`.
    ///
    /// Compares bit patterns with the sign cleared: for numbers they order as the magnitudes
    /// do, and an integer maximum is a loop the compiler turns into vector instructions.
    static func peak(of samples: UnsafeBufferPointer<Float>) -> Float {
        var largest: UInt32 = 0
        for sample in samples { largest = max(largest, sample.bitPattern & 0x7FFF_FFFF) }
        return Float(bitPattern: largest)
    }

    // MARK: - Tones

    /// Adds a steady tone: harmonics of `frequency` with a raised-cosine attack and release,
    /// at `pan` (0 left to 1 right, equal power) or in every channel when `pan` is `nil`.
    mutating func addTone(
        start: Int, frames requested: Int, frequency: Double, harmonics: [Double], amplitude: Double,
        attack requestedAttack: Int, release requestedRelease: Int, pan: Double?
    ) {
        let frames = min(requested, frameCount - start)
        guard frames > 0, start >= 0 else { return }
        let attack = max(min(requestedAttack, frames / 2), 1)
        let release = max(min(requestedRelease, frames - attack), 1)
        let (left, right) = Self.gains(pan)
        let table = table(for: harmonics)
        if table.plays(frequency, sampleRate: sampleRate) {
            let step = Wavetable.phaseStep(frequency: frequency, sampleRate: sampleRate)
            table.values.withUnsafeBufferPointer { values in
                var phase: UInt64 = 0
                /// The table's value at the phase, then one frame on.
                @inline(__always) func next() -> Float {
                    let index = Int(truncatingIfNeeded: phase >> (64 - Wavetable.sizeBits))
                    let fraction = Float(UInt32(truncatingIfNeeded: phase >> (32 - Wavetable.sizeBits))) * 0x1p-32
                    phase &+= step
                    return values[index] + (values[index + 1] - values[index]) * fraction
                }
                playEnvelope(
                    start: start, frames: frames, attack: attack, release: release, amplitude: Float(amplitude),
                    left: left, right: right, next: next)
            }
        } else {
            var bank = HarmonicBank(frequency: frequency, sampleRate: sampleRate, harmonics: harmonics, gain: 1)
            var count = 0
            @inline(__always) func next() -> Float {
                count += 1
                if count & 4_095 == 0 { bank.normalize() }
                return Float(bank.next())
            }
            playEnvelope(
                start: start, frames: frames, attack: attack, release: release, amplitude: Float(amplitude),
                left: left, right: right, next: next)
        }
    }

    /// The table for a timbre, made the first time it is asked for.
    private mutating func table(for harmonics: [Double]) -> Wavetable {
        if let table = tables[harmonics] { return table }
        let table = Wavetable(harmonics: harmonics)
        tables[harmonics] = table
        return table
    }

    /// Mixes `frames` values from `next` in at `start`, shaped by a raised-cosine attack and
    /// release and scaled by `amplitude`.
    @inline(__always)
    private func playEnvelope(
        start: Int, frames: Int, attack: Int, release: Int, amplitude: Float, left: Float, right: Float,
        next: () -> Float
    ) {
        // The raised cosine's own oscillator, for the attack and then for the release.
        var edge = Rotation(step: Double.pi / Double(attack))
        var frame = start
        for _ in 0..<attack {
            mix(next() * amplitude * Float(0.5 - 0.5 * edge.cosine), at: frame, left: left, right: right)
            edge.advance()
            frame += 1
        }
        let releaseStart = start + frames - release
        while frame < releaseStart {
            mix(next() * amplitude, at: frame, left: left, right: right)
            frame += 1
        }
        edge = Rotation(step: Double.pi / Double(release))
        while frame < start + frames {
            mix(next() * amplitude * Float(0.5 + 0.5 * edge.cosine), at: frame, left: left, right: right)
            edge.advance()
            frame += 1
        }
    }

    /// Adds the continuous glide: one phase-continuous oscillator whose pitch moves in
    /// log-frequency from each slot's middle to the next, fading out over zeros (their blips
    /// sound in the gap), panning smoothly across the whole graph.
    mutating func addGlide(_ plan: AudioGraphPlan, voicing: Voicing) {
        let tones = plan.tones
        guard let firstNote = tones.firstIndex(where: { !$0.isZero }) else { return }
        // Each tone's pitch (as log2 of hertz) and amplitude; a zero holds its neighbour's pitch
        // while the line is faded out.
        var pitches = [Double](repeating: 0, count: tones.count)
        var amplitudes = [Double](repeating: 0, count: tones.count)
        var held = firstNote
        for index in tones.indices {
            if !tones[index].isZero { held = index }
            pitches[index] = log2(tones[held].frequency)
            amplitudes[index] = voicing.amplitude(tones[held].frequency, ceiling: SoundDesign.noteCeiling)
        }
        let start = tones[0].slotStartFrame
        let last = tones[tones.count - 1]
        let end = min(last.slotStartFrame + plan.noteFrames, frameCount)
        guard end > start else { return }
        let length = end - start
        let attack = SoundDesign.attack(forSoundFrames: length, sampleRate: sampleRate)
        let release = SoundDesign.release(forSoundFrames: length, sampleRate: sampleRate)
        let ramp = SoundDesign.seconds(SoundDesign.glideGateRamp, sampleRate)
        let harmonics = plan.options.timbre.harmonics
        let stereo = channelCount == 2
        let rightToLeft = plan.options.panDirection == .rightToLeft

        func center(_ index: Int) -> Double {
            Double(tones[index].slotStartFrame) + Double(tones[index].slotFrames) / 2
        }
        func interpolated(_ table: [Double], at frame: Double, near hint: Int) -> Double {
            if frame <= center(0) { return table[0] }
            var segment = hint
            while segment > 0, center(segment) > frame { segment -= 1 }
            while segment + 1 < tones.count, center(segment + 1) <= frame { segment += 1 }
            if segment >= tones.count - 1 { return table[tones.count - 1] }
            let fraction = (frame - center(segment)) / (center(segment + 1) - center(segment))
            return table[segment] + (table[segment + 1] - table[segment]) * fraction
        }
        func gate(_ frame: Int, tone index: Int) -> Double {
            let tone = tones[index]
            guard tone.isZero else { return 1 }
            let into = frame - tone.slotStartFrame
            let remaining = tone.slotStartFrame + tone.slotFrames - frame
            var level = 0.0
            if index > 0, !tones[index - 1].isZero, into < ramp {
                level = 0.5 + 0.5 * cos(Double.pi * Double(into) / Double(ramp))
            }
            if index + 1 < tones.count, !tones[index + 1].isZero, remaining <= ramp {
                level = max(level, 0.5 - 0.5 * cos(Double.pi * Double(ramp - remaining) / Double(ramp)))
            }
            return level
        }

        var bank = HarmonicBank(frequency: 0, sampleRate: sampleRate, harmonics: harmonics, gain: 1)
        var segment = 0
        var tone = 0
        let blockLength = 32
        var blockStart = start
        while blockStart < end {
            let blockEnd = min(blockStart + blockLength, end)
            let middle = Double(blockStart + blockEnd) / 2
            while segment + 1 < tones.count, center(segment + 1) <= middle { segment += 1 }
            let frequency = exp2(interpolated(pitches, at: middle, near: segment))
            bank.retune(frequency: frequency, sampleRate: sampleRate, harmonics: harmonics, gain: 1)
            bank.normalize()
            let amplitudeStart = interpolated(amplitudes, at: Double(blockStart), near: segment)
            let amplitudeEnd = interpolated(amplitudes, at: Double(blockEnd), near: segment)
            var position = Double(blockStart - start) / Double(max(length - 1, 1))
            if rightToLeft { position = 1 - position }
            let (left, right) = stereo ? Self.gains(position) : (1, 1)
            for frame in blockStart..<blockEnd {
                while tone + 1 < tones.count, tones[tone + 1].slotStartFrame <= frame { tone += 1 }
                let offset = frame - start
                var envelope = gate(frame, tone: tone)
                if offset < attack {
                    envelope *= 0.5 - 0.5 * cos(Double.pi * Double(offset) / Double(attack))
                } else if offset >= length - release {
                    envelope *= 0.5 + 0.5 * cos(Double.pi * Double(offset - (length - release)) / Double(release))
                }
                let fraction = Double(frame - blockStart) / Double(blockEnd - blockStart)
                let amplitude = amplitudeStart + (amplitudeEnd - amplitudeStart) * fraction
                // The bank advances whether or not the line is heard, so its phase runs on.
                let value = bank.next()
                if envelope > 0 { mix(Float(amplitude * envelope * value), at: frame, left: left, right: right) }
            }
            blockStart = blockEnd
        }
    }

    // MARK: - Helpers

    /// Equal-power gains for a place in the stereo field (0 left, 1 right); `nil` is every
    /// channel at full level.
    private static func gains(_ pan: Double?) -> (Float, Float) {
        guard let pan else { return (1, 1) }
        let angle = min(max(pan, 0), 1) * Double.pi / 2
        return (Float(cos(angle)), Float(sin(angle)))
    }

    @inline(__always)
    private func mix(_ value: Float, at frame: Int, left: Float, right: Float) {
        if channelCount == 2 {
            buffer[frame * 2] += value * left
            buffer[frame * 2 + 1] += value * right
        } else {
            for channel in 0..<channelCount { buffer[frame * channelCount + channel] += value }
        }
    }
}
