import JSONSyntax
import StringCatalog

/// One locale's text of an entry under check: its analysis, the source's, and what the rules
/// ask about the entry and the locale.
///
/// The check families read this and nothing else of the entry: adding a family means adding a
/// method that takes a `TextUnderCheck` (see docs/copy-check.md, "Adding a check").
final class TextUnderCheck {
    /// The entry.
    let entry: CatalogEntry
    /// This locale's text, analysed.
    let text: AnalyzedLocalization
    /// The source language's text (the key itself when the source has no value).
    let source: AnalyzedLocalization
    /// Whether this is the source language's own text.
    let isSource: Bool
    /// Whether the entry is heard through a speech engine.
    let isSpoken: Bool
    /// What the checks know about the locale.
    let locale: LocaleInfo
    /// What the checks know about the source language.
    let sourceLocale: LocaleInfo

    /// The source unit each unit translates, worked out once, by index into the text's units.
    let counterparts: [TextUnit?]

    init(
        entry: CatalogEntry, text: AnalyzedLocalization, source: AnalyzedLocalization, isSource: Bool, isSpoken: Bool,
        locale: LocaleInfo, sourceLocale: LocaleInfo
    ) {
        self.entry = entry
        self.text = text
        self.source = source
        self.isSource = isSource
        self.isSpoken = isSpoken
        self.locale = locale
        self.sourceLocale = sourceLocale
        counterparts = isSource ? text.units : text.units.map { source.counterpart(of: $0, in: text) }
    }

    var key: String { entry.key }
    var localeCode: String { text.locale }

    /// The source unit that `unit` (one of this text's) translates.
    func counterpart(of unit: TextUnit) -> TextUnit? {
        for (index, candidate) in text.units.enumerated() where candidate === unit { return counterparts[index] }
        return nil
    }
}
