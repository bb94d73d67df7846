import Foundation
import SpanModel
import Testing

@testable import AudioGraph

/// The rendered sound, checked by analysis of what was written and decoded, not by ear.
@Suite struct AudioRendererTests {
    /// The middle half of a tone: well clear of its attack and release.
    static func steadyMiddle(of tone: AudioGraphPlan.Tone) -> Range<Int> {
        (tone.soundStartFrame + tone.soundFrames / 4)..<(tone.soundStartFrame + 3 * tone.soundFrames / 4)
    }

    @Test(arguments: Timbre.allCases)
    func eachTonesFrequencyIsWithinOnePercentOfTheMapping(timbre: Timbre) throws {
        let (plan, decoded) = try Fixtures.roundTrip(options: Fixtures.options { $0.timbre = timbre })
        let mono = Analysis.mono(decoded.samples, channels: decoded.channelCount)
        for tone in plan.tones {
            let expected =
                plan.options.pitchRange.low
                * pow(
                    plan.options.pitchRange.high / plan.options.pitchRange.low, tone.value / plan.valueAxis.upperBound)
            let measured = Analysis.dominantFrequency(mono[Self.steadyMiddle(of: tone)], sampleRate: decoded.sampleRate)
            #expect(
                abs(measured - expected) / expected < 0.01,
                "tone at \(tone.slotStartFrame): \(measured) Hz, expected \(expected) Hz")
        }
    }

    @Test func aUserRangeAndAScaleAreWhatIsHeard() throws {
        let options = Fixtures.options {
            $0.pitchRange = try! PitchRange(parsing: "A3:A5")
            $0.pitchScale = .pentatonic
            $0.channels = .mono
        }
        let (plan, decoded) = try Fixtures.roundTrip(options: options)
        let samples = Analysis.mono(decoded.samples, channels: 1)
        for tone in plan.tones {
            let measured = Analysis.dominantFrequency(
                samples[Self.steadyMiddle(of: tone)], sampleRate: decoded.sampleRate)
            let note = PitchRange.midiNote(ofFrequency: measured)
            #expect(measured >= 220 * 0.99 && measured <= 880 * 1.01)
            #expect(abs(note - note.rounded()) < 0.17, "\(measured) Hz is not on a semitone")
            #expect([0, 2, 4, 7, 9].contains(((Int(note.rounded()) - 57) % 12 + 12) % 12))
        }
    }

    @Test func slotsAndTonesLastAsLongAsSpecified() throws {
        // A high, pure range so that a half cycle (under 0.7 ms) does not blur the edges.
        let options = Fixtures.options {
            $0.timbre = .sine
            $0.pitchRange = try! PitchRange(parsing: "800:2000")
            $0.playsTicks = false
            $0.channels = .mono
        }
        let (plan, decoded) = try Fixtures.roundTrip(options: options)
        let samples = Analysis.mono(decoded.samples, channels: 1)
        let rate = Double(decoded.sampleRate)
        var onsets: [Int] = []
        for tone in plan.tones {
            let slot = tone.slotStartFrame..<(tone.slotStartFrame + tone.slotFrames)
            let peak = samples[slot].map(abs).max()!
            let loud = slot.filter { abs(samples[$0]) > 0.001 * peak }
            let onset = loud.first!
            let offset = loud.last!
            onsets.append(onset)
            #expect(Double(onset - tone.slotStartFrame) / rate < 0.0015)
            // The tone sounds for three quarters of the slot, then there is silence to the end
            // of the slot. (The quietest thousandth of the attack and release, and up to a half
            // cycle at each edge, are below the threshold.)
            let sounding = Double(offset - onset + 1) / rate
            #expect(abs(sounding - 0.75 * 6 / 42) < 0.002, "sounded \(sounding) s")
            #expect(samples[(offset + 1)..<slot.upperBound].allSatisfy { abs($0) <= 0.001 * peak })
        }
        for (earlier, later) in zip(onsets, onsets.dropFirst()) {
            #expect(abs(Double(later - earlier) / rate - 6.0 / 42) < 0.0015)
        }
        #expect(abs(Double(decoded.frameCount) / rate - 6) < 1e-9)
    }

    @Test func ticksSoundAtTheFirstSampleOfEachNewWeekAndMonth() throws {
        let (plan, decoded) = try Fixtures.roundTrip(options: Fixtures.options { $0.timbre = .sine })
        let mono = Analysis.mono(decoded.samples, channels: decoded.channelCount)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        var ticked: [Int] = []
        var boundaries: [Int] = []
        for index in 1..<plan.tones.count {
            let previous = plan.tones[index - 1]
            let gap = (previous.soundStartFrame + previous.soundFrames)..<plan.tones[index].slotStartFrame
            if Analysis.magnitude(mono[gap], at: 3_000, sampleRate: decoded.sampleRate) > 0.003 { ticked.append(index) }
            let date = Fixtures.demo.date(at: plan.tones[index].samples.lowerBound)
            if calendar.component(.weekday, from: date) == 2 || calendar.component(.day, from: date) == 1 {
                boundaries.append(index)
            }
        }
        #expect(boundaries.count == 6)
        #expect(ticked == boundaries)
    }

    @Test func aStrongTickIsLouderThanARegularOne() throws {
        let first = CivilDate(year: 2026, month: 5, day: 25).dayNumber
        let series = Series(
            times: (0..<21).map { Double(first + $0) * 86_400 }, values: (0..<21).map { Double($0 + 1) })
        let (plan, decoded) = try Fixtures.roundTrip(
            series: series, window: series.all, options: Fixtures.options { $0.timbre = .sine })
        let mono = Analysis.mono(decoded.samples, channels: decoded.channelCount)
        let levels = plan.ticks.map { tick in
            Analysis.rms(mono[tick.startFrame..<(tick.startFrame + tick.frameCount)])
        }
        #expect(plan.ticks.map(\.strength) == [.strong, .regular])
        #expect(levels[0] > 1.5 * levels[1])
    }

    static let peakCases: [AudioGraphOptions] = [
        Fixtures.options(),
        Fixtures.options {
            $0.timbre = .bright
            $0.pitchRange = try! PitchRange(parsing: "B1:E7")
        },
        Fixtures.options {
            $0.timbre = .sine
            $0.reference = .average
        },
        Fixtures.options {
            $0.style = .continuous
            $0.reference = .goal(15_000)
        },
        Fixtures.options {
            $0.channels = .mono
            $0.timbre = .hollow
            $0.reference = .average
        },
    ]

    @Test(arguments: peakCases)
    func noSampleIsAboveMinusOneDBFS(options: AudioGraphOptions) throws {
        let (_, decoded) = try Fixtures.roundTrip(options: options)
        let peak = decoded.samples.map(abs).max()!
        #expect(Double(peak) <= pow(10, -1.0 / 20))
        #expect(peak > 0.2)
    }

    @Test(arguments: [Timbre.warm, .sine, .bright])
    func toneEdgesRiseAndFallSmoothlyWithoutClicks(timbre: Timbre) throws {
        let (plan, decoded) = try Fixtures.roundTrip(
            options: Fixtures.options {
                $0.timbre = timbre
                $0.playsTicks = false
            })
        let shortestEdge = Int(0.005 * Double(decoded.sampleRate))
        for channel in 0..<decoded.channelCount {
            let samples = decoded.channel(channel).map(Double.init)
            for tone in plan.tones where tone.pan != (channel == 0 ? 1 : 0) {
                let start = tone.soundStartFrame
                let end = start + tone.soundFrames
                let middle = samples[Self.steadyMiddle(of: tone)]
                let peak = middle.map(abs).max()!
                // What a smooth envelope of at least 5 ms allows on top of the tone's own
                // movement, plus a step of 16-bit rounding.
                let allowed = Analysis.largestJump(middle) + peak * Double.pi / Double(2 * shortestEdge) + 2.0 / 32_768
                #expect(Analysis.largestJump(samples[max(start - 1, 0)..<(start + tone.soundFrames / 4)]) <= allowed)
                #expect(
                    Analysis.largestJump(samples[(end - tone.soundFrames / 4)..<min(end + 1, samples.count)]) <= allowed
                )
                // The first and last frames are near silence, not a sudden start or stop.
                #expect(abs(samples[start]) <= 0.01 * peak + 2.0 / 32_768)
                #expect(abs(samples[end - 1]) <= 0.01 * peak + 2.0 / 32_768)
            }
        }
    }

    @Test func theStereoImagePansFromLeftToRightOverTime() throws {
        let (plan, decoded) = try Fixtures.roundTrip(options: Fixtures.options { $0.playsTicks = false })
        let left = decoded.channel(0).map(Double.init)
        let right = decoded.channel(1).map(Double.init)
        let shares = plan.tones.map { tone in
            let range = Self.steadyMiddle(of: tone)
            let l = Analysis.rms(left[range])
            let r = Analysis.rms(right[range])
            return l * l / (l * l + r * r)
        }
        #expect(shares.first! > 0.99)
        #expect(shares.last! < 0.01)
        #expect(zip(shares, shares.dropFirst()).allSatisfy { $0 > $1 })
        // Equal power: the middle tone is as loud on each side.
        #expect(abs(shares[21] - 0.5) < 0.05)
    }

    @Test func rightToLeftPansTheOtherWayAndMonoHasOneChannel() throws {
        let (plan, decoded) = try Fixtures.roundTrip(options: Fixtures.options { $0.panDirection = .rightToLeft })
        let first = Self.steadyMiddle(of: plan.tones[0])
        #expect(Analysis.rms(decoded.channel(0).map(Double.init)[first]) < 0.01)
        #expect(Analysis.rms(decoded.channel(1).map(Double.init)[first]) > 0.05)
        let (_, mono) = try Fixtures.roundTrip(options: Fixtures.options { $0.channels = .mono })
        #expect(mono.channelCount == 1)
        #expect(mono.frameCount == decoded.frameCount)
    }

    @Test func aGlideIsPhaseContinuousAndPassesThroughEachValuesPitch() throws {
        // Plateaus of three equal values: around each plateau's middle sample the pitch holds.
        let levels: [Double] = [1, 5, 2, 8, 3]
        let series = Fixtures.daily(levels.flatMap { [$0, $0, $0] })
        let options = Fixtures.options {
            $0.style = .continuous
            $0.timbre = .sine
            $0.playsTicks = false
        }
        let (plan, decoded) = try Fixtures.roundTrip(series: series, window: series.all, options: options)
        let mono = Analysis.mono(decoded.samples, channels: decoded.channelCount)
        for plateau in levels.indices {
            let tone = plan.tones[plateau * 3 + 1]
            let middle = (tone.slotStartFrame + tone.slotFrames / 5)..<(tone.slotStartFrame + 4 * tone.slotFrames / 5)
            let expected = plan.frequency(forValue: levels[plateau])
            let measured = Analysis.dominantFrequency(mono[middle], sampleRate: decoded.sampleRate)
            #expect(abs(measured - expected) / expected < 0.01)
        }
        // One unbroken line: no step between samples larger than the highest pitch can make.
        for channel in 0..<decoded.channelCount {
            let samples = decoded.channel(channel).map(Double.init)
            let peak = samples.map(abs).max()!
            let highest = plan.tones.map(\.frequency).max()!
            let allowed = peak * 2 * Double.pi * highest / Double(decoded.sampleRate) * 1.1 + 2.0 / 32_768
            #expect(Analysis.largestJump(samples[...]) <= allowed)
        }
        // It sounds all the way from the first slot to the last tone's end, without gaps.
        let end = plan.tones.last!.slotStartFrame + plan.noteFrames
        let window = 441
        for start in stride(from: window, to: end - 2 * window, by: window) {
            #expect(Analysis.rms(mono[start..<(start + window)]) > 0.01)
        }
    }

    @Test func aGlideFadesOutForAZeroAndTheBlipSoundsInTheGap() throws {
        let series = Fixtures.daily([3, 3, 0, 3, 3])
        let options = Fixtures.options {
            $0.style = .continuous
            $0.timbre = .sine
            $0.playsTicks = false
            $0.channels = .mono
        }
        let (plan, decoded) = try Fixtures.roundTrip(series: series, window: series.all, options: options)
        let samples = Analysis.mono(decoded.samples, channels: 1)
        let zero = plan.tones[2]
        #expect(zero.isZero)
        let blip = zero.soundStartFrame..<(zero.soundStartFrame + zero.soundFrames)
        let frequency = Analysis.dominantFrequency(
            samples[blip], sampleRate: decoded.sampleRate, lowest: 30, highest: 2_000)
        #expect(abs(frequency - plan.blipFrequency) / plan.blipFrequency < 0.05)
        let peak = samples.map(abs).max()!
        let allowed =
            peak * 2 * Double.pi * plan.tones[0].frequency / Double(decoded.sampleRate) * 1.1
            + peak * Double.pi / (2 * 0.005 * Double(decoded.sampleRate)) + 2.0 / 32_768
        #expect(Analysis.largestJump(samples[...]) <= allowed)
    }

    @Test func zeroIsAShortSoftLowBlip() throws {
        let series = Fixtures.daily([4, 0, 8, 0, 2, 6, 1])
        let (plan, decoded) = try Fixtures.roundTrip(
            series: series, window: series.all,
            options: Fixtures.options {
                $0.playsTicks = false
                $0.channels = .mono
            })
        let samples = Analysis.mono(decoded.samples, channels: 1)
        func sounding(_ tone: AudioGraphPlan.Tone) -> Int {
            let slot = tone.slotStartFrame..<(tone.slotStartFrame + tone.slotFrames)
            let peak = samples[slot].map(abs).max()!
            let loud = slot.filter { abs(samples[$0]) > 0.05 * peak }
            return loud.last! - loud.first!
        }
        /// How loud a tone is heard: its first six harmonics, each weighted by the ear's
        /// sensitivity at its frequency (the 60-phon contour).
        func heardLevel(_ tone: AudioGraphPlan.Tone) -> Double {
            let slot = samples[tone.soundStartFrame..<(tone.soundStartFrame + tone.soundFrames)]
            var power = 0.0
            for harmonic in 1...6 {
                let frequency = tone.frequency * Double(harmonic)
                let heard =
                    Analysis.magnitude(slot, at: frequency, sampleRate: decoded.sampleRate)
                    / EqualLoudness.amplitudeNeeded(frequency: frequency)
                power += heard * heard
            }
            return power.squareRoot()
        }
        let notes = plan.tones.filter { !$0.isZero }
        for zero in plan.tones.filter(\.isZero) {
            #expect(notes.allSatisfy { sounding(zero) < sounding($0) / 2 })
            #expect(notes.allSatisfy { heardLevel(zero) < heardLevel($0) / 2 })
            let slot = zero.slotStartFrame..<(zero.slotStartFrame + zero.soundFrames)
            let frequency = Analysis.dominantFrequency(
                samples[slot], sampleRate: decoded.sampleRate, lowest: 30, highest: 2_000)
            #expect(abs(frequency - PitchRange.standard.low / 2) / (PitchRange.standard.low / 2) < 0.05)
            #expect(frequency < notes.map(\.frequency).min()! * 0.75)
        }
    }

    @Test func theReferenceToneSoundsQuietlyUnderTheNotesAtTheAverage() throws {
        let options = Fixtures.options {
            $0.reference = .average
            $0.timbre = .sine
            $0.playsTicks = false
            $0.channels = .mono
        }
        let (plan, decoded) = try Fixtures.roundTrip(options: options)
        let samples = Analysis.mono(decoded.samples, channels: 1)
        let reference = try #require(plan.reference)
        // Between two notes only the reference sounds.
        let gap = (plan.tones[20].soundStartFrame + plan.tones[20].soundFrames)..<plan.tones[21].slotStartFrame
        let measured = Analysis.dominantFrequency(samples[gap], sampleRate: decoded.sampleRate)
        #expect(abs(measured - reference.frequency) / reference.frequency < 0.01)
        // Compared as heard: each level over what its pitch needs to sound as loud as 1 kHz.
        let quiet = Analysis.rms(samples[gap]) / EqualLoudness.amplitudeNeeded(frequency: reference.frequency)
        let loud =
            Analysis.rms(samples[Self.steadyMiddle(of: plan.tones[20])])
            / EqualLoudness.amplitudeNeeded(frequency: plan.tones[20].frequency)
        #expect(quiet > 0.001 && quiet < loud / 3)
    }

    @Test func tonesAtDifferentPitchesAreBalancedForLoudness() throws {
        // A range where no tone needs more than the largest boost.
        let series = Fixtures.daily((0..<12).map { Double($0 + 1) })
        let options = Fixtures.options {
            $0.timbre = .sine
            $0.pitchRange = try! PitchRange(parsing: "300:1200")
            $0.playsTicks = false
            $0.channels = .mono
        }
        let (plan, decoded) = try Fixtures.roundTrip(series: series, window: series.all, options: options)
        let samples = Analysis.mono(decoded.samples, channels: 1)
        var heard: [Double] = []
        var raw: [Double] = []
        for tone in plan.tones {
            let level = Analysis.rms(samples[Self.steadyMiddle(of: tone)])
            raw.append(level)
            heard.append(20 * log10(level / EqualLoudness.amplitudeNeeded(frequency: tone.frequency)))
        }
        #expect(heard.max()! - heard.min()! < 0.5)
        #expect(20 * log10(raw.first! / raw.last!) > 3)
    }

    @Test func renderingTheSamePlanTwiceGivesTheSameSamples() throws {
        for style in ToneStyle.allCases {
            let plan = try AudioGraphPlan(
                series: Fixtures.demo, window: Fixtures.sixWeeks,
                options: Fixtures.options {
                    $0.style = style
                    $0.reference = .average
                })
            let same = AudioRenderer().render(plan).samples == AudioRenderer().render(plan).samples
            #expect(same)
        }
    }

    @Test func anIntroductionComesFirstAndMovesTheTonesLater() throws {
        let plan = try AudioGraphPlan(series: Fixtures.demo, window: Fixtures.sixWeeks, options: Fixtures.options())
        let clip = SpeechClip(
            samples: (0..<22_050).map { Float(sin(Double($0) * 2 * Double.pi * 500 / 44_100)) * 0.3 },
            sampleRate: 44_100)
        let audio = AudioRenderer().render(plan, introduction: clip)
        let pause = Int(0.5 * 44_100)
        #expect(audio.plan.leadInFrames == 22_050 + pause)
        #expect(audio.frameCount == plan.frameCount + 22_050 + pause)
        #expect(audio.plan.tones[0].slotStartFrame == 22_050 + pause)
        let mono = Analysis.mono(audio.samples, channels: 2)
        #expect(Analysis.rms(mono[0..<22_050]) > 0.1)
        #expect(Analysis.rms(mono[22_050..<(22_050 + pause)]) == 0)
        // The speech is normalized to its own peak.
        #expect(abs(audio.samples[0..<44_100].map(abs).max()! - Float(SoundDesign.speechLevel)) < 1e-3)
    }
}
