/// The turns of a run of values that a reader of its chart would call turns: a turn counts
/// when the values move back from their latest extreme by at least a threshold (a quarter of
/// the run's range). Smaller moves back are ripples on the way.
///
/// This is the "zigzag" of chart reading, made deterministic: one pass, left to right, the
/// first of equal extremes kept.
struct TurningPoints {
    /// One turn: where, and whether it is a peak or a trough.
    struct Turn: Hashable {
        var position: Int
        var isPeak: Bool
    }

    /// The share of a run's range that a move back must reach to count as a turn.
    static let share = 0.25

    /// The turns of `values` (positions into it), without its first and last positions.
    ///
    /// The first move that reaches the threshold sets the direction; a dip or rise before it
    /// that is smaller than the threshold is a ripple, not a turn.
    ///
    /// - Complexity: O(n), n the number of values.
    static func turns(of values: UnsafeBufferPointer<Double>, threshold: Double) -> [Turn] {
        let count = values.count
        guard count >= 3, threshold > 0 else { return [] }
        var turns: [Turn] = []
        var direction = 0
        var highest = 0
        var lowest = 0
        var extreme = 0
        for index in 1..<count {
            let value = values[index]
            switch direction {
            case 0:
                if value > values[highest] { highest = index }
                if value < values[lowest] { lowest = index }
                guard values[highest] - values[lowest] >= threshold else { continue }
                if lowest < highest {
                    if values[0] - values[lowest] >= threshold, lowest > 0 {
                        turns.append(Turn(position: lowest, isPeak: false))
                    }
                    direction = 1
                    extreme = highest
                } else {
                    if values[highest] - values[0] >= threshold, highest > 0 {
                        turns.append(Turn(position: highest, isPeak: true))
                    }
                    direction = -1
                    extreme = lowest
                }
            case 1:
                if value > values[extreme] {
                    extreme = index
                } else if values[extreme] - value >= threshold {
                    turns.append(Turn(position: extreme, isPeak: true))
                    direction = -1
                    extreme = index
                }
            default:
                if value < values[extreme] {
                    extreme = index
                } else if value - values[extreme] >= threshold {
                    turns.append(Turn(position: extreme, isPeak: false))
                    direction = 1
                    extreme = index
                }
            }
        }
        // The last leg runs to the last value: a move back from its extreme smaller than the
        // threshold is a ripple at the end, not a turn.
        return turns
    }

    /// The range of `values`: highest less lowest.
    static func range(of values: UnsafeBufferPointer<Double>) -> Double {
        guard var low = values.first else { return 0 }
        var high = low
        for value in values {
            if value < low { low = value }
            if value > high { high = value }
        }
        return high - low
    }
}
