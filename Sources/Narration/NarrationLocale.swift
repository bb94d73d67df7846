import Foundation
import StringCatalog

/// A locale that is not shipped.
public struct UnknownLocaleError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The identifier asked for.
    public var identifier: String
    /// The locales that are shipped.
    public var shipped: [String]

    public var description: String {
        "unknown locale '\(identifier)'; the shipped locales are \(shipped.joined(separator: ", "))"
    }
}

/// The locale narration speaks in: which catalog language to use, and how to write numbers and
/// dates, which follow the full identifier (region included) even when the copy falls back to
/// the language's catalog.
///
/// ```swift
/// let canadian = try NarrationLocale(identifier: "fr-CA", shipped: ["en", "fr"])
/// canadian.catalogChain   // ["fr-CA", "fr"]
/// ```
public struct NarrationLocale: Sendable {
    /// The identifier, BCP 47 style (`fr-CA`, `zh-Hans`).
    public let identifier: String
    /// Foundation's locale for numbers and dates.
    public let locale: Locale
    /// The catalog locales to try, most specific first.
    public let catalogChain: [String]
    /// Whether the language is written right to left (the left arrow then means later).
    public let isRightToLeft: Bool
    /// The locale's first day of the week, Foundation style (1 is Sunday).
    public let firstWeekday: Int

    /// Resolves an identifier against the shipped catalog locales.
    ///
    /// `C` and `POSIX` mean `en`; `de_DE.UTF-8` style identifiers are accepted.
    ///
    /// - Throws: ``UnknownLocaleError`` when no shipped catalog matches the identifier's
    ///   language.
    public init(identifier rawIdentifier: String, shipped: [String]) throws(UnknownLocaleError) {
        let identifier = Self.normalize(rawIdentifier)
        let chain = StringCatalog.fallbackChain(for: identifier)
        let shippedLower = Set(shipped.map { $0.lowercased() })
        let matching = chain.filter { shippedLower.contains($0.lowercased()) }
        guard !identifier.isEmpty, !matching.isEmpty,
            Locale(identifier: identifier).language.languageCode != nil
        else {
            throw UnknownLocaleError(identifier: rawIdentifier, shipped: shipped.sorted())
        }
        // Catalog keys use the catalog's own spelling ("zh-Hans").
        let spelled = matching.map { match in shipped.first { $0.lowercased() == match.lowercased() } ?? match }
        self.identifier = identifier
        self.locale = Locale(identifier: identifier)
        self.catalogChain = spelled
        self.isRightToLeft = Locale.Language(identifier: identifier).characterDirection == .rightToLeft
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: identifier)
        self.firstWeekday = calendar.firstWeekday
    }

    /// The locale named by the environment, as POSIX tools read it: `LC_ALL`, then
    /// `LC_MESSAGES`, then `LANG`; the first that is set and not empty wins. Foundation's
    /// `Locale.current` does not read these on Linux.
    ///
    /// Returns `nil` when none is set.
    public static func identifier(fromEnvironment environment: [String: String]) -> String? {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[name], !value.isEmpty { return normalize(value) }
        }
        return nil
    }

    /// `de_DE.UTF-8@euro` becomes `de-DE`; `C` and `POSIX` become `en`.
    public static func normalize(_ identifier: String) -> String {
        var text = identifier
        if let cut = text.firstIndex(where: { $0 == "." || $0 == "@" }) { text = String(text[..<cut]) }
        if text == "C" || text == "POSIX" { return "en" }
        return text.replacingOccurrences(of: "_", with: "-")
    }
}
