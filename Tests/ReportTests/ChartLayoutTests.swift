import SpanModel
import Testing

@testable import Report

@Suite("The chart's layout")
struct ChartLayoutTests {
    @Test(
        "The value axis has a few gridlines a nice step apart, around the lowest and highest values",
        arguments: [
            (2_461.0, 11_076.0, [0.0, 5_000, 10_000, 15_000]),
            (-4.1, 9.5, [-5.0, 0, 5, 10]),
            (0, 0, [0.0, 0.5, 1]),
            (5, 5, [2.0, 4, 6, 8]),
            (139_058, 143_093, [138_000.0, 140_000, 142_000, 144_000]),
            (-481, -40, [-600.0, -400, -200, 0]),
        ])
    func valueScale(low: Double, high: Double, ticks: [Double]) {
        let scale = ValueScale(low: low, high: high)
        #expect(scale.ticks == ticks)
        #expect(scale.low <= low && scale.high >= high)
    }

    @Test("Values near the largest a Double holds give the two ends, not endless gridlines")
    func hugeValues() {
        let scale = ValueScale(low: 0, high: 1.7e308)
        #expect(scale.ticks == [0, 1.7e308])
    }

    @Test("A gap and missing dates break the line and are hatched; each extreme is named by a word")
    func gapsAndMissing() throws {
        let values: [Double?] = [5, 7, nil, 9, 4, 6, 8, 3, 7, 10, 2, 6]
        let narrator = try ReportFixtures.narrator(values, missing: [6, 7])
        let layout = ChartLayout(narrator: narrator, isRightToLeft: false)
        let chart = try #require(layout.chart(of: narrator.series.all, title: "Values in range", description: "…"))
        // Samples 0–1, then 3–5, then 8–11 (the file has no 6 and 7).
        #expect(chart.runs.map(\.count) == [2, 3, 4])
        #expect(chart.missing.count == 2)
        #expect(chart.highest?.label == "Highest\n10")
        #expect(chart.lowest?.label == "Lowest\n2")
        let xs = chart.runs.flatMap { $0 }.map(\.x)
        #expect(xs == xs.sorted())
        #expect(xs.first == chart.plot.x && xs.last == chart.plot.x + chart.plot.width)
    }

    @Test("In a right-to-left language time runs from right to left")
    func rightToLeft() throws {
        let narrator = try ReportFixtures.narrator([1, 2, 3, 4, 5, 6, 7, 8], locale: "ar")
        let layout = ChartLayout(narrator: narrator, isRightToLeft: true)
        let chart = try #require(layout.chart(of: narrator.series.all, title: "", description: ""))
        let xs = chart.runs.flatMap { $0 }.map(\.x)
        #expect(xs == xs.sorted(by: >))
        #expect(layout.overviewX(narrator.series.times[0]) == ChartLayout.overviewWidth)
        #expect(chart.plot.x == ChartLayout.margins.end)
    }

    @Test("Date marks stand where a week or month begins, a label's width apart at least")
    func dateTicks() throws {
        let narrator = try ReportFixtures.demoNarrator()
        let window = narrator.series.openingWindow()
        let layout = ChartLayout(narrator: narrator, isRightToLeft: false)
        let chart = try #require(layout.chart(of: window, title: "", description: ""))
        let places = chart.dateTicks.map(\.position)
        #expect(places.count >= 4 && places.count <= ChartLayout.mostDateTicks)
        for (one, next) in zip(places, places.dropFirst()) { #expect(next - one >= ChartLayout.leastTickSpacing) }
        // 1 November is the first of a month: kept over the Monday after it.
        #expect(chart.dateTicks.map(\.label).contains("1 Nov"))
        #expect(!chart.dateTicks.map(\.label).contains("2 Nov"))
    }

    @Test("A flat window has no extremes to mark; an empty or all-gap window has no chart")
    func flatAndEmpty() throws {
        let flat = try ReportFixtures.narrator([0, 0, 0, 0, 0, 0, 0])
        let chart = try #require(
            ChartLayout(narrator: flat, isRightToLeft: false).chart(of: flat.series.all, title: "", description: ""))
        #expect(chart.highest == nil && chart.lowest == nil)
        let gaps = try ReportFixtures.narrator([nil, nil, nil])
        #expect(
            ChartLayout(narrator: gaps, isRightToLeft: false).chart(of: gaps.series.all, title: "", description: "")
                == nil)
    }

    @Test("The overview's band covers the window, at least a few units wide")
    func band() throws {
        let narrator = try ReportFixtures.demoNarrator()
        let layout = ChartLayout(narrator: narrator, isRightToLeft: false)
        let all = layout.band(of: narrator.series.all)
        #expect(all.from == 0 && all.to == ChartLayout.overviewWidth)
        let last = layout.band(of: SampleWindow(start: 364, end: 365))
        #expect(last.to - last.from >= 4 && last.to <= ChartLayout.overviewWidth)
        let overview = layout.overview(showing: narrator.series.openingWindow())
        #expect(overview.runs.flatMap { $0 }.count <= Int(ChartLayout.overviewWidth) + 1)
    }
}
