import StringCatalog

/// A piece of text as a speech engine meets it: a character of literal text, or a
/// placeholder that the app fills in.
enum SpeechToken: Equatable {
    case character(Character)
    case placeholder(String)

    var character: Character? {
        if case .character(let character) = self { return character }
        return nil
    }

    var isPlaceholder: Bool {
        if case .placeholder = self { return true }
        return false
    }

    var text: String {
        switch self {
        case .character(let character): String(character)
        case .placeholder(let text): text
        }
    }

    /// Whether the token is a digit or a placeholder: something read as a number or a value.
    var isNumberOrPlaceholder: Bool {
        isPlaceholder || character?.isNumber == true
    }

    /// The tokens of a unit: its parsed segments, or its raw characters when it does not parse.
    static func tokens(of unit: TextUnit) -> [SpeechToken] {
        guard let template = unit.template else { return unit.value.map(SpeechToken.character) }
        var tokens: [SpeechToken] = []
        tokens.reserveCapacity(unit.value.utf8.count)
        var placeholders = unit.placeholders.makeIterator()
        for segment in template.segments {
            if case .literal(let text) = segment {
                tokens.append(contentsOf: text.map(SpeechToken.character))
            } else if let placeholder = placeholders.next() {
                tokens.append(.placeholder(placeholder.text))
            }
        }
        return tokens
    }
}
