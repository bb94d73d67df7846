import Foundation
import SpanModel
import StringCatalog
import Testing

@testable import Narration

@Suite("Several series heard together")
struct SeveralSeriesNarratorTests {
    /// A daily series of `values` ending on the golden files' today, in UTC.
    static func daily(_ values: [Double], endingOn last: CivilDate = NarrationFixtures.today) -> Series {
        let first = last.dayNumber - values.count + 1
        return Series(times: values.indices.map { Double(first + $0) * 86_400 }, values: values)
    }

    static let calendar = BucketCalendar(timeZone: TimeZone(identifier: "UTC")!, firstWeekday: 2)

    /// Members over the last 14 days, named, with the narrator of each.
    static func members(
        _ named: [(String, [Double])], copy: NarrationCopy, summary: SummaryKind = .average, unit: SpokenUnit? = nil
    ) -> [SeveralSeriesNarrator.Member] {
        named.map { name, values in
            let series = daily(values)
            let narrator = RangeNarrator(
                series: series, calendar: calendar, copy: copy, unit: unit, summary: summary,
                today: NarrationFixtures.today)
            return SeveralSeriesNarrator.Member(name: name, narrator: narrator, window: series.all)
        }
    }

    @Test("the comparison names the series with the highest and the lowest figure, the first on a tie")
    func comparison() throws {
        let copy = try NarrationFixtures.copy("en-GB")
        let several = SeveralSeriesNarrator(copy: copy, summary: .average)
        let members = Self.members(
            [
                ("AAPL", Array(repeating: 158, count: 14)), ("GOOG", Array(repeating: 428, count: 14)),
                ("MSFT", Array(repeating: 32.2, count: 14)), ("IBM", Array(repeating: 428, count: 14)),
            ],
            copy: copy)
        let comparison = try #require(several.comparison(of: members))
        #expect(comparison.highest == 1 && comparison.lowest == 2 && !comparison.isSame)
        #expect(comparison.sentence == "Highest average: GOOG, 428; lowest: MSFT, 32.2.")
    }

    @Test("each summary kind compares its own figure, negative values included, with the unit")
    func kinds() throws {
        let copy = try NarrationFixtures.copy("en-GB")
        let values: [(String, [Double])] = [("North", [-3, -1, -2, 5]), ("South", [1, 2, 3, 4])]
        let expected: [SummaryKind: String] = [
            .average: "Highest average: South, 2.5 °C; lowest: North, minus 0.2 °C.",
            .total: "Highest total: South, 10 °C; lowest: North, minus 1 °C.",
            .maximum: "Highest peak: North, 5 °C; lowest peak: South, 4 °C.",
            .minimum: "Highest low: South, 1 °C; lowest low: North, minus 3 °C.",
        ]
        for (kind, sentence) in expected {
            let several = SeveralSeriesNarrator(copy: copy, summary: kind)
            let members = Self.members(values, copy: copy, summary: kind, unit: .text("°C"))
            #expect(several.comparison(of: members)?.sentence == sentence, "\(kind)")
        }
    }

    @Test("figures that read the same are said once; fewer than two figures are not compared")
    func sameAndTooFew() throws {
        let copy = try NarrationFixtures.copy("en-GB")
        let several = SeveralSeriesNarrator(copy: copy, summary: .average)
        // 428.2 and 427.9 both read "428".
        let same = Self.members([("A", [428.2, 428.2]), ("B", [427.9, 427.9])], copy: copy)
        let comparison = try #require(several.comparison(of: same))
        #expect(comparison.isSame)
        #expect(comparison.sentence == "Every series has the same average, 428.")
        #expect(several.comparison(of: Array(same.prefix(1))) == nil)
        // A series whose window holds only gaps has no figure to compare.
        var gaps = Self.members([("A", [1, 2]), ("B", [.nan, .nan])], copy: copy)
        #expect(several.comparison(of: gaps) == nil)
        gaps[1].window = SampleWindow(start: 0, end: 0)
        #expect(several.comparison(of: gaps) == nil)
    }

