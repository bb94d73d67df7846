import Foundation
import Narration

/// Inputs the command tests share, in process and as a process.
package enum CommandFixtures {
    /// The locales every built-in catalog has, as the narration finds them: a locale added to
    /// the catalogs is tested wherever a test goes through every locale.
    package static let shippedLocales: [String] = {
        do {
            return try NarrationCopy.builtInLocales()
        } catch {
            fatalError("the built-in catalogs cannot be read: \(error)")
        }
    }()

    /// Regional variants that write numbers, dates or digits otherwise than their language's
    /// shipped locale.
    package static let regionalVariants = ["ar-EG", "ar-SA", "fr-CA", "es-MX"]

    /// An `.lproj` table of two languages: a German value drops its placeholder (an error) and
    /// another its final full stop (a warning).
    package static func lprojTable(in folder: URL) throws -> URL {
        let resources = folder.appendingPathComponent("Resources")
        for locale in ["en", "de"] {
            try FileManager.default.createDirectory(
                at: resources.appendingPathComponent("\(locale).lproj"), withIntermediateDirectories: true)
        }
        try "/* A greeting. */\n\"greeting\" = \"Hello, %@\";\n\"saved\" = \"Saved.\";\n".write(
            to: resources.appendingPathComponent("en.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        try "\"greeting\" = \"Hallo!\";\n\"saved\" = \"Gespeichert\";\n".write(
            to: resources.appendingPathComponent("de.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        return resources
    }

    /// A CSV of daily values from 1 March 2026, with empty cells for `nil` and the days in
    /// `missing` left out.
    package static func csv(_ values: [Double?], missing: Set<Int> = []) -> String {
        var text = "date,value\n"
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let first = calendar.date(from: DateComponents(year: 2026, month: 3, day: 1))!
        for (offset, value) in values.enumerated() where !missing.contains(offset) {
            let day = calendar.dateComponents(
                [.year, .month, .day], from: first.addingTimeInterval(Double(offset) * 86_400))
            text +=
                String(format: "%04d-%02d-%02d,", day.year!, day.month!, day.day!) + (value.map { String($0) } ?? "")
                + "\n"
        }
        return text
    }
}
