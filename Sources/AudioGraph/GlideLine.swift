import Foundation

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
        ticks = plan.ticks.filter { $0.toneIndex > first && $0.toneIndex <= last }.map {
            ($0.startFrame, $0.startFrame + $0.frameCount)
        }
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
            let factor = max(
                voicing.peakFactor(exp2(pitches[index - first])), voicing.peakFactor(exp2(pitches[next - first])))
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
