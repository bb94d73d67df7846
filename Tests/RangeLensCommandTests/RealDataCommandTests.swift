import CommandTestSupport
import Foundation
import Testing

/// The command line on small files shaped like public data: what it says must be true of them,
/// and whatever it shows instead of what was asked is said.
@Suite("Saying only what is true of real data")
struct RealDataCommandTests {
    /// Monthly change in payrolls, in thousands, July 2008 to December 2009: every month a loss.
    static let jobs = """
        date,change
        2008-07-01,-210
        2008-08-01,-334
        2008-09-01,-452
        2008-10-01,-481
        2008-11-01,-728
        2008-12-01,-673
        2009-01-01,-784
        2009-02-01,-743
        2009-03-01,-800
        2009-04-01,-695
        2009-05-01,-345
        2009-06-01,-467
        2009-07-01,-303
        2009-08-01,-211
        2009-09-01,-225
        2009-10-01,-203
        2009-11-01,-11
        2009-12-01,-221

        """

    static let yearly = """
        year,visitors
        2010-01-01,1210
        2011-01-01,1384
        2012-01-01,1302
        2013-01-01,1577
        2014-01-01,1731
        2015-01-01,1688
        2016-01-01,2045
        2017-01-01,2230

        """

    static let evening = """
        time,kwh
        2026-11-29T17:00,3.1
        2026-11-29T18:00,10.2
        2026-11-29T19:00,4.2
        2026-11-29T20:00,11.2
        2026-11-29T21:00,5.2
        2026-11-29T22:00,12.2
        2026-11-29T23:00,6.2

        """

