import Foundation
import SpanModel
import Testing

@testable import AudioGraph

@Suite struct AudioGraphPlanTests {
    let sixWeeks: AudioGraphPlan

    init() throws {
        // From zero, so that each tone's pitch is its value's share of the highest.
        sixWeeks = try AudioGraphPlan(
            series: Fixtures.demo, window: Fixtures.sixWeeks, options: Fixtures.options { $0.axis = .zero })
    }

    @Test func theSixWeekWindowIs42TonesInSixSeconds() {
        #expect(sixWeeks.tones.count == 42)
        #expect(sixWeeks.grouping == nil)
        #expect(sixWeeks.slotFrames == 6_300)  // 6 s / 42 = 142.857 ms
        #expect(sixWeeks.noteFrames == 4_725)  // three quarters of it
        #expect(sixWeeks.frameCount == 42 * 6_300)
        #expect(abs(sixWeeks.duration - 6) < 1e-9)
        for (index, tone) in sixWeeks.tones.enumerated() {
            #expect(tone.slotStartFrame == index * 6_300)
            #expect(tone.samples == (Fixtures.sixWeeks.start + index)..<(Fixtures.sixWeeks.start + index + 1))
            #expect(tone.value == Fixtures.demo.values[Fixtures.sixWeeks.start + index])
        }
    }

    @Test(arguments: [(10, 0.25), (24, 0.25), (42, 6.0 / 42), (100, 0.06), (400, 0.06)])
    func theSlotIsSixSecondsOverTheCountClampedTo60To250Milliseconds(count: Int, slot: Double) throws {
        let series = Fixtures.daily((0..<count).map { Double($0 % 7 + 1) })
        let plan = try AudioGraphPlan(series: series, window: series.all, options: Fixtures.options())
        #expect(plan.tones.count == count)
        #expect(plan.slotFrames == Int((slot * 44_100).rounded()))
        #expect(plan.noteFrames == Int((Double(plan.slotFrames) * 0.75).rounded()))
    }

    @Test func theValueAxisRunsFromTheLowestToTheHighestOrFromZeroWhenAskedFor() throws {
        let values = Fixtures.sixWeeks.indices.map { Fixtures.demo.values[$0] }
        let extent = try AudioGraphPlan(series: Fixtures.demo, window: Fixtures.sixWeeks, options: Fixtures.options())
        #expect(extent.valueAxis == values.min()!...values.max()!)
        #expect(extent.valueExtent == extent.valueAxis)
        #expect(abs(extent.extentShare - 1) < 1e-12)
        #expect(abs(extent.tones.first { $0.value == values.min()! }!.frequency - PitchRange.standard.low) < 1e-9)
        #expect(sixWeeks.valueAxis == 0...values.max()!)
        #expect(abs(sixWeeks.extentShare - (values.max()! - values.min()!) / values.max()!) < 1e-12)
    }

    @Test(
        "Zero lies on the window's own axis when values lie on both sides of it, and on the zero axis always",
        arguments: [
            ([-3.0, 1, 4], ValueAxis.extent, -3.0...4.0), ([-3.0, 1, 4], .zero, -3...4), ([2.0, 5, 9], .zero, 0...9),
            ([-7.0, -2, -4], .zero, -7...0), ([-7.0, -2, -4], .extent, -7 ... -2), ([5.0, 5, 5], .extent, 5...5),
        ])
    func zeroOnTheAxis(values: [Double], axis: ValueAxis, expected: ClosedRange<Double>) throws {
        let series = Fixtures.daily(values)
        let plan = try AudioGraphPlan(series: series, window: series.all, options: Fixtures.options { $0.axis = axis })
        #expect(plan.valueAxis == expected)
    }

