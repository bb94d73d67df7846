import Foundation
import Narration
import SpanModel

/// Lays out a window as a chart, and a whole series as the range control's overview, in fixed
/// coordinate boxes that the page scales to its width.
///
/// Time runs along x, in proportion to the instants (so holes in time keep their width), from
/// left to right, or from right to left in a right-to-left language, as the audio graph pans
/// and the arrows step. Values run up the y axis over "nice" gridlines (steps of 1, 2 or 5 times
/// a power of ten) around the window's lowest and highest values. Nothing is told by colour
/// alone: missing dates are hatched and named in a legend, the highest and lowest values are
/// marked by shape and named, the line is a line.
struct ChartLayout {
    /// The chart's box.
    static let width = 720.0
    static let height = 300.0
    /// The plotting area: room for the value labels on the start side and the dates below.
    static let margins = (start: 64.0, end: 20.0, top: 34.0, bottom: 34.0)
    /// The overview's box.
    static let overviewWidth = 1_000.0
    static let overviewHeight = 64.0
    /// Windows of at most this many samples draw a dot at each sample.
    static let mostMarkedSamples = 92
    /// At most this many date marks.
    static let mostDateTicks = 8
    /// The least distance between two date marks: about a label's width.
    static let leastTickSpacing = 60.0

    let narrator: RangeNarrator
    let isRightToLeft: Bool

    var series: Series { narrator.series }

    /// The chart of `window`, or `nil` when it holds no value to draw.
    func chart(of window: SampleWindow, title: String, description: String) -> ReportPage.Chart? {
        guard !window.isEmpty, let highest = series.indexOfMaximum(in: window),
            let lowest = series.indexOfMinimum(in: window)
        else { return nil }
        let margins = Self.margins
        let plot = ReportPage.Box(
            x: isRightToLeft ? margins.end : margins.start, y: margins.top,
            width: Self.width - margins.start - margins.end, height: Self.height - margins.top - margins.bottom)
        let first = series.times[window.start]
        let last = series.times[window.last]
        func x(_ time: Double) -> Double {
            let fraction = last > first ? (time - first) / (last - first) : 0.5
            return plot.x + plot.width * (isRightToLeft ? 1 - fraction : fraction)
        }
        let scale = ValueScale(low: series.values[lowest], high: series.values[highest])
        func y(_ value: Double) -> Double {
            plot.y + plot.height * (1 - (value - scale.low) / (scale.high - scale.low))
        }
        func point(_ index: Int) -> ReportPage.Point {
            ReportPage.Point(x: Self.rounded(x(series.times[index])), y: Self.rounded(y(series.values[index])))
        }
        var runs: [[ReportPage.Point]] = []
        var run: [ReportPage.Point] = []
        var missing: [ReportPage.Span] = []
        for index in window.indices {
            if series.isGap(at: index) {
                if !run.isEmpty { runs.append(run) }
                run = []
                // Half-way to each neighbour: the slot the date stands for.
                let before = index > window.start ? series.times[index - 1] : series.times[index]
                let after = index < window.last ? series.times[index + 1] : series.times[index]
                let start = (before + series.times[index]) / 2
                let end = (after + series.times[index]) / 2
                missing.append(Self.span(x(start), x(end)))
            } else {
                run.append(point(index))
            }
            if index < window.last, series.missingSampleCount(after: index) > 0 {
                if !run.isEmpty { runs.append(run) }
                run = []
                missing.append(Self.span(x(series.times[index]), x(series.times[index + 1])))
            }
        }
        if !run.isEmpty { runs.append(run) }
        let written = narrator.values
        // The label stands above the highest and below the lowest, unless the box has no room
        // there: a triangle and two lines of text take about 50 units.
        func marker(_ index: Int, caption: SummaryKind) -> ReportPage.Marker {
            let place = point(index)
            let room = 52.0
            let isAbove =
                caption == .maximum ? place.y - room >= 0 : place.y + room > plot.y + plot.height
            return ReportPage.Marker(
                point: place,
                label: narrator.copy.text(.caption(caption)) + "\n" + written.written(series.values[index]).text,
                isAbove: isAbove)
        }
        let flat = series.values[highest] == series.values[lowest]
        return ReportPage.Chart(
            title: title, description: description, width: Self.width, height: Self.height, plot: plot,
            runs: runs, marksSamples: window.count <= Self.mostMarkedSamples,
            valueTicks: scale.ticks.map {
                ReportPage.Tick(position: Self.rounded(y($0)), label: valueLabel($0, scale))
            },
            dateTicks: dateTicks(of: window, x: x), missing: Self.merged(missing),
            highest: flat ? nil : marker(highest, caption: .maximum),
            lowest: flat ? nil : marker(lowest, caption: .minimum))
    }

