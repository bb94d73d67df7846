import Foundation
import SpanModel
import StringCatalog

/// A quiet reference tone in an audio graph.
public struct AudioReference: Hashable, Sendable {
    /// The value it sounds at.
    public var value: Double
    /// Whether it is a goal the person set (else the window's average).
    public var isGoal: Bool

    /// Creates a reference.
    public init(value: Double, isGoal: Bool) {
        self.value = value
        self.isGoal = isGoal
    }
}
