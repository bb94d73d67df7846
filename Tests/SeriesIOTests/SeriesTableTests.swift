import SpanModel
import Testing

@testable import SeriesIO

@Suite("The table read")
struct SeriesTableTests {
    @Test("a table prepares the series it holds, sorted, signs kept and gaps marked, or by the policy")
    func series() throws {
        let table = try read("date,value\n2026-03-02,-2\n2026-03-01,1\n2026-03-03,nan\n")
        #expect(table.count == 3)
        let kept = table.series()
        #expect(kept.values[0...1] == [1, -2])
        #expect(kept.isGap(at: 2))
        #expect(kept.times == [instant(2026, 3, 1), instant(2026, 3, 2), instant(2026, 3, 3)])
        #expect(kept.cleaning == CleaningReport(gapCount: 1))
        let counted = table.series(cleaning: .negativeAsZero)
        #expect(counted.values[0...1] == [1, 0])
        #expect(counted.cleaning == CleaningReport(gapCount: 1, negativeCountedAsZero: 1))
    }

    @Test("a series of one sample reads")
    func oneSample() throws {
        let table = try read("2026-03-01,0\n")
        #expect(table.values == [0])
        #expect(table.series().count == 1)
    }
}
