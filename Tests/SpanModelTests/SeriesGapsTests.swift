import Foundation
import TestSupport
import Testing

@testable import SpanModel

@Suite("Gaps and missing samples")
struct SeriesGapsTests {
    static let day = 86_400.0

    /// Instants of the first of each month at midnight UTC, for the months given as
    /// (year, month).
    static func monthly(_ months: [(Int, Int)]) -> [Double] {
        months.map { Double(CivilDate(year: $0.0, month: $0.1, day: 1).dayNumber) * day }
    }

    @Test(
        "A monthly series missing one month misses one sample, whatever the month's length",
        arguments: [
            (2, 4), (3, 5), (1, 3), (7, 9), (8, 10), (12, 2),
        ])
    func missingMonth(before: Int, after: Int) {
        let year = 2015
        // Months before the hole, the hole, months after: the median stays a month.
        var months: [(Int, Int)] = []
        for offset in -4...0 { months.append(Self.shift(year, before, by: offset)) }
        for offset in 0...4 { months.append(Self.shift(after > before ? year : year + 1, after, by: offset)) }
        let series = Series(times: Self.monthly(months), values: months.map { _ in 1 })
        #expect(series.cadence.sampleUnit == .month)
        #expect(series.missingSampleCount(after: 4) == 1)
        #expect(series.missingSampleCount(in: series.all) == 1)
        #expect(series.longestMissingRun(in: series.all) == MissingRun(after: 4, count: 1))
        #expect((0..<9).filter { $0 != 4 }.allSatisfy { series.missingSampleCount(after: $0) == 0 })
    }

    static func shift(_ year: Int, _ month: Int, by offset: Int) -> (Int, Int) {
        let index = year * 12 + month - 1 + offset
        return (index / 12, index % 12 + 1)
    }

    @Test("A yearly series missing three years misses three samples")
    func missingYears() {
        let years = [2008, 2009, 2010, 2014, 2015, 2016, 2017]
        let series = Series(
            times: years.map { Double(CivilDate(year: $0, month: 1, day: 1).dayNumber) * Self.day },
            values: years.map(Double.init))
        #expect(series.cadence.sampleUnit == .year)
        #expect(series.missingSampleCount(after: 2) == 3)
        #expect(series.missingSampleCount(in: series.all) == 3)
        #expect(series.missingSampleCount(in: SampleWindow(start: 0, end: 3)) == 0)
        #expect(series.missingSampleCount(in: SampleWindow(start: 3, end: 7)) == 0)
        #expect(series.missingSampleCount(in: SampleWindow(start: 2, end: 4)) == 3)
    }

    @Test("Hourly readings missing from an evening count in hours")
    func missingHours() {
        let hours = [17, 18, 19, 22, 23].map { Double($0) * 3_600 }
        let series = Series(times: hours + [24 * 3_600, 25 * 3_600], values: [1, 2, 3, 4, 5, 6, 7])
        #expect(series.cadence.sampleUnit == .hour)
        #expect(series.missingSampleCount(after: 2) == 2)
        #expect(series.missingSampleCount(in: series.all) == 2)
    }

    @Test(
        "Neighbours up to 1.5 cadence gaps apart miss nothing; further apart, at least one",
        arguments: [
            (1.5, 0), (1.51, 1), (2.0, 1), (2.49, 1), (2.51, 2), (10.0, 9),
        ])
    func threshold(gaps: Double, missing: Int) {
        let times = [0.0, 1, 2, 3, 4].map { $0 * Self.day } + [(4 + gaps) * Self.day]
        let series = Series(times: times, values: times.map { _ in 1 })
        #expect(series.missingSampleCount(after: 4) == missing)
    }

