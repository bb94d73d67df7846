import Foundation
import Testing

@testable import Narration
@testable import SpanModel
import StringCatalog

@Suite("Sentences of the range lens")
struct RangeNarratorTests {
    /// Every sentence the range lens says for the demo series ending 29 November 2026, labelled.
    static func goldenSentences(_ identifier: String) throws -> [(label: String, text: String)] {
        let copy = try NarrationFixtures.copy(identifier)
        let (series, calendar) = NarrationFixtures.demo(for: copy)
        let narrator = RangeNarrator(series: series, calendar: calendar, copy: copy, unit: .line(.demoUnit))
        let bare = RangeNarrator(series: series, calendar: calendar, copy: copy)
        let opening = series.openingWindow()
        var lines: [(String, String)] = [
            ("label", copy.text(.rangeLabel)),
            ("readout", narrator.readout(of: opening)),
            ("readout without unit", bare.readout(of: opening)),
            ("range value", narrator.rangeValue(of: opening)),
            ("range value without unit", bare.rangeValue(of: opening)),
            ("written range", narrator.writtenRange(opening)),
            ("description", narrator.description(of: opening)),
            ("hint", narrator.hint()),
            ("chart label", copy.text(.chartLabel)),
            ("date axis", copy.text(.dateAxis)),
            ("empty", copy.text(.empty)),
        ]
        for kind in SummaryKind.allCases {
            let figure = RangeNarrator(series: series, calendar: calendar, copy: copy, unit: .line(.demoUnit), summary: kind)
            lines.append(("readout, \(kind.rawValue)", figure.readout(of: opening)))
        }
        for action in LensAction.allCases {
            lines.append(("action \(action.rawValue)", narrator.actionName(action)))
        }
        var lens = RangeLens(series: series, window: opening)
        for action: LensAction in [.earlier, .later, .widen, .narrow, .showAll, .showAll, .showAll, .back, .later, .back] {
            let outcome = lens.perform(action)
            lines.append(("after \(action.rawValue)", narrator.announcement(for: outcome)))
        }
        for limit in StepLimit.allCases {
            lines.append(("limit \(limit.rawValue)", narrator.limitSentence(limit)))
        }
        let acrossYear = series.window(
            from: calendar.instant(dayNumber: CivilDate(year: 2025, month: 12, day: 15).dayNumber),
            through: calendar.instant(dayNumber: CivilDate(year: 2026, month: 1, day: 25).dayNumber))!
        lines.append(("across a year, range value", narrator.rangeValue(of: acrossYear)))
        lines.append(("across a year, written range", narrator.writtenRange(acrossYear)))
        lines.append(("across a year, description", narrator.description(of: acrossYear)))
        let earlierYear = series.window(
            from: calendar.instant(dayNumber: CivilDate(year: 2025, month: 12, day: 1).dayNumber),
            through: calendar.instant(dayNumber: CivilDate(year: 2025, month: 12, day: 20).dayNumber))!
        lines.append(("in an earlier year, readout", narrator.readout(of: earlierYear)))
        let oneDay = SampleWindow(start: series.count - 1, end: series.count)
        lines.append(("one day, readout", narrator.readout(of: oneDay)))
        lines.append(("one day, written range", narrator.writtenRange(oneDay)))
        lines.append(("one day, description", narrator.description(of: oneDay)))
        let table = narrator.tableLines(of: SampleWindow(start: series.count - 3, end: series.count))
        for (index, line) in table.enumerated() { lines.append(("table line \(index + 1)", line)) }
        lines.append(("note negative", copy.text(.noteNegativeAsZero, [.number(narrator.count(3))])))
        lines.append(("note one negative", copy.text(.noteNegativeAsZero, [.number(narrator.count(1))])))
        lines.append(("note not finite", copy.text(.noteNotFiniteAsZero, [.number(narrator.count(2))])))
        lines.append(("note gaps", copy.text(.noteGaps, [.number(narrator.count(12))])))
        lines.append(("note skipped", copy.text(.noteSkippedRows, [.number(narrator.count(1))])))
        for unit in SampleUnit.allCases {
            for count in [1, 2, 5, 7, 22] {
                lines.append(("shortest \(unit.rawValue) \(count)", copy.text(.limitShortest(unit), [.number(narrator.count(count))])))
            }
            lines.append(("steady \(unit.rawValue)", copy.text(.describeSteady(unit), [.number(narrator.count(42))])))
            lines.append(("rising \(unit.rawValue)", copy.text(.describeRising(unit), [.text("12%"), .number(narrator.count(1))])))
            lines.append(("falling \(unit.rawValue)", copy.text(.describeFalling(unit), [.text("12%"), .number(narrator.count(3))])))
        }
        return lines
    }

    static func goldenText(_ identifier: String) throws -> String {
        try goldenSentences(identifier).map { "\($0.label)\t\($0.text)\n" }.joined()
    }

