import StringCatalog

/// A number typed with a no-break space (U+00A0), a narrow no-break space (U+202F) or a thin
/// space (U+2009) between its groups of digits: some speech engines read it as two numbers
/// ("8 112" heard "8" and "112", or 812).
struct NoBreakGroupingRule: SpokenTextRule {
    let check = CheckID.noBreakGrouping

    /// The spaces ICU and typists put between groups of digits.
    static let spaces: Set<Character> = ["\u{00A0}", "\u{202F}", "\u{2009}"]

    func applies(to locale: LocaleInfo) -> Bool { true }

    func problems(in text: SpokenText, locale: LocaleInfo) -> [String] {
        let tokens = text.tokens
        guard tokens.count >= 3 else { return [] }
        for index in 1..<(tokens.count - 1) {
            guard let space = tokens[index].character, Self.spaces.contains(space),
                tokens[index - 1].character?.isNumber == true, tokens[index + 1].character?.isNumber == true
            else { continue }
            var lower = index - 1
            while lower > 0, tokens[lower - 1].character?.isNumber == true { lower -= 1 }
            var upper = index + 1
            while upper + 1 < tokens.count,
                tokens[upper + 1].character?.isNumber == true
                    || tokens[upper + 1].character.map(Self.spaces.contains) == true
            {
                upper += 1
            }
            let excerpt = tokens[lower...upper].map(\.text).joined()
            return [
                "'\(excerpt)' groups digits with a no-break space, which some speech engines read as two numbers ('8 112' heard 812); write the number without grouping, with a plain space, or pass it as an argument"
            ]
        }
        return []
    }
}
