import TestSupport
import Testing

@testable import SpanModel

@Suite("Cadence from the median gap")
struct CadenceTests {
    static let day = 86_400.0

    static let table: [(gap: Double, bucket: BucketKind, step: Int, unit: SampleUnit)] = [
        (3_600.0, BucketKind.day, 24, SampleUnit.hour),
        (900.0, .day, 96, .reading),
        (43_199.0, .day, 2, .reading),
        (43_200.0, .week, 7, .reading),
        (86_400.0, .week, 7, .day),
        (3 * 86_400.0 - 1, .week, 7, .reading),
        (3 * 86_400.0, .month, 4, .reading),
        (7 * 86_400.0, .month, 4, .week),
        (20 * 86_400.0 - 1, .month, 4, .reading),
        (20 * 86_400.0, .year, 3, .reading),
        (30 * 86_400.0, .year, 3, .month),
        (88 * 86_400.0, .year, 3, .reading),
        (91 * 86_400.0, .year, 3, .quarter),
        (92 * 86_400.0, .year, 3, .quarter),
        (120 * 86_400.0, .year, 3, .reading),
        (365 * 86_400.0, .year, 3, .year),
    ]

    @Test("The cadence table's boundaries", arguments: table)
    func boundaries(gap: Double, bucket: BucketKind, step: Int, unit: SampleUnit) {
        let cadence = Cadence(medianGap: gap)
        #expect(cadence.bucket == bucket)
        #expect(cadence.step == step)
        #expect(cadence.sampleUnit == unit)
    }

    @Test("A series of fewer than two samples counts as one day apart", arguments: [0, 1])
    func shortSeries(count: Int) {
        let cadence = Cadence(sortedTimes: Array(repeating: 1_000, count: count))
        #expect(cadence.medianGap == Self.day)
        #expect(cadence.bucket == .week)
    }

    @Test("Equal instants give a step of one a second rather than an infinite one")
    func zeroGap() {
        let cadence = Cadence(medianGap: 0)
        #expect(cadence.step == 86_400)
    }

    @Test("A series whose instants are all equal counts as one day apart")
    func allEqualInstants() {
        let cadence = Cadence(sortedTimes: [5, 5, 5, 5])
        #expect(cadence.medianGap == Self.day)
        #expect(cadence.dateGrain == .day)
    }

    @Test("A date written twice is not an extra day: the median is of the gaps between different instants")
    func repeatedDates() {
        // Yearly readings, each written three times (a long table read without --series):
        // still a year apart, never "at 12 AM".
        let years = (2010...2017).map { Double(CivilDate(year: $0, month: 1, day: 1).dayNumber) * Self.day }
        let cadence = Cadence(sortedTimes: years.flatMap { [$0, $0, $0] })
        #expect(cadence.sampleUnit == .year)
        #expect(cadence.dateGrain == .year)
    }

    @Test("The median is the gap at index count / 2 of the sorted gaps between different instants")
    func medianMatchesSorting() {
        var generator = SeededGenerator(seed: 7)
        for round in 0..<200 {
            let count = Int.random(in: 2...300, using: &generator)
            var time = 0.0
            var times: [Double] = []
            for _ in 0..<count {
                times.append(time)
                // Few distinct gaps, so that ties are common.
                time += Double(Int.random(in: 0...5, using: &generator)) * (round.isMultiple(of: 2) ? 3_600 : 86_400)
            }
            let gaps = zip(times.dropFirst(), times).map { $0 - $1 }.filter { $0 > 0 }.sorted()
            let expected = gaps.isEmpty ? Self.day : gaps[gaps.count / 2]
            #expect(Cadence(sortedTimes: times).medianGap == expected)
        }
    }

    @Test("Quarterly readings are quarters, said at the quarter's grain, stepped three at a time")
    func quarterly() {
        let quarters = (0..<12).map { index in
            Double(CivilDate(year: 2007 + index / 4, month: 3 * (index % 4) + 1, day: 1).dayNumber) * Self.day
        }
        let cadence = Cadence(sortedTimes: quarters)
        #expect(cadence.sampleUnit == .quarter)
        #expect(cadence.dateGrain == .quarter)
        #expect(cadence.step == 3)
        // Dated at each quarter's end, they are quarters too.
        let ends = [(3, 31), (6, 30), (9, 30), (12, 31)].map { month, day in
            Double(CivilDate(year: 2009, month: month, day: day).dayNumber) * Self.day
        }
        #expect(Cadence(sortedTimes: ends + ends.map { $0 + 365 * Self.day }).sampleUnit == .quarter)
    }

    @Test("A daily series that rests two days a week steps five samples, a week")
    func restDaysStep() {
        let weekdays = (0..<60).map { Double($0) }.filter { BucketCalendar.weekday(ofDayNumber: Int($0)) % 7 > 1 }
        let cadence = Cadence(sortedTimes: weekdays.map { $0 * Self.day })
        #expect(cadence.restDays != nil)
        #expect(cadence.step == 5)
        #expect(Cadence(sortedTimes: (0..<60).map { Double($0) * Self.day }).restDays == nil)
    }

    @Test("The median gap of a long series is exact, whatever the gaps look like")
    func longSeriesMedian() {
        var generator = SeededGenerator(seed: 0x6A95)
        func check(_ gaps: [Double], _ label: String) {
            var times = [0.0]
            times.reserveCapacity(gaps.count + 1)
            for gap in gaps { times.append(times[times.count - 1] + gap) }
            let positive = zip(times.dropFirst(), times).map { $0 - $1 }.filter { $0 > 0 }.sorted()
            let expected = positive.isEmpty ? Self.day : positive[positive.count / 2]
            #expect(Cadence(sortedTimes: times).medianGap == expected, "\(label)")
        }
        let count = 20_000
        // Daily, with a short and a long day twice a year.
        check((0..<count).map { $0 % 182 == 90 ? 82_800 : $0 % 182 == 0 ? 90_000 : 86_400 }, "daily")
        // Gaps spread over a range, few equal.
        check((0..<count).map { _ in Double.random(in: 1...100_000, using: &generator).rounded() }, "spread")
        // Two values, split near the middle, so the median sits on the boundary.
        for split in [count / 2 - 1, count / 2, count / 2 + 1] {
            check((0..<count).map { $0 < split ? 60 : 3_600 }, "two values split at \(split)")
        }
        // A periodic pattern: one short gap in twenty.
        let stride = 1_024 * 20
        check((0..<stride).map { $0 % 20 == 0 ? 1 : 500 }, "periodic")
        // Half the gaps tiny and varied, half large and varied, shuffled.
        var mixed = (0..<count).map { $0.isMultiple(of: 2) ? Double($0 % 97) : 1e6 + Double($0 % 89) }
        mixed.shuffle(using: &generator)
        check(mixed, "mixed")
        // Odd and even counts of gaps, with many ties.
        for length in [8_191, 8_192, 8_193, 8_194] {
            check((0..<length).map { _ in Double(Int.random(in: 0...3, using: &generator)) * 900 }, "length \(length)")
        }
    }
}
