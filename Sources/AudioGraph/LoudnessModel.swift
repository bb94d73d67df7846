internal import CEbur128
import Foundation

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
