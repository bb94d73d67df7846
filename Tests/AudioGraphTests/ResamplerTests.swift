import Foundation
import Testing

@testable import AudioGraph

@Suite struct ResamplerTests {
    static func sine(_ frequency: Double, rate: Int, count: Int) -> [Float] {
        (0..<count).map { Float(0.5 * sin(2 * Double.pi * frequency * Double($0) / Double(rate))) }
    }

    @Test(arguments: [(22_050, 44_100), (22_050, 48_000), (44_100, 22_050)])
    func aSineKeepsItsFrequencyAndLevel(from source: Int, to target: Int) {
        let input = Self.sine(1_000, rate: source, count: source / 2)
        let output = Resampler.resample(input, from: source, to: target)
        #expect(output.count == target / 2)
        let middle = Array(output[(output.count / 4)..<(3 * output.count / 4)]).map(Double.init)
        let frequency = Analysis.dominantFrequency(middle[...], sampleRate: target)
        #expect(abs(frequency - 1_000) < 1)
        #expect(abs(Analysis.rms(middle[...]) - 0.5 / 2.0.squareRoot()) < 0.005)
    }

    @Test func contentAboveTheNewNyquistIsRemovedWhenDownsampling() {
        let input = Self.sine(15_000, rate: 44_100, count: 22_050)
        let output = Resampler.resample(input, from: 44_100, to: 22_050)
        let middle = output[(output.count / 4)..<(3 * output.count / 4)].map(Double.init)
        #expect(Analysis.rms(middle[...]) < 0.01)
    }

    @Test func theSameRateReturnsTheInput() {
        let input: [Float] = [0.1, -0.2, 0.3]
        #expect(Resampler.resample(input, from: 22_050, to: 22_050) == input)
        #expect(Resampler.resample([], from: 22_050, to: 44_100).isEmpty)
    }
}
