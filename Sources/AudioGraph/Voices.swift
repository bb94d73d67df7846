import Foundation

/// A sound being played: its oscillator's and envelope's state, kept from one block to the
/// next so that where a block ends changes nothing in the samples.
struct LiveVoice {
    enum Oscillator {
        /// A table read with a 64-bit fixed-point phase.
        case table(values: [Float], step: UInt64, phase: UInt64)
        /// Harmonics as rotations, for notes near the band limit.
        case bank(HarmonicBank, frames: Int)
        /// A pure sine whose pitch falls or rises exponentially.
        case sweep(phase: Double, step: Double, factor: Double)
        /// A fundamental and an inharmonic partial.
        case bell(Rotation, Rotation, upper: Double)
        /// Samples as they are, in every channel.
        case speech([Float])
        /// The continuous glide.
        case glide(GlideLine)
    }

    private var oscillator: Oscillator
    let start: Int
    let frames: Int
    private let amplitude: Float
    private let left: Float
    private let right: Float
    private let attack: Int
    private let release: Int
    private var edge = Rotation(step: 0)
    private var position = 0

    var end: Int { start + frames }

    init(_ voice: VoiceSpec, score: Score) {
        let plan = score.plan
        let rate = plan.sampleRate
        start = voice.start
        frames = voice.frames
        amplitude = Float(voice.amplitude)
        let gains = Self.gains(voice.pan, channelCount: score.channelCount)
        left = gains[0]
        right = gains.count > 1 ? gains[1] : gains[0]
        attack = max(min(voice.attack, frames / 2), 1)
        release = max(min(voice.release, frames - attack), 1)
        switch voice.source {
        case .harmonics(let frequency, let harmonics):
            let table = harmonics == SoundDesign.pureTone ? score.sine : score.timbre
            if table.plays(frequency, sampleRate: rate) {
                oscillator = .table(
                    values: table.values, step: Wavetable.phaseStep(frequency: frequency, sampleRate: rate), phase: 0)
            } else {
                oscillator = .bank(
                    HarmonicBank(frequency: frequency, sampleRate: rate, harmonics: harmonics, gain: 1), frames: 0)
            }
        case .sweep(let from, let to):
            oscillator = .sweep(
                phase: 0, step: 2 * Double.pi * from / Double(rate), factor: pow(to / from, 1 / Double(max(frames - 1, 1))))
        case .bell(let frequency):
            let partials = SoundDesign.bellPartials
            oscillator = .bell(
                Rotation(step: 2 * Double.pi * frequency * partials[0].ratio / Double(rate)),
                Rotation(step: 2 * Double.pi * frequency * partials[1].ratio / Double(rate)),
                upper: partials[1].amplitude / partials[0].amplitude)
        case .speech(let samples):
            oscillator = .speech(samples)
        case .glide(let first, let last):
            oscillator = .glide(GlideLine(plan: plan, first: first, last: last, voicing: score.levels.voicing, gain: voice.amplitude))
        }
        edge = Rotation(step: Double.pi / Double(attack))
    }

    /// Equal-power gains for a place in the stereo field (0 left, 1 right); `nil` is every
    /// channel at full level.
    static func gains(_ pan: Double?, channelCount: Int) -> [Float] {
        guard let pan, channelCount == 2 else { return [Float](repeating: 1, count: channelCount) }
        let angle = min(max(pan, 0), 1) * Double.pi / 2
        return [Float(cos(angle)), Float(sin(angle))]
    }

