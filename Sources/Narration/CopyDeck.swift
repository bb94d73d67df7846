import Foundation
import SpanModel
import StringCatalog

/// Every sentence of the built-in copy rendered with sample values, so that a reviewer or
/// translator sees each line exactly as a listener hears it: dates, numbers and plural forms
/// filled in for the locale.
///
/// The sample values are fixed: 3 March to 14 April 2026, a value of 8,412, counts of 0, 1, 2,
/// 5, 22 and 101 (which between them reach every plural form of the shipped languages), and so on.
package struct CopyDeck {
    /// The copy being shown.
    package let copy: NarrationCopy

    private let symbols: NumberSymbols
    private let dates: DateWording
    private let times: TimeWording
    private let calendar = BucketCalendar(timeZone: TimeZone(identifier: "UTC")!)

    /// The counts every plural line is rendered with.
    static let sampleCounts = [0, 1, 2, 5, 22, 101]

    /// Creates the deck for a copy.
    package init(copy: NarrationCopy) {
        self.copy = copy
        self.symbols = NumberSymbols(locale: copy.locale.locale)
        self.dates = DateWording(locale: copy.locale.locale, calendar: calendar)
        self.times = TimeWording(copy: copy, calendar: calendar, symbols: symbols)
    }

    /// Every key, in the order the code lists them, rendered.
    package func entries() -> [CopyDeckEntry] {
        CopyKey.allKeys.map(entry)
    }

    /// One key rendered.
    package func entry(_ key: CopyKey) -> CopyDeckEntry {
        let samples = sampleArguments(for: key).map { label, arguments -> CopyDeckEntry.Sample in
            switch Result(catching: { () throws(LineError) -> String in try copy.render(key, arguments) }) {
            case .success(let text): CopyDeckEntry.Sample(label: label, text: text, failed: false)
            case .failure(let error): CopyDeckEntry.Sample(label: label, text: error.description, failed: true)
            }
        }
        return CopyDeckEntry(
            key: key.rawValue, locale: copy.locale.identifier, comment: copy.comment(key), samples: samples)
    }

    // MARK: Sample values

    /// A number without grouping, as the notes about reading a file write the two readings of a value.
    private func plain(_ value: Double) -> String {
        symbols.format(value, fractionDigits: 0...15, grouping: false).text
    }

    private func number(_ value: Double, places: ClosedRange<Int> = 0...0) -> CatalogArgument {
        .number(symbols.format(value, fractionDigits: places))
    }

    private func day(_ month: Int, _ dayOfMonth: Int) -> String {
        dates.spokenDay(CivilDate(year: 2026, month: month, day: dayOfMonth).dayNumber, withYear: false)
    }

    private var spokenRange: String { copy.text(.rangeConnector, day(3, 3), day(4, 14)) }

    private func month(_ year: Int, _ month: Int, inContext: Bool = true) -> String {
        dates.spokenMonth(ofDay: CivilDate(year: year, month: month, day: 1).dayNumber, inContext: inContext)
    }

    /// An hour on the locale's clock, as `time.hour.*` lines take it.
    private func clockHour(_ hour: Int) -> CatalogArgument {
        let twelve = copy.text(.timeClock).trimmingCharacters(in: .whitespaces) == "12"
        return number(Double(twelve ? (hour % 12 == 0 ? 12 : hour % 12) : hour))
    }

    /// "23:00" for a deck label.
    private static func clockLabel(_ hour: Int, _ minute: Int) -> String {
        (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    }

    private func amount(_ value: Double) -> String {
        copy.text(.describeAmount, [number(value), .text(unit(after: value))])
    }

    private func unit(after value: Double) -> String {
        copy.text(.demoUnit, [.number(symbols.format(value, fractionDigits: 0...1))])
    }

    private func counts(_ build: (CatalogArgument) -> [CatalogArgument]) -> [(String, [CatalogArgument])] {
        Self.sampleCounts.map { count in (String(count), build(number(Double(count)))) }
    }

    private var spokenDuration: String {
        DurationWording(copy: copy, symbols: symbols).spoken(seconds: 90)
    }

    /// A change's size as the spoken stats lines take it: the percentage's number alone ("12.6").
    private func percentNumber(_ fraction: Double) -> String {
        symbols.format(fraction, fractionDigits: 1...1, scale: 2).text
    }

    /// A whole percentage as the description says it ("12%", "12 Prozent", "12 بالمئة").
    private func spokenPercent(_ fraction: Double) -> String {
        copy.text(.statsPercentSpoken, symbols.format(fraction, fractionDigits: 0...0, scale: 2).text)
    }

    /// Names as a list in the locale's words, as several series are listed.
    private func list(_ names: [String]) -> String {
        SeveralSeriesNarrator(copy: copy, summary: .average).list(names)
    }

    private func tenthsOfSeconds(_ tenths: Int64) -> String {
        let style = Duration.UnitsFormatStyle(
            allowedUnits: [.seconds], width: .wide, fractionalPart: tenths % 10 == 0 ? .hide : .show(length: 1))
        return Duration.milliseconds(tenths * 100).formatted(style.locale(copy.locale.locale))
    }

    private func milliseconds(_ count: Int64) -> String {
        Duration.milliseconds(count).formatted(
            Duration.UnitsFormatStyle(allowedUnits: [.milliseconds], width: .wide).locale(copy.locale.locale))
    }

    private func percent(_ fraction: Double, sign: Bool = false) -> String {
        var text = symbols.formatPercent(fraction, fractionDigits: 1...1, alwaysShowsSign: sign).text
        if sign { text = text.replacingOccurrences(of: "-", with: "\u{2212}") }
        return text
    }

    /// The sample arguments for a key, labelled when there is more than one set.
    func sampleArguments(for key: CopyKey) -> [(String, [CatalogArgument])] {
        let name = key.rawValue
        let caption = copy.text(.caption(.average))
        let inlineCaption = copy.text(.captionInline(.average))
        // The readout of the demo series, as `rangelens summary` says it: its own caption for a
        // daily average, lowered mid-sentence as the language lowers the average's.
        let demoCaption = copy.text(.demoAverageCaption)
        let demoInlineCaption = RangeNarrator.inlineCaption(own: .demoAverageCaption, of: .average, copy: copy)
        let value = number(8_412)
        func one(_ arguments: [CatalogArgument]) -> [(String, [CatalogArgument])] { [("", arguments)] }
        func text(_ values: String...) -> [CatalogArgument] { values.map(CatalogArgument.text) }

        switch name {
        case "range.readout":
            return one([.text(demoCaption), value, .text(unit(after: 8_412)), .text(spokenRange)])
        case "range.readout.no-unit":
            return one([.text(caption), value, .text(spokenRange)])
        case "range.readout.too-large":
            return one(text(copy.text(.caption(.total)), spokenRange))
        case "range.value":
            return one([.text(spokenRange), .text(demoInlineCaption), value, .text(unit(after: 8_412))])
        case "range.value.no-unit":
            return one([.text(spokenRange), .text(inlineCaption), value])
        case "range.value.too-large":
            return one(text(spokenRange, copy.text(.captionInline(.total))))
        case "range.connector":
            return one(text(day(3, 3), day(4, 14)))
        case "range.readout.no-values", "range.value.no-values":
            return one(text(spokenRange))
        case "range.connector.month":
            return one(text(month(2014, 7), month(2015, 12)))
        case "range.connector.year":
            return one(text(dates.spokenYear(2010), dates.spokenYear(2017)))
        case "range.day-and-time":
            return [
                ("23:00", text(day(11, 29), times.spokenTime(hour: 23, minute: 0))),
                ("01:00", text(day(11, 29), times.spokenTime(hour: 1, minute: 0))),
            ]
        case "range.within-day":
            return one(text(day(11, 29), times.spokenTime(hour: 17, minute: 0), times.spokenTime(hour: 23, minute: 0)))
        case "time.hour.am", "time.hour.pm":
            let hours = name.hasSuffix(".am") ? [0, 1, 9] : [12, 13, 23]
            return hours.map { (Self.clockLabel($0, 0), [clockHour($0)]) }
        case "time.hour-minute.am", "time.hour-minute.pm":
            let hours = name.hasSuffix(".am") ? [1, 9] : [17, 23]
            return hours.map {
                (
                    Self.clockLabel($0, 5),
                    [
                        clockHour($0),
                        .text(
                            symbols.format(0, fractionDigits: 0...0).text
                                + symbols.format(5, fractionDigits: 0...0).text),
                    ]
                )
            }
        case "data-point":
            return one([.text(day(3, 3)), value])
        case "data-point.no-value":
            return one(text(day(3, 3)))
        case "report.table.caption":
            return one(text(spokenRange))
        case "describe.extremes.month":
            return one([number(3_146), .text(month(2015, 12)), number(-741), .text(month(2009, 3))])
        case "describe.extremes.year":
            return one([number(3_146), .text(dates.spokenYear(2017)), number(-741), .text(dates.spokenYear(2009))])
        case "describe.single.month":
            return one([value, .text(month(2015, 12))])
        case "describe.single.year":
            return one([value, .text(dates.spokenYear(2017))])
        case "describe.flat":
            return one([number(0)])
        case "describe.amount":
            return one([number(1_200), .text(unit(after: 1_200))])
        case "note.window.starts-later", "note.window.ends-earlier", "note.window.inside", "note.window.widened",
            "note.window.last-widened", "note.window.last-all", "error.window.empty":
            return one(text(spokenRange))
        case "note.column.value":
            return one(text("precipitation"))
        case "note.column.date":
            return one(text("observed"))
        case "note.column.value.position":
            return one(text(plain(3)))
        case "note.column.date.position":
            return one(text(plain(2)))
        case "note.format.european":
            return one(text(";"))
        case "note.format.european.tab":
            return one([])
        case "note.format.utf16":
            return one(text("UTF 16", "UTF 8"))
        case "note.format.carriage-returns":
            return one([])
        case "note.format.ambiguous":
            return one(text("1.234", "Wert", plain(1_234), plain(1.234), "--decimal-point"))
        case "note.format.ambiguous.position":
            return one(text("1.234", plain(2), plain(1_234), plain(1.234), "--decimal-point"))
        case "series.lead":
            return one(text("GOOG", copy.text(.readoutWithoutUnit, [.text(caption), number(427), .text(spokenRange)])))
        case "range.readout.no-samples":
            return one(text(spokenRange))
        case "series.compare.left-out":
            return [("one", text(list(["MSFT"]))), ("two", text(list(["IBM", "MSFT"])))]
        case "series.compare.average", "series.compare.total", "series.compare.maximum", "series.compare.minimum":
            return one(
                text(
                    "GOOG", symbols.format(428, fractionDigits: 0...0).text, "MSFT",
                    symbols.format(32.2, fractionDigits: 0...1).text))
        case "series.compare.same.average", "series.compare.same.total", "series.compare.same.maximum",
            "series.compare.same.minimum":
            return one(text(symbols.format(428, fractionDigits: 0...0).text))
        case "demo.unit":
            return [1, 2, 5, 22, 8_412, 7.5].map { sample in
                (
                    symbols.format(sample, fractionDigits: 0...1).text,
                    [.number(symbols.format(sample, fractionDigits: 0...1))]
                )
            }
        case "describe.extremes":
            return one(text(amount(12_034), day(7, 3), amount(2_410), day(6, 21)))
        case "describe.single":
            return one(text(amount(8_412), day(3, 3)))
        case "describe.join":
            let extremes = copy.text(.describeExtremes, text(amount(12_034), day(7, 3), amount(2_410), day(6, 21)))
            let trend = copy.text(.describeRising(.day), [.text(spokenPercent(0.12)), number(42)])
            return one(text(extremes, trend))
        case "stats.change.up.1w", "stats.change.up.1m", "stats.change.up.3m", "stats.change.up.1y":
            return one(text(percentNumber(0.126)))
        case "stats.change.down.1w", "stats.change.down.1m", "stats.change.down.3m", "stats.change.down.1y":
            return one(text(percentNumber(0.042)))
        case "stats.change.written.1w", "stats.change.written.1m", "stats.change.written.3m", "stats.change.written.1y":
            return [("up", text(percent(0.126, sign: true))), ("down", text(percent(-0.042, sign: true)))]
        case "stats.headline":
            let money = ValueFormatter(
                format: .currency(code: "USD", wholeUnits: false), locale: copy.locale.locale, symbols: symbols)
            let amount = money.spoken(44_051.40).text
            return [
                ("change", text(amount, copy.text(.statsChangeUp(.month), percentNumber(0.13)))),
                ("no comparison", text(amount, copy.text(.statsSpanInline(.month)))),
            ]
        case "stats.tile":
            return one(
                text(
                    copy.text(.demoName), symbols.format(1_172, fractionDigits: 0...0).text,
                    copy.text(.statsChangeUp(.month), percentNumber(0.041))))
        case "stats.with-sentiment":
            let tile = copy.text(
                .statsTile, copy.text(.demoName), symbols.format(1_172, fractionDigits: 0...0).text,
                copy.text(.statsChangeDown(.month), percentNumber(0.004)))
            return [("good", text(tile, copy.text(.statsGoodNews))), ("bad", text(tile, copy.text(.statsBadNews)))]
        case "stats.point.week":
            let written = Date(
                timeIntervalSince1970: calendar.instant(
                    dayNumber: CivilDate(year: 2026, month: 9, day: 22).dayNumber, secondsIntoDay: 43_200))
            return one(
                text(
                    written.formatted(
                        Date.FormatStyle(locale: copy.locale.locale, timeZone: calendar.timeZone).day().month(
                            .abbreviated))))
        case "stats.point.week.spoken":
            return one(text(day(9, 22)))
        case "stats.point.hour":
            let card = StatsCardNarrator(copy: copy, calendar: calendar, today: CivilDate(year: 2026, month: 3, day: 3))
            let afternoon = calendar.instant(
                dayNumber: CivilDate(year: 2026, month: 10, day: 12).dayNumber, secondsIntoDay: 54_000)
            return [
                ("3 PM", text(day(10, 12), card.spokenPointTime(afternoon))),
                ("1 AM", text(day(10, 12), card.spokenPointTime(afternoon - 14 * 3_600))),
                ("3:30 PM", text(day(10, 12), card.spokenPointTime(afternoon + 1_800))),
            ]
        case "stats.value.percent":
            return one(text(percentNumber(0.032)))
        case "stats.loading":
            return one(text(copy.text(.demoName)))
        case "stats.note.range-too-fine":
            return one(text(copy.text(.statsRangeSpoken(.week)), copy.text(.statsRangeSpoken(.month))))
        case "stats.note.range-left-out":
            return one(text(copy.text(.statsRangeSpoken(.week))))
        case "stats.note.partial-period":
            return one(text(copy.text(.demoName), copy.text(.statsRangeSpoken(.year)), day(10, 3)))
        case "timer.value.ready", "timer.value.running", "timer.value.paused":
            return one(text(spokenDuration))
        case "timer.progress":
            return [("72", [number(72)]), ("1", [number(1)]), ("99", [number(99)]), ("100", [number(100)])]
        case "timer.duration.join.two":
            return one(
                text(copy.text(.timerDurationMinutes, [number(1)]), copy.text(.timerDurationSeconds, [number(30)])))
        case "timer.duration.join.three":
            return one(
                text(
                    copy.text(.timerDurationHours, [number(2)]), copy.text(.timerDurationMinutes, [number(1)]),
                    copy.text(.timerDurationSeconds, [number(5)])))
        case "audio.scale":
            return one([number(0), number(13_240)])
        case "audio.scale.unit":
            return one([number(0), number(13_240), .text(unit(after: 13_240))])
        case "audio.reference.average":
            return one([value])
        case "audio.reference.goal", "audio.threshold", "audio.threshold.never-reached", "audio.threshold.never-below",
            "audio.cue.crossed-up", "audio.cue.crossed-down":
            return one([number(10_000)])
        case "audio.cue.week":
            return one(text(day(1, 5)))
        case "audio.cue.no-data":
            return one(text(copy.text(.rangeConnector, day(3, 7), day(3, 9))))
        case "audio.cue.highest.within":
            return one([number(12_034), .text(day(7, 3))])
        case "audio.cue.lowest.within":
            return one([number(2_410), .text(day(6, 21))])
        case "audio.note.duration.shortest":
            return one(text(tenthsOfSeconds(25), tenthsOfSeconds(20), milliseconds(60)))
        case "audio.note.duration.longest":
            return one(text(tenthsOfSeconds(105), tenthsOfSeconds(200), milliseconds(250)))
        case "audio.extremes.dates":
            return one(text(day(11, 7), day(10, 25)))
        case "audio.extremes.dates.month":
            return one(text(month(2015, 7, inContext: false), month(2014, 2, inContext: false)))
        case "audio.extremes.dates.year":
            return one(text(dates.spokenYear(2015), dates.spokenYear(1904)))
        case "audio.error.at-once.too-many":
            return [5, 22].map { ("\($0)", [number(4), number(Double($0))]) }
        case "audio.note.axis.narrow":
            return one(text("MSFT"))
        case "audio.series.one-after-another", "audio.series.at-once", "audio.series.at-once.right-to-left",
            "audio.series.at-once.mono":
            return [2, 3].map { count in
                let names = Array(["AAPL", "GOOG", "MSFT"].prefix(count))
                return (
                    "\(count)",
                    [number(Double(count)), .text(tenthsOfSeconds(Int64(count == 2 ? 140 : 210))), .text(list(names))]
                )
            }
        default:
            break
        }
        if name.hasPrefix("stats.note.no-comparison.") {
            return one(text(copy.text(.demoName), copy.text(.statsRangeSpoken(.year))))
        }
        if name.hasPrefix("limit.shortest.") || name.hasPrefix("note.") || name.hasPrefix("timer.duration.") {
            return counts { [$0] }
        }
        if name.hasPrefix("describe.steady.") || name.hasPrefix("audio.silence.") {
            return counts { [$0] }
        }
        if name.hasPrefix("describe.missing.") {
            return counts { [$0] }
        }
        if name.hasPrefix("describe.rising.amount.") || name.hasPrefix("describe.falling.amount.") {
            let change = CatalogArgument.text(amount(1_200))
            return counts { [change, $0] }
        }
        if name.hasPrefix("describe.rising.") || name.hasPrefix("describe.falling.") {
            let rise = CatalogArgument.text(spokenPercent(0.12))
            return counts { [rise, $0] }
        }
        if name.hasPrefix("audio.summary.") {
            let seconds = ValueFormatter(format: .duration, locale: copy.locale.locale, symbols: symbols).spoken(6).text
            return counts { [$0, .text(spokenRange), .text(seconds)] }
        }
        return one([])
    }
}
