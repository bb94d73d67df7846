import Foundation
import StringCatalog
import TestSupport
import Testing

@testable import Narration
@testable import SpanModel

@Suite("Sentences of the range lens")
struct RangeNarratorTests {
    /// Every sentence the range lens says for the demo series ending 29 November 2026, labelled.
    static func goldenSentences(_ identifier: String) throws -> [(label: String, text: String)] {
        let copy = try NarrationFixtures.copy(identifier)
        let (series, calendar) = NarrationFixtures.demo(for: copy)
        let today = NarrationFixtures.today
        // As `rangelens summary` says the demo: its daily average with the demo's own caption.
        let narrator = RangeNarrator(
            series: series, calendar: calendar, copy: copy, unit: .line(.demoUnit), today: today,
            caption: .demoAverageCaption)
        let bare = RangeNarrator(series: series, calendar: calendar, copy: copy, today: today)
        let opening = series.openingWindow()
        var lines: [(String, String)] = [
            ("label", copy.text(.rangeLabel)),
            ("readout", narrator.readout(of: opening)),
            ("readout without unit", bare.readout(of: opening)),
            ("range value", narrator.rangeValue(of: opening)),
            ("range value without unit", bare.rangeValue(of: opening)),
            ("written range", narrator.writtenRange(opening)),
            ("description", narrator.description(of: opening)),
            ("hint", narrator.hint()),
            ("chart label", copy.text(.chartLabel)),
            ("date axis", copy.text(.dateAxis)),
            ("empty", copy.text(.empty)),
        ]
        for kind in SummaryKind.allCases {
            let figure = RangeNarrator(
                series: series, calendar: calendar, copy: copy, unit: .line(.demoUnit), summary: kind, today: today,
                caption: kind == .average ? .demoAverageCaption : nil)
            lines.append(("readout, \(kind.rawValue)", figure.readout(of: opening)))
        }
        for action in LensAction.allCases {
            lines.append(("action \(action.rawValue)", narrator.actionName(action)))
        }
        var lens = SeriesLens(series: series, window: opening)
        for action: LensAction in [
            .earlier, .later, .widen, .narrow, .showAll, .showAll, .showAll, .back, .later, .back,
        ] {
            let outcome = lens.perform(action)
            lines.append(("after \(action.rawValue)", narrator.announcement(for: outcome)))
        }
        for limit in StepLimit.allCases {
            lines.append(("limit \(limit.rawValue)", narrator.limitSentence(limit)))
        }
        let acrossYear = series.window(
            from: calendar.instant(dayNumber: CivilDate(year: 2025, month: 12, day: 15).dayNumber),
            through: calendar.instant(dayNumber: CivilDate(year: 2026, month: 1, day: 25).dayNumber))!
        lines.append(("across a year, range value", narrator.rangeValue(of: acrossYear)))
        lines.append(("across a year, written range", narrator.writtenRange(acrossYear)))
        lines.append(("across a year, description", narrator.description(of: acrossYear)))
        let earlierYear = series.window(
            from: calendar.instant(dayNumber: CivilDate(year: 2025, month: 12, day: 1).dayNumber),
            through: calendar.instant(dayNumber: CivilDate(year: 2025, month: 12, day: 20).dayNumber))!
        lines.append(("in an earlier year, readout", narrator.readout(of: earlierYear)))
        let oneDay = SampleWindow(start: series.count - 1, end: series.count)
        lines.append(("one day, readout", narrator.readout(of: oneDay)))
        lines.append(("one day, written range", narrator.writtenRange(oneDay)))
        lines.append(("one day, description", narrator.description(of: oneDay)))
        let table = narrator.tableLines(of: SampleWindow(start: series.count - 3, end: series.count))
        for (index, line) in table.enumerated() { lines.append(("table line \(index + 1)", line)) }
        lines.append(("note negative", copy.text(.noteNegativeAsZero, [.number(narrator.count(3))])))
        lines.append(("note one negative", copy.text(.noteNegativeAsZero, [.number(narrator.count(1))])))
        lines.append(("note gaps", copy.text(.noteGaps, [.number(narrator.count(12))])))
        lines.append(("note one gap", copy.text(.noteGaps, [.number(narrator.count(1))])))
        lines.append(("note skipped", copy.text(.noteSkippedRows, [.number(narrator.count(1))])))
        for unit in SampleUnit.allCases {
            for count in [1, 2, 5, 7, 22] {
                lines.append(
                    (
                        "shortest \(unit.rawValue) \(count)",
                        copy.text(.limitShortest(unit), [.number(narrator.count(count))])
                    ))
            }
            for count in [1, 2, 5, 22] {
                lines.append(
                    (
                        "missing \(unit.rawValue) \(count)",
                        copy.text(.describeMissing(unit), [.number(narrator.count(count))])
                    ))
            }
        }
        lines += try RealShapedSeries.goldenSentences(copy: copy)
        return lines
    }

