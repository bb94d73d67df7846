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

    @Test func aLocaleKnowsItsLanguageAndHowItWrites() {
        let library = LocaleLibrary()
        #expect(library.info(for: "zh-Hans").language == "zh")
        #expect(library.info(for: "zh-Hans").writesWithoutSpaces)
        #expect(!library.info(for: "de-AT").writesWithoutSpaces)
        #expect(library.info(for: "de-AT").language == "de")
        #expect(!library.info(for: "th").endsSentencesWithPunctuation)
        #expect(library.info(for: "ar").endsSentencesWithPunctuation)
    }

    @Test func aLocalesPluralCoverageComesWithItsRules() throws {
        let coverage = try #require(LocaleLibrary().info(for: "pl").coverage)
        #expect(coverage.examplesText(of: .few, with: .wholeNumber) == "2, 3, 4, 22…")
        #expect(coverage.categories(for: .decimal(fractionDigits: 1)) == [.other])
    }
}
