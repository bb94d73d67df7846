import StringCatalog
import Testing

@testable import CopyCheck

@Suite struct LocaleLibraryTests {
    @Test func aLocaleIsWorkedOutOnceAndSharedByEveryAsker() async {
        let library = LocaleLibrary()
        let infos = await withTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<8 { group.addTask { ObjectIdentifier(library.info(for: "pl")) } }
            return await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }
        #expect(infos.count == 1)
        #expect(library.info(for: "pl") !== library.info(for: "ru"))
    }

    @Test func aLocaleKnowsItsRulesNameAndDirection() throws {
        let library = LocaleLibrary()
        let polish = library.info(for: "pl")
        #expect(polish.rules?.categories == [.one, .few, .many, .other])
        #expect(polish.name == "Polish (pl)")
        #expect(!polish.isRightToLeft)
        #expect(library.info(for: "ar").isRightToLeft)
        // ICU has no rules for an unknown language and falls back to the root's: only `other`.
        #expect(library.info(for: "xx-nonsense").rules?.categories == [.other])
    }

    @Test func categoryFactsGiveEachCategorysFirstNumbers() throws {
        let facts = LocaleLibrary().info(for: "pl").categoryFacts
        #expect(facts[.few]?.integerExamples == [2, 3, 4, 22, 23, 24, 32, 33])
        #expect(facts[.few]?.examplesText == "2, 3, 4, 22…")
        #expect(facts[.other]?.integerExamples == [])
        #expect(facts[.other]?.decimalExamples == ["0.0", "0.1", "0.2", "0.3"])
        let french = LocaleLibrary().info(for: "fr").categoryFacts
        #expect(french[.many]?.isForLargeNumbersOnly == true)
        #expect(french[.many]?.examplesText == "1,000,000 and other large round numbers")
    }
}
