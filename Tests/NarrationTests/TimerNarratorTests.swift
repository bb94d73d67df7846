import Foundation
import Testing

@testable import Narration

@Suite("Sentences of the timer dial")
struct TimerNarratorTests {
    @Test(
        "The countdown's value says the time in words and the phase",
        arguments: [
            (45, TimerPhase.ready, "45 seconds, ready"), (90, .running, "1 minute and 30 seconds remaining"),
            (12, .paused, "12 seconds, paused"), (3_661, .running, "1 hour, 1 minute, and 1 second remaining"),
            (0, .ready, "0 seconds, ready"),
        ])
    func values(seconds: Int, phase: TimerPhase, expected: String) throws {
        #expect(TimerNarrator(copy: try NarrationFixtures.copy("en")).value(seconds: seconds, phase: phase) == expected)
    }

    @Test(
        "A finished timer says Done alone: never a time, whatever time it is given",
        arguments: [
            (0, TimerPhase.done), (30, .done), (0, .running), (-5, .running),
        ])
    func done(seconds: Int, phase: TimerPhase) throws {
        let timer = TimerNarrator(copy: try NarrationFixtures.copy("en"))
        #expect(timer.value(seconds: seconds, phase: phase) == "Done")
        #expect(timer.readout(seconds: seconds, phase: phase) == "0:00")
        #expect(timer.effectivePhase(seconds: seconds, phase: phase) == .done)
    }

    @Test("Done is the phase alone in every locale", arguments: NarrationFixtures.goldenLocales)
    func doneInEveryLocale(identifier: String) throws {
        let copy = try NarrationFixtures.copy(identifier)
        let timer = TimerNarrator(copy: copy)
        #expect(timer.value(seconds: 0, phase: .done) == copy.text(.timerValue(.done)))
        #expect(!timer.value(seconds: 30, phase: .done).contains { $0.isNumber })
    }

    @Test("The written readout is m:ss", arguments: [(45, "0:45"), (90, "1:30"), (600, "10:00"), (3_725, "1:02:05")])
    func readout(seconds: Int, expected: String) throws {
        #expect(TimerNarrator(copy: try NarrationFixtures.copy("en")).readout(seconds: seconds) == expected)
    }

    @Test(
        "Progress never says 100 before complete nor 0 once started",
        arguments: [
            (0.0, 0), (0.0001, 1), (0.004, 1), (0.005, 1), (0.015, 2), (0.72, 72), (0.994, 99), (0.995, 99),
            (0.999, 99),
            (0.99999999, 99), (1.0, 100), (1.7, 100), (-0.2, 0), (Double.nan, 0), (Double.infinity, 0),
        ])
    func wholePercent(fraction: Double, expected: Int) {
        #expect(TimerNarrator.wholePercent(fraction) == expected)
    }

    @Test("Progress is spoken and written as a whole percentage")
    func progress() throws {
        let timer = TimerNarrator(copy: try NarrationFixtures.copy("en"))
        #expect(timer.progressValue(0.72) == "72 percent")
        #expect(timer.progressValue(0.999) == "99 percent")
        #expect(timer.progressValue(0.004) == "1 percent")
        #expect(timer.writtenProgress(0.72) == "72%")
        #expect(timer.writtenProgress(0.999) == "99%")
        #expect(timer.writtenProgress(1.7) == "100%")
        #expect(timer.label(isProgress: true) == "Progress")
        #expect(timer.label(isProgress: false) == "Timer")
        #expect(timer.label(isProgress: true, caption: "Upload") == "Upload")
        #expect(TimerNarrator(copy: try NarrationFixtures.copy("zh-Hans")).progressValue(0.72) == "72%")
        #expect(TimerNarrator(copy: try NarrationFixtures.copy("ar")).progressValue(0.72) == "72 بالمئة")
    }

    @Test("A running countdown is announced at useful moments only")
    func announcementMoments() {
        #expect(TimerNarrator.announcementMoments(total: 150) == [150, 120, 60, 30, 10, 5, 4, 3, 2, 1, 0])
        #expect(TimerNarrator.announcementMoments(total: 8) == [8, 5, 4, 3, 2, 1, 0])
        #expect(TimerNarrator.announcementMoments(total: 3_600).count == 60 + 8)
        #expect(TimerNarrator.announcementMoments(total: 0) == [0])
    }

    /// Ninety seconds in each shipped locale's words: a locale added to the catalogs fails
    /// `localeValues` until its words are written here.
    static let ninetySeconds: [String: String] = [
        "en": "1 minute and 30 seconds", "de": "eine Minute und 30 Sekunden", "fr": "une minute et 30 secondes",
        "es": "un minuto y 30 segundos", "pl": "jedna minuta i 30 sekund", "ar": "دقيقة و30 ثانية", "ja": "1分30秒",
        "zh-Hans": "1分钟30秒",
    ]

    @Test(
        "Every locale says ninety seconds remaining in its own words, one minute in words where a numeral reads wrong",
        arguments: NarrationFixtures.shipped)
    func localeValues(identifier: String) throws {
        let duration = try #require(
            Self.ninetySeconds[identifier], "write how \(identifier) says ninety seconds in ninetySeconds")
        let spoken = TimerNarrator(copy: try NarrationFixtures.copy(identifier)).value(seconds: 90, phase: .running)
        #expect(spoken.contains(duration), "\(identifier): \(spoken)")
        #expect(spoken != duration)
    }

    /// Every timer sentence for fixed values, labelled.
    static func goldenSentences(_ identifier: String) throws -> [(label: String, text: String)] {
        let timer = TimerNarrator(copy: try NarrationFixtures.copy(identifier))
        var lines: [(String, String)] = [
            ("label", timer.label(isProgress: false)),
            ("progress label", timer.label(isProgress: true)),
        ]
        for phase in TimerPhase.allCases {
            lines.append(("phase \(phase.rawValue)", timer.phaseName(phase)))
            lines.append(("value \(phase.rawValue) 90", timer.value(seconds: 90, phase: phase)))
        }
        for seconds in [1, 2, 5, 45, 60, 61, 120, 3_600, 3_661, 7_322] {
            lines.append(("running \(seconds)", timer.value(seconds: seconds, phase: .running)))
        }
        lines.append(("ready 0", timer.value(seconds: 0, phase: .ready)))
        for fraction in [0.004, 0.72, 0.999, 1.0] {
            lines.append(("progress \(fraction)", timer.progressValue(fraction)))
            lines.append(("written progress \(fraction)", timer.writtenProgress(fraction)))
        }
        lines.append(("readout 90", timer.readout(seconds: 90)))
        lines.append(("readout done", timer.readout(seconds: 30, phase: .done)))
        for action in TimerAction.allCases { lines.append(("action \(action.rawValue)", timer.actionName(action))) }
        lines.append(("hint", timer.hint()))
        return lines
    }

    @Test("Every timer sentence matches its golden file", arguments: NarrationFixtures.goldenLocales)
    func golden(identifier: String) throws {
        let text = try Self.goldenSentences(identifier).map { "\($0.label)\t\($0.text)\n" }.joined()
        try NarrationFixtures.compareWithGolden(text, file: "timer-\(identifier).txt")
    }
}
