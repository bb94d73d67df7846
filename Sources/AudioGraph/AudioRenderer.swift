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

/// Levels of the notes for one timbre and pitch range: the loudness compensation and the scale
/// that keeps the loudest note at ``SoundDesign/noteCeiling``.
struct Voicing {
    let harmonics: [Double]
    let sampleRate: Int
    private let referenceWeight: Double
    private var scale = 1.0

    init(harmonics: [Double], sampleRate: Int, range: PitchRange, extraFrequencies: [Double]) {
        self.harmonics = harmonics
        self.sampleRate = sampleRate
        referenceWeight = Self.loudnessWeight(harmonics: harmonics, frequency: 1_000, sampleRate: sampleRate)
        // The loudest a note can be: the compensated peak over the whole range, so that every
        // window of a series in this range is played at the same levels.
        var loudest = 0.0
        let steps = 48
        for step in 0...steps {
            let frequency = range.low * pow(range.high / range.low, Double(step) / Double(steps))
            loudest = max(loudest, compensation(frequency) * peakFactor(frequency))
        }
        for frequency in extraFrequencies {
            loudest = max(loudest, compensation(frequency) * peakFactor(frequency))
        }
        scale = loudest > 0 ? 1 / loudest : 1
    }

    /// The peak amplitude a note at `frequency` is given, its harmonics at full phase agreement.
    func amplitude(_ frequency: Double, ceiling: Double) -> Double {
        ceiling * scale * compensation(frequency)
    }

    /// How much a note is boosted to sound as loud as one at 1 kHz, at most
    /// ``EqualLoudness/largestBoost``.
    func compensation(_ frequency: Double) -> Double {
        let weight = Self.loudnessWeight(harmonics: harmonics, frequency: frequency, sampleRate: sampleRate)
        return weight > 0 ? min(referenceWeight / weight, EqualLoudness.largestBoost) : EqualLoudness.largestBoost
    }

