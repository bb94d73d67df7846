import CommandTestSupport
import Foundation
import Testing

/// Several series of one long table (`--series`) through every command, as a person runs them.
@Suite("Several series from the command line")
struct SeveralSeriesCommandTests {
    /// Daily closes of four symbols: AAPL and GOOG for all 60 days from 1 March 2025, MSFT from
    /// 20 April only, IBM for March only, with a gap in GOOG on 20 April. The file names them
    /// AAPL, GOOG, IBM, MSFT in the order they first appear.
    static let prices: String = {
        var text = "symbol,date,close\n"
        let start = DateComponents(
            calendar: Calendar(identifier: .gregorian), timeZone: TimeZone(identifier: "UTC"), year: 2025, month: 3,
            day: 1
        ).date!
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        for day in 0..<60 {
            let date = formatter.string(from: start.addingTimeInterval(Double(day) * 86_400))
            text += "AAPL,\(date),\(150 + day)\n"
            text += "GOOG,\(date),\(day == 50 ? "" : String(420 - day))\n"
            if day >= 50 { text += "MSFT,\(date),\(30 + day % 3)\n" }
            if day < 31 { text += "IBM,\(date),\(100 + day % 5)\n" }
        }
        return text
    }()

    static func withPrices<T>(_ body: (String, URL) throws -> T) throws -> T {
        let (file, folder) = try FileInputTests.write(Self.prices, name: "prices.csv")
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(file.path, folder)
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test(
        "every series is heard over the same dates; one with none there is said so; the comparison leaves out and names a series that does not cover them"
    )
    func summary() throws {
        try Self.withPrices { file, _ in
            let result = try CommandRunner.run([
                "summary", file, "--series", "symbol", "--locale", "en-GB", "--today", "2025-12-01",
            ])
            #expect(result.status == 0, "\(result.error)")
            #expect(
                result.lines == [
                    "AAPL: Average 188, 19 March to 29 April", "GOOG: Average 382, 19 March to 29 April",
                    "IBM: Average 102, 19 March to 31 March", "MSFT: Average 31.1, 20 April to 29 April",
                    "Highest average: GOOG, 382; lowest: AAPL, 188.",
                    "Left out of the comparison because the data does not cover the whole range: IBM and MSFT.",
                ])
            let dates = try CommandRunner.run(
                [
                    "summary", file, "--series", "symbol", "--from", "2025-04-25", "--to", "2025-04-29", "--locale",
                    "de",
                    "--today", "2025-12-01", "--minimum-span", "1",
                ])
            #expect(dates.status == 0, "\(dates.error)")
            #expect(
                dates.lines.contains("IBM: Keine Daten, vom fünfundzwanzigsten April bis zum neunundzwanzigsten April"),
                "\(dates.lines)")
            #expect(dates.lines.last == "Höchster Durchschnitt: GOOG, 363; niedrigster: MSFT, 31,2.")
            let nowhere = try CommandRunner.run(["summary", file, "--series", "symbol", "--from", "2030-01-01"])
            #expect(nowhere.status == 65)
            #expect(nowhere.output.isEmpty)
            #expect(nowhere.error.contains("No sample lies in the dates asked for"), "\(nowhere.error)")
        }
    }

    @Test("every line of a series' block is led by its name: readout, range value, description and table")
    func blocksLedByName() throws {
        try Self.withPrices { file, _ in
            let result = try CommandRunner.run([
                "summary", file, "--series", "symbol", "--where", "symbol=AAPL", "--where", "symbol=GOOG", "--last",
                "7",
                "--range-value", "--describe", "--table", "--locale", "en-GB", "--today", "2025-12-01",
            ])
            #expect(result.status == 0, "\(result.error)")
            // Two blocks of a readout, a range value, a description and 7 table lines, then the comparison.
            #expect(result.lines.count == 2 * (3 + 7) + 1, "\(result.lines)")
            let blocks = [Array(result.lines[0..<10]), Array(result.lines[10..<20])]
            for (name, block) in zip(["AAPL", "GOOG"], blocks) {
                for line in block { #expect(line.hasPrefix("\(name): "), "\(line)") }
            }
            #expect(blocks[0][1] == "AAPL: 23 April to 29 April, average 206")
            #expect(blocks[0][2].hasPrefix("AAPL: Highest 209 on 29 April"), "\(blocks[0][2])")
            #expect(blocks[0][3] == "AAPL: 23 April, 203")
            let german = try CommandRunner.run([
                "summary", file, "--series", "symbol", "--where", "symbol=GOOG", "--last", "7", "--table", "--locale",
                "de", "--today", "2025-12-01",
            ])
            #expect(german.lines[1] == "GOOG: dreiundzwanzigster April, 367")
        }
    }

    @Test("--where on the series column more than once picks some of the series")
    func pickSome() throws {
        try Self.withPrices { file, _ in
            let result = try CommandRunner.run(
                [
                    "summary", file, "--series", "symbol", "--where", "symbol=GOOG", "--where", "symbol=AAPL",
                    "--locale", "ja",
                    "--today", "2025-12-01",
                ])
            #expect(result.status == 0, "\(result.error)")
            #expect(result.lines.count == 3, "\(result.lines)")
            #expect(result.lines[0].hasPrefix("AAPL：平均188"), "file order: \(result.lines[0])")
            #expect(result.lines[1].hasPrefix("GOOG：平均382"))
            #expect(result.lines[2] == "平均が最も高いのはGOOGで382、最も低いのはAAPLで188です。")
        }
    }

    @Test("the JSON holds every series, the dates they share and the comparison")
    func json() throws {
        try Self.withPrices { file, _ in
            let result = try CommandRunner.run([
                "summary", file, "--series", "symbol", "--format", "json", "--describe",
            ])
            #expect(result.status == 0, "\(result.error)")
            let json = try Self.json(result.output)
            #expect(json["seriesColumn"] as? String == "symbol")
            let range = try #require(json["range"] as? [String: Any])
            #expect(range["start"] as? String == "2025-03-19T00:00:00Z")
            #expect(range["end"] as? String == "2025-04-29T00:00:00Z")
            #expect(range["chosenBy"] as? String == "AAPL")
            let series = try #require(json["series"] as? [[String: Any]])
            #expect(series.map { $0["name"] as? String } == ["AAPL", "GOOG", "IBM", "MSFT"])
            #expect(series.map { $0["coversRange"] as? Bool } == [true, true, false, false])
            let goog = try #require(series[1]["window"] as? [String: Any])
            #expect(goog["gaps"] as? Int == 1)
            #expect((series[1]["description"] as? [String: Any])?["text"] != nil)
            let comparison = try #require(json["comparison"] as? [String: Any])
            #expect((comparison["highest"] as? [String: Any])?["name"] as? String == "GOOG")
            #expect((comparison["lowest"] as? [String: Any])?["name"] as? String == "AAPL")
            #expect(comparison["leftOut"] as? [String] == ["IBM", "MSFT"])
            #expect(comparison["compared"] as? [String] == ["AAPL", "GOOG"])
        }
    }

    @Test("explore steps one series and moves the others with it, announcing each by name")
    func explore() throws {
        try Self.withPrices { file, _ in
            let result = try CommandRunner.run(
                [
                    "explore", file, "--series", "symbol", "--keys", "left right right", "--locale", "en-GB", "--today",
                    "2025-12-01",
                ])
            #expect(result.status == 0, "\(result.error)")
            #expect(
                result.lines == [
                    "AAPL: 19 March to 29 April, average 188", "GOOG: 19 March to 29 April, average 382",
                    "IBM: 19 March to 31 March, average 102", "MSFT: 20 April to 29 April, average 31.1",
                    "AAPL: 12 March to 22 April, average 182", "GOOG: 12 March to 22 April, average 389",
                    "IBM: 12 March to 31 March, average 102", "MSFT: 20 April to 22 April, average 31",
                    "AAPL: 19 March to 29 April, average 188", "GOOG: 19 March to 29 April, average 382",
                    "IBM: 19 March to 31 March, average 102", "MSFT: 20 April to 29 April, average 31.1",
                    "End of the series",
                ])
            let json = try CommandRunner.run([
                "explore", file, "--series", "symbol", "--keys", "left", "--format", "json",
            ])
            let events = json.lines.map { try? Self.json($0) }
            let step = try #require(events.last ?? nil)
            #expect((step["announcements"] as? [String])?.count == 4)
            #expect(((step["series"] as? [[String: Any]])?[2]["window"] as? [String: Any])?["count"] as? Int == 20)
            #expect(((step["series"] as? [[String: Any]])?[3]["window"] as? [String: Any])?["count"] as? Int == 3)
        }
    }

    @Test("stats makes each series a tile of the card; an empty one is named")
    func stats() throws {
        try Self.withPrices { file, _ in
            let result = try CommandRunner.run(
                [
                    "stats", file, "--series", "symbol", "--aggregate", "average", "--range", "1W", "--locale", "en-GB",
                    "--value-format", "currency:USD", "--today", "2025-04-30",
                ])
            #expect(result.status == 0, "\(result.error)")
            #expect(
                result.lines == [
                    "1 week", "AAPL, 206 US dollars, up 3.5% from last week",
                    "GOOG, 364 US dollars, down 1.9% from last week", "IBM: No data for this range yet.",
                    "MSFT, 31.14 US dollars, last 7 days",
                ])
            // Heard later, the tiles name the weeks, since "last week" would not be true.
            let later = try CommandRunner.run(
                [
                    "stats", file, "--series", "symbol", "--aggregate", "average", "--range", "1W", "--locale", "en-GB",
                    "--value-format", "currency:USD", "--today", "2025-12-01",
                ])
            #expect(
                later.lines[1] == "AAPL, 23 April to 29 April: 206 US dollars, up 3.5% against 16 April to 22 April")
            let tile = try CommandRunner.run(["stats", file, "--series", "symbol", "--tile", "column=close"])
            #expect(tile.status == 64)
        }
    }

    @Test("audio plays the series one after another on one axis, or at once with --overlay, and says so")
    func audio() throws {
        try Self.withPrices { file, folder in
            let out = folder.appendingPathComponent("prices.wav").path
            let cues = folder.appendingPathComponent("prices.vtt").path
            let result = try CommandRunner.run(
                [
                    "audio", file, "--series", "symbol", "--where", "symbol=AAPL", "--where", "symbol=GOOG", "-o", out,
                    "--cues", cues, "--locale", "en-GB", "--today", "2025-12-01",
                ])
            #expect(result.status == 0, "\(result.error)")
            #expect(result.lines.first == "Audio graph of 2 series one after another, 14 seconds: AAPL and GOOG.")
            #expect(result.lines.contains("GOOG: Silence marks the one day with no data."), "\(result.lines)")
            #expect(result.lines.contains("Low tones are 168, high tones are 402."), "\(result.lines)")
            // Each spans 41 of the shared 234: a note names both and the way out.
            #expect(
                result.error.contains(
                    "On the shared value axis, AAPL uses less than a third of the pitch range; --axis per-series gives each series its own range."
                ), "\(result.error)")
            #expect(result.error.contains("On the shared value axis, GOOG uses"))
            let own = try CommandRunner.run(
                [
                    "audio", file, "--series", "symbol", "--where", "symbol=AAPL", "--where", "symbol=GOOG", "-o", out,
                    "--locale", "en-GB", "--today", "2025-12-01", "--axis", "per-series",
                ])
            #expect(own.status == 0, "\(own.error)")
            #expect(!own.error.contains("shared value axis"))
            #expect(own.lines.contains("AAPL: Low tones are 168, high tones are 209."), "\(own.lines)")
            #expect(own.lines.contains("GOOG: Low tones are 361, high tones are 402."), "\(own.lines)")
            let vtt = try String(contentsOfFile: cues, encoding: .utf8)
            #expect(vtt.contains("\nAAPL\n") && vtt.contains("\nGOOG\n"))
            #expect(vtt.contains("GOOG: 20 April, no data"))
            let overlay = try CommandRunner.run(
                [
                    "audio", file, "--series", "symbol", "--where", "symbol=AAPL", "--where", "symbol=GOOG",
                    "--overlay",
                    "-o", out, "--locale", "fr", "--today", "2025-12-01",
                ])
            #expect(overlay.status == 0, "\(overlay.error)")
            #expect(
                overlay.lines.first?.hasPrefix("Graphique audio de 2 séries jouées ensemble") == true,
                "\(overlay.lines)")
            // At once, the series must hold the same dates: MSFT starts later.
            let refused = try CommandRunner.run(["audio", file, "--series", "symbol", "--overlay", "-o", out])
            #expect(refused.status == 65)
            #expect(refused.error.contains("'--overlay' plays the series at once"), "\(refused.error)")
            let alone = try CommandRunner.run(["audio", file, "--overlay", "-o", out])
            #expect(alone.status == 64)
        }
    }

    @Test("audio refuses more series than it has timbres, naming how to pick some")
    func tooManySeries() throws {
        var text = "name,date,value\n"
        for name in ["a", "b", "c", "d", "e", "f"] {
            for day in 1...9 { text += "\(name),2026-01-0\(day),\(day)\n" }
        }
        let (file, folder) = try FileInputTests.write(text, name: "six.csv")
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("six.wav").path
        let result = try CommandRunner.run(["audio", file.path, "--series", "name", "-o", out])
        #expect(result.status == 65)
        #expect(result.error.contains("an audio graph plays at most 5 series"), "\(result.error)")
        #expect(result.error.contains("--where name=a --where name=b"))
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    /// Daily closes of five stocks over 120 days from 1 March 2024, each at its own level, drift
    /// and swing (all on every day, so that they can play at once).
    static let stocks: String = {
        let names = ["AAPL", "GOOG", "MSFT", "IBM", "AMZN"]
        let bases: [Double] = [182, 141, 415, 98, 62]
        let drifts: [Double] = [0.0008, -0.0005, 0.0011, 0.0002, -0.0009]
        var text = "date,symbol,close\n"
        let start = DateComponents(
            calendar: Calendar(identifier: .gregorian), timeZone: TimeZone(identifier: "UTC"), year: 2024, month: 3,
            day: 1
        ).date!
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        for day in 0..<120 {
            let date = formatter.string(from: start.addingTimeInterval(Double(day) * 86_400))
            for (index, name) in names.enumerated() {
                let trend: Double = 1 + drifts[index] * Double(day)
                let swing: Double = 1 + 0.04 * sin(Double(day) / Double(7 + 3 * index))
                let value = (bases[index] * trend * swing * 100).rounded() / 100
                text += "\(date),\(name),\(value)\n"
            }
        }
        return text
    }()

    @Test("more than four series at once are refused, with the way to hear them one after another")
    func fiveAtOnce() throws {
        let (file, folder) = try FileInputTests.write(Self.stocks, name: "stocks.csv")
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("stocks.wav").path
        let result = try CommandRunner.run(["audio", file.path, "--series", "symbol", "--overlay", "-o", out])
        #expect(result.status == 65)
        #expect(
            result.error.hasSuffix(
                "error: At most 4 series play at once, and 5 have values here: leave out --overlay to hear them in turn, or pick some with --where.\n"
            ), "\(result.error)")
        #expect(!FileManager.default.fileExists(atPath: out))
        let german = try CommandRunner.run([
            "audio", file.path, "--series", "symbol", "--overlay", "-o", out, "--locale", "de",
        ])
        #expect(german.error.contains("Höchstens 4 Reihen klingen zugleich, hier haben 5 Reihen Werte"))
    }

    @Test(
        "four series at once and five one after another measure -16 LUFS within 1 LU, peaks under -1 dBTP, at least 150 ms a tone at once"
    )
    func overlayLoudness() throws {
        let (file, folder) = try FileInputTests.write(Self.stocks, name: "stocks.csv")
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("stocks.wav").path
        let four = [
            "--where", "symbol=AAPL", "--where", "symbol=GOOG", "--where", "symbol=MSFT", "--where", "symbol=IBM",
        ]
        for (arguments, name) in [
            (four + ["--overlay"], "four at once"), (["--overlay"] + four.prefix(6), "three at once"),
            ([], "five one after another"),
        ] {
            let result = try CommandRunner.run(
                ["audio", file.path, "--series", "symbol", "--last", "120", "-o", out] + arguments)
            #expect(result.status == 0, "\(name): \(result.error)")
            let audio = try AudioMeasurement(out)
            let loudness = try audio.loudness()
            #expect(abs(loudness + 16) <= 1, "\(name): \(loudness) LUFS")
            #expect(try audio.truePeak() < -1, "\(name)")
            if arguments.contains("--overlay") {
                // 120 days at 150 ms a tone: 18 seconds of tones after the introductions.
                #expect(audio.duration >= 18, "\(name): \(audio.duration) s")
                #expect(result.lines.first?.contains("at once") == true)
            }
        }
    }

    @Test(
        "three series with --speak: a brief opening naming each series once with its extremes' dates, speech at most 40% of the file",
        arguments: [false, true])
    func threeSpoken(overlay: Bool) throws {
        let (file, folder) = try FileInputTests.write(Self.stocks, name: "stocks.csv")
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("stocks.wav").path
        let cues = folder.appendingPathComponent("stocks.vtt").path
        let names = ["AAPL", "GOOG", "MSFT"]
        let result = try CommandRunner.run(
            ["audio", file.path, "--series", "symbol", "--speak", "-o", out, "--cues", cues, "--locale", "en-GB"]
                + names.flatMap { ["--where", "symbol=\($0)"] } + (overlay ? ["--overlay"] : []))
        #expect(result.status == 0, "\(result.error)")
        let written = try WrittenCues(cues)
        let opening = try #require(written.cues.first).text
        // The window's summary once, then one sentence a series, led by its name.
        #expect(opening.components(separatedBy: "Audio graph of 42 days").count - 1 == 1, "\(opening)")
        for name in names {
            #expect(opening.components(separatedBy: name).count - 1 == 2, "\(name): \(opening)")
            #expect(opening.contains("\(name): Highest on "), "\(opening)")
        }
        let speech = written.cues.filter { $0.text == opening || names.contains($0.text) }
        #expect(speech.count == 4)
        let seconds = speech.map { $0.end - $0.start }.reduce(0, +)
        let audio = try AudioMeasurement(out)
        #expect(seconds / audio.duration <= 0.4, "speech \(seconds) s of \(audio.duration) s")
        #expect(abs(try audio.loudness() + 16) <= 1)
        #expect(try audio.truePeak() < -1)
    }
}
