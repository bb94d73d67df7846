/// A sample that begins a new bucket.
public struct BucketBoundary: Hashable, Sendable {
    /// The index of the first sample of the new bucket.
    public var index: Int
    /// Whether the larger bucket changed too.
    public var strength: TickStrength
}
