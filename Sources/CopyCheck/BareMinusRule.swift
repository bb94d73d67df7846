import StringCatalog

/// A minus sign (a hyphen-minus or U+2212) typed before a number or a placeholder, where no
/// number stands before it (which would make it a range dash), in a language other than English
/// and German: speech engines say nothing for the sign in most languages, so "-5 °C" is heard
/// "5 °C", a loss as a gain.
struct BareMinusRule: SpokenTextRule {
    let check = CheckID.bareMinus

    /// The signs read as minus.
    static let signs: Set<Character> = ["-", "\u{2212}"]

    /// English and German voices say "minus" for the sign; the other languages are warned.
    func applies(to locale: LocaleInfo) -> Bool { !["en", "de"].contains(locale.language) }

    func problems(in text: SpokenText, locale: LocaleInfo) -> [String] {
        let tokens = text.tokens
        for (index, token) in tokens.enumerated() {
            guard let sign = token.character, Self.signs.contains(sign), index + 1 < tokens.count,
                tokens[index + 1].isNumberOrPlaceholder
            else { continue }
            // A letter just before it makes it a hyphen in a word ("COVID-19"); a number before
            // it makes it a range dash, which speech.range-dash reports.
            if index > 0, tokens[index - 1].character?.isLetter == true { continue }
            var before = index - 1
            while before >= 0, tokens[before].character?.isWhitespace == true { before -= 1 }
            if before >= 0, tokens[before].isNumberOrPlaceholder { continue }
            let excerpt = tokens[index...min(index + 4, tokens.count - 1)].map(\.text).joined()
            return [
                "'\(excerpt)' puts a bare minus sign before a number; speech engines say nothing for it in most languages ('-5' is heard '5'); write the word ('minus %@', 'moins %@', 'menos %@', 'سالب %@')"
            ]
        }
        return []
    }
}
