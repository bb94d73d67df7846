import StringCatalog

extension CatalogAudit {
    /// Runs every spoken-text rule that applies to the locale on every value of a spoken key's
    /// text (see ``SpokenTextRule``).
    mutating func checkSpeech(in text: TextUnderCheck) {
        let rules = SpokenTextRules.all.filter { $0.applies(to: text.locale) }
        guard !rules.isEmpty else { return }
        for unit in text.text.units where !unit.isBlank {
            let spoken = SpokenText(unit)
            for rule in rules {
                for message in rule.problems(in: spoken, locale: text.locale) {
                    report(rule.check, message, text, unit: unit)
                }
            }
        }
    }
}
