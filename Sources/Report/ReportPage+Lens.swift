import Foundation
import JSONSyntax
import Narration
import SpanModel

extension ReportPage {
    /// The range control: the window the page opens with, and every window it can reach (see
    /// ``LensStates``) with what `rangelens explore` says there: the range value after a step
    /// (each series' led by its name, when there are several), the description, the limits and
    /// the hint, all from the narrators.
    ///
    /// The states travel as compact JSON, gzip-compressed and in base 64: sentences a window
    /// apart share most of their words, so a year of daily samples' 4,100 windows, with a
    /// range value and a description each, pack to a few hundred kilobytes.
    static func lens(_ content: ReportContent, several: SeveralSeriesNarrator?) throws(ReportError) -> Lens {
        let leader = content.members[content.leader]
        let narrator = leader.narrator
        let series = narrator.series
        let copy = narrator.copy
        let states = LensStates(
            series: series, opening: leader.window, minimumSpan: narrator.minimumSpan, limit: content.lensLimit)
        let layout = ChartLayout(narrator: narrator, isRightToLeft: copy.locale.isRightToLeft)
        // What explore says about a window: one line, or one a series led by its name.
        func lines(_ window: SampleWindow, describing: Bool) -> [String] {
            guard let several, content.members.count > 1 else {
                return [describing ? narrator.description(of: window) : narrator.rangeValue(of: window)]
            }
            let members = content.members.enumerated().map { index, member in
                let shared =
                    index == content.leader
                    ? window
                    : series.sharedDates(of: window, in: member.narrator.series, calendar: narrator.calendar).window
                return SeveralSeriesNarrator.Member(
                    name: member.name ?? "", narrator: member.narrator, window: shared ?? SampleWindow(start: 0, end: 0)
                )
            }
            return several.announcements(
                of: members, range: narrator.spokenRange(window), describing: describing)
        }
        let limits = StepLimit.allCases
        func code(_ outcome: LensStates.Outcome) -> Int {
            switch outcome {
            case .window(let index): index
            case .limit(let limit): -1 - limits.firstIndex(of: limit)!
            case .outside: -1 - limits.count
            }
        }
        var windows: [JSONNode] = []
        var values: [JSONNode] = []
        var descriptions: [JSONNode] = []
        for (index, window) in states.windows.enumerated() {
            let band = layout.band(of: window)
            let row: [Int] = states.moves[index].map(code)
            windows.append(
                JSONNode(
                    .array(
                        [JSONNode(.number(window.start + 1)), JSONNode(.number(band.from)), JSONNode(.number(band.to))]
                            + row.map { JSONNode(.number($0)) })))
            values.append(JSONNode(.array(lines(window, describing: false).map { JSONNode(.string($0)) })))
            descriptions.append(JSONNode(.array(lines(window, describing: true).map { JSONNode(.string($0)) })))
        }
        var object = JSONObject()
        object.append("windows", .array(windows))
        object.append("values", .array(values))
        object.append("descriptions", .array(descriptions))
        object.append(
            "limits",
            .array((limits.map(narrator.limitSentence) + [copy.text(.reportOutside)]).map { JSONNode(.string($0)) }))
        object.append("everything", .number(limits.firstIndex(of: .showingEverything)!))
        object.append("noPrevious", .number(limits.firstIndex(of: .noPreviousRange)!))
        object.append("all", .number(states.allIndex))
        object.append("fixed", states.fixedLimit.map { .number(limits.firstIndex(of: $0)!) } ?? .null)
        object.append("hint", .string(narrator.hint()))
        let json = JSONWriter.compact.string(from: .object(object))
        let packed: [UInt8]
        do {
            packed = try Gzip.compress(Array(json.utf8))
        } catch {
            throw ReportError(message: error.description)
        }
        let opening = lines(leader.window, describing: false)
        var buttons: [Button] = [.earlier, .later, .widen, .narrow, .showAll, .back].map { action in
            Button(action: action.rawValue, label: narrator.actionName(action))
        }
        buttons.append(Button(action: "describe", label: copy.text(.reportDescribe)))
        return Lens(
            label: copy.text(.rangeLabel), hint: [narrator.hint(), copy.text(.reportMoreKeys)],
            valueLines: opening, valueNow: leader.window.start + 1, sampleCount: series.count,
            buttons: buttons, overview: layout.overview(showing: leader.window),
            states: Data(packed).base64EncodedString())
    }
}

/// Why a report page could not be made.
package struct ReportError: Error, CustomStringConvertible {
    /// What went wrong, for a person.
    package var message: String

    package var description: String { message }
}
