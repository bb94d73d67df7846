import StringCatalog

/// The spoken-text rules, in the order their findings are reported.
enum SpokenTextRules {
    static let all: [any SpokenTextRule] = [
        RangeDashRule(),
        AbbreviatedWordRule(),
        SpelledOutAbbreviationRule(),
        SymbolRule(),
        PercentSignRule(),
        MixedDigitsRule(),
        BareClockTimeRule(),
        BareMinusRule(),
        NoBreakGroupingRule(),
    ]
}
