import CommandTestSupport
import Foundation
import Testing

@Suite("rangelens summary")
struct SummaryCommandTests {
    static let demo = ["--demo-end", "2026-11-29"]

    @Test("With no file, it reads out the last six weeks of the demo series: the readout alone")
    func demoReadout() throws {
        let result = try CommandRunner.run(["summary", "--today", "2026-12-01"] + Self.demo, input: "")
        #expect(result.status == 0)
        #expect(result.lines == ["Average 7,514 steps a day, October 19 to November 29"])
        #expect(result.error.isEmpty)
    }

    static let rangeValues: [(locale: String, readout: String, rangeValue: String)] = [
        (
            "en-GB", "Average 7,514 steps a day, 19 October to 29 November",
            "19 October to 29 November, average 7,514 steps a day"
        ),
        (
            "fr", "Moyenne 7 514 pas par jour, du 19 octobre au 29 novembre",
            "du 19 octobre au 29 novembre, moyenne 7 514 pas par jour"
        ),
        (
            "de", "Durchschnitt 7.514 Schritte pro Tag, vom neunzehnten Oktober bis zum neunundzwanzigsten November",
            "vom neunzehnten Oktober bis zum neunundzwanzigsten November, Durchschnitt 7.514 Schritte pro Tag"
        ),
        (
            "es", "Promedio 7514 pasos al día, del 19 de octubre al 29 de noviembre",
            "del 19 de octubre al 29 de noviembre, promedio 7514 pasos al día"
        ),
        ("ja", "1日平均7,514歩、10月19日から11月29日まで", "10月19日から11月29日まで、1日平均7,514歩"),
    ]

    @Test(
        "--range-value adds the range control's value, its caption in the language's mid-sentence case",
        arguments: rangeValues)
    func rangeValue(locale: String, readout: String, rangeValue: String) throws {
        let plain = try CommandRunner.run(
            ["summary", "--today", "2026-12-01", "--locale", locale] + Self.demo, input: "")
        #expect(plain.lines == [readout])
        let result = try CommandRunner.run(
            ["summary", "--today", "2026-12-01", "--range-value", "--locale", locale] + Self.demo, input: "")
        #expect(result.status == 0)
        #expect(result.lines == [readout, rangeValue])
        let ssml = try CommandRunner.run(
            ["summary", "--today", "2026-12-01", "--format", "ssml", "--locale", locale] + Self.demo, input: "")
        #expect(!ssml.output.contains(rangeValue))
    }

    @Test("--describe adds the description and --table a line per sample, after the range value when asked for")
    func describeAndTable() throws {
        let result = try CommandRunner.run(
            ["summary", "--today", "2026-12-01", "--describe", "--table", "--last", "10", "--locale", "en-GB"]
                + Self.demo, input: "")
        #expect(result.status == 0)
        #expect(result.lines.count == 2 + 10)
        #expect(result.lines[1].hasPrefix("Highest "))
        #expect(result.lines[2].hasPrefix("20 November, "))
        #expect(result.lines.last == "29 November, 2,542")
        let all = try CommandRunner.run(
            [
                "summary", "--today", "2026-12-01", "--range-value", "--describe", "--table", "--last", "10",
                "--locale", "en-GB",
            ] + Self.demo, input: "")
        #expect(all.lines.count == 3 + 10)
        #expect(all.lines[1].hasPrefix("20 November to 29 November, average "))
        #expect(all.lines[2] == result.lines[1])
    }

    static let describedUnits: [(locale: String, arguments: [String], description: String)] = [
        (
            "en-GB", [],
            "Highest 11,076 steps a day on 7 November, lowest 2,461 steps a day on 25 October. Rose and fell 2 times, "
                + "with peaks on 31 October and on 28 November. Overall, comparing the first and last 7 days, from an "
                + "average of 6,752 steps a day to 7,454 steps a day, up 10%, across 42 days."
        ),
        (
            "fr", [],
            "Maximum de 11 076 pas par jour le 7 novembre, minimum de 2 461 pas par jour le 25 octobre. "
                + "Monte et redescend 2 fois, avec des pics le 31 octobre et le 28 novembre. Dans l’ensemble, en "
                + "moyenne sur 7 jours au début et à la fin, de 6 752 pas par jour à 7 454 pas par jour, "
                + "soit une hausse de 10 pour cent, sur 42 jours."
        ),
        (
            "pl", [],
            "Najwyższa wartość 11 076 kroków dziennie w dniu siódmego listopada, najniższa 2461 kroków dziennie w dniu "
                + "dwudziestego piątego października. Na przemian wzrosty i spadki, 2 razy, z maksimami w dniu "
                + "trzydziestego pierwszego października i w dniu "
                + "dwudziestego ósmego listopada. Ogółem porównując pierwszych i ostatnich 7 dni: średnio 6752 kroki dziennie na "
                + "początku i 7454 kroki dziennie na końcu, o 10 procent więcej, przez 42 dni."
        ),
        (
            "en-GB", ["--unit", "paces"],
            "Highest 11,076 paces on 7 November, lowest 2,461 paces on 25 October. Rose and fell 2 times, with peaks "
                + "on 31 October and on 28 November. Overall, comparing the first and last 7 days, from an average of "
                + "6,752 paces to 7,454 paces, up 10%, across 42 days."
        ),
    ]

