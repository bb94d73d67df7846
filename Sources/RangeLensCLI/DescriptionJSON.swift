import JSONSyntax
import Narration
import SpanModel

/// The facts behind a window's description, as JSON an app can use: the highest and lowest
/// with their ties, the steps, the change with how it is said, the shape with its segments and
/// peaks, the span, the data missing and whether the series holds weekdays only.
enum DescriptionJSON {
    /// The `description` object of `summary --describe --format json`.
    static func object(_ narrator: RangeNarrator, window: SampleWindow) -> JSONValue {
        var object = JSONObject()
        object.append("text", .string(narrator.description(of: window)))
        let series = narrator.series
        guard let facts = narrator.facts(of: window) else { return .object(object) }
        func point(_ index: Int) -> JSONValue {
            ["date": .string(Output.isoInstant(series.times[index])), "value": .number(series.values[index])]
        }
        func extreme(_ extreme: WindowExtreme) -> JSONValue {
            [
                "date": .string(Output.isoInstant(series.times[extreme.index])), "value": .number(extreme.value),
                "count": .number(extreme.count),
            ]
        }
        object.append("valueCount", .number(facts.valueCount))
        object.append("highest", extreme(facts.highest))
        object.append("lowest", extreme(facts.lowest))
        object.append(
            "steps",
            ["up": .number(facts.steps.up), "down": .number(facts.steps.down), "level": .number(facts.steps.level)])

        let change = facts.change
        var changeObject = JSONObject()
        changeObject.append("from", point(change.first))
        changeObject.append("to", point(change.last))
        changeObject.append("start", .number(change.start))
        changeObject.append("end", .number(change.end))
        changeObject.append(
            "basis", .string(change.averagedValues == nil ? "first and last values" : "first and last averages"))
        changeObject.append("averagedValues", change.averagedValues.map { JSONValue.number($0) } ?? .null)
        changeObject.append("difference", .number(change.difference))
        changeObject.append("scale", .string(narrator.scale.rawValue))
        switch narrator.measure(of: facts) {
        case .percentage(let relative):
            changeObject.append("saidAs", "percentage")
            changeObject.append("relative", .number(relative))
        case .percentagePoints(let points):
            changeObject.append("saidAs", "percentage points")
            changeObject.append("percentagePoints", .number(points))
        case .amount:
            changeObject.append("saidAs", "amount in the data's unit")
        }
        object.append("change", .object(changeObject))

        let shape = facts.shape
        var shapeObject = JSONObject()
        shapeObject.append("kind", .string(shape.kind.rawValue))
        shapeObject.append("direction", .optional(shape.direction?.rawValue))
        shapeObject.append(
            "segments",
            .array(
                shape.segments.map { segment in
                    JSONNode([
                        "from": point(segment.start), "to": point(segment.end),
                        "direction": .string(segment.direction.rawValue),
                    ])
                }))
        shapeObject.append("peaks", .array(shape.peaks.map { JSONNode(point($0)) }))
        shapeObject.append("troughs", .array(shape.troughs.map { JSONNode(point($0)) }))
        shapeObject.append("dailyPeak", shape.dailyPeak.map(point) ?? .null)
        if let spike = shape.spike, let rest = shape.restRange {
            shapeObject.append(
                "spike",
                ["at": point(spike), "restLowest": .number(rest.lowerBound), "restHighest": .number(rest.upperBound)])
        }
        shapeObject.append(
            "turnsFoundIn",
            .string(shape.averagedValues.map { "averages of \($0) values" } ?? "the values themselves"))
        object.append("shape", .object(shapeObject))

        let span = series.span(of: window, calendar: narrator.calendar)
        object.append(
            "span",
            [
                "count": .number(span.count), "unit": .string(span.unit.rawValue),
                "approximate": .bool(span.isApproximate),
            ])
        var noData = JSONObject()
        noData.append("count", .number(facts.noDataCount))
        if let run = facts.longestNoDataRun {
            noData.append(
                "longestRun",
                [
                    "from": .string(Output.isoInstant(narrator.instant(of: run.start))),
                    "to": .string(Output.isoInstant(narrator.instant(of: run.end))), "count": .number(run.count),
                ])
        } else {
            noData.append("longestRun", .null)
        }
        object.append("noData", .object(noData))
        let restDays = series.cadence.restDays
        object.append("weekdaysOnly", .bool(restDays?.areWeekend(in: narrator.calendar) ?? false))
        object.append(
            "restDays",
            restDays.map { days in .array(days.weekdays(in: narrator.calendar).map { JSONNode(.number($0)) }) } ?? .null
        )
        return .object(object)
    }
}
