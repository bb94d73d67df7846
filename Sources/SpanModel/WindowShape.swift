/// The shape of a window's values in the plainest words that are true of them: every step one
/// way, most steps one way, steady, flat with one spike, one peak, one trough, a peak and a
/// trough, or waves; with the turning points behind it.
///
/// See `docs/description.md` for how the turns are found: deterministically, in O(window), and
/// only when a description is asked for, never on a step of the lens.
public struct WindowShape: Hashable, Sendable {
    /// Which way the values go.
    public enum Direction: String, Hashable, Sendable {
        case rising, falling
    }

    /// The kinds of shape, in the order they are tried.
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        /// One value: no shape.
        case single
        /// Every value is the same.
        case constant
        /// Two values: a change, no shape.
        case oneStep
        /// No turn, and every step goes the same way ("rising every month").
        case everyStep
        /// No turn, and at least two steps in three go the same way ("rising in 15 of 17 months").
        case mostSteps
        /// The values barely move against their own level: the range is at most 1% of their
        /// mean size.
        case steady
        /// Every value but one lies in the bottom (or top) 15% of the range: flat with one spike
        /// (or one dip).
        case spike
        /// No turn, the steps mixed: rising (or falling) with ups and downs.
        case oneWay
        /// A rise to a peak, then a fall.
        case peak
        /// A fall to a trough, then a rise.
        case trough
        /// A rise to a peak, a fall to a trough, then a rise.
        case peakThenTrough
        /// A fall to a trough, a rise to a peak, then a fall.
        case troughThenPeak
        /// Three turns or more: rises and falls, counted by their peaks (or, when the first move
        /// is a fall, by their troughs).
        case waves
        /// Readings taken through the day that rise and fall every day while the days' averages
        /// barely move (they span less than a quarter of the range): a daily cycle, said with
        /// the time the days peak (``WindowShape/dailyPeak``), never "steady".
        case dailyCycle
    }

    /// A straight run of the shape between two turning points (or a window's end).
    public struct Segment: Hashable, Sendable {
        /// The sample the run starts at.
        public var start: Int
        /// The sample it ends at.
        public var end: Int
        /// Which way it goes.
        public var direction: Direction

        /// Creates a segment.
        public init(start: Int, end: Int, direction: Direction) {
            self.start = start
            self.end = end
            self.direction = direction
        }
    }

    /// The kind.
    public var kind: Kind
    /// For ``Kind/everyStep``, ``Kind/mostSteps``, ``Kind/oneWay`` and ``Kind/oneStep``, the way
    /// the values go; for a spike, whether it goes up (rising) or down (falling); for waves, the
    /// way of the first move; otherwise `nil`.
    public var direction: Direction?
    /// The samples where the values turn, in order (a peak, a trough...), without the window's
    /// ends; empty for shapes without turns.
    public var turns: [Int]
    /// Every peak of a shape of waves (the highest sample between its neighbouring troughs),
    /// in order; the turns that are peaks for other shapes.
    public var peaks: [Int]
    /// Every trough, likewise.
    public var troughs: [Int]
    /// The straight runs from the window's first value through the turns to its last.
    public var segments: [Segment]
    /// For a spike: the sample of the spike.
    public var spike: Int?
    /// For a spike: the lowest and highest values of every other sample.
    public var restRange: ClosedRange<Double>?
    /// When the turns were found in averages of a step's worth of values (a week of daily
    /// values) because single values turned too often to see a shape: how many values each
    /// average took; `nil` when they were found in the values themselves.
    public var averagedValues: Int?
    /// For readings taken through the day that rise and fall every day (a daily cycle, as
    /// hourly temperatures or loads do): a sample at the time of day the days typically peak;
    /// `nil` otherwise. A daily cycle is never steady, whatever its size against its level.
    public var dailyPeak: Int?

    /// Creates a shape.
    public init(
        kind: Kind, direction: Direction? = nil, turns: [Int] = [], peaks: [Int] = [], troughs: [Int] = [],
        segments: [Segment] = [], spike: Int? = nil, restRange: ClosedRange<Double>? = nil, averagedValues: Int? = nil,
        dailyPeak: Int? = nil
    ) {
        self.kind = kind
        self.direction = direction
        self.turns = turns
        self.peaks = peaks
        self.troughs = troughs
        self.segments = segments
        self.spike = spike
        self.restRange = restRange
        self.averagedValues = averagedValues
        self.dailyPeak = dailyPeak
    }
}
