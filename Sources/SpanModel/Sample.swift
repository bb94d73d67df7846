import Foundation

/// One reading: an instant and a value.
public struct Sample: Hashable, Sendable {
    /// When the reading was taken.
    public var date: Date

    /// The reading. A value that is NaN or infinite is a gap once the sample is part of a
    /// ``Series``: a sample with no value, never a zero.
    public var value: Double

    /// Creates a sample.
    public init(date: Date, value: Double) {
        self.date = date
        self.value = value
    }
}
