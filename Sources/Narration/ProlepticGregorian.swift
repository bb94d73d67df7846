import Foundation

/// Dates before the Gregorian reform written in the proleptic Gregorian calendar, as the JSON
/// and the readers have them.
///
/// Foundation's Gregorian calendar is ICU's, which switches to the Julian calendar before
/// 15 October 1582, and it offers no way to move that switch: 1 March 1500 in a file was said
/// "February 20, 1500" while the JSON said `1500-03-01`. The Gregorian calendar repeats every
/// 400 years (146,097 days, a whole number of weeks), so a date before 1583 is formatted
/// shifted forward by whole 400-year cycles, where both calendars agree, with the same month,
/// day and weekday, and the years in the text written back as they are. Years before 1 are
/// left to Foundation.
///
/// ```swift
/// ProlepticGregorian.text(at: instant, year: 1500) { $0.formatted(style) }   // "March 1, 1500"
/// ```
enum ProlepticGregorian {
    /// Seconds in 400 Gregorian years.
    static let cycleSeconds = 146_097.0 * 86_400

    /// The first year both calendars write alike throughout.
    static let firstSafeYear = 1583

    /// The 400-year cycles a date of `year` is moved forward by: 0 from 1583 on, and for
    /// years before 1.
    static func cycles(forYear year: Int) -> Int {
        guard year >= 1, year < firstSafeYear else { return 0 }
        return (firstSafeYear - year + 399) / 400
    }

    /// The text `body` writes for the instant `time`, whose local date falls in `year`.
    static func text(at time: Double, year: Int, _ body: (Date) -> String) -> String {
        let cycles = cycles(forYear: year)
        guard cycles > 0 else { return body(Date(timeIntervalSince1970: time)) }
        let shifted = body(Date(timeIntervalSince1970: time + Double(cycles) * cycleSeconds))
        return restoringYears(in: shifted, [year], cycles: cycles)
    }

    /// The text `body` writes for the range from `first` to `last`, whose local dates fall in
    /// `firstYear` and `lastYear`: both ends moved by the same cycles, so the range keeps its
    /// length and its weekdays.
    static func text(
        from first: Double, firstYear: Int, to last: Double, lastYear: Int, _ body: (Range<Date>) -> String
    ) -> String {
        let cycles = cycles(forYear: min(firstYear, lastYear))
        guard cycles > 0 else {
            return body(Date(timeIntervalSince1970: first)..<Date(timeIntervalSince1970: max(first, last)))
        }
        let shift = Double(cycles) * cycleSeconds
        let shifted = body(
            Date(timeIntervalSince1970: first + shift)..<Date(timeIntervalSince1970: max(first, last) + shift))
        return restoringYears(in: shifted, [firstYear, lastYear], cycles: cycles)
    }

    /// `text` with each run of decimal digits that reads as a year moved forward (`year` plus
    /// 400 times `cycles`) written as `year` again, in the same digits (Arabic-Indic digits
    /// stay Arabic-Indic).
    static func restoringYears(in text: String, _ years: [Int], cycles: Int) -> String {
        var wanted: [Int: Int] = [:]
        for year in years { wanted[year + 400 * cycles] = year }
        var output = String.UnicodeScalarView()
        var run: [Unicode.Scalar] = []
        func flush() {
            defer { run.removeAll() }
            guard !run.isEmpty else { return }
            var value = 0
            var zero: UInt32 = 0x30
            for scalar in run {
                let digit = scalar.properties.numericType == .decimal ? Int(scalar.properties.numericValue ?? 0) : 0
                value = value * 10 + digit
                zero = scalar.value - UInt32(digit)
            }
            guard let year = wanted[value] else {
                output.append(contentsOf: run)
                return
            }
            for digit in String(year).unicodeScalars {
                output.append(Unicode.Scalar(zero + (digit.value - 0x30)) ?? digit)
            }
        }
        for scalar in text.unicodeScalars {
            if scalar.properties.numericType == .decimal, run.count < 9 {
                run.append(scalar)
            } else {
                flush()
                output.append(scalar)
            }
        }
        flush()
        return String(output)
    }
}
