import TestSupport
import Testing

@testable import SpanModel

@Suite("Stepping the range lens")
struct SeriesLensTests {
    static func daily(_ count: Int) -> Series {
        Series(times: (0..<count).map { Double($0) * 86_400 }, values: (0..<count).map { Double($0) })
    }

    @Test("Moving keeps the width and stops at the ends with a limit")
    func moving() {
        var lens = SeriesLens(series: Self.daily(30), window: SampleWindow(start: 10, end: 24))
        #expect(lens.perform(.earlier).window == SampleWindow(start: 3, end: 17))
        let clamped = lens.perform(.earlier)
        #expect(clamped.window == SampleWindow(start: 0, end: 14))
        #expect(clamped.moved)
        let stopped = lens.perform(.earlier)
        #expect(!stopped.moved)
        #expect(stopped.limit == .startOfSeries)
        lens = SeriesLens(series: Self.daily(30), window: SampleWindow(start: 16, end: 30))
        #expect(lens.perform(.later).limit == .endOfSeries)
    }

    @Test("Widening keeps the end; at the first sample it grows the end instead")
    func widening() {
        var lens = SeriesLens(series: Self.daily(30), window: SampleWindow(start: 3, end: 20))
        #expect(lens.perform(.widen).window == SampleWindow(start: 0, end: 20))
        #expect(lens.perform(.widen).window == SampleWindow(start: 0, end: 27))
        #expect(lens.perform(.widen).window == SampleWindow(start: 0, end: 30))
        #expect(lens.perform(.widen).limit == .showingEverything)
    }

    @Test("Narrowing keeps the end and stops at the minimum span")
    func narrowing() {
        var lens = SeriesLens(series: Self.daily(30), window: SampleWindow(start: 10, end: 30), minimumSpan: 7)
        #expect(lens.perform(.narrow).window == SampleWindow(start: 17, end: 30))
        #expect(lens.perform(.narrow).window == SampleWindow(start: 23, end: 30))
        #expect(lens.perform(.narrow).limit == .shortestRange)
    }

    @Test("Show all remembers the window; doing it again or going back returns to it")
    func showAllAndBack() {
        let start = SampleWindow(start: 5, end: 12)
        var lens = SeriesLens(series: Self.daily(30), window: start)
        #expect(lens.perform(.showAll).window == SampleWindow(start: 0, end: 30))
        let again = lens.perform(.showAll)
        #expect(again.window == start)
        #expect(again.wentBack)
        lens.perform(.showAll)
        #expect(lens.perform(.back).window == start)
        #expect(lens.perform(.back).limit == .noPreviousRange)
        var whole = SeriesLens(series: Self.daily(30), window: SampleWindow(start: 0, end: 30))
        #expect(whole.perform(.showAll).limit == .showingEverything)
    }

    @Test("A series of zero or one sample has no lens", arguments: [0, 1])
    func noLens(count: Int) {
        var lens = SeriesLens(series: Self.daily(count), window: SampleWindow(start: 0, end: count))
        for action in LensAction.allCases {
            let outcome = lens.perform(action)
            #expect(!outcome.moved)
            #expect(outcome.limit == (count == 0 ? .noData : .showingEverything))
        }
    }

    @Test("Random steps keep every rule of the span model")
    func randomStepsKeepTheRules() {
        var generator = SeededGenerator(seed: 2026)
        for _ in 0..<300 {
            let count = Int.random(in: 2...120, using: &generator)
            let series = Self.daily(count)
            let minimum = Int.random(in: 1...12, using: &generator)
            let step = Int.random(in: 1...9, using: &generator)
            let width = Int.random(in: min(minimum, count)...count, using: &generator)
            let startIndex = Int.random(in: 0...(count - width), using: &generator)
            var lens = SeriesLens(
                series: series, window: SampleWindow(start: startIndex, end: startIndex + width), minimumSpan: minimum,
                step: step)
            let floor = min(minimum, count)
            for _ in 0..<60 {
                let before = lens.window
                let remembered = lens.rememberedWindow
                let action = LensAction.allCases.randomElement(using: &generator)!
                let outcome = lens.perform(action)
                let after = lens.window
                #expect(outcome.previous == before && outcome.window == after)
                #expect(after.start >= 0 && after.end <= count && after.count >= floor)
                #expect(outcome.moved == (before != after))
                switch action {
                case .earlier, .later:
                    #expect(after.count == before.count)
                    let expectedStart = min(
                        max(before.start + (action == .earlier ? -step : step), 0), count - before.count)
                    #expect(after.start == expectedStart)
                case .widen:
                    if before.start > 0 {
                        #expect(after.end == before.end && after.start == max(before.start - step, 0))
                    } else {
                        #expect(after.start == 0 && after.end == min(before.end + step, count))
                    }
                case .narrow:
                    #expect(after.end == before.end)
                    #expect(after.start == max(before.start, min(before.start + step, before.end - floor)))
                case .showAll:
                    if before == series.all, let remembered {
                        #expect(after == remembered)
                    } else if before != series.all {
                        #expect(after == series.all && lens.rememberedWindow == before)
                        #expect(lens.perform(.showAll).window == before)
                    }
                case .back:
                    #expect(after == (remembered ?? before))
                }
                if !outcome.moved {
                    #expect(outcome.limit != nil)
                }
            }
        }
    }
}
