internal import CEbur128
import Foundation

/// Measures loudness as ITU-R BS.1770-4 and EBU R 128 define it, through libebur128: K-weighted
/// mean square over 400 ms blocks that overlap by 75 %, gated at -70 LUFS and then 10 LU under
/// the ungated mean, summed over the channels with weight 1 (left, right, or the one channel).
///
/// The one owner of a libebur128 state: not copyable, destroyed exactly once.
///
/// ```swift
/// var meter = try LoudnessMeter(channelCount: 2, sampleRate: 44_100)
/// samples.withUnsafeBufferPointer { meter.add($0) }
/// meter.integratedLoudness    // -16.0
/// ```
public struct LoudnessMeter: ~Copyable {
    private let state: UnsafeMutablePointer<ebur128_state>

    /// Channels per frame.
    public let channelCount: Int

    /// Frames per second.
    public let sampleRate: Int

    /// Starts a measurement.
    ///
    /// - Throws: ``AudioGraphError/invalidOption(option:found:expected:)`` for a channel count
    ///   or rate libebur128 does not take.
    public init(channelCount: Int, sampleRate: Int) throws(AudioGraphError) {
        guard (1...8).contains(channelCount), (16...2_822_400).contains(sampleRate),
            let state = ebur128_init(
                UInt32(channelCount), UInt(sampleRate), Int32(EBUR128_MODE_I.rawValue | EBUR128_MODE_SAMPLE_PEAK.rawValue))
        else {
            throw AudioGraphError.invalidOption(
                option: "loudness meter", found: "\(channelCount) channels at \(sampleRate) Hz",
                expected: "1 to 8 channels at 16 Hz or more")
        }
        self.state = state
        self.channelCount = channelCount
        self.sampleRate = sampleRate
    }

    /// Adds interleaved frames (`samples.count` must be a multiple of the channel count).
    public mutating func add(_ samples: UnsafeBufferPointer<Float>) {
        precondition(samples.count % channelCount == 0, "add whole frames")
        guard let base = samples.baseAddress, !samples.isEmpty else { return }
        ebur128_add_frames_float(state, base, samples.count / channelCount)
    }

    /// The integrated loudness of everything added, in LUFS; `-infinity` when no block of
    /// 400 ms rose above the absolute gate (silence, or less than 400 ms of audio).
    public var integratedLoudness: Double {
        var loudness = 0.0
        guard ebur128_loudness_global(state, &loudness) == Int32(EBUR128_SUCCESS.rawValue) else { return -.infinity }
        return loudness.isFinite ? loudness : -.infinity
    }

    /// The largest sample magnitude added, over all channels, in full scale.
    public var samplePeak: Double {
        var peak = 0.0
        for channel in 0..<channelCount {
            var value = 0.0
            if ebur128_sample_peak(state, UInt32(channel), &value) == Int32(EBUR128_SUCCESS.rawValue) {
                peak = max(peak, value)
            }
        }
        return peak
    }

    /// The integrated loudness of interleaved samples, in LUFS.
    ///
    /// - Complexity: O(samples).
    public static func integratedLoudness(of samples: [Float], channelCount: Int, sampleRate: Int) throws(AudioGraphError)
        -> Double
    {
        var meter = try LoudnessMeter(channelCount: channelCount, sampleRate: sampleRate)
        samples.withUnsafeBufferPointer { meter.add($0) }
        return meter.integratedLoudness
    }

    deinit {
        var state: UnsafeMutablePointer<ebur128_state>? = self.state
        ebur128_destroy(&state)
    }
}

/// The loudness target every audio graph is normalized to, and how loudness and gain relate.
public enum LoudnessTarget {
    /// The integrated loudness of every graph, in LUFS: the level speech and podcasts on phones
    /// and computers are commonly normalized to (-16 LUFS for stereo), loud enough on a laptop's
    /// speakers and leaving room for peaks under -1 dBFS.
    public static let integrated = -16.0

    /// The gain, as an amplitude ratio, that moves a loudness to another.
    static func gain(from loudness: Double, to target: Double) -> Double {
        pow(10, (target - loudness) / 20)
    }
}

