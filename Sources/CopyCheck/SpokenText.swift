import StringCatalog

/// One value of a spoken line, as the spoken-text rules read it.
struct SpokenText {
    /// The value.
    let unit: TextUnit
    /// Its characters and placeholders in order.
    let tokens: [SpeechToken]

    init(_ unit: TextUnit) {
        self.unit = unit
        self.tokens = SpeechToken.tokens(of: unit)
    }

    /// The words of the literal text: runs of letters, with where each starts and ends in
    /// ``tokens`` (`end` excluded).
    var words: [(word: String, start: Int, end: Int)] {
        var found: [(String, Int, Int)] = []
        var index = 0
        while index < tokens.count {
            guard let first = tokens[index].character, first.isLetter else {
                index += 1
                continue
            }
            let start = index
            var word = ""
            while index < tokens.count, let character = tokens[index].character, character.isLetter {
                word.append(character)
                index += 1
            }
            found.append((word, start, index))
        }
        return found
    }
}
