import Foundation
import Narration
import SpanModel
import TestSupport
import Testing

@testable import Report

@Suite("The report page's content")
struct ReportPageContentTests {
    /// The page's words in reading order, a line each, with the first rows of its table and the
    /// first states of its range control: what a golden file holds for each locale.
    static func outline(_ page: ReportPage) throws -> String {
        var lines = ["lang \(page.languageTag), \(page.isRightToLeft ? "rtl" : "ltr")", "title: \(page.documentTitle)"]
        let labels = page.labels
        lines.append("skip link: \(labels.skipLink)")
        lines.append("h1: \(page.heading)")
        if let lead = page.lead { lines.append("lead: \(lead)") }
        for block in page.blocks {
            if let name = block.name { lines.append("h2: \(name)") }
            lines.append("readout: \(block.readout)")
            if let description = block.description { lines.append("\(labels.description): \(description)") }
            if let chart = block.chart {
                lines.append("\(labels.chart): \(chart.title)")
                lines.append("  values: " + chart.valueTicks.map(\.label).joined(separator: " | "))
                lines.append("  dates: " + chart.dateTicks.map(\.label).joined(separator: " | "))
                for marker in [chart.highest, chart.lowest].compactMap({ $0 }) {
                    lines.append("  marker: " + marker.label.replacingOccurrences(of: "\n", with: " / "))
                }
                if !chart.missing.isEmpty { lines.append("  legend: \(labels.noData)") }
            }
            if let table = block.table {
                lines.append("\(labels.table): \(table.caption) [\(labels.tableDate) | \(labels.tableValue)]")
                let notable = table.rows.enumerated().filter { $0.offset < 3 || $0.element.kind != .value }
                for (_, row) in notable.prefix(8) { lines.append("  \(row.date) | \(row.value)") }
                lines.append("  \(table.rows.count) rows")
            }
            if let download = block.download {
                lines.append("download: \(labels.download) (\(download.fileName))")
            }
        }
        for sentence in page.comparison { lines.append("\(labels.comparison): \(sentence)") }
        if let lens = page.lens {
            let states = try ReportFixtures.states(of: lens).root
            lines.append("\(labels.lens): \(lens.label)")
            lines.append("  hint: " + lens.hint.joined(separator: " "))
            lines.append("  buttons: " + lens.buttons.map(\.label).joined(separator: " | "))
            lines.append("  value: " + lens.valueLines.joined(separator: " / "))
            lines.append("  windows: \(states["windows"]?.array?.count ?? 0)")
            for index in 0..<2 {
                let values = states["values"]?[index]?.array?.compactMap(\.string) ?? []
                lines.append("  state \(index): " + values.joined(separator: " / "))
                let descriptions = states["descriptions"]?[index]?.array?.compactMap(\.string) ?? []
                lines.append("  described: " + descriptions.joined(separator: " / "))
            }
            lines.append("  limits: " + (states["limits"]?.array?.compactMap(\.string) ?? []).joined(separator: " | "))
        }
        if let audio = page.audio { lines.append("\(labels.audio): " + audio.description.joined(separator: " ")) }
        for note in page.notes { lines.append("\(labels.notes): \(note)") }
        lines.append("cues: \(labels.cues); \(labels.audioUnsupported)")
        return lines.joined(separator: "\n") + "\n"
    }

