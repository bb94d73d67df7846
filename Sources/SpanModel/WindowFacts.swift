/// What a sighted analyst takes in at a glance of a window's chart, as plain values: the highest
/// and lowest with their ties, how the steps go, the change from its start to its end, the
/// shape, and where data is missing. The description is worded from these.
///
/// ```swift
/// let facts = series.facts(of: window)!
/// facts.highest.value        // 143093
/// facts.shape.kind           // .everyStep
/// facts.change.relative      // 0.029
/// ```
///
/// Made in O(window) by ``Series/facts(of:)`` when a description is asked for; a step of the
/// lens never makes them.
public struct WindowFacts: Hashable, Sendable {
    /// The window described.
    public var window: SampleWindow
    /// The samples with a value.
    public var valueCount: Int
    /// The highest value, its first sample and how many samples hold it.
    public var highest: WindowExtreme
    /// The lowest value, its first sample and how many samples hold it.
    public var lowest: WindowExtreme
    /// How the values move from one to the next.
    public var steps: StepCounts
    /// The change from the window's start to its end.
    public var change: WindowChange
    /// The shape.
    public var shape: WindowShape
    /// Places with no data: samples with no value and samples missing between neighbours.
    public var noDataCount: Int
    /// The longest run of places with no data (the first when several are as long), or `nil`.
    public var longestNoDataRun: NoDataRun?

    /// Creates facts.
    public init(
        window: SampleWindow, valueCount: Int, highest: WindowExtreme, lowest: WindowExtreme, steps: StepCounts,
        change: WindowChange, shape: WindowShape, noDataCount: Int, longestNoDataRun: NoDataRun?
    ) {
        self.window = window
        self.valueCount = valueCount
        self.highest = highest
        self.lowest = lowest
        self.steps = steps
        self.change = change
        self.shape = shape
        self.noDataCount = noDataCount
        self.longestNoDataRun = longestNoDataRun
    }

    /// Whether every value is above zero, so that a change relative to the start can mean
    /// something.
    public var isPositive: Bool { lowest.value > 0 }
}
