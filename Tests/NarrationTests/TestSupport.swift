import Foundation
import SpanModel
import StringCatalog
import TestSupport
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

    /// The words the command line gives for the settings a line advises (its options), so
    /// that the golden files read as the command line's lines do.
    static let commandLineWords = SettingWords(
        playingAtOnce: "--overlay", rowFilter: "--where", valueAxisPerSeries: "--axis per-series",
        dateColumn: "--date-column", valueColumn: "--value-column", decimalPoint: "--decimal-point",
        lastSamples: "--last", minimumSpan: "--minimum-span", averageReading: "--aggregate average",
        latestReading: "--aggregate latest")

    /// The day the golden files take as today: the demo series' last day.
    static let today = CivilDate(year: 2026, month: 11, day: 29)

    /// The demo series ending on 29 November 2026, in UTC, with weeks as the locale starts them.
    static func demo(for copy: NarrationCopy) -> (Series, BucketCalendar) {
        let calendar = BucketCalendar(timeZone: TimeZone(identifier: "UTC")!, firstWeekday: copy.locale.firstWeekday)
        let series = DemoSeries.dailySteps(
            endingOn: CivilDate(year: 2026, month: 11, day: 29).dayNumber, calendar: calendar)
        return (series, calendar)
    }

    /// Regional variants that write numbers, dates or digits otherwise than their language's
    /// shipped locale: British English, Egyptian and Saudi Arabic (Arabic-Indic digits),
    /// Canadian French, Mexican Spanish.
    static let regionalVariants = ["en-GB", "ar-EG", "ar-SA", "fr-CA", "es-MX"]

    /// The locales the golden files cover: every shipped one and the regional variants.
    static var goldenLocales: [String] { shipped + regionalVariants }

    /// Compares `actual` with the golden file `name` (see `GoldenFile`: with
    /// `RANGELENS_RECORD_GOLDEN=1` the file is written and the test fails, to be read before
    /// committing).
    static func compareWithGolden(_ actual: String, file name: String) throws {
        try GoldenFile(goldenFolder.appendingPathComponent(name), filter: "NarrationTests").check(actual)
    }

    /// The folder of golden files, found from this source file.
    static let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Golden")
}