    /// The largest sum the harmonics can reach.
    func peakFactor(_ frequency: Double) -> Double {
        var sum = 0.0
        for (index, amplitude) in harmonics.enumerated() {
            sum += abs(amplitude) * SoundDesign.bandLimitWeight(frequency: frequency * Double(index + 1), sampleRate: sampleRate)
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
    private(set) var stepCosine: Double
    private(set) var stepSine: Double

    init(step: Double, phase: Double = 0) {
        cosine = phase == 0 ? 1 : Foundation.cos(phase)
        sine = phase == 0 ? 0 : Foundation.sin(phase)
        stepCosine = Foundation.cos(step)
        stepSine = Foundation.sin(step)
    }

    mutating func setStep(_ step: Double) {
        stepCosine = Foundation.cos(step)
        stepSine = Foundation.sin(step)
    }

    @inline(__always)
    mutating func advance() {
        let next = cosine * stepCosine - sine * stepSine
        sine = sine * stepCosine + cosine * stepSine
        cosine = next
    }

    /// Puts the point back on the unit circle, against the slow drift of rounding.
    mutating func normalize() {
        let length = (cosine * cosine + sine * sine).squareRoot()
        cosine /= length
        sine /= length
    }
}

/// The renderer's working state: the one output buffer and a scratch row of harmonic
/// amplitudes, both allocated once.
struct Mixer {
    let buffer: UnsafeMutableBufferPointer<Float>
    let channelCount: Int
    let sampleRate: Int
    private var partials = [Double](repeating: 0, count: 16)

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
        let voicing = Voicing(
            harmonics: options.timbre.harmonics, sampleRate: sampleRate, range: options.pitchRange,
            extraFrequencies: plan.tones.lazy.filter { !$0.isZero }.map(\.frequency))
        let blipVoicing = Voicing(
            harmonics: SoundDesign.blipHarmonics, sampleRate: sampleRate, range: options.pitchRange,
            extraFrequencies: [plan.blipFrequency])
        let stereo = channelCount == 2

        if let reference = plan.reference {
            let sine = Voicing(harmonics: [1], sampleRate: sampleRate, range: options.pitchRange, extraFrequencies: [reference.frequency])
            let fade = SoundDesign.seconds(SoundDesign.referenceFade, sampleRate)
            addTone(
                start: reference.startFrame, frames: reference.frameCount, frequency: reference.frequency,
                harmonics: [1], amplitude: sine.amplitude(reference.frequency, ceiling: SoundDesign.referenceLevel),
                attack: fade, release: fade, pan: stereo ? 0.5 : nil)
        }

        if options.style == .continuous {
            addGlide(plan, voicing: voicing)
        }
        for tone in plan.tones {
            let pan = stereo ? tone.pan : nil
            if tone.isZero {
                let attack = SoundDesign.seconds(SoundDesign.shortestEdge, sampleRate)
                addTone(
                    start: tone.soundStartFrame, frames: tone.soundFrames, frequency: tone.frequency,
                    harmonics: SoundDesign.blipHarmonics,
                    amplitude: blipVoicing.amplitude(tone.frequency, ceiling: SoundDesign.noteCeiling * SoundDesign.blipLevel),
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
                start: tick.startFrame, frames: tick.frameCount, frequency: SoundDesign.tickFrequency, harmonics: [1],
                amplitude: tick.strength == .strong ? SoundDesign.strongTickLevel : SoundDesign.regularTickLevel,
                attack: tickAttack, release: tick.frameCount - tickAttack, pan: stereo ? tick.pan : nil)
        }
    }

    /// Scales everything down if, against the design, any sample would pass -1 dBFS.
    mutating func limitPeak() {
        var peak: Float = 0
        for sample in buffer { peak = max(peak, abs(sample)) }
        let limit = Float(SoundDesign.peakLimit)
        guard peak > limit else { return }
        let gain = limit / peak * 0.999
        for index in buffer.indices { buffer[index] *= gain }
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
        let count = fillPartials(harmonics: harmonics, frequency: frequency)
        let (left, right) = Self.gains(pan)
        var oscillator = Rotation(step: 2 * Double.pi * frequency / Double(sampleRate))
        // The raised cosine's own oscillator, for the attack and for the release.
        var edge = Rotation(step: Double.pi / Double(attack))
        let releaseStart = frames - release
        partials.withUnsafeBufferPointer { partials in
            for offset in 0..<frames {
                var envelope = 1.0
                if offset < attack {
                    envelope = 0.5 - 0.5 * edge.cosine
                    edge.advance()
                } else if offset >= releaseStart {
                    if offset == releaseStart { edge = Rotation(step: Double.pi / Double(release)) }
                    envelope = 0.5 + 0.5 * edge.cosine
                    edge.advance()
                }
                let value = amplitude * envelope * Self.harmonicSum(oscillator, partials, count)
                mix(Float(value), at: start + offset, left: left, right: right)
                oscillator.advance()
                if offset & 4095 == 4095 { oscillator.normalize() }
            }
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
        let sampleRate = Double(self.sampleRate)
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

        var oscillator = Rotation(step: 0)
        var segment = 0
        var tone = 0
        let blockLength = 32
        var blockStart = start
        while blockStart < end {
            let blockEnd = min(blockStart + blockLength, end)
            let middle = Double(blockStart + blockEnd) / 2
            while segment + 1 < tones.count, center(segment + 1) <= middle { segment += 1 }
            let frequency = exp2(interpolated(pitches, at: middle, near: segment))
            oscillator.setStep(2 * Double.pi * frequency / sampleRate)
            oscillator.normalize()
            let count = fillPartials(harmonics: harmonics, frequency: frequency)
            let amplitudeStart = interpolated(amplitudes, at: Double(blockStart), near: segment)
            let amplitudeEnd = interpolated(amplitudes, at: Double(blockEnd), near: segment)
            var position = Double(blockStart - start) / Double(max(length - 1, 1))
            if rightToLeft { position = 1 - position }
            let (left, right) = stereo ? Self.gains(position) : (1, 1)
            partials.withUnsafeBufferPointer { partials in
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
                    if envelope > 0 {
                        let value = amplitude * envelope * Self.harmonicSum(oscillator, partials, count)
                        mix(Float(value), at: frame, left: left, right: right)
                    }
                    oscillator.advance()
                }
            }
            blockStart = blockEnd
        }
    }

    // MARK: - Helpers

    /// Writes each harmonic's amplitude, faded near the Nyquist frequency, into the scratch row;
    /// returns how many are non-zero from the bottom.
    private mutating func fillPartials(harmonics: [Double], frequency: Double) -> Int {
        var count = 0
        for index in 0..<min(harmonics.count, partials.count) {
            let weight = SoundDesign.bandLimitWeight(frequency: frequency * Double(index + 1), sampleRate: sampleRate)
            partials[index] = harmonics[index] * weight
            if weight > 0 { count = index + 1 }
        }
        return count
    }

    /// The sum of `sin(kφ)` weighted by the partials, from the oscillator's `sin φ` and `cos φ`
    /// by the Chebyshev recurrence `sin((k+1)φ) = 2 cos φ sin(kφ) - sin((k-1)φ)`.
    @inline(__always)
    private static func harmonicSum(_ oscillator: Rotation, _ partials: UnsafeBufferPointer<Double>, _ count: Int) -> Double {
        let twiceCosine = 2 * oscillator.cosine
        var previous = 0.0
        var current = oscillator.sine
        var sum = partials[0] * current
        var index = 1
        while index < count {
            let next = twiceCosine * current - previous
            previous = current
            current = next
            sum += partials[index] * current
            index += 1
        }
        return sum
    }

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
