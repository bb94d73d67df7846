import Foundation

/// How loud each kind of sound of one graph is, before the graph is scaled to the loudness
/// target: notes balanced for equal loudness, and ticks, blip and earcons set against the
/// median note's energy.
///
/// Energy is a sound's level integrated over its whole duration (the sum of its squared
/// samples), which is what the ear integrates for sounds this short: a tick 12 dB under a note
/// by energy stays 12 dB under whether the note lasts 45 ms or 750 ms, where a tick set by its
/// level alone would fall from 19 to 26 dB under as the notes lengthen.
struct Levels {
    let voicing: Voicing
    /// The energy (the sum of squared samples over its whole duration, at unit gain) of the
    /// graph's median note; in the glide, of the line over one slot.
    let noteEnergy: Double

    init(plan: AudioGraphPlan, voicing: Voicing) {
        self.voicing = voicing
        let isGlide = plan.options.style == .continuous
        // A note's attack and release lower its energy; the glide's line has none between its
        // ends, and its "note" is a slot of it.
        let frames = isGlide ? plan.slotFrames : plan.noteFrames
        let noteEnvelopeFraction =
            isGlide
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
        noteEnergy = median * median * noteEnvelopeFraction * Double(frames)
    }

    /// The peak amplitude that gives a sound of this waveform and envelope, `frames` long, an
    /// energy `decibels` from the median note's.
    func amplitude(decibels: Double, waveformRootMeanSquare: Double, frames: Int, attack: Int, release: Int) -> Double {
        let fraction = Levels.envelopeFraction(frames: frames, attack: attack, release: release)
        guard frames > 0, fraction > 0 else { return 0 }
        return (noteEnergy / (fraction * Double(frames))).squareRoot() * SoundDesign.ratio(decibels)
            / waveformRootMeanSquare
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
