import Foundation
import SpanModel
import StringCatalog
import Testing

@testable import Narration

/// Shared set-up for narration tests: the built-in catalogs, read once.
enum NarrationFixtures {
    static let catalogs: [StringCatalog] = {
        do {
            return try NarrationCopy.builtInCatalogs()
        } catch {
            fatalError("the built-in catalogs cannot be read: \(error)")
        }
    }()

    static var shipped: [String] { NarrationCopy.shippedLocales(in: catalogs) }

    /// The copy for a locale.
    static func copy(_ identifier: String, overrides: [StringCatalog] = []) throws -> NarrationCopy {
        let locale = try NarrationLocale(identifier: identifier, shipped: shipped)
        return try NarrationCopy(locale: locale, catalogs: catalogs, overrides: overrides)
    }

    /// The day the golden files take as today: the demo series' last day.
    static let today = CivilDate(year: 2026, month: 11, day: 29)

    /// The demo series ending on 29 November 2026, in UTC, with weeks as the locale starts them.
    static func demo(for copy: NarrationCopy) -> (Series, BucketCalendar) {
        let calendar = BucketCalendar(timeZone: TimeZone(identifier: "UTC")!, firstWeekday: copy.locale.firstWeekday)
        let series = DemoSeries.dailySteps(
            endingOn: CivilDate(year: 2026, month: 11, day: 29).dayNumber, calendar: calendar)
        return (series, calendar)
    }

    /// The locales the golden files cover: every shipped one and a few regional variants.
    static var goldenLocales: [String] { shipped + ["en-GB", "ar-EG", "ar-SA", "fr-CA", "es-MX"] }

    /// Compares `actual` with the golden file `name`, line by line, recording an issue for each
    /// line that differs. With `RANGELENS_RECORD_GOLDEN=1` the file is written first (read it
    /// before committing).
    static func compareWithGolden(
        _ actual: String, file name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let url = goldenFolder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["RANGELENS_RECORD_GOLDEN"] == "1" {
            try actual.write(to: url, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        for (got, want) in zip(actualLines, expectedLines) where got != want {
            Issue.record("\(name): expected «\(want)», got «\(got)»", sourceLocation: sourceLocation)
        }
        #expect(
            actualLines.count == expectedLines.count, "\(name) has a different number of lines",
            sourceLocation: sourceLocation)
    }

    /// The folder of golden files, found from this source file.
    static let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Golden")
}
