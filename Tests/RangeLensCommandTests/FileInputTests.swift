import CommandTestSupport
import Foundation
import TestSupport
import Testing

@Suite("Reading series from files")
struct FileInputTests {
    static func write(_ text: String, name: String = "series.csv") throws -> (file: URL, folder: URL) {
        let folder = try CommandRunner.temporaryFolder()
        let file = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return (file, folder)
    }

    static func writeBytes(_ bytes: [UInt8], name: String = "series.csv") throws -> (file: URL, folder: URL) {
        let folder = try CommandRunner.temporaryFolder()
        let file = folder.appendingPathComponent(name)
        try Data(bytes).write(to: file)
        return (file, folder)
    }

    static func jsonObject(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// Days from 2026-01-01 as `YYYY-MM-DD`, computed with Foundation's calendar.
    static func isoDay(_ offset: Int) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let date = calendar.date(
            byAdding: .day, value: offset, to: calendar.date(from: DateComponents(year: 2026, month: 1, day: 1))!)!
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
    }

    @Test("--last 42 on a daily CSV gives the average of the last 42 values, with their dates")
    func lastFortyTwo() throws {
        var generator = SeededGenerator(seed: 5)
        let values = (0..<300).map { _ in Double(Int.random(in: 0...20_000, using: &generator)) / 4 }
        let csv =
            "date,value\n"
            + values.enumerated().map { "\(Self.isoDay($0.offset)),\($0.element)" }.joined(separator: "\n") + "\n"
        let (file, folder) = try Self.write(csv)
        defer { try? FileManager.default.removeItem(at: folder) }
        let expected = values.suffix(42).reduce(0, +) / 42
        let json = try Self.jsonObject(
            try CommandRunner.run(["summary", "--today", "2026-12-01", file.path, "--last", "42", "--format", "json"])
                .output)
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(abs((summary["value"] as? Double ?? .nan) - expected) < 1e-9)
        let window = try #require(json["window"] as? [String: Any])
        #expect(window["start"] as? String == "\(Self.isoDay(258))T00:00:00Z")
        #expect(window["end"] as? String == "\(Self.isoDay(299))T00:00:00Z")
        let text = try CommandRunner.run([
            "summary", "--today", "2026-12-01", file.path, "--last", "42", "--locale", "en-GB",
        ])
        let rounded = NumberFormatter.localizedString(
            from: NSNumber(value: expected.rounded(.toNearestOrEven)), number: .decimal)
        #expect(text.lines.first == "Average \(rounded), 16 September to 27 October")
    }

    static let cadences: [(gap: Double, count: Int, stepDays: Double)] = [
        (3_600, 24 * 40, 1),  // hourly: a step is a day
        (86_400, 200, 7),  // daily: a week
        (7 * 86_400, 120, 28),  // weekly: four weeks
        (30 * 86_400, 60, 90),  // 30-day: three samples
    ]

