import AudioGraph
import CommandTestSupport
import Foundation
import TestSupport
import Testing

/// `rangelens copy`: the copy deck written down for translators, and every spoken line of it
/// heard through espeak-ng's phonemes.
@Suite("rangelens copy")
struct CopyCommandTests {
    /// The copy deck committed for translators: `docs/copy-deck.md`.
    static let deckFile = CommandRunner.repositoryRoot.appendingPathComponent("docs/copy-deck.md")

    /// The file as it should read: a short introduction, then the deck as the command prints it.
    static func deckDocument(_ deck: String) -> String {
        """
        # Copy deck

        Every built-in sentence of RangeLens in every shipped locale, rendered with sample values
        (3 March to 14 April 2026, a value of 8,412, counts of 0, 1, 2, 5, 22 and 101, which
        between them reach every plural form of the shipped languages), each key with its note
        for translators. Lines whose note starts with `[spoken]` are heard through a screen reader
        or a speech engine; `[caller: %1$@]` names the placeholders that hold the app's own text
        (isolate them with FSI and PDI in right-to-left languages). The rules each language
        follows are in [localization.md](localization.md).

        This is the output of `rangelens copy --locale all --comments`. Do not edit it: a test
        (`CopyCommandTests`) compares it with the command's output; after changing a catalog,
        write it anew with `RANGELENS_RECORD_GOLDEN=1 swift test --filter CopyCommandTests` and
        read the difference.

        ```text
        \(deck)
        ```

        """
    }

    @Test("docs/copy-deck.md is the copy deck as the command prints it, with the notes for translators")
    func deckFileIsCurrent() throws {
        let result = try CommandRunner.run(["copy", "--locale", "all", "--comments"])
        #expect(result.status == 0, "\(result.error)")
        let expected = Self.deckDocument(
            result.output.hasSuffix("\n") ? String(result.output.dropLast()) : result.output)
        try GoldenFile(Self.deckFile, filter: "CopyCommandTests").check(expected)
    }

    // MARK: Heard through espeak-ng

    /// One rendering of a spoken line.
    struct SpokenLine {
        var key: String
        var sample: String
        var text: String
    }

    /// Every rendering of every spoken line (a key whose note holds `[spoken]`) in each locale
    /// the deck is asked for, from the command's JSON.
    static func spokenLines(locale: String) throws -> [String: [SpokenLine]] {
        let result = try CommandRunner.run(["copy", "--locale", locale, "--format", "json"])
        #expect(result.status == 0, "\(result.error)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        var lines: [String: [SpokenLine]] = [:]
        for (key, value) in object {
            guard let entry = value as? [String: Any], (entry["comment"] as? String)?.contains("[spoken]") == true,
                let locales = entry["locales"] as? [String: Any]
            else { continue }
            for (identifier, samples) in locales {
                for sample in samples as? [[String: Any]] ?? [] {
                    guard let text = sample["text"] as? String else { continue }
                    lines[identifier, default: []].append(
                        SpokenLine(key: key, sample: sample["sample"] as? String ?? "", text: text))
                }
            }
        }
        return lines.mapValues { $0.sorted { ($0.key, $0.sample) < ($1.key, $1.sample) } }
    }

    /// Words that speech engines spell letter by letter, per language (the abbreviations of
    /// `speech.spelled-abbreviation` that a listener could meet here): a spoken line must never
    /// be heard spelling one, whatever letters stand in the text. Every shipped locale has its
    /// list, so a locale added to the catalogs fails `noWordIsSpelledOut` until it is given one.
    static let spelledWords: [String: [String]] = [
        "en": ["vs", "USD", "EUR", "e.g.", "approx"],
        "de": ["vs", "USD", "EUR", "z. B.", "bzw."],
        "fr": ["vs", "USD", "EUR", "h"],
        "es": ["vs", "USD", "EUR", "p. m.", "a. m."],
        "pl": ["vs", "USD", "EUR", "tj.", "godz."],
        "ar": ["vs", "USD", "EUR", "م", "ص"],
        "ja": ["vs", "USD", "EUR"],
        "zh-Hans": ["vs", "USD", "EUR"],
    ]

    /// espeak-ng's phonemes without what varies with a word's place in a sentence: stress and
    /// length marks, pauses, and the switches to another language's voice ("(en)").
    static func normalized(_ phonemes: String) -> [String] {
        var text = ""
        var inSwitch = false
        for character in phonemes {
            if character == "(" {
                inSwitch = true
            } else if character == ")" {
                inSwitch = false
            } else if !inSwitch {
                text.append(character)
            }
        }
        let dropped: Set<Character> = ["'", ",", "_", "!", "|", ":", ";", "#"]
        return text.split(separator: " ").map { String($0.filter { !dropped.contains($0) }) }.filter { !$0.isEmpty }
    }

    /// Whether `words` holds `part` as a run of whole words.
    static func contains(_ words: [String], _ part: [String]) -> Bool {
        guard !part.isEmpty, part.count <= words.count else { return false }
        return (0...(words.count - part.count)).contains { Array(words[$0..<($0 + part.count)]) == part }
    }

