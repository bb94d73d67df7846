import StringCatalog

/// A time of day written with a colon ("23:00", "%lld:00") that no word marks as a time:
/// speech engines read it digit by digit ("twenty-three zero zero") or as a ratio. Each
/// language has its own marks (``SpeechVocabulary/clockTimeMarks(forLocale:)``): a word before
/// it (Spanish "las", Arabic الساعة, Polish "godzinie") or after it (English "PM", German
/// "Uhr"); French, Japanese and Chinese say times in words ("23 heures", "23時"). A value that
/// is nothing but a time is a part of a sentence that says it is one, and is left alone.
struct BareClockTimeRule: SpokenTextRule {
    let check = CheckID.bareClockTime

    func applies(to locale: LocaleInfo) -> Bool { SpeechVocabulary.clockTimeMarks(forLocale: locale.locale) != nil }

    func problems(in text: SpokenText, locale: LocaleInfo) -> [String] {
        guard let marks = SpeechVocabulary.clockTimeMarks(forLocale: locale.locale) else { return [] }
        let tokens = text.tokens
        for (index, token) in tokens.enumerated() where token.character == ":" {
            guard let (start, end) = Self.clockTime(around: index, in: tokens) else { continue }
            if Self.isAlone(start: start, end: end, in: tokens) { continue }
            if Self.isMarked(start: start, end: end, in: tokens, marks: marks) { continue }
            let excerpt = tokens[start..<end].map(\.text).joined()
            return [
                "'\(excerpt)' is a clock time with no word for the hour: speech engines read it digit by digit ('twenty-three zero zero'); say it as the language speaks times (\(marks.example))"
            ]
        }
        return []
    }

    /// The bounds of a clock time whose colon is at `colon` (`end` excluded): a number or a
    /// placeholder, the colon, then two digits or a placeholder.
    static func clockTime(around colon: Int, in tokens: [SpeechToken]) -> (Int, Int)? {
        guard colon > 0, colon + 1 < tokens.count else { return nil }
        var start = colon - 1
        if tokens[start].isPlaceholder {
            // One placeholder is the hour.
        } else if tokens[start].character.flatMap(SpeechVocabulary.digitZero) != nil {
            while start > 0, tokens[start - 1].character.flatMap(SpeechVocabulary.digitZero) != nil { start -= 1 }
            guard colon - start <= 2 else { return nil }
        } else {
            return nil
        }
        let end: Int
        if tokens[colon + 1].isPlaceholder {
            end = colon + 2
        } else {
            guard colon + 2 < tokens.count,
                tokens[colon + 1].character.flatMap(SpeechVocabulary.digitZero) != nil,
                tokens[colon + 2].character.flatMap(SpeechVocabulary.digitZero) != nil
            else { return nil }
            end = colon + 3
            // "12:345" is not a time.
            if end < tokens.count, tokens[end].character.flatMap(SpeechVocabulary.digitZero) != nil { return nil }
        }
        return (start, end)
    }

    /// Whether the value holds nothing but the time.
    static func isAlone(start: Int, end: Int, in tokens: [SpeechToken]) -> Bool {
        tokens[..<start].allSatisfy { $0.character?.isWhitespace == true }
            && tokens[end...].allSatisfy { $0.character?.isWhitespace == true }
    }

    /// Whether a word of the language's marks stands just before or just after the time.
    static func isMarked(start: Int, end: Int, in tokens: [SpeechToken], marks: SpeechVocabulary.ClockTimeMarks) -> Bool
    {
        // The word after: letters, with the periods of "p.m.".
        var position = end
        while position < tokens.count, tokens[position].character?.isWhitespace == true { position += 1 }
        var after = ""
        while position < tokens.count, let character = tokens[position].character,
            character.isLetter || character == "." || character == "'" || character == "\u{2019}"
        {
            after.append(character)
            position += 1
        }
        while after.hasSuffix(".") { after.removeLast() }
        if marks.after.contains(after.lowercased()) { return true }
        // The two words before.
        var words: [String] = []
        position = start - 1
        while words.count < 2, position >= 0 {
            while position >= 0, let character = tokens[position].character, !character.isLetter { position -= 1 }
            var word = ""
            while position >= 0, let character = tokens[position].character, character.isLetter {
                word.insert(character, at: word.startIndex)
                position -= 1
            }
            if word.isEmpty { break }
            words.append(word.lowercased())
        }
        if words.first.map(marks.before.contains) == true { return true }
        if let prefix = marks.beforePrefix, words.contains(where: { $0.hasPrefix(prefix) }) { return true }
        return false
    }
}