/// The K-weighting filter of ITU-R BS.1770 (a high shelf of about +4 dB above 1.5 kHz and a
/// high-pass at 38 Hz), as libebur128 designs it for a sample rate: what it does to the power
/// of a steady sine, so that the loudness of a graph can be worked out from its score without
/// rendering it.
struct KWeighting {
    private let b: [Double]
    private let a: [Double]
    private let sampleRate: Int

    /// The two sections' coefficients for `sampleRate`, by the bilinear transform of the
    /// standard's analogue prototypes (the same design libebur128 uses, so both agree at every
    /// rate).
    init(sampleRate: Int) {
        self.sampleRate = sampleRate
        let rate = Double(sampleRate)
        // The shelf.
        var f0 = 1_681.974450955533
        let gain = 3.999843853973347
        var q = 0.7071752369554196
        var k = tan(Double.pi * f0 / rate)
        let vh = pow(10, gain / 20)
        let vb = pow(vh, 0.4996667741545416)
        let a0 = 1 + k / q + k * k
        let shelfB = [(vh + vb * k / q + k * k) / a0, 2 * (k * k - vh) / a0, (vh - vb * k / q + k * k) / a0]
        let shelfA = [1, 2 * (k * k - 1) / a0, (1 - k / q + k * k) / a0]
        // The high-pass.
        f0 = 38.13547087602444
        q = 0.5003270373238773
        k = tan(Double.pi * f0 / rate)
        let passB = [1.0, -2, 1]
        let passA = [1, 2 * (k * k - 1) / (1 + k / q + k * k), (1 - k / q + k * k) / (1 + k / q + k * k)]
        b = shelfB + passB
        a = shelfA + passA
    }

    /// How much the filter multiplies the power of a sine at `frequency`.
    func powerGain(at frequency: Double) -> Double {
        let omega = 2 * Double.pi * frequency / Double(sampleRate)
        func section(_ offset: Int) -> Double {
            // |b0 + b1 z^-1 + b2 z^-2|^2 / |a0 + a1 z^-1 + a2 z^-2|^2 at z = e^{iω}.
            func magnitude(_ c: ArraySlice<Double>) -> Double {
                let c0 = c[c.startIndex]
                let c1 = c[c.startIndex + 1]
                let c2 = c[c.startIndex + 2]
                let real = c0 + c1 * cos(omega) + c2 * cos(2 * omega)
                let imaginary = -c1 * sin(omega) - c2 * sin(2 * omega)
                return real * real + imaginary * imaginary
            }
            return magnitude(b[offset..<(offset + 3)]) / magnitude(a[offset..<(offset + 3)])
        }
        return section(0) * section(3)
    }

    /// The mean power gain over an exponential sweep from `start` to `end` hertz (equal time in
    /// each part of an octave), sampled at 16 points.
    func meanPowerGain(sweepingFrom start: Double, to end: Double) -> Double {
        let points = 16
        var sum = 0.0
        for index in 0..<points {
            let position = (Double(index) + 0.5) / Double(points)
            sum += powerGain(at: start * pow(end / start, position))
        }
        return sum / Double(points)
    }
}

/// The integrated loudness of a sound worked out from its parts: each part's K-weighted power
/// and how its energy falls into the 100 ms steps of the standard's gating blocks.
///
/// Parts that sound at once add their powers (their frequencies differ, so the cross terms
/// average out over a 400 ms block). Blocks and gates are those of BS.1770-4 as libebur128
/// applies them: 400 ms blocks every 100 ms from the start, an absolute gate at -70 LUFS and a
/// relative one 10 LU under the mean of the blocks that pass it.
struct LoudnessModel {
    /// Frames in 100 ms, rounded as libebur128 rounds them.
    let hopFrames: Int

    /// K-weighted energy (power times frames) in each 100 ms step.
    private(set) var hops: [Double] = []

    init(sampleRate: Int) {
        hopFrames = (sampleRate + 5) / 10
    }