    static func goldenText(_ identifier: String) throws -> String {
        try goldenSentences(identifier).map { "\($0.label)\t\($0.text)\n" }.joined()
    }

    @Test("Every sentence matches the golden file", arguments: NarrationFixtures.goldenLocales)
    func golden(identifier: String) throws {
        try NarrationFixtures.compareWithGolden(try Self.goldenText(identifier), file: "\(identifier).txt")
    }

    @Test("A minus sign against its number is not a dash between numbers")
    func minusSigns() {
        #expect(!Self.hasDashBetweenNumbers("Highest -11 in November 2009, lowest -800 in March 2009."))
        #expect(!Self.hasDashBetweenNumbers("المتوسط \u{200E}-234"))
        #expect(Self.hasDashBetweenNumbers("3 March - 14 April"))
        #expect(Self.hasDashBetweenNumbers("3-14 April"))
        #expect(!Self.hasDashBetweenNumbers("平均-438、2008年7月から"))
    }

    @Test("No spoken sentence has a dash or tilde between numbers or dates", arguments: NarrationFixtures.goldenLocales)
    func noDashesBetweenNumbers(identifier: String) throws {
        for (label, text) in try Self.goldenSentences(identifier) where !label.contains("written range") {
            #expect(!Self.hasDashBetweenNumbers(text), "\(identifier) \(label): \(text)")
        }
    }

    /// Whether a dash, en dash, em dash, minus-like hyphen or tilde stands between two digits
    /// (spaces allowed), or between a digit and a letter, as in "3 Mar – 14 Apr". A minus sign
    /// written against its number after a space ("lowest -741") is a sign, not a dash.
    static func hasDashBetweenNumbers(_ text: String) -> Bool {
        let dashes: Set<Character> = ["-", "–", "—", "~", "～", "〜", "‐", "‑", "‒", "―"]
        let characters = Array(text)
        for (index, character) in characters.enumerated() where dashes.contains(character) {
            // A sign: against a digit, after a space, a direction mark or a character that is
            // neither a Latin letter nor a digit ("平均-438").
            let isSign =
                character == "-" && index + 1 < characters.count && characters[index + 1].isNumber
                && (index == 0
                    || !(characters[index - 1].isASCII
                        && (characters[index - 1].isLetter || characters[index - 1].isNumber)))
            if isSign { continue }
            var before = index - 1
            while before >= 0, characters[before] == " " { before -= 1 }
            var after = index + 1
            while after < characters.count, characters[after] == " " { after += 1 }
            guard before >= 0, after < characters.count else { continue }
            let left = characters[before]
            let right = characters[after]
            if (left.isNumber || left.isLetter) && right.isNumber { return true }
        }
        return false
    }

