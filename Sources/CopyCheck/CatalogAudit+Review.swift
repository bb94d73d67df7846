import StringCatalog

/// What a reviewer reading a translation beside its source catches first: text left in the
/// source language, a key or an Interface Builder object ID shown instead of text, whitespace
/// and line breaks that differ, escapes typed as text, Markdown left unbalanced, and a final
/// punctuation mark dropped.
extension CatalogAudit {
    /// The reviewer's checks on every value of a text.
    mutating func checkReviewerFindings(in text: TextUnderCheck) {
        checkKeyAsValue(in: text)
        guard !text.isSource else { return }
        checkSameAsSource(in: text)
        for unit in text.text.units where !unit.isBlank {
            guard let counterpart = text.counterpart(of: unit), !counterpart.isBlank else { continue }
            checkEdgeWhitespace(of: unit, against: counterpart, in: text)
            checkLineBreaks(of: unit, against: counterpart, in: text)
            checkEscapes(of: unit, against: counterpart, in: text)
            checkMarkdown(of: unit, against: counterpart, in: text)
            checkFinalPunctuation(of: unit, against: counterpart, in: text)
        }
    }

    // MARK: Text left in the source language

    /// A translation marked translated that is still in the source language: the source's
    /// words, three or more (words kept in every language, such as brand names, not counted),
    /// whatever their case and punctuation; for an English source, also one or two common
    /// English words ("Save", "Delete all"), and English that is not the source text (an older
    /// source text, or another key's) made only of common English words and the source's.
    private mutating func checkSameAsSource(in text: TextUnderCheck) {
        guard text.locale.language != text.sourceLocale.language else { return }
        let isEnglishSource = text.sourceLocale.language == "en"
        var first: (unit: TextUnit, reason: SourceLanguageLeft)?
        var count = 0
        let units = text.text.units.filter { !$0.isBlank }
        for unit in units where unit.state == "translated" || unit.state == nil {
            guard let counterpart = text.counterpart(of: unit),
                let reason = Self.sourceLanguageLeft(
                    in: unit, source: counterpart, isEnglishSource: isEnglishSource,
                    kept: options.wordsKeptInTranslation, sourceWords: sourceWords(of: counterpart))
            else { continue }
            if first == nil { first = (unit, reason) }
            count += 1
        }
        guard let first else { return }
        let which = count == 1 || units.count == 1 ? "the value is" : "\(count) of \(units.count) forms are"
        let what: String
        switch first.reason {
        case .wordForWord: what = "\(which) word for word the source text"
        case .otherCase: what = "\(which) the source text in another case or punctuation"
        case .commonWords: what = "\(which) the source's English words"
        case .otherEnglish:
            what =
                "\(which) English ('\(first.unit.value)'), not the source text: an older source text or another key's, left in place"
        }
        report(
            .sameAsSource,
            "\(what), yet marked translated; translate it, or list the words that stay the same in every language with "
                + options.settingWords.wordsKeptInTranslation,
            text, unit: first.unit)
    }

    /// How a value is still in the source language.
    enum SourceLanguageLeft: Equatable {
        /// The source text itself, three words or more.
        case wordForWord
        /// The source's words, three or more, in another case or with other punctuation.
        case otherCase
        /// One or two common English words, as the source has them.
        case commonWords
        /// English other than the source text, all of it common English words or the source's.
        case otherEnglish
    }

    /// The words of a source unit (``words(of:ignoring:)`` of its literal text), worked out once
    /// for the entry rather than once for each language compared with it.
    private mutating func sourceWords(of source: TextUnit) -> [String] {
        let id = ObjectIdentifier(source)
        if let known = sourceWordsOfEntry[id] { return known }
        let found = Self.words(of: source.literalText, ignoring: options.wordsKeptInTranslation)
        sourceWordsOfEntry[id] = found
        return found
    }

