import Foundation
import SpanModel
import Testing

@testable import Narration

@Suite("Sentences of the stats card")
struct StatsCardNarratorTests {
    static let utc = BucketCalendar(timeZone: TimeZone(identifier: "UTC")!)
    static let today = CivilDate(year: 2026, month: 11, day: 1)

    static func day(_ year: Int, _ month: Int, _ day: Int) -> Int {
        CivilDate(year: year, month: month, day: day).dayNumber
    }

    static func card(
        _ identifier: String = "en", today: CivilDate = today, sentiment: Bool = false
    ) throws -> StatsCardNarrator {
        StatsCardNarrator(
            copy: try NarrationFixtures.copy(identifier), calendar: utc, today: today, saysSentiment: sentiment)
    }

    /// Daily revenue from 1 August to 31 October 2026: 1,000 a day through September, then 1,130.
    static func revenue() -> Series {
        let start = day(2026, 8, 1)
        let count = day(2026, 10, 31) - start + 1
        return Series(
            times: (0..<count).map { Double(start + $0) * 86_400 },
            values: (0..<count).map { start + $0 < day(2026, 10, 1) ? 1_000 : 1_130 })
    }

    /// Readings `gap` seconds apart, `count` of them, ending at `end`.
    static func spaced(gap: Double, count: Int, end: Double, value: (Int) -> Double = { Double(100 + $0) }) -> Series {
        Series(times: (0..<count).map { end - Double(count - 1 - $0) * gap }, values: (0..<count).map(value))
    }

    @Test("The headline compares October with September, names the currency in words and writes its symbol")
    func headline() throws {
        let card = try Self.card()
        let metric = StatsMetric(name: "Revenue", format: .currency(code: "USD", wholeUnits: false))
        let figure = card.headline(for: metric, in: Self.revenue(), range: .month)
        #expect(abs((figure.value ?? 0) - 31 * 1_130) < 1e-6)
        #expect(abs((figure.change ?? 0) - (35_030.0 - 30_000) / 30_000) < 1e-12)
        #expect(figure.sentence == "Revenue: 35,030 US dollars, up 16.8% from last month")
        #expect(figure.writtenValue == "$35,030.00")
        #expect(figure.writtenChange == "+16.8% vs last month")
        #expect(figure.sentiment == .good)
        #expect(figure.comparison?.period.description == "2026-10-01...2026-10-31")
        #expect(figure.comparison?.earlierPeriod.description == "2026-09-01...2026-09-30")
        #expect(card.notes(for: figure, metric: metric).isEmpty)
    }

    @Test("A falling refund rate is good news, in percentage points, written with a true minus sign")
    func fallingRefundRate() throws {
        let card = try Self.card(today: CivilDate(year: 2026, month: 9, day: 15), sentiment: true)
        let start = Self.day(2026, 9, 1)
        let rates = Series(
            times: (0..<14).map { Double(start + $0) * 86_400 }, values: (0..<14).map { $0 < 7 ? 0.040 : 0.032 })
        let metric = StatsMetric(name: "Refund rate", format: .percent, aggregate: .average, upIsGood: false)
        let figure = card.tile(for: metric, in: rates, range: .week)
        #expect(figure.sentiment == .good)
        #expect(figure.sentence == "Refund rate, 3.2%, down 0.8 percentage points from last week, good news")
        #expect(figure.writtenChange == "\u{2212}0.8 pp vs last week")
        guard case .percentagePoints(let points) = figure.measure else {
            Issue.record("a rate's change is in percentage points, not \(String(describing: figure.measure))")
            return
        }
        #expect(abs(points + 0.8) < 1e-9)
        #expect(figure.change == nil, "no fraction of a rate is said")
    }

