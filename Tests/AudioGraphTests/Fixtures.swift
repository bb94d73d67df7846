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

    /// A daily series of `values` ending on the fixture's last day.
    static func daily(_ values: [Double]) -> Series {
        let first = lastDay - values.count + 1
        return Series(times: values.indices.map { Double(first + $0) * 86_400 }, values: values)
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
        let plan = try AudioGraphPlan(series: series, window: window, options: options)
        let audio = AudioRenderer().render(plan)
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("graph.\(format.fileExtension)").path
        try AudioFileWriter(format: format, vorbisQuality: options.vorbisQuality).write(audio, to: path)
        return (audio.plan, try AudioFileReader.read(path))
    }
}
