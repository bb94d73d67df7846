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

    /// The tokens of a unit: its parsed segments, or its raw characters when it does not parse.
    static func tokens(of unit: TextUnit) -> [SpeechToken] {
        guard let template = unit.template else { return unit.value.map(SpeechToken.character) }
        var tokens: [SpeechToken] = []
        for segment in template.segments {
            switch segment {
            case .literal(let text): tokens.append(contentsOf: text.map(SpeechToken.character))
            case .specifier(let specifier): tokens.append(.placeholder(specifier.text))
            case .substitution(let name): tokens.append(.placeholder("%#@\(name)@"))
            case .substitutionArgument: tokens.append(.placeholder("%arg"))
            }
        }
        return tokens
    }
}

extension CatalogAudit {
    /// Dashes between numbers or dates, abbreviations, and symbols, in every unit of a spoken
    /// key's text.
    mutating func checkSpeech(in text: LocaleText, key: String) {
        let vocabulary = context(text.locale).vocabulary
        for unit in text.units {
            let tokens = SpeechToken.tokens(of: unit)
            var rangeMarks = Set<Int>()
            if let (index, excerpt) = Self.firstRangeDash(in: tokens, vocabulary: vocabulary) {
                rangeMarks.insert(index)
                report(
                    .rangeDash,
                    "'\(excerpt)' puts a dash or tilde between two numbers or dates; speech engines read it as 'minus' or skip it; write the word for 'to' ('3 to 5')",
                    offset: unit.offset, key: key, locale: text.locale, unit: unit)
            }
            let abbreviations = Self.abbreviations(in: tokens, vocabulary: vocabulary)
            if !abbreviations.isEmpty {
                let named = abbreviations.map { word, full in full.map { "'\(word)' (\($0))" } ?? "'\(word)'" }
                let (verb, pronoun) = named.count == 1 ? ("is an abbreviation", "it") : ("are abbreviations", "them")
                report(
                    .abbreviation,
                    "\(Self.list(named)) \(verb) that speech engines read as a word or letter by letter; write \(pronoun) in full in spoken text",
                    offset: unit.offset, key: key, locale: text.locale, unit: unit)
            }
            var symbols: [String] = []
            var emoji: [String] = []
            for (index, token) in tokens.enumerated() {
                guard let character = token.character, !rangeMarks.contains(index) else { continue }
                if SpeechVocabulary.badSymbols.contains(character) {
                    if !symbols.contains("'\(character)'") { symbols.append("'\(character)'") }
                } else if SpeechVocabulary.isEmoji(character), !emoji.contains("'\(character)'") {
                    emoji.append("'\(character)'")
                }
            }
            if !symbols.isEmpty || !emoji.isEmpty {
                var parts: [String] = []
                if !symbols.isEmpty { parts.append(Self.list(symbols)) }
                if !emoji.isEmpty { parts.append("the emoji " + Self.list(emoji)) }
                report(
                    .symbol,
                    "speech engines read \(parts.joined(separator: " and ")) aloud by name or skip \(symbols.count + emoji.count == 1 ? "it" : "them"); use words",
                    offset: unit.offset, key: key, locale: text.locale, unit: unit)
            }
        }
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
        if tokens[position].isPlaceholder || tokens[position].character?.isNumber == true { return position }
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
        if tokens[position].isPlaceholder || tokens[position].character?.isNumber == true { return position }
        var end = position
        var word = ""
        while end < tokens.count, let character = tokens[end].character, character.isLetter {
            word.append(character)
            end += 1
        }
        return !word.isEmpty && vocabulary.isMonthAbbreviation(word) ? position : nil
    }

