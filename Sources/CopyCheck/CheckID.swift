/// The stable name of one check, such as `plural.missing-category`.
///
/// Ids never change meaning once published: reports, SARIF rule ids and suppressions refer to
/// them. Each has a ``CheckDefinition`` with its severity and a description for people.
public struct CheckID: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The id as written in reports.
    public let rawValue: String

    /// Creates an id from its text.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The id as written in reports.
    public var description: String { rawValue }

    /// Ids in alphabetical order.
    public static func < (lhs: CheckID, rhs: CheckID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The check's definition, when the id is one this module defines.
    public var definition: CheckDefinition? {
        CheckDefinition.byID[self]
    }
}

extension CheckID {
    // Files.
    /// `file.unreadable`: The catalog file does not exist or cannot be read.
    public static let unreadableFile = CheckID(rawValue: "file.unreadable")
    /// `file.unknown-kind`: A file of a kind the check does not read.
    public static let unknownKind = CheckID(rawValue: "file.unknown-kind")

    // Structure.
    /// `structure.invalid-json`: The file is not valid JSON.
    public static let invalidJSON = CheckID(rawValue: "structure.invalid-json")
    /// `structure.invalid-syntax`: A `.strings`, `.stringsdict` or XLIFF file that is not valid text of its format.
    public static let invalidSyntax = CheckID(rawValue: "structure.invalid-syntax")
    /// `structure.not-a-catalog`: The file is JSON but not a String Catalog.
    public static let notACatalog = CheckID(rawValue: "structure.not-a-catalog")
    /// `structure.missing-source-language`: The catalog has no `sourceLanguage`.
    public static let missingSourceLanguage = CheckID(rawValue: "structure.missing-source-language")
    /// `structure.wrong-type`: A field holds the wrong kind of JSON value.
    public static let wrongType = CheckID(rawValue: "structure.wrong-type")
    /// `structure.missing-field`: A required field is missing.
    public static let missingField = CheckID(rawValue: "structure.missing-field")
    /// `structure.unknown-field`: A field the format does not define.
    public static let unknownField = CheckID(rawValue: "structure.unknown-field")
    /// `structure.unknown-state`: A string unit's `state` is not one Xcode knows.
    public static let unknownState = CheckID(rawValue: "structure.unknown-state")
    /// `structure.unknown-extraction-state`: An entry's `extractionState` is not one Xcode knows.
    public static let unknownExtractionState = CheckID(rawValue: "structure.unknown-extraction-state")
    /// `structure.duplicate-key`: A key written twice in one JSON object.
    public static let duplicateKey = CheckID(rawValue: "structure.duplicate-key")
    /// `structure.control-character`: A value holding a control character (ESC, BEL, NUL…).
    public static let controlCharacter = CheckID(rawValue: "structure.control-character")
    /// `structure.unknown-plural-category`: A plural variation that is not a CLDR category.
    public static let unknownPluralCategory = CheckID(rawValue: "structure.unknown-plural-category")
    /// `structure.missing-substitution`: A `%#@name@` token without its substitution.
    public static let missingSubstitution = CheckID(rawValue: "structure.missing-substitution")
    /// `structure.unused-substitution`: A substitution no token uses.
    public static let unusedSubstitution = CheckID(rawValue: "structure.unused-substitution")
    /// `structure.substitution-mismatch`: A substitution's `argNum` or `formatSpecifier` differs between languages.
    public static let substitutionMismatch = CheckID(rawValue: "structure.substitution-mismatch")

    // Completeness.
    /// `completeness.missing-translation`: A target locale has no value for a key.
    public static let missingTranslation = CheckID(rawValue: "completeness.missing-translation")
    /// `completeness.empty-value`: An empty or whitespace-only value.
    public static let emptyValue = CheckID(rawValue: "completeness.empty-value")
    /// `completeness.state-new`: A translation in state `new`.
    public static let stateNew = CheckID(rawValue: "completeness.state-new")
    /// `completeness.needs-review`: A value in state `needs_review`.
    public static let needsReview = CheckID(rawValue: "completeness.needs-review")
    /// `completeness.stale`: A stale key.
    public static let stale = CheckID(rawValue: "completeness.stale")
    /// `completeness.below-minimum`: A locale less complete than the minimum asked for.
    public static let belowMinimum = CheckID(rawValue: "completeness.below-minimum")

    // Placeholders.
    /// `placeholder.missing`: A placeholder of the source missing from a translation.
    public static let missingPlaceholder = CheckID(rawValue: "placeholder.missing")
    /// `placeholder.extra`: A placeholder for an argument the source does not pass.
    public static let extraPlaceholder = CheckID(rawValue: "placeholder.extra")
    /// `placeholder.type-mismatch`: A placeholder of another type than the source's.
    public static let placeholderTypeMismatch = CheckID(rawValue: "placeholder.type-mismatch")
    /// `placeholder.intent-parameter`: An App Intents parameter (`${name}`) renamed, dropped or added.
    public static let intentParameter = CheckID(rawValue: "placeholder.intent-parameter")
    /// `placeholder.mixed-positional`: Numbered and plain placeholders mixed in one value.
    public static let mixedPositional = CheckID(rawValue: "placeholder.mixed-positional")
    /// `placeholder.bare-percent`: A percent sign that is not a placeholder.
    public static let barePercent = CheckID(rawValue: "placeholder.bare-percent")
    /// `placeholder.unknown-directive`: Something after `%` that is not a placeholder, or a likely typo of one.
    public static let unknownDirective = CheckID(rawValue: "placeholder.unknown-directive")

