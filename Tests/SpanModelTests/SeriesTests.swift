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

    @Test("Not-finite and negative values count as zero, and are counted")
    func cleaning() {
        let series = Series(times: [1, 2, 3, 4, 5], values: [.nan, -3, .infinity, 4, -.infinity])
        #expect(series.values == [0, 0, 0, 4, 0])
        #expect(series.cleaning.notFiniteValues == 3)
        #expect(series.cleaning.negativeValues == 1)
    }

    @Test("Negative values can be kept; not-finite ones never are")
    func keepingNegativeValues() {
        let series = Series(times: [1, 2, 3], values: [-3.5, .nan, 2], cleaning: .keepsNegative)
        #expect(series.values == [-3.5, 0, 2])
        #expect(series.cleaning.negativeValues == 0)
        #expect(series.cleaning.notFiniteValues == 1)
        #expect(series.summary(.minimum, of: series.all).value == -3.5)
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
            // Few distinct values so that ties for highest and lowest are common.
            let values = (0..<count).map { _ in Double(Int.random(in: 0...20, using: &generator)) * 1.5 }
            let series = Series(times: (0..<count).map { Double($0) * 86_400 }, values: values)
            for _ in 0..<80 {
                let start = Int.random(in: 0..<count, using: &generator)
                let end = Int.random(in: (start + 1)...count, using: &generator)
                let window = SampleWindow(start: start, end: end)
                let slice = Array(values[start..<end])
                let total = slice.reduce(0, +)
                #expect(abs(series.total(of: window) - total) <= 1e-9 * max(1, total))
                #expect(abs(series.average(of: window) - total / Double(slice.count)) <= 1e-9 * max(1, total))
                let highest = slice.max()!
                let lowest = slice.min()!
                #expect(series.indexOfMaximum(in: window) == start + slice.firstIndex(of: highest)!)
                #expect(series.indexOfMinimum(in: window) == start + slice.firstIndex(of: lowest)!)
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

    @Test("Sorted columns that need no cleaning are kept, not copied")
    func columnsAreShared() {
        let times = (0..<1_000).map { Double($0) * 86_400 }
        let values = (0..<1_000).map { Double($0 % 37) }
        let series = Series(times: times, values: values)
        let address = { (array: [Double]) in array.withUnsafeBufferPointer { $0.baseAddress } }
        #expect(address(series.times) == address(times))
        #expect(address(series.values) == address(values))
        // A value that needs cleaning is cleaned in a copy: the caller's column is untouched.
        let dirty = values.enumerated().map { $0.offset == 10 ? -5 : $0.element }
        let cleaned = Series(times: times, values: dirty)
        #expect(cleaned.values[10] == 0)
        #expect(dirty[10] == -5)
        #expect(cleaned.cleaning.negativeValues == 1)
    }
}
