import Foundation
import TestSupport
import Testing

@testable import SpanModel

@Suite("Preparing a series")
struct SeriesTests {
    @Test("Samples are sorted by date, and equal dates keep the order they came in")
    func stableSort() {
        let series = Series(times: [30, 10, 20, 10, 30, 10], values: [1, 2, 3, 4, 5, 6])
        #expect(series.times == [10, 10, 10, 20, 30, 30])
        #expect(series.values == [2, 4, 6, 3, 1, 5])
    }

    @Test("Values keep their signs; NaN and infinities are gaps, never zeros")
    func signsAndGaps() {
        let series = Series(times: [1, 2, 3, 4, 5], values: [.nan, -3, .infinity, 4, -.infinity])
        #expect(series.values[1] == -3)
        #expect(series.values[3] == 4)
        #expect([0, 2, 4].allSatisfy { series.values[$0].isNaN && series.isGap(at: $0) })
        #expect(!series.isGap(at: 1))
        #expect(series.cleaning == CleaningReport(gapCount: 3, negativeCountedAsZero: 0))
        #expect(series.summary(.minimum, of: series.all).value == -3)
        #expect(series.average(of: series.all) == 0.5)
        #expect(series.total(of: series.all) == 1)
        #expect(series.summary(.average, of: series.all).gapCount == 3)
        #expect(series.summary(.average, of: series.all).valueCount == 2)
    }

    @Test("Counting negative values as zero is a policy, and every change it makes is counted")
    func negativeAsZero() {
        let series = Series(times: [1, 2, 3, 4], values: [-3.5, .nan, 2, -0.25], cleaning: .negativeAsZero)
        #expect(series.values[0] == 0 && series.values[3] == 0 && series.values[2] == 2)
        #expect(series.isGap(at: 1))
        #expect(series.cleaning == CleaningReport(gapCount: 1, negativeCountedAsZero: 2))
        #expect(series.summary(.minimum, of: series.all).value == 0)
    }

    @Test(
        "A window of nothing but gaps has no figure, and says how many gaps it skipped", arguments: SummaryKind.allCases
    )
    func allGaps(kind: SummaryKind) {
        let series = Series(times: [1, 2, 3, 4], values: [5, .nan, .nan, 7])
        let summary = series.summary(kind, of: SampleWindow(start: 1, end: 3))
        #expect(!summary.hasValues)
        #expect(summary.value.isNaN)
        #expect(summary.sampleIndex == nil)
        #expect(summary.gapCount == 2)
        #expect(!summary.exceedsDoubleRange)
        #expect(series.summary(kind, of: series.all).hasValues)
    }

    @Test("Samples without a finite date are dropped and counted")
    func invalidDates() {
        let series = Series(times: [1, .nan, 3], values: [1, 2, 3])
        #expect(series.count == 2)
        #expect(series.cleaning.invalidDates == 1)
    }

    @Test("Every summary of every window equals a brute-force computation")
    func summariesMatchBruteForce() {
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<60 {
            let count = Int.random(in: 1...700, using: &generator)
            // Few distinct values so that ties for highest and lowest are common; signed
            // values; and gaps (NaN) in some series: none, a few, or most.
            let gapChance = [0.0, 0.1, 0.9].randomElement(using: &generator)!
            let values = (0..<count).map { _ -> Double in
                if Double.random(in: 0..<1, using: &generator) < gapChance { return .nan }
                return Double(Int.random(in: -10...10, using: &generator)) * 1.5
            }
            let series = Series(times: (0..<count).map { Double($0) * 86_400 }, values: values)
            for _ in 0..<80 {
                let start = Int.random(in: 0..<count, using: &generator)
                let end = Int.random(in: (start + 1)...count, using: &generator)
                let window = SampleWindow(start: start, end: end)
                let present = values[start..<end].enumerated().filter { !$0.element.isNaN }
                #expect(series.gapCount(in: window) == window.count - present.count)
                guard let highest = present.map(\.element).max(), let lowest = present.map(\.element).min() else {
                    #expect(series.indexOfMaximum(in: window) == nil)
                    #expect(series.average(of: window).isNaN)
                    continue
                }
                let total = present.map(\.element).reduce(0, +)
                let magnitude = present.map { abs($0.element) }.reduce(0, +)
                #expect(abs(series.total(of: window) - total) <= 1e-9 * max(1, magnitude))
                #expect(abs(series.average(of: window) - total / Double(present.count)) <= 1e-9 * max(1, magnitude))
                #expect(series.indexOfMaximum(in: window) == start + present.first { $0.element == highest }!.offset)
                #expect(series.indexOfMinimum(in: window) == start + present.first { $0.element == lowest }!.offset)
            }
        }
    }

    @Test("A total beyond the largest Double says so, and the average stays exact")
    func totalsNearTheLargestDouble() {
        let huge = Double.greatestFiniteMagnitude / 2
        let series = Series(times: [1, 2, 3, 4], values: [huge, huge, huge, huge])
        let total = series.summary(.total, of: series.all)
        #expect(total.exceedsDoubleRange)
        #expect(series.average(of: series.all) == huge)
        #expect(series.summary(.maximum, of: series.all).value == huge)
        let part = series.summary(.total, of: SampleWindow(start: 0, end: 1))
        #expect(!part.exceedsDoubleRange)
        #expect(part.value == huge)
    }

    @Test("A series of zeros sums to zero")
    func allZeros() {
        let series = Series(times: [1, 2, 3], values: [0, 0, 0])
        #expect(series.total(of: series.all) == 0)
        #expect(series.indexOfMaximum(in: series.all) == 0)
    }

    @Test("Sorted columns that need no change are kept, not copied")
    func columnsAreShared() {
        let times = (0..<1_000).map { Double($0) * 86_400 }
        let values = (0..<1_000).map { Double($0 % 37) }
        let series = Series(times: times, values: values)
        let address = { (array: [Double]) in array.withUnsafeBufferPointer { $0.baseAddress } }
        #expect(address(series.times) == address(times))
        #expect(address(series.values) == address(values))
        // NaN gaps and negative values kept need no change either.
        let signed = values.enumerated().map { $0.offset == 10 ? -5 : $0.offset == 11 ? .nan : $0.element }
        #expect(address(Series(times: times, values: signed).values) == address(signed))
        // A value that must change is changed in a copy: the caller's column is untouched.
        let cleaned = Series(times: times, values: signed, cleaning: .negativeAsZero)
        #expect(cleaned.values[10] == 0)
        #expect(signed[10] == -5)
        #expect(cleaned.cleaning.negativeCountedAsZero == 1)
        let infinite = values.enumerated().map { $0.offset == 12 ? .infinity : $0.element }
        #expect(Series(times: times, values: infinite).values[12].isNaN)
        #expect(infinite[12] == .infinity)
    }
}
