import Foundation
import Testing

@testable import AudioGraph

@Suite struct SoundDesignTests {
    @Test func theRelativeLevelsAreTheSpecifiedOnes() {
        #expect(abs(20 * log10(SoundDesign.peakLimit) + 1) < 1e-12)
        #expect(SoundDesign.peakCeiling < SoundDesign.peakLimit)
        // Ticks 8 to 14 dB under the notes, the strong one louder; the blip within 6 dB.
        for level in [SoundDesign.regularTickDecibels, SoundDesign.strongTickDecibels] {
            #expect(level <= -8 && level >= -14)
        }
        #expect(SoundDesign.strongTickDecibels > SoundDesign.regularTickDecibels)
        #expect(SoundDesign.strongTickDuration > SoundDesign.regularTickDuration)
        #expect(abs(SoundDesign.blipDecibels) <= 6)
        #expect(SoundDesign.ratio(-6) > 0.501 && SoundDesign.ratio(-6) < 0.502)
    }

    @Test func theBlipSweepsWellAboveWhatSmallSpeakersCut() {
        #expect(SoundDesign.blipSweepStart > SoundDesign.blipSweepEnd)
        #expect(SoundDesign.blipSweepEnd >= 150 * 1.25)
    }

    @Test func theEarconsSitAboveTheDefaultRangeAndBelowTheTick() {
        for frequency in [
            SoundDesign.extremeChirpLow, SoundDesign.extremeChirpHigh, SoundDesign.crossedUpBell,
            SoundDesign.crossedDownBell,
        ] {
            #expect(frequency > PitchRange.standard.high * 1.1)
            #expect(frequency < SoundDesign.tickFrequency * 0.9)
        }
        #expect(SoundDesign.crossedUpBell > SoundDesign.crossedDownBell)
        // A bell's upper partial is not a harmonic of its fundamental.
        let ratio = SoundDesign.bellPartials[1].ratio
        #expect(abs(ratio - ratio.rounded()) > 0.2)
    }

    @Test func theShortestSlotHoldsAStrongTickWithItsSilencesAndThreeEarcons() {
        let tickZone = SoundDesign.strongTickDuration + 2 * SoundDesign.tickGuard
        let earcons = 3 * SoundDesign.shortestEarcon + 2 * SoundDesign.earconGap
        #expect(tickZone + earcons <= AudioGraphOptions.shortestSlotAllowed + 1e-12)
    }

    @Test(arguments: [1_984, 4_725, 11_025, 100_000])
    func attacksAndReleasesAreNeverShorterThanFiveMilliseconds(soundFrames: Int) {
        let shortest = Int(0.005 * 44_100)
        let attack = SoundDesign.attack(forSoundFrames: soundFrames, sampleRate: 44_100)
        let release = SoundDesign.release(forSoundFrames: soundFrames, sampleRate: 44_100)
        #expect(attack >= shortest && attack <= Int(0.010 * 44_100))
        #expect(release >= shortest && release <= Int(0.020 * 44_100))
        #expect(attack + release <= soundFrames)
        let blip = SoundDesign.blipFrames(forSoundFrames: soundFrames, sampleRate: 44_100)
        #expect(blip <= soundFrames && blip <= Int(0.150 * 44_100))
    }

    @Test(
        "Ticks and earcons keep their lengths beside the usual notes and grow beside slower ones, within their bounds",
        arguments: [(1_984, 8.0, 14.0, 30.0), (4_725, 8, 14, 30), (8_269, 14, 24.5, 52.5), (33_075, 20, 30, 100)])
    func lengthsFollowTheTempo(noteFrames: Int, regular: Double, strong: Double, earcon: Double) {
        func milliseconds(_ frames: Int) -> Double { Double(frames) / 44.1 }
        let regularFrames = SoundDesign.tickFrames(.regular, noteFrames: noteFrames, sampleRate: 44_100)
        let strongFrames = SoundDesign.tickFrames(.strong, noteFrames: noteFrames, sampleRate: 44_100)
        let earconFrames = SoundDesign.earconFrames(noteFrames: noteFrames, sampleRate: 44_100)
        #expect(abs(milliseconds(regularFrames) - regular) < 0.1)
        #expect(abs(milliseconds(strongFrames) - strong) < 0.1)
        #expect(abs(milliseconds(earconFrames) - earcon) < 0.1)
    }

    @Test func harmonicsFadeOutBelowTheNyquistFrequency() {
        #expect(SoundDesign.bandLimitWeight(frequency: 10_000, sampleRate: 44_100) == 1)
        #expect(SoundDesign.bandLimitWeight(frequency: 0.40 * 44_100, sampleRate: 44_100) == 1)
        let middle = SoundDesign.bandLimitWeight(frequency: 0.425 * 44_100, sampleRate: 44_100)
        #expect(abs(middle - 0.5) < 1e-9)
        #expect(SoundDesign.bandLimitWeight(frequency: 0.45 * 44_100, sampleRate: 44_100) == 0)
        #expect(SoundDesign.bandLimitWeight(frequency: 30_000, sampleRate: 44_100) == 0)
    }

    @Test func bothTicksSitAboveEveryPossibleNoteAndAFifthApart() {
        #expect(SoundDesign.tickFrequency > PitchRange.frequency(ofMIDINote: PitchRange.highestMIDINote) * 1.1)
        #expect(SoundDesign.tickFrequency(.strong) / SoundDesign.tickFrequency(.regular) == 1.5)
    }
}
