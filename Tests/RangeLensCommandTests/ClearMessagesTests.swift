import CommandTestSupport
import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Issue 11, case 10: messages that said the wrong thing, and inputs now read.
@Suite("Messages that say what is wrong")
struct ClearMessagesTests {
    static let rows = "date,value\n2026-03-01,1\n2026-03-02,2\n2026-03-03,3\n"

    @Test(
        "a UTF-16 file is read, with a note saying so",
        arguments: [
            ("utf-16 with a byte order mark", String.Encoding.utf16), ("utf-16le", .utf16LittleEndian),
            ("utf-16be", .utf16BigEndian),
        ])
    func utf16(name: String, encoding: String.Encoding) throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("steps.csv")
        try #require(Self.rows.data(using: encoding)).write(to: file)
        let result = try CommandRunner.run(["summary", file.path, "--minimum-span", "2", "--today", "2026-12-01"])
        #expect(result.status == 0, "\(name): \(result.error)")
        #expect(result.output.hasPrefix("Average 2, March 1 to March 3"))
        #expect(result.error.contains("Read as UTF 16 text and converted; saved as UTF 8"), "\(result.error)")
        let german = try CommandRunner.run([
            "summary", file.path, "--minimum-span", "2", "--locale", "de", "--today", "2026-12-01",
        ])
        #expect(
            german.error.contains("Als Text in UTF 16 gelesen und umgewandelt"),
            "the note in the language of the sentences: \(german.error)")
    }

    @Test("a file whose lines end with a carriage return alone is read, with a note")
    func carriageReturns() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("steps.csv")
        try Self.rows.replacingOccurrences(of: "\n", with: "\r").write(to: file, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["summary", file.path, "--minimum-span", "2", "--today", "2026-12-01"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.hasPrefix("Average 2, March 1 to March 3"))
        #expect(result.error.contains("The lines end with a carriage return alone"), "\(result.error)")
        let polish = try CommandRunner.run([
            "summary", file.path, "--minimum-span", "2", "--locale", "pl", "--today", "2026-12-01",
        ])
        #expect(polish.error.contains("Wiersze kończą się samym znakiem powrotu karetki"), "\(polish.error)")
    }

    @Test("a control character in --unit is refused, and SSML stays well-formed whatever it speaks")
    func unitControls() throws {
        for unit in ["a\u{1}b", "steps\u{1B}[31m", "a\nb", "\u{202E}steps"] {
            let result = try CommandRunner.run([
                "summary", "--demo-end", "2026-11-29", "--unit", unit, "--format", "ssml",
            ])
            #expect(result.status == 64, "\(unit.debugDescription): \(result.error)")
            #expect(result.error.contains("control character"))
            #expect(result.output.isEmpty)
        }
        let long = try CommandRunner.run([
            "summary", "--demo-end", "2026-11-29", "--unit", String(repeating: "u", count: 201),
        ])
        #expect(long.status == 64)
        #expect(long.error.contains("a unit is at most 200"))
        let ssml = try CommandRunner.run([
            "summary", "--demo-end", "2026-11-29", "--unit", "steps & <stairs>", "--format", "ssml",
        ])
        #expect(ssml.status == 0)
        #expect(ssml.output.contains("steps &amp; &lt;stairs&gt;"))
        let document = try XMLDocument(data: Data(ssml.output.utf8))
        #expect(document.rootElement()?.name == "speak")
    }
}

/// Issue 11, case 8: a replacement catalog is held to the line it replaces.
@Suite("Replacement lines held to the built-in line")
struct ReplacementCatalogTests {
    static func catalog(_ value: String, in folder: URL) throws -> String {
        let object: [String: Any] = [
            "sourceLanguage": "en", "version": "1.0",
            "strings": [
                "range.readout": ["localizations": ["en": ["stringUnit": ["state": "translated", "value": value]]]]
            ],
        ]
        let url = folder.appendingPathComponent("Mine.xcstrings")
        try JSONSerialization.data(withJSONObject: object).write(to: url)
        return url.path
    }

    @Test(
        "a replacement that drops arguments, mixes placeholders, holds controls or runs to a megabyte is refused",
        arguments: [
            ("hello", "leaves out argument 1"),
            ("%1$@ %@ %3$@ %4$@", "mixes numbered and plain placeholders"),
            ("%1$@ %2$@ %3$@ %4$@ \u{0}", "control character U+0000"),
            ("%1$@ %2$@ %3$@ %4$@ \u{202E}", "control character U+202E"),
            ("%1$@ %2$@ %3$@ %4$@ \u{1B}[2J", "control character U+001B"),
            ("%1$@ %2$@ %3$@ %4$@ " + String(repeating: "x", count: 1_000_000), "more than the 1000 a line may have"),
        ])
    func refused(value: String, reason: String) throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try Self.catalog(value, in: folder)
        let result = try CommandRunner.run(["summary", "--demo-end", "2026-11-29", "--catalog", path])
        #expect(result.status == 65)
        #expect(result.error.contains("range.readout (en)"))
        #expect(result.error.contains(reason), "\(result.error.prefix(300))")
        #expect(result.output.isEmpty)
        #expect(!result.error.contains("\u{1B}") && !result.error.contains("\u{0}"))
    }
}
