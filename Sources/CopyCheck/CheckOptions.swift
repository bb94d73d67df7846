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

    /// The tag in an entry's comment that marks its text as spoken.
    public static let spokenTag = "[spoken]"

    /// Creates options; the defaults check every locale, tagged keys as spoken, the documented
    /// limits, and the layout.
    public init(
        locales: [String]? = nil, isStrict: Bool = false, treatsEveryKeyAsSpoken: Bool = false,
        spokenKeyPrefixes: [String] = [], limits: CheckLimits = CheckLimits(), checksLayout: Bool = true,
        minimumCompleteness: CompletenessMinimums = CompletenessMinimums(), wordsKeptInTranslation: Set<String> = [],
        baseline: CheckBaseline? = nil
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

    /// How many times wider than its source a translation may be (in display columns: a
    /// Chinese, Japanese or Korean character takes two).
    public var expansionRatio: Double

    /// Sources narrower than this (in display columns) are not checked for expansion: short
    /// labels grow a lot in translation without anything being wrong.
    public var expansionMinimumSourceCharacters: Int

    /// The text that stands for a `%@` argument when a line is rendered to measure it.
    public var sampleTextArgument: String

    /// Creates limits: 150 characters, twice the source's width from 30 columns, and a
    /// 12-character sample text.
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

/// The least share of keys each locale must have translated and reviewed, as
/// `--min-complete de=100,fr=95` gives it; `*` stands for every locale not named.
///
/// ```swift
/// let minimums = try CompletenessMinimums(parsing: "de=100,fr=95,*=80")
/// minimums.minimum(for: "de")   // 100
/// minimums.minimum(for: "ja")   // 80
/// ```
public struct CompletenessMinimums: Hashable, Sendable {
    /// The minimum of each named locale, in percent, in the order given.
    public private(set) var byLocale: [(locale: String, percent: Double)] = []
    /// The minimum of every other locale, in percent (`*=80`).
    public private(set) var others: Double?

    /// No minimum.
    public init() {}

    /// Minimums by locale.
    public init(_ byLocale: [(locale: String, percent: Double)], others: Double? = nil) {
        self.byLocale = byLocale
        self.others = others
    }

    /// Reads `de=100,fr=95,*=80`.
    ///
    /// - Throws: ``CompletenessMinimumsError`` naming the part that is not `LOCALE=PERCENT`
    ///   with a percentage from 0 to 100.
    public init(parsing text: String) throws(CompletenessMinimumsError) {
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let pieces = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = pieces.first.map { $0.trimmingSpaces } ?? ""
            guard pieces.count == 2, !name.isEmpty, let percent = Double(pieces[1].trimmingSpaces), percent >= 0, percent <= 100
            else {
                throw CompletenessMinimumsError(part: String(part))
            }
            if name == "*" {
                others = percent
            } else if let index = byLocale.firstIndex(where: { $0.locale == name }) {
                byLocale[index].percent = percent
            } else {
                byLocale.append((name, percent))
            }
        }
    }

    /// Whether no minimum is set.
    public var isEmpty: Bool { byLocale.isEmpty && others == nil }

    /// The locales named.
    public var locales: [String] { byLocale.map(\.locale) }

    /// The minimum for a locale, in percent, if any.
    public func minimum(for locale: String) -> Double? {
        byLocale.first { $0.locale == locale }?.percent ?? others
    }

    public static func == (lhs: CompletenessMinimums, rhs: CompletenessMinimums) -> Bool {
        lhs.others == rhs.others && lhs.byLocale.elementsEqual(rhs.byLocale) { $0.locale == $1.locale && $0.percent == $1.percent }
    }

    public func hash(into hasher: inout Hasher) {
        for (locale, percent) in byLocale {
            hasher.combine(locale)
            hasher.combine(percent)
        }
        hasher.combine(others)
    }
}

/// A `--min-complete` list that cannot be read.
public struct CompletenessMinimumsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The part that is not `LOCALE=PERCENT`.
    public var part: String

    /// What is wrong, for a person.
    public var description: String {
        "'\(part)' is not LOCALE=PERCENT with a percentage from 0 to 100 (such as de=100,fr=95, or *=90 for every other locale)"
    }
}

extension Substring {
    /// The text without spaces around it.
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
