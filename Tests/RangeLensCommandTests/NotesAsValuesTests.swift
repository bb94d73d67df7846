import CommandTestSupport
import Foundation
import Testing

/// Every note a command makes is a value it prints once: as text on standard error, or in its
/// JSON's `notes`, never both ways and never lost.
@Suite("Notes as values")
struct NotesAsValuesTests {
    /// A European file (';' between fields, decimal commas) with a gap, a skipped row and a
    /// third column, so that reading notes its format, the columns it chose, the row it skipped
    /// and the gap.
    static let european =
        "date;region;steps\n2026-03-01;EU;1.234,5\n2026-03-02;EU;2.345,5\n2026-03-03;EU;\n2026-03-04;EU;x\n"
        + "2026-03-05;EU;4.567,5\n2026-03-06;EU;5.678,5\n2026-03-07;EU;6.789,5\n2026-03-08;EU;7.890,5\n"

    private func notes(ofJSON output: String) throws -> [String] {
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        return try #require(object["notes"] as? [String])
    }

    /// Runs a command on the European file as text and as JSON: the lines the text run said on
    /// standard error (checked to include how the file was read), and the JSON run, checked to
    /// have succeeded and said nothing on standard error.
    private func textAndJSON(_ arguments: [String]) throws -> (said: [String], json: CommandResult) {
        let text = try CommandRunner.run(arguments, input: Self.european)
        #expect(text.status == 0)
        let said = text.error.split(separator: "\n").map(String.init)
        #expect(said.contains { $0.hasPrefix("Read as a European file") })
        let json = try CommandRunner.run(arguments + ["--format", "json"], input: Self.european)
        #expect(json.status == 0)
        #expect(json.error.isEmpty)
        return (said, json)
    }

    @Test("summary: the notes of a text run on standard error are the JSON's notes, and JSON prints none")
    func summaryNotes() throws {
        let (said, json) = try textAndJSON(["summary", "-", "--skip-bad-rows", "--today", "2026-03-08"])
        #expect(said.contains { $0.contains("warning:") && $0.contains("the row is skipped") })
        #expect(try notes(ofJSON: json.output) == said)
    }

    @Test("summary --series: every note of a JSON run is in its notes")
    func severalNotes() throws {
        let (said, json) = try textAndJSON(
            ["summary", "-", "--series", "region", "--skip-bad-rows", "--today", "2026-03-08"])
        #expect(try notes(ofJSON: json.output) == said)
    }

    @Test("stats: the notes of how the file was read are in the JSON's notes, not on standard error")
    func statsNotes() throws {
        for extra in [[], ["--series", "region"]] {
            let (said, json) = try textAndJSON(["stats", "-", "--skip-bad-rows", "--today", "2026-03-08"] + extra)
            let notes = try notes(ofJSON: json.output)
            for note in said where !note.hasPrefix("The card") {
                #expect(notes.contains(note), "\(extra): \(note)")
            }
        }
    }

    @Test("explore: the notes of a JSON run are in its start event, not on standard error")
    func exploreNotes() throws {
        for extra in [[], ["--series", "region"]] {
            let (said, json) = try textAndJSON(
                ["explore", "-", "--skip-bad-rows", "--today", "2026-03-08", "--keys", "left"] + extra)
            let events = try json.lines.map {
                try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
            }
            #expect(events.first?["event"] as? String == "start")
            #expect(events.first?["notes"] as? [String] == said, "\(extra)")
            #expect(events.dropFirst().allSatisfy { $0["notes"] == nil })
        }
    }

    @Test(
        "The environment's notes are in a JSON run's notes, and nothing is said on standard error",
        arguments: [
            ["summary", "--demo-end", "2026-11-29"], ["stats", "--demo-end", "2026-11-29"],
            ["timer", "--seconds", "5", "--phase", "running"], ["timer", "--progress", "0.5"],
            ["copy", "--key", "range.readout"],
        ])
    func environmentNotes(arguments: [String]) throws {
        let environment = ["LANG": "aaaaaaaaaaaaa"]
        let text = try CommandRunner.run(arguments, input: "", environment: environment)
        #expect(text.status == 0)
        let said = text.error.split(separator: "\n").map(String.init)
        #expect(said.count == 1 && said[0].hasPrefix("note: LANG holds"), "\(said)")
        let json = try CommandRunner.run(arguments + ["--format", "json"], input: "", environment: environment)
        #expect(json.status == 0)
        #expect(json.error.isEmpty, "\(json.error)")
        #expect(try notes(ofJSON: json.output) == said)
    }

    @Test("explore: the environment's notes are in the start event's notes")
    func exploreEnvironmentNotes() throws {
        let arguments = ["explore", "--demo-end", "2026-11-29", "--keys", "left", "--format", "json"]
        let json = try CommandRunner.run(arguments, input: "", environment: ["LANG": "aaaaaaaaaaaaa"])
        #expect(json.status == 0 && json.error.isEmpty)
        let start = try notes(ofJSON: String(json.output.split(separator: "\n")[0]))
        #expect(start.count == 1 && start[0].hasPrefix("note: LANG holds"))
    }

    @Test("notes made before a failure are said before the error")
    func notesBeforeFailure() throws {
        let result = try CommandRunner.run(
            ["summary", "-", "--skip-bad-rows", "--from", "2030-01-01"], input: Self.european)
        #expect(result.status == 65)
        let lines = result.error.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("Read as a European file") == true)
        #expect(lines.last?.hasPrefix("error:") == true)
    }
}
