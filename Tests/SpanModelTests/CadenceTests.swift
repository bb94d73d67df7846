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
        let cadence = Cadence(sortedTimes: [5, 5, 5, 5])
        #expect(cadence.medianGap == 0)
        #expect(cadence.step == 86_400)
    }

    @Test("The median is the gap at index count / 2 of the sorted gaps")
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
            let gaps = zip(times.dropFirst(), times).map { $0 - $1 }.sorted()
            #expect(Cadence(sortedTimes: times).medianGap == gaps[gaps.count / 2])
        }
    }
}
