import StringCatalog
import Synchronization

/// What the checks need to know about one locale.
final class LocaleInfo: Sendable {
    /// The locale's code, as written in the catalog.
    let locale: String
    /// Its language subtag, lowercased: `de` for `de-AT`, `zh` for `zh-Hans`.
    let language: String
    /// Its plural rules, when ICU has them.
    var rules: PluralRules? { coverage?.rules }
    /// Which numbers its plural categories cover, as placeholders show them.
    let coverage: PluralCoverage?
    /// Whether its script runs right to left (asked of ICU when a value has a direction mark:
    /// the data it needs is not loaded otherwise).
    var isRightToLeft: Bool { LocaleDirection.isRightToLeft(locale) }
    /// Its name for messages: "Polish (pl)", worked out for a finding that names it (the
    /// names' data is not loaded for a catalog without findings).
    var name: String { LocaleDirection.displayName(of: locale) }
    /// Its words and signs that speech engines read badly.
    let vocabulary: SpeechVocabulary
    /// Whether the language is written without spaces between words (Chinese, Japanese,
    /// Thai, Lao, Khmer, Burmese, Tibetan), so that a translation may drop the source's
    /// spaces.
    let writesWithoutSpaces: Bool
    /// Whether sentences end with a punctuation mark (not in Thai and Lao).
    let endsSentencesWithPunctuation: Bool

    init(locale: String) {
        self.locale = locale
        let language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        self.language = language
        coverage = (try? PluralRules(locale: locale)).map(PluralCoverage.init(rules:))
        vocabulary = SpeechVocabulary.forLocale(locale)
        writesWithoutSpaces = ["zh", "ja", "th", "lo", "km", "my", "bo"].contains(language)
        endsSentencesWithPunctuation = !["th", "lo"].contains(language)
    }
}
