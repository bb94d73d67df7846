import CommandTestSupport
import Foundation
import TestSupport
import Testing

@Suite("rangelens stats")
struct StatsCommandTests {
    /// A file of lines in a fresh folder.
    static func file(_ name: String, _ lines: [String]) throws -> (file: URL, folder: URL) {
        let folder = try CommandRunner.temporaryFolder()
        let file = folder.appendingPathComponent(name)
        try (lines.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
        return (file, folder)
    }

    /// Daily sales for the first quarter of 2026: revenue, orders and a refund rate that drops
    /// from 5% to 4% in March.
    static func salesFile() throws -> (file: URL, folder: URL, rows: [(date: String, revenue: Double)]) {
        var generator = SeededGenerator(seed: 9)
        var lines = ["date,revenue,orders,refund_rate"]
        var rows: [(String, Double)] = []
        for day in 0..<90 {
            let date = FileInputTests.isoDay(day)
            let amount = Double(Int.random(in: 100_000...200_000, using: &generator)) / 100
            rows.append((date, amount))
            lines.append(
                "\(date),\(amount),\(Int.random(in: 20...60, using: &generator)),\(date.hasPrefix("2026-03") ? 0.04 : 0.05)"
            )
        }
        let (file, folder) = try file("sales.csv", lines)
        return (file, folder, rows)
    }

    @Test("1 month is March against February, checked against sums of the dates' own months")
    func calendarMonth() throws {
        let (file, folder, rows) = try Self.salesFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run([
            "stats", file.path, "--value-column", "revenue", "--metric", "Revenue", "--value-format", "currency:USD",
            "--tile", "column=orders,label=Orders", "--tile",
            "column=refund_rate,label=Refund rate,format=percent,aggregate=average,up=bad",
            "--sentiment", "--locale", "en", "--today", "2026-04-02",
        ])
        #expect(result.status == 0, "\(result.error)")
        let march = rows.filter { $0.date.hasPrefix("2026-03") }.map(\.revenue).reduce(0, +)
        let february = rows.filter { $0.date.hasPrefix("2026-02") }.map(\.revenue).reduce(0, +)
        let change = (march - february) / february
        let money = march.formatted(.number.precision(.fractionLength(2)).locale(Locale(identifier: "en_US")))
        let percent = abs(change * 100).formatted(
            .number.precision(.fractionLength(1)).locale(Locale(identifier: "en_US")))
        let direction = change > 0 ? "up" : "down"
        let sentiment = change > 0 ? "good news" : "bad news"
        #expect(
            result.lines[0] == "Revenue: \(money) US dollars, \(direction) \(percent)% from last month, \(sentiment)")
        #expect(result.lines[1].hasPrefix("Orders, "))
        #expect(result.lines[2] == "Refund rate, 4%, down 1 percentage point from last month, good news")
        #expect(!result.output.contains("vs"))
        #expect(result.error.isEmpty)
    }

    @Test("JSON carries the periods, the written forms with a true minus sign and whether a change was said")
    func json() throws {
        let (file, folder, _) = try Self.salesFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run([
            "stats", file.path, "--value-column", "refund_rate", "--value-format", "percent", "--aggregate", "average",
            "--up-is-bad", "--format", "json", "--today", "2026-04-02",
        ])
        #expect(result.status == 0, "\(result.error)")
        let object = try FileInputTests.jsonObject(result.output)
        let ranges = try #require(object["ranges"] as? [[String: Any]])
        #expect(ranges.count == 1)
        let range = try #require(ranges.first)
        #expect(range["range"] as? String == "1M")
        #expect(range["spokenRange"] as? String == "1 month")
        #expect((range["period"] as? [String: String]) == ["from": "2026-03-01", "through": "2026-03-31"])
        #expect((range["earlierPeriod"] as? [String: String]) == ["from": "2026-02-01", "through": "2026-02-28"])
        let headline = try #require(range["headline"] as? [String: Any])
        #expect(headline["writtenChange"] as? String == "\u{2212}1 pp vs last month")
        #expect(headline["changeKind"] as? String == "percentagePoints")
        #expect(abs((headline["changePoints"] as? Double ?? 0) + 1) < 1e-9)
        #expect(abs((headline["difference"] as? Double ?? 0) + 0.01) < 1e-9)
        #expect(headline["change"] is NSNull, "no fraction of a rate")
        #expect(headline["periodName"] is NSNull && headline["earlierPeriodName"] is NSNull)
        #expect(headline["sentiment"] as? String == "good")
        #expect(headline["compared"] as? Bool == true)
        #expect(headline["noChangeBecause"] is NSNull)
        #expect(headline["readings"] as? Int == 31 && headline["earlierReadings"] as? Int == 28)
    }

