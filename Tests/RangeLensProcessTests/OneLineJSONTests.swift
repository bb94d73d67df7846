import CommandTestSupport
import Foundation
import Testing

/// Issue 11, case 4: a minified JSON series or catalog reads as its pretty form does, its
/// places counted once (the linear cost itself is measured by the benchmark, which reports
/// the minified catalog beside the pretty one; tests never assert a time).
@Suite("One-line JSON")
struct OneLineJSONTests {
    @Test("a minified series of 40,000 pairs reads as the pretty one does")
    func minifiedSeries() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let start = CivilDay(year: 1900, month: 1, day: 1)
        let pairs = (0..<40_000).map { "[\"\(start.adding(days: $0))\",\($0 % 1_000)]" }
        try ("[" + pairs.joined(separator: ",") + "]").write(
            to: folder.appendingPathComponent("min.json"), atomically: true, encoding: .utf8)
        try ("[\n" + pairs.joined(separator: ",\n") + "\n]\n").write(
            to: folder.appendingPathComponent("pretty.json"), atomically: true, encoding: .utf8)
        let minified = try CommandRunner.runProcess(
            ["summary", "min.json", "--today", "2026-01-01", "--format", "json"], in: folder)
        let pretty = try CommandRunner.runProcess(
            ["summary", "pretty.json", "--today", "2026-01-01", "--format", "json"], in: folder)
        #expect(minified.status == 0, "\(minified.error)")
        #expect(minified.output == pretty.output)
    }

    @Test("bad rows of a minified series are skipped with their columns on line 1")
    func minifiedBadRows() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let start = CivilDay(year: 2000, month: 1, day: 1)
        let pairs = (0..<2_000).map {
            $0 % 2 == 0 ? "[\"\(start.adding(days: $0))\",1]" : "[\"\(start.adding(days: $0))\",\"x\"]"
        }
        let text = "[" + pairs.joined(separator: ",") + "]"
        try text.write(to: folder.appendingPathComponent("min.json"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.runProcess(["summary", "min.json", "--skip-bad-rows"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        // The second pair's value: after "[", the first pair, "," and the second's "[date",.
        let column = 1 + pairs[0].utf8.count + 1 + "[\"2000-01-02\",".utf8.count + 1
        #expect(result.error.contains("min.json:1:\(column): warning: "), "\(result.error.prefix(400))")
        #expect(result.error.contains("1,000 rows that could not be read were skipped"), "\(result.error.suffix(300))")
    }

    @Test("a minified catalog with repeated keys names each first one's line, as the pretty one does")
    func minifiedCatalog() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let entry = #"{"localizations":{"en":{"stringUnit":{"state":"translated","value":"V"}}}}"#
        let members = (0..<5_000).map { "\"k\($0)\":\(entry),\"k\($0)\":\(entry)" }
        try (#"{"sourceLanguage":"en","strings":{"# + members.joined(separator: ",") + #"},"version":"1.0"}"#)
            .write(to: folder.appendingPathComponent("Min.xcstrings"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.runProcess(["check", "Min.xcstrings", "--no-layout"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.output.contains("5000 errors") || result.output.contains("5,000 errors"),
            "\(result.output.suffix(300))")
        #expect(result.output.contains("(first on line 1)"))
    }
}