    /// Adds the voice's frames that fall in `blockStart..<blockEnd` to the block.
    mutating func render(
        into buffer: UnsafeMutableBufferPointer<Float>, blockStart: Int, blockEnd: Int, channelCount: Int
    ) {
        let first = max(start + position, blockStart)
        let last = min(end, blockEnd)
        guard first < last else { return }
        precondition(first == start + position, "a voice plays its frames in order")
        let count = last - first
        let offset = first - blockStart
        switch oscillator {
        case .table(let values, let step, var phase):
            values.withUnsafeBufferPointer { values in
                @inline(__always) func next() -> Float {
                    let index = Int(truncatingIfNeeded: phase >> (64 - Wavetable.sizeBits))
                    let fraction = Float(UInt32(truncatingIfNeeded: phase >> (32 - Wavetable.sizeBits))) * 0x1p-32
                    phase &+= step
                    return values[index] + (values[index + 1] - values[index]) * fraction
                }
                play(count, at: offset, into: buffer, channelCount: channelCount, next: next)
            }
            oscillator = .table(values: values, step: step, phase: phase)
        case .bank(var bank, var played):
            @inline(__always) func next() -> Float {
                played += 1
                if played & 4_095 == 0 { bank.normalize() }
                return Float(bank.next())
            }
            play(count, at: offset, into: buffer, channelCount: channelCount, next: next)
            oscillator = .bank(bank, frames: played)
        case .sweep(var phase, var step, let factor):
            @inline(__always) func next() -> Float {
                let value = Float(sin(phase))
                phase += step
                step *= factor
                return value
            }
            play(count, at: offset, into: buffer, channelCount: channelCount, next: next)
            oscillator = .sweep(phase: phase.truncatingRemainder(dividingBy: 2 * Double.pi), step: step, factor: factor)
        case .bell(var lower, var upper, let weight):
            @inline(__always) func next() -> Float {
                let value = lower.sine + weight * upper.sine
                lower.advance()
                upper.advance()
                return Float(value)
            }
            play(count, at: offset, into: buffer, channelCount: channelCount, next: next)
            oscillator = .bell(lower, upper, upper: weight)
        case .speech(let samples):
            for index in 0..<count {
                let value = samples[position + index] * amplitude
                for channel in 0..<channelCount { buffer[(offset + index) * channelCount + channel] += value }
            }
            position += count
        case .glide(var line):
            line.render(into: buffer, from: first, to: last, blockStart: blockStart, channelCount: channelCount)
            position += count
            oscillator = .glide(line)
        }
    }

    /// Mixes `count` frames from `next`, shaped by the raised-cosine attack and release and
    /// scaled by the amplitude and the pan, in at `offset` frames into the block.
    @inline(__always)
    private mutating func play(
        _ count: Int, at offset: Int, into buffer: UnsafeMutableBufferPointer<Float>, channelCount: Int,
        next: () -> Float
    ) {
        let releaseStart = frames - release
        var frame = offset
        let stop = position + count
        let (left, right) = (self.left * amplitude, self.right * amplitude)
        @inline(__always) func mix(_ value: Float) {
            if channelCount == 2 {
                buffer[frame * 2] += value * left
                buffer[frame * 2 + 1] += value * right
            } else {
                buffer[frame] += value * left
            }
            frame += 1
        }
        while position < stop {
            if position < attack {
                let segmentEnd = min(attack, stop)
                while position < segmentEnd {
                    mix(next() * Float(0.5 - 0.5 * edge.cosine))
                    edge.advance()
                    position += 1
                }
                if position == attack { edge = Rotation(step: Double.pi / Double(release)) }
            } else if position < releaseStart {
                let segmentEnd = min(releaseStart, stop)
                while position < segmentEnd {
                    mix(next())
                    position += 1
                }
            } else {
                while position < stop {
                    mix(next() * Float(0.5 + 0.5 * edge.cosine))
                    edge.advance()
                    position += 1
                }
            }
        }
    }
}

/// One line of the continuous glide: a phase-continuous oscillator whose pitch moves in
/// log-frequency from each slot's middle to the next, falling silent around zeros (their blips
/// sound in the gap) and around ticks (so nothing masks them), moving smoothly through the
/// tones' places in the stereo field.
///
/// Pitch and level are set every 32 frames from the line's start, whatever the blocks, so the
/// samples do not depend on where a block ends.
struct GlideLine {
    private let tones: [AudioGraphPlan.Tone]
    private let ticks: [(start: Int, end: Int)]
    private let first: Int
    private let last: Int
    private let pitches: [Double]
    private let amplitudes: [Double]
    private let pans: [Double]
    private let harmonics: [Double]
    private let sampleRate: Int
    let start: Int
    let end: Int
    private let attack: Int
    private let release: Int
    private let ramp: Int
    private let guardFrames: Int
    private var bank: HarmonicBank

    static let stepFrames = 32

    // The current step's settings, kept across blocks.
    private var stepStart = 0
    private var stepEnd = 0
    private var amplitudeStart = 0.0
    private var amplitudeEnd = 0.0
    private var left: Float = 1
    private var right: Float = 1
    private var segment = 0
    private var tone = 0
    private var tick = 0