    @Test("The description carries the unit after every value, as the readout does", arguments: describedUnits)
    func describedUnit(locale: String, arguments: [String], description: String) throws {
        let result = try CommandRunner.run(
            ["summary", "--today", "2026-12-01", "--describe", "--locale", locale] + arguments + Self.demo, input: "")
        #expect(result.status == 0)
        #expect(result.lines.last == description)
        let json = try FileInputTests.jsonObject(
            try CommandRunner.run(
                ["summary", "--today", "2026-12-01", "--describe", "--format", "json", "--locale", locale] + arguments
                    + Self.demo, input: ""
            ).output)
        #expect((json["description"] as? [String: Any])?["text"] as? String == description)
    }

    @Test("--from and --to choose a window by dates, and --to includes its whole day")
    func datesChooseTheWindow() throws {
        let result = try CommandRunner.run(
            ["summary", "--today", "2026-12-01", "--from", "2026-03-03", "--to", "2026-04-14", "--locale", "en-GB"]
                + Self.demo, input: "")
        #expect(result.status == 0)
        #expect(result.lines.first?.hasSuffix("3 March to 14 April") == true)
    }

    @Test(
        "Each summary has its caption",
        arguments: [("total", "Total "), ("maximum", "Highest "), ("minimum", "Lowest "), ("average", "Average ")])
    func summaries(kind: String, caption: String) throws {
        let result = try CommandRunner.run(
            ["summary", "--today", "2026-12-01", "--summary", kind] + Self.demo, input: "")
        #expect(result.lines.first?.hasPrefix(caption) == true)
    }

    static let inUnitTrends: [(locale: String, description: String)] = [
        (
            "en-GB",
            "Highest 6.8 °C on 1 March 2025, lowest minus 1.4 °C on 19 January 2025. Rising every day, from minus 1.4 °C to "
                + "6.8 °C, up 8.2 °C, across 42 days."
        ),
        (
            "de",
            "Höchstwert 6,8 °C am ersten März 2025, Tiefstwert minus 1,4 °C am neunzehnten Januar 2025. Anstieg an jedem Tag, "
                + "anfangs minus 1,4 °C, zuletzt 6,8 °C, ein Plus von 8,2 °C, über 42 Tage hinweg."
        ),
        (
            "fr",
            "Maximum de 6,8 °C le 1er mars 2025, minimum de moins 1,4 °C le 19 janvier 2025. En hausse chaque jour, de "
                + "moins 1,4 °C à 6,8 °C, soit une hausse de 8,2 °C, sur 42 jours."
        ),
    ]

