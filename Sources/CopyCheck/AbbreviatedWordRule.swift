import StringCatalog

/// An abbreviated month next to a number or ending with a period, or an abbreviated unit
/// right after a number or placeholder, in the languages ``SpeechVocabulary`` lists.
struct AbbreviatedWordRule: SpokenTextRule {
    let check = CheckID.abbreviation

    func applies(to locale: LocaleInfo) -> Bool { true }

    func problems(in text: SpokenText, locale: LocaleInfo) -> [String] {
        let found = Self.abbreviations(in: text, vocabulary: locale.vocabulary)
        guard !found.isEmpty else { return [] }
        let named = found.map { word, full in full.map { "'\(word)' (\($0))" } ?? "'\(word)'" }
        let (verb, pronoun) = named.count == 1 ? ("is an abbreviation", "it") : ("are abbreviations", "them")
        return [
            "\(CatalogAudit.list(named)) \(verb) that speech engines read as a word or letter by letter; write \(pronoun) in full in spoken text"
        ]
    }

    static func abbreviations(in text: SpokenText, vocabulary: SpeechVocabulary) -> [(String, String?)] {
        let tokens = text.tokens
        var found: [(String, String?)] = []
        for (word, start, end) in text.words {
            let hasPeriod = end < tokens.count && tokens[end].character == "."
            let numberBefore = numberAdjacent(to: start, in: tokens)
            let numberAfter = startsWithNumber(at: hasPeriod ? end + 1 : end, in: tokens)
            let nextCharacter = end < tokens.count ? tokens[end].character : nil
            if vocabulary.isMonthAbbreviation(word), hasPeriod || numberBefore != nil || numberAfter {
                if !found.contains(where: { $0.0 == word }) { found.append((word, vocabulary.fullMonth(word))) }
            } else if let full = vocabulary.units[word], let before = numberBefore,
                nextCharacter != "'" && nextCharacter != "\u{2019}",
                // A one-letter unit counts only when it touches the number ("4m", "12.4K"):
                // "R2 B2" or "5 d" with a space are rarely units.
                word.count > 1 || before.attached,
                // "the 1990s" is a decade, not seconds.
                !(word == "s" && before.attached && before.token.character == "0")
            {
                if !found.contains(where: { $0.0 == word }) { found.append((word, full.isEmpty ? nil : full)) }
            }
        }
        return found
    }

    /// The number or placeholder right before `index` (at most one space between), and
    /// whether it touches the word.
    private static func numberAdjacent(to index: Int, in tokens: [SpeechToken]) -> (token: SpeechToken, attached: Bool)?
    {
        var position = index - 1
        var attached = true
        if position >= 0, tokens[position].character?.isWhitespace == true {
            position -= 1
            attached = false
        }
        guard position >= 0 else { return nil }
        let token = tokens[position]
        guard token.isNumberOrPlaceholder else { return nil }
        return (token, attached)
    }

    /// Whether a number or placeholder starts at `index` (after at most one space).
    private static func startsWithNumber(at index: Int, in tokens: [SpeechToken]) -> Bool {
        var position = index
        if position < tokens.count, tokens[position].character?.isWhitespace == true { position += 1 }
        guard position >= 0, position < tokens.count else { return false }
        return tokens[position].isNumberOrPlaceholder
    }
}
