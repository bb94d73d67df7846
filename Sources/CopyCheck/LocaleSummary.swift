/// How far one locale's translation of a catalog has come.
public struct LocaleSummary: Hashable, Sendable {
    /// The locale.
    public var locale: String
    /// The keys that need a value in this locale (not stale, not `shouldTranslate: false`).
    public var total: Int
    /// Keys with a reviewed, non-empty value.
    public var translated: Int
    /// Keys with no value, or an empty one.
    public var missing: Int
    /// Keys whose value is `new`, `needs_review` or `stale`.
    public var needingReview: Int

    /// Creates a summary.
    public init(locale: String, total: Int, translated: Int, missing: Int, needingReview: Int) {
        self.locale = locale
        self.total = total
        self.translated = translated
        self.missing = missing
        self.needingReview = needingReview
    }

    /// The share of keys translated, from 0 to 100; 100 when there is nothing to translate.
    public var percentComplete: Double {
        total == 0 ? 100 : Double(translated) * 100 / Double(total)
    }
}
