import Foundation
import Testing

@testable import AudioGraph

@Suite struct SpeechLevelerTests {
    /// Something like synthesized speech: a buzz whose level comes and goes, with short peaks
    /// some 20 dB above its loudness.
    static let speechLike: [Float] = (0..<(44_100 * 3)).map { index in
        let time = Double(index) / 44_100
        let syllable = max(0, sin(2 * Double.pi * 4 * time))
        let buzz =
            sin(2 * Double.pi * 140 * time) + 0.5 * sin(2 * Double.pi * 280 * time) + 0.3
            * sin(2 * Double.pi * 1_200 * time)
        let click = index % 11_025 < 40 ? 6.0 : 1.0
        return Float(0.08 * syllable * buzz * click)
    }

    @Test(arguments: [(1, -16.0), (2, -16.0), (2, -20.0)])
    func speechIsBroughtToTheTargetWithItsPeaksUnderMinusOneDBFS(channels: Int, target: Double) throws {
        let (samples, loudness) = SpeechLeveler.level(
            Self.speechLike, sampleRate: 44_100, channelCount: channels, to: target)
        let reported = try #require(loudness)
        #expect(abs(reported - target) <= 0.2)
        // Measured again, written into every channel.
        let interleaved = samples.flatMap { [Float](repeating: $0, count: channels) }
        let measured = try LoudnessMeter.integratedLoudness(of: interleaved, channelCount: channels, sampleRate: 44_100)
        #expect(abs(measured - reported) < 0.01)
        #expect(Double(samples.map(abs).max()!) <= SoundDesign.peakCeiling)
    }

    @Test func theLimiterOnlyLowersTheGainNearPeaks() {
        let gain = 4.0
        let limited = SpeechLeveler.limited(Self.speechLike, gain: gain, sampleRate: 44_100)
        #expect(Double(limited.map(abs).max()!) <= SoundDesign.peakCeiling)
        // Far from any peak the samples are the input times the gain.
        let reach = Int(SpeechLeveler.lookAhead * 44_100) * 2
        var untouched = 0
        for index in limited.indices {
            let nearPeak = ((index - reach)...(index + reach)).contains { neighbour in
                neighbour >= 0 && neighbour < limited.count
                    && Double(abs(Self.speechLike[neighbour])) * gain > SoundDesign.peakCeiling
            }
            if !nearPeak {
                #expect(abs(Double(limited[index]) - Double(Self.speechLike[index]) * gain) < 1e-6)
                untouched += 1
            }
        }
        #expect(untouched > limited.count / 2)
        // Smooth: the gain never jumps from one sample to the next by more than a ramp allows.
        for index in 1..<limited.count where Self.speechLike[index] != 0 && Self.speechLike[index - 1] != 0 {
            let ratio = Double(limited[index]) / (Double(Self.speechLike[index]) * gain)
            let previous = Double(limited[index - 1]) / (Double(Self.speechLike[index - 1]) * gain)
            #expect(abs(ratio - previous) < 0.05)
        }
    }

    @Test func silenceStaysSilent() {
        let (samples, loudness) = SpeechLeveler.level(
            [Float](repeating: 0, count: 1_000), sampleRate: 44_100, channelCount: 2, to: -16)
        #expect(samples.allSatisfy { $0 == 0 } && loudness == nil)
    }
}