    @Test("The year is left out only when both ends of the window fall in the current year")
    func yearRule() throws {
        let copy = try NarrationFixtures.copy("en-GB")
        let (series, calendar) = NarrationFixtures.demo(for: copy)
        let narrator = RangeNarrator(
            series: series, calendar: calendar, copy: copy, today: CivilDate(year: 2026, month: 12, day: 1))
        func window(_ from: CivilDate, _ to: CivilDate) -> SampleWindow {
            series.window(
                from: calendar.instant(dayNumber: from.dayNumber), through: calendar.instant(dayNumber: to.dayNumber))!
        }
        #expect(
            narrator.spokenRange(
                window(CivilDate(year: 2026, month: 3, day: 3), CivilDate(year: 2026, month: 4, day: 14)))
                == "3 March to 14 April")
        #expect(
            narrator.spokenRange(
                window(CivilDate(year: 2025, month: 12, day: 20), CivilDate(year: 2026, month: 1, day: 5)))
                == "20 December 2025 to 5 January 2026")
        #expect(
            narrator.spokenRange(
                window(CivilDate(year: 2025, month: 12, day: 1), CivilDate(year: 2025, month: 12, day: 14)))
                == "1 December to 14 December 2025")
        #expect(
            narrator.writtenRange(
                window(CivilDate(year: 2026, month: 3, day: 3), CivilDate(year: 2026, month: 4, day: 14)))
                == "3 Mar\u{2009}–\u{2009}14 Apr")
        // Read a year later, every date carries its year, even the series' latest.
        let later = RangeNarrator(
            series: series, calendar: calendar, copy: copy, today: CivilDate(year: 2027, month: 1, day: 2))
        #expect(
            later.spokenRange(window(CivilDate(year: 2026, month: 3, day: 3), CivilDate(year: 2026, month: 4, day: 14)))
                == "3 March to 14 April 2026")
    }

    @Test("A range whose ends read the same is said once")
    func sameEnds() throws {
        let copy = try NarrationFixtures.copy("en-GB")
        let calendar = BucketCalendar(timeZone: TimeZone(identifier: "UTC")!)
        let start = CivilDate(year: 2026, month: 3, day: 3).dayNumber
        let series = Series(
            times: (0..<48).map { Double(start) * 86_400 + Double($0) * 3_600 }, values: Array(repeating: 5, count: 48))
        let narrator = RangeNarrator(
            series: series, calendar: calendar, copy: copy, today: CivilDate(year: 2026, month: 3, day: 3))
        #expect(narrator.spokenRange(SampleWindow(start: 0, end: 24)) == "3 March, midnight to 11 PM")
        #expect(narrator.spokenRange(SampleWindow(start: 5, end: 6)) == "3 March at 5 AM")
        #expect(narrator.hint().contains("a day"))
        #expect(narrator.limitSentence(.shortestRange) == "Shortest range, 7 hours")
    }

    @Test("A flat window says its value once")
    func flatWindow() throws {
        let copy = try NarrationFixtures.copy("en")
        let series = RealShapedSeries.zeros
        let narrator = RangeNarrator(
            series: series, calendar: RealShapedSeries.calendar, copy: copy, today: NarrationFixtures.today)
        #expect(narrator.description(of: series.all) == "Every value is 0, across 14 days.")
    }

    @Test("Negative values are said with their signs, and the average is over them all")
    func negativeValues() throws {
        let copy = try NarrationFixtures.copy("en")
        let series = RealShapedSeries.jobs
        let narrator = RangeNarrator(
            series: series, calendar: RealShapedSeries.calendar, copy: copy, today: NarrationFixtures.today)
        #expect(narrator.readout(of: series.all) == "Average minus 438, July 2008 to December 2009")
        // A change of values below zero is in the data's unit, never a percentage.
        #expect(
            narrator.description(of: series.all)
                == "Highest minus 11 in November 2009, lowest minus 800 in March 2009. Fell to a low of minus 800, rose "
                + "to a peak of minus 11, then fell. Overall, from minus 210 in July 2008 to minus 221 in December 2009, "
                + "down 11, across 18 months."
        )
    }

    @Test("Gaps and missing samples are said, and a window of nothing but gaps says it has no values")
    func gapsAndMissingSamples() throws {
        let copy = try NarrationFixtures.copy("en")
        let series = RealShapedSeries.daily
        let calendar = RealShapedSeries.calendar
        let narrator = RangeNarrator(series: series, calendar: calendar, copy: copy, today: NarrationFixtures.today)
        let instant = RealShapedSeries.instant
        let march = RealShapedSeries.window(series, from: instant(2024, 3, 1, 0), through: instant(2024, 3, 20, 0))
        #expect(narrator.description(of: march).hasSuffix(" across 20 days. No data from March 4 to 6, 2024."))
        let january = RealShapedSeries.window(series, from: instant(2025, 1, 10, 0), through: instant(2025, 1, 20, 0))
        #expect(
            narrator.description(of: january).hasSuffix(" across 11 days. No data from January 15 to 16, 2025.")
        )
        let present = january.indices.filter { !series.isGap(at: $0) }.map { series.values[$0] }
        #expect(present.count == 9)
        #expect(abs(series.average(of: january) - present.reduce(0, +) / 9) < 1e-9)
        let gaps = RealShapedSeries.window(series, from: instant(2025, 1, 15, 0), through: instant(2025, 1, 16, 0))
        #expect(narrator.readout(of: gaps) == "No values, January 15 to January 16, 2025")
        #expect(narrator.rangeValue(of: gaps) == "January 15 to January 16, 2025, no values")
        #expect(narrator.description(of: gaps) == "No data for 2 days in this range.")
        // The data table says the days with no row, never skipping them in silence.
        let hole = RealShapedSeries.window(series, from: instant(2024, 3, 3, 0), through: instant(2024, 3, 8, 0))
        #expect(narrator.tableLines(of: hole)[1] == "March 4 to 6, 2024: no data")
        #expect(narrator.tableLines(of: gaps) == ["January 15, 2025, no value", "January 16, 2025, no value"])
    }

    @Test(
        "Days with no data within one month say the month and year once, in every language's own order",
        arguments: [
            ("en", "March 4 to 6, 2024: no data"), ("en-GB", "4 to 6 March 2024: no data"),
            ("de", "vom vierten bis zum sechsten März 2024: keine Daten"),
            ("fr", "du 4 au 6 mars 2024\u{202F}: aucune donnée"),
            ("es", "del 4 al 6 de marzo de 2024: sin datos"),
            ("pl", "od czwartego do szóstego marca 2024: brak danych"),
            ("ja", "2024年3月4日から6日まで、データなし"), ("zh-Hans", "2024年3月4日到6日：没有数据"),
        ])
    func dayRunsWithinAMonth(identifier: String, expected: String) throws {
        let copy = try NarrationFixtures.copy(identifier)
        let series = RealShapedSeries.daily
        let narrator = RangeNarrator(
            series: series, calendar: RealShapedSeries.calendar, copy: copy, today: NarrationFixtures.today)
        let instant = RealShapedSeries.instant
        let hole = RealShapedSeries.window(series, from: instant(2024, 3, 3, 0), through: instant(2024, 3, 8, 0))
        #expect(narrator.tableLines(of: hole)[1] == expected)
        #expect(!narrator.tableLines(of: hole)[1].contains("\u{2013}"), "no dash reaches a speech engine")
    }

    @Test("A run of days across two months, or from the first of a month, keeps both dates whole")
    func dayRunsAcrossMonths() throws {
        let copy = try NarrationFixtures.copy("en-GB")
        let start = CivilDate(year: 2024, month: 6, day: 25).dayNumber
        let days = [0, 1, 2, 9, 10, 15, 16]
        let series = Series(times: days.map { Double(start + $0) * 86_400 }, values: days.map(Double.init))
        let narrator = RangeNarrator(
            series: series, calendar: RealShapedSeries.calendar, copy: copy, today: NarrationFixtures.today)
        let lines = narrator.tableLines(of: series.all)
        #expect(lines.contains("28 June to 3 July 2024: no data"), "\(lines)")
        #expect(lines.contains("6 July to 9 July 2024: no data") || lines.contains("6 to 9 July 2024: no data"))
    }

    @Test(
        "Dates are said at the data's grain",
        arguments: [
            ("monthly", "July 2008 to December 2009"), ("yearly", "2010 to 2017"),
            ("hourly", "November 29, 5 PM to 11 PM"),
            ("2015", "November 20 to December 31, 2015"),
        ])
    func grain(name: String, expected: String) throws {
        let copy = try NarrationFixtures.copy("en")
        let (series, window): (Series, SampleWindow) =
            switch name {
            case "monthly": (RealShapedSeries.jobs, RealShapedSeries.jobs.all)
            case "yearly": (RealShapedSeries.yearly, RealShapedSeries.yearly.all)
            case "hourly": (RealShapedSeries.evening, SampleWindow(start: 0, end: 7))
            default: (RealShapedSeries.revenue2015, RealShapedSeries.revenue2015.all)
            }
        let narrator = RangeNarrator(
            series: series, calendar: RealShapedSeries.calendar, copy: copy, today: NarrationFixtures.today)
        #expect(narrator.spokenRange(window) == expected)
    }

    @Test(
        "The range value says its caption mid-sentence: lower case where the language writes it so",
        arguments: [
            (
                "en-GB", "19 October to 29 November, average 7,514 steps a day",
                "19 October to 29 November, total 315,570 steps a day"
            ),
            (
                "fr", "du 19 octobre au 29 novembre, moyenne 7 514 pas par jour",
                "du 19 octobre au 29 novembre, total 315 570 pas par jour"
            ),
            (
                "es", "del 19 de octubre al 29 de noviembre, promedio 7514 pasos al día",
                "del 19 de octubre al 29 de noviembre, total 315.570 pasos al día"
            ),
            (
                "pl",
                "od dziewiętnastego października do dwudziestego dziewiątego listopada, średnia 7514 kroków dziennie",
                "od dziewiętnastego października do dwudziestego dziewiątego listopada, suma 315 570 kroków dziennie"
            ),
            (
                "de",
                "vom neunzehnten Oktober bis zum neunundzwanzigsten November, Durchschnitt 7.514 Schritte pro Tag",
                "vom neunzehnten Oktober bis zum neunundzwanzigsten November, Summe 315.570 Schritte pro Tag"
            ),
            ("ja", "10月19日から11月29日まで、平均7,514歩", "10月19日から11月29日まで、合計315,570歩"),
        ])
    func inlineCaption(identifier: String, average: String, total: String) throws {
        let copy = try NarrationFixtures.copy(identifier)
        let (series, calendar) = NarrationFixtures.demo(for: copy)
        for (kind, expected) in [(SummaryKind.average, average), (.total, total)] {
            let narrator = RangeNarrator(
                series: series, calendar: calendar, copy: copy, unit: .line(.demoUnit), summary: kind,
                today: NarrationFixtures.today)
            #expect(narrator.rangeValue(of: series.openingWindow()) == expected)
            // The readout opens the sentence, so its caption keeps its capital.
            #expect(narrator.readout(of: series.openingWindow()).hasPrefix(copy.text(.caption(kind))))
        }
    }

    @Test(
        "The demo's own caption for its daily average opens the readout and is lowered mid-sentence as the language lowers its captions",
        arguments: [
            (
                "en-GB", "Average 7,514 steps a day, 19 October to 29 November",
                "19 October to 29 November, average 7,514 steps a day"
            ),
            (
                "de",
                "Durchschnitt 7.514 Schritte pro Tag, vom neunzehnten Oktober bis zum neunundzwanzigsten November",
                "vom neunzehnten Oktober bis zum neunundzwanzigsten November, Durchschnitt 7.514 Schritte pro Tag"
            ),
            ("ja", "1日平均7,514歩、10月19日から11月29日まで", "10月19日から11月29日まで、1日平均7,514歩"),
            ("zh-Hans", "日均7,514步，10月19日到11月29日", "10月19日到11月29日，日均7,514步"),
        ])
    func demoCaption(identifier: String, readout: String, rangeValue: String) throws {
        let copy = try NarrationFixtures.copy(identifier)
        let (series, calendar) = NarrationFixtures.demo(for: copy)
        let narrator = RangeNarrator(
            series: series, calendar: calendar, copy: copy, unit: .line(.demoUnit), today: NarrationFixtures.today,
            caption: .demoAverageCaption)
        #expect(narrator.readout(of: series.openingWindow()) == readout)
        #expect(narrator.rangeValue(of: series.openingWindow()) == rangeValue)
    }

    static func captionOverride(_ key: String, _ value: String, locale: String) throws -> StringCatalog {
        let json =
            #"{"sourceLanguage":"en","strings":{"\#(key)":{"localizations":{"\#(locale)":{"stringUnit":{"state":"translated","value":"\#(value)"}}}}},"version":"1.0"}"#
        return try StringCatalog(parsing: Array(json.utf8), path: "Captions.xcstrings")
    }

    @Test(
        "A replaced caption is lowered mid-sentence where the language lowers its own, and kept where it does not",
        arguments: [
            ("en", "Daily average", "daily average"), ("fr", "Moyenne quotidienne", "moyenne quotidienne"),
            ("de", "Tagesdurchschnitt", "Tagesdurchschnitt"), ("ja", "一日平均", "一日平均"),
            ("en", "BMI average", "BMI average"), ("pl", "Średnia dzienna", "średnia dzienna"),
        ])
    func replacedCaption(identifier: String, caption: String, inline: String) throws {
        let override = try Self.captionOverride("range.caption.average", caption, locale: identifier)
        let copy = try NarrationFixtures.copy(identifier, overrides: [override])
        #expect(RangeNarrator.inlineCaption(.average, copy: copy) == inline)
        let (series, calendar) = NarrationFixtures.demo(for: copy)
        let narrator = RangeNarrator(series: series, calendar: calendar, copy: copy, today: NarrationFixtures.today)
        #expect(narrator.readout(of: series.openingWindow()).hasPrefix(caption))
        #expect(narrator.rangeValue(of: series.openingWindow()).contains(inline))
    }

    @Test("A replaced mid-sentence caption is used as it is written")
    func replacedInlineCaption() throws {
        let caption = try Self.captionOverride("range.caption.average", "Daily average", locale: "en")
        let inline = try Self.captionOverride("range.caption.average.inline", "mean per day", locale: "en")
        let copy = try NarrationFixtures.copy("en", overrides: [caption, inline])
        #expect(RangeNarrator.inlineCaption(.average, copy: copy) == "mean per day")
        let other = try NarrationFixtures.copy(
            "de",
            overrides: [try Self.captionOverride("range.caption.average.inline", "täglicher Schnitt", locale: "de")])
        #expect(RangeNarrator.inlineCaption(.average, copy: other) == "täglicher Schnitt")
        #expect(RangeNarrator.inlineCaption(.total, copy: other) == "Summe")
    }

    @Test("Only the first letter is lowered, by the locale's rules, and never an acronym's")
    func lowercasingFirstLetter() {
        let english = Locale(identifier: "en")
        #expect(RangeNarrator.lowercasingFirstLetter("Daily Average", locale: english) == "daily Average")
        #expect(RangeNarrator.lowercasingFirstLetter("NHS total", locale: english) == "NHS total")
        #expect(RangeNarrator.lowercasingFirstLetter("Średnia", locale: Locale(identifier: "pl")) == "średnia")
        #expect(RangeNarrator.lowercasingFirstLetter("Ölçüm", locale: Locale(identifier: "tr")) == "ölçüm")
        #expect(RangeNarrator.lowercasingFirstLetter("", locale: english) == "")
        #expect(RangeNarrator.lowercasingFirstLetter("A", locale: english) == "a")
    }

    @Test(
        "The description's values carry the unit, in every place a value is said",
        arguments: [
            (
                "en",
                "Highest 6 °C on January 10, 1970, lowest minus 3 °C on January 1, 1970. Rising every day, from minus 3 °C to "
                    + "6 °C, up 9 °C, across 10 days.",
                "Every value is 2 °C, across 3 days.", "One reading, 2 °C on January 1, 1970."
            ),
            (
                "de",
                "Höchstwert 6 °C am zehnten Januar 1970, Tiefstwert minus 3 °C am ersten Januar 1970. Anstieg an jedem Tag, "
                    + "anfangs minus 3 °C, zuletzt 6 °C, ein Plus von 9 °C, über 10 Tage hinweg.",
                "Alle Werte sind 2 °C, über 3 Tage hinweg.", "Ein Messwert, 2 °C am ersten Januar 1970."
            ),
            (
                "fr",
                "Maximum de 6 °C le 10 janvier 1970, minimum de moins 3 °C le 1er janvier 1970. En hausse chaque jour, de "
                    + "moins 3 °C à 6 °C, soit une hausse de 9 °C, sur 10 jours.",
                "Toutes les valeurs sont égales à 2 °C, sur 3 jours.",
                "Un seul relevé, 2 °C le 1er janvier 1970."
            ),
        ])
    func describedUnits(identifier: String, warming: String, flat: String, single: String) throws {
        let copy = try NarrationFixtures.copy(identifier)
        let days = (0..<10).map { Double($0) * 86_400 }
        let rising = Series(times: days, values: (0..<10).map { -3 + Double($0) })
        let narrator = RangeNarrator(
            series: rising, calendar: BucketCalendar(), copy: copy, unit: .text("°C"), today: NarrationFixtures.today)
        #expect(narrator.description(of: rising.all) == warming)
        let level = Series(times: Array(days.prefix(3)), values: [2, 2, 2])
        let levelNarrator = RangeNarrator(
            series: level, calendar: BucketCalendar(), copy: copy, unit: .text("°C"), today: NarrationFixtures.today)
        #expect(levelNarrator.description(of: level.all) == flat)
        #expect(levelNarrator.description(of: SampleWindow(start: 0, end: 1)) == single)
        let bare = RangeNarrator(series: rising, calendar: BucketCalendar(), copy: copy, today: NarrationFixtures.today)
        #expect(!bare.description(of: rising.all).contains("°C"))
    }

    @Test("A total too large for a Double is said in words, never as inf")
    func tooLarge() throws {
        let copy = try NarrationFixtures.copy("en")
        let huge = Double.greatestFiniteMagnitude / 2
        let series = Series(times: [0, 86_400, 172_800], values: [huge, huge, huge])
        let narrator = RangeNarrator(
            series: series, calendar: BucketCalendar(), copy: copy, summary: .total, today: NarrationFixtures.today)
        let readout = narrator.readout(of: series.all)
        #expect(readout.hasPrefix("Total too large to show"))
        #expect(!readout.contains("inf"))
    }
}
