import Foundation
import SpanModel

@testable import AudioGraph

/// The fixed inputs the tests and the reference files share: the demo series ending on
/// 2026-11-29 (a Sunday) in UTC with weeks starting on Monday.
enum Fixtures {
    static let calendar = BucketCalendar(timeZone: TimeZone(identifier: "UTC")!, firstWeekday: 2)

    static let lastDay = CivilDate(year: 2026, month: 11, day: 29).dayNumber

    static let demo = DemoSeries.dailySteps(endingOn: lastDay, calendar: calendar)

    /// The last 42 days: Monday 19 October to Sunday 29 November 2026.
    static let sixWeeks = demo.window(last: 42)

    /// Options with the fixture calendar.
    static func options(_ change: (inout AudioGraphOptions) -> Void = { _ in }) -> AudioGraphOptions {
        var options = AudioGraphOptions()
        options.calendar = calendar
        change(&options)
        return options
    }

    /// A daily series of `values` ending on the fixture's last day (NaN is a gap), values kept
    /// with their signs.
    static func daily(_ values: [Double]) -> Series {
        let first = lastDay - values.count + 1
        return Series(times: values.indices.map { Double(first + $0) * 86_400 }, values: values)
    }

    /// A daily series with the days `missing` (offsets from the first) left out altogether.
    static func daily(_ values: [Double], missing: Set<Int>) -> Series {
        let first = lastDay - values.count + 1
        let kept = values.indices.filter { !missing.contains($0) }
        return Series(times: kept.map { Double(first + $0) * 86_400 }, values: kept.map { values[$0] })
    }

    /// A new empty folder under the system's temporary folder, removed by the caller.
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("audiograph-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Plans, renders and writes, then decodes what was written.
    static func roundTrip(
        series: Series = demo, window: SampleWindow = sixWeeks, options: AudioGraphOptions,
        format: AudioFileFormat = .wav
    ) throws -> (plan: AudioGraphPlan, decoded: DecodedAudio) {
        let (plan, decoded, _) = try streamTrip(series: series, window: window, options: options, format: format)
        return (plan, decoded)
    }

    /// Plans, streams and writes a block at a time, then decodes what was written; with the
    /// loudness the renderer worked out for it.
    static func streamTrip(
        series: Series = demo, window: SampleWindow = sixWeeks, options: AudioGraphOptions,
        format: AudioFileFormat = .wav, introduction: SpeechClip? = nil
    ) throws -> (plan: AudioGraphPlan, decoded: DecodedAudio, stream: AudioStream) {
        let plan = try AudioGraphPlan(series: series, window: window, options: options)
        var stream = AudioRenderer().stream(plan, introduction: introduction)
        let made = stream
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("graph.\(format.fileExtension)").path
        try AudioFileWriter(format: format, vorbisQuality: options.vorbisQuality).write(&stream, to: path)
        return (made.plan, try AudioFileReader.read(path), made)
    }
}
