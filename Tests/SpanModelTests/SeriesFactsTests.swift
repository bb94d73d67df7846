import Foundation
import TestSupport
import Testing

@testable import SpanModel

@Suite("The facts of a window: extremes and ties, steps, the change and the shape")
struct SeriesFactsTests {
    static let day = 86_400.0

    /// Daily values from day 0.
    static func daily(_ values: [Double]) -> Series {
        Series(times: values.indices.map { Double($0) * day }, values: values)
    }

    /// Monthly values from January 2000.
    static func monthly(_ values: [Double]) -> Series {
        Series(
            times: values.indices.map {
                Double(CivilDate(year: 2000 + $0 / 12, month: $0 % 12 + 1, day: 1).dayNumber) * day
            },
            values: values)
    }

    static func facts(_ series: Series, resolution: Double = 0) throws -> WindowFacts {
        try #require(series.facts(of: series.all, resolution: resolution))
    }

    @Test("Every step up is a rise every step, with the change from the first value to the last")
    func everyStep() throws {
        let facts = try Self.facts(Self.monthly([139_058, 139_300, 139_520, 139_800, 140_100, 140_400, 143_093]))
        #expect(facts.shape.kind == .everyStep)
        #expect(facts.shape.direction == .rising)
        #expect(facts.steps == StepCounts(up: 6, down: 0, level: 0))
        #expect(facts.change.start == 139_058 && facts.change.end == 143_093)
        #expect(facts.change.averagedValues == nil)
        #expect(abs(try #require(facts.change.relative) - (143_093.0 / 139_058 - 1)) < 1e-12)
        // A slow rise at a high level is never steady: it moves every month.
        #expect(facts.shape.kind != .steady)
    }

    @Test("At least two steps in three one way, with no turn, is most steps")
    func mostSteps() throws {
        let facts = try Self.facts(Self.monthly([1_210, 1_384, 1_302, 1_577, 1_731, 1_688, 2_045, 2_230]))
        #expect(facts.shape.kind == .mostSteps)
        #expect(facts.shape.direction == .rising)
        #expect(facts.steps.up == 5 && facts.steps.total == 7)
    }

    /// Hourly values over `days` days from day 0: `value(hour index)`.
    static func hourly(days: Int, _ value: (Int) -> Double) -> Series {
        Series(times: (0..<(days * 24)).map { Double($0) * 3_600 }, values: (0..<(days * 24)).map(value))
    }

    /// A daily cycle peaking at 3 PM and bottoming at 3 AM.
    static func cycle(_ hour: Int) -> Double { sin(Double(hour % 24 - 9) / 24 * 2 * .pi) }

    @Test("Hourly values that rise and fall every day are a daily cycle, peaking at their usual hour")
    func dailyCycle() throws {
        let series = Self.hourly(days: 10) { 2 + 4 * Self.cycle($0) }
        let facts = try Self.facts(series)
        #expect(facts.shape.kind == .dailyCycle)
        let peak = try #require(facts.shape.dailyPeak)
        #expect(series.times[peak].truncatingRemainder(dividingBy: Self.day) == 15 * 3_600)
        // The change compares the first and last days' averages, not two hours of the day.
        #expect(facts.change.averagedValues == 24)
        #expect(abs(facts.change.difference) < 1e-9)
    }

    @Test("A daily cycle at a high level is never steady; a hump beneath it keeps its shape")
    func dailyCycleNeverSteady() throws {
        // 10,000 ± 40: a range of 0.8% of the level, which alone would be steady.
        let high = try Self.facts(Self.hourly(days: 14) { 10_000 + 40 * Self.cycle($0) })
        #expect(high.shape.kind != .steady)
        #expect(high.shape.dailyPeak != nil)
        let heatwave = try Self.facts(
            Self.hourly(days: 12) { 18 + 8 * exp(-pow((Double($0) / 24 - 6) / 2, 2)) + 5 * Self.cycle($0) })
        #expect(heatwave.shape.dailyPeak != nil)
        #expect(heatwave.shape.kind == .peak, "the days' averages rise to a peak and fall")
    }

    @Test(
        "A steady hourly rise, a random walk and two days of a cycle are no daily cycle",
        arguments: ["ramp", "walk", "two days"])
    func noDailyCycle(kind: String) throws {
        var generator = SeededGenerator(seed: 11)
        var level = 100.0
        let series: Series =
            switch kind {
            case "ramp": Self.hourly(days: 14) { Double(1_000 + $0) }
            case "walk":
                Self.hourly(days: 14) { _ in
                    level += Double.random(in: -0.5...0.6, using: &generator)
                    return level
                }
            default: Self.hourly(days: 2) { 2 + 4 * Self.cycle($0) }
            }
        let facts = try Self.facts(series)
        #expect(facts.shape.dailyPeak == nil, "\(kind): \(facts.shape.kind)")
        #expect(facts.shape.kind != .dailyCycle)
    }

