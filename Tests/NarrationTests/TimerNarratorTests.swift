import Foundation
import Testing

@testable import Narration

@Suite("Sentences of the timer dial")
struct TimerNarratorTests {
    @Test("The countdown's value says the time in words and the phase", arguments: [
        (45, TimerPhase.ready, "45 seconds, ready"), (90, .running, "1 minute, 30 seconds, remaining"),
        (12, .paused, "12 seconds, paused"), (0, .done, "0 seconds, done"), (3_661, .running, "1 hour, 1 minute, 1 second, remaining"),
    ])
    func values(seconds: Int, phase: TimerPhase, expected: String) throws {
        #expect(TimerNarrator(copy: try NarrationFixtures.copy("en")).value(seconds: seconds, phase: phase) == expected)
    }

    @Test("The written readout is m:ss", arguments: [(45, "0:45"), (90, "1:30"), (600, "10:00"), (3_725, "1:02:05")])
    func readout(seconds: Int, expected: String) throws {
        #expect(TimerNarrator(copy: try NarrationFixtures.copy("en")).readout(seconds: seconds) == expected)
    }

    @Test("Progress is spoken and written as a whole percentage")
    func progress() throws {
        let timer = TimerNarrator(copy: try NarrationFixtures.copy("en"))
        #expect(timer.progressValue(0.72) == "72 percent")
        #expect(timer.writtenProgress(0.72) == "72%")
        #expect(timer.writtenProgress(1.7) == "100%")
        #expect(timer.label(isProgress: true) == "Progress")
        #expect(timer.label(isProgress: false) == "Timer")
        #expect(timer.label(isProgress: true, caption: "Upload") == "Upload")
    }

    @Test("A running countdown is announced at useful moments only")
    func announcementMoments() {
        #expect(TimerNarrator.announcementMoments(total: 150) == [150, 120, 60, 30, 10, 5, 4, 3, 2, 1, 0])
        #expect(TimerNarrator.announcementMoments(total: 8) == [8, 5, 4, 3, 2, 1, 0])
        #expect(TimerNarrator.announcementMoments(total: 3_600).count == 60 + 8)
        #expect(TimerNarrator.announcementMoments(total: 0) == [0])
    }

    @Test("Every locale says ninety seconds remaining in its own words", arguments: [
        ("de", "1 Minute und 30 Sekunden"), ("fr", "1 minute et 30 secondes"), ("es", "1 minuto y 30 segundos"),
        ("pl", "1 minuta i 30 sekund"), ("ar", "دقيقة و30 ثانية"), ("ja", "1分 30秒"), ("zh-Hans", "1分钟30秒钟"),
    ])
    func localeValues(identifier: String, duration: String) throws {
        let spoken = TimerNarrator(copy: try NarrationFixtures.copy(identifier)).value(seconds: 90, phase: .running)
        // ICU puts no-break spaces between a number and its unit in some languages.
        let sentence = spoken.replacingOccurrences(of: "\u{00A0}", with: " ").replacingOccurrences(of: "\u{202F}", with: " ")
        #expect(sentence.contains(duration), "\(identifier): \(sentence)")
        #expect(sentence != duration)
    }
}
