import Foundation
import SpanModel
import StringCatalog
import Testing

@testable import Narration

@Suite("The audio graph's description, cues and notes")
struct AudioDescriptionTests {
    /// The facts of the default graph of the last six weeks of the demo series.
    static func sixWeeks(_ series: Series) -> AudioGraphFacts {
        let window = series.window(last: 42)
        return AudioGraphFacts(
            window: window, toneCount: 42, grouping: nil, duration: 6, valueAxis: 2_461...11_076,
            tickKind: .week, strongTickKind: .month, hasZeroBlip: false, marksExtremes: true, reference: nil,
            highestSample: series.indexOfMaximum(in: window), lowestSample: series.indexOfMinimum(in: window))
    }

    /// Every sentence the audio graph's description, cues and notes can say, for the demo series
    /// ending 29 November 2026, labelled.
    static func goldenSentences(_ identifier: String) throws -> [(label: String, text: String)] {
        let copy = try NarrationFixtures.copy(identifier)
        let (series, calendar) = NarrationFixtures.demo(for: copy)
        let narrator = RangeNarrator(
            series: series, calendar: calendar, copy: copy, unit: .line(.demoUnit), today: NarrationFixtures.today)
        var lines: [(String, String)] = []
        func add(_ label: String, _ facts: AudioGraphFacts) {
            for (index, sentence) in narrator.audioDescription(facts).enumerated() {
                lines.append(("\(label) \(index + 1)", sentence))
            }
        }
        let base = sixWeeks(series)
        add("six weeks", base)
        var facts = base
        facts.tickKind = nil
        facts.marksExtremes = false
        add("only a new month", facts)
        facts = base
        facts.tickKind = nil
        facts.strongTickKind = nil
        facts.marksExtremes = false
        facts.duration = 0.25
        facts.toneCount = 1
        facts.window = series.window(last: 1, minimumSpan: 1)
        facts.valueAxis = series.values[series.count - 1]...series.values[series.count - 1]
        facts.highestSample = nil
        facts.lowestSample = nil
        add("one day", facts)
        facts = base
        facts.window = series.all
        facts.toneCount = 53
        facts.grouping = .week
        facts.tickKind = .month
        facts.strongTickKind = .year
        facts.duration = 7.2
        facts.valueAxis = 1_210...13_318
        facts.highestSample = series.indexOfMaximum(in: series.all)
        facts.lowestSample = series.indexOfMinimum(in: series.all)
        add("a year by week", facts)
        facts.grouping = .month
        facts.toneCount = 13
        facts.tickKind = .year
        facts.strongTickKind = .decade
        facts.valueAxis = 0...13_318
        add("a year by month, from zero", facts)
        facts = base
        facts.hasZeroBlip = true
        facts.silentCount = 3
        facts.threshold = AudioThreshold(value: 9_000, crossing: .crosses)
        facts.reference = AudioReference(value: 8_412, isGoal: false)
        add("zeros, silence, a threshold", facts)
        facts = base
        facts.isLogarithmic = true
        facts.valueAxis = 2_461...11_076
        facts.threshold = AudioThreshold(value: 20_000, crossing: .alwaysBelow)
        facts.reference = AudioReference(value: 10_000, isGoal: true)
        add("logarithmic, never reached", facts)
        facts.threshold = AudioThreshold(value: 1_000, crossing: .alwaysAtOrAbove)
        facts.duration = 1_500
        add("never below, 25 minutes", facts)
        for (label, mark, strong) in [
            ("decades", TimeMark.decade, TimeMark?.some(.century)), ("only a new decade", nil, .decade),
            ("centuries", .century, nil), ("years and decades", .year, .decade),
        ] {
            facts = base
            facts.tickKind = mark
            facts.strongTickKind = strong
            lines.append((label, narrator.audioDescription(facts)[3]))
        }
        for (label, other) in [("monthly", RealShapedSeries.jobs), ("yearly", RealShapedSeries.yearly)] {
            let own = RangeNarrator(
                series: other, calendar: RealShapedSeries.calendar, copy: copy, today: NarrationFixtures.today)
            facts = base
            facts.window = other.all
            facts.highestSample = other.indexOfMaximum(in: other.all)
            facts.lowestSample = other.indexOfMinimum(in: other.all)
            lines.append(("extremes, \(label)", own.extremesDates(facts) ?? "none"))
        }
        for (label, unit, count) in [
            ("silence hour", SampleUnit.hour, 1), ("silence month", .month, 2), ("silence reading", .reading, 5),
            ("silence year", .year, 22),
        ] {
            lines.append((label, copy.text(.audioSilence(unit), [.number(narrator.count(count))])))
        }
        lines.append(
            ("duration note, shortest", narrator.audioDurationNote(lasts: 2.52, asked: 2, slot: 0.06, isShortest: true))
        )
        lines.append(
            (
                "duration note, longest",
                narrator.audioDurationNote(lasts: 10.5, asked: 20, slot: 0.25, isShortest: false)
            ))
        let window = base.window
        let highest = series.indexOfMaximum(in: window)!
        let lowest = series.indexOfMinimum(in: window)!
        lines.append(
            (
                "cue notes",
                narrator.cueNotes(
                    [.crossedUp, .highest], threshold: 9_000, isGrouped: false, highest: highest, lowest: lowest,
                    window: window
                ).joined(separator: " / ")
            ))
        lines.append(
            (
                "cue notes, down and lowest",
                narrator.cueNotes(
                    [.crossedDown, .lowest], threshold: 9_000, isGrouped: false, highest: highest, lowest: lowest,
                    window: window
                ).joined(separator: " / ")
            ))
        lines.append(
            (
                "cue notes, grouped",
                narrator.cueNotes(
                    [.highest, .lowest], threshold: nil, isGrouped: true, highest: highest, lowest: lowest,
                    window: window
                ).joined(separator: " / ")
            ))
        let first = series.times[window.start]
        lines.append(("no data, one day", narrator.noDataCueText(from: first, through: first, window: window)))
        lines.append(
            ("no data, three days", narrator.noDataCueText(from: first, through: first + 2 * 86_400, window: window)))
        for grouping in BucketKind.allCases {
            lines.append(
                (
                    "cue, a \(grouping.rawValue)",
                    narrator.cueText(firstSample: window.start, value: 7_514, window: window, grouping: grouping)
                ))
        }
        lines.append(
            (
                "cue, a week in the year before",
                narrator.cueText(firstSample: 0, value: 8_048, window: series.all, grouping: .week)
            ))
        lines.append(
            (
                "cue, a week with no value",
                narrator.cueText(firstSample: window.start, value: .nan, window: window, grouping: .week)
            ))
        return lines
    }

