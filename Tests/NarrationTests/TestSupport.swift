import Foundation
import Narration
import SpanModel
import StringCatalog

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

    /// The demo series ending on 29 November 2026, in UTC, with weeks as the locale starts them.
    static func demo(for copy: NarrationCopy) -> (Series, BucketCalendar) {
        let calendar = BucketCalendar(timeZone: TimeZone(identifier: "UTC")!, firstWeekday: copy.locale.firstWeekday)
        let series = DemoSeries.dailySteps(endingOn: CivilDate(year: 2026, month: 11, day: 29).dayNumber, calendar: calendar)
        return (series, calendar)
    }

    /// The folder of golden files, found from this source file.
    static let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
}
