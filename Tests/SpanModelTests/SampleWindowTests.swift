import TestSupport
import Testing

@testable import SpanModel

@Suite("Choosing a window")
struct SampleWindowTests {
    static func series(count: Int, gap: Double) -> Series {
        Series(times: (0..<count).map { Double($0) * gap }, values: (0..<count).map { Double($0 % 11) })
    }

    @Test("The opening window is the last six steps", arguments: [
        (365, 86_400.0, 42), (200, 7 * 86_400.0, 24), (100, 30 * 86_400.0, 18), (24 * 30, 3_600.0, 144), (30, 86_400.0, 30),
    ])
    func openingWindow(count: Int, gap: Double, width: Int) {
        let series = Self.series(count: count, gap: gap)
        let window = series.openingWindow()
        #expect(window.count == width)
        #expect(window.end == count)
    }

    @Test("The opening window is never narrower than the minimum span")
    func openingWindowRespectsMinimum() {
        let series = Self.series(count: 100, gap: 86_400)
        #expect(series.openingWindow(minimumSpan: 60).count == 60)
    }

    @Test("The last N samples, widened to the minimum span")
    func lastSamples() {
        let series = Self.series(count: 50, gap: 86_400)
        #expect(series.window(last: 10) == SampleWindow(start: 40, end: 50))
        #expect(series.window(last: 3) == SampleWindow(start: 43, end: 50))
        #expect(series.window(last: 3, minimumSpan: 1) == SampleWindow(start: 47, end: 50))
        #expect(series.window(last: 500) == series.all)
    }

    /// The rules of span-model.md, written out plainly over a linear scan.
    static func expectedWindow(_ times: [Double], from: Double?, through: Double?, minimum: Int) -> SampleWindow {
        let count = times.count
        var first = 0
        if let from { first = times.firstIndex(where: { $0 >= from }) ?? count - 1 }
        var last = count - 1
        if let through { last = times.lastIndex(where: { $0 <= through }) ?? 0 }
        if last < first { last = first }
        let width = min(max(minimum, 1), count)
        if last - first + 1 < width {
            last = min(first + width - 1, count - 1)
            first = max(last - width + 1, 0)
        }
        return SampleWindow(first: first, last: last)
    }

    @Test("Windows from dates follow the rules against a linear scan")
    func windowsFromDates() {
        var generator = SeededGenerator(seed: 99)
        for _ in 0..<300 {
            let count = Int.random(in: 1...60, using: &generator)
            var time = 0.0
            let times = (0..<count).map { _ -> Double in
                time += Double(Int.random(in: 0...3, using: &generator)) * 100
                return time
            }
            let series = Series(times: times, values: times.map { _ in 1 })
            let from: Double? = Bool.random(using: &generator) ? Double.random(in: -200...(time + 200), using: &generator) : nil
            let through: Double? = Bool.random(using: &generator) ? Double.random(in: -200...(time + 200), using: &generator) : nil
            let minimum = Int.random(in: 1...10, using: &generator)
            #expect(
                series.window(from: from, through: through, minimumSpan: minimum)
                    == Self.expectedWindow(series.times, from: from, through: through, minimum: minimum))
        }
    }

    @Test("A range wider than the series shows all of it")
    func wideRange() {
        let series = Self.series(count: 20, gap: 86_400)
        #expect(series.window(from: -1e9, through: 1e12) == series.all)
    }
}
