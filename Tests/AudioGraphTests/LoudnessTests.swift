import Foundation
import Testing

@testable import AudioGraph

@Suite struct LoudnessTests {
    /// `seconds` of a sine of peak `amplitude` at `frequency`, interleaved into `channels`.
    static func sine(_ frequency: Double, amplitude: Double, seconds: Double, channels: Int = 1) -> [Float] {
        let frames = Int(seconds * 44_100)
        var samples = [Float](repeating: 0, count: frames * channels)
        for frame in 0..<frames {
            let value = Float(amplitude * sin(2 * Double.pi * frequency * Double(frame) / 44_100))
            for channel in 0..<channels { samples[frame * channels + channel] = value }
        }
        return samples
    }

    @Test func aFullScaleSineNear1kHzMeasuresMinusThreeLUFSInOneChannel() throws {
        // The reference of ITU-R BS.1770: a 997 Hz sine at 0 dBFS in one front channel.
        let loudness = try LoudnessMeter.integratedLoudness(
            of: Self.sine(997, amplitude: 1, seconds: 5), channelCount: 1, sampleRate: 44_100)
        #expect(abs(loudness + 3.01) < 0.05)
        // The same in both channels is twice the power: 3 LU louder.
        let stereo = try LoudnessMeter.integratedLoudness(
            of: Self.sine(997, amplitude: 1, seconds: 5, channels: 2), channelCount: 2, sampleRate: 44_100)
        #expect(abs(stereo - loudness - 3.01) < 0.05)
    }

    @Test func silenceAndAudioShorterThanABlockHaveNoIntegratedLoudness() throws {
        let silence = [Float](repeating: 0, count: 44_100)
        #expect(try LoudnessMeter.integratedLoudness(of: silence, channelCount: 1, sampleRate: 44_100) == -.infinity)
        let short = Self.sine(440, amplitude: 0.5, seconds: 0.3)
        #expect(try LoudnessMeter.integratedLoudness(of: short, channelCount: 1, sampleRate: 44_100) == -.infinity)
    }

    @Test func theMeterReportsTheSamplePeak() throws {
        var meter = try LoudnessMeter(channelCount: 2, sampleRate: 44_100)
        let samples = Self.sine(440, amplitude: 0.5, seconds: 1, channels: 2)
        samples.withUnsafeBufferPointer { meter.add($0) }
        #expect(abs(meter.samplePeak - 0.5) < 1e-3)
    }

    @Test func anImpossibleMeterIsRefused() {
        #expect(throws: AudioGraphError.self) { _ = try LoudnessMeter(channelCount: 0, sampleRate: 44_100) }
        #expect(throws: AudioGraphError.self) { _ = try LoudnessMeter(channelCount: 2, sampleRate: 4) }
    }

    @Test(arguments: [60.0, 150, 500, 1_000, 2_000, 3_000, 8_000, 15_000])
    func theKWeightingGainIsWhatTheMeterMeasures(frequency: Double) throws {
        // The meter's loudness of a sine, less the unweighted level, is the filter's power gain.
        let amplitude = 0.25
        let measured = try LoudnessMeter.integratedLoudness(
            of: Self.sine(frequency, amplitude: amplitude, seconds: 3), channelCount: 1, sampleRate: 44_100)
        let unweighted = -0.691 + 10 * log10(amplitude * amplitude / 2)
        let gain = 10 * log10(KWeighting(sampleRate: 44_100).powerGain(at: frequency))
        #expect(abs(measured - unweighted - gain) < 0.05, "\(frequency) Hz")
    }

    @Test func theShelfLiftsHighFrequenciesByAboutFourDecibels() {
        let weighting = KWeighting(sampleRate: 48_000)
        #expect(abs(10 * log10(weighting.powerGain(at: 10_000)) - 4) < 0.3)
        #expect(abs(10 * log10(weighting.powerGain(at: 500))) < 0.3)
        #expect(10 * log10(weighting.powerGain(at: 20)) < -10)
    }

    @Test func theModelOfShapedBurstsMeasuresWhatTheMeterMeasures() throws {
        // Bursts of a sine with raised-cosine edges, some sparse, some dense, some silent
        // stretches: the gating and the 100 ms steps matter.
        let frequency = 700.0
        let amplitude = 0.3
        var samples = [Float](repeating: 0, count: 44_100 * 6)
        var model = LoudnessModel(sampleRate: 44_100)
        let power = amplitude * amplitude / 2 * KWeighting(sampleRate: 44_100).powerGain(at: frequency)
        var start = 1_000
        var length = 3_000
        while start + length < samples.count {
            let attack = length / 5
            let release = length / 3
            for offset in 0..<length {
                var envelope = 1.0
                if offset < attack { envelope = 0.5 - 0.5 * cos(Double.pi * Double(offset) / Double(attack)) }
                if offset >= length - release {
                    envelope = 0.5 + 0.5 * cos(Double.pi * Double(offset - (length - release)) / Double(release))
                }
                samples[start + offset] = Float(
                    amplitude * envelope * sin(2 * Double.pi * frequency * Double(offset) / 44_100))
            }
            model.add(power: power, start: start, frames: length, attack: attack, release: release)
            start += length * (start > 44_100 * 3 ? 4 : 2)
            length = 3_000 + (start % 7) * 500
        }
        let measured = try LoudnessMeter.integratedLoudness(of: samples, channelCount: 1, sampleRate: 44_100)
        #expect(abs(model.integratedLoudness(frameCount: samples.count) - measured) < 0.1)
    }

    @Test func theEnergyOfARaisedCosineEdgeIsThreeEighthsOfItsFrames() {
        #expect(abs(LoudnessModel.riseEnergy(upTo: 800, length: 800) - 300) < 1e-9)
        #expect(abs(LoudnessModel.fallEnergy(upTo: 800, length: 800) - 300) < 1e-9)
        // Rising, the first half holds less than the second; falling, more.
        #expect(LoudnessModel.riseEnergy(upTo: 400, length: 800) < 150)
        #expect(LoudnessModel.fallEnergy(upTo: 400, length: 800) > 150)
    }

    @Test func theTargetAndTheGainBetweenTwoLoudnesses() {
        #expect(LoudnessTarget.integrated == -16)
        #expect(abs(LoudnessTarget.gain(from: -22, to: -16) - 2) < 0.01)
    }
}
