import CommandTestSupport
import Foundation
import Testing

@Suite("rangelens report")
struct ReportCommandTests {
    static let demo = ["--demo-end", "2026-11-29", "--locale", "en-GB"]
    static let examples = CommandRunner.repositoryRoot.appendingPathComponent("docs/examples")

    /// The text between an opening and a closing mark.
    static func between(_ start: String, _ end: String, in html: String) -> String? {
        guard let from = html.range(of: start), let to = html.range(of: end, range: from.upperBound..<html.endIndex)
        else { return nil }
        return String(html[from.upperBound..<to.lowerBound])
    }

    /// Writes a page in a fresh folder and returns its text, with the folder for more files.
    static func page(_ arguments: [String]) throws -> (html: String, folder: URL, result: CommandResult) {
        let folder = try CommandRunner.temporaryFolder()
        let path = folder.appendingPathComponent("page.html")
        let result = try CommandRunner.run(["report"] + arguments + ["-o", path.path])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.isEmpty)
        return (try String(contentsOf: path, encoding: .utf8), folder, result)
    }

    @Test("The audio is the file `rangelens audio` writes, byte for byte, and the captions its cue file")
    func audioMatches() throws {
        let (html, folder, _) = try Self.page(Self.demo)
        defer { try? FileManager.default.removeItem(at: folder) }
        let audioPath = folder.appendingPathComponent("graph.flac")
        let cuesPath = folder.appendingPathComponent("graph.vtt")
        let audio = try CommandRunner.run(["audio"] + Self.demo + ["-o", audioPath.path, "--cues", cuesPath.path])
        #expect(audio.status == 0, "\(audio.error)")
        let embedded = try #require(Self.between("src=\"data:audio/flac;base64,", "\"", in: html))
        #expect(Data(base64Encoded: embedded) == (try Data(contentsOf: audioPath)))
        let track = try #require(Self.between("src=\"data:text/vtt;base64,", "\"", in: html))
        #expect(Data(base64Encoded: track) == (try Data(contentsOf: cuesPath)))
        #expect(html.contains("<p id=\"audio-description\">\(audio.lines.joined(separator: " "))</p>"))
    }

    @Test("The readout, description and table are what `summary --describe --table` says")
    func summaryMatches() throws {
        let (html, folder, _) = try Self.page(Self.demo)
        defer { try? FileManager.default.removeItem(at: folder) }
        let summary = try CommandRunner.run(["summary"] + Self.demo + ["--describe", "--table"])
        let lines = summary.lines
        #expect(html.contains("<p class=\"lead\">\(lines[0])</p>"))
        #expect(html.contains("<title>Steps: \(lines[0])</title>"))
        #expect(html.contains("<p>\(lines[1])</p>"))
        #expect(lines.count == 44)
        for line in lines.dropFirst(2) {
            let comma = try #require(line.range(of: ", "))
            let row =
                "<tr><th scope=\"row\">\(line[..<comma.lowerBound])</th><td>\(line[comma.upperBound...])</td></tr>"
            #expect(html.contains(row), "no row for «\(line)»")
        }
        let explore = try CommandRunner.run(["explore"] + Self.demo + ["--keys", ""])
        #expect(html.contains("aria-live=\"polite\">\(explore.lines[0])</p>"))
    }

    @Test("A year of daily data makes a page under 1.5 MB, with FLAC and smaller with Ogg")
    func size() throws {
        let steps = Self.examples.appendingPathComponent("steps.csv").path
        let (flac, folder, _) = try Self.page([steps, "--last", "365", "--unit", "steps a day"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(flac.utf8.count < 1_500_000, "\(flac.utf8.count) bytes")
        let (ogg, other, _) = try Self.page([steps, "--last", "365", "--audio-format", "ogg"])
        defer { try? FileManager.default.removeItem(at: other) }
        #expect(ogg.contains("src=\"data:audio/ogg;base64,T2dnUw"))
        #expect(ogg.utf8.count < flac.utf8.count / 2)
        #expect(flac.contains("<h1>steps</h1>"))
    }

    @Test("Several series: each series' readout and the comparison `summary --series` says, and one audio graph")
    func severalSeries() throws {
        let prices = Self.examples.appendingPathComponent("prices.csv").path
        let (html, folder, _) = try Self.page([prices, "--series", "symbol", "--locale", "en-GB"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let summary = try CommandRunner.run(["summary", prices, "--series", "symbol", "--locale", "en-GB"])
        for line in summary.lines { #expect(html.contains(line), "the page does not say «\(line)»") }
        for name in ["AAPL", "GOOG", "MSFT"] {
            #expect(html.contains("<h2 id=\"series-") && html.contains(">\(name)</h2>"))
            #expect(html.contains("download=\"prices-\(name).csv\""))
        }
        #expect(html.components(separatedBy: "<audio ").count == 2)
        #expect(html.components(separatedBy: "role=\"slider\"").count == 2)
    }

    @Test("In Arabic the page is right to left; notes about the data are in it as on standard error")
    func arabicAndNotes() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = folder.appendingPathComponent("values.csv")
        try
            "date,value\n2026-03-01,5\n2026-03-02,\n2026-03-03,7\n2026-03-04,-2\n2026-03-05,4\n2026-03-06,6\n2026-03-07,3\n"
            .write(to: data, atomically: true, encoding: .utf8)
        let page = folder.appendingPathComponent("page.html")
        let result = try CommandRunner.run([
            "report", data.path, "--locale", "ar", "--today", "2026-11-29", "-o", page.path,
        ])
        #expect(result.status == 0)
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains("<html lang=\"ar\" dir=\"rtl\">"))
        let note = result.error.split(separator: "\n").first.map(String.init) ?? ""
        #expect(!note.isEmpty)
        #expect(html.contains("<li>\(note)</li>"))
        #expect(html.contains("<h1>values</h1>"))
    }

    @Test("-o - writes the page to standard output; --title names it")
    func standardOutput() throws {
        let result = try CommandRunner.run(["report"] + Self.demo + ["--title", "My steps", "-o", "-"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("<!DOCTYPE html>\n"))
        #expect(result.output.contains("<h1>My steps</h1>"))
    }

    @Test("Without -o, with the input as output, or into a missing folder: refused, nothing written")
    func refusals() throws {
        let missing = try CommandRunner.run(["report"] + Self.demo)
        #expect(missing.status == 64)
        #expect(missing.error.hasPrefix("error: give the page to write with -o, such as -o report.html\n"))
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = folder.appendingPathComponent("steps.csv")
        try "date,value\n2026-03-01,5\n2026-03-02,6\n".write(to: data, atomically: true, encoding: .utf8)
        let itself = try CommandRunner.run(["report", data.path, "-o", data.path])
        #expect(itself.status == 64)
        #expect(try String(contentsOf: data, encoding: .utf8) == "date,value\n2026-03-01,5\n2026-03-02,6\n")
        let nowhere = try CommandRunner.run(
            ["report"] + Self.demo + ["-o", folder.appendingPathComponent("none/page.html").path])
        #expect(nowhere.status == 73)
        #expect(try CommandRunner.names(in: folder) == ["steps.csv"])
        let bad = try CommandRunner.run(["report"] + Self.demo + ["--audio-format", "mp3", "-o", "x.html"])
        #expect(bad.status == 64)
    }
}
