internal import CZlib
import Foundation
import JSONSyntax
import Narration
import SpanModel
import StringCatalog
import Testing

@testable import Report

/// Shared set-up for the report's tests: the built-in catalogs read once, narrators over the
/// demo series and over series made here, and a way to read a page's packed states back.
enum ReportFixtures {
    static let catalogs: [StringCatalog] = {
        do {
            return try NarrationCopy.builtInCatalogs()
        } catch {
            fatalError("the built-in catalogs cannot be read: \(error)")
        }
    }()

    static var shipped: [String] { NarrationCopy.shippedLocales(in: catalogs) }

    /// The day the tests take as today.
    static let today = CivilDate(year: 2026, month: 11, day: 29)

    static func copy(_ identifier: String) throws -> NarrationCopy {
        try NarrationCopy(locale: NarrationLocale(identifier: identifier, shipped: shipped), catalogs: catalogs)
    }

    static func calendar(for copy: NarrationCopy) -> BucketCalendar {
        BucketCalendar(timeZone: TimeZone(identifier: "UTC")!, firstWeekday: copy.locale.firstWeekday)
    }

    /// A narrator of the demo series ending on 29 November 2026, as `rangelens` makes it.
    static func demoNarrator(_ identifier: String = "en-GB") throws -> RangeNarrator {
        let copy = try copy(identifier)
        let calendar = calendar(for: copy)
        let series = DemoSeries.dailySteps(endingOn: today.dayNumber, calendar: calendar)
        return RangeNarrator(
            series: series, calendar: calendar, copy: copy, unit: .line(.demoUnit), today: today,
            caption: .demoAverageCaption)
    }

    /// A narrator of daily values from `first`, with `nil` for an empty cell and the offsets in
    /// `missing` left out of the file.
    static func narrator(
        _ values: [Double?], missing: Set<Int> = [], first: CivilDate = CivilDate(year: 2026, month: 3, day: 1),
        spacing: Double = 86_400, locale: String = "en-GB", unit: String? = nil
    ) throws -> RangeNarrator {
        let copy = try copy(locale)
        let calendar = calendar(for: copy)
        let start = calendar.instant(dayNumber: first.dayNumber)
        var times: [Double] = []
        var kept: [Double] = []
        for (offset, value) in values.enumerated() where !missing.contains(offset) {
            times.append(start + Double(offset) * spacing)
            kept.append(value ?? .nan)
        }
        let series = Series(times: times, values: kept)
        return RangeNarrator(
            series: series, calendar: calendar, copy: copy, unit: unit.map(SpokenUnit.text), today: today)
    }

    /// The content of a one-series report of a window.
    static func content(
        _ narrator: RangeNarrator, window: SampleWindow? = nil, lensLimit: Int = 25_000
    )
        -> ReportContent
    {
        ReportContent(
            name: narrator.copy.text(.demoName), fileStem: "steps",
            members: [
                ReportContent.Member(
                    name: nil, narrator: narrator,
                    window: window ?? narrator.series.openingWindow(minimumSpan: narrator.minimumSpan))
            ], lensLimit: lensLimit)
    }

    /// A gzip stream unpacked, as the page's script unpacks its states.
    static func gunzip(_ bytes: [UInt8]) throws -> [UInt8] {
        var stream = z_stream()
        guard rangelens_inflate_init_gzip(&stream) == Z_OK else { throw Failure("inflateInit2") }
        defer { inflateEnd(&stream) }
        var input = bytes
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var status: Int32 = Z_OK
        try input.withUnsafeMutableBufferPointer { source in
            stream.next_in = source.baseAddress
            stream.avail_in = UInt32(source.count)
            while status != Z_STREAM_END {
                let produced = chunk.withUnsafeMutableBufferPointer { target -> Int in
                    stream.next_out = target.baseAddress
                    stream.avail_out = UInt32(target.count)
                    status = inflate(&stream, Z_NO_FLUSH)
                    return target.count - Int(stream.avail_out)
                }
                guard status == Z_OK || status == Z_STREAM_END else { throw Failure("inflate \(status)") }
                output += chunk[0..<produced]
            }
        }
        return output
    }

    /// The range control's states of a page, as its script reads them.
    static func states(of lens: ReportPage.Lens) throws -> JSONDocument {
        let packed = try #require(Data(base64Encoded: lens.states))
        return try JSONDocument(parsing: try gunzip(Array(packed)))
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
