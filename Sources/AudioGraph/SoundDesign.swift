import Foundation

/// The fixed choices of the graph's sound: levels, envelope lengths, the tick and the zero blip.
///
/// Levels are peak amplitudes in full scale (1.0 is 0 dBFS). They are chosen so that the worst
/// case (the loudest note, a strong tick and the reference tone all at their peaks at once)
/// stays below ``peakLimit``, so the graph never needs limiting and never clips.
enum SoundDesign {
    /// -1 dBFS, the highest any sample may reach.
    static let peakLimit = pow(10, -1.0 / 20)

    /// The peak of the loudest note.
    static let noteCeiling = 0.62

    /// The peak of a regular tick.
    static let regularTickLevel = 0.09

    /// The peak of a strong tick (the larger bucket's boundary).
    static let strongTickLevel = 0.16

    /// The most the reference tone may reach: its share of the headroom. (It plays a quarter
    /// of what a note at its pitch would, -12 dB, when that is less.)
    static let referenceLevel = 0.07

    /// The zero blip's level relative to a note at its pitch: soft.
    static let blipLevel = 0.5

    /// The blip's harmonics: a fundamental an octave below the range and a little of its octave,
    /// so it is heard on small speakers too.
    static let blipHarmonics: [Double] = [1.0, 0.3]

    /// A fundamental alone: the tick's and the reference tone's timbre.
    static let pureTone: [Double] = [1.0]

    /// The speech's peak.
    static let speechLevel = 0.7

    /// The shortest attack or release of any tone, in seconds.
    static let shortestEdge = 0.005

    /// A note's attack: a fifth of the tone, from 5 to 10 ms.
    static func attack(forSoundFrames frames: Int, sampleRate: Int) -> Int {
        clamp(frames / 5, seconds(shortestEdge, sampleRate), seconds(0.010, sampleRate))
    }

    /// A note's release: a third of the tone, from 5 to 20 ms.
    static func release(forSoundFrames frames: Int, sampleRate: Int) -> Int {
        clamp(frames / 3, seconds(shortestEdge, sampleRate), seconds(0.020, sampleRate))
    }

    /// The zero blip's length: four tenths of a note, from 25 to 60 ms, never longer than a note.
    static func blipFrames(forSoundFrames frames: Int, sampleRate: Int) -> Int {
        min(clamp(frames * 2 / 5, seconds(0.025, sampleRate), seconds(0.060, sampleRate)), frames)
    }

    /// The pitch of a tick, in hertz: above every note's fundamental, so a tick never sounds
    /// like a value.
    static let tickFrequency = 3_000.0

    /// A regular tick's length, in seconds.
    static let regularTickDuration = 0.008

    /// A strong tick's length, in seconds.
    static let strongTickDuration = 0.014

    /// A tick's attack, in seconds: a tick is meant to be a click, but a shaped one.
    static let tickAttack = 0.001

    /// How long the glide takes to fade out and back in around a zero, in seconds.
    static let glideGateRamp = 0.010

    /// The reference tone's fade in and out, in seconds.
    static let referenceFade = 0.030

    /// Harmonics fade out between these fractions of the sample rate (0.40 to 0.45, below the
    /// Nyquist frequency at 0.5), so none aliases and none appears or vanishes abruptly in a
    /// glide.
    static let bandLimitStart = 0.40
    static let bandLimitEnd = 0.45

    /// How much of a harmonic at `frequency` is kept: 1 well below Nyquist, 0 near it.
    static func bandLimitWeight(frequency: Double, sampleRate: Int) -> Double {
        let position = frequency / Double(sampleRate)
        if position <= bandLimitStart { return 1 }
        if position >= bandLimitEnd { return 0 }
        let fraction = (position - bandLimitStart) / (bandLimitEnd - bandLimitStart)
        return 0.5 + 0.5 * cos(Double.pi * fraction)
    }

    /// Frames in `seconds`, rounded.
    static func seconds(_ seconds: Double, _ sampleRate: Int) -> Int {
        Int((seconds * Double(sampleRate)).rounded())
    }

    static func clamp(_ value: Int, _ lowest: Int, _ highest: Int) -> Int {
        min(max(value, lowest), highest)
    }
}