    @Test("A step moves by the cadence's step", arguments: cadences)
    func stepsFollowTheCadence(gap: Double, count: Int, stepDays: Double) throws {
        let start = 1_767_225_600.0  // 2026-01-01T00:00:00Z
        let rows = (0..<count).map { index -> String in
            let instant = Date(timeIntervalSince1970: start + Double(index) * gap)
            return "\(ISO8601DateFormatter().string(from: instant)),\(index % 17)"
        }
        let (file, folder) = try Self.write("time,value\n" + rows.joined(separator: "\n") + "\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run([
            "explore", "--today", "2026-12-01", file.path, "--keys", "left", "--format", "json",
        ])
        #expect(result.status == 0, "\(result.error)")
        let events = try result.lines.map(Self.jsonObject)
        let formatter = ISO8601DateFormatter()
        let before = try #require(
            formatter.date(from: (events[0]["window"] as? [String: Any])?["end"] as? String ?? ""))
        let after = try #require(formatter.date(from: (events[1]["window"] as? [String: Any])?["end"] as? String ?? ""))
        #expect(before.timeIntervalSince(after) == stepDays * 86_400)
    }

    static let refused: [(name: String, content: [UInt8], status: Int32, fragment: String)] = [
        ("empty", [], 65, "empty"),
        ("header only", Array("date,value\n".utf8), 65, "no data rows"),
        ("missing column", Array("date,value\n2026-01-01,3\n".utf8), 65, "steps"),
        ("not a number", Array("date,value\n2026-01-01,3\n2026-01-02,12abc\n".utf8), 65, "series.csv:3:12:"),
        ("bad date", Array("date,value\n2026-01-01,3\nyesterday,4\n".utf8), 65, "series.csv:3:1:"),
        ("impossible date", Array("date,value\n2026-01-01,3\n2026-02-30,4\n".utf8), 65, "2026-02-30"),
        ("mixed forms", Array("date,value\n2026-01-01,3\n2026/01/02,4\n".utf8), 65, "the same way"),
        ("invalid UTF-8", Array("date,value\n2026-01-01,3\n2026-01-02,4\n".utf8) + [0xFF, 0x0A], 65, "UTF-8"),
    ]

    @Test("Bad input is refused with the documented status, its place and what was expected", arguments: refused)
    func badInput(name: String, content: [UInt8], status: Int32, fragment: String) throws {
        let (file, folder) = try Self.writeBytes(content)
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments =
            name == "missing column" ? ["summary", file.path, "--value-column", "steps"] : ["summary", file.path]
        let result = try CommandRunner.run(arguments)
        #expect(result.status == status, "\(name): \(result.error)")
        #expect(result.error.contains(fragment), "\(name): \(result.error)")
        #expect(result.output.isEmpty)
    }

    @Test("A missing file exits 66 and a directory too")
    func missingFile() throws {
        #expect(try CommandRunner.run(["summary", "--today", "2026-12-01", "/no/such/file.csv"]).status == 66)
        #expect(
            try CommandRunner.run(["summary", "--today", "2026-12-01", FileManager.default.temporaryDirectory.path])
                .status == 66)
    }

    static let accepted: [(name: String, content: [UInt8], firstLine: String, note: String?)] = [
        (
            "no final newline", Array("date,value\n2026-03-01,4\n2026-03-02,6".utf8), "Average 5, 1 March to 2 March",
            nil
        ),
        ("CRLF", Array("date,value\r\n2026-03-01,4\r\n2026-03-02,6\r\n".utf8), "Average 5, 1 March to 2 March", nil),
        (
            "byte order mark", [0xEF, 0xBB, 0xBF] + Array("date,value\n2026-03-01,4\n2026-03-02,6\n".utf8),
            "Average 5, 1 March to 2 March", nil
        ),
        (
            "quoted newline", Array("date,note,value\n2026-03-01,\"two\nlines\",4\n2026-03-02,x,6\n".utf8),
            "Average 5, 1 March to 2 March", "Reading values from ‘value’; --value-column picks another."
        ),
        ("unsorted", Array("date,value\n2026-03-02,6\n2026-03-01,4\n".utf8), "Average 5, 1 March to 2 March", nil),
        (
            "duplicates", Array("date,value\n2026-03-01,4\n2026-03-01,6\n2026-03-02,5\n".utf8),
            "Average 5, 1 March to 2 March", "1 date appears more than once"
        ),
        ("negative", Array("date,value\n2026-03-01,-4\n2026-03-02,10\n".utf8), "Average 3, 1 March to 2 March", nil),
        (
            "not finite", Array("date,value\n2026-03-01,NaN\n2026-03-02,inf\n2026-03-03,15\n".utf8),
            "Average 15, 1 March to 3 March",
            "2 values are empty or not numbers: they are gaps, left out of every figure."
        ),
        (
            "gaps", Array("date,value\n2026-03-01,4\n2026-03-02,\n2026-03-03,6\n".utf8),
            "Average 5, 1 March to 3 March", "1 value is empty or not a number: it is a gap, left out of every figure."
        ),
        ("all zeros", Array("date,value\n2026-03-01,0\n2026-03-02,0\n".utf8), "Average 0, 1 March to 2 March", nil),
        ("one sample", Array("date,value\n2026-03-01,8412\n".utf8), "Average 8,412, 1 March", nil),
    ]

    @Test("Awkward but valid input is read, with a note for what was changed", arguments: accepted)
    func awkwardInput(name: String, content: [UInt8], firstLine: String, note: String?) throws {
        let (file, folder) = try Self.writeBytes(content)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["summary", "--today", "2026-12-01", file.path, "--locale", "en-GB"])
        #expect(result.status == 0, "\(name): \(result.error)")
        #expect(result.lines.first == firstLine, "\(name)")
        if let note {
            #expect(result.error.contains(note), "\(name): \(result.error)")
        } else {
            #expect(result.error.isEmpty, "\(name): \(result.error)")
        }
    }

    @Test("Totals beyond the largest Double say so rather than printing inf")
    func hugeTotals() throws {
        let (file, folder) = try Self.write("date,value\n2026-03-01,1.5e308\n2026-03-02,1.5e308\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run([
            "summary", "--today", "2026-12-01", file.path, "--summary", "total", "--locale", "en-GB",
        ])
        #expect(result.status == 0)
        #expect(result.lines.first == "Total too large to show, 1 March to 2 March")
        #expect(!result.output.contains("inf"))
    }

    @Test("--skip-bad-rows counts the bad rows instead of stopping")
    func skipBadRows() throws {
        let (file, folder) = try Self.write("date,value\n2026-03-01,4\n2026-03-02,oops\n2026-03-03,6\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run([
            "summary", "--today", "2026-12-01", file.path, "--skip-bad-rows", "--locale", "en-GB",
        ])
        #expect(result.status == 0)
        #expect(result.lines.first == "Average 5, 1 March to 3 March")
        #expect(result.error.contains("1 row that could not be read was skipped."))
        #expect(result.error.contains("series.csv:3:12:"))
    }

    @Test("--where keeps the rows of one series in a long table")
    func whereFilters() throws {
        let (file, folder) = try Self.write(
            "date,region,value\n2026-03-01,EU,4\n2026-03-01,US,100\n2026-03-02,EU,6\n2026-03-02,US,300\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run([
            "summary", "--today", "2026-12-01", file.path, "--where", "region=US", "--locale", "en-GB",
        ])
        #expect(result.lines.first == "Average 200, 1 March to 2 March")
        let none = try CommandRunner.run(["summary", "--today", "2026-12-01", file.path, "--where", "region=ASIA"])
        #expect(none.status == 65)
        #expect(none.error.contains("'EU'") && none.error.contains("'US'"))
    }

    @Test("Standard input is read only with '-', never because it is a pipe, and JSON input works")
    func standardInputAndJSON() throws {
        // A command in a loop or a script has a pipe for standard input: it must not be read.
        let piped = try CommandRunner.run(
            ["summary", "--locale", "en-GB", "--demo-end", "2026-11-29"], input: "2026-03-01,4\n2026-03-02,6\n")
        #expect(piped.status == 0)
        #expect(piped.lines.first == "Average 7,514 steps a day, 19 October to 29 November")
        let dash = try CommandRunner.run(
            ["summary", "--today", "2026-12-01", "-", "--locale", "en-GB"],
            input: #"[{"date":"2026-03-01","value":4},{"date":"2026-03-02","value":6}]"#)
        #expect(dash.lines.first == "Average 5, 1 March to 2 March")
    }
    @Test("An Excel export from Germany reads with its BOM, ';' and decimal commas, and says how it was read")
    func europeanExport() throws {
        let text = "\u{FEFF}Datum;Umsatz\r\n02.03.2026;1.234,50\r\n03.03.2026;987,25\r\n04.03.2026;2.001,75\r\n"
        let (file, folder) = try Self.write(text, name: "umsatz.csv")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(
            [
                "summary", "--today", "2026-12-01", file.path, "--date-format", "dd.MM.yyyy", "--locale", "de",
                "--value-format", "number:2",
            ])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.lines.first == "Durchschnitt 1.407,83, vom zweiten März bis zum vierten März")
        // The note is in the language of the sentences, as every other note is.
        #expect(
            result.error.contains("Als europäische Datei gelesen: Felder durch „;“ getrennt, Dezimalkomma"),
            "\(result.error)")
        #expect(!result.error.contains("note:") && !result.error.contains("read as"), "\(result.error)")
        let english = try CommandRunner.run([
            "summary", "--today", "2026-12-01", file.path, "--date-format", "dd.MM.yyyy", "--locale", "en",
        ])
        #expect(
            english.error.contains(
                "Read as a European file: fields separated by ‘;’, decimal comma (1.234,5 is 1234.5)"))
        let forced = try CommandRunner.run([
            "summary", "--today", "2026-12-01", file.path, "--date-format", "dd.MM.yyyy", "--decimal-point",
        ])
        #expect(forced.status == 65)
        #expect(forced.error.contains("found '1.234,50'"), "\(forced.error)")
        #expect(forced.error.contains("if ',' is the decimal mark here, give --decimal-comma"), "\(forced.error)")
        let both = try CommandRunner.run([
            "summary", "--today", "2026-12-01", file.path, "--decimal-point", "--decimal-comma",
        ])
        #expect(both.status == 64)
        let badDelimiter = try CommandRunner.run(["summary", "--today", "2026-12-01", file.path, "--delimiter", ":"])
        #expect(badDelimiter.status == 64)
    }

    @Test("A value that reads two ways is named in the language of the sentences, its readings in the locale's digits")
    func ambiguousNote() throws {
        let text = "2026-03-01;1.234\n2026-03-02;2.500\n2026-03-03;3.125\n"
        let (file, folder) = try Self.write(text, name: "werte.csv")
        defer { try? FileManager.default.removeItem(at: folder) }
        let polish = try CommandRunner.run(["summary", "--today", "2026-12-01", file.path, "--locale", "pl"])
        #expect(polish.status == 0, "\(polish.error)")
        #expect(
            polish.error.contains(
                "Wartości takie jak „1.234” w kolumnie 2 odczytano jako 1234; jeśli chodzi o 1,234, podaj --decimal-point."
            ), "\(polish.error)")
        let egyptian = try CommandRunner.run(["summary", "--today", "2026-12-01", file.path, "--locale", "ar-EG"])
        #expect(egyptian.error.contains("في العمود ٢ على أنها ١٢٣٤"), "\(egyptian.error)")
        #expect(egyptian.error.contains("\u{2068}1.234\u{2069}"), "the file's own text is isolated: \(egyptian.error)")
    }

    static let misspeltColumns: [(arguments: [String], suggestion: String)] = [
        (
            ["--value-column", "prise"],
            "there is no column named 'prise' for the values: the header row names 'date', 'symbol' and 'price'; did you mean 'price'?"
        ),
        (["--date-column", "dat"], "did you mean 'date'?"),
        (["--where", "symbl=AAPL"], "did you mean 'symbol'?"),
        (["--series", "Symbl"], "did you mean 'symbol'?"),
    ]

    @Test(
        "A misspelt column gets a suggestion, as a misspelt option does, whatever the locale",
        arguments: misspeltColumns)
    func misspeltColumn(arguments: [String], suggestion: String) throws {
        let (file, folder) = try Self.write(
            "date,symbol,price\n2026-03-02,AAPL,181.5\n2026-03-03,AAPL,183\n", name: "prices.csv")
        defer { try? FileManager.default.removeItem(at: folder) }
        for locale in ["en", "de", "ja"] {
            let result = try CommandRunner.run(
                ["summary", "--today", "2026-12-01", file.path, "--locale", locale] + arguments)
            #expect(result.status == 65)
            #expect(result.output.isEmpty)
            #expect(result.error.hasPrefix("\(file.path):1:1: error: "), "\(result.error)")
            #expect(result.error.contains(suggestion), "\(locale): \(result.error)")
        }
        let far = try CommandRunner.run([
            "summary", "--today", "2026-12-01", file.path, "--value-column", "temperature",
        ])
        #expect(!far.error.contains("did you mean"), "\(far.error)")
    }

    @Test("Monthly and yearly files read, and --to a month covers the whole month")
    func monthsAndYears() throws {
        let monthly =
            "month,change\n" + (1...12).map { "2008-\(String(format: "%02d", $0)),-\($0 * 10)" }.joined(separator: "\n")
            + "\n"
        let (file, folder) = try Self.write(monthly, name: "jobs.csv")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(
            [
                "summary", "--today", "2026-12-01", file.path, "--from", "2008-03", "--to", "2008-05", "--minimum-span",
                "1",
                "--format", "json",
            ])
        #expect(result.status == 0, "\(result.error)")
        let json = try Self.jsonObject(result.output)
        let window = try #require(json["window"] as? [String: Any])
        #expect(window["start"] as? String == "2008-03-01T00:00:00Z")
        #expect(window["end"] as? String == "2008-05-01T00:00:00Z")
        #expect(window["count"] as? Int == 3)
        let yearly = try CommandRunner.run(
            ["summary", "--today", "2026-12-01", "-", "--format", "json"],
            input: "year,visitors\n2015,10\n2016,12\n2017,14\n")
        #expect(yearly.status == 0, "\(yearly.error)")
        let series = try #require(try Self.jsonObject(yearly.output)["series"] as? [String: Any])
        #expect(series["first"] as? String == "2015-01-01T00:00:00Z")
        #expect(series["last"] as? String == "2017-01-01T00:00:00Z")
    }

}