    init(plan: AudioGraphPlan, first: Int, last: Int, voicing: Voicing, gain: Double) {
        tones = plan.tones
        self.first = first
        self.last = last
        sampleRate = plan.sampleRate
        harmonics = plan.options.timbre.harmonics
        let notes = (first...last).filter { plan.tones[$0].kind == .note }
        var pitches: [Double] = []
        var amplitudes: [Double] = []
        var held = notes.first ?? first
        for index in first...last {
            if plan.tones[index].kind == .note { held = index }
            let frequency = plan.tones[held].frequency
            pitches.append(log2(frequency))
            amplitudes.append(voicing.amplitude(frequency) * gain)
        }
        self.pitches = pitches
        self.amplitudes = amplitudes
        pans = (first...last).map { plan.tones[$0].pan }
        start = plan.tones[first].slotStartFrame
        end = plan.tones[last].slotStartFrame + plan.noteFrames
        let length = end - start
        attack = SoundDesign.attack(forSoundFrames: length, sampleRate: sampleRate)
        release = SoundDesign.release(forSoundFrames: length, sampleRate: sampleRate)
        ramp = SoundDesign.seconds(SoundDesign.glideGateRamp, sampleRate)
        guardFrames = SoundDesign.seconds(SoundDesign.tickGuard, sampleRate)
        ticks = plan.ticks.filter { $0.toneIndex > first && $0.toneIndex <= last }.map { ($0.startFrame, $0.startFrame + $0.frameCount) }
        bank = HarmonicBank(frequency: 0, sampleRate: sampleRate, harmonics: harmonics, gain: 1)
        stepStart = start
        stepEnd = start
    }

    private func center(_ index: Int) -> Double {
        Double(tones[index].slotStartFrame) + Double(tones[index].slotFrames) / 2
    }

    /// A per-tone table's value at `frame`, interpolated between slot middles.
    private func interpolated(_ table: [Double], at frame: Double, near hint: Int) -> Double {
        if frame <= center(first) { return table[0] }
        var segment = hint
        while segment > first, center(segment) > frame { segment -= 1 }
        while segment + 1 <= last, center(segment + 1) <= frame { segment += 1 }
        if segment >= last { return table[last - first] }
        let fraction = (frame - center(segment)) / (center(segment + 1) - center(segment))
        return table[segment - first] + (table[segment + 1 - first] - table[segment - first]) * fraction
    }

    /// The line's envelope at `frame`: its own attack and release, silence around zeros and
    /// ticks. Moves the tone and tick cursors forward.
    private mutating func envelope(at frame: Int) -> Double {
        while tone + 1 <= last - first, tones[first + tone + 1].slotStartFrame <= frame { tone += 1 }
        while tick < ticks.count, ticks[tick].end + guardFrames + ramp <= frame { tick += 1 }
        let offset = frame - start
        var level = 1.0
        if offset < attack {
            level = 0.5 - 0.5 * cos(Double.pi * Double(offset) / Double(attack))
        } else if offset >= end - start - release {
            level = 0.5 + 0.5 * cos(Double.pi * Double(offset - (end - start - release)) / Double(release))
        }
        let index = first + tone
        if tones[index].isZero {
            let into = frame - tones[index].slotStartFrame
            let remaining = tones[index].slotStartFrame + tones[index].slotFrames - frame
            var gate = 0.0
            if index > first, !tones[index - 1].isZero, into < ramp {
                gate = 0.5 + 0.5 * cos(Double.pi * Double(into) / Double(ramp))
            }
            if index < last, !tones[index + 1].isZero, remaining <= ramp {
                gate = max(gate, 0.5 - 0.5 * cos(Double.pi * Double(ramp - remaining) / Double(ramp)))
            }
            level *= gate
        }
        if tick < ticks.count {
            // Silent from a guard before the tick to a guard after it, with short fades outside.
            let silentStart = ticks[tick].start - guardFrames
            let silentEnd = ticks[tick].end + guardFrames
            if frame >= silentStart - ramp, frame < silentStart {
                level *= 0.5 + 0.5 * cos(Double.pi * Double(frame - (silentStart - ramp)) / Double(ramp))
            } else if frame >= silentStart, frame < silentEnd {
                level = 0
            } else if frame >= silentEnd, frame < silentEnd + ramp {
                level *= 0.5 - 0.5 * cos(Double.pi * Double(frame - silentEnd) / Double(ramp))
            }
        }
        return level
    }

