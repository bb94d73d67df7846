import Foundation
import Testing

@testable import AudioGraph

@Suite struct WebVTTWriterTests {
    let plan: AudioGraphPlan

    init() throws {
        plan = try AudioGraphPlan(series: Fixtures.demo, window: Fixtures.sixWeeks, options: Fixtures.options())
    }

    /// Texts as the narration layer would supply them; the module itself holds no sentences.
    var texts: [String] { plan.tones.indices.map { "cue \($0 + 1)" } }

    @Test func theDocumentHasAHeaderAndOneTimedCuePerTone() throws {
        let document = try WebVTTWriter.document(for: plan, cueTexts: texts)
        let blocks = document.components(separatedBy: "\n\n")
        #expect(blocks[0] == "WEBVTT")
        #expect(blocks.count == 43)
        #expect(blocks[1] == "1\n00:00:00.000 --> 00:00:00.143\ncue 1")
        #expect(blocks[2] == "2\n00:00:00.143 --> 00:00:00.286\ncue 2")
        #expect(blocks[42] == "42\n00:00:05.857 --> 00:00:06.000\ncue 42\n")
        // Every cue line has the WebVTT timing form, and the cues tile the graph.
        let timing = /^(\d\d):(\d\d):(\d\d)\.(\d\d\d) --> (\d\d):(\d\d):(\d\d)\.(\d\d\d)$/
        var previousEnd = "00:00:00.000"
        for block in blocks.dropFirst() {
            let line = block.split(separator: "\n")[1]
            let match = try #require(try timing.wholeMatch(in: line))
            #expect(line.hasPrefix(previousEnd))
            previousEnd = String(line.suffix(12))
            _ = match
        }
    }

    @Test func timestampsCountHoursAndRoundToTheMillisecond() {
        #expect(WebVTTWriter.timestamp(0, 44_100) == "00:00:00.000")
        #expect(WebVTTWriter.timestamp(22, 44_100) == "00:00:00.000")
        #expect(WebVTTWriter.timestamp(23, 44_100) == "00:00:00.001")
        #expect(WebVTTWriter.timestamp(44_100 * 3_723 + 22_050, 44_100) == "01:02:03.500")
        #expect(WebVTTWriter.timestamp(44_100 * 360_000, 44_100) == "100:00:00.000")
    }

    @Test func cueTextIsEscapedAndKeepsNoBlankLine() {
        #expect(WebVTTWriter.escape("3 March, 8,412") == "3 March, 8,412")
        #expect(WebVTTWriter.escape("a < b & c --> d") == "a &lt; b &amp; c --&gt; d")
        #expect(WebVTTWriter.escape("one\n\n\ntwo \r\nthree") == "one\ntwo\nthree")
        #expect(WebVTTWriter.escape("٣ مارس، ٨٬٤١٢") == "٣ مارس، ٨٬٤١٢")
    }

    @Test func theWrongNumberOfTextsIsRefusedAndNothingIsWritten() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("graph.vtt").path
        #expect {
            try WebVTTWriter.write(plan: plan, cueTexts: ["only one"], to: path)
        } throws: { error in
            guard case .invalidOption = error as? AudioGraphError else { return false }
            return true
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func theFileIsWrittenInPlaceOfAnOlderOne() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("graph.vtt")
        try Data("older".utf8).write(to: path)
        try WebVTTWriter.write(plan: plan, cueTexts: texts, to: path.path)
        #expect(
            try String(contentsOf: path, encoding: .utf8) == (try WebVTTWriter.document(for: plan, cueTexts: texts)))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["graph.vtt"])
        #expect(throws: AudioGraphError.self) {
            try WebVTTWriter.write(
                plan: plan, cueTexts: texts, to: folder.appendingPathComponent("missing/graph.vtt").path)
        }
    }

    @Test func anIntroductionGetsItsOwnCueAndTheTonesFollowIt() throws {
        let delayed = plan.delayed(by: 44_100 + 22_050)
        let document = try WebVTTWriter.document(for: delayed, cueTexts: texts, introduction: "spoken")
        let blocks = document.components(separatedBy: "\n\n")
        #expect(blocks.count == 44)
        #expect(blocks[1] == "1\n00:00:00.000 --> 00:00:01.000\nspoken")
        #expect(blocks[2].hasPrefix("2\n00:00:01.500 --> 00:00:01.643\n"))
    }

    @Test func aRunOfSilenceIsOneCueCoveringItsSlots() throws {
        // Day 2 has no value, days 4 and 5 are missing: 8 slots, 5 sounding.
        let series = Fixtures.daily([1, 2, .nan, 3, 4, 5, 6, 7], missing: [4, 5])
        let plan = try AudioGraphPlan(series: series, window: series.all, options: Fixtures.options())
        #expect(plan.tones.count == 8)
        let spans = plan.cueSpans
        #expect(spans.map(\.isSilent) == [false, false, true, false, true, false, false])
        let texts = spans.map { $0.isSilent ? "no data" : "value" }
        let document = try WebVTTWriter.document(for: plan, cueTexts: texts)
        let blocks = document.components(separatedBy: "\n\n")
        #expect(blocks.count == 8)
        // 250 ms slots: the hole of two days lasts half a second.
        #expect(blocks[5] == "5\n00:00:01.000 --> 00:00:01.500\nno data")
        #expect(throws: AudioGraphError.self) {
            try WebVTTWriter.document(for: plan, cueTexts: plan.tones.map { _ in "x" })
        }
    }
}
