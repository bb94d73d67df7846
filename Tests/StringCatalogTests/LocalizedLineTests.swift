import Testing

@testable import StringCatalog

@Suite("Rendering an analysed localization")
struct LocalizedLineTests {
    func catalog() throws -> StringCatalog {
        try StringCatalog(parsing: Array(sampleCatalog.utf8), path: "Sample.xcstrings")
    }

    func number(_ value: Int) -> CatalogArgument {
        .number(DisplayedNumber(text: "\(value)", decimal: "\(value)"))
    }

    @Test(
        "A line made from an analysis renders as one made from the localization",
        arguments: [
            ("days", "pl"), ("days", "ar"), ("trend", "en"), ("range", "de"),
        ])
    func fromAnalysis(key: String, locale: String) throws {
        let localization = try #require(try catalog()[key]?.localizations[locale])
        let analysis = AnalyzedLocalization(key: key, locale: locale, localization: localization)
        let fromAnalysis = try LocalizedLine(analysis)
        let direct = try LocalizedLine(key: key, locale: locale, localization: localization)
        let rules = try PluralRules(locale: locale)
        for count in [0, 1, 2, 5, 22, 101] {
            let arguments = [number(count), number(count)]
            #expect(try fromAnalysis.render(arguments, rules: rules) == direct.render(arguments, rules: rules))
        }
        #expect(fromAnalysis.argumentKinds == direct.argumentKinds)
        #expect(fromAnalysis.analysis === analysis)
    }

    @Test("A value that does not parse refuses the line with the parser's message")
    func unparsableValue() throws {
        let localization = Localization(
            offset: 0, stringUnit: StringUnit(offset: 0, state: "translated", value: "50% %n done", valueOffset: 0),
            variations: nil,
            substitutions: [])
        let analysis = AnalyzedLocalization(key: "k", locale: "en", localization: localization)
        #expect(analysis.problems.map(\.kind) == [.unparsableValue])
        #expect {
            _ = try LocalizedLine(analysis)
        } throws: { error in
            (error as? LineError)?.message == analysis.problems.first?.message
        }
    }

    @Test("A value read as plain text renders as written, percent signs and all")
    func plainText() throws {
        let localization = Localization(
            offset: 0, stringUnit: StringUnit(offset: 0, state: "translated", value: "Test 50% off %%", valueOffset: 0),
            variations: nil, substitutions: [])
        let line = try LocalizedLine(
            AnalyzedLocalization(key: "k", locale: "en", localization: localization, reading: .plainText))
        #expect(try line.render([], rules: try PluralRules(locale: "en")) == "Test 50% off %%")
    }
}
