import SpanModel

/// A line of built-in copy, by its key in the String Catalogs under `Localizations/`.
///
/// The code names lines; the catalogs hold every word. Keys with a unit (`limit.shortest.day`)
/// exist once per ``SampleUnit`` so that each language can inflect the whole sentence.
public struct CopyKey: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The catalog key.
    public let rawValue: String

    /// Creates a key.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    public var description: String { rawValue }

    /// Every key the tool speaks or writes.
    package static var allKeys: [CopyKey] {
        windowKeys + statsCardKeys + timerDialKeys + audioGraphKeys + reportPageKeys
    }
}