    /// Month abbreviations next to a number or ending with a period, and unit abbreviations
    /// right after a number or placeholder, with their full forms where known.
    static func abbreviations(in tokens: [SpeechToken], vocabulary: SpeechVocabulary) -> [(String, String?)] {
        var found: [(String, String?)] = []
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
            let end = index
            let hasPeriod = end < tokens.count && tokens[end].character == "."
            let numberBefore = numberAdjacent(to: start, step: -1, in: tokens)
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
    private static func numberAdjacent(to index: Int, step: Int, in tokens: [SpeechToken]) -> (token: SpeechToken, attached: Bool)? {
        var position = index + step
        var attached = true
        if position >= 0, position < tokens.count, isSpace(tokens[position]) {
            position += step
            attached = false
        }
        guard position >= 0, position < tokens.count else { return nil }
        let token = tokens[position]
        guard token.isPlaceholder || token.character?.isNumber == true else { return nil }
        return (token, attached)
    }

    /// Whether a number or placeholder starts at `index` (after at most one space).
    private static func startsWithNumber(at index: Int, in tokens: [SpeechToken]) -> Bool {
        var position = index
        if position < tokens.count, isSpace(tokens[position]) { position += 1 }
        guard position >= 0, position < tokens.count else { return false }
        return tokens[position].isPlaceholder || tokens[position].character?.isNumber == true
    }

    // MARK: Bidirectional controls

    /// Isolates and embeddings that do not pair up, and direction marks in a left-to-right
    /// language.
    mutating func checkBidirectionalControls(in unit: TextUnit, key: String, locale: String) {
        // Every direction control is outside ASCII: most values have none to look for.
        guard !unit.isPlainASCII else { return }
        var needsScan = false
        for scalar in unit.value.unicodeScalars where Self.isDirectionControl(scalar) {
            needsScan = true
            break
        }
        guard needsScan else { return }
        var openIsolates: [Unicode.Scalar] = []
        var openEmbeddings: [Unicode.Scalar] = []
        var strayIsolateEnd = false
        var strayEmbeddingEnd = false
        var marks: [Unicode.Scalar] = []
        for scalar in unit.value.unicodeScalars {
            switch scalar.value {
            case 0x2066, 0x2067, 0x2068: openIsolates.append(scalar)
            case 0x2069:
                if openIsolates.popLast() == nil { strayIsolateEnd = true }
                // PDI also closes embeddings opened inside the isolate (UAX #9); they are
                // still reported, as nothing else closes them.
            case 0x202A, 0x202B, 0x202D, 0x202E: openEmbeddings.append(scalar)
            case 0x202C:
                if openEmbeddings.popLast() == nil { strayEmbeddingEnd = true }
            case 0x200E, 0x200F, 0x061C:
                if !marks.contains(scalar) { marks.append(scalar) }
            default: break
            }
        }
        if let open = openIsolates.first {
            report(
                .unbalancedIsolate,
                "\(Self.controlName(open)) is opened but never closed with PDI (U+2069), so the direction of everything after the value changes; close it within the value",
                offset: unit.offset, key: key, locale: locale, unit: unit)
        } else if strayIsolateEnd {
            report(
                .unbalancedIsolate, "PDI (U+2069) closes no isolate; remove it or add the LRI, RLI or FSI it was meant to close",
                offset: unit.offset, key: key, locale: locale, unit: unit)
        }
        if let open = openEmbeddings.first {
            report(
                .unbalancedEmbedding,
                "\(Self.controlName(open)) is opened but never closed with PDF (U+202C), so the text after it is reordered; close it within the value (or use an isolate)",
                offset: unit.offset, key: key, locale: locale, unit: unit)
        } else if strayEmbeddingEnd {
            report(
                .unbalancedEmbedding, "PDF (U+202C) closes no embedding or override; remove it",
                offset: unit.offset, key: key, locale: locale, unit: unit)
        }
        if !marks.isEmpty, !context(locale).isRightToLeft {
            let names = Self.list(marks.map(Self.controlName))
            report(
                .directionMark,
                "the value contains \(names), an invisible direction mark that \(languageName(locale)) text, written left to right, does not need; remove it",
                offset: unit.offset, key: key, locale: locale, unit: unit)
        }
    }

    static func isDirectionControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    static func controlName(_ scalar: Unicode.Scalar) -> String {
        let names: [UInt32: String] = [
            0x061C: "ALM", 0x200E: "LRM", 0x200F: "RLM", 0x202A: "LRE", 0x202B: "RLE", 0x202C: "PDF",
            0x202D: "LRO", 0x202E: "RLO", 0x2066: "LRI", 0x2067: "RLI", 0x2068: "FSI", 0x2069: "PDI",
        ]
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "\(names[scalar.value] ?? "U+\(hex)") (U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex))"
    }

    // MARK: Length

    /// Translations far longer than their source.
    mutating func checkExpansion(of text: LocaleText, source: LocaleText, key: String) {
        let limits = options.limits
        for unit in text.units {
            guard let counterpart = Self.counterpart(of: unit, in: source),
                counterpart.value.utf8.count >= limits.expansionMinimumSourceCharacters
            else { continue }
            let sourceLength = counterpart.characterCount
            guard sourceLength >= limits.expansionMinimumSourceCharacters,
                Double(unit.value.utf8.count) > limits.expansionRatio * Double(sourceLength)
            else { continue }
            let length = unit.characterCount
            let ratio = Double(length) / Double(sourceLength)
            guard ratio > limits.expansionRatio else { continue }
            let times = (ratio * 10).rounded() / 10
            report(
                .translationExpansion,
                "the translation is \(length) characters, \(times) times the source's \(sourceLength); check that nothing was added or pasted twice, and that it fits where it is shown",
                offset: unit.offset, key: key, locale: text.locale, unit: unit)
        }
    }

    /// A spoken line longer than the limit once rendered with sample arguments (the longest
    /// rendering over every sample number).
    mutating func checkAnnouncementLength(of text: LocaleText, key: String, sourceArguments: ArgumentList) {
        let limit = options.limits.announcementCharacters
        var longest = ""
        if let localization = text.localization {
            guard let rules = pluralRules(for: text.locale),
                let line = try? Self.line(of: text, key: key, localization: localization)
            else { return }
            let uses = argumentUses(of: text, line: line, sourceArguments: sourceArguments)
            for arguments in representativeSamples(uses, locale: text.locale, rules: rules).arguments {
                guard let rendered = try? line.render(arguments, rules: rules) else { return }
                if rendered.utf8.count > longest.utf8.count { longest = rendered }
            }
        } else if let template = text.units.first?.template {
            // The key stands for the source text: measure it with the same sample arguments.
            let widest = SampleNumber.all.map { $0.displayed(fractionDigits: nil).text }.max { $0.count < $1.count } ?? ""
            for segment in template.segments {
                switch segment {
                case .literal(let literal): longest += literal
                case .specifier(let specifier):
                    longest += specifier.valueKind == .integer || specifier.valueKind == .floatingPoint
                        ? widest : options.limits.sampleTextArgument
                case .substitution, .substitutionArgument: longest += widest
                }
            }
        }
        let length = longest.count
        guard length > limit else { return }
        let excerpt = String(longest.prefix(60))
        report(
            .announcementTooLong,
            "rendered, the line is \(length) characters long ('\(excerpt)…'), more than the \(limit) a listener can take in at once; shorten it",
            offset: text.units.first?.offset ?? 0, key: key, locale: text.locale)
    }
}
