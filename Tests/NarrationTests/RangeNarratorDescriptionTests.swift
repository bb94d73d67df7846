import Foundation
import SpanModel
import StringCatalog
import Testing

@testable import Narration

/// The description on the real-shaped series of `Shapes/`: what an analyst says of each (its
/// README) is what RangeLens says, in every locale (`Golden/shapes-*.txt`).
@Suite("The description: what an analyst would see")
struct RangeNarratorDescriptionTests {
    static let today = CivilDate(year: 2026, month: 11, day: 29)

    static func narrator(_ name: String, copy: NarrationCopy, format: ValueFormat = .automatic) throws -> RangeNarrator
    {
        let series = try ShapeFixtures.series(name)
        let calendar = BucketCalendar(timeZone: TimeZone(identifier: "UTC")!, firstWeekday: copy.locale.firstWeekday)
        return RangeNarrator(
            series: series, calendar: calendar, copy: copy, unit: ShapeFixtures.units[name].map(SpokenUnit.text),
            valueFormat: format, minimumSpan: 1, today: today)
    }

    static func english(_ name: String) throws -> String {
        let narrator = try narrator(name, copy: try NarrationFixtures.copy("en-GB"))
        return narrator.description(of: narrator.series.all)
    }

    /// Every fixture's readout, description and hint, and the sentences about its holes.
    static func goldenSentences(_ identifier: String) throws -> [(label: String, text: String)] {
        let copy = try NarrationFixtures.copy(identifier)
        var lines: [(String, String)] = []
        for name in ShapeFixtures.names {
            let narrator = try narrator(name, copy: copy)
            let all = narrator.series.all
            lines.append(("\(name), readout", narrator.readout(of: all)))
            lines.append(("\(name), written range", narrator.writtenRange(all)))
            lines.append(("\(name), description", narrator.description(of: all)))
            lines.append(("\(name), hint", narrator.hint()))
        }
        let river = try narrator("river-hole", copy: copy)
        let calendar = ShapeFixtures.calendar
        func day(_ year: Int, _ month: Int, _ day: Int) -> Double {
            calendar.instant(dayNumber: CivilDate(year: year, month: month, day: day).dayNumber)
        }
        let june = try #require(river.series.window(from: day(2024, 6, 7), through: day(2024, 6, 22), minimumSpan: 1))
        lines.append(("river-hole, June, description", river.description(of: june)))
        for (index, line) in river.tableLines(of: june).enumerated() {
            lines.append(("river-hole, June, table line \(index + 1)", line))
        }
        lines.append(
            ("river-hole, inside the hole", river.noSamplesMessage(from: day(2024, 6, 12), through: day(2024, 6, 14))))
        lines.append(
            ("river-hole, after the series", river.noSamplesMessage(from: day(2025, 1, 1), through: day(2025, 2, 1))))
        let stock = try narrator("stock-up", copy: copy)
        lines.append(("stock-up, a weekend", stock.noSamplesMessage(from: day(2020, 3, 7), through: day(2020, 3, 8))))
        let rate = try narrator("unemployment", copy: copy)
        lines.append(("unemployment, first year", rate.description(of: SampleWindow(start: 0, end: 12))))
        let gdp = try narrator("gdp-quarterly", copy: copy)
        for (index, line) in gdp.tableLines(of: SampleWindow(start: 4, end: 8)).enumerated() {
            lines.append(("gdp-quarterly, table line \(index + 1)", line))
        }
        lines.append(("gdp-quarterly, one quarter", gdp.description(of: SampleWindow(start: 9, end: 10))))
        lines.append(("gdp-quarterly, shortest", gdp.limitSentence(.shortestRange)))
        return lines
    }

    @Test(
        "Every sentence on the real-shaped series matches the golden file", arguments: NarrationFixtures.goldenLocales)
    func golden(identifier: String) throws {
        let text = try Self.goldenSentences(identifier).map { "\($0.label)\t\($0.text)\n" }.joined()
        try NarrationFixtures.compareWithGolden(text, file: "shapes-\(identifier).txt")
    }