    /// Whether and how `unit` is still in the source language of `source`; `sourceWords` are
    /// the source's words when already known.
    static func sourceLanguageLeft(
        in unit: TextUnit, source: TextUnit, isEnglishSource: Bool, kept: Set<String>, sourceWords: [String]? = nil
    ) -> SourceLanguageLeft? {
        if source.value == unit.value {
            let count = wordCount(of: unit.literalText, ignoring: kept)
            if count >= 3 { return .wordForWord }
            // A number makes a name of common words ("360 Search", a search engine's).
            guard isEnglishSource, count > 0, !unit.literalText.contains(where: \.isNumber) else { return nil }
            let own = words(of: unit.literalText, ignoring: kept)
            return own.allSatisfy(EnglishWords.contains) ? .commonWords : nil
        }
        // Every word of a value still in the source language is a common English word or one
        // of the source's: most translations are settled at their first word.
        var expected = sourceWords
        var own: [String] = []
        let isLeft = forEachWord(inLiteralTextOf: unit, ignoring: kept) { word in
            if isEnglishSource, EnglishWords.contains(word) {
                own.append(word)
                return true
            }
            if expected == nil { expected = words(of: source.literalText, ignoring: kept) }
            guard expected?.contains(word) == true else { return false }
            own.append(word)
            return true
        }
        guard isLeft, !own.isEmpty else { return nil }
        let sourceWords = expected ?? words(of: source.literalText, ignoring: kept)
        if own == sourceWords {
            if own.count >= 3 { return .otherCase }
            guard isEnglishSource, !unit.literalText.contains(where: \.isNumber) else { return nil }
            return own.allSatisfy(EnglishWords.contains) ? .commonWords : nil
        }
        guard isEnglishSource, own.count >= 3 else { return nil }
        let common = own.count { EnglishWords.contains($0) }
        return common * 2 >= own.count ? .otherEnglish : nil
    }

    /// The words of a text (runs of two letters or more), lowercased, leaving out the words in
    /// `kept`.
    static func words(of text: String, ignoring kept: Set<String>) -> [String] {
        var found: [String] = []
        _ = forEachWord(in: text, ignoring: kept) { word in
            found.append(word)
            return true
        }
        return found
    }

    /// Calls `body` with each word of a text (a run of two letters or more, lowercased, an
    /// apostrophe inside it kept as `'`), leaving out the words in `kept`, until it returns
    /// false; returns whether it never did.
    static func forEachWord(in text: String, ignoring kept: Set<String>, _ body: (String) -> Bool) -> Bool {
        if let done = forEachASCIIWord(in: text, ignoring: kept, body) { return done }
        return forEachWordByCharacter(in: text, ignoring: kept, body)
    }

    /// ``forEachWord(in:ignoring:_:)`` of a unit's ``TextUnit/literalText``, read from the
    /// value's own bytes when it is ASCII, stepping over the placeholders as the literal text
    /// leaves them out (so that the letters on both sides of one join, as they do there): most
    /// translations are settled at their first word, and the literal text need not be made
    /// for it.
    static func forEachWord(
        inLiteralTextOf unit: TextUnit, ignoring kept: Set<String>, _ body: (String) -> Bool
    )
        -> Bool
    {
        guard !unit.byteFacts.contains(.nonASCII) else {
            return forEachWord(in: unit.literalText, ignoring: kept, body)
        }
        let placeholders = unit.placeholdersLeftOutOfLiteralText
        var value = unit.value
        return value.withUTF8 { bytes in
            var next = 0
            return forEachASCIIWord(
                in: bytes,
                skipping: { index in
                    while next < placeholders.count, placeholders[next].bytes.upperBound <= index { next += 1 }
                    guard next < placeholders.count, placeholders[next].bytes.lowerBound == index else { return nil }
                    return placeholders[next].bytes.upperBound
                }, ignoring: kept, body)
        }
    }

    /// ``forEachWord(in:ignoring:_:)`` for a text of ASCII alone, read byte by byte: a letter is
    /// `A` to `Z` or `a` to `z`, as `Character.isLetter` says of ASCII, without asking Unicode's
    /// tables for each character (a fifth of a large catalog's check went there). `nil` for a
    /// text with any other byte, which is read by character.
    static func forEachASCIIWord(in text: String, ignoring kept: Set<String>, _ body: (String) -> Bool) -> Bool? {
        var text = text
        return text.withUTF8 { bytes -> Bool? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            return forEachASCIIWord(in: bytes, skipping: { _ in nil }, ignoring: kept, body)
        }
    }

