internal import CICUShim
import Synchronization

/// A failure to open plural rules for a locale.
public struct PluralRulesError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The locale asked for.
    public var locale: String
    /// ICU's name for the error.
    public var icuError: String

    public var description: String { "no plural rules for '\(locale)' (\(icuError))" }
}
