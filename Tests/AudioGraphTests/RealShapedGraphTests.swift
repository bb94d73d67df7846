import Foundation
import SpanModel
import Testing

@testable import AudioGraph

/// Graphs of real-shaped data, written, decoded and measured: what a listener can use, not
/// only what the plan says.
@Suite("Real-shaped graphs, decoded")
struct RealShapedGraphTests {
    /// The pitch of each sounding note, measured in the middle half of the note, in semitones
    /// above the range's lowest note.
    static func measuredSemitones(_ plan: AudioGraphPlan, _ decoded: DecodedAudio) -> [Double] {
        let mono = Analysis.mono(decoded.samples, channels: decoded.channelCount)
        return plan.tones.filter { $0.kind == .note }.map { tone in
            let middle =
                (tone.soundStartFrame + tone.soundFrames / 4)..<(tone.soundStartFrame + 3 * tone.soundFrames / 4)
            let frequency = Analysis.dominantFrequency(mono[middle], sampleRate: decoded.sampleRate)
            return 12 * log2(frequency / plan.options.pitchRange.low)
        }
    }

    /// The share of the pitch range the decoded notes span.
    static func measuredShare(_ plan: AudioGraphPlan, _ decoded: DecodedAudio) -> Double {
        let semitones = measuredSemitones(plan, decoded)
        let range = 12 * log2(plan.options.pitchRange.high / plan.options.pitchRange.low)
        return (semitones.max()! - semitones.min()!) / range
    }

    static let mono = Fixtures.options { $0.channels = .mono }

    @Test(
        "A slow rise at a high level and a seasonal cycle on a high base fill at least two thirds of the pitch range by default, and under a tenth from zero",
        arguments: [("slow rise", RealShapedSeries.slowRise), ("seasonal cycle", RealShapedSeries.seasonalCycle)])
    func theAxisTheEarCanUse(name: String, series: Series) throws {
        let (plan, decoded) = try Fixtures.roundTrip(series: series, window: series.all, options: Self.mono)
        let share = Self.measuredShare(plan, decoded)
        #expect(share >= 2.0 / 3, "\(name): \(share) of the range")
        #expect(plan.valueAxis == plan.valueExtent)
        let (zeroPlan, zeroDecoded) = try Fixtures.roundTrip(
            series: series, window: series.all,
            options: Fixtures.options {
                $0.channels = .mono
                $0.axis = .zero
            })
        let zeroShare = Self.measuredShare(zeroPlan, zeroDecoded)
        #expect(zeroShare < 0.1, "\(name) from zero: \(zeroShare)")
        #expect(zeroPlan.valueAxis.lowerBound == 0)
    }

    @Test("Each note sounds at its place on the window's own axis, within 1 %")
    func pitchOnTheOwnAxis() throws {
        let series = RealShapedSeries.seasonalCycle
        let (plan, decoded) = try Fixtures.roundTrip(series: series, window: series.all, options: Self.mono)
        let measured = Self.measuredSemitones(plan, decoded)
        let notes = plan.tones.filter { $0.kind == .note }
        for (tone, semitones) in zip(notes, measured) {
            let place =
                (tone.value - plan.valueAxis.lowerBound) / (plan.valueAxis.upperBound - plan.valueAxis.lowerBound)
            let expected = place * 36
            #expect(abs(semitones - expected) < 12 * log2(1.01), "\(tone.value): \(semitones), expected \(expected)")
        }
    }

    /// The frames of a tick, and the share of its energy within a third of an octave of `pitch`.
    static func pitchShare(_ samples: [Double], _ tick: AudioGraphPlan.Tick, at pitch: Double) -> Double {
        let frames = samples[tick.startFrame..<(tick.startFrame + tick.frameCount)]
        return Analysis.energyFraction(
            frames, sampleRate: 44_100, from: pitch / pow(2, 1 / 6), to: pitch * pow(2, 1 / 6), padding: 16_384)
    }

    @Test("144 years of yearly data click at each decade and more strongly, and higher, at each century")
    func decadesAndCenturies() throws {
        let series = RealShapedSeries.yearlyAnomalies
        let (plan, decoded) = try Fixtures.roundTrip(series: series, window: series.all, options: Self.mono)
        #expect(plan.grouping == nil)
        #expect(plan.tones.count == 144)
        #expect(plan.tickKind == .decade && plan.strongTickKind == .century)
        let samples = Analysis.mono(decoded.samples, channels: 1)
        // 1890 to 2020: 14 new decades, two of them new centuries, at the tone of the year ending
        // in 0.
        #expect(plan.ticks.count == 14)
        #expect(plan.ticks.filter { $0.strength == .strong }.count == 2)
        for tick in plan.ticks {
            let year = 1880 + tick.toneIndex
            #expect(year % 10 == 0)
            #expect((tick.strength == .strong) == (year % 100 == 0), "\(year)")
            let own = SoundDesign.tickFrequency(tick.strength)
            let other = SoundDesign.tickFrequency(tick.strength == .strong ? .regular : .strong)
            #expect(Self.pitchShare(samples, tick, at: own) > 0.8, "\(year)")
            #expect(Self.pitchShare(samples, tick, at: other) < 0.1, "\(year)")
            // The tick lies in the silence before its year's tone.
            #expect(tick.startFrame + tick.frameCount < plan.tones[tick.toneIndex].soundStartFrame)
        }
    }

    @Test("60 years of monthly data grouped by year click at each decade")
    func groupedByYear() throws {
        let series = RealShapedSeries.sixtyYearsMonthly
        let (plan, decoded) = try Fixtures.roundTrip(series: series, window: series.all, options: Self.mono)
        #expect(plan.grouping == .year)
        #expect(plan.tones.count == 60)
        #expect(plan.tickKind == .decade)
        let samples = Analysis.mono(decoded.samples, channels: 1)
        #expect(plan.ticks.map { 1960 + $0.toneIndex } == [1970, 1980, 1990, 2000, 2010])
        #expect(plan.ticks.map(\.strength) == [.regular, .regular, .regular, .strong, .regular])
        for tick in plan.ticks {
            #expect(Self.pitchShare(samples, tick, at: SoundDesign.tickFrequency(tick.strength)) > 0.8)
        }
        #expect(Self.measuredShare(plan, decoded) >= 2.0 / 3)
    }
}
