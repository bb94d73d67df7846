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

    /// The tag in an entry's comment that marks its text as spoken.
    public static let spokenTag = "[spoken]"

    /// Creates options; the defaults check every locale, tagged keys as spoken, the documented
    /// limits, and the layout.
    public init(
        locales: [String]? = nil, isStrict: Bool = false, treatsEveryKeyAsSpoken: Bool = false,
        spokenKeyPrefixes: [String] = [], limits: CheckLimits = CheckLimits(), checksLayout: Bool = true
    ) {
        self.locales = locales
        self.isStrict = isStrict
        self.treatsEveryKeyAsSpoken = treatsEveryKeyAsSpoken
        self.spokenKeyPrefixes = spokenKeyPrefixes
        self.limits = limits
        self.checksLayout = checksLayout
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

/// The thresholds of the length checks.
public struct CheckLimits: Hashable, Sendable {
    /// The longest a spoken line may be once rendered, in characters.
    public var announcementCharacters: Int

    /// How many times longer than its source a translation may be.
    public var expansionRatio: Double

    /// Sources shorter than this (in characters) are not checked for expansion: short labels
    /// grow a lot in translation without anything being wrong.
    public var expansionMinimumSourceCharacters: Int

    /// The text that stands for a `%@` argument when a line is rendered to measure it.
    public var sampleTextArgument: String

    /// Creates limits: 150 characters, twice the source from 20 characters, and a 12-character
    /// sample text.
    public init(
        announcementCharacters: Int = 150, expansionRatio: Double = 2.0, expansionMinimumSourceCharacters: Int = 30,
        sampleTextArgument: String = "14 September"
    ) {
        self.announcementCharacters = announcementCharacters
        self.expansionRatio = expansionRatio
        self.expansionMinimumSourceCharacters = expansionMinimumSourceCharacters
        self.sampleTextArgument = sampleTextArgument
    }
}
