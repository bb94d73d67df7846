/// What `check` looks at and how strictly.
///
/// ```swift
/// var options = CheckOptions()
/// options.locales = ["de", "pl"]
/// options.spokenKeyPrefixes = ["a11y."]
/// ```
public struct CheckOptions: Hashable, Sendable {
    /// The locales to check; `nil` checks every locale that appears anywhere in the catalog.
    public var locales: [String]?

    /// Whether any finding, warnings included, fails the check.
    public var isStrict: Bool

    /// Whether every key is checked as spoken text, not only the tagged ones.
    public var treatsEveryKeyAsSpoken: Bool

    /// Keys starting with one of these are checked as spoken text, besides those whose comment
    /// carries ``spokenTag``.
    public var spokenKeyPrefixes: [String]

    /// The thresholds of the length checks.
    public var limits: CheckLimits

    /// Whether to check that each file is in Xcode's layout.
    public var checksLayout: Bool

    /// The least share of keys each locale must have translated; with any set, a missing
    /// value is a note and a locale below its minimum is an error.
    public var minimumCompleteness: CompletenessMinimums

    /// Words that stay the same in every language (brand names, product names), left out when
    /// counting the words of a translation identical to its source; lowercased.
    public var wordsKeptInTranslation: Set<String>

    /// Findings already known, not reported again; `nil` reports every finding.
    public var baseline: CheckBaseline?

    /// The language of the source text of `.strings` and `.stringsdict` tables (and XLIFF,
    /// over what its files say); `nil` takes the Xcode project's development region, else `en`.
    public var sourceLanguage: String?

    /// Checks turned off or set to another severity (a `.rangelens-check.json` file).
    public var configuration: CheckConfiguration

    /// How findings name the settings above when they advise one.
    public var settingWords: CheckSettingWords

    /// The tag in an entry's comment that marks its text as spoken.
    public static let spokenTag = "[spoken]"

    /// Creates options; the defaults check every locale, tagged keys as spoken, the documented
    /// limits, and the layout.
    public init(
        locales: [String]? = nil, isStrict: Bool = false, treatsEveryKeyAsSpoken: Bool = false,
        spokenKeyPrefixes: [String] = [], limits: CheckLimits = CheckLimits(), checksLayout: Bool = true,
        minimumCompleteness: CompletenessMinimums = CompletenessMinimums(), wordsKeptInTranslation: Set<String> = [],
        baseline: CheckBaseline? = nil, sourceLanguage: String? = nil,
        configuration: CheckConfiguration = CheckConfiguration(),
        settingWords: CheckSettingWords = CheckSettingWords()
    ) {
        self.locales = locales
        self.isStrict = isStrict
        self.treatsEveryKeyAsSpoken = treatsEveryKeyAsSpoken
        self.spokenKeyPrefixes = spokenKeyPrefixes
        self.limits = limits
        self.checksLayout = checksLayout
        self.minimumCompleteness = minimumCompleteness
        self.wordsKeptInTranslation = Set(wordsKeptInTranslation.map { $0.lowercased() })
        self.baseline = baseline
        self.sourceLanguage = sourceLanguage
        self.configuration = configuration
        self.settingWords = settingWords
    }

    /// Whether `comment` carries the spoken tag: a plain byte search, as this runs for every
    /// entry of a catalog.
    static func containsSpokenTag(_ comment: String) -> Bool {
        let tag = Array(spokenTag.utf8)
        var matched = 0
        for byte in comment.utf8 {
            matched = byte == tag[matched] ? matched + 1 : (byte == tag[0] ? 1 : 0)
            if matched == tag.count { return true }
        }
        return false
    }

    /// Whether an entry's text is heard through a speech engine.
    public func isSpoken(key: String, comment: String?) -> Bool {
        treatsEveryKeyAsSpoken || comment.map(Self.containsSpokenTag) == true
            || spokenKeyPrefixes.contains { key.hasPrefix($0) }
    }
}

extension Substring {
    /// The text without spaces around it.
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
