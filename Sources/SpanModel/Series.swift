import Foundation

/// A prepared series: samples sorted by date, cleaned, with running sums and a structure for
/// extremes, so that any window's figures cost O(1) or close to it.
///
/// Invariants, established once in the initializer and never again:
/// - samples are sorted by instant; samples with equal instants keep the order they came in;
/// - every value is finite, and not negative unless the policy keeps negative values;
/// - the cadence is the one the samples' median gap gives.
///
/// A `Series` does no formatting and no I/O. It deliberately does not support appending or
/// editing samples: a changed series is a new series, prepared again.
///
/// ```swift
/// let series = Series(samples: samples)
/// let window = series.openingWindow(minimumSpan: 7)
/// series.summary(.average, of: window).value
/// ```
///
/// Memory: 8 bytes of instant, 8 of value and 8 of running sum a sample, plus about 2 bytes a
/// sample for the extremes.
public struct Series: Sendable {
    /// Instants as seconds since 1970-01-01T00:00:00Z, sorted.
    public let times: [Double]

    /// Values, cleaned, in the order of ``times``.
    public let values: [Double]

    /// What cleaning changed.
    public let cleaning: CleaningReport

    /// How far apart the samples are, and how a step and a bucket follow from it.
    public let cadence: Cadence

    let sums: RunningSums
    let extremes: RangeExtremes

    /// Prepares a series from samples in any order.
    ///
    /// - Complexity: O(n) when the samples are already sorted, O(n log n) otherwise.
    public init(samples: [Sample], cleaning policy: CleaningPolicy = .countsNegativeAsZero) {
        self.init(
            times: samples.map { $0.date.timeIntervalSince1970 },
            values: samples.map(\.value),
            cleaning: policy)
    }

    /// Prepares a series from two columns of equal length: instants (seconds since 1970) and
    /// values, in any order.
    ///
    /// Samples whose instant is not finite are dropped and counted in ``cleaning``.
    ///
    /// - Complexity: O(n) when the instants are already sorted, O(n log n) otherwise.
    public init(
        times: consuming [Double], values: consuming [Double], cleaning policy: CleaningPolicy = .countsNegativeAsZero
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

        // Most series need no cleaning: asking first leaves the values' storage shared with
        // the caller's columns instead of copying it to write nothing.
        let keepsNegative = policy.keepsNegativeValues
        let needsCleaning = values.withUnsafeBufferPointer { values in
            var found = false
            for value in values where !value.isFinite || (value < 0 && !keepsNegative) {
                found = true
                break
            }
            return found
        }
        if needsCleaning {
            Self.clean(&values, keepingNegative: keepsNegative, report: &report)
        }

        self.times = times
        self.values = values
        self.cleaning = report
        self.cadence = Cadence(sortedTimes: times)
        self.sums = RunningSums(values: values)
        self.extremes = RangeExtremes(values: values)
    }

    /// Sets values that are not finite, and negative ones unless kept, to zero, counting each.
    private static func clean(_ values: inout [Double], keepingNegative: Bool, report: inout CleaningReport) {
        values.withUnsafeMutableBufferPointer { values in
            for index in 0..<values.count {
                let value = values[index]
                if !value.isFinite {
                    values[index] = 0
                    report.notFiniteValues += 1
                } else if value < 0, !keepingNegative {
                    values[index] = 0
                    report.negativeValues += 1
                }
            }
        }
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

    /// The samples of a window, in order.
    public func samples(in window: SampleWindow) -> [Sample] {
        (window.start..<window.end).map { self[$0] }
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
