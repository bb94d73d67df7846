import Foundation
import SpanModel
import StringCatalog

@testable import Narration

/// Small series shaped like real data, in UTC, for the golden files and the narration tests:
/// a monthly change with negative values, a yearly series, an hourly evening, two years of daily
/// readings with holes and gaps, a 2015 series, and a flat one.
enum RealShapedSeries {
    static let calendar = BucketCalendar(timeZone: TimeZone(identifier: "UTC")!)

    static func instant(_ year: Int, _ month: Int, _ day: Int, hour: Int = 0) -> Double {
        calendar.instant(
            dayNumber: CivilDate(year: year, month: month, day: day).dayNumber, secondsIntoDay: Double(hour) * 3_600)
    }

    /// Monthly change in payrolls, in thousands, July 2008 to December 2009: every month negative.
    static let jobs: Series = {
        let changes: [Double] = [
            -210, -334, -452, -481, -728, -673, -784, -743, -800, -695, -345, -467, -303, -211, -225, -203, -11, -221,
        ]
        let times = changes.indices.map { index in instant(2008 + (6 + index) / 12, (6 + index) % 12 + 1, 1) }
        return Series(times: times, values: changes)
    }()

    /// Visitors a year, 2010 to 2017.
    static let yearly = Series(
        times: (2010...2017).map { instant($0, 1, 1) },
        values: [1_210, 1_384, 1_302, 1_577, 1_731, 1_688, 2_045, 2_230])

    /// Hourly readings of one evening, 29 November 2026 from 5 PM to 11 PM, and the next morning
    /// from midnight to 3 AM.
    static let evening = Series(
        times: (17...27).map { instant(2026, 11, 29, hour: $0) },
        values: [3.1, 10.2, 4.2, 11.2, 5.2, 12.2, 6.2, 2, 1.5, 1, 0.5])

    /// Daily temperatures in °C for 2024 and 2025, with 3 days missing from 4 March 2024, 11 from
    /// 10 August 2025, and two empty values (gaps) on 15 and 16 January 2025.
    static let daily: Series = {
        var times: [Double] = []
        var values: [Double] = []
        let first = CivilDate(year: 2024, month: 1, day: 1).dayNumber
        let last = CivilDate(year: 2025, month: 12, day: 31).dayNumber
        let holes = [
            CivilDate(year: 2024, month: 3, day: 4).dayNumber...CivilDate(year: 2024, month: 3, day: 6).dayNumber,
            CivilDate(year: 2025, month: 8, day: 10).dayNumber...CivilDate(year: 2025, month: 8, day: 20).dayNumber,
        ]
        let gaps = [
            CivilDate(year: 2025, month: 1, day: 15).dayNumber, CivilDate(year: 2025, month: 1, day: 16).dayNumber,
        ]
        for day in first...last where !holes.contains(where: { $0.contains(day) }) {
            times.append(calendar.instant(dayNumber: day))
            let season = -cos(2 * Double.pi * Double(CivilDate(dayNumber: day).dayOfYear - 15) / 365)
            let wobble = Double((day * 7_919) % 61 - 30) / 10
            values.append(gaps.contains(day) ? .nan : ((10 + 12 * season + wobble) * 10).rounded() / 10)
        }
        return Series(times: times, values: values)
    }()

    /// Daily revenue from 20 November to 31 December 2015.
    static let revenue2015: Series = {
        let first = CivilDate(year: 2015, month: 11, day: 20).dayNumber
        let days = first...CivilDate(year: 2015, month: 12, day: 31).dayNumber
        return Series(
            times: days.map { calendar.instant(dayNumber: $0) },
            values: days.map { Double(1_000 + (CivilDate(dayNumber: $0).day * 37) % 400) })
    }()

    /// Fourteen days of zeros.
    static let zeros = Series(
        times: (0..<14).map { instant(2026, 11, 16 + $0) }, values: Array(repeating: 0, count: 14))

    static func window(_ series: Series, from: Double, through: Double) -> SampleWindow {
        series.window(from: from, through: through, minimumSpan: 1)!
    }

