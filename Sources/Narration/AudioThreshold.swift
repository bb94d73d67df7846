import Foundation
import SpanModel
import StringCatalog

/// A threshold in an audio graph, and how the values stand to it.
public struct AudioThreshold: Hashable, Sendable {
    /// How the played values stand to the threshold.
    public enum Crossing: Hashable, Sendable {
        /// They cross it at least once.
        case crosses
        /// They stay below it throughout.
        case alwaysBelow
        /// They stay at or above it throughout.
        case alwaysAtOrAbove
    }

    /// The threshold.
    public var value: Double
    /// How the values stand to it.
    public var crossing: Crossing

    /// Creates a threshold.
    public init(value: Double, crossing: Crossing) {
        self.value = value
        self.crossing = crossing
    }
}
