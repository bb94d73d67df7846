import Foundation

/// A prepared series: samples sorted by date, with gaps marked, running sums and a structure
/// for extremes, so that any window's figures cost O(1) or close to it.
///
/// Invariants, established once in the initializer and never again:
/// - samples are sorted by instant; samples with equal instants keep the order they came in;
/// - every value is finite, or NaN for a gap (a sample with no value); values keep their signs
///   unless the policy counts negative values as zero;
/// - the cadence is the one the samples' median gap gives, and the samples missing between
///   neighbours that lie more than 1.5 cadence gaps apart are counted.
///
/// A `Series` does no formatting and no I/O. It deliberately does not support appending or
/// editing samples: a changed series is a new series, prepared again.
///
/// ```swift
/// let series = Series(samples: samples)
/// let window = series.openingWindow(minimumSpan: 7)
/// series.summary(.average, of: window).value
/// series.gapCount(in: window)
/// ```
///
/// Memory: 8 bytes of instant, 8 of value and 8 of running sum a sample, plus about 2 bytes a
/// sample for the extremes, a bit a sample for gaps when there are any, and about 22 bytes for
/// each hole in time.
public struct Series: Sendable {
    /// Instants as seconds since 1970-01-01T00:00:00Z, sorted.
    public let times: [Double]

    /// Values in the order of ``times``: finite, or NaN for a gap.
    public let values: [Double]

    /// What preparing changed or found empty.
    public let cleaning: CleaningReport

    /// How far apart the samples are, and how a step and a bucket follow from it.
    public let cadence: Cadence

    let sums: RunningSums
    let extremes: RangeExtremes
    let gaps: RankedBits
    let holes: TimeHoles

    /// Prepares a series from samples in any order.
    ///
    /// - Complexity: O(n) when the samples are already sorted, O(n log n) otherwise.
    public init(samples: [Sample], cleaning policy: CleaningPolicy = .keepsSigns) {
        self.init(
            times: samples.map { $0.date.timeIntervalSince1970 },
            values: samples.map(\.value),
            cleaning: policy)
    }

    /// Prepares a series from two columns of equal length: instants (seconds since 1970) and
    /// values, in any order. A value that is NaN or infinite is a gap.
    ///
    /// Samples whose instant is not finite are dropped and counted in ``cleaning``.
    ///
    /// - Complexity: O(n) when the instants are already sorted, O(n log n) otherwise.
    public init(
        times: consuming [Double], values: consuming [Double], cleaning policy: CleaningPolicy = .keepsSigns
    ) {
        precondition(times.count == values.count, "a series needs one value per instant")
        var times = times
        var values = values
        var report = CleaningReport()

        if times.contains(where: { !$0.isFinite }) {
            var keptTimes: [Double] = []
            var keptValues: [Double] = []
            keptTimes.reserveCapacity(times.count)
            keptValues.reserveCapacity(values.count)
            for index in times.indices where times[index].isFinite {
                keptTimes.append(times[index])
                keptValues.append(values[index])
            }
            report.invalidDates = times.count - keptTimes.count
            times = keptTimes
            values = keptValues
        }

        Self.sortStably(times: &times, values: &values)

        // Most series need no change: asking first leaves the values' storage shared with the
        // caller's columns instead of copying it to write nothing. NaN stays as it is; an
        // infinity becomes NaN, and a negative value zero when the policy asks for it.
        let countsNegativeAsZero = policy.countsNegativeAsZero
        var gapWords: [UInt64] = []
        var needsRewrite = false
        values.withUnsafeBufferPointer { values in
            for index in 0..<values.count {
                let value = values[index]
                if !value.isFinite {
                    if gapWords.isEmpty { gapWords = [UInt64](repeating: 0, count: (values.count + 63) >> 6) }
                    gapWords[index >> 6] |= 1 << UInt64(index & 63)
                    report.gapCount += 1
                    if !value.isNaN { needsRewrite = true }
                } else if value < 0, countsNegativeAsZero {
                    report.negativeCountedAsZero += 1
                    needsRewrite = true
                }
            }
        }
        if needsRewrite {
            values.withUnsafeMutableBufferPointer { values in
                for index in 0..<values.count {
                    let value = values[index]
                    if value.isInfinite {
                        values[index] = .nan
                    } else if value < 0, countsNegativeAsZero {
                        values[index] = 0
                    }
                }
            }
        }

        self.times = times
        self.values = values
        self.cleaning = report
        self.gaps = RankedBits(words: gapWords, setCount: report.gapCount)
        let cadence = Cadence(sortedTimes: times)
        self.cadence = cadence
        self.holes = TimeHoles(times: times, cadence: cadence)
        self.sums = RunningSums(values: values)
        self.extremes = RangeExtremes(values: values)
    }

    /// The number of samples.
    public var count: Int { times.count }

    /// Whether the series has no samples.
    public var isEmpty: Bool { times.isEmpty }

    /// The window over every sample.
    public var all: SampleWindow { SampleWindow(start: 0, end: count) }

    /// The instant of the sample at `index`.
    public func date(at index: Int) -> Date {
        Date(timeIntervalSince1970: times[index])
    }

    /// The sample at `index`.
    public subscript(index: Int) -> Sample {
        Sample(date: date(at: index), value: values[index])
    }

    /// Sorts both columns by instant, keeping equal instants in their original order.
    private static func sortStably(times: inout [Double], values: inout [Double]) {
        let sorted = times.withUnsafeBufferPointer { times in
            var index = 1
            while index < times.count {
                if times[index] < times[index - 1] { return false }
                index += 1
            }
            return true
        }
        if sorted { return }
        precondition(times.count < Int(Int32.max), "a series holds fewer than 2^31 samples")
        var order = (0..<Int32(times.count)).map { $0 }
        times.withUnsafeBufferPointer { instants in
            order.sort { left, right in
                let a = instants[Int(left)]
                let b = instants[Int(right)]
                return a < b || (a == b && left < right)
            }
        }
        times = order.map { times[Int($0)] }
        values = order.map { values[Int($0)] }
    }
}
