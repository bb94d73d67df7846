import Foundation

/// The String Catalogs built into the program, found through the resource bundle so that the
/// tool works from any folder.
public enum BuiltInCatalogs {
    /// The catalog files, by name without extension ("Window").
    public static let names = ["Window", "StatsCard", "TimerDial", "AudioGraph"]

    /// The URL of a built-in catalog.
    public static func url(named name: String) -> URL? {
        Bundle.module.url(forResource: name, withExtension: "xcstrings")
    }
}
