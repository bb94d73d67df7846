import CommandTestSupport
import Foundation
import Testing

/// Text that came from outside (series and column names, option values, file names, a
/// catalog's keys) reaches no terminal and no text output raw: every control character, line
/// break and direction control in it is shown as `\u{001B}`, `\n` and so on, in every command and
/// every message; the narration's own isolates stay; JSON keeps the text as it is, escaped its
/// own way.
@Suite("Outside text never drives a terminal")
struct OutsideTextTests {
    /// The names of a long table, each holding what a terminal would act on: an escape sequence,
    /// a bell, a carriage return, DEL, a C1 control, a direction override, an unclosed isolate
    /// and a line break.
    static let hostileNames = [
        "A\u{1B}[2Jx", "B\u{7}bell", "C\rret", "D\u{7F}del", "E\u{85}c1", "F\u{202E}over", "G\u{2067}open",
        "H\nline",
    ]

    /// The same names as they must be shown.
    static let shownNames = [
        #"A\u{001B}[2Jx"#, #"B\u{0007}bell"#, #"C\rret"#, #"D\u{007F}del"#, #"E\u{0085}c1"#, #"F\u{202E}over"#,
        #"G\u{2067}open"#, #"H\nline"#,
    ]

    /// A long table of `names`, 39 days each, as CSV with every name quoted.
    static func longTable(_ names: [String]) -> String {
        var lines = ["date,symbol,value"]
        for day in 0..<39 {
            let date = day < 31 ? String(format: "2026-01-%02d", day + 1) : String(format: "2026-02-%02d", day - 30)
            for (index, name) in names.enumerated() { lines.append("\(date),\"\(name)\",\(day + index + 1)") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The scalars of `text` a terminal would act on, other than the line breaks between lines
    /// and the scalars in `allowed`.
    static func raw(_ text: String, allowing allowed: Set<UInt32> = []) -> [String] {
        text.unicodeScalars.filter { scalar in
            guard scalar != "\n", !allowed.contains(scalar.value) else { return false }
            switch scalar.value {
            case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
                return true
            default: return false
            }
        }.map { String(format: "U+%04X", $0.value) }
    }

    @Test("series names in summary's readouts, descriptions and comparison are shown, not obeyed")
    func summaryNames() throws {
        let result = try CommandRunner.run(
            ["summary", "-", "--series", "symbol", "--describe", "--range-value"],
            input: Self.longTable(Self.hostileNames))
        #expect(result.status == 0, "\(result.error)")
        #expect(Self.raw(result.output).isEmpty)
        #expect(Self.raw(result.error).isEmpty)
        for shown in Self.shownNames {
            #expect(result.output.contains("\(shown): Average"), "\(shown)")
        }
        #expect(result.output.contains(#"Highest average: H\nline, 27; lowest: A\u{001B}[2Jx, 20."#))
    }

    @Test("in Arabic the narration's own isolates stay around each shown name")
    func arabicIsolatesKept() throws {
        let result = try CommandRunner.run(
            ["summary", "-", "--series", "symbol", "--locale", "ar"], input: Self.longTable(Self.hostileNames))
        #expect(result.status == 0, "\(result.error)")
        #expect(Self.raw(result.output, allowing: [0x2068, 0x2069, 0x200F, 0x061C]).isEmpty)
        #expect(result.output.contains("\u{2068}" + #"F\u{202E}over"# + "\u{2069}"))
        #expect(result.output.contains("\u{2068}" + #"G\u{2067}open"# + "\u{2069}"))
    }

    @Test("JSON keeps each name as the file writes it, in its own escaping")
    func jsonKeepsNames() throws {
        let result = try CommandRunner.run(
            ["summary", "-", "--series", "symbol", "--format", "json"], input: Self.longTable(Self.hostileNames))
        #expect(result.status == 0, "\(result.error)")
        // JSON escapes every C0 control its own way (`\u001b`, `\n`) and keeps the rest as written.
        #expect(!result.output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let series = try #require(object["series"] as? [[String: Any]])
        #expect(series.compactMap { $0["name"] as? String } == Self.hostileNames)
        #expect((series.first?["readout"] as? String)?.hasPrefix(#"A\u{001B}[2Jx: "#) == true)
    }

    @Test("explore's announcements and descriptions show the names")
    func exploreNames() throws {
        let result = try CommandRunner.run(
            ["explore", "-", "--series", "symbol", "--keys", "left describe"],
            input: Self.longTable(Self.hostileNames))
        #expect(result.status == 0, "\(result.error)")
        #expect(Self.raw(result.output).isEmpty)
        #expect(result.output.contains(#"H\nline: Highest"#))
    }

    @Test("an audio graph's description and cues show the names")
    func audioNames() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "outside-text-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let audio = folder.appendingPathComponent("a.wav").path
        let cues = folder.appendingPathComponent("a.vtt").path
        let names = Array(Self.hostileNames.prefix(3)) + [Self.hostileNames[5], Self.hostileNames[7]]
        let result = try CommandRunner.run(
            ["audio", "-", "--series", "symbol", "-o", audio, "--cues", cues], input: Self.longTable(names))
        #expect(result.status == 0, "\(result.error)")
        #expect(Self.raw(result.output).isEmpty)
        #expect(result.output.contains(#"A\u{001B}[2Jx: Audio graph"#))
        #expect(result.output.contains(#"F\u{202E}over"#))
        let cueText = try String(contentsOfFile: cues, encoding: .utf8)
        #expect(Self.raw(cueText).isEmpty)
        #expect(cueText.contains(#"H\nline: "#))
    }

    @Test("stats shows a metric, a tile's label, an error message and a column's name")
    func statsNames() throws {
        var csv = "date,\"val\u{1B}ue\",\"ord\u{7}ers\"\n"
        for day in 1...28 { csv += String(format: "2026-02-%02d,%d,%d\n", day, day, day * 2) }
        let tiles = try CommandRunner.run(
            [
                "stats", "-", "--metric", "x\u{1B}[31my", "--tile", "column=ord\u{7}ers,label=L\rab", "--today",
                "2026-03-01",
            ], input: csv)
        #expect(tiles.status == 0, "\(tiles.error)")
        #expect(Self.raw(tiles.output).isEmpty)
        #expect(Self.raw(tiles.error).isEmpty)
        #expect(tiles.error.contains(#"x\u{001B}[31my, 1 month"#))
        #expect(tiles.output.contains(#"L\rab, "#))
        #expect(tiles.error.contains(#"val\u{001B}ue"#))
        let failure = try CommandRunner.run(
            ["stats", "--state", "failure", "--error-message", "gone\u{1B}]0;owned\u{7}"], input: csv)
        #expect(failure.status == 0, "\(failure.error)")
        #expect(Self.raw(failure.output).isEmpty)
        #expect(failure.output.contains(#"gone\u{001B}]0;owned\u{0007}"#))
    }

    @Test("timer's caption is shown")
    func timerCaption() throws {
        let result = try CommandRunner.run(["timer", "--progress", "0.5", "--caption", "Up\u{1B}[2Jload\n"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.lines.first == #"Up\u{001B}[2Jload\n"#)
    }

    @Test("an unknown key in --catalog is named in its shown form")
    func catalogKeys() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "outside-text-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("K.xcstrings")
        try Data(
            #"{"sourceLanguage":"en","version":"1.0","strings":{"bad\u001b[2J\nkey":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"x"}}}}}}"#
                .utf8
        ).write(to: catalog)
        let result = try CommandRunner.run(["summary", "--catalog", catalog.path])
        #expect(result.status == 0, "\(result.error)")
        #expect(Self.raw(result.error).isEmpty)
        #expect(result.error.contains(#"'bad\u{001B}[2J\nkey'"#))
    }

    @Test(
        "the echo of a bad option, command, locale, time zone, shell, action word or file name is shown",
        arguments: [
            ["summary", "--x\u{1B}[2J\ny"],
            ["x\u{1B}[2J\ny"],
            ["help", "x\u{1B}[2J\ny"],
            ["summary", "--locale", "x\u{1B}[2J\ny"],
            ["summary", "--time-zone", "x\u{1B}[2J\ny"],
            ["completions", "x\u{1B}[2J\ny"],
            ["explore", "--keys", "x\u{1B}[2J\u{7}y"],
            ["summary", "/nonexistent/x\u{1B}[2J\ny.csv"],
            ["audio", "-o", "/nonexistent/x\u{1B}[2J\ny.wav"],
            ["summary", "--last", "x\u{1B}[2J\ny"],
            ["check", "c.xcstrings", "--locales", "de,x\u{1B}[2J\ny"],
        ])
    func echoes(arguments: [String]) throws {
        let result = try CommandRunner.run(arguments)
        #expect(result.status != 0)
        #expect(Self.raw(result.error).isEmpty, "\(result.error.debugDescription)")
        let shown = arguments.contains("x\u{1B}[2J\u{7}y") ? #"x\u{001B}[2J\u{0007}y"# : #"x\u{001B}[2J\ny"#
        #expect(result.error.contains(shown), "\(result.error.debugDescription)")
        #expect(result.output.isEmpty)
    }

    @Test("a bad row of a file whose name holds a line break keeps its message on one line")
    func locatedFileName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "outside-text-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a\nb.csv")
        try Data("date,value\n2026-01-01,x\n".utf8).write(to: file)
        let result = try CommandRunner.run(["summary", file.path])
        #expect(result.status == 65)
        #expect(result.error.hasSuffix(#"a\nb.csv:2:12: error: expected a number like 8412 or -3.5, found 'x'"# + "\n"))
        #expect(result.error.split(separator: "\n").count == 1)
    }

    @Test("check's text report shows a catalog's path, keys and locales, and JSON keeps them as they are")
    func checkReport() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a\u{1B}[31m\nred.xcstrings")
        let catalog = #"""
            {"sourceLanguage":"en","version":"1.0","strings":{"k\u001b[2J":{"localizations":{
            "en":{"stringUnit":{"state":"translated","value":"Hello"}},
            "d\u202ee":{"stringUnit":{"state":"translated","value":"Hallo %@"}}}}}}
            """#
        try Data(catalog.utf8).write(to: file)
        let result = try CommandRunner.run(["check", file.path])
        #expect(Self.raw(result.output).isEmpty, "\(result.output.debugDescription)")
        #expect(Self.raw(result.error).isEmpty, "\(result.error.debugDescription)")
        #expect(result.output.contains(#"a\u{001B}[31m\nred.xcstrings: 1 key, source language en"#))
        // A key is quoted as a JSON string is, its controls escaped that way.
        #expect(result.output.contains(#""k\u001b[2J" (d\u{202E}e)"#), "\(result.output)")
        let json = try CommandRunner.run(["check", file.path, "--format", "json"])
        #expect(
            json.output.contains(#"a\u001b[31m\nred.xcstrings"#) || json.output.contains(#"a\u001B[31m\nred.xcstrings"#)
        )
    }
}
