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
        PercentSignRule(),
        MixedDigitsRule(),
        BareClockTimeRule(),
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

/// Digits of two numbering systems in one value, or digits typed into the value of a language
/// whose regions write numbers in different digits (Latin in `ar`, Arabic-Indic in `ar-EG`):
/// the numbers the app passes come in the region's digits, so one sentence would mix two
/// systems, on screen and to a reader.
struct MixedDigitsRule: SpokenTextRule {
    let check = CheckID.mixedDigits

    func applies(to locale: LocaleInfo) -> Bool { true }

    func problems(in text: SpokenText, locale: LocaleInfo) -> [String] {
        var zeros: [UInt32] = []
        var first: [UInt32: Character] = [:]
        for case .character(let character) in text.tokens {
            guard let zero = SpeechVocabulary.digitZero(of: character) else { continue }
            if first[zero] == nil {
                first[zero] = character
                zeros.append(zero)
            }
        }
        guard let firstZero = zeros.first else { return [] }
        if zeros.count > 1 {
            let named = zeros.map { "\(SpeechVocabulary.digitSystemName(zero: $0)) ('\(first[$0]!)')" }
            return [
                "the value mixes digits of \(CatalogAudit.list(named)); write every number in one system, the locale's own"
            ]
        }
        guard let regional = SpeechVocabulary.regionalDigits[locale.language],
            regional.systems != [firstZero]
        else { return [] }
        return [
            "'\(first[firstZero]!)' is typed in \(SpeechVocabulary.digitSystemName(zero: firstZero)) digits, but \(locale.name) numbers are written in \(regional.regions), so in some regions the sentence mixes two digit systems; write the number as a word, or pass it as an argument"
        ]
    }
}

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
    static func isMarked(start: Int, end: Int, in tokens: [SpeechToken], marks: SpeechVocabulary.ClockTimeMarks) -> Bool {
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

