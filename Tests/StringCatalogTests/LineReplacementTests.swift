import Testing

@testable import StringCatalog

@Suite("Holding a replacement to the line it replaces")
struct LineReplacementTests {
    func analysis(
        _ value: String?, plural: KeyValuePairs<String, String>? = nil, locale: String = "en"
    ) -> AnalyzedLocalization {
        AnalyzedLocalization(
            key: "k", locale: locale, localization: AnalyzedLocalizationTests.localization(value, plural: plural))
    }

    let readout = AnalyzedLocalization(
        key: "k", locale: "en", localization: AnalyzedLocalizationTests.localization("%1$@ %2$@ %3$@, %4$@"))

    @Test("A replacement with the line's arguments, in any order, is accepted")
    func accepted() {
        #expect(analysis("%4$@: %1$@ %2$@ %3$@").problems(replacing: readout, coverage: nil) == [])
    }

    @Test(
        "What a replacement gets wrong is said",
        arguments: [
            (
                "hello",
                "leaves out argument 1 ('%1$@'), argument 2 ('%2$@'), argument 3 ('%3$@') and argument 4 ('%4$@')"
            ),
            ("%1$@ %@ %3$@, %4$@", "mixes numbered and plain placeholders"),
            ("%1$@ %2$@ %3$@, %4$@ %5$@", "'%5$@' uses argument 5, but this line is given 4 arguments"),
            ("%1$lld %2$@ %3$@, %4$@", "argument 1 is text; write it as %1$@"),
            ("%1$@ %2$@ %3$@,\u{0} %4$@", "control character U+0000"),
            ("\u{202E}%1$@ %2$@ %3$@, %4$@", "control character U+202E"),
            ("%1$@ %2$@ %3$@, %4$@ 50%", "a lone '%' at the end"),
        ])
    func refused(value: String, problem: String) {
        let problems = analysis(value).problems(replacing: readout, coverage: nil)
        #expect(problems.contains { $0.contains(problem) }, "\(problems)")
    }

    @Test("A plural form may leave out its number only where its category is that one number")
    func pluralForms() throws {
        let line = analysis(nil, plural: ["one": "%lld day", "other": "%lld days"])
        let english = PluralCoverage(rules: try PluralRules(locale: "en"))
        #expect(
            analysis(nil, plural: ["one": "one day", "other": "%lld days"]).problems(replacing: line, coverage: english)
                == [])
        #expect(
            !analysis(nil, plural: ["one": "one day", "other": "days"]).problems(replacing: line, coverage: english)
                .isEmpty)
        let french = PluralCoverage(rules: try PluralRules(locale: "fr"))
        let frenchLine = analysis(nil, plural: ["one": "un jour", "other": "%lld jours"], locale: "fr")
        #expect(!frenchLine.problems(replacing: line, coverage: french).isEmpty)
        let withZero = analysis(
            nil, plural: ["zero": "aucun jour", "one": "un jour", "other": "%lld jours"], locale: "fr")
        #expect(withZero.problems(replacing: line, coverage: french) == [])
    }
}
