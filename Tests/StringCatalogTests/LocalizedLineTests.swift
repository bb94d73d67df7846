import Testing

@testable import StringCatalog

@Suite("Preparing lines from parsed values")
struct LocalizedLineTests {
    func catalog() throws -> StringCatalog {
        try StringCatalog(parsing: Array(sampleCatalog.utf8), path: "Sample.xcstrings")
    }

    @Test("A line prepared from templates parsed beforehand renders as one that parses its values", arguments: [
        ("days", "pl"), ("days", "ar"), ("trend", "en"), ("range", "de"),
    ])
    func preparsedTemplates(key: String, locale: String) throws {
        let localization = try #require(try catalog()[key]?.localizations[locale])
        var asked: [(String, Bool)] = []
        let prepared = try LocalizedLine(key: key, locale: locale, localization: localization) {
            unit, allowsSubstitutionArgument throws(FormatTemplateError) in
            asked.append((unit.value, allowsSubstitutionArgument))
            return try FormatTemplate(parsing: unit.value, allowsSubstitutionArgument: allowsSubstitutionArgument)
        }
        let parsed = try LocalizedLine(key: key, locale: locale, localization: localization)
        let rules = try PluralRules(locale: locale)
        for count in [0, 1, 2, 5, 22, 101] {
            let arguments: [CatalogArgument] = [
                .number(DisplayedNumber(text: "\(count)", decimal: "\(count)")), .number(DisplayedNumber(text: "\(count)", decimal: "\(count)")),
            ]
            #expect(try prepared.render(arguments, rules: rules) == parsed.render(arguments, rules: rules))
        }
        #expect(prepared.argumentKinds == parsed.argumentKinds)
        #expect(!asked.isEmpty)
        #expect(asked.allSatisfy { !$0.1 } == (key != "trend"))
    }

    @Test("A value that does not parse fails the line with the parser's message")
    func failingTemplate() throws {
        let localization = try #require(try catalog()["range"]?.localizations["de"])
        #expect {
            _ = try LocalizedLine(key: "range", locale: "de", localization: localization) { _, _ throws(FormatTemplateError) in
                throw FormatTemplateError(reason: .loneTrailingPercent, scalarOffset: 3)
            }
        } throws: { error in
            (error as? LineError)?.message == FormatTemplateError(reason: .loneTrailingPercent, scalarOffset: 3).description
        }
    }
}
