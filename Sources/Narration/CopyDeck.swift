import Foundation
import SpanModel
import StringCatalog

/// Every sentence of the built-in copy rendered with sample values, so that a reviewer or
/// translator sees each line exactly as a listener hears it: dates, numbers and plural forms
/// filled in for the locale.
///
/// The sample values are fixed: 3 March to 14 April 2026, a value of 8,412, counts of 0, 1, 2,
/// 5, 22 and 101 (which between them reach every plural form of the shipped languages), and so on.
///
/// Keys are matched by `CopyKey`'s own members, as the narration names them: no catalog key is
/// spelled here, so the catalogs and `CopyKey` are the only two lists of keys.
package struct CopyDeck {
    /// The copy being shown.
    package let copy: NarrationCopy

    /// The words the samples use for the settings a line advises: the command line's options
    /// in its own deck, so that the samples read as a listener hears them.
    package let settings: SettingWords

    /// The number symbols of spoken lines, and of written ones (the written change).
    private let symbols: NumberSymbols
    private let writtenSymbols: NumberSymbols
    private let dates: DateWording
    private let times: TimeWording
    private let calendar = BucketCalendar(timeZone: TimeZone(identifier: "UTC")!)

    /// The counts every plural line is rendered with.
    static let sampleCounts = [0, 1, 2, 5, 22, 101]

    /// Creates the deck for a copy, with the words of the settings its lines advise.
    package init(copy: NarrationCopy, settings: SettingWords = SettingWords()) {
        self.copy = copy
        self.settings = settings
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
    private func describeSample(_ key: CopyKey) -> [(String, [CatalogArgument])]? {
        func one(_ arguments: [CatalogArgument]) -> [(String, [CatalogArgument])] { [("", arguments)] }
        func text(_ values: String...) -> [CatalogArgument] { values.map(CatalogArgument.text) }
        let firstDates: [SampleUnit: String] = [
            .hour: when(.time, copy.text(.dayAndTime, day(11, 29), times.spokenTime(hour: 17, minute: 0))),
            .day: when(.day, day(1, 1)), .week: when(.week, day(4, 13)),
            .month: when(.month, month(2009, 3, inContext: false)),
            .quarter: when(.quarter, quarter(3, 2009)), .year: when(.year, dates.spokenYear(2009)),
            .reading: when(.year, dates.spokenYear(1960)),
        ]
        if let unit = Self.parameter(of: key, in: CopyKey.describeExtremeTied) {
            return counts { [.text(self.number0mm), $0, .text(firstDates[unit] ?? "")] }
        }
        if Self.parameter(of: key, in: CopyKey.describeChangeAverages) != nil {
            return counts { [$0, .text(self.amount(7_204)), .text(self.amount(7_911))] }
        }
        let directions: [WindowShape.Direction] = [.rising, .falling]
        if directions.contains(where: { direction in
            Self.parameter(of: key, in: { (unit: SampleUnit) in .describeEvery(direction, unit) }) != nil
        }) {
            return one([])
        }
        if directions.contains(where: { direction in
            Self.parameter(of: key, in: { (unit: SampleUnit) in .describeMost(direction, unit) }) != nil
        }) {
            return counts {
                [self.number(Double(Self.sampleCounts.firstIndex(of: Int($0.displayText) ?? 0) ?? 0)), $0]
            }
        }
        if let grain = Self.parameter(of: key, in: CopyKey.describeWhen) {
            let dateOf: [DescribedGrain: String] = [
                .time: copy.text(.dayAndTime, day(11, 29), times.spokenTime(hour: 17, minute: 0)),
                .day: day(3, 3), .week: day(4, 13), .month: month(2015, 12), .quarter: quarter(3, 2009),
                .year: dates.spokenYear(2017),
            ]
            return one(text(dateOf[grain] ?? ""))
        }
        if (1...4).contains(where: { key == .quarter($0, inPhrase: false) || key == .quarter($0, inPhrase: true) }) {
            return one(text(dates.spokenYear(2009)))
        }
        let spike = copy.text(.describeExtreme, amount(80), when(.day, day(10, 17)))
        switch key {
        case .describeOneReading:
            return one(text(valueOnDay(8_412, 3, 3)))
        case .describeConstant:
            return one([number(0), .text(copy.text(.describeSpan(.day, approximate: false), [number(14)]))])
        case .describeFlat:
            return one([number(0)])
        case .describeHighestLowest:
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
        case .describeExtreme:
            return one(text(amount(1_440), when(.month, month(1855, 1, inContext: false))))
        case .describeShapeAndChange:
            return one(text(copy.text(.describeEvery(.rising, .month)), changeClause))
        case .describeSentence:
            return one(
                text(
                    copy.text(
                        .describePeak,
                        copy.text(.describeExtreme, amount(1_440), when(.month, month(1855, 1, inContext: false)))))
            )
        case .describeOverall:
            return one(text(changeClause))
        case .describeRising, .describeFalling, .describeRisingWithUpsAndDowns, .describeFallingWithUpsAndDowns,
            .describeSteady, .describeNoChange, .describeWeekdaysOnly, .describeFiveDays, .rangeSharedYear:
            return one([])
        case .describePeak, .describeTrough:
            return one(text(copy.text(.describeExtreme, amount(1_440), when(.month, month(1855, 1, inContext: false)))))
        case .describePeakThenTrough, .describeTroughThenPeak:
            return one(
                text(
                    copy.text(.describeExtreme, amount(14_963), when(.quarter, quarter(2, 2008))),
                    copy.text(.describeExtreme, amount(14_356), when(.quarter, quarter(2, 2009)))))
        case .describeSpike:
            return one([number(0), number(3), .text(spike)])
        case .describeDip:
            return one([number(97), number(100), .text(copy.text(.describeExtreme, amount(12), when(.day, day(5, 3))))])
        case .describeChangeEnds:
            return one(text(plainNumber(139_058), plainNumber(143_093)))
        case .describeChange:
            return one(
                text(
                    copy.text(.describeChangeEnds, plainNumber(139_058), plainNumber(143_093)),
                    copy.text(.describeUp, spokenPercent(0.029, digits: 0...1)),
                    copy.text(.describeSpan(.month, approximate: false), [number(18)])))
        case .describeUp:
            return [
                ("percent", text(spokenPercent(0.029, digits: 0...1))),
                ("amount", text(copy.text(.describeAmount, [number(4.5, places: 0...1), .text("°C")]))),
                ("points", text(copy.text(.describePointsFraction, [number(4.5, places: 0...1)]))),
            ]
        case .describeDown:
            return one(text(spokenPercent(0.55)))
        case .describePoints:
            return counts { [$0] }
        case .describePointsFraction:
            return [0.5, 1.5, 4.5, 22.5].map { sample in
                (symbols.format(sample, fractionDigits: 0...1).text, [number(sample, places: 0...1)])
            }
        case .describeNoDataAt, .describeLongestNoDataAt:
            return one(text(when(.day, day(6, 10))))
        case .describeNoDataRange, .describeLongestNoDataRange, .tableNoData:
            return one(text(copy.text(.rangeConnector, day(6, 10), day(6, 19))))
        case .errorInsideHole:
            return one(
                text(copy.text(.rangeConnector, day(6, 10), day(6, 19)), when(.day, day(6, 9)), when(.day, day(6, 20))))
        case .errorInsideHoleAt:
            return one(text(when(.day, day(6, 10)), when(.day, day(6, 9)), when(.day, day(6, 11))))
        case .errorBetweenReadings:
            return one(text(when(.day, day(6, 12)), when(.day, day(6, 15))))
        case .rangeConnector(.quarter):
            return one(text(quarter(3, 2008), quarter(4, 2009)))
        default:
            return nil
        }
    }

    /// The case of a family's parameter whose key `key` is (`.day` for `limit.shortest.day` in
    /// `CopyKey.limitShortest`), or `nil` when it is none of the family's keys.
    private static func parameter<Parameter: CaseIterable>(
        of key: CopyKey, in family: (Parameter) -> CopyKey
    ) -> Parameter? {
        Parameter.allCases.first { family($0) == key }
    }

    /// "0 mm", a value with a unit of the caller's.
    private var number0mm: String {
        copy.text(.describeAmount, [number(0), .text("mm")])
    }

    /// The sample arguments for a key, labelled when there is more than one set.
    func sampleArguments(for key: CopyKey) -> [(String, [CatalogArgument])] {
        let caption = copy.text(.caption(.average))
        let inlineCaption = copy.text(.captionInline(.average))
        // The readout of the demo series, as `rangelens summary` says it: its own caption for a
        // daily average, lowered mid-sentence as the language lowers the average's.
        let demoCaption = copy.text(.demoAverageCaption)
        let demoInlineCaption = RangeNarrator.inlineCaption(own: .demoAverageCaption, of: .average, copy: copy)
        let value = number(8_412)
        func one(_ arguments: [CatalogArgument]) -> [(String, [CatalogArgument])] { [("", arguments)] }
        func text(_ values: String...) -> [CatalogArgument] { values.map(CatalogArgument.text) }

        switch key {
        case .readout:
            return one([.text(demoCaption), value, .text(unit(after: 8_412)), .text(spokenRange)])
        case .readoutWithoutUnit:
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
        case .readoutTooLarge:
            return one(text(copy.text(.caption(.total)), spokenRange))
        case .rangeValue:
            return one([.text(spokenRange), .text(demoInlineCaption), value, .text(unit(after: 8_412))])
        case .rangeValueWithoutUnit:
            return one([.text(spokenRange), .text(inlineCaption), value])
        case .rangeValueTooLarge:
            return one(text(spokenRange, copy.text(.captionInline(.total))))
        case .rangeConnector:
            return one(text(day(3, 3), day(4, 14)))
        case .numberNegative:
            // The number without its sign, as the spoken symbols write it: grouped, and below one.
            return [5_600, 178_820, 0.5].map { sample in
                (plain(sample), [.text(symbols.format(sample, fractionDigits: 0...1).text)])
            }
        case .readoutWithoutValues, .rangeValueWithoutValues:
            return one(text(spokenRange))
        case .rangeConnector(.month):
            return one(text(month(2014, 7), month(2015, 12)))
        case .rangeConnector(.year):
            return one(text(dates.spokenYear(2010), dates.spokenYear(2017)))
        case .dayAndTime:
            return [
                ("23:00", text(day(11, 29), times.spokenTime(hour: 23, minute: 0))),
                ("01:00", text(day(11, 29), times.spokenTime(hour: 1, minute: 0))),
            ]
        case .rangeWithinDay:
            return one(text(day(11, 29), times.spokenTime(hour: 17, minute: 0), times.spokenTime(hour: 23, minute: 0)))
        case .timeHour(beforeNoon: true), .timeHour(beforeNoon: false):
            let hours = key == .timeHour(beforeNoon: true) ? [0, 1, 9] : [12, 13, 23]
            return hours.map { (Self.clockLabel($0, 0), [clockHour($0)]) }
        case .timeHourMinute(beforeNoon: true), .timeHourMinute(beforeNoon: false):
            let hours = key == .timeHourMinute(beforeNoon: true) ? [1, 9] : [17, 23]
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
        case .dataPoint:
            return one([.text(day(3, 3)), value])
        case .dataPointWithoutValue:
            return one(text(day(3, 3)))
        case .reportTableCaption:
            return one(text(spokenRange))
        case .describeAmount:
            return one([number(1_200), .text(unit(after: 1_200))])
        case .noteStartsLater, .noteEndsEarlier, .noteInsideRange, .errorNoSamplesInRange:
            return one(text(spokenRange))
        case .noteWidened:
            return one(text(spokenRange, settings.minimumSpan))
        case .noteLastWidened:
            return one(text(spokenRange, settings.lastSamples, settings.minimumSpan))
        case .noteLastEverything:
            return one(text(spokenRange, settings.lastSamples))
        case .noteValueColumn:
            return one(text("precipitation", settings.valueColumn))
        case .noteDateColumn:
            return one(text("observed", settings.dateColumn))
        case .noteValueColumnPosition:
            return one(text(plain(3), settings.valueColumn))
        case .noteDateColumnPosition:
            return one(text(plain(2), settings.dateColumn))
        case .noteEuropean:
            return one(text(";", settings.decimalPoint))
        case .noteEuropeanTab:
            return one(text(settings.decimalPoint))
        case .noteUTF16:
            return one(text("UTF 16", "UTF 8"))
        case .noteCarriageReturns:
            return one([])
        case .noteAmbiguous:
            return one(text("1.234", "Wert", plain(1_234), plain(1.234), settings.decimalPoint))
        case .noteAmbiguousPosition:
            return one(text("1.234", plain(2), plain(1_234), plain(1.234), settings.decimalPoint))
        case .seriesLead:
            return one(text("GOOG", copy.text(.readoutWithoutUnit, [.text(caption), number(427), .text(spokenRange)])))
        case .readoutWithoutSamples:
            return one(text(spokenRange))
        case .seriesLeftOut:
            return [("one", text(list(["MSFT"]))), ("two", text(list(["IBM", "MSFT"])))]
        case .seriesComparison(.average), .seriesComparison(.total), .seriesComparison(.maximum),
            .seriesComparison(.minimum):
            return one(
                text(
                    "GOOG", symbols.format(428, fractionDigits: 0...0).text, "MSFT",
                    symbols.format(32.2, fractionDigits: 0...1).text))
        case .seriesSame(.average), .seriesSame(.total), .seriesSame(.maximum), .seriesSame(.minimum):
            return one(text(symbols.format(428, fractionDigits: 0...0).text))
        case .demoUnit:
            return [1, 2, 5, 22, 8_412, 7.5].map { sample in
                (
                    symbols.format(sample, fractionDigits: 0...1).text,
                    [.number(symbols.format(sample, fractionDigits: 0...1))]
                )
            }
        case .describeJoin:
            let extremes = copy.text(.describeHighestLowest, valueOnDay(12_034, 7, 3), valueOnDay(2_410, 6, 21))
            return one(text(extremes, copy.text(.describeShapeAndChange, copy.text(.describeSteady), changeClause)))
        case .statsChangeUp(.week), .statsChangeUp(.month), .statsChangeUp(.quarter), .statsChangeUp(.year):
            return one(text(percentNumber(0.126)))
        case .statsChangeDown(.week), .statsChangeDown(.month), .statsChangeDown(.quarter), .statsChangeDown(.year):
            return one(text(percentNumber(0.042)))
        case .statsChangeUpBy(.week), .statsChangeUpBy(.month), .statsChangeUpBy(.quarter), .statsChangeUpBy(.year),
            .statsChangeDownBy(.week), .statsChangeDownBy(.month), .statsChangeDownBy(.quarter),
            .statsChangeDownBy(.year):
            return [
                ("points", text(copy.text(.describePointsFraction, [number(4.5, places: 1...1)]))),
                ("degrees", text(copy.text(.statsDegreesFraction, [number(2.4, places: 1...1)]))),
                ("amount", text(dollars(12_700.25))),
            ]
        case .statsChangeWritten(.week), .statsChangeWritten(.month), .statsChangeWritten(.quarter),
            .statsChangeWritten(.year):
            return [("up", text(percent(0.126, sign: true))), ("down", text(percent(-0.042, sign: true)))]
        case .statsHeadline:
            let money = ValueFormatter(
                format: .currency(code: "USD", wholeUnits: false), locale: copy.locale.locale, symbols: symbols)
            let amount = money.spoken(44_051.40).text
            let name = copy.text(.demoName)
            return [
                ("change", text(name, amount, copy.text(.statsChangeUp(.month), percentNumber(0.13)))),
                ("no comparison", text(name, amount, copy.text(.statsSpanInline(.month)))),
            ]
        case .describeDailyCycle:
            let afternoon = calendar.instant(
                dayNumber: CivilDate(year: 2026, month: 10, day: 12).dayNumber, secondsIntoDay: 54_000)
            return [
                ("3 PM", text(times.spokenTime(of: afternoon))),
                ("3:30 PM", text(times.spokenTime(of: afternoon + 1_800))),
            ]
        case .statsFigureDated:
            let change = copy.text(.statsChangeUpFrom, spokenPercent(0.005, digits: 1...1), fromFebruary)
            return one(text("MSFT", month(2010, 3, inContext: false), dollars(28.80), change))
        case .statsFigureDatedAlone:
            return one(text("MSFT", month(2010, 3, inContext: false), dollars(28.80)))
        case .statsChangeUpFrom, .statsChangeDownFrom:
            return [
                ("percent", text(spokenPercent(0.005, digits: 1...1), fromFebruary)),
                ("points", text(copy.text(.describePointsFraction, [number(4.5, places: 1...1)]), fromFebruary)),
            ]
        case .statsNoChangeFrom:
            return one(text(fromFebruary))
        case .statsFromDate:
            return [("month", text(month(2010, 2))), ("year", text(dates.spokenYear(2009)))]
        case .statsFromDays:
            return one(text(januaryToFebruary))
        case .statsChangeWrittenFrom:
            return [
                ("up", text(percent(0.005, sign: true), month(2010, 2, inContext: false))),
                ("down", text(percent(-0.042, sign: true), month(2010, 2, inContext: false))),
            ]
        case .statsPointsWritten:
            return one(text("+" + symbols.format(4.5, fractionDigits: 0...1).text))
        case .statsDegrees:
            return counts { [$0] }
        case .statsDegreesFraction:
            return [0.5, 1.5, 2.4].map { (symbols.format($0, fractionDigits: 1...1).text, [number($0, places: 1...1)]) }
        case .statsNoteSumOfLevel:
            return one(text("Balance", settings.averageReading, settings.latestReading))
        case .statsTile:
            return one(
                text(
                    copy.text(.demoName), symbols.format(1_172, fractionDigits: 0...0).text,
                    copy.text(.statsChangeUp(.month), percentNumber(0.041))))
        case .statsWithSentiment:
            let tile = copy.text(
                .statsTile, copy.text(.demoName), symbols.format(1_172, fractionDigits: 0...0).text,
                copy.text(.statsChangeDown(.month), percentNumber(0.004)))
            return [("good", text(tile, copy.text(.statsGoodNews))), ("bad", text(tile, copy.text(.statsBadNews)))]
        case .statsWeekOf:
            let written = Date(
                timeIntervalSince1970: calendar.instant(
                    dayNumber: CivilDate(year: 2026, month: 9, day: 22).dayNumber, secondsIntoDay: 43_200))
            return one(
                text(
                    written.formatted(
                        Date.FormatStyle(locale: copy.locale.locale, timeZone: calendar.timeZone).day().month(
                            .abbreviated))))
        case .statsWeekOfSpoken:
            return one(text(day(9, 22)))
        case .statsPointHour:
            let card = StatsCardNarrator(copy: copy, calendar: calendar, today: CivilDate(year: 2026, month: 3, day: 3))
            let afternoon = calendar.instant(
                dayNumber: CivilDate(year: 2026, month: 10, day: 12).dayNumber, secondsIntoDay: 54_000)
            return [
                ("3 PM", text(day(10, 12), card.spokenPointTime(afternoon))),
                ("1 AM", text(day(10, 12), card.spokenPointTime(afternoon - 14 * 3_600))),
                ("3:30 PM", text(day(10, 12), card.spokenPointTime(afternoon + 1_800))),
            ]
        case .statsPercentSpoken:
            return one(text(percentNumber(0.032)))
        case .statsLoading:
            return one(text(copy.text(.demoName)))
        case .statsNoteRangeTooFine:
            return one(text(copy.text(.statsRangeSpoken(.week)), copy.text(.statsRangeSpoken(.month))))
        case .statsNoteRangeLeftOut:
            return one(text(copy.text(.statsRangeSpoken(.week))))
        case .statsNotePartialPeriod:
            return one(text(copy.text(.demoName), copy.text(.statsRangeSpoken(.year)), day(10, 3)))
        case .timerValue(.ready), .timerValue(.running), .timerValue(.paused):
            return one(text(spokenDuration))
        case .timerProgress:
            return [("72", [number(72)]), ("1", [number(1)]), ("99", [number(99)]), ("100", [number(100)])]
        case .timerDurationJoinTwo:
            return one(
                text(copy.text(.timerDurationMinutes, [number(1)]), copy.text(.timerDurationSeconds, [number(30)])))
        case .timerDurationJoinThree:
            return one(
                text(
                    copy.text(.timerDurationHours, [number(2)]), copy.text(.timerDurationMinutes, [number(1)]),
                    copy.text(.timerDurationSeconds, [number(5)])))
        case .audioScale:
            return one([number(0), number(13_240)])
        case .audioScaleWithUnit:
            return one([number(0), number(13_240), .text(unit(after: 13_240))])
        case .audioReferenceAverage:
            return one([value])
        case .audioReferenceGoal, .audioThreshold, .audioThresholdNeverReached, .audioThresholdNeverBelow,
            .audioCueCrossedUp, .audioCueCrossedDown:
            return one([number(10_000)])
        case .audioCueWeek:
            return one(text(day(1, 5)))
        case .audioCueNoData:
            return one(text(copy.text(.rangeConnector, day(3, 7), day(3, 9))))
        case .audioCueHighestWithin:
            return one([number(12_034), .text(day(7, 3))])
        case .audioCueLowestWithin:
            return one([number(2_410), .text(day(6, 21))])
        case .audioNoteDurationShortest:
            return one(text(tenthsOfSeconds(25), tenthsOfSeconds(20), milliseconds(60)))
        case .audioNoteDurationLongest:
            return one(text(tenthsOfSeconds(105), tenthsOfSeconds(200), milliseconds(250)))
        case .audioExtremesDates(.day):
            return one(text(day(11, 7), day(10, 25)))
        case .audioExtremesDates(.month):
            return one(text(month(2015, 7, inContext: false), month(2014, 2, inContext: false)))
        case .audioExtremesDates(.quarter):
            return one(text(quarter(3, 2009), quarter(1, 2001)))
        case .audioExtremesDates(.year):
            return one(text(dates.spokenYear(2015), dates.spokenYear(1904)))
        case .audioErrorTooManyAtOnce:
            return [5, 22].map {
                ("\($0)", [number(4), number(Double($0)), .text(settings.playingAtOnce), .text(settings.rowFilter)])
            }
        case .audioNoteAxisNarrow:
            return one(text("MSFT", settings.valueAxisPerSeries))
        case .audioSeriesOneAfterAnother, .audioSeriesAtOnce, .audioSeriesAtOnceRightToLeft, .audioSeriesAtOnceMono:
            return [2, 3].map { count in
                let names = Array(["AAPL", "GOOG", "MSFT"].prefix(count))
                return (
                    "\(count)",
                    [number(Double(count)), .text(tenthsOfSeconds(Int64(count == 2 ? 140 : 210))), .text(list(names))]
                )
            }
        case .describeWavesWithPeak:
            return one(text(copy.text(.describeWaves, [number(1)]), when(.year, dates.spokenYear(1995))))
        case .describeWavesWithPeaks:
            let years = [1989, 2000].map { when(.year, dates.spokenYear($0)) }
            return one(text(copy.text(.describeWaves, [number(2)]), list(years)))
        case .describeWavesWithLow:
            return one(text(copy.text(.describeWavesFalling, [number(1)]), when(.day, day(5, 3))))
        case .describeWavesWithLows:
            let days = [day(5, 3), day(6, 9)].map { when(.day, $0) }
            return one(text(copy.text(.describeWavesFalling, [number(2)]), list(days)))
        case .describeWaves, .describeWavesFalling, .noteNegativeAsZero, .noteGaps, .noteSkippedRows, .noteDuplicates,
            .timerDurationHours, .timerDurationMinutes, .timerDurationSeconds:
            return counts { [$0] }
        default:
            break
        }
        if (1...4).contains(where: { key == .statsFromQuarter($0) }) {
            return one(text(dates.spokenYear(2009)))
        }
        if NoComparisonReason.allCases.contains(where: { key == .statsNoComparison($0) }) {
            return one(text(copy.text(.demoName), copy.text(.statsRangeSpoken(.year))))
        }
        if Self.parameter(of: key, in: CopyKey.limitShortest) != nil
            || Self.parameter(of: key, in: CopyKey.audioSilence) != nil
            || Self.parameter(of: key, in: CopyKey.describeMissing) != nil
            || Self.parameter(of: key, in: { (unit: HintUnit) in .hint(moving: unit) }) != nil
            || Self.parameter(of: key, in: { (unit: TimeSpan.Unit) in .describeSpan(unit, approximate: false) }) != nil
            || Self.parameter(of: key, in: { (unit: TimeSpan.Unit) in .describeSpan(unit, approximate: true) }) != nil
        {
            return counts { [$0] }
        }
        if let sample = describeSample(key) { return sample }
        if Self.parameter(of: key, in: CopyKey.audioSummary) != nil {
            let seconds = ValueFormatter(format: .duration, locale: copy.locale.locale, symbols: symbols).spoken(6).text
            return counts { [$0, .text(spokenRange), .text(seconds)] }
        }
        return one([])
    }
}
