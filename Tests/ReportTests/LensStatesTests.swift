import Foundation
import SpanModel
import TestSupport
import Testing

@testable import Report

@Suite("The range control's states")
struct LensStatesTests {
    /// The page's script over a table: where it is, the window show all remembered, and what a
    /// step does (show all and back by the script's own rule, the rest by the table).
    struct ScriptModel {
        let states: LensStates
        var current = 0
        var remembered: Int?

        enum Heard: Equatable {
            case window(SampleWindow)
            case limit(StepLimit)
            case outside
        }

        mutating func perform(_ action: LensAction) -> Heard {
            if let fixed = states.fixedLimit { return .limit(fixed) }
            switch action {
            case .showAll:
                if current != states.allIndex {
                    remembered = current
                    current = states.allIndex
                    return .window(states.windows[current])
                }
                fallthrough
            case .back:
                guard let previous = remembered else {
                    return .limit(action == .showAll ? .showingEverything : .noPreviousRange)
                }
                remembered = nil
                current = previous
                return .window(states.windows[current])
            default:
                switch states.moves[current][LensStates.tabledActions.firstIndex(of: action)!] {
                case .window(let target):
                    remembered = nil
                    current = target
                    return .window(states.windows[current])
                case .limit(let limit):
                    return .limit(limit)
                case .outside:
                    return .outside
                }
            }
        }
    }

    static func randomSeries(_ generator: inout SeededGenerator) -> Series {
        let count = Int.random(in: 2...160, using: &generator)
        let spacings: [Double] = [3_600, 86_400, 30 * 86_400]
        let spacing = spacings.randomElement(using: &generator)!
        var times: [Double] = []
        var time = 1_700_000_000.0
        for _ in 0..<count {
            times.append(time)
            let isHole = Double.random(in: 0...1, using: &generator) < 0.05
            time += isHole ? 4 * spacing : spacing
        }
        let values = times.map { _ in Double.random(in: -50...500, using: &generator).rounded() }
        return Series(times: times, values: values)
    }

    @Test("Random walks through the table and the script's rule hear what the span model's lens does")
    func randomWalks() {
        var generator = SeededGenerator(seed: 27)
        for _ in 0..<60 {
            let series = Self.randomSeries(&generator)
            let minimumSpan = Int.random(in: 1...10, using: &generator)
            let opening = series.openingWindow(minimumSpan: minimumSpan)
            let states = LensStates(series: series, opening: opening, minimumSpan: minimumSpan, limit: 100_000)
            #expect(!states.isTruncated)
            #expect(states.windows[0] == opening)
            #expect(states.windows[states.allIndex] == series.all)
            var lens = SeriesLens(series: series, window: opening, minimumSpan: minimumSpan)
            var model = ScriptModel(states: states)
            for _ in 0..<300 {
                let action = LensAction.allCases.randomElement(using: &generator)!
                let outcome = lens.perform(action)
                let heard = model.perform(action)
                let expected: ScriptModel.Heard = outcome.limit.map { .limit($0) } ?? .window(outcome.window)
                #expect(heard == expected, "\(action) from \(outcome.previous) on \(series.count) samples")
                if heard != expected { return }
            }
        }
    }

    @Test("A year of daily samples reaches 4,134 windows from its opening six weeks, each a step apart")
    func yearOfDailySamples() {
        let calendar = BucketCalendar(timeZone: TimeZone(identifier: "UTC")!)
        let series = DemoSeries.dailySteps(
            endingOn: CivilDate(year: 2026, month: 11, day: 29).dayNumber, calendar: calendar)
        let opening = series.openingWindow()
        let states = LensStates(series: series, opening: opening, minimumSpan: 7, limit: 25_000)
        #expect(states.windows.count == 4_134)
        #expect(Set(states.windows).count == states.windows.count)
        // Every move in the table is the lens's own step.
        for (index, window) in states.windows.enumerated() {
            for (column, action) in LensStates.tabledActions.enumerated() {
                var lens = SeriesLens(series: series, window: window, minimumSpan: 7)
                let outcome = lens.perform(action)
                switch states.moves[index][column] {
                case .window(let target): #expect(states.windows[target] == outcome.window && outcome.moved)
                case .limit(let limit): #expect(outcome.limit == limit)
                case .outside: Issue.record("nothing is left out below the limit")
                }
            }
        }
    }

    @Test("Past the limit the nearest windows are kept and a step beyond them leads outside")
    func limit() {
        let calendar = BucketCalendar(timeZone: TimeZone(identifier: "UTC")!)
        let series = DemoSeries.dailySteps(
            endingOn: CivilDate(year: 2026, month: 11, day: 29).dayNumber, calendar: calendar)
        let states = LensStates(series: series, opening: series.openingWindow(), minimumSpan: 7, limit: 40)
        #expect(states.windows.count == 40)
        #expect(states.isTruncated)
        #expect(states.windows[1] == series.all)
        let outside = states.moves.flatMap { $0 }.filter { $0 == .outside }.count
        #expect(outside > 0)
        // The opening window's own neighbours were found first.
        #expect(!states.moves[0].contains(.outside))
    }

    @Test("A series of one sample or none has no lens: every step gives the same reason")
    func noLens() {
        let one = Series(times: [0], values: [5])
        let single = LensStates(series: one, opening: one.all, minimumSpan: 7, limit: 10)
        #expect(single.fixedLimit == .showingEverything)
        #expect(single.windows == [one.all])
        var model = ScriptModel(states: single)
        var lens = SeriesLens(series: one, window: one.all)
        for action in LensAction.allCases {
            #expect(model.perform(action) == .limit(lens.perform(action).limit!))
        }
        let none = Series(times: [], values: [])
        let empty = LensStates(series: none, opening: none.all, minimumSpan: 7, limit: 10)
        #expect(empty.fixedLimit == .noData)
    }
}
