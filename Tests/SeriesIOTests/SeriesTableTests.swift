import SpanModel
import Testing

@testable import SeriesIO

@Suite("The table read")
struct SeriesTableTests {
    @Test("a table prepares the series it holds, sorted and cleaned by the policy")
    func series() throws {
        let table = try read("date,value\n2026-03-02,-2\n2026-03-01,1\n2026-03-03,nan\n")
        #expect(table.count == 3)
        let counted = table.series()
        #expect(counted.values == [1, 0, 0])
        #expect(counted.times == [instant(2026, 3, 1), instant(2026, 3, 2), instant(2026, 3, 3)])
        #expect(counted.cleaning == CleaningReport(notFiniteValues: 1, negativeValues: 1))
        let kept = table.series(cleaning: .keepsNegative)
        #expect(kept.values == [1, -2, 0])
    }

    @Test("a series of one sample reads")
    func oneSample() throws {
        let table = try read("2026-03-01,0\n")
        #expect(table.values == [0])
        #expect(table.series().count == 1)
    }
}
