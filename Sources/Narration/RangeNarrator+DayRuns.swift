import Foundation
import SpanModel

extension RangeNarrator {
    /// A run of days with no data, from one day to another, with the month and year said once
    /// when both ends share them: "10 to 19 June 2024", "June 10 to 19, 2024", "10. bis
    /// 19. Juni 2024", "du 10 au 19 juin 2024", "2024年6月10日から19日まで"; otherwise as the
    /// range lens says any range ("28 June to 3 July 2024").
    ///
    /// The two halves come from the locale's own interval format for the month, day and year
    /// (ICU's "10–19 June 2024"), split at its dash and joined by the catalog's connector, so
    /// that no dash reaches a speech engine. A run that starts on the first of a month keeps the
    /// full range, since languages such as French say that day in words of its own ("1er").
    func spokenDayRun(fromInstant start: Double, toInstant end: Double, withYear: Bool) -> String {
        let first = calendar.civilDate(of: start)
        let last = calendar.civilDate(of: end)
        guard grain == .day, first.year == last.year, first.month == last.month, first.day > 1, first.day < last.day,
            first.year >= 1600
        else { return spokenRange(fromInstant: start, toInstant: end, withYear: withYear) }
        // Where the day is said as an ordinal word (German), the first day is that word alone:
        // "vom vierten bis zum sechsten März 2024", never ICU's "4." (heard "vier", a stop).
        if let ordinals = SpokenDayOrdinals.words(for: copy.locale.locale), ordinals.indices.contains(first.day) {
            return copy.text(
                CopyKey.rangeConnector(.day), ordinals[first.day], dates.spokenDay(last.dayNumber, withYear: withYear))
        }
        guard let halves = monthOnceHalves(first, last, withYear: withYear)
        else { return spokenRange(fromInstant: start, toInstant: end, withYear: withYear) }
        return copy.text(CopyKey.rangeConnector(.day), halves.first, halves.last)
    }

    /// The two halves of the locale's interval format for two days of one month ("10" and
    /// "19 June 2024"), or `nil` when the format has no separator this knows.
    private func monthOnceHalves(
        _ first: CivilDate, _ last: CivilDate, withYear: Bool
    )
        -> (first: String, last: String)?
    {
        var foundationCalendar = Calendar(identifier: .gregorian)
        foundationCalendar.timeZone = calendar.timeZone
        foundationCalendar.locale = copy.locale.locale
        let formatter = DateIntervalFormatter()
        formatter.locale = copy.locale.locale
        formatter.calendar = foundationCalendar
        formatter.timeZone = calendar.timeZone
        formatter.dateTemplate = withYear ? "yMMMMd" : "MMMMd"
        let noon = { (day: CivilDate) in
            Date(timeIntervalSince1970: self.calendar.instant(dayNumber: day.dayNumber, secondsIntoDay: 43_200))
        }
        let text = formatter.string(from: noon(first), to: noon(last))
        let spaces = CharacterSet.whitespaces.union(CharacterSet(charactersIn: "\u{2009}\u{202F}\u{00A0}"))
        for separator in ["\u{2013}", "\u{FF5E}", "\u{301C}", "至", "~"] {
            guard let found = text.range(of: separator) else { continue }
            let head = text[..<found.lowerBound].trimmingCharacters(in: spaces)
            let tail = text[found.upperBound...].trimmingCharacters(in: spaces)
            guard !head.isEmpty, !tail.isEmpty else { return nil }
            return (head, tail)
        }
        return nil
    }
}