    @Test func aFlatWindowPlaysInTheMiddleOfTheRangeOnItsOwnAxis() throws {
        let series = Fixtures.daily([408, 408, 408])
        let plan = try AudioGraphPlan(series: series, window: series.all, options: Fixtures.options())
        let middle = (PitchRange.standard.low * PitchRange.standard.high).squareRoot()
        #expect(plan.tones.allSatisfy { abs($0.frequency - middle) < 1e-9 })
        #expect(plan.extentShare == 0)
    }

    @Test func aSharedAxisWidensTheWindowsOwnAndSaysHowMuchOfItTheWindowUses() throws {
        let series = Fixtures.daily([30, 31, 32])
        let plan = try AudioGraphPlan(
            series: series, window: series.all, options: Fixtures.options { $0.sharedValueAxis = 20...420 })
        #expect(plan.valueAxis == 20...420)
        #expect(abs(plan.extentShare - 2.0 / 400) < 1e-12)
        let log = try AudioGraphPlan(
            series: series, window: series.all,
            options: Fixtures.options {
                $0.sharedValueAxis = 3...300
                $0.scale = .logarithmic
            })
        #expect(abs(log.extentShare - log10(32.0 / 30) / 2) < 1e-12)
    }

    @Test func pitchIsLogarithmicInFrequencyBetweenTheRangesEnds() {
        let range = PitchRange.standard
        let high = sixWeeks.valueAxis.upperBound
        #expect(abs(sixWeeks.frequency(forValue: 0) - range.low) < 1e-9)
        #expect(abs(sixWeeks.frequency(forValue: high) - range.high) < 1e-9)
        // Half the axis is half the octaves: C3 to C6 is three octaves, so the middle is F#4.
        #expect(abs(sixWeeks.frequency(forValue: high / 2) - range.low * pow(2, 1.5)) < 1e-9)
        #expect(sixWeeks.frequency(forValue: -5) == sixWeeks.frequency(forValue: 0))
        #expect(abs(sixWeeks.frequency(forValue: high * 2) - range.high) < 1e-9)
        for tone in sixWeeks.tones {
            let expected = range.low * pow(range.high / range.low, tone.value / high)
            #expect(abs(tone.frequency - expected) < 1e-9)
        }
    }