    /// A word's letter-by-letter spelling as the engine says it: the name of each letter, as
    /// it says a letter alone.
    struct Spelling {
        var word: String
        var letters: [String]

        /// Whether phonemes hold the spelling: the letters' names run together into one word
        /// ("vs" heard "vi:Es") or said one after another ("z. B." heard "tsEt be:").
        func isHeard(in words: [String]) -> Bool {
            words.contains(letters.joined()) || CopyCommandTests.contains(words, letters)
        }
    }

    /// The spellings of a language's listed words, from espeak-ng itself.
    static func spellings(locale: String) throws -> [Spelling] {
        let words = spelledWords[locale] ?? []
        let letters = words.flatMap { $0.filter(\.isLetter).map(String.init) }
        var names = try SpeechSynthesizer.phonemes(of: letters, locale: locale).map { normalized($0).joined() }[...]
        return words.map { word in
            let count = word.filter(\.isLetter).count
            defer { names = names.dropFirst(count) }
            return Spelling(word: word, letters: Array(names.prefix(count)))
        }
    }

    @Test(
        "No spoken line is heard spelling out a word of its language's list",
        arguments: CommandFixtures.shippedLocales)
    func noWordIsSpelledOut(locale: String) throws {
        try #require(
            Self.spelledWords[locale] != nil, "list the words espeak-ng would spell out in \(locale) in spelledWords")
        let lines = try #require(try Self.spokenLines(locale: locale)[locale])
        #expect(lines.count > 300)
        let spellings = try Self.spellings(locale: locale)
        let heard = try SpeechSynthesizer.phonemes(of: lines.map(\.text), locale: locale).map(Self.normalized)
        for (line, phonemes) in zip(lines, heard) {
            for spelling in spellings where spelling.isHeard(in: phonemes) {
                Issue.record(
                    "\(locale) \(line.key) [\(line.sample)]: '\(line.text)' is heard spelling '\(spelling.word)' (\(phonemes.joined(separator: " ")))"
                )
            }
        }
    }

    @Test(
        "espeak-ng's phonemes show a word spelled out, and the spelling is found",
        arguments: [
            ("en", "Up 12% vs last week", "Up 12% compared with last week", "vs"),
            ("fr", "à 23 h", "à 23 heures", "h"),
            ("es", "a las 11 p. m.", "a las 11 de la noche", "p. m."),
            ("ar", "الساعة 2 م", "الساعة 14", "م"),
        ])
    func spellingsAreFound(locale: String, spelled: String, said: String, word: String) throws {
        let spelling = try #require(try Self.spellings(locale: locale).first { $0.word == word })
        let heard = try SpeechSynthesizer.phonemes(of: [spelled, said], locale: locale).map(Self.normalized)
        #expect(spelling.isHeard(in: heard[0]), "\(heard[0]) \(spelling.letters)")
        #expect(!spelling.isHeard(in: heard[1]), "\(heard[1]) \(spelling.letters)")
    }

    /// The zero of the digits a locale writes numbers with (U+0030, or U+0660 for `ar-EG`).
    static func digitZero(of locale: String) -> UInt32 {
        0.formatted(.number.locale(Locale(identifier: locale))).unicodeScalars.first {
            $0.properties.numericType == .decimal
        }!.value
    }

    /// The zero of a decimal digit's system, or `nil` for any other character.
    static func zero(of scalar: Unicode.Scalar) -> UInt32? {
        guard scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue else { return nil }
        return scalar.value - UInt32(value)
    }

    /// A line without the caller's text it holds (isolated between FSI, LRI or RLI and PDI),
    /// which keeps its own digits: a file's "1.234", a series named "GOOG 2".
    static func withoutCallerText(_ text: String) -> String {
        var kept = String.UnicodeScalarView()
        var depth = 0
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x2066, 0x2067, 0x2068: depth += 1
            case 0x2069: depth = max(depth - 1, 0)
            default: if depth == 0 { kept.append(scalar) }
            }
        }
        return String(kept)
    }

    @Test(
        "Every spoken line writes its numbers in the locale's own digits, one system a line",
        arguments: CommandFixtures.shippedLocales + CommandFixtures.regionalVariants)
    func oneDigitSystem(locale: String) throws {
        let lines = try #require(try Self.spokenLines(locale: locale)[locale])
        let zero = Self.digitZero(of: locale)
        for line in lines {
            let others = Set(
                Self.withoutCallerText(line.text).unicodeScalars.compactMap(Self.zero).filter { $0 != zero })
            #expect(
                others.isEmpty,
                "\(locale) \(line.key) [\(line.sample)]: '\(line.text)' has digits of another system than the locale's")
        }
    }

    @Test(
        "Arabic spoken lines say the word for percent, never the sign espeak-ng leaves unsaid",
        arguments: ["ar", "ar-EG"])
    func arabicPercent(locale: String) throws {
        let lines = try #require(try Self.spokenLines(locale: locale)[locale])
        for line in lines {
            #expect(!line.text.contains("%") && !line.text.contains("\u{066A}"), "\(line.key): '\(line.text)'")
        }
        #expect(lines.contains { $0.key == "describe.change.up" && $0.text.contains("بالمئة") })
    }
}
