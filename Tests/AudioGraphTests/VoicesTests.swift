import Foundation
import SpanModel
import Testing

@testable import AudioGraph

@Suite struct VoicesTests {
    /// Renders one voice of the score on its own, in blocks of `frames`.
    static func render(_ voice: VoiceSpec, score: Score, blockFrames: Int) -> [Float] {
        var live = LiveVoice(voice, score: score)
        var samples = [Float](repeating: 0, count: voice.end * score.channelCount)
        var blockStart = 0
        samples.withUnsafeMutableBufferPointer { buffer in
            while blockStart < voice.end {
                let blockEnd = min(blockStart + blockFrames, voice.end)
                let block = UnsafeMutableBufferPointer(
                    rebasing: buffer[(blockStart * score.channelCount)..<(blockEnd * score.channelCount)])
                live.render(into: block, blockStart: blockStart, blockEnd: blockEnd, channelCount: score.channelCount)
                blockStart = blockEnd
            }
        }
        return samples
    }

    @Test func everyKindOfVoicePlaysTheSameSamplesWhereverABlockEnds() throws {
        let series = Fixtures.daily([4, 0, 8, 9, 2, 6, 1, 9, 3, 12, 11])
        for style in ToneStyle.allCases {
            let plan = try AudioGraphPlan(
                series: series, window: series.all,
                options: Fixtures.options {
                    $0.style = style
                    $0.threshold = 5
                    $0.reference = .average
                })
            let score = Score(plan: plan, speech: [Float](repeating: 0.1, count: 500), channelCount: 2)
            for voice in score {
                let whole = Self.render(voice, score: score, blockFrames: voice.end + 1)
                for blockFrames in [1, 7, 256] {
                    #expect(Self.render(voice, score: score, blockFrames: blockFrames) == whole)
                }
            }
        }
    }

    @Test func equalPowerPanningKeepsTheTotalPower() {
        for pan in stride(from: 0.0, through: 1.0, by: 0.1) {
            let gains = LiveVoice.gains(pan, channelCount: 2)
            #expect(abs(Double(gains[0] * gains[0] + gains[1] * gains[1]) - 1) < 1e-6)
        }
        #expect(LiveVoice.gains(nil, channelCount: 2) == [1, 1])
        #expect(LiveVoice.gains(0.3, channelCount: 1) == [1])
    }

    @Test func aSweepFallsFromItsFirstPitchToItsLast() throws {
        let series = Fixtures.daily([0, 5])
        let plan = try AudioGraphPlan(
            series: series, window: series.all, options: Fixtures.options { $0.channels = .mono })
        let score = Score(plan: plan, speech: nil, channelCount: 1)
        let blip = try #require(score.first { if case .sweep = $0.source { true } else { false } })
        let samples = Self.render(blip, score: score, blockFrames: 64).map(Double.init)
        let third = blip.frames / 3
        let early = Analysis.dominantFrequency(
            samples[blip.start..<(blip.start + third)], sampleRate: 44_100, lowest: 100)
        let late = Analysis.dominantFrequency(samples[(blip.end - third)..<blip.end], sampleRate: 44_100, lowest: 100)
        #expect(early > late * 1.5)
        #expect(early < SoundDesign.blipSweepStart * 1.1 && late > SoundDesign.blipSweepEnd * 0.9)
    }
}