    /// The words of ASCII bytes, as ``forEachASCIIWord(in:ignoring:_:)`` reads them, leaving
    /// out the bytes from an index up to the one `skipping` gives for it (`nil` for none), as
    /// if they were not there.
    static func forEachASCIIWord(
        in bytes: UnsafeBufferPointer<UInt8>, skipping: (Int) -> Int?, ignoring kept: Set<String>,
        _ body: (String) -> Bool
    ) -> Bool {
        var word: [UInt8] = []
        var letters = 0
        func finish() -> Bool {
            defer {
                word.removeAll(keepingCapacity: true)
                letters = 0
            }
            guard letters > 1 else { return true }
            let lowered = String(decoding: word, as: UTF8.self)
            return (!kept.isEmpty && kept.contains(lowered)) || body(lowered)
        }
        var index = 0
        while index < bytes.count {
            if let end = skipping(index) {
                index = end
                continue
            }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"):
                word.append(byte)
                letters += 1
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                word.append(byte | 0x20)
                letters += 1
            case UInt8(ascii: "'") where !word.isEmpty:
                word.append(byte)
            default:
                if !finish() { return false }
            }
            index += 1
        }
        return finish()
    }

    /// ``forEachWord(in:ignoring:_:)`` read character by character, for any text.
    static func forEachWordByCharacter(in text: String, ignoring kept: Set<String>, _ body: (String) -> Bool) -> Bool {
        var word = ""
        var letters = 0
        func finish() -> Bool {
            defer {
                word = ""
                letters = 0
            }
            guard letters > 1 else { return true }
            let lowered = word.lowercased()
            return kept.contains(lowered) || body(lowered)
        }
        for character in text {
            if character.isLetter {
                word.append(character)
                letters += 1
            } else if (character == "'" || character == "\u{2019}") && !word.isEmpty {
                word.append("'")
            } else if !finish() {
                return false
            }
        }
        return finish()
    }

    /// The number of words (runs of two letters or more: "R2 B2" is notation, not words) in a
    /// text, leaving out the words in `kept` (compared without case).
    static func wordCount(of text: String, ignoring kept: Set<String>) -> Int {
        var count = 0
        var word = ""
        var letters = 0
        func finish() {
            if letters > 1, !kept.contains(word.lowercased()) { count += 1 }
            word = ""
            letters = 0
        }
        for character in text {
            if character.isLetter {
                word.append(character)
                letters += 1
            } else if (character == "'" || character == "\u{2019}") && !word.isEmpty {
                // An apostrophe inside a word ("don't"); it is not a letter of it.
                word.append(character)
            } else {
                finish()
            }
        }
        finish()
        return count
    }

    // MARK: A key or an object ID as the value

    /// A value that is the key itself (where the key is not the source text), or an Interface
    /// Builder object ID (`1tx-W0-xDw.title`): the screen would show an identifier.
    private mutating func checkKeyAsValue(in text: TextUnderCheck) {
        for unit in text.text.units where !unit.isBlank {
            if Self.isObjectIdentifier(unit.value) {
                report(
                    .keyAsValue,
                    "the value '\(unit.value)' is an Interface Builder object ID, not text; write the text the control shows",
                    text, unit: unit)
            } else if !text.isSource, unit.value == text.key, Self.isIdentifier(text.key),
                let counterpart = text.counterpart(of: unit), counterpart.value != text.key
            {
                report(
                    .keyAsValue,
                    "the value is the key itself, not a translation of '\(counterpart.value)'; translate the source text",
                    text, unit: unit)
            }
        }
    }

    /// Whether a key has the shape of an identifier rather than text: ASCII letters, digits
    /// and `.`, `_` or `-`, with a `.` or `_` or a capital after a small letter
    /// (`settings.title`, `onboarding_welcome`, `createExpirationDays`). A key written as text
    /// (in any language) may rightly be its own translation.
    static func isIdentifier(_ key: String) -> Bool {
        var hasSeparator = false
        var hasHump = false
        var previousWasLower = false
        for byte in key.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"):
                previousWasLower = true
                continue
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                if previousWasLower { hasHump = true }
            case UInt8(ascii: "."), UInt8(ascii: "_"):
                hasSeparator = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
                break
            default:
                return false
            }
            previousWasLower = false
        }
        return hasSeparator || hasHump
    }

    /// Whether a value has the shape of an Interface Builder object ID, alone or with the
    /// property a storyboard catalog's key adds: `1tx-W0-xDw`, `1tx-W0-xDw.title`,
    /// `Bn7-Ck-YT2.segmentTitles[0]`.
    static func isObjectIdentifier(_ value: String) -> Bool {
        let utf8 = value.utf8
        // Most values are not 10 bytes with dashes at 3 and 6: settled without a copy.
        guard utf8.count >= 10, utf8.dropFirst(3).first == UInt8(ascii: "-"),
            utf8.dropFirst(6).first == UInt8(ascii: "-")
        else {
            return false
        }
        let bytes = Array(utf8)
        func isAlphanumeric(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z"))
        }
        for (index, byte) in bytes.prefix(10).enumerated() {
            let isDash = index == 3 || index == 6
            guard isDash ? byte == UInt8(ascii: "-") : isAlphanumeric(byte) else { return false }
        }
        // An ID is random: it has a digit, or a capital inside a part ("xDw"). Parts that
        // read as words ("Set-Up-Now") are not an ID.
        let hasDigit = bytes.prefix(10).contains { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        let hasInnerCapital = bytes.prefix(10).enumerated().contains { index, byte in
            [1, 2, 5, 8, 9].contains(index) && byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
        }
        guard hasDigit || hasInnerCapital else { return false }
        let rest = bytes.dropFirst(10)
        guard let first = rest.first else { return true }
        guard first == UInt8(ascii: "."), rest.count > 1 else { return false }
        return rest.dropFirst().allSatisfy {
            isAlphanumeric($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "]")
                || $0 == UInt8(ascii: "_")
        }
    }

    // MARK: Whitespace, line breaks and escapes

    /// Leading or trailing whitespace that differs from the source's: a space or line break
    /// that joins or separates text around the value. Languages written without spaces
    /// between words (Chinese, Japanese, Thai…) may drop the source's spaces.
    private mutating func checkEdgeWhitespace(of unit: TextUnit, against source: TextUnit, in text: TextUnderCheck) {
        // Most values start and end with a visible ASCII character: no whitespace at either edge.
        if Self.hasVisibleASCIIEdges(unit.value), Self.hasVisibleASCIIEdges(source.value) { return }
        let (leading, trailing) = Self.edgeWhitespace(of: unit.value)
        let (sourceLeading, sourceTrailing) = Self.edgeWhitespace(of: source.value)
        var differences: [String] = []
        func differs(_ own: String, _ expected: String) -> Bool {
            guard own != expected else { return false }
            // A language without spaces between words may leave the source's spaces out.
            if text.locale.writesWithoutSpaces, !own.contains(where: \.isNewline),
                !expected.contains(where: \.isNewline),
                own.count <= expected.count
            {
                return false
            }
            return true
        }
        if differs(leading, sourceLeading) {
            differences.append(
                "starts with \(Self.describeWhitespace(leading)) where the source starts with \(Self.describeWhitespace(sourceLeading))"
            )
        }
        if differs(trailing, sourceTrailing) {
            differences.append(
                "ends with \(Self.describeWhitespace(trailing)) where the source ends with \(Self.describeWhitespace(sourceTrailing))"
            )
        }
        guard !differences.isEmpty else { return }
        report(
            .edgeWhitespace,
            "the value " + differences.joined(separator: ", and ")
                + "; the app joins text around it, so match the source's spaces and line breaks",
            text, unit: unit)
    }

    /// Whether a value's first and last bytes are visible ASCII characters, so that it has no
    /// whitespace at its edges.
    static func hasVisibleASCIIEdges(_ value: String) -> Bool {
        guard let first = value.utf8.first, let last = value.utf8.last else { return false }
        return first > 0x20 && first < 0x7F && last > 0x20 && last < 0x7F
    }

    /// The whitespace a value starts and ends with (all of it for a value that is only
    /// whitespace, as the start).
    static func edgeWhitespace(of value: String) -> (leading: String, trailing: String) {
        let leading = value.prefix { $0.isWhitespace }
        guard leading.endIndex != value.endIndex else { return (String(leading), "") }
        let trailing = value.reversed().prefix { $0.isWhitespace }
        return (String(leading), String(trailing.reversed()))
    }

    /// "nothing", "a space", "2 spaces", "a line break", "a space and a line break".
    static func describeWhitespace(_ whitespace: String) -> String {
        guard !whitespace.isEmpty else { return "nothing" }
        var spaces = 0
        var breaks = 0
        var tabs = 0
        var others = 0
        for character in whitespace {
            if character.isNewline {
                breaks += 1
            } else if character == "\t" {
                tabs += 1
            } else if character == " " {
                spaces += 1
            } else {
                others += 1
            }
        }
        var parts: [String] = []
        func add(_ count: Int, _ one: String, _ many: String) {
            if count == 1 { parts.append("a \(one)") } else if count > 1 { parts.append("\(count) \(many)") }
        }
        add(spaces, "space", "spaces")
        add(tabs, "tab", "tabs")
        add(breaks, "line break", "line breaks")
        add(others, "other space", "other spaces")
        return list(parts)
    }

    /// A different number of line breaks inside the value than in the source.
    private mutating func checkLineBreaks(of unit: TextUnit, against source: TextUnit, in text: TextUnderCheck) {
        guard unit.byteFacts.mayHaveLineBreak || source.byteFacts.mayHaveLineBreak else { return }
        let own = Self.innerLineBreaks(in: unit.value)
        let expected = Self.innerLineBreaks(in: source.value)
        guard own != expected else { return }
        func breaks(_ count: Int) -> String {
            count == 0 ? "no line break" : count == 1 ? "1 line break" : "\(count) line breaks"
        }
        report(
            .lineBreaks,
            "the value has \(breaks(own)) inside it where the source has \(expected == 0 ? "none" : String(expected)); keep the source's lines unless the layout calls for others",
            text, unit: unit)
    }

    /// The line breaks between the first and last non-whitespace characters (CR LF counting
    /// as one).
    static func innerLineBreaks(in value: String) -> Int {
        let scalars = Array(value.unicodeScalars)
        var start = 0
        var end = scalars.count
        while start < end, scalars[start].properties.isWhitespace { start += 1 }
        while end > start, scalars[end - 1].properties.isWhitespace { end -= 1 }
        var breaks = 0
        var index = start
        while index < end {
            switch scalars[index] {
            case "\r":
                breaks += 1
                if index + 1 < end, scalars[index + 1] == "\n" { index += 1 }
            case "\n", "\u{85}", "\u{2028}", "\u{2029}":
                breaks += 1
            default:
                break
            }
            index += 1
        }
        return breaks
    }

    /// An escape typed as text (`\n`, `\t`, `\"` shown as a backslash and a letter) that the
    /// source does not have, or a tab of the source lost.
    private mutating func checkEscapes(of unit: TextUnit, against source: TextUnit, in text: TextUnderCheck) {
        // Most values have no backslash and no tab.
        let hasBackslash = unit.byteFacts.contains(.backslash)
        guard hasBackslash || unit.byteFacts.contains(.tab) || source.byteFacts.contains(.tab) else { return }
        let tabs = unit.value.utf8.reduce(0) { $0 + ($1 == 0x09 ? 1 : 0) }
        let sourceTabs = source.value.utf8.reduce(0) { $0 + ($1 == 0x09 ? 1 : 0) }
        if hasBackslash {
            let own = Self.typedEscapes(in: unit.value)
            let expected = Self.typedEscapes(in: source.value)
            for (escape, count) in own where count > expected[escape, default: 0] {
                let meant: String
                switch escape {
                case "n": meant = "a line break"
                case "t": meant = "a tab"
                case "r": meant = "a carriage return"
                case "\"": meant = "a quotation mark"
                case "u": meant = "a character by its code"
                default: meant = "one character"
                }
                report(
                    .escape,
                    "'\\\(escape)' shows as a backslash and '\(escape)', not as \(meant): the escape was typed as text; write \(meant) itself (Xcode's editor and the catalog's JSON take care of escaping)",
                    text, unit: unit)
                return
            }
        }
        if tabs < sourceTabs {
            report(
                .escape,
                "the source has \(sourceTabs) tab\(sourceTabs == 1 ? "" : "s") and this value \(tabs == 0 ? "none" : "\(tabs)"): a '\\t' was lost; put the tab back",
                text, unit: unit)
        }
    }

    /// The escapes typed as text in a value: a backslash followed by `n`, `t`, `r`, `"`, `'`,
    /// `\` or `u`, counted by the character after the backslash.
    static func typedEscapes(in value: String) -> [Character: Int] {
        var found: [Character: Int] = [:]
        var previousWasBackslash = false
        for character in value {
            if previousWasBackslash {
                if "ntr\"'\\u".contains(character) { found[character, default: 0] += 1 }
                previousWasBackslash = false
            } else if character == "\\" {
                previousWasBackslash = true
            }
        }
        return found
    }

    // MARK: Markdown

    /// Markdown emphasis (`**`, `__`, `~~`, `` ` ``) left unbalanced, or a link (`[text](url)`)
    /// broken or lost, where the source's is whole: SwiftUI renders a catalog value as
    /// Markdown, and an unbalanced mark shows as is.
    private mutating func checkMarkdown(of unit: TextUnit, against source: TextUnit, in text: TextUnderCheck) {
        // Most values have none of Markdown's marks.
        guard source.byteFacts.contains(.markdownMark) else { return }
        let value = unit.literalText
        let sourceValue = source.literalText
        for mark in ["**", "__", "~~", "`"] {
            let expected = Self.occurrences(of: mark, in: sourceValue)
            guard expected > 0, expected % 2 == 0 else { continue }
            let own = Self.occurrences(of: mark, in: value)
            if own % 2 == 1 {
                report(
                    .markdown,
                    "'\(mark)' appears \(own) time\(own == 1 ? "" : "s"), so one emphasis is never closed and the mark shows as is; close it as the source does",
                    text, unit: unit)
                return
            }
        }
        let expectedLinks = Self.linkCount(in: sourceValue)
        guard expectedLinks > 0 else { return }
        let links = Self.linkCount(in: value)
        if links < expectedLinks {
            report(
                .markdown,
                "the source has \(expectedLinks) Markdown link\(expectedLinks == 1 ? "" : "s") ('[text](address)') and this value \(links == 0 ? "none" : "only \(links)") whole; a bracket or parenthesis is missing or was translated away",
                text, unit: unit)
        }
    }

    /// How many times `mark` occurs, each occurrence counted once (`****` is two `**`).
    static func occurrences(of mark: String, in text: String) -> Int {
        let marks = Array(mark.unicodeScalars)
        let scalars = Array(text.unicodeScalars)
        var count = 0
        var index = 0
        while index + marks.count <= scalars.count {
            if scalars[index..<(index + marks.count)].elementsEqual(marks) {
                count += 1
                index += marks.count
            } else {
                index += 1
            }
        }
        return count
    }

    /// The whole Markdown links in a text: `[`, text, `](`, an address without spaces, `)`.
    static func linkCount(in text: String) -> Int {
        let scalars = Array(text.unicodeScalars)
        var count = 0
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "[" else {
                index += 1
                continue
            }
            guard let close = scalars[(index + 1)...].firstIndex(of: "]"), close + 1 < scalars.count,
                scalars[close + 1] == "("
            else {
                index += 1
                continue
            }
            guard let end = scalars[(close + 2)...].firstIndex(of: ")"), end > close + 2,
                !scalars[(close + 2)..<end].contains(where: { $0 == " " })
            else {
                index = close + 1
                continue
            }
            count += 1
            index = end + 1
        }
        return count
    }

    // MARK: Final punctuation

    /// A source that ends with a punctuation mark (a full stop, question or exclamation mark,
    /// colon, ellipsis, in any script) and a translation that ends with none. Languages that
    /// end sentences without a mark (Thai, Lao) are left alone.
    private mutating func checkFinalPunctuation(of unit: TextUnit, against source: TextUnit, in text: TextUnderCheck) {
        guard text.locale.endsSentencesWithPunctuation, let mark = Self.finalPunctuation(of: source.value),
            Self.finalPunctuation(of: unit.value) == nil
        else { return }
        report(
            .finalPunctuation,
            "the source ends with '\(mark)' and this value with no punctuation mark; add the language's own mark if the sentence needs one",
            text, unit: unit)
    }

    /// The punctuation mark a value ends with, after trailing spaces and closing quotation
    /// marks and brackets; `nil` when it ends with anything else.
    static func finalPunctuation(of value: String) -> Character? {
        // A value ending with a letter, a digit or most ASCII signs ends with no mark.
        if let last = value.utf8.last, last < 0x80 {
            switch last {
            case UInt8(ascii: "."), UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: ";"),
                UInt8(ascii: ","):
                return Character(Unicode.Scalar(last))
            case 0x09...0x0D, UInt8(ascii: " "), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: ")"),
                UInt8(ascii: "]"),
                UInt8(ascii: "}"):
                break
            default:
                return nil
            }
        }
        for scalar in value.unicodeScalars.reversed() {
            if scalar.properties.isWhitespace { continue }
            switch scalar.properties.generalCategory {
            // Closing marks, and quotation marks that close in some languages („Zitiert.“).
            case .closePunctuation, .finalPunctuation, .initialPunctuation:
                continue
            // A combining mark belongs to the character before it.
            case .nonspacingMark, .spacingMark, .enclosingMark:
                continue
            default:
                break
            }
            if scalar == "\"" || scalar == "'" { continue }
            if scalar.properties.isTerminalPunctuation || scalar == "\u{2026}" { return Character(scalar) }
            return nil
        }
        return nil
    }
}
