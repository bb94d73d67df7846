import Foundation
import SpanModel

/// The real-shaped series of `Shapes/` (see its README for what each is and what an analyst
/// says of it), read by a small reader of our own: a header, then `date,value` rows where the
/// date is a year, a year and month, a day or a day and time, in UTC. The files stay readable
/// without SeriesIO, so that the narration's tests do not depend on the reader.
enum ShapeFixtures {
    static let calendar = BucketCalendar(timeZone: TimeZone(identifier: "UTC")!)

    /// The folder of the fixtures, found from this source file.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Shapes")

    /// Every fixture of one series, by name, in the order the README lists them.
    static let names = [
        "payrolls", "co2-weekly", "hump", "summer-temperatures", "winter-temperatures", "v-weekly", "sunspots-yearly",
        "errors-spike", "stock-up", "stock-round-trip", "unemployment", "gdp-quarterly", "visitors-yearly",
        "population-5-yearly", "river-hole", "rain-zeros", "msft-monthly", "steps-duplicate", "hourly-fortnight",
    ]

    /// The unit each fixture's values are in, as a caller would give it with `--unit`.
    static let units: [String: String] = [
        "co2-weekly": "ppm", "summer-temperatures": "°C", "winter-temperatures": "°C", "unemployment": "%",
        "river-hole": "m", "rain-zeros": "mm", "hourly-fortnight": "°C", "steps-duplicate": "steps",
    ]

    /// A fixture as a series.
    static func series(_ name: String) throws -> Series {
        let text = try String(contentsOf: folder.appendingPathComponent("\(name).csv"), encoding: .utf8)
        var times: [Double] = []
        var values: [Double] = []
        for line in text.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: ",", omittingEmptySubsequences: false)
            guard let first = fields.first, let last = fields.last else { continue }
            times.append(try instant(String(first)))
            values.append(Double(last) ?? .nan)
        }
        return Series(times: times, values: values)
    }

    /// "2024", "2024-06", "2024-06-10" or "2024-06-10T05:00" as an instant in UTC.
    static func instant(_ text: String) throws -> Double {
        let parts = text.split(whereSeparator: { $0 == "-" || $0 == "T" || $0 == ":" }).compactMap { Int($0) }
        guard let year = parts.first else { throw FixtureError(text: text) }
        let day = CivilDate(year: year, month: parts.count > 1 ? parts[1] : 1, day: parts.count > 2 ? parts[2] : 1)
        let seconds = parts.count > 3 ? Double(parts[3] * 3_600 + (parts.count > 4 ? parts[4] * 60 : 0)) : 0
        return calendar.instant(dayNumber: day.dayNumber, secondsIntoDay: seconds)
    }

    struct FixtureError: Error {
        var text: String
    }
}
