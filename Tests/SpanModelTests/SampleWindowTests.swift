import TestSupport
import Testing

@testable import SpanModel

@Suite("Choosing a window")
struct SampleWindowTests {
    static func series(count: Int, gap: Double) -> Series {
        Series(times: (0..<count).map { Double($0) * gap }, values: (0..<count).map { Double($0 % 11) })
    }

    @Test(
        "The opening window is the last six steps",
        arguments: [
            (365, 86_400.0, 42), (200, 7 * 86_400.0, 24), (100, 30 * 86_400.0, 18), (24 * 30, 3_600.0, 144),
            (30, 86_400.0, 30),
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

    /// The rules for windows from dates (docs/command-line.md, "Window"), written out plainly over a linear scan: `nil` when no
    /// sample lies in the range.
    static func expectedWindow(_ times: [Double], from: Double?, through: Double?, minimum: Int) -> SampleWindow? {
        let count = times.count
        let inRange = times.indices.filter {
            (from == nil || times[$0] >= from!) && (through == nil || times[$0] <= through!)
        }
        guard var first = inRange.first, var last = inRange.last else { return nil }
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
        let calendar = BucketCalendar()
        for _ in 0..<300 {
            let count = Int.random(in: 1...60, using: &generator)
            var time = 0.0
            let times = (0..<count).map { _ -> Double in
                time += Double(Int.random(in: 0...3, using: &generator)) * 100
                return time
            }
            let series = Series(times: times, values: times.map { _ in 1 })
            let from: Double? =
                Bool.random(using: &generator) ? Double.random(in: -200...(time + 200), using: &generator) : nil
            let through: Double? =
                Bool.random(using: &generator) ? Double.random(in: -200...(time + 200), using: &generator) : nil
            let minimum = Int.random(in: 1...10, using: &generator)
            let expected = Self.expectedWindow(series.times, from: from, through: through, minimum: minimum)
            #expect(series.window(from: from, through: through, minimumSpan: minimum) == expected)
            let selection = series.selection(from: from, through: through, minimumSpan: minimum, calendar: calendar)
            #expect(selection?.window == expected)
            if let selection, let expected {
                let found = series.times.indices.filter {
                    (from == nil || times[$0] >= from!) && (through == nil || times[$0] <= through!)
                }
                #expect(selection.widenedToMinimumSpan == (found.count != expected.count))
            }
        }
    }

    @Test("A range wider than the series shows all of it, and says it reaches past both ends")
    func wideRange() {
        let series = Self.series(count: 20, gap: 86_400)
        #expect(series.window(from: -1e9, through: 1e12) == series.all)
        let selection = series.selection(from: -1e9, through: 1e12, calendar: BucketCalendar())
        #expect(
            selection
                == DateRangeSelection(
                    window: series.all, startsBeforeSeries: true, endsAfterSeries: true, widenedToMinimumSpan: false))
    }

    static let emptyRanges: [(from: Double, through: Double)] = [
        (-10 * 86_400.0, -86_400.0), (30 * 86_400.0, 40 * 86_400.0), (5.5 * 86_400.0, 5.9 * 86_400.0),
    ]

    @Test("A range with no sample in it chooses no window", arguments: emptyRanges)
    func emptyRange(from: Double, through: Double) {
        let series = Self.series(count: 20, gap: 86_400)
        #expect(series.window(from: from, through: through) == nil)
        #expect(series.selection(from: from, through: through, calendar: BucketCalendar()) == nil)
        #expect(Series(times: [], values: []).window(from: nil, through: nil) == nil)
    }

    static let day = 86_400.0

    @Test("Reaching past an end is judged at the grain the dates are said at")
    func reachingPastAtTheGrain() throws {
        let calendar = BucketCalendar()
        // Daily, 1 to 20 January 1970: the whole of the last day asks for nothing more.
        let daily = Self.series(count: 20, gap: Self.day)
        let endOfLastDay = 20 * Self.day - 0.001
        #expect(try #require(daily.selection(from: 0, through: endOfLastDay, calendar: calendar)).isAsAsked)
        #expect(try #require(daily.selection(from: 0, through: 20 * Self.day, calendar: calendar)).endsAfterSeries)
        #expect(try #require(daily.selection(from: -1, through: nil, calendar: calendar)).startsBeforeSeries)
        // Monthly, the first of each month: the rest of the last month is not past the end.
        let months = (0..<12).map { Double(CivilDate(year: 2015, month: $0 + 1, day: 1).dayNumber) * Self.day }
        let monthly = Series(times: months, values: months.map { _ in 1 })
        let lastDayOfDecember = Double(CivilDate(year: 2015, month: 12, day: 31).dayNumber) * Self.day
        #expect(
            try #require(monthly.selection(from: months[0], through: lastDayOfDecember, calendar: calendar)).isAsAsked)
        let june2014 = Double(CivilDate(year: 2014, month: 6, day: 1).dayNumber) * Self.day
        #expect(try #require(monthly.selection(from: june2014, through: nil, calendar: calendar)).startsBeforeSeries)
        // Hourly, 17:00 to 23:00: the rest of the evening is within a cadence gap of the end.
        let hours = (17...23).map { Double($0) * 3_600 }
        let hourly = Series(times: hours, values: hours.map { _ in 1 })
        #expect(try #require(hourly.selection(from: hours[0], through: Self.day - 0.001, calendar: calendar)).isAsAsked)
        #expect(try #require(hourly.selection(from: 0, through: nil, calendar: calendar)).startsBeforeSeries)
    }

    @Test("A range narrower than the minimum span is widened, and says so")
    func widened() throws {
        let series = Self.series(count: 20, gap: Self.day)
        let selection = try #require(series.selection(from: 18 * Self.day, through: nil, calendar: BucketCalendar()))
        #expect(selection.window == SampleWindow(start: 13, end: 20))
        #expect(selection.widenedToMinimumSpan)
        #expect(!selection.startsBeforeSeries && !selection.endsAfterSeries)
    }
}