    @Test("a series with nothing in the range says so, with the range the others are heard over")
    func noData() throws {
        let copy = try NarrationFixtures.copy("en-GB")
        let several = SeveralSeriesNarrator(copy: copy, summary: .average)
        var member = Self.members([("IBM", [1, 2, 3])], copy: copy)[0]
        member.window = SampleWindow(start: 0, end: 0)
        #expect(several.readout(of: member, range: "3 March to 14 April") == "IBM: No data, 3 March to 14 April")
    }

    @Test("names in a right-to-left language are isolated, so that a Latin name keeps its place")
    func isolation() throws {
        let arabic = SeveralSeriesNarrator(copy: try NarrationFixtures.copy("ar"), summary: .average)
        #expect(arabic.list(["AAPL", "GOOG"]).contains("\u{2068}AAPL\u{2069}"))
        #expect(!arabic.list(["AAPL"]).contains("\u{2068}\u{2068}"), "isolated once")
        #expect(arabic.lead("AAPL", "x").hasPrefix("\u{2068}AAPL\u{2069}"))
        let english = SeveralSeriesNarrator(copy: try NarrationFixtures.copy("en"), summary: .average)
        #expect(english.list(["AAPL", "GOOG", "MSFT"]) == "AAPL, GOOG, and MSFT")
        #expect(!english.lead("AAPL", "x").contains("\u{2068}"))
    }