    /// The whole series drawn small, with the band of `window` over it.
    func overview(showing window: SampleWindow) -> ReportPage.Overview {
        let width = Self.overviewWidth
        let height = Self.overviewHeight
        var runs: [[ReportPage.Point]] = []
        guard !series.isEmpty, let highest = series.indexOfMaximum(in: series.all),
            let lowest = series.indexOfMinimum(in: series.all)
        else {
            return ReportPage.Overview(
                width: width, height: height, runs: [], band: ReportPage.Span(from: 0, to: width))
        }
        let low = series.values[lowest]
        let high = series.values[highest]
        func y(_ value: Double) -> Double {
            let fraction = high > low ? (value - low) / (high - low) : 0.5
            return Self.rounded(4 + (height - 8) * (1 - fraction))
        }
        // One column of the box at most a point (its first value): a long series stays small.
        var run: [ReportPage.Point] = []
        var lastColumn = -1
        for index in 0..<series.count {
            if series.isGap(at: index) {
                if !run.isEmpty { runs.append(run) }
                run = []
                lastColumn = -1
                continue
            }
            let place = overviewX(series.times[index])
            let column = Int(place)
            if column != lastColumn {
                run.append(ReportPage.Point(x: place, y: y(series.values[index])))
                lastColumn = column
            }
            if index + 1 < series.count, series.missingSampleCount(after: index) > 0 {
                if !run.isEmpty { runs.append(run) }
                run = []
                lastColumn = -1
            }
        }
        if !run.isEmpty { runs.append(run) }
        return ReportPage.Overview(width: width, height: height, runs: runs, band: band(of: window))
    }

    /// Where an instant stands across the overview.
    func overviewX(_ time: Double) -> Double {
        let first = series.times[0]
        let last = series.times[series.count - 1]
        let fraction = last > first ? (time - first) / (last - first) : 0.5
        return Self.rounded(Self.overviewWidth * (isRightToLeft ? 1 - fraction : fraction))
    }

    /// The band a window covers on the overview, at least a few units wide so that one sample
    /// still shows.
    func band(of window: SampleWindow) -> ReportPage.Span {
        guard !series.isEmpty, !window.isEmpty else { return ReportPage.Span(from: 0, to: Self.overviewWidth) }
        var span = Self.span(overviewX(series.times[window.start]), overviewX(series.times[window.last]))
        let least = 4.0
        if span.to - span.from < least {
            let middle = (span.from + span.to) / 2
            let from = min(max(0, middle - least / 2), Self.overviewWidth - least)
            span = ReportPage.Span(from: from, to: from + least)
        }
        return span
    }

