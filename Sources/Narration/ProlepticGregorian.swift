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
/// shifted too (Foundation would say year 0 two days late, and as "1" without its era) and
/// written back with the era, as the locale writes it: year 0 is "1 BC", "1 v. Chr.", "紀元前1年";
/// year -1 is "2 BC".
///
/// ```swift
/// ProlepticGregorian.text(at: instant, year: 1500) { $0.formatted(style) }   // "March 1, 1500"
/// ```
enum ProlepticGregorian {
    /// Seconds in 400 Gregorian years.
    static let cycleSeconds = 146_097.0 * 86_400

    /// The first year both calendars write alike throughout.
    static let firstSafeYear = 1583

    /// The 400-year cycles a date of `year` is moved forward by: 0 from 1583 on.
    static func cycles(forYear year: Int) -> Int {
        guard year < firstSafeYear else { return 0 }
        return (firstSafeYear - year + 399) / 400
    }

    /// How a locale writes a year before the first: its era's symbol ("BC", "v. Chr.", "紀元前")
    /// before or after the number, and what stands between them, from the locale's pattern for
    /// a year with its era.
    struct Era: Sendable {
        var symbol: String
        var isBefore: Bool
        var separator: String

        init(locale: Locale) {
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.calendar = Calendar(identifier: .gregorian)
            symbol = formatter.eraSymbols.first ?? "BC"
            let pattern = DateFormatter.dateFormat(fromTemplate: "yG", options: 0, locale: locale) ?? "y G"
            let characters = Array(pattern)
            let era = characters.firstIndex(of: "G") ?? characters.count
            let year = characters.firstIndex(of: "y") ?? 0
            isBefore = era < year
            let (from, to) = isBefore ? (era, year) : (year, era)
            var between = ""
            for character in characters[from..<to] where character != "G" && character != "y" {
                between.append(character)
            }
            separator = between.replacingOccurrences(of: "'", with: "")
        }
    }

    /// The text `body` writes for the instant `time`, whose local date falls in `year`; a year
    /// before 1 is written with the era of `locale`.
    static func text(at time: Double, year: Int, locale: Locale, _ body: (Date) -> String) -> String {
        let cycles = cycles(forYear: year)
        guard cycles > 0 else { return body(Date(timeIntervalSince1970: time)) }
        let shifted = body(Date(timeIntervalSince1970: time + Double(cycles) * cycleSeconds))
        return restoringYears(in: shifted, [year], cycles: cycles, era: year < 1 ? Era(locale: locale) : nil)
    }

    /// The text `body` writes for the range from `first` to `last`, whose local dates fall in
    /// `firstYear` and `lastYear`: both ends moved by the same cycles, so the range keeps its
    /// length and its weekdays.
    static func text(
        from first: Double, firstYear: Int, to last: Double, lastYear: Int, locale: Locale,
        _ body: (Range<Date>) -> String
    ) -> String {
        let cycles = cycles(forYear: min(firstYear, lastYear))
        guard cycles > 0 else {
            return body(Date(timeIntervalSince1970: first)..<Date(timeIntervalSince1970: max(first, last)))
        }
        let shift = Double(cycles) * cycleSeconds
        let shifted = body(
            Date(timeIntervalSince1970: first + shift)..<Date(timeIntervalSince1970: max(first, last) + shift))
        let era = min(firstYear, lastYear) < 1 ? Era(locale: locale) : nil
        return restoringYears(in: shifted, [firstYear, lastYear], cycles: cycles, era: era)
    }

    /// `text` with each run of decimal digits that reads as a year moved forward (`year` plus
    /// 400 times `cycles`) written as `year` again, in the same digits (Arabic-Indic digits
    /// stay Arabic-Indic); a year before 1 as the year of `era` it is (0 is 1 BC), with its symbol.
    static func restoringYears(in text: String, _ years: [Int], cycles: Int, era: Era? = nil) -> String {
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
            let before = year < 1 ? era : nil
            if let before, before.isBefore {
                output.append(contentsOf: (before.symbol + before.separator).unicodeScalars)
            }
            for digit in String(year < 1 ? 1 - year : year).unicodeScalars {
                output.append(Unicode.Scalar(zero + (digit.value - 0x30)) ?? digit)
            }
            if let before, !before.isBefore {
                output.append(contentsOf: (before.separator + before.symbol).unicodeScalars)
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
