import Foundation

/// The String Catalogs built into the program, found through the resource bundle so that the
/// tool works from any folder.
package enum BuiltInCatalogs {
    /// The catalog files, by name without extension ("Window").
    package static let names = ["Window", "StatsCard", "TimerDial", "AudioGraph", "Report"]

    /// The URL of a built-in catalog.
    package static func url(named name: String) -> URL? {
        Bundle.module.url(forResource: name, withExtension: "xcstrings")
    }
}