    /// The date axis' marks: where a bucket begins (a week, a month, a year: the smallest
    /// that leaves at most ``mostDateTicks``), written at the bucket's grain; the first and
    /// last dates when the window crosses no bucket.
    private func dateTicks(of window: SampleWindow, x: (Double) -> Double) -> [ReportPage.Tick] {
        let calendar = narrator.calendar
        var kind: BucketKind? = series.cadence.bucket
        var boundaries: [BucketBoundary] = []
        var labelKind = series.cadence.bucket
        while let chosen = kind {
            boundaries = series.boundaries(in: window, kind: chosen, calendar: calendar)
            labelKind = chosen
            if boundaries.count <= Self.mostDateTicks { break }
            kind = chosen.larger
        }
        // Marks closer than a label's width keep the stronger (a month's first day over the
        // Monday after it).
        var kept: [BucketBoundary] = []
        for boundary in boundaries {
            if let last = kept.last,
                abs(x(series.times[boundary.index]) - x(series.times[last.index])) < Self.leastTickSpacing
            {
                if boundary.strength == .strong, last.strength != .strong { kept[kept.count - 1] = boundary }
                continue
            }
            kept.append(boundary)
        }
        var indices = kept.map(\.index)
        if indices.isEmpty { indices = window.count > 1 ? [window.start, window.last] : [window.start] }
        let grain: DateGrain =
            switch labelKind {
            case .day, .week: .day
            case .month: .month
            case .year: .year
            }
        let withYear = narrator.needsYear(window)
        return indices.map { index in
            let time = series.times[index]
            return ReportPage.Tick(
                position: Self.rounded(x(time)),
                label: narrator.dates.writtenRange(from: time, to: time, grain: grain, withYear: withYear))
        }
    }

    /// A value axis' label: with as many decimals as its step needs, in the window's format.
    private func valueLabel(_ value: Double, _ scale: ValueScale) -> String {
        switch narrator.valueFormat {
        case .automatic, .decimals:
            let places = max(0, Int((-log10(scale.step)).rounded(.up)))
            return narrator.writtenSymbols.format(value, fractionDigits: places...places).text
        default:
            return narrator.values.written(value).text
        }
    }

    /// Two places as a span, whichever is larger.
    static func span(_ one: Double, _ other: Double) -> ReportPage.Span {
        ReportPage.Span(from: rounded(min(one, other)), to: rounded(max(one, other)))
    }

    /// Spans that touch or overlap, joined.
    static func merged(_ spans: [ReportPage.Span]) -> [ReportPage.Span] {
        var result: [ReportPage.Span] = []
        for span in spans.sorted(by: { $0.from < $1.from }) {
            if let last = result.last, span.from <= last.to + 0.5 {
                result[result.count - 1].to = max(last.to, span.to)
            } else {
                result.append(span)
            }
        }
        return result
    }

    /// A coordinate to a tenth of a unit: the page stays small and the same from run to run.
    static func rounded(_ value: Double) -> Double {
        (value * 10).rounded() / 10
    }
}

/// A value axis over a window's lowest and highest values: gridlines at a "nice" step (1, 2 or
/// 5 times a power of ten), about five of them, from a multiple of the step at or below the
/// lowest to one at or above the highest.
struct ValueScale: Equatable {
    /// The axis' ends.
    let low: Double
    let high: Double
    /// The distance between gridlines.
    let step: Double
    /// The gridlines' values.
    let ticks: [Double]

    init(low lowest: Double, high highest: Double) {
        var lowest = lowest
        var highest = highest
        if lowest == highest {
            // A flat window: a step either side of its value, or up from zero.
            let size = lowest == 0 ? 1 : Swift.abs(lowest) / 2
            if lowest >= 0, lowest - size < 0 { lowest = 0 } else { lowest -= size }
            highest += size
        }
        // A quarter of each end, so that values near the largest a Double holds do not overflow.
        let step = Self.niceStep(highest / 4 - lowest / 4)
        let first = (lowest / step).rounded(.down)
        let last = (highest / step).rounded(.up)
        guard last - first <= 12, (last * step).isFinite, (first * step).isFinite else {
            // Past where multiples of a step can be counted: the two ends alone.
            self.step = highest - lowest
            self.low = lowest
            self.high = highest
            self.ticks = [lowest, highest]
            return
        }
        self.step = step
        self.low = first * step
        self.high = last * step
        self.ticks = stride(from: first, through: last, by: 1).map { $0 * step }
    }

    /// 1, 2 or 5 times a power of ten, at or above `raw`.
    static func niceStep(_ raw: Double) -> Double {
        guard raw > 0, raw.isFinite else { return 1 }
        let base = pow(10, (log10(raw)).rounded(.down))
        let fraction = raw / base
        let nice: Double = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10
        return nice * base
    }
}
