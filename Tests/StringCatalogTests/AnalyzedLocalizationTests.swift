import Testing

@testable import StringCatalog

@Suite("Analysing a localization once")
struct AnalyzedLocalizationTests {
    static func unit(_ value: String) -> StringUnit {
        StringUnit(offset: 0, state: "translated", value: value, valueOffset: 0)
    }

    static func plural(_ forms: KeyValuePairs<String, String>) -> Variations {
        var read: [String: Localization] = [:]
        for (name, value) in forms {
            read[name] = Localization(offset: 0, stringUnit: unit(value), variations: nil, substitutions: [])
        }
        return Variations(offset: 0, plural: read, device: nil)
    }

    static func localization(
        _ value: String?, plural forms: KeyValuePairs<String, String>? = nil, substitutions: [Substitution] = []
    ) -> Localization {
        Localization(
            offset: 0, stringUnit: value.map(unit), variations: forms.map(plural), substitutions: substitutions)
    }

    static func substitution(
        _ name: String, argNum: Int?,
        _ forms: KeyValuePairs<String, String> = ["one": "%arg post", "other": "%arg posts"]
    ) -> Substitution {
        Substitution(name: name, offset: 0, argumentNumber: argNum, formatSpecifier: "lld", variations: plural(forms))
    }

    func analysis(_ localization: Localization, reference: AnalyzedLocalization? = nil) -> AnalyzedLocalization {
        AnalyzedLocalization(key: "k", locale: "en", localization: localization, reference: reference)
    }

    @Test(
        "A substitution without argNum takes the place of its token, skipping numbered arguments",
        arguments: [
            ("%@ liked %#@count@", 2), ("%#@count@ by %@", 1), ("Rising about %1$@ across %#@count@.", 2),
            ("%#@count@で約%1$@増加", 2), ("%#@count@", 1), ("%1$@, %2$@: %#@count@", 3),
            // A numbered token counts with its number, as Xcode exports a catalog's tokens.
            ("%1$@ [%2$#@count@]", 2), ("%3$#@count@ by %1$@", 3), ("%2$#@count@ by %@", 2),
        ])
    func tokenPlaces(value: String, argument: Int) {
        let analysis = analysis(Self.localization(value, substitutions: [Self.substitution("count", argNum: nil)]))
        #expect(analysis.substitutions.first?.argument == argument)
        #expect(analysis.pluralSets.first?.selector == argument)
        #expect(analysis.units.filter(\.isSubstitutionForm).allSatisfy { $0.arguments[argument] != nil })
        #expect(analysis.problems.isEmpty)
    }

    @Test("An argNum decides, and the token still takes a place for the plain placeholders after it")
    func declaredArgument() {
        let analysis = analysis(
            Self.localization("%#@count@ by %@", substitutions: [Self.substitution("count", argNum: 2)]))
        #expect(analysis.substitutions.first?.argument == 2)
        #expect(analysis.units[0].placeholders.map(\.argument) == [2, 2])
    }

    @Test("A plain conversion in a substitution's form shows the substitution's argument, as %arg does")
    func plainConversionInAForm() {
        let analysis = analysis(
            Self.localization(
                "%@ liked %#@count@",
                substitutions: [Self.substitution("count", argNum: nil, ["one": "%lld post", "other": "%lld posts"])]))
        #expect(analysis.units.filter(\.isSubstitutionForm).allSatisfy { $0.arguments.map(\.number) == [2] })
    }

    @Test("A key's own forms are chosen by the first number their other form shows")
    func ownSelector() {
        let analysis = analysis(
            Self.localization(nil, plural: ["one": "%1$@: one file", "other": "%1$@: %2$lld files"]))
        #expect(analysis.pluralSets.first?.selector == 2)
        #expect(analysis.pluralSets.first?.selectorOrigin == .ownNumber)
        #expect(analysis.pluralSets.first?.selectorDisplay == .wholeNumber)
    }

    @Test("Forms that show no number count with the source's number, else with the first argument")
    func selectorFromTheSource() {
        let source = analysis(
            Self.localization(nil, plural: ["one": "%1$@ has %2$lld file", "other": "%1$@ has %2$lld files"]))
        let translation = analysis(
            Self.localization(nil, plural: ["one": "%1$@ hat eine Datei", "other": "%1$@ hat Dateien"]),
            reference: source)
        #expect(translation.pluralSets.first?.selector == 2)
        #expect(translation.pluralSets.first?.selectorOrigin == .source)
        let unitWords = analysis(Self.localization(nil, plural: ["one": "step", "other": "steps"]))
        #expect(unitWords.pluralSets.first?.selector == 1)
        #expect(unitWords.pluralSets.first?.selectorOrigin == .firstArgument)
    }

    @Test("A decimal placeholder's display is its number of decimals")
    func decimalDisplay() {
        let analysis = analysis(Self.localization(nil, plural: ["one": "%.1f mile", "other": "%.1f miles"]))
        #expect(analysis.pluralSets.first?.selectorDisplay == .decimal(fractionDigits: 1))
    }

    @Test("A renamed substitution is matched with the source's by the argument it counts with")
    func renamedSubstitution() throws {
        let source = analysis(
            Self.localization("%1$@ liked %#@count@", substitutions: [Self.substitution("count", argNum: 2)]))
        let german = analysis(
            Self.localization(
                "%#@anzahl@ gefallen %1$@",
                substitutions: [
                    Self.substitution("anzahl", argNum: 2, ["one": "%arg Beitrag", "other": "%arg Beiträge"])
                ]),
            reference: source)
        let form = try #require(german.units.first { $0.substitution == "anzahl" && $0.category == .one })
        let counterpart = try #require(source.counterpart(of: form, in: german))
        #expect(counterpart.substitution == "count")
        #expect(counterpart.category == .one)
    }

    @Test("What keeps a localization from rendering is listed in the order it is met: the value, then its forms")
    func problems() {
        let analysis = analysis(Self.localization("50% %#@missing@", plural: ["one": "a", "single": "b"]))
        #expect(analysis.problems.map(\.kind) == [.unparsableValue, .unknownCategory, .missingOtherForm])
        let tokens = self.analysis(Self.localization("%#@gone@ and %#@gone@"))
        #expect(tokens.problems.map(\.kind) == [.missingSubstitution])
    }

    @Test("The key can stand for the source text")
    func keyStandingIn() {
        let analysis = AnalyzedLocalization(keyStandingIn: "%lld steps", offset: 7, locale: "en")
        #expect(analysis.units.map(\.offset) == [7])
        #expect(analysis.arguments.map(\.number) == [1])
        #expect(analysis.localization == nil)
        let text = AnalyzedLocalization(keyStandingIn: "50% off", offset: 7, locale: "en", reading: .plainText)
        #expect(text.problems.isEmpty)
        #expect(text.units[0].placeholders.isEmpty)
    }
}