    @Test("an audio graph of several series says what every part shares once and what differs for each")
    func audioDescription() throws {
        let copy = try NarrationFixtures.copy("en-GB")
        let several = SeveralSeriesNarrator(copy: copy, summary: .average)
        let members = Self.members(
            [("AAPL", (0..<14).map { Double($0) }), ("GOOG", (0..<14).map { Double(20 - $0) })], copy: copy)
        func facts(_ member: SeveralSeriesNarrator.Member, silent: Int) -> AudioGraphFacts {
            AudioGraphFacts(
                window: member.window, toneCount: 14, grouping: nil, duration: 3.5, valueAxis: 0...20, tickKind: .week,
                strongTickKind: nil, hasZeroBlip: false, marksExtremes: true, silentCount: silent, reference: nil)
        }
        let parts = [
            SeveralSeriesNarrator.AudioPart(
                name: "AAPL", narrator: members[0].narrator, facts: facts(members[0], silent: 0)),
            SeveralSeriesNarrator.AudioPart(
                name: "GOOG", narrator: members[1].narrator, facts: facts(members[1], silent: 2)),
        ]
        let sentences = several.audioDescription(
            parts: parts, arrangement: .oneAfterAnother, duration: 8.4, spokenNames: false,
            silent: [("IBM", "16 November to 29 November")])
        #expect(
            sentences == [
                "Audio graph of 2 series one after another, 8.4 seconds: AAPL and GOOG.",
                "Each series plays in its own timbre and opens with a short rising figure in it.",
                "AAPL: Audio graph of 14 days, 16 November to 29 November, 3.5 seconds.",
                "GOOG: Audio graph of 14 days, 16 November to 29 November, 3.5 seconds.",
                "GOOG: Silence marks the 2 days with no data.",
                "IBM: No data, 16 November to 29 November",
                "Low tones are 0, high tones are 20.",
                "A click marks each new week.",
                "A rising chirp marks the highest value, a falling chirp the lowest.",
            ])
    }

    @Test("the brief description for speech says the window once and names each series once, with its own sentences")
    func briefAudioDescription() throws {
        let copy = try NarrationFixtures.copy("en-GB")
        let several = SeveralSeriesNarrator(copy: copy, summary: .average)
        let members = Self.members(
            [("AAPL", (0..<14).map { Double($0) }), ("GOOG", (0..<14).map { Double(20 - $0) })], copy: copy)
        let parts = members.map { member in
            SeveralSeriesNarrator.AudioPart(
                name: member.name, narrator: member.narrator,
                facts: AudioGraphFacts(
                    window: member.window, toneCount: 14, grouping: nil, duration: 3.5, valueAxis: 0...20,
                    tickKind: .week, strongTickKind: nil, hasZeroBlip: false, marksExtremes: true, silentCount: 2,
                    reference: nil, highestSample: member.name == "AAPL" ? 13 : 0,
                    lowestSample: member.name == "AAPL" ? 0 : 13))
        }
        let sentences = several.audioDescription(
            parts: parts, arrangement: .oneAfterAnother, duration: 8.4, spokenNames: true, brief: true)
        #expect(
            sentences == [
                "Audio graph of 2 series one after another, 8.4 seconds: AAPL and GOOG.",
                "Audio graph of 14 days, 16 November to 29 November, 3.5 seconds.",
                "AAPL: Highest on 29 November, lowest on 16 November.",
                "GOOG: Highest on 16 November, lowest on 29 November.",
                "Low tones are 0, high tones are 20.",
                "A click marks each new week.",
            ], "\(sentences)")
    }

    /// Every sentence of several series, labelled, for the golden files.
    static func goldenSentences(_ identifier: String) throws -> [(label: String, text: String)] {
        let copy = try NarrationFixtures.copy(identifier)
        var lines: [(String, String)] = []
        let values: [(String, [Double])] = [
            ("AAPL", (0..<14).map { 150 + Double($0) }), ("Café Zürich", (0..<14).map { 420 - Double($0) }),
            ("MSFT", (0..<14).map { 30.5 + Double($0 % 3) }),
        ]
        for kind in SummaryKind.allCases {
            let several = SeveralSeriesNarrator(copy: copy, summary: kind)
            let members = Self.members(values, copy: copy, summary: kind)
            if kind == .average {
                for member in members {
                    lines.append(
                        (
                            "readout \(member.name)",
                            several.readout(of: member, range: member.narrator.spokenRange(member.window))
                        ))
                }
                var empty = members[2]
                empty.window = SampleWindow(start: 0, end: 0)
                lines.append(
                    ("no data", several.readout(of: empty, range: members[0].narrator.spokenRange(members[0].window))))
                lines.append(("left out", several.leftOut(["MSFT"])))
                lines.append(("left out, two", several.leftOut(["AAPL", "MSFT"])))
            }
            lines.append(("compare \(kind.rawValue)", several.comparison(of: members)?.sentence ?? "-"))
            let same = Self.members([("A", [7, 7]), ("B", [7, 7])], copy: copy, summary: kind)
            lines.append(("same \(kind.rawValue)", several.comparison(of: same)?.sentence ?? "-"))
        }
        let several = SeveralSeriesNarrator(copy: copy, summary: .average)
        let members = Self.members(values, copy: copy)
        let parts = members.map { member in
            SeveralSeriesNarrator.AudioPart(
                name: member.name, narrator: member.narrator,
                facts: AudioGraphFacts(
                    window: member.window, toneCount: 14, grouping: nil, duration: 3.5, valueAxis: 0...433,
                    tickKind: .week, strongTickKind: nil, hasZeroBlip: false, marksExtremes: true, reference: nil))
        }
        for (label, arrangement, spoken) in [
            ("audio one after another", SeveralSeriesNarrator.AudioArrangement.oneAfterAnother, false),
            ("audio one after another, spoken", .oneAfterAnother, true),
            ("audio at once", .atOnce(stereo: true), false),
            ("audio at once, spoken", .atOnce(stereo: true), true),
            ("audio at once, mono", .atOnce(stereo: false), false),
        ] {
            let sentences = several.audioDescription(
                parts: parts, arrangement: arrangement, duration: 12.9, spokenNames: spoken)
            for (index, sentence) in sentences.enumerated() { lines.append(("\(label) \(index + 1)", sentence)) }
        }
        let single = several.audioDescription(
            parts: Array(parts.prefix(1)), arrangement: .oneAfterAnother, duration: 4, spokenNames: false)
        lines.append(("audio of one series", single[0]))
        return lines
    }

    @Test("Several series' sentences match the golden file in every locale", arguments: NarrationFixtures.goldenLocales)
    func golden(identifier: String) throws {
        let text = try Self.goldenSentences(identifier).map { "\($0.label)\t\($0.text)\n" }.joined()
        try NarrationFixtures.compareWithGolden(text, file: "several-\(identifier).txt")
    }
}