    @Test(
        "The description, cues and notes match the golden file in every locale",
        arguments: NarrationFixtures.goldenLocales)
    func golden(identifier: String) throws {
        let text = try Self.goldenSentences(identifier).map { "\($0.label)\t\($0.text)\n" }.joined()
        try NarrationFixtures.compareWithGolden(text, file: "audio-\(identifier).txt")
    }

    @Test(
        "A grouped tone's cue names what it stands for: the week from its first day, the month, the year",
        arguments: [
            (
                "en-GB", "The week of 19 October, 7,514", "The week of 24 November 2025, 8,048", "October 2026, 7,514",
                "2026, 7,514", "19 October, 7,514"
            ),
            (
                "en", "The week of October 18, 7,514", "The week of November 30, 2025, 8,048", "October 2026, 7,514",
                "2026, 7,514", "October 19, 7,514"
            ),
            (
                "de", "Die Woche vom neunzehnten Oktober, 7.514",
                "Die Woche vom vierundzwanzigsten November 2025, 8.048", "Oktober 2026, 7.514", "2026, 7.514",
                "neunzehnter Oktober, 7.514"
            ),
            (
                "fr", "La semaine du 19 octobre, 7 514", "La semaine du 24 novembre 2025, 8 048",
                "octobre 2026, 7 514", "2026, 7 514", "19 octobre, 7 514"
            ),
        ])
    func groupedCues(
        identifier: String, week: String, weekBefore: String, month: String, year: String, oneSample: String
    ) throws {
        let copy = try NarrationFixtures.copy(identifier)
        let (series, calendar) = NarrationFixtures.demo(for: copy)
        let narrator = RangeNarrator(series: series, calendar: calendar, copy: copy, today: NarrationFixtures.today)
        let window = series.window(last: 42)
        #expect(narrator.cueText(firstSample: window.start, value: 7_514, window: window, grouping: .week) == week)
        #expect(narrator.cueText(firstSample: 0, value: 8_048, window: series.all, grouping: .week) == weekBefore)
        #expect(narrator.cueText(firstSample: window.start, value: 7_514, window: window, grouping: .month) == month)
        #expect(narrator.cueText(firstSample: window.start, value: 7_514, window: window, grouping: .year) == year)
        #expect(narrator.cueText(firstSample: window.start, value: 7_514, window: window) == oneSample)
    }

