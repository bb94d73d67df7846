import Foundation
import Narration
import SpanModel
import Testing

@testable import Report

@Suite("The report page's HTML")
struct ReportHTMLTests {
    /// The demo's page in a locale.
    static func demoPage(_ locale: String = "en-GB") throws -> String {
        let narrator = try ReportFixtures.demoNarrator(locale)
        var content = ReportFixtures.content(narrator)
        content.notes = ["2 values are empty or not numbers: they are gaps, left out of every figure."]
        content.audio = ReportContent.AudioFile(
            mediaType: "audio/flac", bytes: Array("fLaC and the rest".utf8),
            cues: "WEBVTT\n\n1\n00:00:00.000 --> 00:00:00.143\n19 October, 6,990\n", description: ["Audio graph."])
        return ReportHTML.document(for: try ReportPage(content))
    }

    /// The values of an attribute wherever it appears.
    static func values(of attribute: String, in html: String) -> [String] {
        html.components(separatedBy: " \(attribute)=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    /// The text between an opening and a closing mark.
    static func between(_ start: String, _ end: String, in html: String) -> String? {
        guard let from = html.range(of: start), let to = html.range(of: end, range: from.upperBound..<html.endIndex)
        else { return nil }
        return String(html[from.upperBound..<to.lowerBound])
    }

    @Test("The page says its language and direction, and its CSP allows only its own style and script")
    func headAndPolicy() throws {
        let html = try Self.demoPage()
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en-GB\" dir=\"ltr\">\n<head>\n<meta charset=\"utf-8\">"))
        let policy = try #require(
            Self.between("<meta http-equiv=\"Content-Security-Policy\" content=\"", "\"", in: html))
        #expect(policy.hasPrefix("default-src 'none'; "))
        let style = try #require(Self.between("<style>", "</style>", in: html))
        let script = try #require(Self.between("\n<script>", "</script>", in: html))
        #expect(policy.contains("style-src '\(ReportHTML.hash(style))'"))
        #expect(policy.contains("script-src '\(ReportHTML.hash(script))'"))
        #expect(policy.contains("media-src data:"))
        #expect(!policy.contains("unsafe"))
        let arabic = try Self.demoPage("ar")
        #expect(arabic.contains("<html lang=\"ar\" dir=\"rtl\">"))
    }

    @Test("Nothing is fetched: every source and link is in the page or a data: URL; no inline handler or style")
    func selfContained() throws {
        let html = try Self.demoPage()
        for source in Self.values(of: "src", in: html) { #expect(source.hasPrefix("data:"), "\(source.prefix(40))") }
        for link in Self.values(of: "href", in: html) {
            #expect(link.hasPrefix("#") || link.hasPrefix("data:"), "\(link.prefix(40))")
        }
        #expect(html.range(of: #" on[a-z]+=""#, options: .regularExpression) == nil)
        #expect(html.range(of: #" style=""#, options: .regularExpression) == nil)
        #expect(!html.contains("url(http") && !html.contains("@import"))
    }

    @Test("Landmarks, headings in order, a skip link to main, and every reference to an id found")
    func structure() throws {
        let html = try Self.demoPage()
        #expect(html.components(separatedBy: "<main").count == 2)
        #expect(html.components(separatedBy: "<h1").count == 2)
        let skip = try #require(Self.between("<body>\n<a class=\"skip-link\" href=\"", "\"", in: html))
        #expect(skip == "#report" && html.contains("<main id=\"report\" tabindex=\"-1\">"))
        let levels = html.components(separatedBy: "<h").dropFirst().compactMap { $0.first?.wholeNumberValue }
        #expect(levels.first == 1)
        for (one, next) in zip(levels, levels.dropFirst()) { #expect(next <= one + 1) }
        let ids = Self.values(of: "id", in: html)
        #expect(Set(ids).count == ids.count, "ids repeat")
        let references =
            Self.values(of: "aria-labelledby", in: html) + Self.values(of: "aria-describedby", in: html)
        for reference in references.flatMap({ $0.split(separator: " ").map(String.init) }) {
            #expect(ids.contains(reference), "no element with the id \(reference)")
        }
        // Each section of the page is a region named by its heading.
        for section in ["description", "chart", "lens", "audio", "table", "notes"] {
            #expect(html.contains("<section class=\"\(section)\" aria-labelledby=\"\(section)-heading\">"))
        }
    }

    @Test("The chart is an image named and described; the control a slider whose value is the range value")
    func chartAndControl() throws {
        let narrator = try ReportFixtures.demoNarrator()
        let window = narrator.series.openingWindow()
        let html = try Self.demoPage()
        #expect(html.contains("role=\"img\""))
        #expect(html.contains("<title id=\"series-1-chart-title\">Values in range</title>"))
        #expect(
            html.contains(
                "<desc id=\"series-1-chart-desc\">\(HTMLText.content(narrator.description(of: window)))</desc>"))
        #expect(html.contains("role=\"slider\" tabindex=\"0\""))
        #expect(Self.values(of: "aria-valuetext", in: html) == [HTMLText.attribute(narrator.rangeValue(of: window))])
        #expect(Self.values(of: "aria-valuenow", in: html) == ["\(window.start + 1)"])
        #expect(Self.values(of: "aria-valuemax", in: html) == ["365"])
        #expect(html.contains("role=\"status\" aria-live=\"polite\">\(narrator.rangeValue(of: window))</p>"))
        for action in ["earlier", "later", "widen", "narrow", "showAll", "back", "describe"] {
            #expect(html.contains("<button type=\"button\" data-action=\"\(action)\">"))
        }
    }

    @Test("The audio plays on request only, with its captions as a track; the table has a caption and header cells")
    func audioAndTable() throws {
        let html = try Self.demoPage()
        let audio = try #require(Self.between("<audio ", ">", in: html))
        #expect(audio.contains("controls") && !audio.contains("autoplay"))
        #expect(
            audio.contains("src=\"data:audio/flac;base64,\(Data("fLaC and the rest".utf8).base64EncodedString())\""))
        let track = try #require(Self.between("<track ", ">", in: html))
        #expect(track.contains("kind=\"captions\""))
        let vtt = try #require(Self.between("src=\"data:text/vtt;base64,", "\"", in: track + " "))
        #expect(String(decoding: Data(base64Encoded: vtt)!, as: UTF8.self).hasPrefix("WEBVTT\n"))
        #expect(html.contains("<caption>Values, 19 October to 29 November</caption>"))
        #expect(html.contains("<th scope=\"col\">Date</th><th scope=\"col\">Value</th>"))
        #expect(html.contains("<tr><th scope=\"row\">19 October</th><td>6,990</td></tr>"))
        #expect(html.components(separatedBy: "<th scope=\"row\">").count == 43)
        let link = try #require(Self.between("<a class=\"download\" download=\"steps.csv\" href=\"", "\"", in: html))
        let csv = try #require(Data(base64Encoded: String(link.dropFirst("data:text/csv;charset=utf-8;base64,".count))))
        #expect(String(decoding: csv, as: UTF8.self).hasPrefix("\u{FEFF}date,value\r\n2026-10-19,6990\r\n"))
    }

    @Test("Text from the file and the catalogs cannot become markup")
    func escaping() throws {
        let narrator = try ReportFixtures.narrator([1, 2, 3, 4, 5, 6, 7, 8], unit: "\"><script>alert(1)</script>")
        var content = ReportFixtures.content(narrator)
        content.name = "<img src=x onerror=alert(1)> & \"friends\""
        content.notes = ["</li><li>"]
        let html = ReportHTML.document(for: try ReportPage(content))
        #expect(!html.contains("<img") && !html.contains("<script>alert"))
        #expect(html.contains("<h1>&lt;img src=x onerror=alert(1)&gt; &amp; \"friends\"</h1>"))
        #expect(html.contains("<li>&lt;/li&gt;&lt;li&gt;</li>"))
        for value in Self.values(of: "aria-valuetext", in: html) { #expect(!value.contains("<")) }
    }

    @Test("The same content writes the same page")
    func deterministic() throws {
        #expect(try Self.demoPage() == Self.demoPage())
    }
}