    @Test(arguments: [
        (PitchScale.chromatic, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]), (.major, [0, 2, 4, 5, 7, 9, 11]),
        (.pentatonic, [0, 2, 4, 7, 9]),
    ])
    func snappedPitchesAreNotesOfTheScaleOnTheLowestNote(scale: PitchScale, degrees: [Int]) throws {
        let options = Fixtures.options {
            $0.pitchScale = scale
            $0.pitchRange = try! PitchRange(parsing: "A3:A5")
        }
        let plan = try AudioGraphPlan(series: Fixtures.demo, window: Fixtures.sixWeeks, options: options)
        for tone in plan.tones {
            let note = PitchRange.midiNote(ofFrequency: tone.frequency)
            #expect(abs(note - note.rounded()) < 1e-9)
            #expect(degrees.contains(((Int(note.rounded()) - 57) % 12 + 12) % 12))
            #expect(note >= 57 - 1e-9 && note <= 81 + 1e-9)
            // The nearest allowed note: no note of the scale in the range is closer to the
            // continuous pitch.
            let unsnapped =
                options.pitchRange.low
                * pow(options.pitchRange.high / options.pitchRange.low, plan.axisPosition(of: tone.value))
            let continuous = PitchRange.midiNote(ofFrequency: unsnapped)
            for candidate in 57...81 where degrees.contains((candidate - 57) % 12) {
                #expect(abs(Double(candidate) - continuous) >= abs(note - continuous) - 1e-9)
            }
        }
    }

    @Test func zeroIsABlipShorterThanANoteWithNoPitchOfItsOwn() throws {
        let series = Fixtures.daily([4, 0, 8, 0, 2, 6, 1])
        let plan = try AudioGraphPlan(series: series, window: series.all, options: Fixtures.options())
        #expect(plan.playsZeroAsBlip)
        let zeros = plan.tones.filter(\.isZero)
        #expect(zeros.count == 2)
        for zero in zeros {
            #expect(zero.frequency == 0)
            #expect(zero.soundFrames < plan.noteFrames)
            #expect(zero.soundFrames >= Int(0.025 * 44_100))
        }
        #expect(plan.blipSweep.from > plan.blipSweep.to && plan.blipSweep.to > 150)
        #expect(plan.tones.filter { !$0.isZero }.allSatisfy { $0.frequency >= PitchRange.standard.low - 1e-9 })
        let plain = try AudioGraphPlan(
            series: series, window: series.all, options: Fixtures.options { $0.playsZeroAsBlip = false })
        #expect(plain.tones.allSatisfy { !$0.isZero })
        #expect(abs(plain.tones[1].frequency - PitchRange.standard.low) < 1e-9)
    }

    @Test func ticksFallOnTheFirstSampleOfEachNewWeekAndStrongOnesOnEachNewMonth() {
        // 19 October 2026 is a Monday: every seventh day from it starts a week; 1 November, a
        // Sunday, starts a month.
        #expect(sixWeeks.tickKind == .week)
        #expect(sixWeeks.strongTickKind == .month)
        #expect(sixWeeks.ticks.map(\.toneIndex) == [7, 13, 14, 21, 28, 35])
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        for tick in sixWeeks.ticks {
            let date = Fixtures.demo.date(at: sixWeeks.tones[tick.toneIndex].samples.lowerBound)
            let isMonday = calendar.component(.weekday, from: date) == 2
            let isFirst = calendar.component(.day, from: date) == 1
            #expect(isMonday || isFirst)
            #expect(tick.strength == (isFirst ? .strong : .regular))
            // In the silence before the tone, after the previous tone has ended.
            let previous = sixWeeks.tones[tick.toneIndex - 1]
            #expect(tick.startFrame >= previous.soundStartFrame + previous.soundFrames)
            #expect(tick.startFrame + tick.frameCount <= sixWeeks.tones[tick.toneIndex].slotStartFrame)
        }
    }

    @Test func aTickIsStrongWhereTheMonthChangesOnAWeekBoundary() throws {
        // 1 June 2026 is a Monday: a new week and a new month at once.
        let first = CivilDate(year: 2026, month: 5, day: 25).dayNumber
        let series = Series(
            times: (0..<21).map { Double(first + $0) * 86_400 }, values: (0..<21).map { Double($0 + 1) })
        let plan = try AudioGraphPlan(series: series, window: series.all, options: Fixtures.options())
        #expect(plan.ticks.map(\.toneIndex) == [7, 14])
        #expect(plan.ticks.map(\.strength) == [.strong, .regular])
        #expect(plan.ticks[0].frameCount > plan.ticks[1].frameCount)
    }

    @Test func tenYearsOfDailySamplesAreGroupedByMonthEachPlayingItsAverage() throws {
        let days = 3_653
        let series = Fixtures.daily((0..<days).map { Double(($0 * 37) % 1_000) })
        let plan = try AudioGraphPlan(series: series, window: series.all, options: Fixtures.options())
        // Weeks would be over 500 tones, more than 24 s at 60 ms; months are 121.
        #expect(plan.grouping == .month)
        #expect(plan.tones.count == 121)
        #expect(plan.tickKind == .year)
        #expect(plan.duration <= 24)
        var covered = 0
        for tone in plan.tones {
            #expect(tone.samples.lowerBound == covered)
            covered = tone.samples.upperBound
            let average = tone.samples.reduce(0) { $0 + series.values[$1] } / Double(tone.samples.count)
            #expect(abs(tone.value - average) < 1e-6)
            let months = Set(tone.samples.map { Fixtures.calendar.bucket(.month, containing: series.times[$0]) })
            #expect(months.count == 1)
        }
        #expect(covered == days)
    }

    @Test func twoYearsOfDailySamplesAreGroupedByWeek() throws {
        let series = Fixtures.daily((0..<730).map { Double($0 % 50) })
        let plan = try AudioGraphPlan(series: series, window: series.all, options: Fixtures.options())
        #expect(plan.grouping == .week)
        #expect(plan.tickKind == .month)
        #expect(plan.tones.count <= 400)
    }

    @Test func aYearOfDailySamplesFitsWithoutGroupingUnlessAskedFor() throws {
        let whole = try AudioGraphPlan(series: Fixtures.demo, window: Fixtures.demo.all, options: Fixtures.options())
        #expect(whole.grouping == nil)
        #expect(whole.tones.count == 365)
        #expect(abs(whole.duration - 365 * 0.06) < 0.001)
        let weekly = try AudioGraphPlan(
            series: Fixtures.demo, window: Fixtures.demo.all, options: Fixtures.options { $0.grouping = .by(.week) })
        #expect(weekly.grouping == .week)
        // 30 November 2025 is a Sunday: a one-day week, then 52 whole ones.
        #expect(weekly.tones.count == 53)
        #expect(weekly.tones[0].samples.count == 1)
        #expect(weekly.tones.dropFirst().allSatisfy { $0.samples.count == 7 })
        #expect(weekly.tickKind == .month)
        let never = try AudioGraphPlan(
            series: Fixtures.daily(Array(repeating: 1, count: 500)), window: SampleWindow(start: 0, end: 500),
            options: Fixtures.options { $0.grouping = .never })
        #expect(never.tones.count == 500)
    }

    @Test func readingsWithinADayAreGroupedByDayFirst() throws {
        let hours = 24 * 30
        let series = Series(times: (0..<hours).map { Double($0) * 3_600 }, values: (0..<hours).map { Double($0 % 24) })
        let plan = try AudioGraphPlan(series: series, window: series.all, options: Fixtures.options())
        #expect(plan.grouping == .day)
        #expect(plan.tones.count == 30)
        #expect(plan.tickKind == .week)
    }

    @Test func theStereoImageMovesLeftToRightOrRightToLeft() throws {
        #expect(sixWeeks.tones.first!.pan == 0)
        #expect(sixWeeks.tones.last!.pan == 1)
        #expect(zip(sixWeeks.tones, sixWeeks.tones.dropFirst()).allSatisfy { $0.pan < $1.pan })
        let rightToLeft = try AudioGraphPlan(
            series: Fixtures.demo, window: Fixtures.sixWeeks,
            options: Fixtures.options { $0.panDirection = .rightToLeft })
        #expect(rightToLeft.tones.first!.pan == 1)
        #expect(rightToLeft.tones.last!.pan == 0)
    }

    @Test func theReferenceToneSitsAtTheAverageOrAGoalThatWidensTheAxis() throws {
        let average = try AudioGraphPlan(
            series: Fixtures.demo, window: Fixtures.sixWeeks, options: Fixtures.options { $0.reference = .average })
        let mean = Fixtures.demo.average(of: Fixtures.sixWeeks)
        #expect(average.reference?.value == mean)
        #expect(average.reference?.frequency == average.frequency(forValue: mean))
        #expect(average.reference?.frameCount == 41 * 6_300 + 4_725)
        let goal = try AudioGraphPlan(
            series: Fixtures.demo, window: Fixtures.sixWeeks, options: Fixtures.options { $0.reference = .goal(20_000) }
        )
        #expect(goal.valueAxis.upperBound == 20_000)
        #expect(abs(goal.reference!.frequency - PitchRange.standard.high) < 1e-9)
        #expect(sixWeeks.reference == nil)
    }

    @Test func aDelayedPlanMovesEveryTimeLater() {
        let delayed = sixWeeks.delayed(by: 1_000)
        #expect(delayed.leadInFrames == 1_000)
        #expect(delayed.frameCount == sixWeeks.frameCount + 1_000)
        #expect(zip(delayed.tones, sixWeeks.tones).allSatisfy { $0.slotStartFrame == $1.slotStartFrame + 1_000 })
        #expect(zip(delayed.ticks, sixWeeks.ticks).allSatisfy { $0.startFrame == $1.startFrame + 1_000 })
        #expect(abs(delayed.tonesDuration - sixWeeks.duration) < 1e-12)
    }

    @Test func anEmptyWindowOrABadOptionIsRefused() {
        #expect(throws: AudioGraphError.self) {
            try AudioGraphPlan(
                series: Fixtures.demo, window: SampleWindow(start: 3, end: 3), options: Fixtures.options())
        }
        #expect(throws: AudioGraphError.self) {
            try AudioGraphPlan(
                series: Fixtures.demo, window: Fixtures.sixWeeks, options: Fixtures.options { $0.sampleRate = 1 })
        }
    }

    @Test func aSingleSampleIsOneToneInTheMiddle() throws {
        let series = Fixtures.daily([5])
        let plan = try AudioGraphPlan(series: series, window: series.all, options: Fixtures.options())
        #expect(plan.tones.count == 1)
        #expect(plan.tones[0].pan == 0.5)
        #expect(plan.ticks.isEmpty)
        #expect(plan.slotFrames == Int(0.25 * 44_100))
    }

    // MARK: - Extremes and the threshold

    @Test func groupingKeepsTheTrueExtremesOnTheAxisAndMarksTheGroupsHoldingThem() throws {
        // A thousand days of temperatures with one hot and one cold day that a week's average
        // would hide.
        var values = (0..<1_000).map { 12 + 10 * sin(Double($0) / 58) }
        values[400] = 35.6
        values[700] = -1.6
        let series = Fixtures.daily(values)
        let plan = try AudioGraphPlan(
            series: series, window: series.all, options: Fixtures.options())
        #expect(plan.grouping == .week)
        #expect(plan.valueAxis == -1.6...35.6)
        #expect(plan.highestSample == 400 && plan.lowestSample == 700)
        let highest = try #require(plan.tones.firstIndex { $0.marks.contains(.highest) })
        let lowest = try #require(plan.tones.firstIndex { $0.marks.contains(.lowest) })
        #expect(plan.tones[highest].samples.contains(400))
        #expect(plan.tones[lowest].samples.contains(700))
        #expect(plan.tones.filter { !$0.marks.isEmpty }.count == 2)
        // The group's average sits well inside the axis; the earcon says what it holds.
        #expect(plan.tones[highest].value < 35.6 - 2)
        #expect(plan.earcons.map(\.kind).sorted { "\($0)" < "\($1)" } == [.highest, .lowest])
    }

    @Test func theFirstHighestAndLowestAreMarkedAndNothingWhenAllValuesAreEqual() throws {
        let series = Fixtures.daily([3, 9, 1, 9, 1, 5])
        let plan = try AudioGraphPlan(series: series, window: series.all, options: Fixtures.options())
        #expect(plan.tones.map(\.marks) == [[], [.highest], [.lowest], [], [], []])
        let flat = Fixtures.daily([4, 4, 4])
        let same = try AudioGraphPlan(series: flat, window: flat.all, options: Fixtures.options())
        #expect(same.highestSample == nil && same.earcons.isEmpty)
        let unmarked = try AudioGraphPlan(
            series: series, window: series.all, options: Fixtures.options { $0.marksExtremes = false })
        #expect(unmarked.earcons.isEmpty && unmarked.highestSample == 1)
    }

    @Test func eachCrossingOfTheThresholdMarksTheFirstToneOnTheOtherSide() throws {
        let series = Fixtures.daily([5, 12, 10, .nan, 9, 9, 15, 3])
        let plan = try AudioGraphPlan(
            series: series, window: series.all,
            options: Fixtures.options {
                $0.threshold = 10
                $0.marksExtremes = false
            })
        // 5 → 12 rises (at 12), 10 stays at or above, the gap is no side, 9 falls, 15 rises, 3 falls.
        #expect(
            plan.tones.map(\.marks) == [[], [.crossedUp], [], [], [.crossedDown], [], [.crossedUp], [.crossedDown]])
        #expect(plan.thresholdCrossings.up == 2 && plan.thresholdCrossings.down == 2)
        #expect(plan.earcons.map(\.kind) == [.crossedUp, .crossedDown, .crossedUp, .crossedDown])
    }

    @Test func earconsStartWithTheirToneAndEndBeforeTheNextTicksSilence() throws {
        // A year in 60 ms slots: every Sunday before a Monday tick, thresholds crossing often.
        let plan = try AudioGraphPlan(
            series: Fixtures.demo, window: Fixtures.demo.all, options: Fixtures.options { $0.threshold = 9_000 })
        #expect(plan.slotDuration < 0.061)
        #expect(plan.earcons.count > 20)
        let guardFrames = Int(SoundDesign.tickGuard * 44_100)
        for earcon in plan.earcons {
            let tone = plan.tones[earcon.toneIndex]
            #expect(earcon.startFrame >= tone.soundStartFrame)
            #expect(earcon.frameCount >= Int(SoundDesign.shortestEarcon * 44_100))
            let end = earcon.startFrame + earcon.frameCount
            #expect(end + guardFrames <= tone.slotStartFrame + tone.slotFrames)
            if let tick = plan.ticks.first(where: { $0.toneIndex == earcon.toneIndex + 1 }) {
                #expect(end + guardFrames <= tick.startFrame)
            }
        }
        // Two earcons on one tone follow each other.
        for (first, second) in zip(plan.earcons, plan.earcons.dropFirst()) where first.toneIndex == second.toneIndex {
            #expect(first.startFrame + first.frameCount <= second.startFrame)
        }
    }

    // MARK: - Ticks

    @Test(arguments: [ToneStyle.discrete, .continuous])
    func everyTickHasFiveMillisecondsOfSilenceOnEitherSide(style: ToneStyle) throws {
        // 60 ms slots, where a note leaves only 15 ms: the note before a tick ends earlier.
        let plan = try AudioGraphPlan(
            series: Fixtures.demo, window: Fixtures.demo.all, options: Fixtures.options { $0.style = style })
        #expect(plan.ticks.contains { $0.strength == .strong })
        let guardFrames = Int(SoundDesign.tickGuard * 44_100)
        for tick in plan.ticks {
            let previous = plan.tones[tick.toneIndex - 1]
            let next = plan.tones[tick.toneIndex]
            if style == .discrete {
                #expect(previous.soundStartFrame + previous.soundFrames + guardFrames <= tick.startFrame)
                #expect(tick.startFrame + tick.frameCount + guardFrames <= next.soundStartFrame)
                // The shortened note keeps room for its attack and release.
                #expect(previous.soundFrames >= 2 * Int(SoundDesign.shortestEdge * 44_100))
            } else {
                // Centred on the slot boundary; the line falls silent around it (checked by ear
                // in the renderer's tests).
                #expect(abs(tick.startFrame + tick.frameCount / 2 - next.slotStartFrame) <= 1)
            }
        }
    }

    @Test func aTickMarksANewWeekInsideAHoleSoTheWeeksOfSilenceCanBeCounted() throws {
        // 28 days from Monday 2 November 2026 with days 8 to 20 missing: the weeks starting on
        // 9 and 16 November fall in the hole.
        let first = CivilDate(year: 2026, month: 11, day: 2).dayNumber
        let kept = (0..<28).filter { !(8...20).contains($0) }
        let series = Series(times: kept.map { Double(first + $0) * 86_400 }, values: kept.map { Double($0 % 5 + 1) })
        let plan = try AudioGraphPlan(series: series, window: series.all, options: Fixtures.options())
        #expect(plan.tones.count == 28)
        #expect(plan.ticks.map(\.toneIndex) == [7, 14, 21])
        #expect(plan.tones[14].isSilent)
    }

    // MARK: - Gaps and missing samples

    @Test func gapsAndMissingSamplesAreSilentSlotsThatKeepTheirTime() throws {
        // Ten days: day 3 has no value, days 6 and 7 are missing altogether.
        let values: [Double] = [4, 5, 6, .nan, 8, 9, 1, 2, 3, 4]
        let series = Fixtures.daily(values, missing: [6, 7])
        #expect(series.count == 8)
        let plan = try AudioGraphPlan(series: series, window: series.all, options: Fixtures.options())
        #expect(plan.tones.count == 10)
        #expect(plan.tones.map(\.isSilent) == [false, false, false, true, false, false, true, true, false, false])
        // Each slot keeps its day.
        let firstDay = Fixtures.calendar.dayNumber(of: plan.tones[0].instant)
        for (offset, tone) in plan.tones.enumerated() {
            #expect(Fixtures.calendar.dayNumber(of: tone.instant) == firstDay + offset)
            #expect(tone.slotStartFrame == offset * plan.slotFrames)
        }
        #expect(plan.tones[3].samples == 3..<4 && plan.tones[3].value.isNaN)
        #expect(plan.tones[6].samples.isEmpty && plan.tones[7].samples.isEmpty)
        #expect(plan.tones.filter(\.isSilent).allSatisfy { $0.soundFrames == 0 && $0.frequency == 0 })
        #expect(plan.silentToneCount == 3)
        // One cue for each of the seven sounding tones, one for the gap, one for the hole.
        let spans = plan.cueSpans
        #expect(spans.count == 9)
        #expect(spans.filter(\.isSilent).map(\.tones) == [3..<4, 6..<8])
        let hole = spans.first { $0.tones == 6..<8 }!
        #expect(hole.startFrame == 6 * plan.slotFrames && hole.endFrame == 8 * plan.slotFrames)
        #expect(Fixtures.calendar.dayNumber(of: hole.lastInstant) == firstDay + 7)
    }

    @Test func aMissingMonthOfMonthlyDataKeepsItsMonth() throws {
        // The first of each month of 2026 but April.
        let months = (1...12).filter { $0 != 4 }
        let series = Series(
            times: months.map { Double(CivilDate(year: 2026, month: $0, day: 1).dayNumber) * 86_400 },
            values: months.map { Double($0) })
        let plan = try AudioGraphPlan(series: series, window: series.all, options: Fixtures.options())
        #expect(plan.tones.count == 12)
        #expect(plan.tones[3].isSilent)
        #expect(Fixtures.calendar.civilDate(of: plan.tones[3].instant) == CivilDate(year: 2026, month: 4, day: 1))
    }

    @Test func groupedByWeekAWeekInAHoleIsASilentGroupStartingOnItsFirstDay() throws {
        // Monday 5 January 2026 for 5 weeks, the third missing.
        let first = CivilDate(year: 2026, month: 1, day: 5).dayNumber
        let kept = (0..<35).filter { !(14..<21).contains($0) }
        let series = Series(times: kept.map { Double(first + $0) * 86_400 }, values: kept.map { _ in 3 })
        let plan = try AudioGraphPlan(
            series: series, window: series.all, options: Fixtures.options { $0.grouping = .by(.week) })
        #expect(plan.tones.count == 5)
        #expect(plan.tones.map(\.isSilent) == [false, false, true, false, false])
        #expect(Fixtures.calendar.civilDate(of: plan.tones[2].instant) == CivilDate(year: 2026, month: 1, day: 19))
        let hole = try #require(plan.cueSpans.first { $0.isSilent })
        #expect(Fixtures.calendar.civilDate(of: hole.lastInstant) == CivilDate(year: 2026, month: 1, day: 25))
    }

    @Test func aWindowOfGapsHasNoNotesNoAxisToSpeakOfAndNoReference() throws {
        let series = Fixtures.daily([.nan, .nan, .nan])
        let plan = try AudioGraphPlan(
            series: series, window: series.all, options: Fixtures.options { $0.reference = .average })
        #expect(plan.tones.allSatisfy { $0.isSilent })
        #expect(plan.reference == nil && plan.earcons.isEmpty && plan.highestSample == nil)
        #expect(plan.valueAxis == 0...0)
    }

    // MARK: - Options

    @Test func theLogarithmicScaleSpansTheValuesRatioAndRefusesZero() throws {
        let series = Fixtures.daily([1, 10, 100, 1_000, 10_000])
        let plan = try AudioGraphPlan(
            series: series, window: series.all, options: Fixtures.options { $0.scale = .logarithmic })
        #expect(plan.valueAxis == 1...10_000)
        #expect(!plan.playsZeroAsBlip)
        // Each tenfold step is a quarter of the range's three octaves.
        let octaves = plan.tones.map { log2($0.frequency / PitchRange.standard.low) }
        for (index, octave) in octaves.enumerated() {
            #expect(abs(octave - Double(index) * 0.75) < 1e-9)
        }
        let withZero = Fixtures.daily([5, 0, 7, -2])
        #expect {
            try AudioGraphPlan(
                series: withZero, window: withZero.all, options: Fixtures.options { $0.scale = .logarithmic })
        } throws: { error in
            guard case .notPositive(let sample, let value, let count) = error as? AudioGraphError else { return false }
            return sample == 1 && value == 0 && count == 2
        }
        #expect(throws: AudioGraphError.self) {
            try AudioGraphPlan(
                series: series, window: series.all,
                options: Fixtures.options {
                    $0.scale = .logarithmic
                    $0.reference = .goal(0)
                })
        }
    }

    @Test(arguments: [(2.0, 42 * 0.06), (9.0, 9.0), (20.0, 42 * 0.25)])
    func theDurationAskedForSetsTheSlotWithinItsBounds(asked: Double, lasts: Double) throws {
        let plan = try AudioGraphPlan(
            series: Fixtures.demo, window: Fixtures.sixWeeks, options: Fixtures.options { $0.targetDuration = asked })
        #expect(abs(plan.tonesDuration - lasts) < 42.0 / 44_100)
    }

    @Test func aLongerDurationAskedForPutsOffGrouping() throws {
        // 1,000 days: more than 24 s at 60 ms, so grouped by default; not when 60 s are asked.
        let series = Fixtures.daily((0..<1_000).map { Double($0 % 9) })
        let grouped = try AudioGraphPlan(series: series, window: series.all, options: Fixtures.options())
        #expect(grouped.grouping == .week)
        let long = try AudioGraphPlan(
            series: series, window: series.all, options: Fixtures.options { $0.targetDuration = 60 })
        #expect(long.grouping == nil && long.tones.count == 1_000)
        #expect(abs(long.tonesDuration - 60) < 0.01)
    }

    @Test func moreTonesThanTheLimitAreRefused() throws {
        // Daily readings, then one 40 million days later: with grouping off, the hole alone
        // would be 40 million silent slots.
        let series = Series(times: [0, 86_400, 2 * 86_400, 40_000_000 * 86_400.0], values: [1, 2, 3, 4])
        #expect {
            try AudioGraphPlan(series: series, window: series.all, options: Fixtures.options { $0.grouping = .never })
        } throws: { error in
            guard case .tooManyTones(let count, let limit) = error as? AudioGraphError else { return false }
            return count == 40_000_001 && limit == AudioGraphPlan.mostTones
        }
    }
}
