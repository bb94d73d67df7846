import StringCatalog
import Synchronization

/// What the checks know about each locale of a run, worked out once and shared by every
/// thread that checks part of it: the plural rules (opened once, not once per thread), which
/// numbers each plural category covers, and the language's speech vocabulary.
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
