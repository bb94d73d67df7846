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
                phase: 0, step: 2 * Double.pi * from / Double(rate),
                factor: pow(to / from, 1 / Double(max(frames - 1, 1))))
        case .bell(let frequency):
            let partials = SoundDesign.bellPartials
            oscillator = .bell(
                Rotation(step: 2 * Double.pi * frequency * partials[0].ratio / Double(rate)),
                Rotation(step: 2 * Double.pi * frequency * partials[1].ratio / Double(rate)),
                upper: partials[1].amplitude / partials[0].amplitude)
        case .speech(let samples):
            oscillator = .speech(samples)
        case .glide(let first, let last):
            oscillator = .glide(
                GlideLine(plan: plan, first: first, last: last, voicing: score.lineVoicing, gain: voice.amplitude))
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