    @Test("No spoken change carries an abbreviation, in any locale", arguments: NarrationFixtures.goldenLocales)
    func noAbbreviation(identifier: String) throws {
        let card = try Self.card(identifier)
        for range in StatsRange.allCases {
            for change in [0.126, -0.042, 0.00004] {
                let spoken = card.figure(
                    value: 1_172, change: change, metric: StatsMetric(name: "Orders"), range: range, isTile: true
                ).sentence
                #expect(!spoken.localizedCaseInsensitiveContains("vs"), "\(identifier): \(spoken)")
                #expect(
                    !spoken.contains("1W") && !spoken.contains("1M") && !spoken.contains("3M") && !spoken.contains("1Y")
                )
            }
        }
    }

    @Test("A change that rounds to zero is no change; with no change known, the span is said")
    func noChangeAndNoComparison() throws {
        let card = try Self.card()
        let metric = StatsMetric(name: "Orders")
        #expect(
            card.figure(value: 1_172, change: 0.00004, metric: metric, range: .month, isTile: true).sentence
                == "Orders, 1,172, no change from last month")
        #expect(
            card.figure(value: 1_172, change: -0.0004, metric: metric, range: .month, isTile: true).sentence
                == "Orders, 1,172, no change from last month")
        #expect(
            card.figure(value: 1_172, change: nil, metric: metric, range: .quarter, isTile: false).sentence
                == "Orders: 1,172, last 3 months")
        #expect(
            card.figure(value: 1_172, change: nil, metric: metric, range: .month, isTile: false).sentence
                == "Orders: 1,172, past month")
    }

    @Test("An earlier period that adds up to zero: the change is said in the unit, never as a percentage")
    func zeroEarlierPeriod() throws {
        let card = try Self.card(today: CivilDate(year: 2026, month: 9, day: 15))
        let metric = StatsMetric(name: "Refunds")
        let series = Series(
            times: (0..<14).map { Double(Self.day(2026, 9, 1) + $0) * 86_400 }, values: (0..<14).map { $0 < 7 ? 0 : 3 })
        let figure = card.headline(for: metric, in: series, range: .week)
        #expect(figure.change == nil)
        #expect(figure.reasonForNoChange == .earlierFigureIsZero)
        #expect(figure.measure == .amount(21))
        #expect(figure.sentence == "Refunds: 21, up 21 from last week")
        #expect(figure.writtenChange == "+21 vs last week")
        #expect(card.notes(for: figure, metric: metric).isEmpty)
    }

    // MARK: What and when

    /// Monthly closing prices of one share, dated on the first of each month, from January 2009
    /// to March 2010; February 2010 closed at 28.66, March at 28.80.
    static func shareCloses() -> Series {
        let months = (0..<15).map { CivilDate(year: 2009 + $0 / 12, month: $0 % 12 + 1, day: 1).dayNumber }
        return Series(
            times: months.map { Double($0) * 86_400 }, values: (0..<15).map { $0 == 14 ? 28.80 : $0 == 13 ? 28.66 : 25 }
        )
    }

    @Test("Data that ended in March 2010, heard in 2026: the months are named instead of last month")
    func oldMonthlyData() throws {
        let card = try Self.card("en-GB", today: CivilDate(year: 2026, month: 11, day: 1))
        let metric = StatsMetric(name: "MSFT", format: .currency(code: "USD", wholeUnits: false), aggregate: .latest)
        let figure = card.headline(for: metric, in: Self.shareCloses(), range: .month)
        #expect(figure.sentence == "MSFT, March 2010: 28.80 US dollars, up 0.5% from February 2010")
        #expect(figure.periodName == "March 2010" && figure.earlierPeriodName == "February 2010")
        #expect(figure.writtenChange == "+0.5% vs February 2010")
        #expect(!figure.sentence.contains("last month"))
        let german = try Self.card("de").headline(for: metric, in: Self.shareCloses(), range: .month)
        #expect(german.sentence == "MSFT, März 2010: 28,80 US-Dollar, ein Plus von 0,5 Prozent gegenüber Februar 2010")
        // Three months against three: the months of the readings, never the days of the periods.
        let quarter = card.headline(for: metric, in: Self.shareCloses(), range: .quarter)
        #expect(quarter.periodName == "January 2010 to March 2010")
        #expect(quarter.sentence.hasSuffix("against October 2009 to December 2009"))
    }

    @Test("Canadian French names the US dollar as Canadians say it; French keeps ICU's name")
    func canadianDollarNames() throws {
        let metric = StatsMetric(name: "MSFT", format: .currency(code: "USD", wholeUnits: false), aggregate: .latest)
        let today = CivilDate(year: 2010, month: 3, day: 20)
        let canadian = try Self.card("fr-CA", today: today).headline(for: metric, in: Self.shareCloses(), range: .month)
        #expect(canadian.sentence.contains("28,80 dollars américains"), "\(canadian.sentence)")
        let french = try Self.card("fr", today: today).headline(for: metric, in: Self.shareCloses(), range: .month)
        #expect(french.sentence.contains("28,80 dollars des États-Unis"), "\(french.sentence)")
        let one = StatsMetric(name: "X", format: .currency(code: "USD", wholeUnits: true), aggregate: .latest)
        let series = Series(times: [0, 86_400 * 40], values: [2, 1])
        let single = try Self.card("fr-CA", today: today).headline(for: one, in: series, range: .month)
        #expect(single.sentence.contains("1 dollar américain"), "\(single.sentence)")
    }

    @Test("The same data heard while it is current says last month")
    func currentMonthlyData() throws {
        let card = try Self.card("en-GB", today: CivilDate(year: 2010, month: 3, day: 20))
        let metric = StatsMetric(name: "MSFT", format: .currency(code: "USD", wholeUnits: false), aggregate: .latest)
        let figure = card.headline(for: metric, in: Self.shareCloses(), range: .month)
        #expect(figure.sentence == "MSFT: 28.80 US dollars, up 0.5% from last month")
        #expect(figure.periodName == nil && figure.earlierPeriodName == nil)
    }

    @Test("Daily data of whole months that ended long ago names the months; of a week, its days")
    func oldDailyData() throws {
        let card = try Self.card("en-GB", today: CivilDate(year: 2026, month: 11, day: 1))
        let start = Self.day(2024, 2, 1)
        let days = Self.day(2024, 3, 31) - start + 1
        let series = Series(
            times: (0..<days).map { Double(start + $0) * 86_400 }, values: (0..<days).map { $0 < 29 ? 10 : 11 })
        let metric = StatsMetric(name: "Orders")
        #expect(
            card.headline(for: metric, in: series, range: .month).sentence
                == "Orders, March 2024: 341, up 17.6% from February 2024")
        #expect(
            card.headline(for: metric, in: series, range: .week).sentence
                == "Orders, 25 to 31 March 2024: 77, no change against 18 to 24 March 2024"
                || card.headline(for: metric, in: series, range: .week).sentence
                    == "Orders, 25 March to 31 March 2024: 77, no change against 18 March to 24 March 2024"
        )
    }

    @Test("Quarterly data that ended long ago names its quarters")
    func oldQuarterlyData() throws {
        let card = try Self.card("en-GB", today: CivilDate(year: 2026, month: 11, day: 1))
        let quarters = (0..<8).map { CivilDate(year: 2009 + $0 / 4, month: $0 % 4 * 3 + 1, day: 1).dayNumber }
        let gdp = Series(times: quarters.map { Double($0) * 86_400 }, values: (0..<8).map { 14_000 + Double($0) * 100 })
        let figure = card.headline(for: StatsMetric(name: "GDP"), in: gdp, range: .quarter)
        #expect(figure.sentence == "GDP, fourth quarter of 2010: 14,700, up 0.7% from the third quarter of 2010")
        let points = card.points(of: gdp, metric: StatsMetric(name: "GDP"), range: .quarter)
        #expect(points.map(\.sentence) == ["Fourth quarter of 2010, 14,700"], "a point starts with a capital")
        let french = try Self.card("fr", today: CivilDate(year: 2026, month: 11, day: 1))
        #expect(
            french.headline(for: StatsMetric(name: "PIB"), in: gdp, range: .quarter).sentence
                == "PIB, quatrième trimestre 2010 : 14 700, en hausse de 0,7 pour cent par rapport au troisième trimestre 2010"
        )
    }

    @Test(
        "How a change is measured: a percentage only against a positive base on a ratio scale",
        arguments: [
            (StatsMetric(name: "Orders"), 100.0, 112.0, ChangeMeasure.percentage(0.12)),
            (StatsMetric(name: "Balance"), -120.0, 150.0, .amount(270)),
            (StatsMetric(name: "Balance"), 0.0, 150.0, .amount(150)),
            (StatsMetric(name: "Balance"), 150.0, -50.0, .amount(-200)),
            (StatsMetric(name: "Temperature", unit: "°C"), 1.5, 3.5, .amount(2)),
            (StatsMetric(name: "Rate", format: .percent), 0.05, 0.07, .percentagePoints(2)),
            (StatsMetric(name: "Rate", unit: "%"), 5.0, 7.0, .percentagePoints(2)),
        ] as [(StatsMetric, Double, Double, ChangeMeasure)])
    func measures(metric: StatsMetric, previous: Double, current: Double, expected: ChangeMeasure) throws {
        let measure = try Self.card().measure(from: previous, to: current, metric: metric)
        switch (measure, expected) {
        case (.percentage(let a), .percentage(let b)), (.percentagePoints(let a), .percentagePoints(let b)),
            (.amount(let a), .amount(let b)):
            #expect(abs(a - b) < 1e-9, "\(measure) against \(expected)")
        default:
            Issue.record("\(metric.name): \(measure), expected \(expected)")
        }
    }

    @Test("A change in the unit, in degrees or in points is said so, in words, and written with its sign")
    func changesInTheUnit() throws {
        let card = try Self.card()
        let balance = StatsMetric(name: "Balance", format: .currency(code: "EUR", wholeUnits: false))
        let crossed = card.figure(value: 150.25, previous: -120.50, metric: balance, range: .month, isTile: false)
        #expect(crossed.sentence == "Balance: 150.25 euros, up 270.75 euros from last month")
        #expect(crossed.writtenChange == "+€270.75 vs last month")
        #expect(crossed.change == nil)
        let cold = StatsMetric(name: "Temperature", aggregate: .average)
        #expect(cold.scale == .interval, "a column named for a temperature is an interval scale")
        let colder = card.figure(value: -1.2, previous: 1.2, metric: cold, range: .week, isTile: false)
        #expect(colder.sentence == "Temperature: minus 1.2, down 2.4 degrees from last week")
        let one = card.figure(value: 2, previous: 1, metric: cold, range: .week, isTile: false)
        #expect(one.sentence == "Temperature: 2, up 1 degree from last week")
        let celsius = StatsMetric(name: "Berlin", aggregate: .average, unit: "°C")
        #expect(
            card.figure(value: 3.5, previous: 1.1, metric: celsius, range: .week, isTile: true).sentence
                == "Berlin, 3.5 °C, up 2.4 °C from last week")
        let rate = StatsMetric(name: "Unemployment rate", aggregate: .latest, unit: "%")
        let risen = card.figure(value: 9.6, previous: 5.1, metric: rate, range: .year, isTile: false)
        #expect(risen.sentence == "Unemployment rate: 9.6 %, up 4.5 percentage points from last year")
        #expect(risen.writtenChange == "+4.5 pp vs last year")
        let polish = try Self.card("pl").figure(value: 2, previous: 1, metric: cold, range: .week, isTile: false)
        #expect(polish.sentence == "Temperature: 2, wzrost o jeden stopień względem poprzedniego tygodnia")
    }

    @Test("A sum of a level is noted; a flow, or a level read by its average, is not")
    func sumOfLevel() throws {
        let card = try Self.card()
        #expect(StatsMetric(name: "Account balance").isLevel)
        #expect(StatsMetric(name: "Headcount").isLevel)
        #expect(StatsMetric(name: "tmax").isLevel, "a temperature")
        #expect(StatsMetric(name: "Rate", format: .percent).isLevel)
        #expect(!StatsMetric(name: "Orders").isLevel)
        #expect(!StatsMetric(name: "Orders", isLevel: false).isLevel)
        #expect(StatsMetric(name: "Jobs", isLevel: true).isLevel)
        #expect(
            card.sumOfLevelNote(
                for: StatsMetric(name: "Balance"), average: "--aggregate average", latest: "--aggregate latest")
                == "Balance: a sum means little for a level such as a balance or a temperature; "
                + "--aggregate average or --aggregate latest fits better.")
        #expect(card.sumOfLevelNote(for: StatsMetric(name: "Orders"), average: "a", latest: "b") == nil)
        #expect(
            card.sumOfLevelNote(for: StatsMetric(name: "Balance", aggregate: .average), average: "a", latest: "b")
                == nil)
    }

    @Test("400 days of revenue: 1 year is not compared, and the note says the data does not cover the year before")
    func fourHundredDays() throws {
        let card = try Self.card()
        let metric = StatsMetric(name: "Revenue", format: .currency(code: "USD", wholeUnits: true))
        let start = Self.day(2025, 9, 27)
        let series = Series(
            times: (0..<400).map { Double(start + $0) * 86_400 }, values: (0..<400).map { Double(1_000 + $0 % 7) })
        let year = card.headline(for: metric, in: series, range: .year)
        #expect(year.change == nil)
        #expect(year.sentence.hasSuffix(", last 12 months"))
        #expect(year.sentence.hasPrefix("Revenue: 36"))
        #expect(!year.sentence.contains("from last year"))
        #expect(
            card.notes(for: year, metric: metric) == [
                "Revenue, 1 year: not compared with the period before, because the data does not cover all of it."
            ])
        #expect(card.headline(for: metric, in: series, range: .month).change != nil)
    }

    @Test("Data that starts partway through a period is said on standard error")
    func partialPeriod() throws {
        let card = try Self.card()
        let metric = StatsMetric(name: "Steps")
        let series = Series(
            times: (0..<10).map { Double(Self.day(2026, 10, 22) + $0) * 86_400 }, values: Array(repeating: 5, count: 10)
        )
        let month = card.headline(for: metric, in: series, range: .month)
        #expect(month.sentence == "Steps: 50, past month")
        #expect(
            card.notes(for: month, metric: metric) == [
                "Steps, 1 month: the data starts on October 22, partway through this period.",
                "Steps, 1 month: not compared with the period before, because it has no readings.",
            ])
    }

    @Test("Tiles share the headline's periods: a tile whose readings end earlier is empty, not shifted")
    func tilesShareThePeriods() throws {
        let card = try Self.card()
        let early = Series(
            times: (0..<10).map { Double(Self.day(2026, 8, 1) + $0) * 86_400 }, values: Array(repeating: 5, count: 10))
        let tile = card.tile(
            for: StatsMetric(name: "Orders"), in: early, range: .week, endingWith: Self.day(2026, 10, 31))
        #expect(tile.sentence == "Orders: No data for this range yet.", "an empty tile is named")
        #expect(tile.reasonForNoChange == .noReadings)
    }

    @Test("A range with no readings says so")
    func emptyRange() throws {
        let card = try Self.card()
        let empty = Series(times: [], values: [])
        #expect(
            card.headline(for: StatsMetric(name: "Revenue"), in: empty, range: .year).sentence
                == "No data for this range yet.")
    }

    @Test("Ranges finer than the data's spacing are not offered; the smallest that is takes their place")
    func offeredRanges() throws {
        let card = try Self.card()
        let end = Double(Self.day(2026, 10, 1)) * 86_400
        let monthly = Self.spaced(gap: 30.5 * 86_400, count: 24, end: end)
        #expect(card.offeredRanges(for: monthly) == [.month, .quarter, .year])
        #expect(card.range(toShowFor: .week, in: monthly) == .month)
        #expect(card.range(toShowFor: .quarter, in: monthly) == .quarter)
        let weekly = Self.spaced(gap: 7 * 86_400, count: 20, end: end)
        #expect(card.offeredRanges(for: weekly) == StatsRange.allCases)
        let yearly = Self.spaced(gap: 365.25 * 86_400, count: 8, end: end)
        #expect(card.offeredRanges(for: yearly) == [.year])
        #expect(card.range(toShowFor: .week, in: yearly) == .year)
        let biennial = Self.spaced(gap: 730 * 86_400, count: 5, end: end)
        #expect(card.offeredRanges(for: biennial).isEmpty)
        #expect(card.range(toShowFor: .month, in: biennial) == .year)
        #expect(
            card.rangeTooFineNote(requested: .week, shown: .month)
                == "1 week is shorter than the time between readings; showing 1 month instead.")
        #expect(card.rangeLeftOutNote(.week) == "1 week is shorter than the time between readings, so it is left out.")
    }

    @Test(
        "Ranges are written short and spoken in words",
        arguments: [
            (StatsRange.week, "1W", "1 week", "Last 7 days"), (.month, "1M", "1 month", "Past month"),
            (.quarter, "3M", "3 months", "Last 3 months"), (.year, "1Y", "1 year", "Last 12 months"),
        ])
    func rangeNames(range: StatsRange, written: String, spoken: String, span: String) throws {
        let card = try Self.card()
        #expect(card.writtenName(of: range) == written)
        #expect(card.spokenName(of: range) == spoken)
        #expect(card.span(of: range) == span)
    }

    @Test(
        "A point's grain follows the spacing of the readings",
        arguments: [
            (3_600.0, StatsPointGrain.hour), (6 * 3_600.0, .hour), (86_400.0, .day), (2 * 86_400.0, .day),
            (7 * 86_400.0, .week),
            (30 * 86_400.0, .month), (61 * 86_400.0, .month), (91 * 86_400.0, .quarter), (182 * 86_400.0, .month),
            (365 * 86_400.0, .year),
        ] as [(Double, StatsPointGrain)])
    func grains(gap: Double, grain: StatsPointGrain) {
        #expect(StatsPointGrain(cadence: Cadence(medianGap: gap)) == grain)
    }

    /// 12 October 2026, 3 PM UTC.
    static let afternoon = Double(day(2026, 10, 12)) * 86_400 + 15 * 3_600

    @Test(
        "Written points are unchanged: short, for the screen",
        arguments: [
            (StatsPointGrain.hour, "3\u{202F}PM"), (.day, "Mon, Oct 12"), (.week, "Week of Oct 12"),
            (.month, "October 2026"), (.year, "2026"),
        ])
    func writtenPoints(grain: StatsPointGrain, expected: String) throws {
        #expect(try Self.card().writtenPointDate(Self.afternoon, grain: grain) == expected)
    }

    @Test(
        "Spoken points are full words at the points' grain, the hourly ones with their day",
        arguments: [
            ("en-GB", StatsPointGrain.hour, "12 October, 3 PM"), ("en-GB", .day, "Monday 12 October"),
            ("en-GB", .week, "The week of 12 October"), ("en-GB", .month, "October 2026"), ("en-GB", .year, "2026"),
            ("en", .hour, "October 12, 3 PM"), ("de", .hour, "am zwölften Oktober um 15 Uhr"),
            ("fr", .hour, "12 octobre à 15 heures"),
            ("es", .hour, "12 de octubre a las 15 horas"),
            ("pl", .hour, "dwunastego października, o godzinie piętnastej"),
            ("ar", .hour, "12 أكتوبر، الساعة 15"), ("ja", .hour, "10月12日15時"), ("zh-Hans", .hour, "10月12日15点"),
            ("de", .week, "Die Woche vom zwölften Oktober"), ("ar", .week, "الأسبوع الذي يبدأ في 12 أكتوبر"),
        ] as [(String, StatsPointGrain, String)])
    func spokenPoints(identifier: String, grain: StatsPointGrain, expected: String) throws {
        #expect(try Self.card(identifier).spokenPointDate(Self.afternoon, grain: grain) == expected)
    }

    @Test("A point's year is said when it is not the current year, written and spoken")
    func pointYears() throws {
        let card = try Self.card("en-GB", today: CivilDate(year: 2027, month: 1, day: 5))
        #expect(card.spokenPointDate(Self.afternoon, grain: .day) == "Monday, 12 October 2026")
        #expect(card.spokenPointDate(Self.afternoon, grain: .hour) == "12 October 2026, 3 PM")
        #expect(card.spokenPointDate(Self.afternoon, grain: .week) == "The week of 12 October 2026")
        #expect(card.writtenPointDate(Self.afternoon, grain: .day) == "Mon, 12 Oct 2026")
        #expect(card.writtenPointDate(Self.afternoon, grain: .week) == "Week of 12 Oct 2026")
    }

    @Test("A time is said as the range lens says it, with its minutes off the hour and no hour padded with a zero")
    func pointTimes() throws {
        #expect(try Self.card("de").spokenPointTime(Self.afternoon + 1_800) == "15 Uhr 30")
        #expect(try Self.card("de").spokenPointTime(Self.afternoon - 14 * 3_600) == "ein Uhr")
        #expect(try Self.card("pl").spokenPointTime(Self.afternoon - 14 * 3_600) == "pierwszej")
        #expect(try Self.card("es").spokenPointTime(Self.afternoon + 1_800) == "las 15:30")
        #expect(try Self.card("ja").spokenPointTime(Self.afternoon + 1_800) == "15時30分")
        #expect(try Self.card("zh-Hans").spokenPointTime(Self.afternoon + 1_800) == "15点30分")
        #expect(try Self.card("ar-EG").spokenPointTime(Self.afternoon + 1_800) == "الساعة ١٥:٣٠")
    }

    @Test(
        "A point's day is said as the range lens says it: the first of a month in French, no Arabic comma before the year"
    )
    func pointDays() throws {
        let first = Double(Self.day(2026, 3, 1)) * 86_400 + 15 * 3_600
        #expect(try Self.card("fr").spokenPointDate(first, grain: .day) == "dimanche 1er mars")
        #expect(try Self.card("fr").spokenPointDate(first, grain: .hour) == "1er mars à 15 heures")
        let nextYear = try Self.card("ar", today: CivilDate(year: 2027, month: 1, day: 5))
        #expect(nextYear.spokenDay(CivilDate(year: 2026, month: 10, day: 12)) == "12 أكتوبر 2026")
    }

    @Test("Points of hourly data list the whole last day with its readings spoken")
    func hourlyPoints() throws {
        let card = try Self.card("en-GB")
        let end = Double(Self.day(2026, 10, 12)) * 86_400 + 23 * 3_600
        let evening = Self.spaced(gap: 3_600, count: 30 * 24, end: end) { Double($0 % 24) }
        let points = card.points(of: evening, metric: StatsMetric(name: "Load"), range: .week)
        #expect(points.count == 7 * 24)
        #expect(points.last?.sentence == "12 October, 11 PM, 23")
        // Written points are as before: the hour as the region writes it on a chart.
        #expect(points.last?.writtenDate == "23")
    }

    @Test("Loading and failure copy; caller text isolated in Arabic")
    func states() throws {
        let card = try Self.card()
        #expect(card.loading(StatsMetric(name: "Revenue")) == "Loading Revenue")
        #expect(
            card.failure(reason: nil) == [
                "Couldn't load your numbers", "Check your connection and try again.", "Try again",
            ])
        #expect(card.failure(reason: "The server said no.")[1] == "The server said no.")
        #expect(try Self.card("fr").loading(StatsMetric(name: "Revenue")) == "Chargement\u{00A0}: Revenue")
        #expect(try Self.card("ar").loading(StatsMetric(name: "Revenue")) == "جارٍ تحميل \u{2068}Revenue\u{2069}")
        let tile = try Self.card("ar").figure(
            value: 1_065, change: nil, metric: StatsMetric(name: "Orders"), range: .month, isTile: true)
        #expect(tile.sentence.hasPrefix("\u{2068}Orders\u{2069}، "))
    }

    @Test(
        "Spoken currencies are named in words in every locale, never as a code",
        arguments: NarrationFixtures.goldenLocales)
    func currencyInWords(identifier: String) throws {
        let card = try Self.card(identifier)
        let figure = card.figure(
            value: 44_051.40, change: 0.13,
            metric: StatsMetric(name: "Revenue", format: .currency(code: "USD", wholeUnits: false)), range: .month,
            isTile: false)
        #expect(!figure.sentence.contains("USD") && !figure.sentence.contains("$"), "\(identifier): \(figure.sentence)")
        #expect(figure.writtenValue?.contains("USD") == true || figure.writtenValue?.contains("$") == true)
    }

    @Test("Arabic says the word for percent, in the locale's own digits", arguments: ["ar", "ar-EG"])
    func arabicPercent(identifier: String) throws {
        let sentence = try Self.card(identifier).figure(
            value: 1_172, change: 0.126, metric: StatsMetric(name: "Orders"), range: .month, isTile: false
        ).sentence
        #expect(sentence.contains("بالمئة"))
        #expect(!sentence.contains("%") && !sentence.contains("٪"))
        let latin = sentence.contains { ("0"..."9").contains($0) }
        let arabicIndic = sentence.contains { ("٠"..."٩").contains($0) }
        #expect(!(latin && arabicIndic), "one digit system: \(sentence)")
    }

    // MARK: Golden files

    /// Every stats card sentence for fixed figures, labelled.
    static func goldenSentences(_ identifier: String) throws -> [(label: String, text: String)] {
        let card = try card(identifier, sentiment: false)
        let copy = card.copy
        let money = StatsMetric(name: "Revenue", format: .currency(code: "USD", wholeUnits: false))
        let orders = StatsMetric(name: "Orders")
        var lines: [(String, String)] = []
        for range in StatsRange.allCases {
            let key = range.rawValue
            lines.append(("\(key) written", card.writtenName(of: range)))
            lines.append(("\(key) spoken", card.spokenName(of: range)))
            lines.append(("\(key) span", card.span(of: range)))
            for (name, change) in [("up", 0.126), ("down", -0.042), ("none", 0.00004)] as [(String, Double?)] {
                let figure = card.figure(value: 44_051.40, change: change, metric: money, range: range, isTile: false)
                lines.append(("\(key) headline \(name)", figure.sentence))
                lines.append(("\(key) written \(name)", figure.writtenChange ?? ""))
            }
            lines.append(
                (
                    "\(key) headline no comparison",
                    card.figure(value: 44_051.40, change: nil, metric: money, range: range, isTile: false).sentence
                ))
            lines.append(
                (
                    "\(key) tile",
                    card.figure(value: 1_172, change: 0.041, metric: orders, range: range, isTile: true).sentence
                ))
            lines.append(
                (
                    "\(key) tile no comparison",
                    card.figure(value: 1_172, change: nil, metric: orders, range: range, isTile: true).sentence
                ))
        }
        let sentiment = try Self.card(identifier, sentiment: true)
        let rates = StatsMetric(name: "Refund rate", format: .percent, aggregate: .average, upIsGood: false)
        lines.append(
            (
                "good news",
                sentiment.figure(value: 0.032, change: -0.2, metric: rates, range: .week, isTile: true).sentence
            ))
        lines.append(
            (
                "bad news",
                sentiment.figure(value: 0.048, change: 0.2, metric: rates, range: .week, isTile: true).sentence
            ))
        lines.append(
            (
                "whole currency",
                card.figure(
                    value: 44_051.40, change: nil,
                    metric: StatsMetric(name: "Revenue", format: .currency(code: "EUR", wholeUnits: true)),
                    range: .month, isTile: false
                ).sentence
            ))
        lines.append(
            ("one dollar", card.figure(value: 1, change: nil, metric: money, range: .month, isTile: false).sentence))
        lines.append(
            (
                "duration",
                card.figure(
                    value: 252, change: 0.05, metric: StatsMetric(name: "Time", format: .duration, aggregate: .average),
                    range: .week, isTile: true
                ).sentence
            ))
        lines.append(
            (
                "compact",
                card.figure(
                    value: 12_400, change: nil, metric: StatsMetric(name: "Views", format: .compact), range: .week,
                    isTile: true
                ).sentence
            ))
        lines.append(("range too fine", card.rangeTooFineNote(requested: .week, shown: .month)))
        lines.append(("range left out", card.rangeLeftOutNote(.week)))
        // Notes from real comparisons: the year before not covered, a zero week, a partial month.
        let start = Self.day(2025, 9, 27)
        let longSeries = Series(
            times: (0..<400).map { Double(start + $0) * 86_400 }, values: Array(repeating: 10, count: 400))
        lines += card.notes(for: card.headline(for: money, in: longSeries, range: .year), metric: money).map {
            ("note not covered", $0)
        }
        let zero = Series(
            times: (0..<14).map { Double(Self.day(2026, 9, 1) + $0) * 86_400 }, values: (0..<14).map { $0 < 7 ? 0 : 3 })
        lines += card.notes(for: card.headline(for: orders, in: zero, range: .week), metric: orders).map {
            ("note zero", $0)
        }
        let partial = Series(
            times: (0..<10).map { Double(Self.day(2026, 10, 3) + $0) * 86_400 }, values: Array(repeating: 5, count: 10))
        lines += card.notes(for: card.headline(for: orders, in: partial, range: .month), metric: orders).map {
            ("note partial", $0)
        }
        for grain in StatsPointGrain.allCases {
            lines.append(("point written \(grain.rawValue)", card.writtenPointDate(Self.afternoon, grain: grain)))
            lines.append(("point spoken \(grain.rawValue)", card.spokenPointDate(Self.afternoon, grain: grain)))
        }
        let lastYear = try Self.card(identifier, today: CivilDate(year: 2027, month: 2, day: 1))
        for grain in [StatsPointGrain.hour, .day, .week] {
            lines.append(
                ("point spoken \(grain.rawValue) last year", lastYear.spokenPointDate(Self.afternoon, grain: grain)))
        }
        lines.append(("point time 1 AM", card.spokenPointTime(Self.afternoon - 14 * 3_600)))
        lines.append(("point time 3:30 PM", card.spokenPointTime(Self.afternoon + 1_800)))
        lines.append(("point line", copy.text(.dataPoint, card.spokenPointDate(Self.afternoon, grain: .day), "8,412")))
        // What and when: periods named for data that ended long ago, changes in the unit, in
        // degrees and in points.
        let old = try Self.card(identifier, today: CivilDate(year: 2026, month: 11, day: 1))
        let close = StatsMetric(name: "MSFT", format: .currency(code: "USD", wholeUnits: false), aggregate: .latest)
        lines.append(("dated month", old.headline(for: close, in: Self.shareCloses(), range: .month).sentence))
        lines.append(("dated months", old.headline(for: close, in: Self.shareCloses(), range: .quarter).sentence))
        lines.append(
            ("dated written", old.headline(for: close, in: Self.shareCloses(), range: .month).writtenChange ?? ""))
        let quarters = (0..<8).map { CivilDate(year: 2009 + $0 / 4, month: $0 % 4 * 3 + 1, day: 1).dayNumber }
        let gdp = Series(times: quarters.map { Double($0) * 86_400 }, values: (0..<8).map { 14_000 + Double($0) * 100 })
        lines.append(("dated quarter", old.headline(for: orders, in: gdp, range: .quarter).sentence))
        lines.append(("dated year", old.headline(for: orders, in: gdp, range: .year).sentence))
        lines += old.points(of: gdp, metric: orders, range: .year).map { ("point quarter", $0.sentence) }
        let dailyStart = Self.day(2024, 2, 1)
        let dailyCount = Self.day(2024, 3, 31) - dailyStart + 1
        let daily = Series(
            times: (0..<dailyCount).map { Double(dailyStart + $0) * 86_400 },
            values: (0..<dailyCount).map { $0 < 29 ? 10 : 11 })
        lines.append(("dated whole month", old.headline(for: orders, in: daily, range: .month).sentence))
        lines.append(("dated week", old.headline(for: orders, in: daily, range: .week).sentence))
        let balance = StatsMetric(name: "Balance", format: .currency(code: "EUR", wholeUnits: false))
        lines.append(
            (
                "amount up",
                card.figure(value: 150.25, previous: -120.50, metric: balance, range: .month, isTile: false).sentence
            ))
        lines.append(
            (
                "amount down",
                card.figure(value: -120.50, previous: 150.25, metric: balance, range: .week, isTile: true).sentence
            ))
        let temperature = StatsMetric(name: "Temperature", aggregate: .average)
        for (label, previous) in [("degrees down", 1.2), ("one degree up", -3.0), ("degrees none", -2.0)] {
            lines.append(
                (
                    label,
                    card.figure(value: -2, previous: previous, metric: temperature, range: .quarter, isTile: false)
                        .sentence
                ))
        }
        let rate = StatsMetric(name: "Unemployment rate", aggregate: .latest, unit: "%")
        lines.append(
            ("points", card.figure(value: 9.6, previous: 5.1, metric: rate, range: .year, isTile: false).sentence))
        lines.append(
            (
                "one point",
                card.figure(value: 0.05, previous: 0.06, metric: rates, range: .month, isTile: true).sentence
            ))
        lines.append(
            (
                "points written",
                card.figure(value: 9.6, previous: 5.1, metric: rate, range: .year, isTile: false).writtenChange ?? ""
            ))
        lines.append(
            (
                "sum of a level",
                card.sumOfLevelNote(for: balance, average: "--aggregate average", latest: "--aggregate latest") ?? ""
            ))
        lines.append(("loading", card.loading(money)))
        lines.append(("empty", card.empty()))
        for (index, line) in card.failure(reason: nil).enumerated() { lines.append(("failure \(index + 1)", line)) }
        return lines
    }

    @Test("Every stats card sentence matches its golden file", arguments: NarrationFixtures.goldenLocales)
    func golden(identifier: String) throws {
        let text = try Self.goldenSentences(identifier).map { "\($0.label)\t\($0.text)\n" }.joined()
        try NarrationFixtures.compareWithGolden(text, file: "stats-\(identifier).txt")
    }
}
