import Foundation
import SpanModel
import Testing

@testable import AudioGraph

@Suite struct ScoreTests {
    @Test func theScoreListsEverySoundInOrderOfStart() throws {
        let plan = try AudioGraphPlan(
            series: Fixtures.demo, window: Fixtures.sixWeeks,
            options: Fixtures.options {
                $0.reference = .average
                $0.threshold = 9_000
            })
        let voices = Array(Score(plan: plan, speech: nil, channelCount: 2))
        #expect(zip(voices, voices.dropFirst()).allSatisfy { $0.start <= $1.start })
        // Every tone, tick and earcon, and the reference.
        #expect(voices.count == plan.tones.count + plan.ticks.count + plan.earcons.count + 1)
    }

    @Test func aGlideDrawsOneLinePerRunOfTonesBetweenSilences() throws {
        let series = Fixtures.daily([3, 4, .nan, 5, .nan, .nan, 0, 0, .nan, 2, 6])
        let plan = try AudioGraphPlan(
            series: series, window: series.all, options: Fixtures.options { $0.style = .continuous })
        // A run of zeros alone has no line to draw.
        #expect(Score.glideRuns(plan.tones) == [0...1, 3...3, 9...10])
        let voices = Array(Score(plan: plan, speech: nil, channelCount: 2))
        let lines = voices.filter { if case .glide = $0.source { true } else { false } }
        #expect(lines.count == 3)
    }

    @Test func ticksBlipsAndEarconsAreSetAgainstTheMedianNote() throws {
        let series = Fixtures.daily([4, 0, 8, 0, 2, 6, 1, 9, 3])
        let plan = try AudioGraphPlan(
            series: series, window: series.all, options: Fixtures.options { $0.threshold = 5 })
        let score = Score(plan: plan, speech: nil, channelCount: 1)
        let levels = score.levels
        // Energy: the squared level integrated over the sound's frames.
        func energy(_ voice: VoiceSpec, waveform: Double) -> Double {
            let level = voice.amplitude * waveform
            return level * level * Double(voice.frames)
                * Levels.envelopeFraction(frames: voice.frames, attack: voice.attack, release: voice.release)
        }
        for voice in score {
            let decibels = 10 * log10(energy(voice, waveform: 0.5.squareRoot()) / levels.noteEnergy)
            switch voice.source {
            case .sweep(let from, _) where from == SoundDesign.blipSweepStart:
                #expect(abs(decibels - SoundDesign.blipDecibels) < 1e-9)
            case .sweep:
                #expect(abs(decibels - SoundDesign.earconDecibels) < 1e-9)
            case .harmonics(let frequency, _)
            where frequency == SoundDesign.tickFrequency || frequency == SoundDesign.strongTickFrequency:
                #expect(
                    abs(decibels - SoundDesign.regularTickDecibels) < 1e-9
                        || abs(decibels - SoundDesign.strongTickDecibels) < 1e-9)
            case .bell:
                let bell = 10 * log10(energy(voice, waveform: Levels.bellRootMeanSquare) / levels.noteEnergy)
                #expect(abs(bell - SoundDesign.earconDecibels) < 1e-9)
            default:
                break
            }
        }
    }

    @Test func theEnvelopeKeepsThreeEighthsOfItsEdges() {
        #expect(Levels.envelopeFraction(frames: 100, attack: 0, release: 0) == 1)
        #expect(abs(Levels.envelopeFraction(frames: 100, attack: 50, release: 50) - 0.375) < 1e-12)
        #expect(abs(Levels.envelopeFraction(frames: 100, attack: 20, release: 20) - (60 + 15) / 100.0) < 1e-12)
    }
}
