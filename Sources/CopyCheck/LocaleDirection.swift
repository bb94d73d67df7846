internal import CICUShim
import Foundation

/// Facts about a locale that the checks need, from ICU.
enum LocaleDirection {
    /// Whether the locale's script runs right to left (`ar`, `he`, `ur`, `az-Arab`).
    static func isRightToLeft(_ locale: String) -> Bool {
        rl_locale_is_right_to_left(String(locale.map { $0 == "-" ? "_" : $0 })) == 1
    }

    /// The locale's English name and code, for messages: "Polish (pl)".
    /// An identifier that is not a plausible locale code (too long, or with other characters
    /// than letters, digits, '-' and '_') is given back as it is, without asking ICU.
    ///
    /// The name comes from the system's ICU, the one the plural rules come from: asking
    /// Foundation would load a second copy of ICU's data into the process.
    static func displayName(of locale: String) -> String {
        var buffer = [CChar](repeating: 0, count: 512)
        let length = rl_locale_display_name(locale, &buffer, Int32(buffer.count))
        guard length > 0 else { return locale }
        let name = String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard name != locale, name.lowercased() != locale.lowercased().replacingOccurrences(of: "-", with: "_") else {
            return locale
        }
        return "\(name) (\(locale))"
    }
}