    @Test("Only the ticks the graph has are named")
    func ticks() throws {
        let copy = try NarrationFixtures.copy("en")
        let (series, calendar) = NarrationFixtures.demo(for: copy)
        let narrator = RangeNarrator(series: series, calendar: calendar, copy: copy)
        var facts = Self.sixWeeks(series)
        #expect(
            narrator.audioDescription(facts).contains("A click marks each new week, a stronger one each new month."))
        facts.strongTickKind = nil
        #expect(narrator.audioDescription(facts).contains("A click marks each new week."))
        facts.tickKind = nil
        #expect(!narrator.audioDescription(facts).contains { $0.contains("click") })
        facts.strongTickKind = .month
        #expect(narrator.audioDescription(facts).contains("A click marks each new month."))
    }

    @Test("A graph under ten seconds is said to the tenth, never as 0 seconds")
    func durations() throws {
        let copy = try NarrationFixtures.copy("en")
        let (series, calendar) = NarrationFixtures.demo(for: copy)
        let narrator = RangeNarrator(series: series, calendar: calendar, copy: copy)
        #expect(narrator.spokenDuration(0.25) == "0.3 seconds")
        #expect(narrator.spokenDuration(0.01) == "0.1 seconds")
        #expect(narrator.spokenDuration(5.9995) == "6 seconds")
        #expect(narrator.spokenDuration(7.2) == "7.2 seconds")
        #expect(narrator.spokenDuration(24) == "24 seconds")
        #expect(narrator.spokenDuration(6_000) == "1 hour and 40 minutes")
        // Whole seconds and longer lengths are the timer's words, whose counts agree with
        // their unit; a tenth of a second keeps ICU's words.
        for (identifier, seconds, expected) in [
            ("fr", 21.0, "vingt-et-une secondes"), ("ar", 5, "خَمْس ثوانٍ"), ("de", 1, "eine Sekunde"),
            ("es", 21, "veintiún segundos"), ("ar", 4.5, "4.5 ثانية"),
        ] {
            let copy = try NarrationFixtures.copy(identifier)
            let (series, calendar) = NarrationFixtures.demo(for: copy)
            let spoken = RangeNarrator(series: series, calendar: calendar, copy: copy).spokenDuration(seconds)
            #expect(spoken == expected, "\(identifier)")
        }
        #expect(narrator.spokenMilliseconds(0.06) == "60 milliseconds")
        let polish = try NarrationFixtures.copy("pl")
        let (plSeries, plCalendar) = NarrationFixtures.demo(for: polish)
        #expect(
            RangeNarrator(series: plSeries, calendar: plCalendar, copy: polish).spokenDuration(0.25) == "0,3 sekundy")
    }
}
