import Foundation
import SpanModel
import StringCatalog

/// What marks a tone of an audio graph beyond its pitch, for its cue.
public struct AudioToneMarks: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The values rose to the threshold or above.
    public static let crossedUp = AudioToneMarks(rawValue: 1 << 0)
    /// The values fell below the threshold.
    public static let crossedDown = AudioToneMarks(rawValue: 1 << 1)
    /// The tone holds the highest value.
    public static let highest = AudioToneMarks(rawValue: 1 << 2)
    /// The tone holds the lowest value.
    public static let lowest = AudioToneMarks(rawValue: 1 << 3)
}
