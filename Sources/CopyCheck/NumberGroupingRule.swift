import StringCatalog

/// A number typed with a group separator a speech engine reads as a break between two numbers:
/// a no-break, narrow no-break, thin or figure space (what CLDR writes in French, Polish,
/// Russian and many more), or the Arabic thousands separator. espeak-ng hears French
/// "8 112" (with U+202F) as "huit cent douze", Polish "178 820" without "tysięcy", German
/// "8 112" as "acht einhundertzwölf", Arabic "٧٬١٠٠" as "سبعة مئة"; and in Spanish, where the
/// comma is the decimal mark, "8,112" as "ocho coma ciento doce". A plain space is read as one
/// number in French and Polish; no separator at all is read right everywhere.
struct NumberGroupingRule: SpokenTextRule {
    let check = CheckID.numberGrouping

    /// Separators read as a break wherever they stand between digits, with their names.
    static let breakingSeparators: [Character: String] = [
        "\u{00A0}": "a no-break space (U+00A0)", "\u{202F}": "a narrow no-break space (U+202F)",
        "\u{2009}": "a thin space (U+2009)", "\u{2007}": "a figure space (U+2007)",
        "\u{066C}": "the Arabic thousands separator (U+066C)",
    ]

    func applies(to locale: LocaleInfo) -> Bool { true }

    func problems(in text: SpokenText, locale: LocaleInfo) -> [String] {
        let tokens = text.tokens
        func isDigit(_ index: Int) -> Bool {
            index >= 0 && index < tokens.count && tokens[index].character.flatMap(SpeechVocabulary.digitZero) != nil
        }
        for index in tokens.indices where isDigit(index - 1) {
            guard let separator = tokens[index].character else { continue }
            // Three digits after, and no fourth: a group, not two numbers side by side.
            guard isDigit(index + 1), isDigit(index + 2), isDigit(index + 3), !isDigit(index + 4) else { continue }
            let excerpt = Self.number(around: index, in: tokens)
            if let name = Self.breakingSeparators[separator] {
                return [
                    "'\(excerpt)' is grouped with \(name), which speech engines read as a break between two numbers ('8 112' is heard '8' and '112'); in spoken text group with a plain space (French, Polish) or not at all"
                ]
            }
            if separator == ",", locale.language == "es" {
                return [
                    "'\(excerpt)' is read with a decimal comma in Spanish ('ocho coma ciento doce'); in spoken text write the number without grouping"
                ]
            }
        }
        return []
    }

    /// The digits and separators of the number whose separator is at `index`.
    static func number(around index: Int, in tokens: [SpeechToken]) -> String {
        func isPart(_ position: Int) -> Bool {
            guard let character = tokens[position].character else { return false }
            return SpeechVocabulary.digitZero(of: character) != nil || breakingSeparators[character] != nil
                || character == ","
        }
        var start = index
        while start > 0, isPart(start - 1) { start -= 1 }
        var end = index
        while end + 1 < tokens.count, isPart(end + 1) { end += 1 }
        return tokens[start...end].map(\.text).joined()
    }
}