    @Test("A slow rise at a high level that rose every month is said so, with its change, never steady")
    func slowRise() throws {
        #expect(
            try Self.english("payrolls")
                == "Highest 143,093 in December 2015, lowest 139,058 in July 2014. Rising every month, from 139,058 to "
                + "143,093, up 2.9%, across 18 months.")
    }

    @Test("A rise to a peak and a fall back is a peak, with the change from the first value to the last")
    func hump() throws {
        #expect(
            try Self.english("hump")
                == "Highest 1,440 in January 1855, lowest 90 in December 1859. Rose to a peak of 1,440, then fell. "
                + "Overall, from 200 in January 1850 to 90, down 55%, across 10 years.")
    }

    @Test("A price that rose and came back below its start is never called rising")
    func roundTrip() throws {
        let text = try Self.english("stock-round-trip")
        #expect(text.contains("Rose to a peak of 171, then fell."))
        #expect(text.contains("down 2%"))
        #expect(!text.contains("Rising"))
    }

    @Test("A temperature is never a percentage, in any locale", arguments: NarrationFixtures.goldenLocales)
    func noPercentOfTemperature(identifier: String) throws {
        let copy = try NarrationFixtures.copy(identifier)
        let percent = copy.text(.statsPercentSpoken, "7")
        for name in ["summer-temperatures", "winter-temperatures", "hourly-fortnight"] {
            let narrator = try Self.narrator(name, copy: copy)
            let text = narrator.description(of: narrator.series.all)
            #expect(!text.contains("%") && !text.contains(percent.replacingOccurrences(of: "7", with: "")), "\(text)")
        }
    }

    @Test("A rate changes in percentage points, whether its values are percent numbers or fractions")
    func percentagePoints() throws {
        let text = try Self.english("unemployment")
        #expect(text.contains("from 5 % in January 2008 to 10 %, up 5 percentage points, across 22 months."))
        let copy = try NarrationFixtures.copy("en-GB")
        let fractions = try ShapeFixtures.series("unemployment")
        let narrator = RangeNarrator(
            series: Series(times: fractions.times, values: fractions.values.map { $0 / 100 }),
            calendar: ShapeFixtures.calendar, copy: copy, valueFormat: .percent, minimumSpan: 1, today: Self.today)
        #expect(narrator.description(of: narrator.series.all).contains("up 5 percentage points"))
    }

    @Test("No percentage against values at or below zero")
    func noPercentBelowZero() throws {
        let text = try Self.english("errors-spike")
        #expect(!text.contains("%"))
        #expect(text.contains("Between 0 and 3, except one spike to 80."))
    }

    @Test("Steady is said only where the values barely move against their level")
    func steadyOnlyWhenFlat() throws {
        for name in ShapeFixtures.names {
            let narrator = try Self.narrator(name, copy: try NarrationFixtures.copy("en"))
            let facts = try #require(narrator.facts(of: narrator.series.all))
            if narrator.description(of: narrator.series.all).contains("Steady") {
                #expect(facts.highest.value - facts.lowest.value <= abs(facts.change.start) / 50, "\(name)")
            }
        }
    }

    @Test("Quarters are said as quarters, yearly data never with a time of day")
    func quartersAndYears() throws {
        let gdp = try Self.english("gdp-quarterly")
        #expect(gdp.contains("in the second quarter of 2009"))
        #expect(!gdp.contains("April"))
        let years = try Self.english("visitors-yearly")
        #expect(years.hasPrefix("Highest 2,230 in 2017, lowest 1,210 in 2010. Rising in 5 of 7 years"))
        #expect(!years.contains("AM"))
    }

    @Test("Spans in the unit a person would use")
    func spans() throws {
        #expect(try Self.english("population-5-yearly").hasSuffix("across 85 years."))
        #expect(try Self.english("hourly-fortnight").contains("across 14 days."))
        #expect(try Self.english("steps-duplicate").contains("across 21 days."))
        #expect(try Self.english("gdp-quarterly").contains("across 5 years."))
    }

    @Test("Hourly temperatures that rise and fall every day are a daily cycle, never steady, with the hour they peak")
    func dailyCycle() throws {
        let text = try Self.english("hourly-fortnight")
        #expect(
            text.contains("Rising and falling every day, highest around 3 PM. Overall, comparing the first and last"))
        #expect(!text.contains("Steady") && !text.contains("ups and downs"))
    }

    @Test("A series of weekdays says so once, and its weekends are not missing")
    func weekdays() throws {
        let text = try Self.english("stock-up")
        #expect(text.hasSuffix("Readings on weekdays only."))
        #expect(!text.contains("No data"))
    }

    @Test("Ties are counted, with the first of them")
    func ties() throws {
        #expect(try Self.english("rain-zeros").contains("lowest 0 mm on 221 days, first on 1 January 2025."))
    }

    @Test("The step the hint names is the step the lens takes")
    func hints() throws {
        let copy = try NarrationFixtures.copy("en")
        let expected = [
            "payrolls": "move 3 months", "co2-weekly": "move 4 weeks", "gdp-quarterly": "move 3 quarters",
            "visitors-yearly": "move 3 years", "population-5-yearly": "move 15 years", "stock-up": "move a week",
            "hourly-fortnight": "move a day", "river-hole": "move a week",
        ]
        for (name, words) in expected {
            #expect(try Self.narrator(name, copy: copy).hint().contains(words), "\(name)")
        }
    }
}
