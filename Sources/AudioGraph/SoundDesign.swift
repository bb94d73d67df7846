import Foundation
import SpanModel

/// The fixed choices of the graph's sound: relative levels, envelope lengths, the tick, the
/// zero blip and the earcons.
///
/// Levels here are relative. Notes are balanced against each other for equal loudness; ticks,
/// the blip and the earcons are set against the graph's median note by energy (each sound's
/// level integrated over its whole duration, which is what the ear integrates for sounds this
/// short), so that they keep their place under the notes whatever the tempo; then the whole
/// graph is scaled to the loudness target (see ``LoudnessTarget``), never above ``peakLimit``.
///
/// Slower tones make the short sounds longer too (a tick of 8 ms beside a note of 107 ms, of
/// 20 ms beside one of 750 ms), so that holding their energy does not make them sharp.
enum SoundDesign {
    /// -1 dBFS, the highest any sample may reach.
    static let peakLimit = pow(10, -1.0 / 20)

    /// The ceiling the graph is scaled under: a hair below ``peakLimit``, so that rounding to
    /// 16 bits can never reach it.
    static let peakCeiling = peakLimit * 0.999

    /// A regular tick's energy against the median note's, in dB: 8 to 14 dB under, as the
    /// specification asks, heard over the tones without covering them.
    static let regularTickDecibels = -12.0

    /// A strong tick's (the larger bucket's boundary), in dB: louder and longer than a regular
    /// one, still inside 8 to 14 dB under the notes.
    static let strongTickDecibels = -9.5

    /// The zero blip's energy against the median note's, in dB: the same energy in its shorter
    /// length, so that "nothing" is heard as clearly as the data around it (within 6 dB even
    /// of a low note boosted for equal loudness), at every tempo.
    static let blipDecibels = 0.0

    /// An earcon's energy against the median note's, in dB: it sounds with the note and must be
    /// heard over it, in a register where the notes are weak.
    static let earconDecibels = -6.0

    /// The reference tone's level against a note at its own pitch: a quarter of the amplitude
    /// (-12 dB).
    static let referenceRatio = 0.25

    /// The harmonics of the reference tone and the tick: a fundamental alone.
    static let pureTone: [Double] = [1.0]

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

    // MARK: - The zero blip

    /// The blip's length: four tenths of a note, from 25 to 150 ms, never longer than a note.
    static func blipFrames(forSoundFrames frames: Int, sampleRate: Int) -> Int {
        min(clamp(frames * 2 / 5, seconds(0.025, sampleRate), seconds(0.150, sampleRate)), frames)
    }

    /// Where the blip's falling sweep starts and ends, in hertz. A sweep has no pitch of its own,
    /// so it is never heard as a note, and its energy lies well above 150 Hz, where small
    /// speakers still play.
    static let blipSweepStart = 800.0
    static let blipSweepEnd = 200.0

    /// The blip's release: the last two fifths of it, so it falls away like a drop.
    static func blipRelease(forFrames frames: Int) -> Int { max(frames * 2 / 5, 1) }

    // MARK: - Ticks

    /// The pitch of a regular tick, in hertz: above every note's fundamental (the highest range
    /// ends at 2,637 Hz), so a tick never sounds like a value, and above the earcons.
    static let tickFrequency = 3_000.0

    /// The pitch of a strong tick, in hertz: a fifth above the regular one, so that the larger
    /// stretch (a month, a decade) is told by its pitch as well as its level and length, the
    /// way a metronome sounds the first beat of a bar higher.
    static let strongTickFrequency = 4_500.0

    /// A tick's pitch, by its strength.
    static func tickFrequency(_ strength: TickStrength) -> Double {
        strength == .strong ? strongTickFrequency : tickFrequency
    }

    /// A regular tick's length, in seconds, beside notes of up to 107 ms (slots of 143 ms, the
    /// six-week graph's); it grows with longer notes, to ``longestRegularTick``.
    static let regularTickDuration = 0.008

    /// A strong tick's length, in seconds, beside notes of up to 107 ms; it grows with longer
    /// notes, to ``longestStrongTick``.
    static let strongTickDuration = 0.014

    /// The longest a regular and a strong tick become, beside the slowest notes, in seconds.
    static let longestRegularTick = 0.020
    static let longestStrongTick = 0.030

    /// A tick's length in frames beside notes of `noteFrames`: a fixed share of the note (8 ms
    /// of 107 ms for a regular tick, 14 ms for a strong one), within its shortest and longest.
    static func tickFrames(_ strength: TickStrength, noteFrames: Int, sampleRate: Int) -> Int {
        let (shortest, longest) =
            strength == .strong
            ? (strongTickDuration, longestStrongTick) : (regularTickDuration, longestRegularTick)
        let share = Double(noteFrames) * shortest / referenceNote
        return clamp(Int(share.rounded()), seconds(shortest, sampleRate), seconds(longest, sampleRate))
    }

    /// The note the short sounds' lengths are given for, in seconds: three quarters of the
    /// six-week graph's 143 ms slot. Beside longer notes they grow in proportion.
    static let referenceNote = 0.75 * 6.0 / 42

    /// A tick's attack, in seconds: a tick is meant to be a click, but a shaped one.
    static let tickAttack = 0.001

    /// The silence on either side of a tick, in seconds, so no neighbouring tone masks it.
    static let tickGuard = 0.005

    // MARK: - Earcons

    /// An earcon's length when the slot has room, in seconds, beside notes of up to 107 ms; it
    /// grows with longer notes, to ``longestEarcon``.
    static let earconDuration = 0.030

    /// The longest an earcon becomes, beside the slowest notes, in seconds.
    static let longestEarcon = 0.100

    /// An earcon's length in frames beside notes of `noteFrames`, when the slot has room.
    static func earconFrames(noteFrames: Int, sampleRate: Int) -> Int {
        let share = Double(noteFrames) * earconDuration / referenceNote
        return clamp(
            Int(share.rounded()), seconds(earconDuration, sampleRate), seconds(longestEarcon, sampleRate))
    }

    /// The shortest an earcon becomes to fit a short slot, in seconds: room for its 5 ms attack
    /// and release.
    static let shortestEarcon = 0.010

    /// The silence between two earcons of one tone, in seconds.
    static let earconGap = 0.002

    /// The chirps that mark the highest and lowest value: a fifth above and below, high above
    /// the notes (the default range ends at 1,046.5 Hz) and under the ticks.
    static let extremeChirpLow = 1_600.0
    static let extremeChirpHigh = 2_400.0

    /// The bells that mark threshold crossings: a fundamental and an inharmonic partial, which
    /// is what makes a bell sound like one, and never like a note.
    static let crossedUpBell = 2_000.0
    static let crossedDownBell = 1_250.0
    static let bellPartials: [(ratio: Double, amplitude: Double)] = [(1, 1), (2.76, 0.35)]

    // MARK: - The glide

    /// How long the glide takes to fade out and back in around a zero or a tick, in seconds.
    static let glideGateRamp = 0.005

    /// How far from a slot's edge the glide keeps a blip or an earcon, in seconds: half a strong
    /// tick and its silence, since a tick may stand on the edge.
    static let glideMargin = 0.012

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

    /// An amplitude ratio for a level in dB.
    static func ratio(_ decibels: Double) -> Double { pow(10, decibels / 20) }
}