    /// The sentences these series make, labelled, for the golden files.
    static func goldenSentences(copy: NarrationCopy) throws -> [(label: String, text: String)] {
        let today = CivilDate(year: 2026, month: 11, day: 29)
        func narrator(_ series: Series, unit: String? = nil) -> RangeNarrator {
            RangeNarrator(
                series: series, calendar: calendar, copy: copy, unit: unit.map(SpokenUnit.text), minimumSpan: 1,
                today: today)
        }
        var lines: [(String, String)] = []
        func add(_ label: String, _ series: Series, _ window: SampleWindow, unit: String? = nil) {
            let narrator = narrator(series, unit: unit)
            lines.append(("\(label), readout", narrator.readout(of: window)))
            lines.append(("\(label), range value", narrator.rangeValue(of: window)))
            lines.append(("\(label), written range", narrator.writtenRange(window)))
            lines.append(("\(label), description", narrator.description(of: window)))
            lines.append(("\(label), hint", narrator.hint()))
            for (index, line) in narrator.tableLines(
                of: SampleWindow(start: window.start, end: min(window.start + 2, window.end))
            ).enumerated() {
                lines.append(("\(label), table line \(index + 1)", line))
            }
        }
        add("monthly", jobs, jobs.all, unit: nil)
        add("monthly, one month", jobs, SampleWindow(start: 8, end: 9))
        add("yearly", yearly, yearly.all)
        add("yearly, one year", yearly, SampleWindow(start: 7, end: 8))
        add("hourly evening", evening, SampleWindow(start: 0, end: 7))
        add("hourly across midnight", evening, SampleWindow(start: 5, end: 11))
        add("hourly, one hour", evening, SampleWindow(start: 6, end: 7))
        add(
            "daily with a hole", daily, window(daily, from: instant(2024, 3, 1), through: instant(2024, 3, 20)),
            unit: "°C")
        add(
            "daily with gaps", daily, window(daily, from: instant(2025, 1, 10), through: instant(2025, 1, 20)),
            unit: "°C")
        add(
            "daily, only gaps", daily, window(daily, from: instant(2025, 1, 15), through: instant(2025, 1, 16)),
            unit: "°C")
        add(
            "daily, falling in winter", daily,
            window(daily, from: instant(2025, 10, 1), through: instant(2025, 12, 31)), unit: "°C")
        add("read in 2026, data from 2015", revenue2015, revenue2015.all)
        add("flat", zeros, zeros.all)

        let jobsNarrator = narrator(jobs)
        let shown = jobsNarrator.spokenRange(jobs.all)
        let words = NarrationFixtures.commandLineWords
        lines.append(("note starts later", copy.text(.noteStartsLater, shown)))
        lines.append(("note ends earlier", copy.text(.noteEndsEarlier, shown)))
        lines.append(("note inside", copy.text(.noteInsideRange, shown)))
        lines.append(("note widened", copy.text(.noteWidened, shown, words.minimumSpan)))
        lines.append(("note last widened", copy.text(.noteLastWidened, shown, words.lastSamples, words.minimumSpan)))
        lines.append(("note last all", copy.text(.noteLastEverything, shown, words.lastSamples)))
        lines.append(("error no samples", copy.text(.errorNoSamplesInRange, shown)))
        lines.append(("note value column", copy.text(.noteValueColumn, "precipitation", words.valueColumn)))
        lines.append(("note value column position", copy.text(.noteValueColumnPosition, "3", words.valueColumn)))
        lines.append(("note date column", copy.text(.noteDateColumn, "observed", words.dateColumn)))
        lines.append(("note date column position", copy.text(.noteDateColumnPosition, "2", words.dateColumn)))

        let times = jobsNarrator.times
        for (hour, minute) in [(0, 0), (1, 0), (9, 5), (12, 0), (13, 30), (23, 0)] {
            lines.append(
                ("time \(hour):\(minute < 10 ? "0" : "")\(minute)", times.spokenTime(hour: hour, minute: minute)))
        }
        return lines
    }
}
