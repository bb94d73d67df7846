import StringCatalog

/// A percent sign in Arabic spoken text: espeak-ng reads "12%" as "twelve", with no word for
/// the sign, and other engines are no surer; Arabic spoken lines write the word بالمئة.
struct PercentSignRule: SpokenTextRule {
    let check = CheckID.percentSign

    /// The signs read as percent: the ASCII sign, the Arabic percent sign and the full-width
    /// and small forms.
    static let signs: Set<Character> = ["%", "\u{066A}", "\u{FF05}", "\u{FE6A}"]

    func applies(to locale: LocaleInfo) -> Bool { locale.language == "ar" }

    func problems(in text: SpokenText, locale: LocaleInfo) -> [String] {
        guard let sign = text.tokens.lazy.compactMap(\.character).first(where: Self.signs.contains) else { return [] }
        return [
            "'\(sign)' is not read aloud in Arabic (espeak-ng says '12' for '12%'); write the word: '12 بالمئة'"
        ]
    }
}
