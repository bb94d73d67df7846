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
            let place =
                (tone.value - plan.valueAxis.lowerBound) / (plan.valueAxis.upperBound - plan.valueAxis.lowerBound)
            let expected =
                plan.options.pitchRange.low * pow(plan.options.pitchRange.high / plan.options.pitchRange.low, place)
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
            $0.marksExtremes = false
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
            let tick = [TickStrength.regular, .strong].map {
                Analysis.magnitude(mono[gap], at: SoundDesign.tickFrequency($0), sampleRate: decoded.sampleRate)
            }
            if tick.max()! > 0.003 { ticked.append(index) }
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
        let energies = plan.ticks.map { tick in
            Analysis.energy(mono[tick.startFrame..<(tick.startFrame + tick.frameCount)])
        }
        #expect(plan.ticks.map(\.strength) == [.strong, .regular])
        // 2.5 dB more energy, longer, and a fifth higher.
        #expect(abs(10 * log10(energies[0] / energies[1]) - 2.5) < 0.5)
        #expect(plan.ticks[0].frameCount > plan.ticks[1].frameCount)
        let pitches = plan.ticks.map { tick in
            Analysis.dominantFrequency(
                mono[tick.startFrame..<(tick.startFrame + tick.frameCount)], sampleRate: 44_100, lowest: 2_000,
                highest: 8_000)
        }
        #expect(abs(pitches[0] / pitches[1] - 1.5) < 0.1, "\(pitches)")
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
                $0.marksExtremes = false
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
            $0.marksExtremes = false
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
            $0.marksExtremes = false
            $0.channels = .mono
        }
        let (plan, decoded) = try Fixtures.roundTrip(series: series, window: series.all, options: options)
        let samples = Analysis.mono(decoded.samples, channels: 1)
        let zero = plan.tones[2]
        #expect(zero.isZero)
        let blip = zero.soundStartFrame..<(zero.soundStartFrame + zero.soundFrames)
        // Between the line's fade-out and the blip, and between the blip and the fade-in, there
        // is silence: the blip is heard alone.
        let ramp = Int(SoundDesign.glideGateRamp * 44_100)
        let before = (zero.slotStartFrame + ramp + 1)..<blip.lowerBound
        let after = blip.upperBound..<(zero.slotStartFrame + zero.slotFrames - ramp - 1)
        #expect(!before.isEmpty && !after.isEmpty)
        #expect(samples[before].allSatisfy { abs($0) <= 2.0 / 32_768 })
        #expect(samples[after].allSatisfy { abs($0) <= 2.0 / 32_768 })
        #expect(Analysis.rms(samples[blip]) > 0.02)
        // Its energy lies in the blip's falling sweep, not at the line's pitch.
        #expect(
            Analysis.energyFraction(
                samples[blip], sampleRate: decoded.sampleRate, from: SoundDesign.blipSweepEnd * 0.8,
                to: SoundDesign.blipSweepStart * 1.25, padding: 16_384) > 0.9)
        let peak = samples.map(abs).max()!
        let allowed =
            peak * 2 * Double.pi * max(plan.tones[0].frequency, SoundDesign.blipSweepStart)
            / Double(decoded.sampleRate) * 1.1 + peak * Double.pi / (2 * 0.005 * Double(decoded.sampleRate))
            + 2.0 / 32_768
        #expect(Analysis.largestJump(samples[...]) <= allowed)
    }

    /// The frames a tone sounds.
    static func sounding(_ tone: AudioGraphPlan.Tone) -> Range<Int> {
        tone.soundStartFrame..<(tone.soundStartFrame + tone.soundFrames)
    }

    @Test func theZeroBlipIsShortAudibleAboveOneHundredFiftyHertzAndOnNoNotesPitch() throws {
        let series = Fixtures.daily([4, 0, 8, 0, 2, 6, 1, 5, 0, 3, 7, 2])
        let (plan, decoded) = try Fixtures.roundTrip(
            series: series, window: series.all,
            options: Fixtures.options {
                $0.playsTicks = false
                $0.marksExtremes = false
                $0.channels = .mono
            })
        let samples = Analysis.mono(decoded.samples, channels: 1)
        let rate = decoded.sampleRate
        let notes = plan.tones.filter { $0.kind == .note }
        let zeros = plan.tones.filter(\.isZero)
        #expect(zeros.count == 3)
        // Energy: each sound's level integrated over its whole duration, as an amplitude.
        func level(_ tone: AudioGraphPlan.Tone, highPassed: Bool = false) -> Double {
            let frames = samples[Self.sounding(tone)]
            guard highPassed else { return Analysis.energy(frames).squareRoot() }
            return Analysis.energy(Analysis.highPassed(frames, cutoff: 150, sampleRate: rate)[...]).squareRoot()
        }
        let noteLevels = notes.map { level($0) }.sorted()
        let noteLevelsAbove150 = notes.map { level($0, highPassed: true) }.sorted()
        let medianNote = noteLevels[noteLevels.count / 2]
        let medianNoteAbove150 = noteLevelsAbove150[noteLevelsAbove150.count / 2]
        for zero in zeros {
            let frames = samples[Self.sounding(zero)]
            // Shorter than a note, so "nothing" is never a long sound.
            #expect(zero.soundFrames < plan.noteFrames / 2)
            // Its energy within 6 dB of the notes', the loudest's too, and so after a small
            // speaker's cut.
            #expect(abs(Analysis.decibels(level(zero) / medianNote)) <= 6)
            #expect(abs(Analysis.decibels(level(zero) / noteLevels.last!)) <= 6)
            #expect(abs(Analysis.decibels(level(zero, highPassed: true) / medianNoteAbove150)) <= 6)
            // Nearly all of it above 150 Hz.
            #expect(Analysis.energyFraction(frames, sampleRate: rate, from: 150, to: 20_000, padding: 16_384) > 0.95)
            // No pitch of its own: no band a semitone wide holds much of it, where a note's
            // fundamental holds most of the note; and no note's pitch holds it.
            #expect(Analysis.largestSemitoneShare(frames, sampleRate: rate) < 0.3)
            for note in notes {
                let share = Analysis.energyFraction(
                    frames, sampleRate: rate, from: note.frequency / pow(2, 1 / 24),
                    to: note.frequency * pow(2, 1 / 24),
                    padding: 32_768)
                #expect(share < 0.2, "the blip holds \(share) of its energy at \(note.frequency) Hz")
            }
        }
        #expect(Analysis.largestSemitoneShare(samples[Self.sounding(notes[0])], sampleRate: rate) > 0.5)
    }

    @Test func withValuesBelowZeroZeroIsANoteAndPitchRisesWithValueAcrossIt() throws {
        // Temperatures: zero lies between -7.1 and 2.5, and must sound between them.
        let values: [Double] = [-7.1, 0, 2.5, -3.2, 0, 8.4, -1.0, 4.0, 11.6, -12.0]
        let series = Fixtures.daily(values)
        let (plan, decoded) = try Fixtures.roundTrip(
            series: series, window: series.all,
            options: Fixtures.options {
                $0.playsTicks = false
                $0.marksExtremes = false
                $0.timbre = .sine
                $0.channels = .mono
            })
        #expect(plan.valueAxis == -12.0...11.6)
        #expect(plan.tones.allSatisfy { $0.kind == .note })
        let samples = Analysis.mono(decoded.samples, channels: 1)
        let measured = plan.tones.map { tone in
            Analysis.dominantFrequency(samples[Self.steadyMiddle(of: tone)], sampleRate: decoded.sampleRate)
        }
        for (index, tone) in plan.tones.enumerated() {
            #expect(abs(measured[index] - tone.frequency) / tone.frequency < 0.01)
        }
        // Strictly higher for every higher value, zero included.
        let order = values.indices.sorted { values[$0] < values[$1] }
        for (lower, higher) in zip(order, order.dropFirst()) where values[lower] < values[higher] {
            #expect(
                measured[lower] < measured[higher],
                "\(values[lower]) sounds at \(measured[lower]) Hz, \(values[higher]) at \(measured[higher]) Hz")
        }
    }

    @Test func theBlipPlaysOnlyOnAValueAxisThatStartsAtZero() throws {
        let counts = Fixtures.daily([0, 3, 5, 0, 2])
        func zeros(_ change: (inout AudioGraphOptions) -> Void) throws -> Int {
            try AudioGraphPlan(series: counts, window: counts.all, options: Fixtures.options(change))
                .tones.filter(\.isZero).count
        }
        #expect(try zeros { _ in } == 2)
        #expect(try zeros { $0.axis = .zero } == 2)
        #expect(try zeros { $0.reference = .goal(-1) } == 0)
        #expect(try zeros { $0.playsZeroAsBlip = false } == 0)
        let off = try AudioGraphPlan(
            series: counts, window: counts.all, options: Fixtures.options { $0.playsZeroAsBlip = false })
        #expect(abs(off.tones[0].frequency - PitchRange.standard.low) < 1e-9)
        let temperatures = Fixtures.daily([0, 3, -5, 0, 2])
        #expect(
            try AudioGraphPlan(series: temperatures, window: temperatures.all, options: Fixtures.options())
                .tones.allSatisfy { $0.kind == .note })
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
        // A second of a tone at 500 Hz with louder bursts: what matters is its level and peaks.
        let clip = SpeechClip(
            samples: (0..<44_100).map { index in
                let burst: Float = index % 4_410 < 200 ? 3 : 1
                return Float(sin(Double(index) * 2 * Double.pi * 500 / 44_100)) * 0.1 * burst
            },
            sampleRate: 44_100)
        let audio = AudioRenderer().render(plan, introduction: clip)
        let pause = Int(0.5 * 44_100)
        #expect(audio.plan.leadInFrames == 44_100 + pause)
        #expect(audio.frameCount == plan.frameCount + 44_100 + pause)
        #expect(audio.plan.tones[0].slotStartFrame == 44_100 + pause)
        let mono = Analysis.mono(audio.samples, channels: 2)
        #expect(Analysis.rms(mono[0..<44_100]) > 0.01)
        #expect(Analysis.rms(mono[44_100..<(44_100 + pause)]) == 0)
        // The speech at the tones' loudness, within 2 LU, measured; its peaks under -1 dBFS.
        let speech = try Analysis.loudness(audio.samples[0..<(2 * 44_100)], channels: 2, sampleRate: 44_100)
        let tones = try Analysis.loudness(audio.samples[(2 * (44_100 + pause))...], channels: 2, sampleRate: 44_100)
        #expect(abs(speech - tones) <= 2, "speech \(speech) LUFS, tones \(tones) LUFS")
        #expect(abs(try #require(audio.speechLoudness) - speech) < 0.1)
        #expect(Analysis.peakDecibels(audio.samples) <= -1)
    }

    // MARK: - Ticks

    /// Three tempos: 60 ms slots (340 days, the tightest), 250 ms (24 days, the longest by
    /// default) and 1 s (24 days asked to last 24 seconds, the slowest).
    static let tempos: [(name: String, days: Int, duration: Double, slot: Double)] = [
        ("60 ms", 340, 6, 0.06), ("250 ms", 24, 6, 0.25), ("1 s", 24, 24, 1),
    ]

    /// A graph of `days` of the demo ending on 12 November (so that it holds a new month) at a
    /// tempo, mono, with sine notes (nothing of theirs in the ticks' or the earcons'
    /// register), a threshold for bells, decoded.
    static func tempoGraph(
        days: Int, duration: Double, style: ToneStyle
    ) throws -> (plan: AudioGraphPlan, samples: [Double]) {
        let end = Fixtures.demo.count - 17
        let (plan, decoded) = try Fixtures.roundTrip(
            window: SampleWindow(start: end - days, end: end),
            options: Fixtures.options {
                $0.style = style
                $0.timbre = .sine
                $0.channels = .mono
                $0.targetDuration = duration
                $0.longestSlot = AudioGraphOptions.longestSlotAllowed
                $0.threshold = 8_000
            })
        return (plan, Analysis.mono(decoded.samples, channels: 1))
    }

    /// The median note's energy: in the discrete style each note's over the frames it sounds;
    /// in the glide, the line's over a slot without a tick, an earcon or a zero.
    static func medianNoteEnergy(_ plan: AudioGraphPlan, _ samples: [Double]) -> Double {
        let energies: [Double]
        if plan.options.style == .discrete {
            energies = plan.tones.filter { $0.kind == .note }.map { Analysis.energy(samples[Self.sounding($0)]) }
        } else {
            let busy = Set(plan.ticks.flatMap { [$0.toneIndex - 1, $0.toneIndex] } + plan.earcons.map(\.toneIndex))
            energies = plan.tones.indices.filter { !busy.contains($0) && $0 > 0 && $0 < plan.tones.count - 1 }.map {
                let tone = plan.tones[$0]
                return Analysis.energy(samples[tone.slotStartFrame..<(tone.slotStartFrame + tone.slotFrames)])
            }
        }
        return energies.sorted()[energies.count / 2]
    }

    @Test(
        "Ticks are 8 to 14 dB under the median note by energy, with silence around them, at every tempo",
        arguments: tempos.map(\.name), [ToneStyle.discrete, .continuous])
    func ticksHoldTheirEnergyAtEveryTempo(tempo: String, style: ToneStyle) throws {
        let setting = try #require(Self.tempos.first { $0.name == tempo })
        let (plan, samples) = try Self.tempoGraph(days: setting.days, duration: setting.duration, style: style)
        #expect(abs(plan.slotDuration - setting.slot) < 0.001)
        #expect(plan.ticks.contains { $0.strength == .regular } && plan.ticks.contains { $0.strength == .strong })
        let median = Self.medianNoteEnergy(plan, samples)
        let guardFrames = Int(SoundDesign.tickGuard * 44_100)
        for tick in plan.ticks {
            let frames = tick.startFrame..<(tick.startFrame + tick.frameCount)
            let under = -10 * log10(Analysis.energy(samples[frames]) / median)
            let aim = -(tick.strength == .strong ? SoundDesign.strongTickDecibels : SoundDesign.regularTickDecibels)
            #expect(under >= 8 && under <= 14 && abs(under - aim) < 1, "a \(tick.strength) tick \(under) dB under")
            if !(under >= 8 && under <= 14) { break }
            // Nothing else sounds within 5 ms either side (a sample of 16-bit rounding at most).
            let before = (frames.lowerBound - guardFrames)..<frames.lowerBound
            let after = frames.upperBound..<(frames.upperBound + guardFrames)
            #expect(samples[before].allSatisfy { abs($0) <= 1.0 / 32_768 }, "sound within 5 ms before a tick")
            #expect(samples[after].allSatisfy { abs($0) <= 1.0 / 32_768 }, "sound within 5 ms after a tick")
            // And the tick itself is there, at its pitch.
            let pitch = SoundDesign.tickFrequency(tick.strength)
            #expect(
                Analysis.energyFraction(
                    samples[frames], sampleRate: 44_100, from: pitch / 1.2, to: pitch * 1.2, padding: 8_192) > 0.8)
        }
    }

    @Test(
        "The chirps and bells are 6 dB under the median note by energy at every tempo",
        arguments: tempos.map(\.name))
    func earconsHoldTheirEnergyAtEveryTempo(tempo: String) throws {
        let setting = try #require(Self.tempos.first { $0.name == tempo })
        let (plan, samples) = try Self.tempoGraph(days: setting.days, duration: setting.duration, style: .discrete)
        let median = Self.medianNoteEnergy(plan, samples)
        #expect(Set(plan.earcons.map(\.kind)) == Set(AudioGraphPlan.EarconKind.allCases))
        for earcon in plan.earcons {
            let frames = samples[earcon.startFrame..<(earcon.startFrame + earcon.frameCount)]
            // Sine notes of the default range have nothing in the earcons' register.
            let energy =
                Analysis.energy(frames)
                * Analysis.energyFraction(frames, sampleRate: 44_100, from: 1_100, to: 7_000, padding: 8_192)
            let under = -10 * log10(energy / median)
            #expect(abs(under + SoundDesign.earconDecibels) < 1, "a \(earcon.kind) earcon \(under) dB under")
        }
    }

    // MARK: - Silence

    @Test(arguments: [ToneStyle.discrete, .continuous])
    func gapsAndMissingSamplesAreHeardAsSilenceInTheirOwnTime(style: ToneStyle) throws {
        var values = (0..<21).map { Double($0 % 6 + 2) }
        values[4] = .nan
        values[5] = .nan
        let series = Fixtures.daily(values, missing: [10, 11, 12])
        let (plan, decoded) = try Fixtures.roundTrip(
            series: series, window: series.all,
            options: Fixtures.options {
                $0.style = style
                $0.channels = .mono
            })
        let samples = Analysis.mono(decoded.samples, channels: 1)
        #expect(plan.tones.count == 21)
        let silent = plan.tones.indices.filter { plan.tones[$0].isSilent }
        #expect(silent == [4, 5, 10, 11, 12])
        let tickFrames = plan.ticks.map { ($0.startFrame - 1)..<($0.startFrame + $0.frameCount + 1) }
        let ramp = Int(SoundDesign.glideGateRamp * 44_100) + 1
        for index in silent {
            let tone = plan.tones[index]
            // The slot, less the fade of a neighbouring glide and any tick in it.
            let slot = (tone.slotStartFrame + ramp)..<(tone.slotStartFrame + tone.slotFrames - ramp)
            let quiet = slot.filter { frame in !tickFrames.contains { $0.contains(frame) } }
            #expect(quiet.count > slot.count / 2)
            #expect(quiet.allSatisfy { abs(samples[$0]) <= 1.0 / 32_768 }, "sound in the silent slot \(index)")
        }
        // The tone after the hole starts where its own day begins, not straight after the last.
        let after = plan.tones[13]
        #expect(after.slotStartFrame == 13 * plan.slotFrames)
        #expect(Analysis.rms(samples[Self.steadyMiddle(of: after)]) > 0.02 || style == .continuous)
    }

    // MARK: - Earcons

    /// The energy of the earcons' register (1.4 to 2.8 kHz) in the first frames of a tone, where
    /// its earcons sound; sine notes in the default range have none there.
    static func earconEnergy(_ samples: [Double], _ tone: AudioGraphPlan.Tone, frames: Int) -> Double {
        let range = tone.soundStartFrame..<(tone.soundStartFrame + frames)
        return Analysis.rms(samples[range])
            * Analysis.energyFraction(samples[range], sampleRate: 44_100, from: 1_400, to: 2_800, padding: 8_192)
            .squareRoot()
    }

    @Test func theHighestAndLowestToneOfAGroupedGraphSoundTheirChirpsAndNoOtherDoes() throws {
        var values = (0..<1_000).map { 12 + 10 * sin(Double($0) / 58) }
        values[400] = 35.6
        values[700] = -1.6
        let series = Fixtures.daily(values)
        let (plan, decoded) = try Fixtures.roundTrip(
            series: series, window: series.all,
            options: Fixtures.options {
                $0.timbre = .sine
                $0.playsTicks = false
                $0.channels = .mono
            })
        let samples = Analysis.mono(decoded.samples, channels: 1)
        let frames = SoundDesign.earconFrames(noteFrames: plan.noteFrames, sampleRate: 44_100)
        let energies = plan.tones.map { Self.earconEnergy(samples, $0, frames: frames) }
        let marked = plan.tones.indices.filter { energies[$0] > 0.02 }
        let holders = plan.tones.indices.filter {
            plan.tones[$0].samples.contains(400) || plan.tones[$0].samples.contains(700)
        }
        #expect(marked == holders, "earcons at \(marked), extremes in \(holders)")
        // The highest's chirp rises, the lowest's falls.
        for earcon in plan.earcons {
            let half = earcon.frameCount / 2
            let first = Analysis.dominantFrequency(
                samples[earcon.startFrame..<(earcon.startFrame + half)], sampleRate: 44_100, lowest: 1_400,
                highest: 2_800)
            let second = Analysis.dominantFrequency(
                samples[(earcon.startFrame + half)..<(earcon.startFrame + earcon.frameCount)], sampleRate: 44_100,
                lowest: 1_400, highest: 2_800)
            #expect(earcon.kind == .highest ? second > first * 1.1 : first > second * 1.1)
        }
    }

    @Test func aBellSoundsAtEachCrossingOfTheThresholdHighGoingUpLowGoingDown() throws {
        let series = Fixtures.daily([5, 12, 10, 9, 9, 15, 3, 4])
        let (plan, decoded) = try Fixtures.roundTrip(
            series: series, window: series.all,
            options: Fixtures.options {
                $0.threshold = 10
                $0.marksExtremes = false
                $0.timbre = .sine
                $0.playsTicks = false
                $0.channels = .mono
            })
        let samples = Analysis.mono(decoded.samples, channels: 1)
        let frames = SoundDesign.earconFrames(noteFrames: plan.noteFrames, sampleRate: 44_100)
        for (index, tone) in plan.tones.enumerated() {
            let range = tone.soundStartFrame..<(tone.soundStartFrame + frames)
            let up = Analysis.magnitude(samples[range], at: SoundDesign.crossedUpBell, sampleRate: 44_100)
            let down = Analysis.magnitude(samples[range], at: SoundDesign.crossedDownBell, sampleRate: 44_100)
            switch index {
            case 1, 5:
                #expect(up > 0.003 && up > 4 * down, "no high bell at tone \(index)")
            case 3, 6:
                #expect(down > 0.003 && down > 4 * up, "no low bell at tone \(index)")
            default:
                #expect(up < 0.0005 && down < 0.0005, "a bell at tone \(index)")
            }
        }
    }

    // MARK: - Loudness

    static let loudnessCases: [(name: String, values: [Double])] = [
        ("flat", Array(repeating: 5_000, count: 42)),
        ("spiky", Array(repeating: 100, count: 20) + [10_000] + Array(repeating: 100, count: 21)),
        ("sparse", (0..<42).map { $0 % 10 == 0 ? 800 : .nan }),
        ("all zero", Array(repeating: 0, count: 42)),
        ("mostly zero", (0..<42).map { $0 % 10 == 0 ? 800 : 0 }),
        ("one sample", [7]),
        ("a year", (0..<365).map { 5_000 + 4_000 * sin(Double($0) / 30) }),
        ("temperatures", (0..<90).map { 8 * sin(Double($0) / 9) - 2 }),
    ]

    @Test(arguments: loudnessCases)
    func everyGraphMeasuresMinusSixteenLUFSWithinTwoLUAndPeaksUnderMinusOneDBFS(name: String, values: [Double]) throws {
        let series = Fixtures.daily(values)
        for options in [
            Fixtures.options(), Fixtures.options { $0.style = .continuous },
            Fixtures.options {
                $0.channels = .mono
                $0.reference = .average
            },
        ] {
            let (_, decoded, stream) = try Fixtures.streamTrip(series: series, window: series.all, options: options)
            let measured = try Analysis.loudness(decoded)
            #expect(abs(measured - LoudnessTarget.integrated) <= 2, "\(name): \(measured) LUFS")
            // What the renderer worked out is what libebur128 measures.
            #expect(
                abs(measured - stream.loudness) <= 0.3, "\(name): predicted \(stream.loudness), measured \(measured)")
            #expect(Analysis.peakDecibels(decoded.samples) <= -1)
        }
    }

    @Test func aWindowWithNothingToHearIsSilentAndSaysSo() throws {
        let series = Fixtures.daily([.nan, .nan, .nan, .nan])
        let (_, decoded, stream) = try Fixtures.streamTrip(
            series: series, window: series.all, options: Fixtures.options())
        #expect(decoded.samples.allSatisfy { $0 == 0 })
        #expect(stream.loudness == -.infinity)
        #expect(decoded.frameCount == 4 * Int(0.25 * 44_100))
    }

    // MARK: - Blocks

    @Test(arguments: [ToneStyle.discrete, .continuous])
    func theSamplesDoNotDependOnTheBlockSize(style: ToneStyle) throws {
        let plan = try AudioGraphPlan(
            series: Fixtures.demo, window: Fixtures.sixWeeks,
            options: Fixtures.options {
                $0.style = style
                $0.reference = .average
                $0.threshold = 9_000
            })
        let whole = AudioRenderer().render(plan).samples
        for frames in [1, 441, 1_000, 100_000] {
            var stream = AudioRenderer().stream(plan)
            var samples: [Float] = []
            var block = [Float](repeating: 0, count: frames * 2)
            while true {
                let count = block.withUnsafeMutableBufferPointer { stream.render(into: $0) }
                if count == 0 { break }
                samples += block[0..<(count * 2)]
            }
            #expect(samples == whole, "blocks of \(frames) frames")
        }
    }

    @Test(arguments: peakCases)
    func noSampleExceedsThePeakTheRendererWorkedOut(options: AudioGraphOptions) throws {
        let plan = try AudioGraphPlan(series: Fixtures.demo, window: Fixtures.sixWeeks, options: options)
        let audio = AudioRenderer().render(plan)
        let stream = AudioRenderer().stream(plan)
        let peak = Double(audio.samples.map(abs).max()!)
        #expect(peak <= stream.peakBound + 1e-6)
        #expect(stream.peakBound <= SoundDesign.peakLimit)
    }
}
