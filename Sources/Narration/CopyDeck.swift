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

    /// The number symbols of spoken lines, and of written ones (the written change).
    private let symbols: NumberSymbols
    private let writtenSymbols: NumberSymbols
    private let dates: DateWording
    private let times: TimeWording
    private let calendar = BucketCalendar(timeZone: TimeZone(identifier: "UTC")!)

    /// The counts every plural line is rendered with.
    static let sampleCounts = [0, 1, 2, 5, 22, 101]

    /// Creates the deck for a copy.
    package init(copy: NarrationCopy) {
        self.copy = copy
        self.symbols = NumberSymbols(spokenFor: copy)
        self.writtenSymbols = NumberSymbols(locale: copy.locale.locale)
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

    /// An amount of US dollars as the stats card says it ("28.80 US dollars").
    private func dollars(_ value: Double) -> String {
        ValueFormatter(format: .currency(code: "USD", wholeUnits: false), locale: copy.locale.locale, symbols: symbols)
            .spoken(value).text
    }

    /// "from February 2010", as a stats card names an earlier month.
    private var fromFebruary: String { copy.text(.statsFromDate, month(2010, 2)) }

    /// "16 January to 15 February 2010", a period of days with its year said once.
    private var januaryToFebruary: String {
        StatsCardNarrator(copy: copy, calendar: calendar, today: CivilDate(year: 2026, month: 3, day: 3))
            .spokenDays(
                DayPeriod(
                    firstDay: CivilDate(year: 2010, month: 1, day: 16).dayNumber,
                    endDay: CivilDate(year: 2010, month: 2, day: 16).dayNumber))
    }

    /// A percentage as the description says it ("12%", "12 Prozent", "12 بالمئة").
    private func spokenPercent(_ fraction: Double, digits: ClosedRange<Int> = 0...0) -> String {
        copy.text(.statsPercentSpoken, symbols.format(fraction, fractionDigits: digits, scale: 2).text)
    }

    /// Names as a list in the locale's words, as several series are listed.
    private func list(_ names: [String]) -> String {
        SeveralSeriesNarrator(copy: copy, summary: .average).list(names)
    }

    private func tenthsOfSeconds(_ tenths: Int64) -> String {
        let style = Duration.UnitsFormatStyle(
            allowedUnits: [.seconds], width: .wide, fractionalPart: tenths % 10 == 0 ? .hide : .show(length: 1))
        let text = Duration.milliseconds(tenths * 100).formatted(style.locale(copy.locale.locale))
        return writtenSymbols.decimalSeparator == symbols.decimalSeparator
            ? text : text.replacingOccurrences(of: writtenSymbols.decimalSeparator, with: symbols.decimalSeparator)
    }

    private func milliseconds(_ count: Int64) -> String {
        Duration.milliseconds(count).formatted(
            Duration.UnitsFormatStyle(allowedUnits: [.milliseconds], width: .wide).locale(copy.locale.locale))
    }

    private func percent(_ fraction: Double, sign: Bool = false) -> String {
        var text = writtenSymbols.formatPercent(fraction, fractionDigits: 1...1, alwaysShowsSign: sign).text
        if sign { text = text.replacingOccurrences(of: "-", with: "\u{2212}") }
        return text
    }

    /// A value with its unit and day, as the description says it: "12,034 steps a day on 3 July".
    private func valueOnDay(_ value: Double, _ month: Int, _ dayOfMonth: Int) -> String {
        copy.text(.describeExtreme, amount(value), when(.day, day(month, dayOfMonth)))
    }

    /// A date's phrase with its preposition at a grain: "on 3 July".
    private func when(_ grain: DescribedGrain, _ date: String) -> String {
        copy.text(.describeWhen(grain), date)
    }

    /// A quarter as the description says it inside a phrase ("third quarter of 2009").
    private func quarter(_ number: Int, _ year: Int, inPhrase: Bool = true) -> String {
        copy.text(.quarter(number, inPhrase: inPhrase), dates.spokenYear(year))
    }

    /// The change's clause of a rise: "from 139,058 to 143,093, up 2.9%, across 18 months".
    private var changeClause: String {
        copy.text(
            .describeChange, copy.text(.describeChangeEnds, plainNumber(139_058), plainNumber(143_093)),
            copy.text(.describeUp, spokenPercent(0.029, digits: 0...1)),
            copy.text(.describeSpan(.month, approximate: false), [number(18)]))
    }

    private func plainNumber(_ value: Double) -> String {
        symbols.format(value, fractionDigits: 0...1).text
    }

    /// The sample arguments of the description's keys, or `nil` for another key.
    private func describeSample(_ name: String) -> [(String, [CatalogArgument])]? {
        func one(_ arguments: [CatalogArgument]) -> [(String, [CatalogArgument])] { [("", arguments)] }
        func text(_ values: String...) -> [CatalogArgument] { values.map(CatalogArgument.text) }
        let unitOf = [
            "hour": SampleUnit.hour, "day": .day, "week": .week, "month": .month, "quarter": .quarter, "year": .year,
            "reading": .reading,
        ]
        let lastPart = String(name.split(separator: ".").last ?? "")
        let firstDates: [SampleUnit: String] = [
            .hour: when(.time, copy.text(.dayAndTime, day(11, 29), times.spokenTime(hour: 17, minute: 0))),
            .day: when(.day, day(1, 1)), .week: when(.week, day(4, 13)),
            .month: when(.month, month(2009, 3, inContext: false)),
            .quarter: when(.quarter, quarter(3, 2009)), .year: when(.year, dates.spokenYear(2009)),
            .reading: when(.year, dates.spokenYear(1960)),
        ]
        if name.hasPrefix("describe.extreme.tied."), let unit = unitOf[lastPart] {
            return counts { [.text(self.number0mm), $0, .text(firstDates[unit] ?? "")] }
        }
        if name.hasPrefix("describe.change.averages."), unitOf[lastPart] != nil {
            return counts { [$0, .text(self.amount(7_204)), .text(self.amount(7_911))] }
        }
        if name.hasPrefix("describe.shape."), name.contains(".every.") { return one([]) }
        if name.hasPrefix("describe.shape."), name.contains(".most.") {
            return counts {
                [self.number(Double(Self.sampleCounts.firstIndex(of: Int($0.displayText) ?? 0) ?? 0)), $0]
            }
        }
        if name.hasPrefix("describe.when.") {
            let dateOf: [String: String] = [
                "time": copy.text(.dayAndTime, day(11, 29), times.spokenTime(hour: 17, minute: 0)),
                "day": day(3, 3), "week": day(4, 13), "month": month(2015, 12), "quarter": quarter(3, 2009),
                "year": dates.spokenYear(2017),
            ]
            return one(text(dateOf[lastPart] ?? ""))
        }
        if name.hasPrefix("date.quarter.") { return one(text(dates.spokenYear(2009))) }
        let spike = copy.text(.describeExtreme, amount(80), when(.day, day(10, 17)))
        switch name {
        case "describe.one-reading":
            return one(text(valueOnDay(8_412, 3, 3)))
        case "describe.constant":
            return one([number(0), .text(copy.text(.describeSpan(.day, approximate: false), [number(14)]))])
        case "describe.flat":
            return one([number(0)])
        case "describe.highest-lowest":
            return [
                ("one each", text(valueOnDay(12_034, 7, 3), valueOnDay(2_410, 6, 21))),
                (
                    "tied",
                    text(
                        valueOnDay(48, 8, 3),
                        copy.text(
                            .describeExtremeTied(.day), [.text(number0mm), number(221), .text(when(.day, day(1, 1)))]))
                ),
            ]
        case "describe.extreme":
            return one(text(amount(1_440), when(.month, month(1855, 1, inContext: false))))
        case "describe.shape-and-change":
            return one(text(copy.text(.describeEvery(.rising, .month)), changeClause))
        case "describe.sentence":
            return one(
                text(
                    copy.text(
                        .describePeak,
                        copy.text(.describeExtreme, amount(1_440), when(.month, month(1855, 1, inContext: false)))))
            )
        case "describe.overall":
            return one(text(changeClause))
        case "describe.shape.rising", "describe.shape.falling", "describe.shape.rising.ups-and-downs",
            "describe.shape.falling.ups-and-downs", "describe.shape.steady", "describe.change.none",
            "describe.weekdays-only", "describe.five-days", "range.shared-year":
            return one([])
        case "describe.shape.peak", "describe.shape.trough":
            return one(text(copy.text(.describeExtreme, amount(1_440), when(.month, month(1855, 1, inContext: false)))))
        case "describe.shape.peak-trough", "describe.shape.trough-peak":
            return one(
                text(
                    copy.text(.describeExtreme, amount(14_963), when(.quarter, quarter(2, 2008))),
                    copy.text(.describeExtreme, amount(14_356), when(.quarter, quarter(2, 2009)))))
        case "describe.shape.spike":
            return one([number(0), number(3), .text(spike)])
        case "describe.shape.dip":
            return one([number(97), number(100), .text(copy.text(.describeExtreme, amount(12), when(.day, day(5, 3))))])
        case "describe.change.ends":
            return one(text(plainNumber(139_058), plainNumber(143_093)))
        case "describe.change":
            return one(
                text(
                    copy.text(.describeChangeEnds, plainNumber(139_058), plainNumber(143_093)),
                    copy.text(.describeUp, spokenPercent(0.029, digits: 0...1)),
                    copy.text(.describeSpan(.month, approximate: false), [number(18)])))
        case "describe.change.up":
            return [
                ("percent", text(spokenPercent(0.029, digits: 0...1))),
                ("amount", text(copy.text(.describeAmount, [number(4.5, places: 0...1), .text("°C")]))),
                ("points", text(copy.text(.describePointsFraction, [number(4.5, places: 0...1)]))),
            ]
        case "describe.change.down":
            return one(text(spokenPercent(0.55)))
        case "describe.change.points":
            return counts { [$0] }
        case "describe.change.points.fraction":
            return [0.5, 1.5, 4.5, 22.5].map { sample in
                (symbols.format(sample, fractionDigits: 0...1).text, [number(sample, places: 0...1)])
            }
        case "describe.no-data.at", "describe.no-data.longest.at":
            return one(text(when(.day, day(6, 10))))
        case "describe.no-data.range", "describe.no-data.longest.range", "table.no-data":
            return one(text(copy.text(.rangeConnector, day(6, 10), day(6, 19))))
        case "error.window.inside-hole":
            return one(
                text(copy.text(.rangeConnector, day(6, 10), day(6, 19)), when(.day, day(6, 9)), when(.day, day(6, 20))))
        case "error.window.inside-hole.at":
            return one(text(when(.day, day(6, 10)), when(.day, day(6, 9)), when(.day, day(6, 11))))
        case "error.window.between-readings":
            return one(text(when(.day, day(6, 12)), when(.day, day(6, 15))))
        case "range.connector.quarter":
            return one(text(quarter(3, 2008), quarter(4, 2009)))
        default:
            return nil
        }
    }

    /// "0 mm", a value with a unit of the caller's.
    private var number0mm: String {
        copy.text(.describeAmount, [number(0), .text("mm")])
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
            // A loss grouped in thousands over days of another year: the sign, the grouping and
            // the year as a listener hears them.
            let otherYear = copy.text(
                .rangeConnector,
                dates.spokenDay(CivilDate(year: 2015, month: 11, day: 20).dayNumber, withYear: true),
                dates.spokenDay(CivilDate(year: 2015, month: 12, day: 31).dayNumber, withYear: true))
            return [
                ("", [.text(caption), value, .text(spokenRange)]),
                ("-178820, 2015", [.text(caption), number(-178_820), .text(otherYear)]),
            ]
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
        case "number.negative":
            // The number without its sign, as the spoken symbols write it: grouped, and below one.
            return [5_600, 178_820, 0.5].map { sample in
                (plain(sample), [.text(symbols.format(sample, fractionDigits: 0...1).text)])
            }
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
        case "describe.join":
            let extremes = copy.text(.describeHighestLowest, valueOnDay(12_034, 7, 3), valueOnDay(2_410, 6, 21))
            return one(text(extremes, copy.text(.describeShapeAndChange, copy.text(.describeSteady), changeClause)))
        case "stats.change.up.1w", "stats.change.up.1m", "stats.change.up.3m", "stats.change.up.1y":
            return one(text(percentNumber(0.126)))
        case "stats.change.down.1w", "stats.change.down.1m", "stats.change.down.3m", "stats.change.down.1y":
            return one(text(percentNumber(0.042)))
        case "stats.change.up.by.1w", "stats.change.up.by.1m", "stats.change.up.by.3m", "stats.change.up.by.1y",
            "stats.change.down.by.1w", "stats.change.down.by.1m", "stats.change.down.by.3m", "stats.change.down.by.1y":
            return [
                ("points", text(copy.text(.describePointsFraction, [number(4.5, places: 1...1)]))),
                ("degrees", text(copy.text(.statsDegreesFraction, [number(2.4, places: 1...1)]))),
                ("amount", text(dollars(12_700.25))),
            ]
        case "stats.change.written.1w", "stats.change.written.1m", "stats.change.written.3m", "stats.change.written.1y":
            return [("up", text(percent(0.126, sign: true))), ("down", text(percent(-0.042, sign: true)))]
        case "stats.headline":
            let money = ValueFormatter(
                format: .currency(code: "USD", wholeUnits: false), locale: copy.locale.locale, symbols: symbols)
            let amount = money.spoken(44_051.40).text
            let name = copy.text(.demoName)
            return [
                ("change", text(name, amount, copy.text(.statsChangeUp(.month), percentNumber(0.13)))),
                ("no comparison", text(name, amount, copy.text(.statsSpanInline(.month)))),
            ]
        case "describe.shape.daily-cycle":
            let afternoon = calendar.instant(
                dayNumber: CivilDate(year: 2026, month: 10, day: 12).dayNumber, secondsIntoDay: 54_000)
            return [
                ("3 PM", text(times.spokenTime(of: afternoon))),
                ("3:30 PM", text(times.spokenTime(of: afternoon + 1_800))),
            ]
        case "stats.figure.dated":
            let change = copy.text(.statsChangeUpFrom, spokenPercent(0.005, digits: 1...1), fromFebruary)
            return one(text("MSFT", month(2010, 3, inContext: false), dollars(28.80), change))
        case "stats.figure.dated.alone":
            return one(text("MSFT", month(2010, 3, inContext: false), dollars(28.80)))
        case "stats.change.up.from", "stats.change.down.from":
            return [
                ("percent", text(spokenPercent(0.005, digits: 1...1), fromFebruary)),
                ("points", text(copy.text(.describePointsFraction, [number(4.5, places: 1...1)]), fromFebruary)),
            ]
        case "stats.change.none.from":
            return one(text(fromFebruary))
        case "stats.from.date":
            return [("month", text(month(2010, 2))), ("year", text(dates.spokenYear(2009)))]
        case "stats.from.days":
            return one(text(januaryToFebruary))
        case "stats.change.written.from":
            return [
                ("up", text(percent(0.005, sign: true), month(2010, 2, inContext: false))),
                ("down", text(percent(-0.042, sign: true), month(2010, 2, inContext: false))),
            ]
        case "stats.change.written.points":
            return one(text("+" + symbols.format(4.5, fractionDigits: 0...1).text))
        case "stats.size.degrees":
            return counts { [$0] }
        case "stats.size.degrees.fraction":
            return [0.5, 1.5, 2.4].map { (symbols.format($0, fractionDigits: 1...1).text, [number($0, places: 1...1)]) }
        case "stats.note.sum-of-level":
            return one(text("Balance", "--aggregate average", "--aggregate latest"))
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
        case "audio.extremes.dates.quarter":
            return one(text(quarter(3, 2009), quarter(1, 2001)))
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
        if name.hasPrefix("stats.from.quarter.") {
            return one(text(dates.spokenYear(2009)))
        }
        if name.hasPrefix("stats.note.no-comparison.") {
            return one(text(copy.text(.demoName), copy.text(.statsRangeSpoken(.year))))
        }
        if name.hasPrefix("limit.shortest.") || name.hasPrefix("note.") || name.hasPrefix("timer.duration.") {
            return counts { [$0] }
        }
        if name.hasPrefix("audio.silence.") || name.hasPrefix("describe.missing.") || name.hasPrefix("hint.move.")
            || name.hasPrefix("describe.span.") || name.hasPrefix("describe.shape.waves")
        {
            if name == "describe.shape.waves.peak" {
                return one(text(copy.text(.describeWaves, [number(1)]), when(.year, dates.spokenYear(1995))))
            }
            if name == "describe.shape.waves.peaks" {
                let years = [1989, 2000].map { when(.year, dates.spokenYear($0)) }
                return one(text(copy.text(.describeWaves, [number(2)]), list(years)))
            }
            if name == "describe.shape.waves.low" {
                return one(text(copy.text(.describeWavesFalling, [number(1)]), when(.day, day(5, 3))))
            }
            if name == "describe.shape.waves.lows" {
                let days = [day(5, 3), day(6, 9)].map { when(.day, $0) }
                return one(text(copy.text(.describeWavesFalling, [number(2)]), list(days)))
            }
            return counts { [$0] }
        }
        if let sample = describeSample(name) { return sample }
        if name.hasPrefix("audio.summary.") {
            let seconds = ValueFormatter(format: .duration, locale: copy.locale.locale, symbols: symbols).spoken(6).text
            return counts { [$0, .text(spokenRange), .text(seconds)] }
        }
        return one([])
    }
}
