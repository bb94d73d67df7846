internal import CICUShim
import Foundation

/// Facts about a locale that the checks need, from ICU.
enum LocaleDirection {
    /// Whether the locale's script runs right to left (`ar`, `he`, `ur`, `az-Arab`).
    static func isRightToLeft(_ locale: String) -> Bool {
        rl_locale_is_right_to_left(locale.replacingOccurrences(of: "-", with: "_")) == 1
    }

    /// The locale's English name and code, for messages: "Polish (pl)".
    /// An identifier that is not a plausible locale code (too long, or with other characters
    /// than letters, digits, '-' and '_') is given back as it is, without asking ICU.
    static func displayName(of locale: String) -> String {
        guard rl_locale_id_is_acceptable(locale) == 1,
            let name = Locale(identifier: "en").localizedString(forIdentifier: locale), name != locale
        else {
            return locale
        }
        return "\(name) (\(locale))"
    }
}
