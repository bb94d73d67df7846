extension StringCatalog {
    /// The locales to try for `locale`, most specific first: `fr-CA` gives `fr-CA`, `fr`;
    /// `zh-Hans-CN` gives `zh-Hans-CN`, `zh-Hans`, `zh`.
    public static func fallbackChain(for locale: String) -> [String] {
        var parts = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        var chain: [String] = []
        while !parts.isEmpty {
            chain.append(parts.joined(separator: "-"))
            parts.removeLast()
        }
        return chain
    }

    /// The localization of `key` in the first of `locales` that has a usable one (a non-empty
    /// value or variations), falling back to the source language.
    public func localization(
        for key: String, preferring locales: [String]
    ) -> (locale: String, localization: Localization)? {
        guard let entry = self[key] else { return nil }
        for locale in locales + [sourceLanguage] {
            guard let localization = entry.localizations[locale] else { continue }
            if localization.variations != nil || !(localization.stringUnit?.value.isEmpty ?? true) {
                return (locale, localization)
            }
        }
        return nil
    }
}