    @Test("Values within 1% of their size, moving both ways, are steady")
    func steady() throws {
        let facts = try Self.facts(Self.daily([100, 100.4, 99.8, 100.2, 99.9, 100.5, 100.1, 99.7, 100.3]))
        #expect(facts.shape.kind == .steady)
        // Near zero, the same moves are not steady: 1% of nothing is nothing.
        #expect(try Self.facts(Self.daily([0.1, 0.5, -0.2, 0.2, -0.1, 0.5, 0.1, -0.3, 0.3])).shape.kind != .steady)
    }

    @Test("One value far above a flat rest is a spike, and one far below a dip")
    func spike() throws {
        var values: [Double] = [1, 2, 0, 3, 1, 2, 1, 0, 2, 3, 1, 2]
        values[7] = 80
        let facts = try Self.facts(Self.daily(values))
        #expect(facts.shape.kind == .spike)
        #expect(facts.shape.direction == .rising)
        #expect(facts.shape.spike == 7)
        #expect(facts.shape.restRange == 0...3)
        let dip = try Self.facts(Self.daily(values.map { 100 - $0 }))
        #expect(dip.shape.kind == .spike)
        #expect(dip.shape.direction == .falling)
        #expect(dip.shape.restRange == 97...100)
        // Two spikes are not one.
        values[2] = 75
        #expect(try Self.facts(Self.daily(values)).shape.kind != .spike)
    }

    @Test(
        "Turns are said as a peak, a trough, or a peak and a trough",
        arguments: [
            ([200, 600, 1_000, 1_440, 900, 400, 90], WindowShape.Kind.peak, [3]),
            ([120, 100, 80, 62, 80, 100, 115], .trough, [3]),
            ([14_727, 14_939, 14_963, 14_577, 14_356, 14_541, 14_846, 15_190], .peakThenTrough, [2, 4]),
            ([100, 60, 40, 90, 150, 130, 80, 70], .troughThenPeak, [2, 4]),
        ])
    func turns(values: [Double], kind: WindowShape.Kind, turns: [Int]) throws {
        let facts = try Self.facts(Self.monthly(values))
        #expect(facts.shape.kind == kind)
        #expect(facts.shape.turns == turns)
        // The segments run from the first value through the turns to the last, alternating.
        let segments = facts.shape.segments
        #expect(segments.first?.start == 0 && segments.last?.end == values.count - 1)
        #expect(zip(segments, segments.dropFirst()).allSatisfy { $0.end == $1.start && $0.direction != $1.direction })
    }

    @Test("More than three turns are waves, counted by their peaks")
    func waves() throws {
        let sunspots: [Double] = [
            13, 29, 100, 157, 142, 145, 94, 55, 30, 18, 8, 22, 64, 93, 173, 140, 104, 64, 41, 30, 15, 7, 4,
        ]
        let facts = try Self.facts(Self.monthly(sunspots))
        #expect(facts.shape.kind == .waves)
        #expect(facts.shape.peaks == [3, 14])
        // A ripple smaller than a quarter of the range is no turn: 142 and 145 after 157.
        #expect(!facts.shape.turns.contains(5))
    }

    @Test("Daily values that turn too often are read in weekly averages, their turns placed on the values")
    func noisyTurnsInAverages() throws {
        // A V of 120 days around zero, with noise of about 3 either way.
        var generator = SeededGenerator(seed: 23)
        let values = (0..<120).map { index -> Double in
            let level = index <= 75 ? 8 - 15 * Double(index) / 75 : -7 + 9 * Double(index - 75) / 44
            return (level + Double.random(in: -3...3, using: &generator)).rounded()
        }
        let facts = try Self.facts(Self.daily(values))
        #expect(facts.shape.kind == .trough)
        #expect(facts.shape.averagedValues == 7)
        // The trough is the lowest value of its stretch, a value the data holds.
        let trough = try #require(facts.shape.turns.first)
        #expect(values[trough] == values.min())
    }

    @Test("A turn smaller than the values' resolution as said is no turn")
    func resolution() throws {
        let values: [Double] = [2.05, 1.93, 1.98, 1.91, 1.95, 1.87, 1.89]
        #expect(try Self.facts(Self.daily(values)).shape.kind != .oneWay)
        #expect(try Self.facts(Self.daily(values), resolution: 0.1).shape.kind == .oneWay)
    }

    @Test("Ties of the extremes are counted, and the first is kept")
    func ties() throws {
        let facts = try Self.facts(Self.daily([0, 3, 0, 0, 48.2, 1, 0, 48.2]))
        #expect(facts.lowest == WindowExtreme(index: 0, value: 0, count: 4))
        #expect(facts.highest == WindowExtreme(index: 4, value: 48.2, count: 2))
    }

