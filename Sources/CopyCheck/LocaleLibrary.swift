import StringCatalog
import Synchronization

/// What the checks know about each locale of a run, worked out once and shared by every
/// thread that checks part of it: the plural rules (opened once, not once per thread), the
/// language's name and direction, its speech vocabulary, and its categories' sample numbers.
///
/// A library lives for one run of the checker (one call of ``CatalogChecker/run(paths:progress:)``
/// or ``CatalogChecker/check(bytes:path:)``), so a run pays for the locales it meets and
/// nothing is kept between runs.
final class LocaleLibrary: Sendable {
    private let locales = Mutex<[String: LocaleInfo]>([:])

    /// The facts of a locale, worked out on first use. The library's lock is held while a
    /// locale is worked out, so threads asking for any locale meanwhile wait for it rather
    /// than work one out twice; a run meets a handful of locales, each once.
    func info(for locale: String) -> LocaleInfo {
        locales.withLock { known in
            if let info = known[locale] { return info }
            let info = LocaleInfo(locale: locale)
            known[locale] = info
            return info
        }
    }
}

/// What the checks need to know about one locale.
final class LocaleInfo: Sendable {
    /// The locale's code, as written in the catalog.
    let locale: String
    /// Its plural rules, when ICU has them.
    let rules: PluralRules?
    /// Whether its script runs right to left.
    let isRightToLeft: Bool
    /// Its name for messages: "Polish (pl)".
    let name: String
    /// Its words and signs that speech engines read badly.
    let vocabulary: SpeechVocabulary

    private let facts = Mutex<[PluralCategory: CategoryFacts]?>(nil)

    init(locale: String) {
        self.locale = locale
        rules = try? PluralRules(locale: locale)
        isRightToLeft = LocaleDirection.isRightToLeft(locale)
        name = LocaleDirection.displayName(of: locale)
        vocabulary = SpeechVocabulary.forLocale(locale)
    }

    /// Sample numbers of each of the locale's plural categories, worked out on first use;
    /// empty without plural rules.
    var categoryFacts: [PluralCategory: CategoryFacts] {
        facts.withLock { known in
            if let known { return known }
            let made = rules.map(CategoryFacts.facts(of:)) ?? [:]
            known = made
            return made
        }
    }
}