    /// 400 days of daily revenue ending 30 October 2026.
    static func fourHundredDays() throws -> (file: URL, folder: URL) {
        var lines = ["date,revenue"]
        for day in 0..<400 { lines.append("\(FileInputTests.isoDay(day - 300)),\(1_000 + day % 7 * 10)") }
        return try file("revenue.csv", lines)
    }

    @Test("400 days of revenue: 1 year says the span, not a change, and says why on standard error and in JSON")
    func fourHundredDaysOfRevenue() throws {
        let (file, folder) = try Self.fourHundredDays()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try CommandRunner.run([
            "stats", file.path, "--range", "1Y", "--value-format", "currency:USD:whole", "--metric", "Revenue",
        ])
        #expect(text.status == 0, "\(text.error)")
        #expect(text.lines.count == 1)
        #expect(text.lines[0].hasSuffix(" US dollars, last 12 months"))
        #expect(
            text.error.contains(
                "Revenue, 1 year: not compared with the period before, because the data does not cover all of it."))
        let json = try CommandRunner.run(["stats", file.path, "--range", "1Y", "--format", "json"])
        let range = try #require((try FileInputTests.jsonObject(json.output)["ranges"] as? [[String: Any]])?.first)
        let headline = try #require(range["headline"] as? [String: Any])
        #expect(headline["noChangeBecause"] as? String == "the earlier period is not fully covered")
        #expect(headline["reason"] as? String == "earlier-period-not-covered")
        #expect(headline["change"] is NSNull)
        #expect(headline["compared"] as? Bool == false)
        // The month is compared.
        let month = try CommandRunner.run(["stats", file.path, "--range", "1M", "--today", "2026-04-11"])
        #expect(month.lines[0].contains("from last month"))
    }

    /// Monthly prices from July 2014 to December 2015, dated by year and month.
    static func monthlyPrices() throws -> (file: URL, folder: URL, prices: [Double]) {
        var lines = ["month,price"]
        var prices: [Double] = []
        for index in 0..<18 {
            let months = 2014 * 12 + 6 + index
            let price = 2_000 + Double(index * index * 3)
            prices.append(price)
            lines.append(String(format: "%04d-%02d-01,%.0f", months / 12, months % 12 + 1, price))
        }
        let (file, folder) = try file("prices.csv", lines)
        return (file, folder, prices)
    }

    @Test("Monthly prices: 1 month compares one month with one; 1 week is not offered and says so")
    func monthly() throws {
        let (file, folder, prices) = try Self.monthlyPrices()
        defer { try? FileManager.default.removeItem(at: folder) }
        let month = try CommandRunner.run([
            "stats", file.path, "--aggregate", "latest", "--locale", "en-GB", "--today", "2026-06-01",
        ])
        #expect(month.status == 0, "\(month.error)")
        let change = (prices[17] - prices[16]) / prices[16]
        let percent = (change * 100).formatted(
            .number.precision(.fractionLength(1)).locale(Locale(identifier: "en_GB")))
        #expect(month.lines == ["price, December 2015: 2,867, up \(percent)% from November 2015"])
        let week = try CommandRunner.run([
            "stats", file.path, "--range", "1W", "--aggregate", "latest", "--locale", "en-GB", "--today", "2026-06-01",
        ])
        #expect(week.status == 0)
        #expect(week.lines == month.lines)
        #expect(week.error.contains("1 week is shorter than the time between readings; showing 1 month instead."))
        let json = try FileInputTests.jsonObject(
            try CommandRunner.run(["stats", file.path, "--range", "1W", "--format", "json"]).output)
        let range = try #require((json["ranges"] as? [[String: Any]])?.first)
        #expect(range["range"] as? String == "1M" && range["requestedRange"] as? String == "1W")
        let all = try CommandRunner.run(["stats", file.path, "--range", "all", "--aggregate", "latest"])
        #expect(all.lines.first == "1 month")
        #expect(!all.lines.contains("1 week"))
        #expect(all.error.contains("1 week is shorter than the time between readings, so it is left out."))
        let points = try CommandRunner.run([
            "stats", file.path, "--range", "3M", "--points", "--locale", "en-GB", "--today", "2026-06-01",
        ])
        #expect(
            Array(points.lines.suffix(3)) == ["October 2015, 2,675", "November 2015, 2,768", "December 2015, 2,867"])
    }

    @Test("Hourly readings of an evening: points say the day and the time in words")
    func hourlyEvening() throws {
        var lines = ["time,load"]
        for day in 0..<14 {
            for hour in 17...23 {
                lines.append("\(FileInputTests.isoDay(day + 300))T\(hour):00:00Z,\(hour * 10 + day)")
            }
        }
        let (file, folder) = try Self.file("evening.csv", lines)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run([
            "stats", file.path, "--range", "1W", "--points", "--locale", "en-GB", "--today", "2026-12-01",
        ])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.lines.count == 1 + 7 * 7)
        #expect(result.lines[0].contains("against 28 October to 3 November"), "the data ended weeks before today")
        #expect(result.lines.last == "10 November, 11 PM, 243")
        #expect(result.lines[1] == "4 November, 5 PM, 177")
        let german = try CommandRunner.run([
            "stats", file.path, "--range", "1W", "--points", "--locale", "de", "--today", "2027-01-01",
        ])
        #expect(german.lines.last == "Am zehnten November 2026 um 23 Uhr, 243")
    }

    @Test("An earlier week that adds up to zero: the change is said in the unit, never as a percentage")
    func zeroWeek() throws {
        var lines = ["date,refunds"]
        for day in 0..<14 { lines.append("\(FileInputTests.isoDay(day)),\(day < 7 ? 0 : 2)") }
        let (file, folder) = try Self.file("refunds.csv", lines)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["stats", file.path, "--range", "1W", "--today", "2026-01-15"])
        #expect(result.lines == ["refunds: 14, up 14 from last week"])
        #expect(result.error.isEmpty)
        let polish = try CommandRunner.run([
            "stats", file.path, "--range", "1W", "--locale", "pl", "--today", "2026-01-15",
        ])
        #expect(polish.lines == ["refunds: 14, wzrost o 14 względem poprzedniego tygodnia"])
        let json = try FileInputTests.jsonObject(
            try CommandRunner.run([
                "stats", file.path, "--range", "1W", "--today", "2026-01-15", "--format", "json",
            ]).output)
        let range = try #require((json["ranges"] as? [[String: Any]])?.first)
        let headline = try #require(range["headline"] as? [String: Any])
        #expect(headline["changeKind"] as? String == "amount")
        #expect(headline["difference"] as? Double == 14)
        #expect(headline["reason"] as? String == "earlier-figure-is-zero")
        #expect(headline["compared"] as? Bool == true)
    }

    @Test("Data that ended in March 2010, heard in 2026, names its months; heard in March 2010, says last month")
    func oldData() throws {
        let (file, folder) = try Self.file(
            "msft.csv", ["month,close", "2010-01,28.18", "2010-02,28.66", "2010-03,28.80"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = [
            "stats", file.path, "--metric", "MSFT", "--aggregate", "latest", "--value-format", "currency:USD",
            "--locale", "en-GB",
        ]
        let old = try CommandRunner.run(arguments + ["--today", "2026-12-06"])
        #expect(old.status == 0, "\(old.error)")
        #expect(old.lines == ["MSFT, March 2010: 28.80 US dollars, up 0.5% from February 2010"])
        let current = try CommandRunner.run(arguments + ["--today", "2010-03-20"])
        #expect(current.lines == ["MSFT: 28.80 US dollars, up 0.5% from last month"])
        let spanish = try CommandRunner.run(arguments.dropLast() + ["es", "--today", "2026-12-06"])
        #expect(
            spanish.lines == [
                "MSFT, marzo de 2010: 28,80 dólares estadounidenses, sube 0,5 por ciento frente a febrero de 2010"
            ])
        let json = try FileInputTests.jsonObject(
            try CommandRunner.run(arguments + ["--today", "2026-12-06", "--format", "json"]).output)
        let range = try #require((json["ranges"] as? [[String: Any]])?.first)
        let headline = try #require(range["headline"] as? [String: Any])
        #expect(headline["periodName"] as? String == "March 2010")
        #expect(headline["earlierPeriodName"] as? String == "February 2010")
        #expect(headline["changeKind"] as? String == "percentage")
        #expect(headline["writtenChange"] as? String == "+0.5% vs February 2010")
    }

    @Test("Temperatures around zero: the change in degrees, and a note when they are summed")
    func temperatures() throws {
        var lines = ["date,temperature"]
        for day in 0..<14 { lines.append("\(FileInputTests.isoDay(day)),\(day < 7 ? -1.5 : 0.9)") }
        let (file, folder) = try Self.file("cold.csv", lines)
        defer { try? FileManager.default.removeItem(at: folder) }
        let summed = try CommandRunner.run(["stats", file.path, "--range", "1W", "--today", "2026-01-15"])
        #expect(summed.status == 0, "\(summed.error)")
        #expect(
            summed.error.contains(
                "temperature: a sum means little for a level such as a balance or a temperature; "
                    + "--aggregate average or --aggregate latest fits better."))
        #expect(!summed.output.contains("%"), "never a percentage of a temperature: \(summed.output)")
        let average = try CommandRunner.run([
            "stats", file.path, "--range", "1W", "--aggregate", "average", "--today", "2026-01-15",
        ])
        #expect(average.lines == ["temperature: 0.9, up 2.4 degrees from last week"])
        #expect(average.error.isEmpty, "no note once the average is asked for")
        let celsius = try CommandRunner.run([
            "stats", file.path, "--range", "1W", "--aggregate", "average", "--unit", "°C", "--today", "2026-01-15",
            "--locale", "de",
        ])
        #expect(celsius.lines == ["temperature: 0,9 °C, ein Plus von 2,4 °C gegenüber der Vorwoche"])
    }

    @Test("A level is noted when summed, by its name, by --values, or for a tile without aggregate=")
    func levels() throws {
        var lines = ["date,balance,orders"]
        for day in 0..<14 { lines.append("\(FileInputTests.isoDay(day)),\(100 + day),\(day)") }
        let (file, folder) = try Self.file("account.csv", lines)
        defer { try? FileManager.default.removeItem(at: folder) }
        let note = "a sum means little for a level"
        let named = try CommandRunner.run(["stats", file.path, "--range", "1W", "--today", "2026-01-15"])
        #expect(named.error.contains("balance: \(note)"))
        let chosen = try CommandRunner.run([
            "stats", file.path, "--range", "1W", "--today", "2026-01-15", "--aggregate", "sum",
        ])
        #expect(!chosen.error.contains(note), "a sum asked for is not second-guessed")
        let orders = try CommandRunner.run([
            "stats", file.path, "--value-column", "orders", "--range", "1W", "--today", "2026-01-15",
        ])
        #expect(!orders.error.contains(note), "orders are a flow")
        let declared = try CommandRunner.run([
            "stats", file.path, "--value-column", "orders", "--values", "levels", "--range", "1W", "--today",
            "2026-01-15",
        ])
        #expect(declared.error.contains("orders: \(note)"))
        let tile = try CommandRunner.run([
            "stats", file.path, "--value-column", "orders", "--tile", "column=balance,label=Balance", "--range", "1W",
            "--today", "2026-01-15",
        ])
        #expect(tile.error.contains("Balance: \(note) such as a balance or a temperature; aggregate=average"))
        // Monthly data sums one reading a month: nothing to note for 1 month.
        let (monthly, monthlyFolder) = try Self.file(
            "headcount.csv", ["month,headcount", "2026-01,120", "2026-02,124", "2026-03,131"])
        defer { try? FileManager.default.removeItem(at: monthlyFolder) }
        let month = try CommandRunner.run(["stats", monthly.path, "--today", "2026-03-20"])
        #expect(!month.error.contains(note))
        #expect(month.lines == ["headcount: 131, up 5.6% from last month"])
    }

    @Test("The demo series over every range, each introduced in words, the same on any day with --demo-end")
    func demo() throws {
        let result = try CommandRunner.run(["stats", "--demo-end", "2026-11-29", "--range", "all"], input: "")
        #expect(result.status == 0)
        #expect(result.lines.count == 8)
        #expect(result.lines[0] == "1 week" && result.lines[6] == "1 year")
        #expect(result.lines[7].hasSuffix(", last 12 months"))
        #expect(
            result.error.contains("Steps, 1 year: not compared with the period before, because it has no readings."))
        let defaultRange = try CommandRunner.run(["stats", "--demo-end", "2026-11-29"], input: "")
        #expect(defaultRange.lines.count == 1 && defaultRange.lines[0].hasSuffix("from last month"))
        let loading = try CommandRunner.run(["stats", "--state", "loading", "--demo-end", "2026-11-29"], input: "")
        #expect(loading.lines == ["Loading Steps"])
    }

    @Test(
        "Bad options are refused with the usage status",
        arguments: [
            (["stats", "--tile", "label=Orders"], "column=NAME"), (["stats", "--today", "2026-02-30"], "--today"),
            (["stats", "--range", "2W"], "--range"), (["stats", "--points", "--range", "all"], "--points"),
        ])
    func refusals(arguments: [String], mention: String) throws {
        let result = try CommandRunner.run(arguments, input: "")
        #expect(result.status == 64)
        #expect(result.error.contains(mention), "\(result.error)")
        #expect(result.output.isEmpty)
    }
}
