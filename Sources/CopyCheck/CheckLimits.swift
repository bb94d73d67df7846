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
