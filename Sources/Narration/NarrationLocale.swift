import Foundation
import StringCatalog

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
    let catalogChain: [String]
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
        // Foundation's locale code is never given a name of the wrong shape: one with a part of
        // twelve letters or more crashes it.
        guard Self.isWellFormed(rawIdentifier) else {
            throw UnknownLocaleError(identifier: rawIdentifier, shipped: shipped.sorted())
        }
        let chain = StringCatalog.fallbackChain(for: Self.withLikelyScript(identifier))
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

    /// Whether `value` has the shape of a locale name, as POSIX environment variables and
    /// BCP 47 write them: a language of 2 to 8 letters (or `C`, `POSIX`), then up to three
    /// parts after `_` or `-`, each a script (4 letters), a region (2 letters or 3 digits) or a
    /// variant (5 to 8 letters and digits, or 4 starting with a digit); then an optional
    /// `.codeset` and `@modifier` of up to 32 letters, digits, `-`, `_` and `=`; 64 bytes at most.
    /// No BCP 47 extension (`-u-nu-arab`): Foundation crashes on a keyword value ICU does not
    /// know.
    ///
    /// Anything else (`aaaaaaaaaaaa`, a path, control characters) is not given to Foundation or
    /// ICU: their locale code crashes on some of it.
    ///
    /// ```swift
    /// NarrationLocale.isWellFormed("de_DE.UTF-8@euro")   // true
    /// NarrationLocale.isWellFormed("zh-Hans-CN")         // true
    /// NarrationLocale.isWellFormed("aaaaaaaaaaaa")       // false
    /// ```
    package static func isWellFormed(_ value: String) -> Bool {
        let bytes = Array(value.utf8)
        guard !bytes.isEmpty, bytes.count <= 64 else { return false }
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        func isSuffixByte(_ byte: UInt8) -> Bool {
            isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
                || byte == UInt8(ascii: "=")
        }
        // The name, then `.codeset` and `@modifier`.
        var nameEnd = bytes.count
        if let cut = bytes.firstIndex(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "@") }) {
            nameEnd = cut
            var index = cut
            while index < bytes.count {
                let marker = bytes[index]
                guard marker == UInt8(ascii: ".") || marker == UInt8(ascii: "@") else { return false }
                var end = index + 1
                while end < bytes.count, isSuffixByte(bytes[end]) { end += 1 }
                guard (1...32).contains(end - index - 1) else { return false }
                index = end
            }
        }
        let name = bytes[..<nameEnd]
        if name.elementsEqual("C".utf8) || name.elementsEqual("POSIX".utf8) { return true }
        let parts = name.split(separator: UInt8(ascii: "_"), omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false) }
        guard let language = parts.first, (2...8).contains(language.count), language.allSatisfy(isLetter) else {
            return false
        }
        guard parts.count <= 4 else { return false }
        for part in parts.dropFirst() {
            // No extensions (`-u-nu-…`): Foundation's date formatter crashes on a keyword value
            // ICU does not know, so a singleton is refused with the rest.
            let alphanumeric = !part.isEmpty && part.allSatisfy { isLetter($0) || isDigit($0) }
            guard alphanumeric else { return false }
            let letters = part.allSatisfy(isLetter)
            let digits = part.allSatisfy(isDigit)
            let isScript = part.count == 4 && letters
            let isRegion = (part.count == 2 && letters) || (part.count == 3 && digits)
            let isVariant = (5...8).contains(part.count) || (part.count == 4 && isDigit(part.first!))
            guard isScript || isRegion || isVariant else { return false }
        }
        return true
    }

    /// Whether a `TZ` value may be handed to the C library and Foundation: printable ASCII, at
    /// most 255 bytes, and no `..` climbing out of the zone files' folder. Days are counted in
    /// `--time-zone` (UTC by default), so an unusable `TZ` is ignored rather than refused.
    package static func isUsableTimeZoneVariable(_ value: String) -> Bool {
        let bytes = Array(value.utf8)
        return bytes.count <= 255 && bytes.allSatisfy { (0x20...0x7E).contains($0) } && !value.contains("..")
    }

    /// Chinese without a script is given the one its region writes: `zh`, `zh-CN`, `zh-SG` and
    /// `zh-MY` write Simplified (`zh-Hans-CN`), `zh-TW`, `zh-HK` and `zh-MO` Traditional
    /// (`zh-Hant-TW`), so that `LC_ALL=zh_CN.UTF-8` reaches the `zh-Hans` copy and Taiwan is not
    /// given it. Any other identifier is returned as it is.
    static func withLikelyScript(_ identifier: String) -> String {
        let parts = identifier.split(separator: "-").map(String.init)
        guard let language = parts.first, language.lowercased() == "zh" else { return identifier }
        if parts.count > 1, parts[1].count == 4 { return identifier }
        let region = parts.count > 1 ? parts[1].uppercased() : ""
        let script = ["TW", "HK", "MO"].contains(region) ? "Hant" : "Hans"
        return ([language, script] + parts.dropFirst()).joined(separator: "-")
    }

    /// `de_DE.UTF-8@euro` becomes `de-DE`; `C` and `POSIX` become `en`.
    static func normalize(_ identifier: String) -> String {
        var text = identifier
        if let cut = text.firstIndex(where: { $0 == "." || $0 == "@" }) { text = String(text[..<cut]) }
        if text == "C" || text == "POSIX" { return "en" }
        return text.replacingOccurrences(of: "_", with: "-")
    }
}