    /// Adds a part of constant `power` (K-weighted, summed over channels) shaped by a
    /// raised-cosine attack and release: `frames` frames from `start`.
    mutating func add(power: Double, start: Int, frames: Int, attack: Int, release: Int) {
        guard power > 0, frames > 0 else { return }
        let attack = min(attack, frames)
        let release = min(release, frames - attack)
        let sustainStart = start + attack
        let releaseStart = start + frames - release
        addShaped(power: power, from: start, to: sustainStart) { offset in
            Self.riseEnergy(upTo: offset, length: attack)
        }
        addShaped(power: power, from: sustainStart, to: releaseStart) { offset in Double(offset) }
        addShaped(power: power, from: releaseStart, to: start + frames) { offset in
            Self.fallEnergy(upTo: offset, length: release)
        }
    }

    /// Adds energy at one frame (for parts whose envelope is worked out frame by frame); a
    /// negative amount is the cross term of two parts that cancel each other in part.
    mutating func add(energy: Double, at frame: Int) {
        guard energy != 0, frame >= 0 else { return }
        let hop = frame / hopFrames
        grow(to: hop + 1)
        hops[hop] += energy
    }

    /// The integrated loudness in LUFS of a sound `frameCount` frames long holding what was
    /// added; `-infinity` when nothing passes the absolute gate. A sound shorter than a block
    /// is measured as one block of 400 ms holding it.
    func integratedLoudness(frameCount: Int) -> Double {
        let hopCount = max(frameCount / hopFrames, 4)
        var energies = [Double](repeating: 0, count: hopCount)
        for index in 0..<min(hopCount, hops.count) { energies[index] = hops[index] }
        // libebur128 counts only whole 100 ms steps; a tail shorter than one is left out, as
        // it leaves it out.
        let blockFrames = Double(4 * hopFrames)
        var blocks: [Double] = []
        blocks.reserveCapacity(hopCount - 3)
        var running = energies[0] + energies[1] + energies[2]
        for index in 3..<hopCount {
            running += energies[index]
            blocks.append(running / blockFrames)
            running -= energies[index - 3]
        }
        let absoluteGate = pow(10, (-70 + 0.691) / 10)
        let passing = blocks.filter { $0 >= absoluteGate }
        guard !passing.isEmpty else { return -.infinity }
        let relativeGate = passing.reduce(0, +) / Double(passing.count) * 0.1
        let gated = passing.filter { $0 >= relativeGate }
        guard !gated.isEmpty else { return -.infinity }
        return -0.691 + 10 * log10(gated.reduce(0, +) / Double(gated.count))
    }

    // MARK: - Envelope energy

    /// The energy of a raised-cosine rise of `length` frames over its first `offset` frames:
    /// the integral of (1/2 - cos(πt/L)/2)^2.
    static func riseEnergy(upTo offset: Int, length: Int) -> Double {
        guard length > 0 else { return 0 }
        let x = Double(offset)
        let l = Double(length)
        let theta = Double.pi * x / l
        return 0.375 * x - 0.5 * l / Double.pi * sin(theta) + 0.0625 * l / Double.pi * sin(2 * theta)
    }

    /// The energy of a raised-cosine fall of `length` frames over its first `offset` frames:
    /// the integral of (1/2 + cos(πt/L)/2)^2.
    static func fallEnergy(upTo offset: Int, length: Int) -> Double {
        guard length > 0 else { return 0 }
        let x = Double(offset)
        let l = Double(length)
        let theta = Double.pi * x / l
        return 0.375 * x + 0.5 * l / Double.pi * sin(theta) + 0.0625 * l / Double.pi * sin(2 * theta)
    }

    /// Spreads the energy of frames `from..<to` over the steps they fall in, `cumulative(k)`
    /// being the envelope's energy over the first `k` frames of the run.
    private mutating func addShaped(power: Double, from: Int, to: Int, cumulative: (Int) -> Double) {
        guard to > from, from >= 0 else { return }
        grow(to: (to - 1) / hopFrames + 1)
        var frame = from
        var before = 0.0
        while frame < to {
            let hopEnd = min((frame / hopFrames + 1) * hopFrames, to)
            let after = cumulative(hopEnd - from)
            hops[frame / hopFrames] += power * (after - before)
            before = after
            frame = hopEnd
        }
    }

    private mutating func grow(to count: Int) {
        if hops.count < count { hops.append(contentsOf: repeatElement(0, count: count - hops.count)) }
    }
}
