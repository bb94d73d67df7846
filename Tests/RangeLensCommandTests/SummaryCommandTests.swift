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
}
