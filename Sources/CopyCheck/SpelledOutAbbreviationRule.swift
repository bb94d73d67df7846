import StringCatalog

/// An abbreviation that speech engines spell out letter by letter or misread, wherever it
/// stands: "vs", "e.g.", "approx." in English, "z. B." and "bzw." in German, "p. ex." in
/// French, "np." in Polish; each language's list is in ``SpeechVocabulary``.
struct SpelledOutAbbreviationRule: SpokenTextRule {
    let check = CheckID.spelledOutAbbreviation

    func applies(to locale: LocaleInfo) -> Bool { !locale.vocabulary.spelledOut.isEmpty }

    func problems(in text: SpokenText, locale: LocaleInfo) -> [String] {
        var found = Self.matches(in: text.unit.literalText, abbreviations: locale.vocabulary.spelledOut)
        // An era letter after a year is the era rule's (it means the era there, not "after noon").
        let eras = EraLetterRule.eraLetters(in: text).map(\.letter)
        found.removeAll { abbreviation in
            let afterYears = eras.filter { $0 == abbreviation.written }.count
            return afterYears > 0 && afterYears == text.words.filter { $0.word == abbreviation.written }.count
        }
        guard !found.isEmpty else { return [] }
        let named = found.map { "'\($0.written)' (\($0.meaning))" }
        let pronoun = found.count == 1 ? "it" : "them"
        return [
            "\(CatalogAudit.list(named)) \(found.count == 1 ? "is" : "are") spelled out or misread by speech engines; write \(pronoun) as words in spoken text"
        ]
    }

    /// The abbreviations found in `text`, each once, in the order of the list. An
    /// abbreviation matches as a whole word, ignoring case: "vs" in "Up 4% vs last week", not
    /// in "canvas".
    static func matches(in text: String, abbreviations: [SpokenAbbreviation]) -> [SpokenAbbreviation] {
        let folded = Array(text.lowercased().unicodeScalars)
        var found: [SpokenAbbreviation] = []
        for abbreviation in abbreviations {
            let pattern = Array(abbreviation.written.lowercased().unicodeScalars)
            guard pattern.count <= folded.count, !pattern.isEmpty else { continue }
            var start = 0
            while start + pattern.count <= folded.count {
                if folded[start..<(start + pattern.count)].elementsEqual(pattern),
                    start == 0 || !isWordScalar(folded[start - 1]),
                    // A pattern ending in a period ends there; otherwise the word must end.
                    start + pattern.count == folded.count || pattern.last == "."
                        || !isWordScalar(folded[start + pattern.count])
                {
                    found.append(abbreviation)
                    break
                }
                start += 1
            }
        }
        // "approx." and "approx" both match "approx. 40": the longer one is named.
        return found.filter { shorter in
            !found.contains { $0 != shorter && $0.written.lowercased().hasPrefix(shorter.written.lowercased()) }
        }
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }
}
