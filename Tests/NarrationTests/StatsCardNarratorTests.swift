import Foundation
import Testing

@testable import Narration
import SpanModel

@Suite("Sentences of the stats card")
struct StatsCardNarratorTests {
    /// Daily revenue: 1,000 a day for the 30 days before the last 30, then 1,130 a day.
    static func revenue() -> Series {
        let start = CivilDate(year: 2026, month: 9, day: 1).dayNumber
        let values = (0..<60).map { $0 < 30 ? 1_000.0 : 1_130.0 }
        return Series(times: (0..<60).map { Double(start + $0) * 86_400 }, values: values)
    }

    @Test("The headline gives the figure and the change against the period before")
    func headline() throws {
        let card = StatsCardNarrator(copy: try NarrationFixtures.copy("en"))
        let metric = StatsMetric(name: "Revenue", format: .currency(code: "USD", wholeUnits: false))
        let figure = card.headline(for: metric, in: Self.revenue(), range: .month)
        #expect(figure.value == 33_900)
        #expect(abs((figure.change ?? 0) - 0.13) < 1e-12)
        #expect(figure.sentence == "$33,900.00, up 13.0% vs last month")
        #expect(figure.writtenChange == "+13.0% vs last month")
        #expect(figure.sentiment == .good)
    }

    @Test("A falling refund rate is good news, written with a true minus sign")
    func fallingRefundRate() throws {
        let card = StatsCardNarrator(copy: try NarrationFixtures.copy("en"), saysSentiment: true)
        let start = CivilDate(year: 2026, month: 9, day: 1).dayNumber
        let rates = Series(times: (0..<14).map { Double(start + $0) * 86_400 }, values: (0..<14).map { $0 < 7 ? 0.040 : 0.032 })
        let metric = StatsMetric(name: "Refund rate", format: .percent, aggregate: .average, upIsGood: false)
        let figure = card.tile(for: metric, in: rates, range: .week)
        #expect(figure.sentiment == .good)
        #expect(figure.sentence == "Refund rate, 3.2%, down 20.0% vs last week, good news")
        #expect(figure.writtenChange == "\u{2212}20.0% vs last week")
    }

    @Test("A change that rounds to zero is no change; with nothing to compare, the span is said")
    func noChangeAndNoComparison() throws {
        let card = StatsCardNarrator(copy: try NarrationFixtures.copy("en"))
        let metric = StatsMetric(name: "Orders")
        #expect(card.figure(value: 1_172, change: 0.00004, metric: metric, range: .month, isTile: true).sentence == "Orders, 1,172, no change vs last month")
        #expect(card.figure(value: 1_172, change: nil, metric: metric, range: .quarter, isTile: false).sentence == "1,172, last 90 days")
        let flatStart = Series(times: [0, 86_400 * 10], values: [0, 5])
        #expect(card.headline(for: metric, in: flatStart, range: .week).change == nil)
    }

    @Test("A range with no readings says so")
    func emptyRange() throws {
        let card = StatsCardNarrator(copy: try NarrationFixtures.copy("en"))
        let empty = Series(times: [], values: [])
        #expect(card.headline(for: StatsMetric(name: "Revenue"), in: empty, range: .year).sentence == "No data for this range yet.")
    }

    @Test("Ranges are written short and spoken in words", arguments: [
        (StatsRange.week, "1W", "1 week", "Last 7 days"), (.month, "1M", "1 month", "Last 30 days"),
        (.quarter, "3M", "3 months", "Last 90 days"), (.year, "1Y", "1 year", "Last 12 months"),
    ])
    func rangeNames(range: StatsRange, written: String, spoken: String, span: String) throws {
        let card = StatsCardNarrator(copy: try NarrationFixtures.copy("en"))
        #expect(card.writtenName(of: range) == written)
        #expect(card.spokenName(of: range) == spoken)
        #expect(card.span(of: range) == span)
    }

    @Test("A scrubbed point's date is worded from the spacing of the points", arguments: [
        (3_600.0, "3\u{202F}PM"), (86_400.0, "Mon, Oct 12"), (7 * 86_400.0, "Week of October 12"), (30 * 86_400.0, "October 2026"),
    ])
    func pointDates(gap: Double, expected: String) throws {
        let card = StatsCardNarrator(copy: try NarrationFixtures.copy("en"))
        let instant = Double(CivilDate(year: 2026, month: 10, day: 12).dayNumber) * 86_400 + 15 * 3_600
        #expect(card.pointDate(instant, cadence: Cadence(medianGap: gap), calendar: BucketCalendar()) == expected)
    }

    @Test("Loading and failure copy")
    func states() throws {
        let card = StatsCardNarrator(copy: try NarrationFixtures.copy("en"))
        #expect(card.loading(StatsMetric(name: "Revenue")) == "Loading Revenue")
        #expect(card.failure(reason: nil) == ["Couldn't load your numbers", "Check your connection and try again.", "Try again"])
        #expect(card.failure(reason: "The server said no.")[1] == "The server said no.")
    }

    @Test("Periods sum, average or take the latest reading", arguments: [(PeriodAggregate.sum, 33_900.0), (.average, 1_130.0), (.latest, 1_130.0)])
    func aggregates(aggregate: PeriodAggregate, expected: Double) {
        let comparison = Self.revenue().compare(days: 30, aggregate: aggregate)
        #expect(comparison.current == expected)
        #expect(comparison.window?.count == 30)
        #expect(comparison.previousWindow?.count == 30)
    }
}
