import Foundation
import TestSupport
import Testing

@Suite("rangelens stats, timer and copy")
struct CardCommandTests {
    /// A daily sales file: revenue, orders and a refund rate for 60 days.
    static func salesFile() throws -> (file: URL, folder: URL, revenue: [Double], refunds: [Double]) {
        let folder = try CommandRunner.temporaryFolder()
        var generator = SeededGenerator(seed: 9)
        var rows = ["date,revenue,orders,refund_rate"]
        var revenue: [Double] = []
        var refunds: [Double] = []
        for day in 0..<60 {
            let amount = Double(Int.random(in: 100_000...200_000, using: &generator)) / 100
            let rate = day < 30 ? 0.05 : 0.04
            revenue.append(amount)
            refunds.append(rate)
            rows.append("\(FileInputTests.isoDay(day)),\(amount),\(Int.random(in: 20...60, using: &generator)),\(rate)")
        }
        let file = folder.appendingPathComponent("sales.csv")
        try rows.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        return (file, folder, revenue, refunds)
    }

    @Test("stats says the headline and tiles with changes checked against an independent computation")
    func statsSentences() throws {
        let (file, folder, revenue, _) = try Self.salesFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run([
            "stats", file.path, "--value-column", "revenue", "--metric", "Revenue", "--value-format", "currency:USD",
            "--tile", "column=orders,label=Orders", "--tile", "column=refund_rate,label=Refund rate,format=percent,aggregate=average,up=bad",
            "--range", "1M", "--sentiment", "--locale", "en",
        ])
        #expect(result.status == 0, "\(result.error)")
        let current = revenue.suffix(30).reduce(0, +)
        let previous = revenue.prefix(30).reduce(0, +)
        let change = (current - previous) / previous
        let money = current.formatted(.currency(code: "USD").locale(Locale(identifier: "en_US")))
        let percent = abs(change * 100).formatted(.number.precision(.fractionLength(1)).locale(Locale(identifier: "en_US")))
        let direction = change > 0 ? "up" : "down"
        let sentiment = change > 0 ? "good news" : "bad news"
        #expect(result.lines[0] == "\(money), \(direction) \(percent)% vs last month, \(sentiment)")
        #expect(result.lines[1].hasPrefix("Orders, "))
        #expect(result.lines[2] == "Refund rate, 4%, down 20.0% vs last month, good news")
    }

    @Test("stats JSON carries the written forms with a true minus sign")
    func statsJSON() throws {
        let (file, folder, _, _) = try Self.salesFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run([
            "stats", file.path, "--value-column", "refund_rate", "--value-format", "percent", "--aggregate", "average",
            "--up-is-bad", "--range", "1M", "--format", "json",
        ])
        let object = try FileInputTests.jsonObject(result.output)
        let ranges = try #require(object["ranges"] as? [[String: Any]])
        let headline = try #require(ranges.first?["headline"] as? [String: Any])
        #expect(headline["writtenChange"] as? String == "\u{2212}20.0% vs last month")
        #expect(headline["sentiment"] as? String == "good")
        #expect(ranges.first?["spokenRange"] as? String == "1 month")
    }

    @Test("stats on the demo series covers every range, and refuses a bad tile")
    func statsDemo() throws {
        let result = try CommandRunner.run(["stats", "--demo-end", "2026-11-29"], input: "")
        #expect(result.status == 0)
        #expect(result.lines.count == 8)
        #expect(result.lines[0] == "1 week" && result.lines[6] == "1 year")
        #expect(result.lines[7].hasSuffix(", last 12 months"))
        let bad = try CommandRunner.run(["stats", "--tile", "label=Orders"], input: "")
        #expect(bad.status == 64 && bad.error.contains("column=NAME"))
        let loading = try CommandRunner.run(["stats", "--state", "loading", "--demo-end", "2026-11-29"], input: "")
        #expect(loading.lines == ["Loading Steps"])
    }

    @Test("timer says the time left and the phase, the readout, the actions and the hint")
    func timer() throws {
        let result = try CommandRunner.run(["timer", "--seconds", "90", "--phase", "running", "--locale", "en"])
        #expect(result.status == 0)
        #expect(result.lines.contains("1 minute, 30 seconds, remaining"))
        #expect(result.lines.contains("1:30"))
        let progress = try CommandRunner.run(["timer", "--progress", "0.72"])
        #expect(progress.lines == ["Progress", "72 percent", "72%"])
        let refused = try CommandRunner.run(["timer", "--seconds", "5", "--progress", "0.5"])
        #expect(refused.status == 64)
    }

    @Test("timer --run announces at the useful moments only")
    func timerRun() throws {
        let result = try CommandRunner.run(["timer", "--run", "75", "--clock-rate", "2000"])
        #expect(result.status == 0)
        #expect(result.lines == [
            "1 minute, 15 seconds, remaining", "1 minute, remaining", "30 seconds, remaining", "10 seconds, remaining",
            "5 seconds, remaining", "4 seconds, remaining", "3 seconds, remaining", "2 seconds, remaining",
            "1 second, remaining", "0 seconds, done",
        ])
    }

    @Test("copy --locale all renders every key in every locale without an error")
    func copyDeck() throws {
        let result = try CommandRunner.run(["copy", "--locale", "all"])
        #expect(result.status == 0, "\(result.error)")
        #expect(!result.output.contains("error:"))
        for locale in ["en", "de", "fr", "es", "pl", "ar", "ja", "zh-Hans"] {
            #expect(result.output.contains("  \(locale): "))
        }
        let json = try FileInputTests.jsonObject(try CommandRunner.run(["copy", "--locale", "pl", "--format", "json", "--key", "limit.shortest.day"]).output)
        let entry = try #require(json["limit.shortest.day"] as? [String: Any])
        let locales = try #require(entry["locales"] as? [String: Any])
        let samples = try #require(locales["pl"] as? [[String: Any]])
        #expect(samples.map { $0["text"] as? String } == [
            "Najkrótszy zakres, 0 dni", "Najkrótszy zakres, jeden dzień", "Najkrótszy zakres, 2 dni",
            "Najkrótszy zakres, 5 dni", "Najkrótszy zakres, 22 dni", "Najkrótszy zakres, 101 dni",
        ])
    }
}
