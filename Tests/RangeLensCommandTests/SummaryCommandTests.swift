import Foundation
import Testing

@Suite("rangelens summary")
struct SummaryCommandTests {
    static let demo = ["--demo-end", "2026-11-29"]

    @Test("With no file, it reads out the last six weeks of the demo series")
    func demoReadout() throws {
        let result = try CommandRunner.run(["summary"] + Self.demo, input: "")
        #expect(result.status == 0)
        #expect(result.lines == [
            "Average 7,514 steps a day, October 19 to November 29",
            "October 19 to November 29, Average 7,514 steps a day",
        ])
        #expect(result.error.isEmpty)
    }

    @Test("--describe adds the description and --table a line per sample")
    func describeAndTable() throws {
        let result = try CommandRunner.run(["summary", "--describe", "--table", "--last", "10", "--locale", "en-GB"] + Self.demo, input: "")
        #expect(result.status == 0)
        #expect(result.lines.count == 3 + 10)
        #expect(result.lines[2].hasPrefix("Highest "))
        #expect(result.lines[3].hasPrefix("20 November, "))
        #expect(result.lines.last == "29 November, 2,542")
    }

    @Test("--from and --to choose a window by dates, and --to includes its whole day")
    func datesChooseTheWindow() throws {
        let result = try CommandRunner.run(["summary", "--from", "2026-03-03", "--to", "2026-04-14", "--locale", "en-GB"] + Self.demo, input: "")
        #expect(result.status == 0)
        #expect(result.lines.first?.hasSuffix("3 March to 14 April") == true)
    }

    @Test("Each summary has its caption", arguments: [("total", "Total "), ("maximum", "Highest "), ("minimum", "Lowest "), ("average", "Average ")])
    func summaries(kind: String, caption: String) throws {
        let result = try CommandRunner.run(["summary", "--summary", kind] + Self.demo, input: "")
        #expect(result.lines.first?.hasPrefix(caption) == true)
    }

    @Test("JSON carries the sentences with the numbers and ISO dates behind them")
    func json() throws {
        let result = try CommandRunner.run(["summary", "--format", "json", "--describe"] + Self.demo, input: "")
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(object["readout"] as? String == "Average 7,514 steps a day, October 19 to November 29")
        let window = try #require(object["window"] as? [String: Any])
        #expect(window["start"] as? String == "2026-10-19T00:00:00Z")
        #expect(window["count"] as? Int == 42)
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(abs((summary["value"] as? Double ?? 0) - 7513.571428571428) < 1e-9)
    }

    @Test("SSML wraps each sentence for a speech engine")
    func ssml() throws {
        let result = try CommandRunner.run(["summary", "--format", "ssml"] + Self.demo, input: "")
        #expect(result.output.contains("<speak version=\"1.1\""))
        #expect(result.output.contains("<s>Average 7,514 steps a day, October 19 to November 29</s>"))
    }

    static let badUsage: [(arguments: [String], fragment: String)] = [
        (["summary", "--lst", "3"], "did you mean '--last'"),
        (["summary", "--last"], "needs a value"),
        (["summary", "--last", "0"], "whole number 1 or more"),
        (["summary", "--last", "x"], "whole number"),
        (["summary", "--last", "3", "--from", "2026-01-01"], "cannot be used together"),
        (["summary", "--summary", "median"], "average, total, maximum, minimum"),
        (["summary", "--locale", "xx"], "the shipped locales are ar, de, en, es, fr, ja, pl, zh-Hans"),
        (["summary", "--time-zone", "Mars/Olympus"], "time zone"),
        (["summary", "--from", "2026-02-30"], "February 2026 has 28 days"),
        (["summary", "--describe=yes"], "does not take a value"),
        (["summary", "a.csv", "b.csv"], "unexpected argument"),
        (["summry"], "did you mean 'summary'"),
    ]

    @Test("Bad usage exits 64 with the reason, a usage line and a pointer to help", arguments: badUsage)
    func usageErrors(arguments: [String], fragment: String) throws {
        let result = try CommandRunner.run(arguments + Self.demo, input: "")
        #expect(result.status == 64)
        #expect(result.error.hasPrefix("error: "))
        #expect(result.error.contains(fragment), "\(result.error)")
        #expect(result.output.isEmpty)
    }

    @Test("Help lists every option with an example, on standard output")
    func help() throws {
        let result = try CommandRunner.run(["summary", "--help"])
        #expect(result.status == 0)
        for option in ["--last N", "--from DATE", "--to DATE", "--summary KIND", "--unit TEXT", "--minimum-span N", "--describe", "--table", "--format FORMAT", "--locale ID", "--time-zone ID", "--negative-as-zero", "--today DATE", "--catalog FILE", "--where COLUMN=VALUE", "EXAMPLES:"] {
            #expect(result.output.contains(option), "help lacks \(option)")
        }
        let root = try CommandRunner.run(["--help"])
        #expect(root.status == 0 && root.output.contains("summary") && root.output.contains("explore"))
        let version = try CommandRunner.run(["--version"])
        #expect(version.status == 0 && version.output.hasPrefix("rangelens "))
    }

    @Test("The locale comes from LANG when --locale is not given")
    func localeFromEnvironment() throws {
        let result = try CommandRunner.run(["summary"] + Self.demo, input: "", environment: ["LANG": "en_GB.UTF-8"])
        #expect(result.lines.first == "Average 7,514 steps a day, 19 October to 29 November")
    }

    @Test("A replacement catalog changes the caption; a broken one is refused with exit 65")
    func replacementCatalog() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = folder.appendingPathComponent("Captions.xcstrings")
        try #"{"sourceLanguage":"en","strings":{"range.caption.average":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Daily average"}}}}},"version":"1.0"}"#
            .write(to: good, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["summary", "--catalog", good.path] + Self.demo, input: "")
        #expect(result.lines.first == "Daily average 7,514 steps a day, October 19 to November 29")
        let broken = folder.appendingPathComponent("Broken.xcstrings")
        try "{\"sourceLanguage\":\"en\",\n\"strings\":{\"range.label\":{\"localizations\":{\"en\":{\"stringUnit\":{\"value\":\"Range %n\"}}}}}}"
            .write(to: broken, atomically: true, encoding: .utf8)
        let refused = try CommandRunner.run(["summary", "--catalog", broken.path] + Self.demo, input: "")
        #expect(refused.status == 65)
        #expect(refused.error.contains("range.label (en)"))
        #expect(refused.output.isEmpty)
        let missing = try CommandRunner.run(["summary", "--catalog", folder.appendingPathComponent("none.xcstrings").path] + Self.demo, input: "")
        #expect(missing.status == 66)
    }
    static let longTable = """
        date,symbol,close
        2026-03-02,AAPL,181.5
        2026-03-02,GOOG,140.25
        2026-03-02,MSFT,410
        2026-03-03,AAPL,
        2026-03-03,GOOG,141
        2026-03-03,MSFT,412.5
        2026-03-04,AAPL,183
        2026-03-04,GOOG,139.75
        2026-03-05,AAPL,182
        2026-03-05,GOOG,
        2026-03-05,MSFT,415
        2026-03-06,AAPL,184.25
        2026-03-06,GOOG,142
        2026-03-06,MSFT,

        """

    @Test("A long table read as one series is refused with exit 65, naming both ways out")
    func longTableRefused() throws {
        let (file, folder) = try FileInputTests.write(Self.longTable, name: "prices.csv")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["summary", file.path])
        #expect(result.status == 65)
        #expect(result.output.isEmpty)
        #expect(
            result.error
                == "\(file.path): error: this file holds 3 series in one table: dates repeat, and column 'symbol' "
                + "tells them apart ('AAPL', 'GOOG' and 'MSFT'); read one with --where symbol=AAPL, "
                + "or each in turn with --series symbol\n")
        let one = try CommandRunner.run(["summary", file.path, "--where", "symbol=GOOG", "--locale", "en-GB"])
        #expect(one.status == 0)
        #expect(one.lines.first == "Average 141, 2 March to 6 March")
    }

    @Test("--series speaks each series' readout in turn, led by its name, in the file's order")
    func severalSeries() throws {
        let (file, folder) = try FileInputTests.write(Self.longTable, name: "prices.csv")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["summary", file.path, "--series", "symbol", "--locale", "en-GB", "--minimum-span", "2"])
        #expect(result.status == 0, "\(result.error)")
        #expect(
            result.lines == [
                "AAPL: Average 183, 2 March to 6 March", "2 March to 6 March, Average 183",
                "GOOG: Average 141, 2 March to 6 March", "2 March to 6 March, Average 141",
                "MSFT: Average 412, 2 March to 6 March", "2 March to 6 March, Average 412",
                "Highest average: MSFT, 412; lowest: GOOG, 141.",
            ])
        // The column is named once for the file; each series' gaps are led by its name.
        #expect(result.error.components(separatedBy: "Reading values from").count == 2, "\(result.error)")
        #expect(result.error.contains("AAPL: 1 value is empty or not a number: it is a gap"), "\(result.error)")
        let german = try CommandRunner.run(
            ["summary", file.path, "--series", "symbol", "--where", "symbol=MSFT", "--locale", "de", "--describe"])
        #expect(german.status == 0, "\(german.error)")
        #expect(german.lines.first == "MSFT: Durchschnitt 412, 2. März bis 6. März", "412.5 rounds half to even")
        #expect(german.lines.count == 3, "one series: no comparison")
    }

    @Test("--series on a number-like column of a wide file names each series by its number")
    func numberLikeSeries() throws {
        var text = "date,station,temperature,rain\n"
        for day in 1...7 {
            text += "2026-01-0\(day),1001,-\(day).5,0\n2026-01-0\(day),1002,\(day),1\n"
        }
        let (file, folder) = try FileInputTests.write(text, name: "stations.csv")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(
            ["summary", file.path, "--series", "station", "--value-column", "temperature", "--locale", "en-GB"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.lines == [
            "1001: Average -4.5, 1 January to 7 January", "1 January to 7 January, Average -4.5",
            "1002: Average 4, 1 January to 7 January", "1 January to 7 January, Average 4",
            "Highest average: 1002, 4; lowest: 1001, -4.5.",
        ])
    }

    @Test("--series needs a file: the demo series holds one series")
    func severalSeriesNeedsAFile() throws {
        let demo = try CommandRunner.run(["summary", "--series", "symbol"], input: "")
        #expect(demo.status == 64)
        #expect(demo.error.contains("'--series' needs a file that holds several series"))
    }
}

