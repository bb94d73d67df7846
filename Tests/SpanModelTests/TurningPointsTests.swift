import Testing

@testable import SpanModel

@Suite("Turning points: moves back of at least a threshold")
struct TurningPointsTests {
    static func turns(_ values: [Double], _ threshold: Double) -> [TurningPoints.Turn] {
        values.withUnsafeBufferPointer { TurningPoints.turns(of: $0, threshold: threshold) }
    }

    @Test("A rise and a fall of the threshold or more make a peak; smaller moves back are ripples")
    func peak() {
        #expect(Self.turns([0, 5, 4, 10, 9, 2], 3) == [TurningPoints.Turn(position: 3, isPeak: true)])
        #expect(Self.turns([0, 5, 4, 10, 9, 8], 3).isEmpty)
    }

    @Test("A dip before the first move that is smaller than the threshold is no turn; a larger one is")
    func start() {
        #expect(Self.turns([5, 4, 10, 20], 3).isEmpty)
        #expect(Self.turns([5, 1, 10, 20], 3) == [TurningPoints.Turn(position: 1, isPeak: false)])
    }

    @Test("Turns alternate, and the first of equal extremes is kept")
    func alternate() {
        let turns = Self.turns([0, 10, 10, 0, 0, 10, 0], 5)
        #expect(turns.map(\.position) == [1, 3, 5])
        #expect(turns.map(\.isPeak) == [true, false, true])
    }

    @Test("Fewer than three values, or no threshold, have no turn")
    func degenerate() {
        #expect(Self.turns([0, 10], 1).isEmpty)
        #expect(Self.turns([0, 10, 0], 0).isEmpty)
    }
}
