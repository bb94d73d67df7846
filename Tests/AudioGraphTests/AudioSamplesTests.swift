import Foundation
import SpanModel
import Testing

@testable import AudioGraph

/// The reference files in `audio-samples/`, regenerated and compared byte for byte.
///
/// To write them again after a deliberate change to the sound, run the tests with
/// `RANGELENS_REGENERATE_AUDIO_SAMPLES=1`; the README there says how each is made.
@Suite struct AudioSamplesTests {
    struct ReferenceSample: Sendable, CustomTestStringConvertible {
        var file: String
        var window: SampleWindow
        var options: AudioGraphOptions
        var speaks = false

        var testDescription: String { file }
    }

    static let samples: [ReferenceSample] = [
        ReferenceSample(file: "six-weeks.wav", window: Fixtures.sixWeeks, options: Fixtures.options()),
        ReferenceSample(
            file: "year-by-week.flac", window: Fixtures.demo.all, options: Fixtures.options { $0.grouping = .by(.week) }
        ),
        ReferenceSample(
            file: "six-weeks-glide.ogg", window: Fixtures.sixWeeks, options: Fixtures.options { $0.style = .continuous }
        ),
        ReferenceSample(
            file: "six-weeks-spoken.flac", window: Fixtures.sixWeeks, options: Fixtures.options(), speaks: true),
    ]

    /// The fixed English sentence the spoken sample opens with, written out from the plan's
    /// numbers. (The narration's own sentence will replace it.)
    static func description(of plan: AudioGraphPlan) -> String {
        let months = [
            "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
            "November",
            "December",
        ]
        func date(_ index: Int) -> String {
            let day = Fixtures.calendar.civilDate(of: Fixtures.demo.times[index])
            return "\(day.day) \(months[day.month - 1])"
        }
        func grouped(_ value: Double) -> String {
            var digits = String(Int(value.rounded()))
            var result = ""
            while digits.count > 3 {
                result = "," + digits.suffix(3) + result
                digits.removeLast(3)
            }
            return digits + result
        }
        let year = Fixtures.calendar.civilDate(of: Fixtures.demo.times[plan.window.last]).year
        return
            "Audio graph of \(plan.tones.count) days, \(date(plan.window.start)) to \(date(plan.window.last)) \(year), "
            + "\(Int(plan.tonesDuration.rounded())) seconds. Low tones are \(grouped(plan.valueAxis.lowerBound)), "
            + "high tones are \(grouped(plan.valueAxis.upperBound)) steps a day. A click marks each new week."
    }

    @Test func theSpokenSentenceIsWrittenFromThePlan() throws {
        let plan = try AudioGraphPlan(series: Fixtures.demo, window: Fixtures.sixWeeks, options: Fixtures.options())
        let highest = Fixtures.sixWeeks.indices.map { Fixtures.demo.values[$0] }.max()!
        #expect(
            Self.description(of: plan).hasPrefix("Audio graph of 42 days, 19 October to 29 November 2026, 6 seconds."))
        #expect(Self.description(of: plan).contains("high tones are \(Int(highest) / 1_000),"))
    }

    @Test(arguments: samples)
    func aReferenceFileIsRegeneratedByteForByte(sample: ReferenceSample) throws {
        let plan = try AudioGraphPlan(series: Fixtures.demo, window: sample.window, options: sample.options)
        let introduction =
            sample.speaks
            ? try SpeechSynthesizer.synthesize(Self.description(of: plan), locale: "en", sampleRate: plan.sampleRate)
            : nil
        let audio = AudioRenderer().render(plan, introduction: introduction)
        let writer = try AudioFileWriter(path: sample.file, vorbisQuality: sample.options.vorbisQuality)
        let reference = Fixtures.audioSamples.appendingPathComponent(sample.file)
        if ProcessInfo.processInfo.environment["RANGELENS_REGENERATE_AUDIO_SAMPLES"] == "1" {
            try writer.write(audio, to: reference.path)
        }
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fresh = folder.appendingPathComponent(sample.file)
        try writer.write(audio, to: fresh.path)
        let expected = try #require(
            FileManager.default.contents(atPath: reference.path),
            "\(sample.file) is missing; run the tests with RANGELENS_REGENERATE_AUDIO_SAMPLES=1 to write it")
        let same = try Data(contentsOf: fresh) == expected
        #expect(same, "\(sample.file) differs from a fresh rendering")
        #expect(try AudioFileReader.read(reference.path).frameCount == audio.frameCount)
    }
}
