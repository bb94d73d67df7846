import StringCatalog

/// A dash, hyphen or tilde between two numbers, placeholders or month abbreviations, which
/// speech engines read as "minus" or skip.
struct RangeDashRule: SpokenTextRule {
    let check = CheckID.rangeDash

    func applies(to locale: LocaleInfo) -> Bool { true }

    func problems(in text: SpokenText, locale: LocaleInfo) -> [String] {
        guard let (_, excerpt) = Self.firstRangeDash(in: text.tokens, vocabulary: locale.vocabulary) else { return [] }
        return [
            "'\(excerpt)' puts a dash or tilde between two numbers or dates; speech engines read it as 'minus' or skip it; write the word for 'to' ('3 to 5')"
        ]
    }

    /// The first dash or tilde with a number, placeholder or month on both sides, and the
    /// text around it.
    static func firstRangeDash(in tokens: [SpeechToken], vocabulary: SpeechVocabulary) -> (Int, String)? {
        for (index, token) in tokens.enumerated() {
            guard let mark = token.character, SpeechVocabulary.rangeMarks.contains(mark) else { continue }
            guard let left = operandEnd(before: index, in: tokens, vocabulary: vocabulary),
                let right = operandStart(after: index, in: tokens, vocabulary: vocabulary)
            else { continue }
            var lower = left
            while lower > 0, index - lower < 12, tokens[lower - 1].character.map({ $0.isNumber || $0.isLetter }) == true
            {
                lower -= 1
            }
            var upper = right
            while upper + 1 < tokens.count, upper - index < 12,
                tokens[upper + 1].character.map({ $0.isNumber || $0.isLetter }) == true
            {
                upper += 1
            }
            return (index, tokens[lower...upper].map(\.text).joined())
        }
        return nil
    }

    private static func isSpace(_ token: SpeechToken) -> Bool {
        token.character?.isWhitespace == true
    }

    private static func operandEnd(before index: Int, in tokens: [SpeechToken], vocabulary: SpeechVocabulary) -> Int? {
        var position = index - 1
        while position >= 0, index - position <= 2, isSpace(tokens[position]) { position -= 1 }
        guard position >= 0 else { return nil }
        if tokens[position].isNumberOrPlaceholder { return position }
        var start = position
        if tokens[start].character == "." { start -= 1 }
        var word = ""
        while start >= 0, let character = tokens[start].character, character.isLetter {
            word.insert(character, at: word.startIndex)
            start -= 1
        }
        return !word.isEmpty && vocabulary.isMonthAbbreviation(word) ? position : nil
    }

    private static func operandStart(after index: Int, in tokens: [SpeechToken], vocabulary: SpeechVocabulary) -> Int? {
        var position = index + 1
        while position < tokens.count, position - index <= 2, isSpace(tokens[position]) { position += 1 }
        guard position < tokens.count else { return nil }
        if tokens[position].isNumberOrPlaceholder { return position }
        var end = position
        var word = ""
        while end < tokens.count, let character = tokens[end].character, character.isLetter {
            word.append(character)
            end += 1
        }
        return !word.isEmpty && vocabulary.isMonthAbbreviation(word) ? position : nil
    }
}