    /// Two years of daily weather, 2024 and 2025: temperature and precipitation, with 3 days
    /// missing from 4 March 2024, 11 from 10 August 2025, and no temperature on 15 and
    /// 16 January 2025.
    static let weather: String = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        var day = calendar.date(from: DateComponents(year: 2024, month: 1, day: 1))!
        let end = calendar.date(from: DateComponents(year: 2025, month: 12, day: 31))!
        var rows = ["date,temperature,precipitation"]
        var index = 0
        while day <= end {
            let parts = calendar.dateComponents([.year, .month, .day], from: day)
            let text = String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
            let missing =
                (parts.year == 2024 && parts.month == 3 && (4...6).contains(parts.day!))
                || (parts.year == 2025 && parts.month == 8 && (10...20).contains(parts.day!))
            if !missing {
                let empty = parts.year == 2025 && parts.month == 1 && (15...16).contains(parts.day!)
                let temperature =
                    empty ? "" : String(format: "%.1f", 10 - 12 * cos(2 * Double.pi * Double(index - 14) / 365.25))
                rows.append("\(text),\(temperature),\(String(format: "%.1f", Double(index % 7) * 1.5))")
            }
            day = calendar.date(byAdding: .day, value: 1, to: day)!
            index += 1
        }
        return rows.joined(separator: "\n") + "\n"
    }()

    static let revenue2015: String = {
        var rows = ["date,revenue"]
        for day in 20...30 { rows.append("2015-11-\(day),\(1_000 + day * 7)") }
        for day in 1...31 { rows.append(String(format: "2015-12-%02d,%d", day, 1_200 + day * 3)) }
        return rows.joined(separator: "\n") + "\n"
    }()

    static func run(_ file: String, name: String = "series.csv", _ arguments: [String]) throws -> CommandResult {
        let (url, folder) = try FileInputTests.write(file, name: name)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try CommandRunner.run(["summary", url.path] + arguments)
    }

    @Test("A monthly change with every month negative keeps its signs and its months")
    func negativeMonthlyChanges() throws {
        let result = try Self.run(Self.jobs, ["--describe", "--today", "2026-11-29", "--locale", "en-GB"])
        #expect(result.status == 0)
        #expect(
            result.lines == [
                "Average minus 438, July 2008 to December 2009",
                "Highest minus 11 in November 2009, lowest minus 800 in March 2009. Fell to a low of minus 800, rose to a peak of "
                    + "minus 11, then fell. Overall, from minus 210 in July 2008 to minus 221 in December 2009, down 11, across 18 "
                    + "months.",
            ])
        #expect(result.error.isEmpty, "\(result.error)")
    }

    @Test("--negative-as-zero opts into the old rule, and says what it changed")
    func negativeAsZero() throws {
        let result = try Self.run(Self.jobs, ["--describe", "--negative-as-zero", "--today", "2026-11-29"])
        #expect(result.lines.first == "Average 0, July 2008 to December 2009")
        #expect(result.lines.last == "Every value is 0, across 18 months.")
        #expect(result.error.contains("18 values below zero were counted as zero."))
        let json = try FileInputTests.jsonObject(
            try Self.run(Self.jobs, ["--negative-as-zero", "--format", "json"]).output)
        let cleaning = try #require((json["series"] as? [String: Any])?["cleaning"] as? [String: Any])
        #expect(cleaning["negativeCountedAsZero"] as? Int == 18)
        #expect(cleaning["policy"] as? String == "negative-as-zero")
    }

    @Test("A yearly series is said in years")
    func yearly() throws {
        let result = try Self.run(Self.yearly, ["--describe", "--table", "--today", "2026-11-29"])
        #expect(result.lines[0] == "Average 1,646, 2010 to 2017")
        #expect(
            result.lines[1]
                == "Highest 2,230 in 2017, lowest 1,210 in 2010. Rising in 5 of 7 years, from 1,210 to 2,230, up 84%, "
                + "across 8 years.")
        #expect(result.lines[2] == "2010, 1,210")
    }

    @Test(
        "An hourly evening says its day once, with times as they are spoken",
        arguments: [
            ("en", "Average 7.5, November 29, 5 PM to 11 PM"),
            ("de", "Durchschnitt 7,5, am neunundzwanzigsten November von 17 Uhr bis 23 Uhr"),
            ("es", "Promedio 7,5, 29 de noviembre, de las 17 horas a las 23 horas"), ("ja", "平均7.5、11月29日17時から23時まで"),
        ])
    func hourlyEvening(locale: String, readout: String) throws {
        let result = try Self.run(Self.evening, ["--today", "2026-11-29", "--locale", locale])
        #expect(result.lines.first == readout)
    }

    @Test("Holes and gaps in two years of daily data are counted and said")
    func holesAndGaps() throws {
        let march = try Self.run(
            Self.weather, ["--from", "2024-03-01", "--to", "2024-03-20", "--describe", "--today", "2026-11-29"])
        #expect(march.status == 0)
        #expect(
            march.lines.last?.hasSuffix("across 20 days. No data from March 4 to 6, 2024.") == true,
            "\(march.lines)")
        // Read from a column named for a temperature, with no unit: the change is in degrees.
        #expect(march.lines.last?.contains("%") == false, "\(march.lines)")
        #expect(march.error.contains("Reading values from ‘temperature’; --value-column picks another."))
        #expect(march.error.contains("2 values are empty or not numbers: they are gaps, left out of every figure."))
        let january = try Self.run(
            Self.weather, ["--from", "2025-01-15", "--to", "2025-01-16", "--describe", "--minimum-span", "1"])
        #expect(
            january.lines == ["No values, January 15 to January 16, 2025", "No data for 2 days in this range."])
        let json = try FileInputTests.jsonObject(
            try Self.run(Self.weather, ["--from", "2025-08-01", "--to", "2025-08-31", "--format", "json"]).output)
        let window = try #require(json["window"] as? [String: Any])
        #expect(window["missing"] as? Int == 11)
        #expect(window["gaps"] as? Int == 0)
        let run = try #require(window["longestMissingRun"] as? [String: Any])
        #expect(run["after"] as? String == "2025-08-09T00:00:00Z")
        #expect(run["count"] as? Int == 11)
        let columns = try #require((json["series"] as? [String: Any])?["columns"] as? [String: Any])
        #expect((columns["value"] as? [String: Any])?["name"] as? String == "temperature")
        #expect((columns["value"] as? [String: Any])?["chosenByDefault"] as? Bool == true)
    }

    @Test("Data from 2015 read in 2026 says its years; read in 2015, it need not")
    func theYearAgainstToday() throws {
        let later = try Self.run(Self.revenue2015, ["--today", "2026-11-29", "--locale", "en-GB"])
        #expect(later.lines.first == "Average 1,229, 20 November to 31 December 2015")
        let then = try Self.run(Self.revenue2015, ["--today", "2015-12-31", "--locale", "en-GB"])
        #expect(then.lines.first == "Average 1,229, 20 November to 31 December")
    }

    @Test(
        "Dates with no sample in them are an error that names what the series covers",
        arguments: [["--to", "2001-01-01"], ["--from", "2030-01-01"]])
    func emptyRange(arguments: [String]) throws {
        let result = try Self.run(Self.weather, arguments + ["--today", "2026-11-29"])
        #expect(result.status == 65)
        #expect(result.output.isEmpty)
        #expect(
            result.error.contains(
                "error: No sample lies in the dates asked for; the series covers January 1, 2024 to December 31, 2025."),
            "\(result.error)")
    }

    @Test("Dates inside a hole are an error that says the hole and the readings either side")
    func rangeInsideHole() throws {
        let result = try Self.run(
            Self.weather, ["--from", "2024-03-04", "--to", "2024-03-06", "--today", "2026-11-29"])
        #expect(result.status == 65)
        #expect(result.output.isEmpty)
        #expect(
            result.error.contains(
                "error: No sample lies in the dates asked for: the series has no data from March 4 to March 6, 2024; "
                    + "the nearest readings are on March 3, 2024 and on March 7, 2024."),
            "\(result.error)")
    }

    @Test("A range reaching past the series, or widened to the minimum span, says what is shown instead")
    func adjustedRanges() throws {
        let before = try Self.run(Self.jobs, ["--from", "2008-01-01", "--to", "2008-12-31", "--today", "2026-11-29"])
        // Six months before the series' end of 2008, widened to the minimum span of seven: both are said.
        #expect(before.lines.first == "Average minus 523, July 2008 to January 2009")
        #expect(
            before.error.contains(
                "The series starts later than the dates asked for; showing July 2008 to January 2009."))
        #expect(
            before.error.contains(
                "The dates asked for hold fewer samples than the shortest range; showing July 2008 to January 2009"))
        let exactlyBefore = try Self.run(
            Self.jobs, ["--from", "2008-01-01", "--to", "2008-12-31", "--minimum-span", "1", "--today", "2026-11-29"])
        #expect(exactlyBefore.lines.first == "Average minus 480, July 2008 to December 2008")
        #expect(
            exactlyBefore.error
                == "The series starts later than the dates asked for; showing July 2008 to December 2008.\n")
        let after = try Self.run(Self.jobs, ["--from", "2009-06-01", "--to", "2010-06-30", "--today", "2026-11-29"])
        #expect(
            after.error.contains(
                "The series ends earlier than the dates asked for; showing June 2009 to December 2009."))
        let wide = try Self.run(Self.jobs, ["--from", "2000-01-01", "--to", "2020-01-01", "--today", "2026-11-29"])
        #expect(
            wide.error.contains(
                "The series covers only part of the dates asked for; showing July 2008 to December 2009."))
        let narrow = try Self.run(Self.jobs, ["--from", "2009-11-01", "--to", "2009-12-31", "--today", "2026-11-29"])
        #expect(narrow.lines.first == "Average minus 234, June 2009 to December 2009")
        #expect(
            narrow.error.contains(
                "The dates asked for hold fewer samples than the shortest range; showing June 2009 to December 2009"))
        let exact = try Self.run(Self.jobs, ["--from", "2008-07-01", "--to", "2009-12-31", "--today", "2026-11-29"])
        #expect(exact.error.isEmpty, "\(exact.error)")
    }

    @Test("--last says when it shows more than asked, or all of a shorter series")
    func lastAdjusted() throws {
        let few = try Self.run(Self.yearly, ["--last", "3", "--today", "2026-11-29"])
        #expect(few.lines.first == "Average 1,708, 2011 to 2017")
        #expect(few.error.contains("--last asks for fewer samples than the shortest range; showing 2011 to 2017"))
        let many = try Self.run(Self.yearly, ["--last", "50", "--today", "2026-11-29"])
        #expect(
            many.error.contains("The series holds fewer samples than --last asks for; showing all of it, 2010 to 2017.")
        )
    }

    @Test("Notes come in the language of the sentences")
    func notesInTheLocale() throws {
        let result = try Self.run(Self.weather, ["--locale", "de", "--last", "3", "--minimum-span", "7"])
        #expect(result.error.contains("Die Werte stammen aus der Spalte „temperature“"))
        #expect(result.error.contains("--last verlangt weniger Messwerte als der kürzeste Zeitraum"))
        #expect(!result.error.contains("Reading"))
    }

    @Test("A file of two columns needs no note about which column was read")
    func twoColumnsNoNote() throws {
        let result = try Self.run(Self.yearly, ["--today", "2026-11-29"])
        #expect(result.error.isEmpty, "\(result.error)")
    }

    @Test("Announcements after each step say dates at the data's grain")
    func exploreMonthly() throws {
        let (url, folder) = try FileInputTests.write(Self.jobs)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run([
            "explore", url.path, "--keys", "left left narrow describe", "--today", "2026-11-29",
        ])
        #expect(result.status == 0, "\(result.error)")
        #expect(
            result.lines == [
                "July 2008 to December 2009, average minus 438",
                "Start of the series",
                "Start of the series",
                "October 2008 to December 2009, average minus 459",
                "Highest minus 11 in November 2009, lowest minus 800 in March 2009. Fell to a low of minus 800, rose to a peak of minus 11, "
                    + "then fell. Overall, from minus 481 in October 2008 to minus 221 in December 2009, up 260, across 15 months.",
            ])
    }

    @Test("The audio graph's description and cues say dates at the data's grain, and a gap says it has no value")
    func audioCues() throws {
        let (url, folder) = try FileInputTests.write(Self.yearly)
        defer { try? FileManager.default.removeItem(at: folder) }
        let graph = folder.appendingPathComponent("graph.wav").path
        let cues = folder.appendingPathComponent("graph.vtt").path
        let result = try CommandRunner.run(["audio", url.path, "-o", graph, "--cues", cues, "--today", "2026-11-29"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.lines.first?.contains("2010 to 2017") == true, "\(result.lines)")
        let text = try String(contentsOfFile: cues, encoding: .utf8)
        #expect(text.contains("2010, 1,210"))
        #expect(text.contains("2017, 2,230"))

        let (weather, weatherFolder) = try FileInputTests.write(Self.weather)
        defer { try? FileManager.default.removeItem(at: weatherFolder) }
        let gapCues = weatherFolder.appendingPathComponent("gaps.vtt").path
        let withGaps = try CommandRunner.run([
            "audio", weather.path, "--from", "2025-01-10", "--to", "2025-01-20", "-o",
            weatherFolder.appendingPathComponent("gaps.wav").path,
            "--cues", gapCues, "--today", "2026-11-29",
        ])
        #expect(withGaps.status == 0, "\(withGaps.error)")
        #expect(
            try String(contentsOfFile: gapCues, encoding: .utf8).contains(
                "January 15, 2025 to January 16, 2025, no data"))
        let onlyGaps = try CommandRunner.run([
            "audio", weather.path, "--from", "2025-01-15", "--to", "2025-01-16", "--minimum-span", "1", "-o",
            weatherFolder.appendingPathComponent("none.wav").path,
        ])
        #expect(onlyGaps.status == 65)
        #expect(!FileManager.default.fileExists(atPath: weatherFolder.appendingPathComponent("none.wav").path))
    }

    @Test("--today must be a date")
    func badToday() throws {
        let result = try CommandRunner.run(["summary", "--today", "yesterday"])
        #expect(result.status == 64)
        #expect(result.error.contains("'--today'"))
    }
}
