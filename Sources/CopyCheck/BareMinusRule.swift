import StringCatalog

/// A minus sign typed before a number or a value, in a language whose speech engine does not
/// say it: espeak-ng drops a hyphen-minus before digits in French, Spanish, Polish, Arabic,
/// Japanese and Chinese ("-5" is heard "cinq", "cinco", "pięć"), and reads U+2212 as the
/// English word "minus". A loss is then heard as a gain, a frost as warmth. English and German
/// voices say "minus"; the others need the word.
struct BareMinusRule: SpokenTextRule {
    let check = CheckID.bareMinus

    /// The languages whose voice drops the sign, with the word to write.
    static let signWords: [String: String] = [
        "fr": "moins", "es": "menos", "pl": "minus", "ar": "سالب", "ja": "マイナス", "zh": "负",
    ]

    func applies(to locale: LocaleInfo) -> Bool { Self.signWords[locale.language] != nil }

    func problems(in text: SpokenText, locale: LocaleInfo) -> [String] {
        guard let word = Self.signWords[locale.language] else { return [] }
        let tokens = text.tokens
        for (index, token) in tokens.enumerated() {
            guard let sign = token.character, sign == "-" || sign == "\u{2212}", index + 1 < tokens.count,
                tokens[index + 1].isNumberOrPlaceholder
            else { continue }
            // A sign starts a number: not a hyphen inside a word or between two numbers
            // ("COVID-19", "2-3", which the range-dash rule reads).
            if index > 0, let before = tokens[index - 1].character, before.isLetter || before.isNumber { continue }
            if index > 0, tokens[index - 1].isPlaceholder { continue }
            let excerpt = tokens[index...(index + 1)].map(\.text).joined()
            return [
                "'\(excerpt)': speech engines do not say the minus sign in \(locale.name) (espeak-ng reads '-5' as '5'), so a fall is heard as a rise; write the sign as a word ('\(word) 5')"
            ]
        }
        return []
    }
}
