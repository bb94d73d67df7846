import Foundation
import SpanModel

/// Places local wall-clock times of a calendar's time zone in time, caching UTC offsets.
///
/// `BucketCalendar.instant(dayNumber:secondsIntoDay:)` asks the time zone twice for every
/// time. This cache asks it only when a day falls outside the run of days it last learned:
/// a day whose offset is the same at its start and at the next day's start has no transition
/// in it (short of two that cancel, which no zone has), and every later day up to the zone's
/// next transition shares that offset. A day with a transition in it asks the calendar for
/// each of its times, so skipped and repeated times resolve exactly as the calendar says.
struct LocalTimeResolver {
    let calendar: BucketCalendar
    private let fixedOffset: Int?
    /// Days `firstDay...lastDay` all have the UTC offset `offset` throughout.
    private var firstDay = 1
    private var lastDay = 0
    private var offset = 0
    /// A day known to hold a transition.
    private var transitionDay = Int.min

    init(calendar: BucketCalendar) {
        self.calendar = calendar
        // The same zones BucketCalendar treats as fixed; any other zone is asked.
        fixedOffset = calendar.fixedOffset
    }

    /// The instant at which a local wall-clock time happens.
    @inline(__always)
    mutating func instant(dayNumber: Int, secondsIntoDay: Double) -> Double {
        let local = Double(dayNumber) * Cadence.day + secondsIntoDay
        if let fixedOffset { return local - Double(fixedOffset) }
        if dayNumber >= firstDay, dayNumber <= lastDay { return local - Double(offset) }
        if dayNumber != transitionDay, learnOffset(around: dayNumber) {
            return local - Double(offset)
        }
        return calendar.instant(dayNumber: dayNumber, secondsIntoDay: secondsIntoDay)
    }

    /// Learns the run of days with one offset that starts at `day`; `false` when the day itself
    /// holds a transition (or does not exist, as when a zone skips a whole day).
    private mutating func learnOffset(around day: Int) -> Bool {
        let start = calendar.instant(dayNumber: day)
        let end = calendar.instant(dayNumber: day + 1)
        let startOffset = Int(Double(day) * Cadence.day - start)
        let endOffset = Int(Double(day + 1) * Cadence.day - end)
        guard startOffset == endOffset, calendar.offset(at: start) == startOffset, calendar.offset(at: end) == endOffset
        else {
            transitionDay = day
            return false
        }
        offset = startOffset
        firstDay = day
        if let next = calendar.timeZone.nextDaylightSavingTimeTransition(after: Date(timeIntervalSince1970: start)) {
            // Days that end a day or more before the transition (in local time): the day just
            // before it is left to be checked on its own, since a transition at midnight makes
            // its last hour ambiguous.
            let lastClear = Int(((next.timeIntervalSince1970 + Double(startOffset)) / Cadence.day).rounded(.down)) - 2
            lastDay = max(day, lastClear)
        } else {
            lastDay = Int.max - 1
        }
        return true
    }
}