    @Test("Repeated instants are not samples apart: the cadence is the gap between different instants")
    func repeatedInstants() {
        let series = Series(times: [0, 0, 0, 0, 5_000_000], values: [1, 2, 3, 4, 5])
        #expect(series.cadence.medianGap == 5_000_000)
        #expect(series.missingSampleCount(in: series.all) == 0)
        #expect(series.longestMissingRun(in: series.all) == nil)
        // Days written twice each, with one day missing: one sample is missing, not a day's worth
        // of seconds.
        let days = [0.0, 1, 2, 4, 5].flatMap { [$0 * Self.day, $0 * Self.day] }
        let daily = Series(times: days, values: days.map { _ in 1 })
        #expect(daily.cadence.sampleUnit == .day)
        #expect(daily.missingSampleCount(in: daily.all) == 1)
    }

    @Test("Huge distances between instants are counted without overflowing")
    func hugeDistances() {
        let series = Series(times: [0, 1, 2, 3, 1e300], values: [1, 2, 3, 4, 5])
        #expect(series.missingSampleCount(after: 3) == Cadence.maximumMissingPerHole)
        #expect(series.missingSampleCount(in: series.all) == Cadence.maximumMissingPerHole)
    }

    @Test("Series of zero, one and two samples")
    func tinySeries() {
        #expect(Series(times: [], values: []).missingRuns.isEmpty)
        let one = Series(times: [0], values: [.nan])
        #expect(one.gapCount(in: one.all) == 1)
        #expect(one.missingSampleCount(after: 0) == 0)
        #expect(one.missingSampleCount(in: one.all) == 0)
        let two = Series(times: [0, 10 * Self.day], values: [1, 2])
        #expect(two.missingSampleCount(in: two.all) == 0)
    }

    /// Gap counts, missing counts and the longest run of every window, against a plain walk.
    @Test("Every window's gaps, missing samples and longest run equal a brute-force count")
    func bruteForce() {
        var generator = SeededGenerator(seed: 2_009)
        for _ in 0..<80 {
            let count = Int.random(in: 1...400, using: &generator)
            let holeChance = [0.0, 0.02, 0.3].randomElement(using: &generator)!
            let gapChance = [0.0, 0.05, 0.6].randomElement(using: &generator)!
            let spacing = [3_600.0, Self.day, 7 * Self.day].randomElement(using: &generator)!
            var time = 0.0
            var times: [Double] = []
            var values: [Double] = []
            for _ in 0..<count {
                times.append(time)
                values.append(
                    Double.random(in: 0..<1, using: &generator) < gapChance
                        ? .nan : Double(Int.random(in: -5...5, using: &generator)))
                let skipped =
                    Double.random(in: 0..<1, using: &generator) < holeChance
                    ? Int.random(in: 1...6, using: &generator) : 0
                time += spacing * Double(skipped + 1)
            }
            let series = Series(times: times, values: values)
            let perPair = (0..<count).map { index -> Int in
                guard index + 1 < count else { return 0 }
                return series.cadence.missingSampleCount(acrossGap: times[index + 1] - times[index])
            }
            #expect((0..<count).allSatisfy { series.missingSampleCount(after: $0) == perPair[$0] })
            #expect(series.missingRuns.map(\.count).reduce(0, +) == perPair.reduce(0, +))
            for _ in 0..<60 {
                let start = Int.random(in: 0..<count, using: &generator)
                let end = Int.random(in: (start + 1)...count, using: &generator)
                let window = SampleWindow(start: start, end: end)
                #expect(series.gapCount(in: window) == values[start..<end].filter(\.isNaN).count)
                let inside = (start..<(end - 1)).map { (index: $0, missing: perPair[$0]) }
                #expect(series.missingSampleCount(in: window) == inside.map(\.missing).reduce(0, +))
                let longest = inside.map(\.missing).max() ?? 0
                let expected =
                    longest == 0
                    ? nil : inside.first { $0.missing == longest }.map { MissingRun(after: $0.index, count: longest) }
                #expect(series.longestMissingRun(in: window) == expected)
            }
        }
    }
}
