import Foundation
import Narration
import SpanModel
import Testing

@testable import Report

@Suite("The range control on the page")
struct ReportPageLensTests {
    @Test("A step is a window's index or a reason's: the reasons in order, then the page's own")
    func codes() throws {
        let narrator = try ReportFixtures.demoNarrator()
        let page = try ReportPage(ReportFixtures.content(narrator, lensLimit: 30))
        let states = try ReportFixtures.states(of: try #require(page.lens)).root
        let windows = try #require(states["windows"]?.array)
        #expect(windows.count == 30)
        let limits = (states["limits"]?.array ?? []).compactMap { $0.string }
        #expect(limits.count == StepLimit.allCases.count + 1)
        #expect(limits.last == "This page does not hold that range. The rangelens explore command reaches every range.")
        let codes = windows.flatMap { ($0.array ?? []).dropFirst(3).compactMap { $0.number?.int } }
        #expect(codes.contains(-1 - StepLimit.allCases.count))
        #expect(codes.allSatisfy { $0 < windows.count && $0 >= -1 - StepLimit.allCases.count })
        #expect(states["everything"]?.number?.int == StepLimit.allCases.firstIndex(of: .showingEverything))
        #expect(states["noPrevious"]?.number?.int == StepLimit.allCases.firstIndex(of: .noPreviousRange))
        #expect(states["fixed"]?.isNull == true)
        // The first window is the opening one: its first sample from 1, and its band.
        let first = (windows.first?.array ?? []).compactMap { $0.number?.double }
        try #require(first.count == 7)
        #expect(first[0] == Double(narrator.series.openingWindow().start + 1))
        #expect(first[1] < first[2] && first[2] <= ChartLayout.overviewWidth)
    }

    @Test("A year of daily samples packs its 4,134 states with their sentences into a few hundred kilobytes")
    func size() throws {
        let narrator = try ReportFixtures.demoNarrator("ar")
        let lens = try #require(try ReportPage(ReportFixtures.content(narrator)).lens)
        #expect(lens.states.utf8.count < 400_000, "\(lens.states.utf8.count) bytes")
        #expect(try ReportFixtures.states(of: lens).root["windows"]?.array?.count == 4_134)
    }

    @Test("A series of one sample gives every step the same reason, as explore does")
    func oneSample() throws {
        let narrator = try ReportFixtures.narrator([8])
        let page = try ReportPage(ReportFixtures.content(narrator, window: narrator.series.all))
        let states = try ReportFixtures.states(of: try #require(page.lens)).root
        #expect(states["fixed"]?.number?.int == StepLimit.allCases.firstIndex(of: .showingEverything))
    }
}
