import Foundation

/// Writes a report page as one self-contained HTML document: its style, script, chart, audio,
/// captions and data all inside, nothing fetched, and a Content-Security-Policy that allows
/// nothing else (`default-src 'none'`; the page's own style and script by their SHA-256 hashes,
/// media only from `data:` URLs).
///
/// The structure is what a screen reader finds its way by: a skip link, one `main` landmark,
/// headings in order (the report's name, then a heading a section), each section a region named
/// by its heading, the chart an image named by its title and described by the window's
/// description, the range control a slider whose value is the range value, announcements in a
/// polite live region, a table with a caption and header cells, and the audio graph with its
/// captions.
///
/// ```swift
/// let html = ReportHTML.document(for: page)
/// ```
package enum ReportHTML {
    /// The page's whole text.
    ///
    /// - Complexity: O(the page's size).
    package static func document(for page: ReportPage) -> String {
        var writer = Writer(page: page)
        writer.write()
        return writer.output
    }

    /// The Content-Security-Policy of every page: nothing but its own style and script, and
    /// media from `data:` URLs (the audio graph and its captions).
    package static var contentSecurityPolicy: String {
        "default-src 'none'; style-src '\(hash(ReportStyle.text))'; script-src '\(hash(ReportScript.text))'; "
            + "media-src data:; base-uri 'none'; form-action 'none'"
    }

    /// A CSP source for a text: `sha256-` and its digest in base 64.
    static func hash(_ text: String) -> String {
        "sha256-" + Data(SHA256.digest(of: Array(text.utf8))).base64EncodedString()
    }

    /// Builds the document a part at a time.
    private struct Writer {
        let page: ReportPage
        var output = ""

        init(page: ReportPage) {
            self.page = page
            output.reserveCapacity(
                (page.audio?.base64.utf8.count ?? 0) + (page.lens?.states.utf8.count ?? 0) + 200_000)
        }

        mutating func line(_ text: String) {
            output += text
            output += "\n"
        }

        static func text(_ text: String) -> String { HTMLText.content(text) }
        static func attribute(_ text: String) -> String { HTMLText.attribute(text) }
        static func number(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
        }

        mutating func write() {
            let labels = page.labels
            line("<!DOCTYPE html>")
            line(
                "<html lang=\"\(Self.attribute(page.languageTag))\" dir=\"\(page.isRightToLeft ? "rtl" : "ltr")\">")
            line("<head>")
            line("<meta charset=\"utf-8\">")
            line("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
            line(
                "<meta http-equiv=\"Content-Security-Policy\" content=\"\(Self.attribute(ReportHTML.contentSecurityPolicy))\">"
            )
            line("<meta name=\"color-scheme\" content=\"light dark\">")
            line("<meta name=\"generator\" content=\"RangeLens\">")
            line("<title>\(Self.text(page.documentTitle))</title>")
            output += "<style>" + ReportStyle.text + "</style>\n"
            line("</head>")
            line("<body>")
            line("<a class=\"skip-link\" href=\"#report\">\(Self.text(labels.skipLink))</a>")
            line("<main id=\"report\" tabindex=\"-1\">")
            line("<hgroup>")
            line("<h1>\(Self.text(page.heading))</h1>")
            let several = page.blocks.count > 1
            if let lead = several ? page.lead : page.blocks.first?.readout {
                line("<p class=\"lead\">\(Self.text(lead))</p>")
            }
            line("</hgroup>")
            if several {
                for block in page.blocks { writeSeriesSection(block) }
                if !page.comparison.isEmpty {
                    openSection("comparison", kind: "comparison", heading: labels.comparison, level: 2)
                    for sentence in page.comparison { line("<p>\(Self.text(sentence))</p>") }
                    line("</section>")
                }
                writeLens()
                writeAudio()
            } else if let block = page.blocks.first {
                if let description = block.description {
                    openSection("description", kind: "description", heading: labels.description, level: 2)
                    line("<p>\(Self.text(description))</p>")
                    line("</section>")
                }
                if let chart = block.chart {
                    openSection("chart", kind: "chart", heading: labels.chart, level: 2)
                    writeChart(chart, identifier: block.identifier)
                    line("</section>")
                }
                writeLens()
                writeAudio()
                if let table = block.table {
                    openSection("table", kind: "table", heading: labels.table, level: 2)
                    writeTable(table, download: block.download)
                    line("</section>")
                }
            }
            if !page.notes.isEmpty {
                openSection("notes", kind: "notes", heading: labels.notes, level: 2)
                line("<ul>")
                for note in page.notes { line("<li>\(Self.text(note))</li>") }
                line("</ul>")
                line("</section>")
            }
            line("</main>")
            output += "<script>" + ReportScript.text + "</script>\n"
            line("</body>")
            line("</html>")
        }

        /// A section of a kind ("chart"), named by its heading (a region landmark), or not
        /// (`named: false`) for the parts of one of several series, whose headings repeat.
        mutating func openSection(_ identifier: String, kind: String, heading: String, level: Int, named: Bool = true) {
            let name = named ? " aria-labelledby=\"\(identifier)-heading\"" : ""
            line("<section class=\"\(kind)\"\(name)>")
            line("<h\(level) id=\"\(identifier)-heading\">\(Self.text(heading))</h\(level)>")
        }

        /// One of several series: its name, readout, description, chart and table.
        mutating func writeSeriesSection(_ block: ReportPage.Block) {
            let labels = page.labels
            openSection(block.identifier, kind: "series", heading: block.name ?? "", level: 2)
            line("<p class=\"lead\">\(Self.text(block.readout))</p>")
            if let description = block.description {
                openSection(
                    "\(block.identifier)-description", kind: "description", heading: labels.description, level: 3,
                    named: false)
                line("<p>\(Self.text(description))</p>")
                line("</section>")
            }
            if let chart = block.chart {
                openSection("\(block.identifier)-chart", kind: "chart", heading: labels.chart, level: 3, named: false)
                writeChart(chart, identifier: block.identifier)
                line("</section>")
            }
            if let table = block.table {
                openSection("\(block.identifier)-table", kind: "table", heading: labels.table, level: 3, named: false)
                writeTable(table, download: block.download)
                line("</section>")
            }
            line("</section>")
        }

        mutating func writeChart(_ chart: ReportPage.Chart, identifier: String) {
            let id = "\(identifier)-chart"
            let n = Self.number
            line(
                "<svg class=\"chart-image\" role=\"img\" viewBox=\"0 0 \(n(chart.width)) \(n(chart.height))\" "
                    + "aria-labelledby=\"\(id)-title\" aria-describedby=\"\(id)-desc\">")
            line("<title id=\"\(id)-title\">\(Self.text(chart.title))</title>")
            line("<desc id=\"\(id)-desc\">\(Self.text(chart.description))</desc>")
            line(
                "<defs><pattern id=\"\(id)-hatch\" width=\"8\" height=\"8\" patternUnits=\"userSpaceOnUse\" "
                    + "patternTransform=\"rotate(45)\"><line class=\"hatch\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"8\"/>"
                    + "</pattern></defs>")
            let plot = chart.plot
            let startX = page.isRightToLeft ? plot.x + plot.width : plot.x
            let labelX = page.isRightToLeft ? startX + 8 : startX - 8
            line("<g class=\"grid\">")
            for tick in chart.valueTicks {
                line(
                    "<line x1=\"\(n(plot.x))\" x2=\"\(n(plot.x + plot.width))\" y1=\"\(n(tick.position))\" "
                        + "y2=\"\(n(tick.position))\"/>"
                        + "<text x=\"\(n(labelX))\" y=\"\(n(tick.position + 4))\" text-anchor=\"end\">"
                        + "\(Self.text(tick.label))</text>")
            }
            line("</g>")
            if !chart.missing.isEmpty {
                line("<g class=\"missing\">")
                for span in chart.missing {
                    let width = max(span.to - span.from, 2)
                    line(
                        "<rect x=\"\(n(span.from - (width - (span.to - span.from)) / 2))\" y=\"\(n(plot.y))\" "
                            + "width=\"\(n(width))\" height=\"\(n(plot.height))\" fill=\"url(#\(id)-hatch)\"/>")
                }
                line("</g>")
            }
            let bottom = plot.y + plot.height
            line("<g class=\"axis\">")
            line("<line x1=\"\(n(plot.x))\" x2=\"\(n(plot.x + plot.width))\" y1=\"\(n(bottom))\" y2=\"\(n(bottom))\"/>")
            for tick in chart.dateTicks {
                line(
                    "<line x1=\"\(n(tick.position))\" x2=\"\(n(tick.position))\" y1=\"\(n(bottom))\" "
                        + "y2=\"\(n(bottom + 6))\"/>"
                        + "<text x=\"\(n(tick.position))\" y=\"\(n(bottom + 22))\" text-anchor=\"middle\">"
                        + "\(Self.text(tick.label))</text>")
            }
            line("</g>")
            line("<g class=\"line\">")
            for run in chart.runs where run.count > 1 {
                line("<polyline points=\"\(run.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " "))\"/>")
            }
            line("</g>")
            let dots =
                chart.marksSamples ? chart.runs.flatMap { $0 } : chart.runs.filter { $0.count == 1 }.flatMap { $0 }
            if !dots.isEmpty {
                line("<g class=\"dots\">")
                for dot in dots { line("<circle cx=\"\(n(dot.x))\" cy=\"\(n(dot.y))\" r=\"3\"/>") }
                line("</g>")
            }
            for marker in [chart.highest, chart.lowest] {
                guard let marker else { continue }
                let point = marker.point
                // A triangle pointing at the value from the side its words stand on.
                let direction = marker.isAbove ? -1.0 : 1.0
                let tip = point.y + 6 * direction
                let base = point.y + 16 * direction
                let lines = marker.label.split(separator: "\n").map(String.init)
                let clamped = min(max(point.x, plot.x + 40), plot.x + plot.width - 40)
                let firstLine = marker.isAbove ? base - 6 - 14 * Double(lines.count - 1) : base + 14
                var text =
                    "<g class=\"marker\"><path d=\"M\(n(point.x)) \(n(tip)) L\(n(point.x - 6)) \(n(base)) "
                    + "L\(n(point.x + 6)) \(n(base)) Z\"/><text x=\"\(n(clamped))\" y=\"\(n(firstLine))\" "
                    + "text-anchor=\"middle\">"
                for (index, part) in lines.enumerated() {
                    text +=
                        "<tspan x=\"\(n(clamped))\" dy=\"\(index == 0 ? "0" : "14")\">\(Self.text(part))</tspan>"
                }
                line(text + "</text></g>")
            }
            line("</svg>")
            if !chart.missing.isEmpty {
                line(
                    "<p class=\"legend\"><svg class=\"swatch\" viewBox=\"0 0 16 16\" aria-hidden=\"true\">"
                        + "<rect width=\"16\" height=\"16\" fill=\"url(#\(id)-hatch)\"/></svg> "
                        + "\(Self.text(page.labels.noData))</p>")
            }
        }

        mutating func writeLens() {
            guard let lens = page.lens else { return }
            let labels = page.labels
            openSection("lens", kind: "lens", heading: labels.lens, level: 2)
            line("<p id=\"lens-hint\">\(lens.hint.map(Self.text).joined(separator: " "))</p>")
            line("<p class=\"lens-label\" id=\"lens-label\">\(Self.text(lens.label))</p>")
            line(
                "<div id=\"lens\" class=\"lens-control\" role=\"slider\" tabindex=\"0\" "
                    + "aria-labelledby=\"lens-label\" aria-describedby=\"lens-hint\" aria-orientation=\"horizontal\" "
                    + "aria-valuemin=\"1\" aria-valuemax=\"\(lens.sampleCount)\" aria-valuenow=\"\(lens.valueNow)\" "
                    + "aria-valuetext=\"\(Self.attribute(lens.valueLines.joined(separator: " ")))\">")
            let overview = lens.overview
            let n = Self.number
            line(
                "<svg viewBox=\"0 0 \(n(overview.width)) \(n(overview.height))\" preserveAspectRatio=\"none\" "
                    + "aria-hidden=\"true\">")
            for run in overview.runs where run.count > 1 {
                line(
                    "<polyline class=\"overview\" points=\""
                        + run.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " ") + "\"/>")
            }
            line(
                "<rect id=\"lens-band\" class=\"lens-band\" x=\"\(n(overview.band.from))\" y=\"1\" "
                    + "width=\"\(n(max(overview.band.to - overview.band.from, 0)))\" height=\"\(n(overview.height - 2))\"/>"
            )
            line("</svg>")
            line("</div>")
            line(
                "<div id=\"lens-buttons\" class=\"lens-buttons\" role=\"group\" aria-labelledby=\"lens-label\" hidden>")
            for button in lens.buttons {
                line(
                    "<button type=\"button\" data-action=\"\(Self.attribute(button.action))\">"
                        + "\(Self.text(button.label))</button>")
            }
            line("</div>")
            line(
                "<p id=\"lens-status\" class=\"lens-status\" role=\"status\" aria-live=\"polite\">"
                    + "\(Self.text(lens.valueLines.joined(separator: "\n")))</p>")
            line("<script id=\"lens-states\" type=\"application/octet-stream\">\(lens.states)</script>")
            line("</section>")
        }

        mutating func writeAudio() {
            guard let audio = page.audio else { return }
            let labels = page.labels
            openSection("audio", kind: "audio", heading: labels.audio, level: 2)
            line("<p id=\"audio-description\">\(audio.description.map(Self.text).joined(separator: " "))</p>")
            let cues = Data(audio.cues.utf8).base64EncodedString()
            line(
                "<audio id=\"audio\" controls preload=\"metadata\" aria-describedby=\"audio-description\" "
                    + "src=\"data:\(Self.attribute(audio.mediaType));base64,\(audio.base64)\">")
            line(
                "<track kind=\"captions\" default srclang=\"\(Self.attribute(page.languageTag))\" "
                    + "label=\"\(Self.attribute(labels.cues))\" src=\"data:text/vtt;base64,\(cues)\">")
            line("<p>\(Self.text(labels.audioUnsupported))</p>")
            line("</audio>")
            line("<p id=\"audio-cue\" class=\"audio-cue\" aria-hidden=\"true\"></p>")
            line("</section>")
        }

        mutating func writeTable(_ table: ReportPage.Table, download: ReportPage.Download?) {
            let labels = page.labels
            line("<table>")
            line("<caption>\(Self.text(table.caption))</caption>")
            line(
                "<thead><tr><th scope=\"col\">\(Self.text(labels.tableDate))</th>"
                    + "<th scope=\"col\">\(Self.text(labels.tableValue))</th></tr></thead>")
            line("<tbody>")
            for row in table.rows {
                let kind =
                    switch row.kind {
                    case .value: ""
                    case .noValue: " class=\"no-value\""
                    case .noData: " class=\"no-data\""
                    }
                line(
                    "<tr\(kind)><th scope=\"row\">\(Self.text(row.date))</th><td>\(Self.text(row.value))</td></tr>")
            }
            line("</tbody>")
            line("</table>")
            if let download {
                // A byte order mark first, so that spreadsheets read the names as UTF-8.
                let bytes = [0xEF, 0xBB, 0xBF] + Array(download.text.utf8)
                line(
                    "<p><a class=\"download\" download=\"\(Self.attribute(download.fileName))\" "
                        + "href=\"data:text/csv;charset=utf-8;base64,\(Data(bytes).base64EncodedString())\">"
                        + "\(Self.text(labels.download))</a></p>")
            }
        }
    }
}
