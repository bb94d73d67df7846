/// The highest or lowest value of a window, where it first occurs and how many samples hold it.
///
/// A tie matters to a listener: "lowest 0 mm" of a year in which 221 days had no rain is a
/// different fact from a single dry day, so the count is always known.
public struct WindowExtreme: Hashable, Sendable {
    /// The first sample holding the value.
    public var index: Int
    /// The value.
    public var value: Double
    /// How many samples of the window hold exactly this value (at least 1).
    public var count: Int

    /// Creates an extreme.
    public init(index: Int, value: Double, count: Int) {
        self.index = index
        self.value = value
        self.count = count
    }
}
