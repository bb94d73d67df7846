import StringCatalog

/// An Arabic era letter after a year: "م" (ميلادي, the Common Era) or "هـ" (هجري) written
/// after the year, as ICU's `ar-SA` dates do ("2024 م"). Speech engines say the letter's name:
/// espeak-ng reads "2024 م" as "ألفان وأربعة وعشرون ميم".
struct EraLetterRule: SpokenTextRule {
    let check = CheckID.eraLetter

    /// The era letters, with the word each stands for.
    static let letters: [String: String] = ["م": "ميلادي", "هـ": "هجري", "ه": "هجري"]

    func applies(to locale: LocaleInfo) -> Bool { locale.language == "ar" }

    func problems(in text: SpokenText, locale: LocaleInfo) -> [String] {
        guard let (letter, year) = Self.eraLetters(in: text).first else { return [] }
        return [
            "'\(year) \(letter)': speech engines say the era letter's name ('ميم'); leave it out of spoken text, or write the word '\(Self.letters[letter] ?? letter)'"
        ]
    }

    /// The words for a year, one of which stands before a placeholder that is one.
    static let yearWords: Set<String> = ["عام", "العام", "سنة", "السنة", "لعام"]

    /// The era letters that follow a year (three or four digits not part of a time, or a
    /// placeholder after a word for the year), with the year's text.
    static func eraLetters(in text: SpokenText) -> [(letter: String, year: String)] {
        let tokens = text.tokens
        var found: [(String, String)] = []
        for word in text.words where letters[word.word] != nil {
            // Spaces (and an Arabic comma) between the year and the letter.
            var end = word.start
            while end > 0, let character = tokens[end - 1].character, character.isWhitespace || character == "،" {
                end -= 1
            }
            guard end > 0 else { continue }
            var start = end
            if tokens[end - 1].isPlaceholder {
                // A value is a year where the sentence says so ("عام %@ م"); after "الساعة %lld"
                // the letter is "after noon", the abbreviation rule's.
                start = end - 1
                let before = text.words.filter { $0.end <= start }.suffix(2).map(\.word)
                guard before.contains(where: yearWords.contains) else { continue }
            } else {
                while start > 0, tokens[start - 1].character.flatMap(SpeechVocabulary.digitZero) != nil { start -= 1 }
                guard (3...4).contains(end - start) else { continue }
            }
            // "2:00 م" is a time, said after noon: the abbreviation rule's.
            if start > 0, tokens[start - 1].character == ":" { continue }
            found.append((word.word, tokens[start..<end].map(\.text).joined()))
        }
        return found
    }
}
