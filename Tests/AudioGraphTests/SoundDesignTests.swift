import Foundation
import Testing

@testable import AudioGraph

@Suite struct SoundDesignTests {
    @Test func everyLayerAtItsPeakTogetherStaysBelowMinusOneDBFS() {
        let worst = SoundDesign.noteCeiling + SoundDesign.strongTickLevel + SoundDesign.referenceLevel
        #expect(worst < SoundDesign.peakLimit)
        #expect(abs(20 * log10(SoundDesign.peakLimit) + 1) < 1e-12)
        #expect(SoundDesign.blipLevel < 1 && SoundDesign.regularTickLevel < SoundDesign.strongTickLevel)
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
        #expect(blip <= soundFrames && blip <= Int(0.060 * 44_100))
    }

    @Test func harmonicsFadeOutBelowTheNyquistFrequency() {
        #expect(SoundDesign.bandLimitWeight(frequency: 10_000, sampleRate: 44_100) == 1)
        #expect(SoundDesign.bandLimitWeight(frequency: 0.40 * 44_100, sampleRate: 44_100) == 1)
        let middle = SoundDesign.bandLimitWeight(frequency: 0.425 * 44_100, sampleRate: 44_100)
        #expect(abs(middle - 0.5) < 1e-9)
        #expect(SoundDesign.bandLimitWeight(frequency: 0.45 * 44_100, sampleRate: 44_100) == 0)
        #expect(SoundDesign.bandLimitWeight(frequency: 30_000, sampleRate: 44_100) == 0)
    }

    @Test func theTickSitsAboveEveryPossibleNote() {
        #expect(SoundDesign.tickFrequency > PitchRange.frequency(ofMIDINote: PitchRange.highestMIDINote) * 1.1)
    }
}
