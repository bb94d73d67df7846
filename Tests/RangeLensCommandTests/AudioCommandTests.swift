import CommandTestSupport
import Foundation
import Testing

@Suite("rangelens audio: duration, scale, threshold, gaps and memory")
struct AudioCommandTests {
    static let demo = ["audio", "--demo-end", "2026-11-29", "--locale", "en-GB"]

    @Test("--duration sets the length, and a length the slots cannot give is noted in the locale's language")
    func duration() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("graph.wav").path
        let fits = try CommandRunner.run(Self.demo + ["--duration", "9", "-o", out])
        #expect(fits.status == 0, "\(fits.error)")
        #expect(fits.lines.first == "Audio graph of 42 days, 19 October to 29 November, 9 seconds.")
        #expect(fits.error.isEmpty)
        let short = try CommandRunner.run(Self.demo + ["--duration", "2", "-o", out])
        #expect(short.status == 0)
        #expect(short.lines.first == "Audio graph of 42 days, 19 October to 29 November, 2.5 seconds.")
        #expect(
            short.error
                == "The audio graph lasts 2.5 seconds, not 2 seconds: each tone needs at least 60 milliseconds.\n")
        // A length asked for may slow the tones to one a second, no slower.
        let slow = try CommandRunner.run(Self.demo + ["--duration", "30", "-o", out])
        #expect(slow.lines.first == "Audio graph of 42 days, 19 October to 29 November, 30 seconds.")
        #expect(slow.error.isEmpty)
        let german = try CommandRunner.run([
            "audio", "--demo-end", "2026-11-29", "--locale", "de", "--duration", "60", "-o", out,
        ])
        #expect(
            german.error
                == "Die Audiografik dauert 42 Sekunden, nicht eine Minute: Kein Ton dauert länger als eine Sekunde.\n"
        )
    }

    @Test("--threshold rings a bell at each crossing, says so, and names the crossing in the cue")
    func threshold() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("graph.wav").path
        let cues = folder.appendingPathComponent("graph.vtt")
        let result = try CommandRunner.run(Self.demo + ["--threshold", "9000", "-o", out, "--cues", cues.path])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.lines.last == "A high bell marks each rise to 9,000 or above, a low bell each fall below it.")
        let vtt = try String(contentsOf: cues, encoding: .utf8)
        #expect(vtt.contains("31 October, 10,988 steps a day\nRises to 9,000 or above\n"))
        #expect(vtt.contains("1 November, 8,885 steps a day\nFalls below 9,000\n"))
        let never = try CommandRunner.run(Self.demo + ["--threshold", "-5", "-o", out])
        #expect(never.lines.last == "The values never fall below minus 5, so no bell sounds.")
    }

    @Test("--scale log places values by ratio, and a window with a value at or below zero is refused, naming it")
    func logarithmic() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("graph.wav")
        let result = try CommandRunner.run(Self.demo + ["--scale", "log", "-o", out.path])
        #expect(result.status == 0)
        #expect(
            result.lines.contains("The scale is logarithmic: each tenfold rise in value is the same rise in pitch."))
        #expect(result.lines.contains("Low tones are 2,461, high tones are 11,076 steps a day."))
        let file = folder.appendingPathComponent("visits.csv")
        try CommandFixtures.csv([120, 4_500, 0, 38, -2, 900, 12]).write(to: file, atomically: true, encoding: .utf8)
        try? FileManager.default.removeItem(at: out)
        let refused = try CommandRunner.run([
            "audio", "--today", "2026-12-01", file.path, "--scale", "log", "-o", out.path,
        ])
        #expect(refused.status == 65)
        #expect(refused.error.contains("holds 0 on 2026-03-03 and 1 more at or below zero"), "\(refused.error)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test("Missing days keep their time as silence, said in the description and captioned as no data")
    func gaps() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("steps.csv")
        try CommandFixtures.csv((0..<14).map { Double(1_000 + $0 * 100) }, missing: [6, 7, 8]).write(
            to: file, atomically: true, encoding: .utf8)
        let cues = folder.appendingPathComponent("steps.vtt")
        let result = try CommandRunner.run(
            [
                "audio", "--today", "2026-12-01", file.path, "--locale", "en-GB", "-o",
                folder.appendingPathComponent("steps.wav").path, "--cues", cues.path,
            ])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.lines.first == "Audio graph of 14 days, 1 March to 14 March, 3.5 seconds.")
        #expect(result.lines.contains("Silence marks the 3 days with no data."))
        let vtt = try String(contentsOf: cues, encoding: .utf8)
        // 250 ms slots: the hole is the seventh to ninth, 1.5 to 2.25 seconds.
        #expect(vtt.contains("00:00:01.500 --> 00:00:02.250\n7 March to 9 March, no data\n"))
        #expect(vtt.contains("00:00:02.250 --> 00:00:02.500\n10 March, 1,900"))
    }

    static let weekCaptions: [(locale: String, first: String, second: String)] = [
        ("en-GB", "The week of 24 November 2025, ", "The week of 1 December 2025, "),
        ("de", "Die Woche vom vierundzwanzigsten November 2025, ", "Die Woche vom ersten Dezember 2025, "),
        ("fr", "La semaine du 24 novembre 2025, ", "La semaine du 1er décembre 2025, "),
    ]

    @Test("A tone that stands for a week is captioned as the week, from its first day", arguments: weekCaptions)
    func weeklyCues(locale: String, first: String, second: String) throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cues = folder.appendingPathComponent("year.vtt")
        let result = try CommandRunner.run([
            "audio", "--demo-end", "2026-11-29", "--locale", locale, "--last", "365", "--group", "week",
            "-o", folder.appendingPathComponent("year.flac").path, "--cues", cues.path,
        ])
        #expect(result.status == 0, "\(result.error)")
        // Each cue: its number, its times, its caption, and any notes.
        func captions() throws -> [String] {
            try String(contentsOf: cues, encoding: .utf8).components(separatedBy: "\n\n").dropFirst()
                .filter { !$0.isEmpty }.map { $0.components(separatedBy: "\n")[2] }
        }
        let weeks = try captions()
        #expect(weeks.count == 53)
        #expect(weeks.first?.hasPrefix(first) == true, "\(weeks.first ?? "")")
        #expect(weeks.dropFirst().first?.hasPrefix(second) == true, "\(weeks.dropFirst().first ?? "")")
        // Monthly groups are captioned with the month.
        let monthly = try CommandRunner.run([
            "audio", "--demo-end", "2026-11-29", "--locale", locale, "--last", "365", "--group", "month",
            "-o", folder.appendingPathComponent("year.flac").path, "--cues", cues.path,
        ])
        #expect(monthly.status == 0)
        let months = try captions()
        #expect(months.count == 13)
        #expect(months.last?.contains("2026, ") == true, "\(months.last ?? "")")
    }

    @Test("The help's year example groups by week, as it says")
    func yearExampleGroups() throws {
        let help = try CommandRunner.run(["audio", "--today", "2026-12-01", "--help"])
        #expect(
            help.output.contains(
                "rangelens audio steps.csv --last 365 --group week -o year.flac --cues year.vtt\n      A year, a tone a week"
            ))
    }

    @Test("Help names the new options")
    func help() throws {
        let result = try CommandRunner.run(["audio", "--today", "2026-12-01", "--help"])
        for text in [
            "--duration SECONDS", "--threshold VALUE", "log (equal ratios of value", "--axis AXIS", "per-series",
        ] {
            #expect(result.output.contains(text), "help lacks \(text)")
        }
    }

    @Test(
        "--speak opens with a brief description, the extremes' dates in it, and slows the tones so it is at most 40% of the file"
    )
    func briefSpokenIntroduction() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("graph.wav").path
        let cues = folder.appendingPathComponent("graph.vtt").path
        let result = try CommandRunner.run(Self.demo + ["--speak", "-o", out, "--cues", cues])
        #expect(result.status == 0, "\(result.error)")
        let written = try WrittenCues(cues)
        let opening = try #require(written.cues.first)
        #expect(opening.text.hasPrefix("Audio graph of 42 days, 19 October to 29 November, "))
        #expect(opening.text.contains("Highest on 7 November, lowest on 25 October."))
        #expect(!opening.text.contains("chirp"))
        let audio = try AudioMeasurement(out)
        let share = (opening.end - opening.start) / audio.duration
        #expect(share <= 0.4, "speech \(opening.end - opening.start) s of \(audio.duration) s")
        // The description printed says the length the tones really have, slower than 6 seconds.
        let first = try #require(result.lines.first)
        #expect(
            first.hasPrefix("Audio graph of 42 days, 19 October to 29 November, ") && !first.hasSuffix(" 6 seconds."))
        #expect(opening.text.hasPrefix(first))
        #expect(abs(try audio.loudness() + 16) <= 1)
        #expect(try audio.truePeak() < -1)
        // Japanese and Chinese are refused: espeak-ng reads their kanji and hanzi, and their
        // numbers, as something other than the text; the message names a better voice.
        for (locale, language) in [("ja", "Japanese"), ("zh-Hans", "Chinese")] {
            let refused = try CommandRunner.run([
                "audio", "--demo-end", "2026-11-29", "--locale", locale, "--speak", "-o", out, "--cues", cues,
            ])
            #expect(refused.status == 64, "\(refused.error)")
            #expect(refused.error.contains("\(language) screen-reader voice"), "\(refused.error)")
        }
    }

    /// Ogg files as a player decodes them: speech leveled to -1 dBTP decoded to -0.76 dBFS
    /// when Ogg was rendered under the lossless formats' limit.
    static let oggCases: [(locale: String, options: [String])] = [
        ("en-GB", ["--speak"]), ("de", ["--speak"]), ("pl", ["--speak", "--mono"]), ("es", ["--speak"]),
        ("ar", ["--speak"]), ("en-GB", ["--timbre", "bright"]), ("fr", ["--style", "continuous", "--speak"]),
    ]

    @Test("An Ogg file decodes with no sample above -1 dBFS, spoken or not, and near -16 LUFS", arguments: oggCases)
    func oggPeaks(locale: String, options: [String]) throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A spike: its tone, boosted to the loudness target, is what meets the peak limit.
        let input = folder.appendingPathComponent("spike.csv")
        try CommandFixtures.csv((0..<60).map { $0 == 30 ? 900 : 100 + Double($0 % 7) }).write(
            to: input, atomically: true, encoding: .utf8)
        for file in [["audio", "--demo-end", "2026-11-29"], ["audio", input.path]] {
            let out = folder.appendingPathComponent("graph.ogg").path
            let result = try CommandRunner.run(file + ["--locale", locale, "-o", out] + options)
            #expect(result.status == 0, "\(result.error)")
            let audio = try AudioMeasurement(out)
            let peak = 20 * log10(Double(audio.peak(frames: 0..<audio.frameCount)))
            #expect(peak <= -1, "\(file.last!) \(locale) \(options): decoded peak \(peak) dBFS")
            // -16 LUFS, or less where the peak limit holds the loudest sounds down (a steady
            // glide, whose every note is near its peak).
            let loudness = try audio.loudness()
            #expect(
                loudness <= -15 && loudness >= (peak < -2.5 ? -17 : -19),
                "\(file.last!) \(locale) \(options): \(loudness) LUFS")
        }
    }
}
