import Foundation

/// How loud each kind of sound of one graph is, before the graph is scaled to the loudness
/// target: notes balanced for equal loudness, and ticks, blip and earcons set against the
/// median note's energy.
struct Levels {
    let voicing: Voicing
    /// The energy (root mean square over its whole duration) of the graph's median note.
    let noteEnergy: Double

    init(plan: AudioGraphPlan, voicing: Voicing) {
        self.voicing = voicing
        let frames = plan.noteFrames
        // A note's attack and release lower its energy; the glide's line has none between its
        // ends.
        let noteEnvelopeFraction =
            plan.options.style == .continuous
            ? 1
            : Levels.envelopeFraction(
                frames: frames, attack: SoundDesign.attack(forSoundFrames: frames, sampleRate: plan.sampleRate),
                release: SoundDesign.release(forSoundFrames: frames, sampleRate: plan.sampleRate))
        var levels: [Double] = []
        levels.reserveCapacity(plan.tones.count)
        for tone in plan.tones where tone.kind == .note {
            levels.append(voicing.amplitude(tone.frequency) * voicing.rootMeanSquare(tone.frequency))
        }
        let median: Double
        if levels.isEmpty {
            // No note plays (only zeros, or silence): the level a note in the middle of the
            // range would have.
            let middle = (plan.options.pitchRange.low * plan.options.pitchRange.high).squareRoot()
            median = voicing.amplitude(middle) * voicing.rootMeanSquare(middle)
        } else {
            levels.sort()
            median = levels[levels.count / 2]
        }
        noteEnergy = median * noteEnvelopeFraction.squareRoot()
    }

    /// The peak amplitude that gives a sound of this waveform and envelope an energy `decibels`
    /// from the median note's.
    func amplitude(decibels: Double, waveformRootMeanSquare: Double, frames: Int, attack: Int, release: Int) -> Double {
        let fraction = Levels.envelopeFraction(frames: frames, attack: attack, release: release)
        return noteEnergy * SoundDesign.ratio(decibels) / (waveformRootMeanSquare * fraction.squareRoot())
    }

    /// The mean of the squared envelope over a sound: raised-cosine edges keep 3/8 of their
    /// frames' power.
    static func envelopeFraction(frames: Int, attack: Int, release: Int) -> Double {
        guard frames > 0 else { return 0 }
        let edges = Double(min(attack + release, frames))
        return (Double(frames) - edges + 0.375 * edges) / Double(frames)
    }

    /// The root mean square of a bell of unit amplitude.
    static var bellRootMeanSquare: Double {
        (SoundDesign.bellPartials.reduce(0) { $0 + $1.amplitude * $1.amplitude } / 2).squareRoot()
    }
}
