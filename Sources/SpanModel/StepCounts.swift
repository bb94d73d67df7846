/// How the values of a window move from one to the next (gaps skipped): how many steps go up,
/// how many down, and how many stay level.
public struct StepCounts: Hashable, Sendable {
    /// Steps to a higher value.
    public var up: Int
    /// Steps to a lower value.
    public var down: Int
    /// Steps to an equal value.
    public var level: Int

    /// Creates counts.
    public init(up: Int, down: Int, level: Int) {
        self.up = up
        self.down = down
        self.level = level
    }

    /// Every step: one fewer than the values.
    public var total: Int { up + down + level }

    /// The steps in a direction.
    public func count(_ direction: WindowShape.Direction) -> Int {
        direction == .rising ? up : down
    }
}
