import StringCatalog

/// Symbols speech engines read by name or skip, and emoji.
struct SymbolRule: SpokenTextRule {
    let check = CheckID.symbol

    func applies(to locale: LocaleInfo) -> Bool { true }

    func problems(in text: SpokenText, locale: LocaleInfo) -> [String] {
        // A dash between numbers is the range rule's; it is not a symbol here too.
        let rangeMark = RangeDashRule.firstRangeDash(in: text.tokens, vocabulary: locale.vocabulary)?.0
        var symbols: [String] = []
        var emoji: [String] = []
        for (index, token) in text.tokens.enumerated() {
            guard let character = token.character, index != rangeMark else { continue }
            if SpeechVocabulary.badSymbols.contains(character) {
                if !symbols.contains("'\(character)'") { symbols.append("'\(character)'") }
            } else if SpeechVocabulary.isEmoji(character), !emoji.contains("'\(character)'") {
                emoji.append("'\(character)'")
            }
        }
        guard !symbols.isEmpty || !emoji.isEmpty else { return [] }
        var parts: [String] = []
        if !symbols.isEmpty { parts.append(CatalogAudit.list(symbols)) }
        if !emoji.isEmpty { parts.append("the emoji " + CatalogAudit.list(emoji)) }
        return [
            "speech engines read \(parts.joined(separator: " and ")) aloud by name or skip \(symbols.count + emoji.count == 1 ? "it" : "them"); use words"
        ]
    }
}
