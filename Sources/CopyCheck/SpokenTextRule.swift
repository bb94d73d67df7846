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

/// A rule about text heard through a speech engine: something a speech engine reads wrongly,
/// in the languages the rule knows about.
///
/// The rules run on every value of a spoken key (a key whose comment holds `[spoken]`, or that
/// matches `--spoken-prefix`, or every key with `--all-spoken`), in every locale the rule
/// applies to. Each rule reports under its own check id.
///
/// Adding a rule for some languages is three steps: a type conforming to this protocol (in
/// this file or one beside it), a line in ``SpokenTextRules/all``, and a check id with its
/// definition and documentation (`CheckID.swift`, docs/copy-check.md).
///
/// ```swift
/// struct PercentSignRule: SpokenTextRule {
///     let check = CheckID.percentSign
///     func applies(to locale: LocaleInfo) -> Bool { locale.language == "ar" }
///     func problems(in text: SpokenText, locale: LocaleInfo) -> [String] {
///         text.tokens.contains(.character("%")) ? ["'%' is not read in Arabic; write بالمئة"] : []
///     }
/// }
/// ```
protocol SpokenTextRule: Sendable {
    /// The check the rule reports under.
    var check: CheckID { get }
    /// Whether the rule applies to a locale's text.
    func applies(to locale: LocaleInfo) -> Bool
    /// What the rule finds in one value, a message each (at most one message is usual: the
    /// value is reported once per rule).
    func problems(in text: SpokenText, locale: LocaleInfo) -> [String]
}