    // Plurals.
    /// `plural.missing-category`: A plural form the language needs is missing.
    public static let missingPluralCategory = CheckID(rawValue: "plural.missing-category")
    /// `plural.missing-large-number-category`: The form a language uses only for very large numbers is missing.
    public static let missingLargeNumberCategory = CheckID(rawValue: "plural.missing-large-number-category")
    /// `plural.other-stands-for-many`: `many` left out where `other` was written for its numbers.
    public static let otherStandsForMany = CheckID(rawValue: "plural.other-stands-for-many")
    /// `plural.unused-category`: A plural form the language never uses.
    public static let unusedPluralCategory = CheckID(rawValue: "plural.unused-category")
    /// `plural.number-dropped`: A plural form leaves out a number its category shares with other numbers.
    public static let numberDropped = CheckID(rawValue: "plural.number-dropped")
    /// `plural.render-failed`: A plural entry fails to render with a sample number.
    public static let renderFailed = CheckID(rawValue: "plural.render-failed")
    /// `plural.unreachable-form`: A needed plural form that no number selects.
    public static let unreachableForm = CheckID(rawValue: "plural.unreachable-form")

    // Speech.
    /// `speech.range-dash`: A dash or tilde between numbers or dates in spoken text.
    public static let rangeDash = CheckID(rawValue: "speech.range-dash")
    /// `speech.abbreviation`: An abbreviated month or unit in spoken text.
    public static let abbreviation = CheckID(rawValue: "speech.abbreviation")
    /// `speech.symbol`: A symbol or emoji in spoken text.
    public static let symbol = CheckID(rawValue: "speech.symbol")
    /// `speech.spelled-abbreviation`: An abbreviation speech engines spell out, in spoken text.
    public static let spelledOutAbbreviation = CheckID(rawValue: "speech.spelled-abbreviation")
    /// `speech.percent-sign`: A percent sign in Arabic spoken text.
    public static let percentSign = CheckID(rawValue: "speech.percent-sign")
    /// `speech.mixed-digits`: Two digit systems in one value, or digits typed where regions write others.
    public static let mixedDigits = CheckID(rawValue: "speech.mixed-digits")
    /// `speech.bare-clock-time`: A clock time ("23:00") that no word marks as a time, in spoken text.
    public static let bareClockTime = CheckID(rawValue: "speech.bare-clock-time")
    /// `speech.bare-minus`: A minus sign before a number, which engines do not say, in spoken text.
    public static let bareMinus = CheckID(rawValue: "speech.bare-minus")
    /// `speech.no-break-grouping`: Digits grouped with a no-break space, in spoken text.
    public static let noBreakGrouping = CheckID(rawValue: "speech.no-break-grouping")

    // Bidirectional text.
    /// `bidi.unbalanced-isolate`: Directional isolates that do not pair up.
    public static let unbalancedIsolate = CheckID(rawValue: "bidi.unbalanced-isolate")
    /// `bidi.unbalanced-embedding`: Directional embeddings or overrides that do not pair up.
    public static let unbalancedEmbedding = CheckID(rawValue: "bidi.unbalanced-embedding")
    /// `bidi.direction-mark`: A direction mark in a left-to-right language's value.
    public static let directionMark = CheckID(rawValue: "bidi.direction-mark")
    /// `bidi.caller-text-not-isolated`: A placeholder holding the caller's text, not isolated in a right-to-left value.
    public static let callerTextNotIsolated = CheckID(rawValue: "bidi.caller-text-not-isolated")

    // Length.
    /// `length.announcement`: A spoken line longer than the limit once rendered.
    public static let announcementTooLong = CheckID(rawValue: "length.announcement")
    /// `length.expansion`: A translation far longer than its source.
    public static let translationExpansion = CheckID(rawValue: "length.expansion")

    // Review.
    /// `review.same-as-source`: A translation word for word the source, marked translated.
    public static let sameAsSource = CheckID(rawValue: "review.same-as-source")
    /// `review.other-keys-text`: A translation that is another key's text, pasted in.
    public static let otherKeysText = CheckID(rawValue: "review.other-keys-text")
    /// `review.key-as-value`: A value that is the key or an Interface Builder object ID.
    public static let keyAsValue = CheckID(rawValue: "review.key-as-value")
    /// `review.whitespace`: Leading or trailing whitespace that differs from the source.
    public static let edgeWhitespace = CheckID(rawValue: "review.whitespace")
    /// `review.line-breaks`: Line breaks inside a value that differ from the source.
    public static let lineBreaks = CheckID(rawValue: "review.line-breaks")
    /// `review.escape`: An escape typed as text, or a tab lost.
    public static let escape = CheckID(rawValue: "review.escape")
    /// `review.markdown`: Markdown emphasis or a link left unbalanced.
    public static let markdown = CheckID(rawValue: "review.markdown")
    /// `review.final-punctuation`: The source's final punctuation mark dropped.
    public static let finalPunctuation = CheckID(rawValue: "review.final-punctuation")

    // Layout.
    /// `layout.not-xcode-layout`: A file not in Xcode's layout.
    public static let notXcodeLayout = CheckID(rawValue: "layout.not-xcode-layout")
}
