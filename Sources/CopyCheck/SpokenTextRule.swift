import StringCatalog

/// A rule about text heard through a speech engine: something a speech engine reads wrongly,
/// in the languages the rule knows about.
///
/// The rules run on every value of a spoken key (a key whose comment holds `[spoken]`, or that
/// matches `--spoken-prefix`, or every key with `--all-spoken`), in every locale the rule
/// applies to. Each rule reports under its own check id.
///
/// Adding a rule for some languages is three steps: a type conforming to this protocol (in
/// this file or one beside it), a line in ``SpokenTextRules/all``, and a check id with its
/// definition and documentation (`CheckID.swift`, docs/copy-check.md).
///
/// ```swift
/// struct PercentSignRule: SpokenTextRule {
///     let check = CheckID.percentSign
///     func applies(to locale: LocaleInfo) -> Bool { locale.language == "ar" }
///     func problems(in text: SpokenText, locale: LocaleInfo) -> [String] {
///         text.tokens.contains(.character("%")) ? ["'%' is not read in Arabic; write بالمئة"] : []
///     }
/// }
/// ```
protocol SpokenTextRule: Sendable {
    /// The check the rule reports under.
    var check: CheckID { get }
    /// Whether the rule applies to a locale's text.
    func applies(to locale: LocaleInfo) -> Bool
    /// What the rule finds in one value, a message each (at most one message is usual: the
    /// value is reported once per rule).
    func problems(in text: SpokenText, locale: LocaleInfo) -> [String]
}