/// The spoken-text rules, in the order their findings are reported.
enum SpokenTextRules {
    static let all: [any SpokenTextRule] = [
        RangeDashRule(),
        AbbreviatedWordRule(),
        SpelledOutAbbreviationRule(),
        SymbolRule(),
    ]
}

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
            while lower > 0, index - lower < 12, tokens[lower - 1].character.map({ $0.isNumber || $0.isLetter }) == true {
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

/// An abbreviated month next to a number or ending with a period, or an abbreviated unit
/// right after a number or placeholder, in the languages ``SpeechVocabulary`` lists.
struct AbbreviatedWordRule: SpokenTextRule {
    let check = CheckID.abbreviation

    func applies(to locale: LocaleInfo) -> Bool { true }

    func problems(in text: SpokenText, locale: LocaleInfo) -> [String] {
        let found = Self.abbreviations(in: text, vocabulary: locale.vocabulary)
        guard !found.isEmpty else { return [] }
        let named = found.map { word, full in full.map { "'\(word)' (\($0))" } ?? "'\(word)'" }
        let (verb, pronoun) = named.count == 1 ? ("is an abbreviation", "it") : ("are abbreviations", "them")
        return [
            "\(CatalogAudit.list(named)) \(verb) that speech engines read as a word or letter by letter; write \(pronoun) in full in spoken text"
        ]
    }

    static func abbreviations(in text: SpokenText, vocabulary: SpeechVocabulary) -> [(String, String?)] {
        let tokens = text.tokens
        var found: [(String, String?)] = []
        for (word, start, end) in text.words {
            let hasPeriod = end < tokens.count && tokens[end].character == "."
            let numberBefore = numberAdjacent(to: start, in: tokens)
            let numberAfter = startsWithNumber(at: hasPeriod ? end + 1 : end, in: tokens)
            let nextCharacter = end < tokens.count ? tokens[end].character : nil
            if vocabulary.isMonthAbbreviation(word), hasPeriod || numberBefore != nil || numberAfter {
                if !found.contains(where: { $0.0 == word }) { found.append((word, vocabulary.fullMonth(word))) }
            } else if let full = vocabulary.units[word], let before = numberBefore,
                nextCharacter != "'" && nextCharacter != "\u{2019}",
                // A one-letter unit counts only when it touches the number ("4m", "12.4K"):
                // "R2 B2" or "5 d" with a space are rarely units.
                word.count > 1 || before.attached,
                // "the 1990s" is a decade, not seconds.
                !(word == "s" && before.attached && before.token.character == "0")
            {
                if !found.contains(where: { $0.0 == word }) { found.append((word, full.isEmpty ? nil : full)) }
            }
        }
        return found
    }

    /// The number or placeholder right before `index` (at most one space between), and
    /// whether it touches the word.
    private static func numberAdjacent(to index: Int, in tokens: [SpeechToken]) -> (token: SpeechToken, attached: Bool)? {
        var position = index - 1
        var attached = true
        if position >= 0, tokens[position].character?.isWhitespace == true {
            position -= 1
            attached = false
        }
        guard position >= 0 else { return nil }
        let token = tokens[position]
        guard token.isNumberOrPlaceholder else { return nil }
        return (token, attached)
    }

    /// Whether a number or placeholder starts at `index` (after at most one space).
    private static func startsWithNumber(at index: Int, in tokens: [SpeechToken]) -> Bool {
        var position = index
        if position < tokens.count, tokens[position].character?.isWhitespace == true { position += 1 }
        guard position >= 0, position < tokens.count else { return false }
        return tokens[position].isNumberOrPlaceholder
    }
}

/// An abbreviation that speech engines spell out letter by letter or misread, wherever it
/// stands: "vs", "e.g.", "approx." in English, "z. B." and "bzw." in German, "p. ex." in
/// French, "np." in Polish; each language's list is in ``SpeechVocabulary``.
struct SpelledOutAbbreviationRule: SpokenTextRule {
    let check = CheckID.spelledOutAbbreviation

    func applies(to locale: LocaleInfo) -> Bool { !locale.vocabulary.spelledOut.isEmpty }

    func problems(in text: SpokenText, locale: LocaleInfo) -> [String] {
        let found = Self.matches(in: text.unit.literalText, abbreviations: locale.vocabulary.spelledOut)
        guard !found.isEmpty else { return [] }
        let named = found.map { "'\($0.written)' (\($0.meaning))" }
        let pronoun = found.count == 1 ? "it" : "them"
        return [
            "\(CatalogAudit.list(named)) \(found.count == 1 ? "is" : "are") spelled out or misread by speech engines; write \(pronoun) as words in spoken text"
        ]
    }

    /// The abbreviations found in `text`, each once, in the order of the list. An
    /// abbreviation matches as a whole word, ignoring case: "vs" in "Up 4% vs last week", not
    /// in "canvas".
    static func matches(in text: String, abbreviations: [SpokenAbbreviation]) -> [SpokenAbbreviation] {
        let folded = Array(text.lowercased().unicodeScalars)
        var found: [SpokenAbbreviation] = []
        for abbreviation in abbreviations {
            let pattern = Array(abbreviation.written.lowercased().unicodeScalars)
            guard pattern.count <= folded.count, !pattern.isEmpty else { continue }
            var start = 0
            while start + pattern.count <= folded.count {
                if folded[start..<(start + pattern.count)].elementsEqual(pattern),
                    start == 0 || !isWordScalar(folded[start - 1]),
                    // A pattern ending in a period ends there; otherwise the word must end.
                    start + pattern.count == folded.count || pattern.last == "." || !isWordScalar(folded[start + pattern.count])
                {
                    found.append(abbreviation)
                    break
                }
                start += 1
            }
        }
        // "approx." and "approx" both match "approx. 40": the longer one is named.
        return found.filter { shorter in
            !found.contains { $0 != shorter && $0.written.lowercased().hasPrefix(shorter.written.lowercased()) }
        }
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }
}

/// Symbols speech engines read by name or skip, and emoji.
struct SymbolRule: SpokenTextRule {
    let check = CheckID.symbol

    func applies(to locale: LocaleInfo) -> Bool { true }

    func problems(in text: SpokenText, locale: LocaleInfo) -> [String] {
        // A dash between numbers is the range rule's; it is not a symbol here too.
        let rangeMark = RangeDashRule.firstRangeDash(in: text.tokens, vocabulary: locale.vocabulary)?.0
        var symbols: [String] = []
        var emoji: [String] = []
        for (index, token) in text.tokens.enumerated() {
            guard let character = token.character, index != rangeMark else { continue }
            if SpeechVocabulary.badSymbols.contains(character) {
                if !symbols.contains("'\(character)'") { symbols.append("'\(character)'") }
            } else if SpeechVocabulary.isEmoji(character), !emoji.contains("'\(character)'") {
                emoji.append("'\(character)'")
            }
        }
        guard !symbols.isEmpty || !emoji.isEmpty else { return [] }
        var parts: [String] = []
        if !symbols.isEmpty { parts.append(CatalogAudit.list(symbols)) }
        if !emoji.isEmpty { parts.append("the emoji " + CatalogAudit.list(emoji)) }
        return [
            "speech engines read \(parts.joined(separator: " and ")) aloud by name or skip \(symbols.count + emoji.count == 1 ? "it" : "them"); use words"
        ]
    }
}
