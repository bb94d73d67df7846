import Foundation
import SpanModel
import StringCatalog

/// Times of day as each language says them, from the catalogs: "11 PM", "23 Uhr", "23 h",
/// "las 23:00", "23時", never a bare "23:00" that a speech engine reads as "twenty-three zero
/// zero".
///
/// The catalog's `time.clock` line says whether the language speaks times on a 12-hour or a
/// 24-hour clock; `time.hour.am` and `time.hour.pm` (and their `time.hour-minute` forms) word an
/// hour before and after noon; on a 12-hour clock, `time.midnight` and `time.noon` say 0:00 and
/// 12:00 ("midnight", "noon", never "12 AM"). Each minute of the day is worded once and remembered.
package final class TimeWording {
    private let calendar: BucketCalendar
    private let symbols: NumberSymbols
    private let usesTwelveHourClock: Bool
    private let hourLines: (am: CopyLine, pm: CopyLine)
    private let minuteLines: (am: CopyLine, pm: CopyLine)
    /// "midnight" and "noon", said on a 12-hour clock instead of "12 AM" and "12 PM".
    private let midnightAndNoon: (midnight: String, noon: String)
    private let zeroDigit: String
    private let locale: Locale
    /// Whether the language says an hour of the clock as a count of hours ("21 heures").
    private let countsHours: Bool
    /// The hours 0 to 23 in words, for a language that says them as ordinals (``polishHours``).
    private let hourWords: [String]?
    private var known: [Int: String] = [:]

    /// Creates the wording for a copy, the calendar whose time zone gives the time of day, and
    /// the locale's numbers.
    package init(copy: NarrationCopy, calendar: BucketCalendar, symbols: NumberSymbols) {
        self.calendar = calendar
        self.symbols = symbols
        self.usesTwelveHourClock = copy.text(.timeClock).trimmingCharacters(in: .whitespaces) == "12"
        self.hourLines = (copy.line(.timeHour(beforeNoon: true)), copy.line(.timeHour(beforeNoon: false)))
        self.minuteLines = (copy.line(.timeHourMinute(beforeNoon: true)), copy.line(.timeHourMinute(beforeNoon: false)))
        self.midnightAndNoon = (copy.text(.timeMidnight), copy.text(.timeNoon))
        self.zeroDigit = symbols.format(0, fractionDigits: 0...0).text
        self.locale = copy.locale.locale
        self.countsHours = locale.language.languageCode?.identifier != "ar"
        self.hourWords = locale.language.languageCode?.identifier == "pl" ? Self.polishHours : nil
    }

    /// The Polish hours as said after "od godziny", "do godziny" and "o godzinie": feminine
    /// ordinals in the genitive or locative, which share their form ("o godzinie dwudziestej
    /// trzeciej"). espeak-ng reads "o godzinie 23" as the cardinal "dwadzieścia trzy", and ICU 72
    /// has no Polish ordinal spell-out, so they are written here; the catalogs put a Polish time
    /// only after those words.
    static let polishHours = [
        "zerowej", "pierwszej", "drugiej", "trzeciej", "czwartej", "piątej", "szóstej", "siódmej", "ósmej",
        "dziewiątej", "dziesiątej", "jedenastej", "dwunastej", "trzynastej", "czternastej", "piętnastej",
        "szesnastej", "siedemnastej", "osiemnastej", "dziewiętnastej", "dwudziestej", "dwudziestej pierwszej",
        "dwudziestej drugiej", "dwudziestej trzeciej",
    ]

    /// The local time of day of an instant, spoken ("11 PM", "5:30 PM"); seconds are not said.
    ///
    /// - Complexity: O(1) after the first call for the minute.
    func spokenTime(of instant: Double) -> String {
        let local = instant + Double(calendar.offset(at: instant))
        let intoDay = local - (local / Cadence.day).rounded(.down) * Cadence.day
        let minuteOfDay = min(max(Int(intoDay / 60), 0), 24 * 60 - 1)
        return spokenTime(hour: minuteOfDay / 60, minute: minuteOfDay % 60)
    }

    /// A time of day spoken, from its hour (0 to 23) and minute.
    func spokenTime(hour: Int, minute: Int) -> String {
        let key = hour * 60 + minute
        if let text = known[key] { return text }
        let beforeNoon = hour < 12
        let clockHour = usesTwelveHourClock ? (hour % 12 == 0 ? 12 : hour % 12) : hour
        let hourDigits = symbols.format(Double(clockHour), fractionDigits: 0...0)
        let hourShown =
            hourWords.map { DisplayedNumber(text: $0[clockHour], decimal: hourDigits.decimal) } ?? hourDigits
        let hourNumber = CatalogArgument.number(hourShown)
        // "21 heures" said "vingt et une heures", "las 21 horas" "las veintiuna horas"; Spanish
        // times with minutes keep their digits ("las 21:30", which engines read right). An
        // Arabic hour ("الساعة 21") names the hour of the clock, not a count of hours.
        let agreedHour =
            countsHours
            ? CatalogArgument.number(NumberAgreement.agreed(hourShown, clockHour, of: .hour, locale: locale))
            : hourNumber
        let text: String
        if minute == 0, usesTwelveHourClock, hour % 12 == 0 {
            // People say "midnight" and "noon", not "12 AM" and "12 PM".
            text = beforeNoon ? midnightAndNoon.midnight : midnightAndNoon.noon
        } else if minute == 0 {
            text = (beforeNoon ? hourLines.am : hourLines.pm).text([agreedHour])
        } else {
            let digits = symbols.format(Double(minute), fractionDigits: 0...0).text
            let minutes = minute < 10 ? zeroDigit + digits : digits
            let hour = locale.language.languageCode?.identifier == "fr" ? agreedHour : hourNumber
            text = (beforeNoon ? minuteLines.am : minuteLines.pm).text([hour, .text(minutes)])
        }
        known[key] = text
        return text
    }
}