    @Test("Every sentence matches the golden file", arguments: NarrationFixtures.goldenLocales)
    func golden(identifier: String) throws {
        try NarrationFixtures.compareWithGolden(try Self.goldenText(identifier), file: "\(identifier).txt")
    }

    @Test("No spoken sentence has a dash or tilde between numbers or dates", arguments: NarrationFixtures.goldenLocales)
    func noDashesBetweenNumbers(identifier: String) throws {
        for (label, text) in try Self.goldenSentences(identifier) where !label.contains("written range") {
            #expect(!Self.hasDashBetweenNumbers(text), "\(identifier) \(label): \(text)")
        }
    }

    /// Whether a dash, en dash, em dash, minus-like hyphen or tilde stands between two digits
    /// (spaces allowed), or between a digit and a letter, as in "3 Mar – 14 Apr".
    static func hasDashBetweenNumbers(_ text: String) -> Bool {
        let dashes: Set<Character> = ["-", "–", "—", "~", "～", "〜", "‐", "‑", "‒", "―"]
        let characters = Array(text)
        for (index, character) in characters.enumerated() where dashes.contains(character) {
            var before = index - 1
            while before >= 0, characters[before] == " " { before -= 1 }
            var after = index + 1
            while after < characters.count, characters[after] == " " { after += 1 }
            guard before >= 0, after < characters.count else { continue }
            let left = characters[before]
            let right = characters[after]
            if (left.isNumber || left.isLetter) && right.isNumber { return true }
        }
        return false
    }

    @Test("The year is added when the window crosses a year or ends before the series' latest year")
    func yearRule() throws {
        let copy = try NarrationFixtures.copy("en-GB")
        let (series, calendar) = NarrationFixtures.demo(for: copy)
        let narrator = RangeNarrator(series: series, calendar: calendar, copy: copy)
        func window(_ from: CivilDate, _ to: CivilDate) -> SampleWindow {
            series.window(from: calendar.instant(dayNumber: from.dayNumber), through: calendar.instant(dayNumber: to.dayNumber))!
        }
        #expect(narrator.spokenRange(window(CivilDate(year: 2026, month: 3, day: 3), CivilDate(year: 2026, month: 4, day: 14))) == "3 March to 14 April")
        #expect(narrator.spokenRange(window(CivilDate(year: 2025, month: 12, day: 20), CivilDate(year: 2026, month: 1, day: 5))) == "20 December 2025 to 5 January 2026")
        #expect(narrator.spokenRange(window(CivilDate(year: 2025, month: 12, day: 1), CivilDate(year: 2025, month: 12, day: 14))) == "1 December 2025 to 14 December 2025")
        #expect(narrator.writtenRange(window(CivilDate(year: 2026, month: 3, day: 3), CivilDate(year: 2026, month: 4, day: 14))) == "3 Mar\u{2009}–\u{2009}14 Apr")
    }

    @Test("A range whose ends read the same is said once")
    func sameEnds() throws {
        let copy = try NarrationFixtures.copy("en-GB")
        let calendar = BucketCalendar(timeZone: TimeZone(identifier: "UTC")!)
        let start = CivilDate(year: 2026, month: 3, day: 3).dayNumber
        let series = Series(times: (0..<48).map { Double(start) * 86_400 + Double($0) * 3_600 }, values: Array(repeating: 5, count: 48))
        let narrator = RangeNarrator(series: series, calendar: calendar, copy: copy)
        #expect(narrator.spokenRange(SampleWindow(start: 0, end: 24)) == "3 March")
        #expect(narrator.hint().contains("a day"))
        #expect(narrator.limitSentence(.shortestRange) == "Shortest range, 7 hours")
    }

    @Test("The trend is a least-squares line relative to the mean")
    func trend() {
        let rising = Series(times: (0..<10).map { Double($0) * 86_400 }, values: (0..<10).map { 100 + Double($0) * 2 })
        // Slope 2 a day over 9 days is 18 over a mean of 109.
        #expect(abs(WindowTrend(series: rising, window: rising.all).relativeChange - 18.0 / 109.0) < 1e-12)
        #expect(WindowTrend(series: rising, window: rising.all).direction == .rising)
        let flat = Series(times: (0..<10).map { Double($0) * 86_400 }, values: Array(repeating: 3, count: 10))
        #expect(WindowTrend(series: flat, window: flat.all).direction == .steady)
        let zeros = Series(times: [0, 86_400], values: [0, 0])
        #expect(WindowTrend(series: zeros, window: zeros.all).direction == .steady)
    }

    @Test("A total too large for a Double is said in words, never as inf")
    func tooLarge() throws {
        let copy = try NarrationFixtures.copy("en")
        let huge = Double.greatestFiniteMagnitude / 2
        let series = Series(times: [0, 86_400, 172_800], values: [huge, huge, huge])
        let narrator = RangeNarrator(series: series, calendar: BucketCalendar(), copy: copy, summary: .total)
        let readout = narrator.readout(of: series.all)
        #expect(readout.hasPrefix("Total too large to show"))
        #expect(!readout.contains("inf"))
    }
}
