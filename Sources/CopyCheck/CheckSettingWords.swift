/// The words a finding uses for a setting of the check it advises, as whoever offers the
/// setting names it: an app its own controls, the command line its options.
///
/// The defaults name each setting itself ("list the words that stay the same in every language
/// with the words kept in translation"); the command line gives its options instead ("… with
/// --keep-words").
public struct CheckSettingWords: Hashable, Sendable {
    /// The setting of ``CheckOptions/wordsKeptInTranslation``.
    public var wordsKeptInTranslation: String

    /// Creates the words; each defaults to the setting's own name.
    public init(wordsKeptInTranslation: String = "the words kept in translation") {
        self.wordsKeptInTranslation = wordsKeptInTranslation
    }
}
