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
    /// Whether its script runs right to left, asked of ICU the first time a check needs it (the
    /// data it needs is not loaded otherwise) and remembered.
    var isRightToLeft: Bool {
        direction.withLock { known in
            if let known { return known }
            let answer = LocaleDirection.isRightToLeft(locale)
            known = answer
            return answer
        }
    }
    private let direction = Mutex<Bool?>(nil)
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
    /// Whether a noun keeps one form after every number, though CLDR gives the language
    /// `one` and `other` for other words (Turkish "1 dosya", "5 dosya"; Hungarian, Georgian,
    /// Armenian, Persian, and the Turkic and Mongolian languages): one form showing the number
    /// reads right for every number.
    let keepsNounsAfterNumbers: Bool
    /// Whether `many` is the form of whole numbers such as 0, 5 to 20 and 25, and `other` only
    /// of fractions (Russian, Ukrainian, Belarusian): a set written with `other` for those whole
    /// numbers, as older catalogs were, reads right without `many`.
    let takesOtherForManyInOlderCatalogs: Bool
    /// Whether the language has one plural form for every number (Japanese, Korean, Chinese):
    /// a word does not change with the number at all.
    var hasOnePluralForm: Bool { coverage?.rules.categories == [.other] }

    init(locale: String) {
        self.locale = locale
        let language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        self.language = language
        coverage = (try? PluralRules(locale: locale)).map(PluralCoverage.init(rules:))
        vocabulary = SpeechVocabulary.forLocale(locale)
        writesWithoutSpaces = ["zh", "ja", "th", "lo", "km", "my", "bo"].contains(language)
        endsSentencesWithPunctuation = !["th", "lo"].contains(language)
        keepsNounsAfterNumbers = ["tr", "az", "kk", "ky", "uz", "tk", "hu", "ka", "hy", "mn", "fa"].contains(language)
        takesOtherForManyInOlderCatalogs = ["ru", "uk", "be"].contains(language)
    }
}
