import Foundation
import JSONSyntax
import Narration
import SpanModel

extension ReportPage {
    /// The page's content made from a report's series: every sentence from their narrators,
    /// every label from the catalogs, the chart and table of each window, the range control's
    /// states with the sentences each one says, and the audio graph as given.
    ///
    /// - Throws: ``ReportError`` when the range control's states cannot be packed.
    /// - Complexity: O(samples of the windows + states × members); the descriptions the
    ///   control says cost O(window) each.
    package init(_ content: ReportContent) throws(ReportError) {
        let leader = content.members[content.leader]
        let narrator = leader.narrator
        let copy = narrator.copy
        let isRightToLeft = copy.locale.isRightToLeft
        self.languageTag = copy.locale.identifier.replacingOccurrences(of: "_", with: "-")
        self.isRightToLeft = isRightToLeft
        self.heading = content.name
        self.labels = Labels(
            skipLink: copy.text(.reportSkipLink), description: copy.text(.reportDescriptionHeading),
            chart: copy.text(.reportChartHeading), lens: copy.text(.reportLensHeading),
            audio: copy.text(.reportAudioHeading), table: copy.text(.reportTableHeading),
            comparison: copy.text(.reportComparisonHeading), notes: copy.text(.reportNotesHeading),
            tableDate: copy.text(.reportTableDate), tableValue: copy.text(.reportTableValue),
            download: copy.text(.reportDownload), noData: copy.text(.reportNoData), cues: copy.text(.reportCues),
            audioUnsupported: copy.text(.reportAudioUnsupported))
        let several = content.members.count > 1 || content.several != nil ? content.several : nil
        let range = leader.window.isEmpty ? "" : narrator.spokenRange(leader.window)
        var blocks: [Block] = []
        for (index, member) in content.members.enumerated() {
            let identifier = "series-\(index + 1)"
            let readout: String
            if let several, let name = member.name {
                readout = several.readout(
                    of: SeveralSeriesNarrator.Member(name: name, narrator: member.narrator, window: member.window),
                    range: range)
            } else {
                readout = member.narrator.readout(of: member.window)
            }
            blocks.append(
                Self.block(
                    member, identifier: identifier, readout: readout, fileStem: content.fileStem,
                    isRightToLeft: isRightToLeft, count: content.members.count))
        }
        self.blocks = blocks
        if let several {
            let title = several.lead(content.name, range)
            self.documentTitle = title
            self.lead = range
        } else {
            self.documentTitle = SeveralSeriesNarrator(copy: copy, summary: narrator.summary).lead(
                content.name, blocks[0].readout)
            self.lead = nil
        }
        self.comparison = content.comparison
        self.notes = content.notes
        self.lens = narrator.series.isEmpty ? nil : try Self.lens(content, several: several)
        self.audio = content.audio.map { audio in
            Audio(
                mediaType: audio.mediaType, base64: Data(audio.bytes).base64EncodedString(), cues: audio.cues,
                description: audio.description)
        }
    }

    /// One series' block: readout, description, chart, table and download.
    private static func block(
        _ member: ReportContent.Member, identifier: String, readout: String, fileStem: String, isRightToLeft: Bool,
        count: Int
    ) -> Block {
        let narrator = member.narrator
        let window = member.window
        guard !narrator.series.isEmpty, !window.isEmpty else {
            return Block(identifier: identifier, name: member.name, readout: readout)
        }
        let description = narrator.description(of: window)
        let layout = ChartLayout(narrator: narrator, isRightToLeft: isRightToLeft)
        let chart = layout.chart(
            of: window, title: narrator.copy.text(.chartLabel), description: description)
        let stem = count > 1 ? fileStem + "-" + Self.fileNamePart(member.name ?? identifier) : fileStem
        return Block(
            identifier: identifier, name: member.name, readout: readout, description: description, chart: chart,
            table: table(of: member), download: Download(fileName: stem + ".csv", text: csv(of: member)))
    }

    /// The data table: a row a sample, dated at the data's grain as `summary --table` says it,
    /// and a row for each run of dates missing from the file between two samples.
    static func table(of member: ReportContent.Member) -> Table {
        let narrator = member.narrator
        let window = member.window
        let series = narrator.series
        let copy = narrator.copy
        let withYear = narrator.needsYear(window)
        var rows: [Row] = []
        rows.reserveCapacity(window.count)
        for index in window.indices {
            let date = narrator.spokenDate(ofSample: index, withYear: withYear)
            if series.isGap(at: index) {
                rows.append(Row(kind: .noValue, date: date, value: copy.text(.reportNoValue)))
            } else {
                rows.append(Row(kind: .value, date: date, value: narrator.value(series.values[index]).text))
            }
            if index < window.last, series.missingSampleCount(after: index) > 0 {
                rows.append(
                    Row(
                        kind: .noData, date: narrator.missingRange(after: index, window: window),
                        value: copy.text(.reportNoData)))
            }
        }
        return Table(caption: copy.text(.reportTableCaption, narrator.spokenRange(window)), rows: rows)
    }

    /// The window's values as a CSV file: the file's own column names, a row a sample with its
    /// date in ISO 8601 at the data's grain (with the time and zone for samples under a day
    /// apart) and its value as a plain decimal, empty for a gap. `rangelens` reads it back.
    static func csv(of member: ReportContent.Member) -> String {
        let narrator = member.narrator
        let series = narrator.series
        let calendar = narrator.calendar
        var text = csvField(member.columns.date) + "," + csvField(member.columns.value) + "\r\n"
        for index in member.window.indices {
            let time = series.times[index]
            let date: String
            switch series.cadence.dateGrain {
            case .time:
                date = Date(timeIntervalSince1970: time).formatted(.iso8601)
            case .day, .month, .quarter, .year:
                let civil = calendar.civilDate(of: time)
                date = civil.description
            }
            text += date + "," + (series.isGap(at: index) ? "" : plainDecimal(series.values[index])) + "\r\n"
        }
        return text
    }

    /// A field of a CSV file, quoted when it holds a comma, a quote or a line break.
    static func csvField(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// A value as a plain decimal a reader reads back exactly: "8412", "-3.5", "0.1".
    static func plainDecimal(_ value: Double) -> String {
        JSONNumber(value).text
    }

    /// A name made safe for a file name: letters, digits, `-` and `_`, others as `_`.
    static func fileNamePart(_ name: String) -> String {
        let kept = name.unicodeScalars.map { scalar -> Character in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
                ? Character(scalar) : "_"
        }
        return kept.isEmpty ? "series" : String(kept)
    }
}