    /// Sets pitch, level and place for the 32 frames from `frame`.
    private mutating func beginStep(at frame: Int, channelCount: Int) -> Double {
        stepStart = frame
        stepEnd = min(frame + Self.stepFrames, end)
        let middle = Double(stepStart + stepEnd) / 2
        while segment + 1 <= last - first, center(first + segment + 1) <= middle { segment += 1 }
        let frequency = exp2(interpolated(pitches, at: middle, near: first + segment))
        bank.retune(frequency: frequency, sampleRate: sampleRate, harmonics: harmonics, gain: 1)
        bank.normalize()
        amplitudeStart = interpolated(amplitudes, at: Double(stepStart), near: first + segment)
        amplitudeEnd = interpolated(amplitudes, at: Double(stepEnd), near: first + segment)
        // The place in the stereo field moves smoothly through the tones' own places.
        let position = interpolated(pans, at: middle, near: first + segment)
        let gains = LiveVoice.gains(channelCount == 2 ? position : nil, channelCount: channelCount)
        left = gains[0]
        right = gains.count > 1 ? gains[1] : gains[0]
        return frequency
    }

    /// Adds frames `from..<to` of the line to a block that starts at `blockStart`.
    mutating func render(
        into buffer: UnsafeMutableBufferPointer<Float>, from: Int, to: Int, blockStart: Int, channelCount: Int
    ) {
        var frame = from
        while frame < to {
            if frame >= stepEnd { _ = beginStep(at: frame, channelCount: channelCount) }
            let level = envelope(at: frame)
            let fraction = Double(frame - stepStart) / Double(stepEnd - stepStart)
            let amplitude = amplitudeStart + (amplitudeEnd - amplitudeStart) * fraction
            // The bank advances whether or not the line is heard, so its phase runs on.
            let value = bank.next()
            if level > 0 {
                let sample = Float(amplitude * level * value)
                let index = (frame - blockStart) * channelCount
                if channelCount == 2 {
                    buffer[index] += sample * left
                    buffer[index + 1] += sample * right
                } else {
                    for channel in 0..<channelCount { buffer[index + channel] += sample }
                }
            }
            frame += 1
        }
    }

    /// Adds the line's K-weighted energy, frame by frame, to a loudness model whose frame 0 is
    /// `origin`.
    mutating func predict(into model: inout LoudnessModel, origin: Int, weighting: KWeighting, channelCount: Int) {
        var frame = start
        var power = 0.0
        while frame < end {
            if frame >= stepEnd {
                let frequency = beginStep(at: frame, channelCount: channelCount)
                power = 0
                for (index, amplitude) in harmonics.enumerated() where amplitude != 0 {
                    let partial = frequency * Double(index + 1)
                    let kept = amplitude * SoundDesign.bandLimitWeight(frequency: partial, sampleRate: sampleRate)
                    power += kept * kept / 2 * weighting.powerGain(at: partial)
                }
                power *= Double(left) * Double(left) + (channelCount == 2 ? Double(right) * Double(right) : 0)
            }
            let level = envelope(at: frame)
            let fraction = Double(frame - stepStart) / Double(stepEnd - stepStart)
            let amplitude = amplitudeStart + (amplitudeEnd - amplitudeStart) * fraction
            model.add(energy: power * amplitude * amplitude * level * level, at: frame - origin)
            frame += 1
        }
    }

    /// The most the line reaches in each channel: for each stretch between two slot middles,
    /// the larger amplitude times the waveform's peak (its harmonics stay locked in phase as the
    /// pitch moves, so its shape is the timbre's), times the largest pan gain near the stretch.
    func peakBound(channelCount: Int, voicing: Voicing) -> [Double] {
        var peaks = [Double](repeating: 0, count: channelCount)
        for index in first...last {
            let next = min(index + 1, last)
            let amplitude = max(amplitudes[index - first], amplitudes[next - first])
            let factor = max(voicing.peakFactor(exp2(pitches[index - first])), voicing.peakFactor(exp2(pitches[next - first])))
            var gains = [Float](repeating: channelCount == 2 ? 0 : 1, count: channelCount)
            if channelCount == 2 {
                for neighbour in max(index - 1, 0)...min(index + 2, tones.count - 1) {
                    let pair = LiveVoice.gains(tones[neighbour].pan, channelCount: 2)
                    gains = [max(gains[0], pair[0]), max(gains[1], pair[1])]
                }
            }
            for channel in 0..<channelCount {
                peaks[channel] = max(peaks[channel], amplitude * factor * Double(gains[channel]))
            }
        }
        return peaks
    }
}
