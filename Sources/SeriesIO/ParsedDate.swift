import Foundation
import SpanModel

/// A date read from text, before it is placed in time.
package struct ParsedDate: Equatable {
    /// Days since 1970-01-01 of the written date.
    package var dayNumber: Int
    /// The written time of day, in seconds (0 for a date alone).
    package var secondsIntoDay: Double
    /// The written zone's offset from UTC in seconds, or `nil` when no zone was written.
    package var zoneOffset: Int?
    /// How it was written.
    package var form: DateForm
    /// How much of the date was written.
    var grain: WrittenGrain = .day

    /// The instant the date names when it writes its zone's offset (whatever the calendar's
    /// zone), or `nil` when it writes none and is read in the calendar's zone.
    var instantAtWrittenZone: Double? {
        guard let zoneOffset else { return nil }
        return Double(dayNumber) * Cadence.day + secondsIntoDay - Double(zoneOffset)
    }
}