    @Test("Equal values, one value and two values have no shape to speak of")
    func degenerate() throws {
        #expect(try Self.facts(Self.daily([5, 5, 5])).shape.kind == .constant)
        #expect(try Self.facts(Self.daily([5])).shape.kind == .single)
        let two = try Self.facts(Self.daily([5, 3]))
        #expect(two.shape.kind == .oneStep && two.shape.direction == .falling)
        let gaps = Self.daily([.nan, .nan])
        #expect(gaps.facts(of: gaps.all) == nil)
    }

    @Test("Noisy daily ends are a week's averages; monthly and weekly readings stand as they are")
    func averagedEnds() throws {
        var generator = SeededGenerator(seed: 5)
        let noisy = (0..<42).map { _ in 7_500 + Double.random(in: -2_000...2_000, using: &generator).rounded() }
        let facts = try Self.facts(Self.daily(noisy))
        let change = facts.change
        if let averaged = change.averagedValues {
            #expect(averaged == 7)
            #expect(abs(change.start - noisy.prefix(7).reduce(0, +) / 7) < 1e-9)
            #expect(abs(change.end - noisy.suffix(7).reduce(0, +) / 7) < 1e-9)
        } else {
            Issue.record("noisy daily ends should be averaged")
        }
        #expect(change.first == 0 && change.last == 41)
        let monthly = try Self.facts(Self.monthly(noisy))
        #expect(monthly.change.averagedValues == nil)
        #expect(monthly.change.start == noisy[0] && monthly.change.end == noisy[41])
    }

    @Test("Gaps are skipped: the change runs between values, and steps join the values on either side of a gap")
    func gaps() throws {
        let series = Self.daily([.nan, 3, 4, .nan, 6, 7, .nan])
        let facts = try #require(series.facts(of: series.all))
        #expect(facts.valueCount == 4)
        #expect(facts.change.first == 1 && facts.change.last == 5)
        #expect(facts.steps == StepCounts(up: 3, down: 0, level: 0))
        #expect(facts.shape.kind == .everyStep)
        #expect(facts.noDataCount == 3)
    }

    @Test("The longest run without data joins gaps and holes next to each other")
    func noDataRuns() throws {
        // Days 0 to 4, a gap on day 5, days 6 and 7 missing, day 8; then a gap on day 10.
        let times = [0, 1, 2, 3, 4, 5, 8, 9, 10, 11].map { Double($0) * Self.day }
        let values: [Double] = [1, 2, 3, 4, 5, .nan, 7, 8, .nan, 9]
        let series = Series(times: times, values: values)
        let facts = try #require(series.facts(of: series.all))
        #expect(facts.noDataCount == 4)
        #expect(facts.longestNoDataRun == NoDataRun(start: .gap(5), end: .before(6), count: 3))
    }

    @Test("Facts agree with a plain count on random series, and turns alternate at the extremes between them")
    func randomSeries() throws {
        var generator = SeededGenerator(seed: 0xFAC7)
        for _ in 0..<300 {
            let count = Int.random(in: 1...200, using: &generator)
            var level = 0.0
            let values = (0..<count).map { _ -> Double in
                level += Double.random(in: -5...5, using: &generator).rounded()
                return Bool.random(using: &generator) && Int.random(in: 0..<10, using: &generator) == 0 ? .nan : level
            }
            let series = Self.daily(values)
            let start = Int.random(in: 0..<count, using: &generator)
            let window = SampleWindow(start: start, end: Int.random(in: (start + 1)...count, using: &generator))
            let present = window.indices.filter { !values[$0].isNaN }
            guard let facts = series.facts(of: window) else {
                #expect(present.isEmpty)
                continue
            }
            let shown = present.map { values[$0] }
            let highest = try #require(shown.max())
            let lowest = try #require(shown.min())
            #expect(facts.highest.value == highest && facts.highest.count == shown.filter { $0 == highest }.count)
            #expect(facts.lowest.value == lowest && facts.lowest.count == shown.filter { $0 == lowest }.count)
            #expect(facts.highest.index == present.first { values[$0] == highest })
            let pairs = zip(shown, shown.dropFirst())
            #expect(facts.steps.up == pairs.filter { $1 > $0 }.count)
            #expect(facts.steps.down == pairs.filter { $1 < $0 }.count)
            #expect(facts.change.first == present.first && facts.change.last == present.last)
            let turns = facts.shape.turns
            #expect(turns == turns.sorted() && Set(turns).count == turns.count)
            #expect(turns.allSatisfy { window.indices.contains($0) && !values[$0].isNaN })
            if [.peak, .trough, .peakThenTrough, .troughThenPeak, .waves, .oneWay].contains(facts.shape.kind) {
                let points = [present[0]] + turns + [present[present.count - 1]]
                #expect(facts.shape.segments.count == points.count - 1)
                for (segment, (from, to)) in zip(facts.shape.segments, zip(points, points.dropFirst())) {
                    #expect(segment.start == from && segment.end == to)
                }
            }
            // The same window gives the same facts: nothing depends on anything but the values.
            #expect(series.facts(of: window) == facts)
        }
    }
}