    @Test(
        "A change of temperatures is in the data's unit, carrying --unit, as the extremes do",
        arguments: inUnitTrends)
    func inUnitTrend(locale: String, description: String) throws {
        var text = "date,temperature\n"
        for day in 0..<60 {
            text +=
                "\(FileInputTests.isoDay(day).replacingOccurrences(of: "2026", with: "2025")),\(-5 + Double(day) * 0.2)\n"
        }
        let (file, folder) = try FileInputTests.write(text, name: "temperatures.csv")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run([
            "summary", "--today", "2026-12-01", file.path, "--describe", "--unit", "°C", "--locale", locale,
        ])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.lines.last == description)
        let bare = try CommandRunner.run([
            "summary", "--today", "2026-12-01", file.path, "--describe", "--locale", locale,
        ])
        #expect(bare.lines.last?.contains("°C") == false)
    }

    static let replacedCaptions: [(locale: String, caption: String, rangeValue: String)] = [
        ("en-GB", "Daily average", "19 October to 29 November, daily average 7,514 steps a day"),
        ("fr", "Moyenne quotidienne", "du 19 octobre au 29 novembre, moyenne quotidienne 7 514 pas par jour"),
        (
            "de", "Tagesdurchschnitt",
            "vom neunzehnten Oktober bis zum neunundzwanzigsten November, Tagesdurchschnitt 7.514 Schritte pro Tag"
        ),
    ]

    @Test("A caption replaced with --catalog is said mid-sentence in the language's case", arguments: replacedCaptions)
    func replacedCaptionMidSentence(locale: String, caption: String, rangeValue: String) throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("Captions.xcstrings")
        let language = String(locale.prefix(2))
        try
            #"{"sourceLanguage":"en","strings":{"range.caption.average":{"localizations":{"\#(language)":{"stringUnit":{"state":"translated","value":"\#(caption)"}}}}},"version":"1.0"}"#
            .write(to: catalog, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(
            ["summary", "--today", "2026-12-01", "--catalog", catalog.path, "--range-value", "--locale", locale]
                + Self.demo, input: "")
        #expect(result.status == 0, "\(result.error)")
        #expect(result.lines.first?.hasPrefix(caption + " ") == true)
        #expect(result.lines.last == rangeValue)
    }

    @Test("JSON carries the sentences with the numbers and ISO dates behind them, the range value among them")
    func json() throws {
        let result = try CommandRunner.run(
            ["summary", "--today", "2026-12-01", "--format", "json", "--describe"] + Self.demo, input: "")
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(object["readout"] as? String == "Average 7,514 steps a day, October 19 to November 29")
        #expect(object["rangeValue"] as? String == "October 19 to November 29, average 7,514 steps a day")
        let description = try #require(object["description"] as? [String: Any])
        #expect(
            description["text"] as? String
                == "Highest 11,076 steps a day on November 7, lowest 2,461 steps a day on October 25. Rose and fell "
                + "2 times, with peaks on October 31 and on November 28. Overall, comparing the first and last 7 days, "
                + "from an average of 6,752 steps a day to 7,454 steps a day, up 10%, across 42 days.")
        let change = try #require(description["change"] as? [String: Any])
        #expect(change["saidAs"] as? String == "percentage")
        #expect(change["averagedValues"] as? Int == 7)
        #expect((change["from"] as? [String: Any])?["date"] as? String == "2026-10-19T00:00:00Z")
        let shape = try #require(description["shape"] as? [String: Any])
        #expect(shape["kind"] as? String == "waves")
        #expect((shape["peaks"] as? [[String: Any]])?.count == 2)
        // Troughs as well as peaks: the low between the two peaks, with its date and value.
        let troughs = try #require(shape["troughs"] as? [[String: Any]])
        #expect(!troughs.isEmpty)
        #expect(troughs.allSatisfy { $0["date"] is String && $0["value"] is Double })
        #expect(shape["dailyPeak"] is NSNull)
        #expect((description["highest"] as? [String: Any])?["count"] as? Int == 1)
        #expect(description["weekdaysOnly"] as? Bool == false)
        #expect((description["span"] as? [String: Any])?["unit"] as? String == "day")
        let window = try #require(object["window"] as? [String: Any])
        #expect(window["start"] as? String == "2026-10-19T00:00:00Z")
        #expect(window["count"] as? Int == 42)
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(abs((summary["value"] as? Double ?? 0) - 7513.571428571428) < 1e-9)
    }

    @Test("SSML wraps each sentence for a speech engine")
    func ssml() throws {
        let result = try CommandRunner.run(
            ["summary", "--today", "2026-12-01", "--format", "ssml"] + Self.demo, input: "")
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
        let result = try CommandRunner.run(["summary", "--today", "2026-12-01", "--help"])
        #expect(result.status == 0)
        for option in [
            "--last N", "--from DATE", "--to DATE", "--summary KIND", "--unit TEXT", "--minimum-span N", "--describe",
            "--table", "--format FORMAT", "--locale ID", "--time-zone ID", "--negative-as-zero", "--today DATE",
            "--catalog FILE", "--where COLUMN=VALUE", "EXAMPLES:",
        ] {
            #expect(result.output.contains(option), "help lacks \(option)")
        }
        let root = try CommandRunner.run(["--help"])
        #expect(root.status == 0 && root.output.contains("summary") && root.output.contains("explore"))
        let version = try CommandRunner.run(["--version"])
        #expect(version.status == 0 && version.output.hasPrefix("rangelens "))
    }

    @Test("The locale comes from LANG when --locale is not given")
    func localeFromEnvironment() throws {
        let result = try CommandRunner.run(
            ["summary", "--today", "2026-12-01"] + Self.demo, input: "", environment: ["LANG": "en_GB.UTF-8"])
        #expect(result.lines.first == "Average 7,514 steps a day, 19 October to 29 November")
    }

    @Test("A replacement catalog changes the caption; a broken one is refused with exit 65")
    func replacementCatalog() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = folder.appendingPathComponent("Captions.xcstrings")
        try
            #"{"sourceLanguage":"en","strings":{"range.caption.average":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Daily average"}}}}},"version":"1.0"}"#
            .write(to: good, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(
            ["summary", "--today", "2026-12-01", "--catalog", good.path] + Self.demo, input: "")
        #expect(result.lines.first == "Daily average 7,514 steps a day, October 19 to November 29")
        let broken = folder.appendingPathComponent("Broken.xcstrings")
        try
            "{\"sourceLanguage\":\"en\",\n\"strings\":{\"range.label\":{\"localizations\":{\"en\":{\"stringUnit\":{\"value\":\"Range %n\"}}}}}}"
            .write(to: broken, atomically: true, encoding: .utf8)
        let refused = try CommandRunner.run(
            ["summary", "--today", "2026-12-01", "--catalog", broken.path] + Self.demo, input: "")
        #expect(refused.status == 65)
        #expect(refused.error.contains("range.label (en)"))
        #expect(refused.output.isEmpty)
        let missing = try CommandRunner.run(
            ["summary", "--today", "2026-12-01", "--catalog", folder.appendingPathComponent("none.xcstrings").path]
                + Self.demo, input: "")
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
        let result = try CommandRunner.run(["summary", "--today", "2026-12-01", file.path])
        #expect(result.status == 65)
        #expect(result.output.isEmpty)
        #expect(
            result.error
                == "\(file.path): error: this file holds 3 series in one table: dates repeat, and column 'symbol' "
                + "tells them apart ('AAPL', 'GOOG' and 'MSFT'); read one with --where symbol=AAPL, "
                + "or each in turn with --series symbol\n")
        let one = try CommandRunner.run([
            "summary", "--today", "2026-12-01", file.path, "--where", "symbol=GOOG", "--locale", "en-GB",
        ])
        #expect(one.status == 0)
        #expect(one.lines.first == "Average 141, 2 March to 6 March")
    }

    @Test("--series speaks each series' readout in turn, led by its name, in the file's order")
    func severalSeries() throws {
        let (file, folder) = try FileInputTests.write(Self.longTable, name: "prices.csv")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run([
            "summary", "--today", "2026-12-01", file.path, "--series", "symbol", "--locale", "en-GB", "--minimum-span",
            "2",
        ])
        #expect(result.status == 0, "\(result.error)")
        #expect(
            result.lines == [
                "AAPL: Average 183, 2 March to 6 March", "GOOG: Average 141, 2 March to 6 March",
                "MSFT: Average 412, 2 March to 6 March", "Highest average: MSFT, 412; lowest: GOOG, 141.",
            ])
        let withRangeValues = try CommandRunner.run(
            [
                "summary", "--today", "2026-12-01", file.path, "--series", "symbol", "--locale", "en-GB",
                "--minimum-span", "2", "--range-value",
            ])
        #expect(
            withRangeValues.lines == [
                "AAPL: Average 183, 2 March to 6 March", "AAPL: 2 March to 6 March, average 183",
                "GOOG: Average 141, 2 March to 6 March", "GOOG: 2 March to 6 March, average 141",
                "MSFT: Average 412, 2 March to 6 March", "MSFT: 2 March to 6 March, average 412",
                "Highest average: MSFT, 412; lowest: GOOG, 141.",
            ])
        // The column is named once for the file; each series' gaps are led by its name.
        #expect(result.error.components(separatedBy: "Reading values from").count == 2, "\(result.error)")
        #expect(result.error.contains("AAPL: 1 value is empty or not a number: it is a gap"), "\(result.error)")
        let german = try CommandRunner.run(
            [
                "summary", "--today", "2026-12-01", file.path, "--series", "symbol", "--where", "symbol=MSFT",
                "--locale", "de", "--describe",
            ])
        #expect(german.status == 0, "\(german.error)")
        #expect(
            german.lines.first == "MSFT: Durchschnitt 412, vom zweiten März bis zum sechsten März",
            "412.5 rounds half to even")
        #expect(german.lines.count == 2, "the readout and the description; one series: no comparison")
        #expect(german.lines.last?.hasPrefix("MSFT: ") == true, "the description is led by the name too")
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
            [
                "summary", "--today", "2026-12-01", file.path, "--series", "station", "--value-column", "temperature",
                "--locale", "en-GB",
            ])
        #expect(result.status == 0, "\(result.error)")
        #expect(
            result.lines == [
                "1001: Average minus 4.5, 1 January to 7 January", "1002: Average 4, 1 January to 7 January",
                "Highest average: 1002, 4; lowest: 1001, minus 4.5.",
            ])
    }

    @Test("--series needs a file: the demo series holds one series")
    func severalSeriesNeedsAFile() throws {
        let demo = try CommandRunner.run(["summary", "--today", "2026-12-01", "--series", "symbol"], input: "")
        #expect(demo.status == 64)
        #expect(demo.error.contains("'--series' needs a file that holds several series"))
    }
}