    static var goldenFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    }

    /// Compares with a golden file (see `GoldenFile`).
    static func compareWithGolden(_ actual: String, file name: String) throws {
        try GoldenFile(goldenFolder.appendingPathComponent(name), filter: "ReportTests").check(actual)
    }

    static var locales: [String] { ReportFixtures.shipped + ["en-GB", "ar-EG"] }

    @Test("The demo series' page in each locale matches its golden file", arguments: locales)
    func golden(locale: String) throws {
        let narrator = try ReportFixtures.demoNarrator(locale)
        let page = try ReportPage(ReportFixtures.content(narrator))
        try Self.compareWithGolden(try Self.outline(page), file: "demo-\(locale).txt")
    }

    @Test("Every sentence is the narrator's own: readout, description, range values, limits and hint")
    func sentencesFromNarration() throws {
        let narrator = try ReportFixtures.demoNarrator()
        let window = narrator.series.openingWindow()
        let page = try ReportPage(ReportFixtures.content(narrator))
        let block = try #require(page.blocks.first)
        #expect(block.readout == narrator.readout(of: window))
        #expect(block.description == narrator.description(of: window))
        #expect(page.documentTitle == "Steps: " + narrator.readout(of: window))
        let lens = try #require(page.lens)
        #expect(lens.valueLines == [narrator.rangeValue(of: window)])
        #expect(lens.hint.first == narrator.hint())
        let states = try ReportFixtures.states(of: lens).root
        #expect(states["values"]?[0]?[0]?.string == narrator.rangeValue(of: window))
        #expect(states["descriptions"]?[0]?[0]?.string == narrator.description(of: window))
        #expect(states["hint"]?.string == narrator.hint())
        let limits = states["limits"]?.array?.compactMap(\.string) ?? []
        #expect(limits.prefix(StepLimit.allCases.count) == ArraySlice(StepLimit.allCases.map(narrator.limitSentence)))
        // Every window's sentence is the narrator's range value of that window.
        let all = try #require(states["all"]?.number?.int)
        #expect(states["values"]?[all]?[0]?.string == narrator.rangeValue(of: narrator.series.all))
    }

    @Test("The table has a row a sample, each reading as summary --table's line, and a row for missing dates")
    func table() throws {
        let values: [Double?] = [5, 7, nil, 9, 4, 6, 8, 3, -7.5, 10, 2, 6]
        let narrator = try ReportFixtures.narrator(values, missing: [6, 7], unit: "°C")
        let member = ReportContent.Member(name: nil, narrator: narrator, window: narrator.series.all)
        let table = ReportPage.table(of: member)
        let lines = narrator.tableRows(of: narrator.series.all).filter { $0.sample != nil }.map(\.text)
        let samples = table.rows.filter { $0.kind != .noData }
        #expect(samples.count == lines.count)
        for (row, line) in zip(samples, lines) {
            #expect(line.hasPrefix(row.date))
            if row.kind == .value { #expect(line.hasSuffix(row.value), "\(line) does not end with \(row.value)") }
        }
        #expect(samples[2].kind == .noValue && samples[2].value == "No value")
        let missing = table.rows.filter { $0.kind == .noData }
        #expect(missing.map(\.date) == ["7 March to 8 March"])
        #expect(missing.first?.value == "No data")
        #expect(table.rows.firstIndex { $0.kind == .noData } == 6)
        #expect(table.caption == "Values, 1 March to 12 March")
        #expect(samples[6].value == "minus 7.5")
    }

    @Test("The download holds the window with the file's column names, a gap as an empty cell")
    func csv() throws {
        let narrator = try ReportFixtures.narrator([5, 7.25, nil, -9, 1e-7])
        let member = ReportContent.Member(
            name: nil, narrator: narrator, window: narrator.series.all, columns: ("day", "reading, °C"))
        #expect(
            ReportPage.csv(of: member)
                == "day,\"reading, °C\"\r\n2026-03-01,5\r\n2026-03-02,7.25\r\n2026-03-03,\r\n2026-03-04,-9\r\n"
                + "2026-03-05,1e-07\r\n")
        let hourly = try ReportFixtures.narrator([1, 2], spacing: 3_600)
        #expect(
            ReportPage.csv(of: ReportContent.Member(name: nil, narrator: hourly, window: hourly.series.all))
                == "date,value\r\n2026-03-01T00:00:00Z,1\r\n2026-03-01T01:00:00Z,2\r\n")
        #expect(ReportPage.fileNamePart("GOOG/B ä") == "GOOG_B_ä")
    }

    @Test("Several series: a block each, led by its name, the comparison, and the lens speaking for each")
    func severalSeries() throws {
        let copy = try ReportFixtures.copy("en-GB")
        let calendar = ReportFixtures.calendar(for: copy)
        let first = calendar.instant(dayNumber: CivilDate(year: 2025, month: 3, day: 3).dayNumber)
        func narrator(_ values: [Double], offset: Int = 0) -> RangeNarrator {
            let times = values.indices.map { first + Double($0 + offset) * 86_400 }
            return RangeNarrator(
                series: Series(times: times, values: values), calendar: calendar, copy: copy,
                today: ReportFixtures.today)
        }
        let aapl = narrator([181.5, 183, 184.25, 182, 183.5, 185, 186, 187, 185, 184])
        let msft = narrator([31, 32, 33, 32, 31], offset: 5)
        let several = SeveralSeriesNarrator(copy: copy, summary: .average)
        let window = aapl.series.openingWindow()
        let msftWindow = aapl.series.sharedDates(of: window, in: msft.series, calendar: calendar).window!
        let content = ReportContent(
            name: "prices", fileStem: "prices",
            members: [
                ReportContent.Member(name: "AAPL", narrator: aapl, window: window),
                ReportContent.Member(name: "MSFT", narrator: msft, window: msftWindow),
            ], leader: 0, several: several, comparison: ["Highest average: AAPL, 184."])
        let page = try ReportPage(content)
        #expect(page.blocks.map(\.name) == ["AAPL", "MSFT"])
        #expect(page.blocks[0].readout == "AAPL: " + aapl.readout(of: window))
        #expect(page.blocks[1].readout == "MSFT: " + msft.readout(of: msftWindow))
        #expect(page.blocks.map { $0.download?.fileName } == ["prices-AAPL.csv", "prices-MSFT.csv"])
        #expect(page.lead == aapl.spokenRange(window))
        let lens = try #require(page.lens)
        #expect(
            lens.valueLines == ["AAPL: " + aapl.rangeValue(of: window), "MSFT: " + msft.rangeValue(of: msftWindow)])
        let states = try ReportFixtures.states(of: lens).root
        // Show all: MSFT holds only its own dates, said as its own range value.
        let all = try #require(states["all"]?.number?.int)
        let shared = aapl.series.sharedDates(of: aapl.series.all, in: msft.series, calendar: calendar).window!
        #expect(
            states["values"]?[all]?.array?.compactMap(\.string)
                == ["AAPL: " + aapl.rangeValue(of: aapl.series.all), "MSFT: " + msft.rangeValue(of: shared)])
        try Self.compareWithGolden(try Self.outline(page), file: "several-en-GB.txt")
    }

    @Test("An empty series makes a page that says so, with no chart, table, lens or audio")
    func emptySeries() throws {
        let narrator = try ReportFixtures.narrator([])
        let page = try ReportPage(ReportFixtures.content(narrator, window: SampleWindow(start: 0, end: 0)))
        #expect(page.blocks.first?.readout == "No data yet")
        #expect(page.blocks.first?.chart == nil && page.blocks.first?.table == nil && page.lens == nil)
    }
}
