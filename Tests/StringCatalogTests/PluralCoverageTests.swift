import Testing

@testable import StringCatalog

@Suite("Which numbers each plural category covers, as a placeholder shows them")
struct PluralCoverageTests {
    func coverage(_ locale: String) throws -> PluralCoverage {
        PluralCoverage(rules: try PluralRules(locale: locale))
    }

    @Test("English, Polish and Arabic one are a single whole number; Russian and French one are not")
    func singleNumbers() throws {
        #expect(try coverage("en").coversSingleNumber(.one, with: .wholeNumber, hasZeroForm: false))
        #expect(try coverage("pl").coversSingleNumber(.one, with: .wholeNumber, hasZeroForm: false))
        #expect(try coverage("ar").coversSingleNumber(.one, with: .wholeNumber, hasZeroForm: false))
        #expect(try coverage("ar").coversSingleNumber(.two, with: .wholeNumber, hasZeroForm: false))
        #expect(try !coverage("ar").coversSingleNumber(.few, with: .wholeNumber, hasZeroForm: false))
        #expect(try !coverage("ru").coversSingleNumber(.one, with: .wholeNumber, hasZeroForm: false))
        #expect(try !coverage("fr").coversSingleNumber(.one, with: .wholeNumber, hasZeroForm: false))
    }

    @Test("Beside a zero form, which takes 0, French one is 1 alone")
    func zeroForm() throws {
        let french = try coverage("fr")
        #expect(french.coversSingleNumber(.one, with: .wholeNumber, hasZeroForm: true))
        #expect(french.examplesText(of: .one, with: .wholeNumber) == "0, 1")
        #expect(french.examplesText(of: .one, with: .wholeNumber, hasZeroForm: true) == "1")
    }

    @Test(
        "Whole numbers never reach the categories only decimals reach",
        arguments: [
            // Czech and Slovak decimals are all `many`; Lithuanian decimals reach every category.
            ("cs", [PluralCategory.one, .few, .other], [PluralCategory.many]),
            ("sk", [.one, .few, .other], [.many]),
            ("lt", [.one, .few, .other], [.one, .few, .many, .other]),
            ("en", [.one, .other], [.other]),
            // Polish `other` is only for decimals.
            ("pl", [.one, .few, .many], [.other]),
            ("ar", [.zero, .one, .two, .few, .many, .other], [.zero, .one, .two, .few, .many, .other]),
        ])
    func reachedCategories(locale: String, whole: [PluralCategory], decimals: [PluralCategory]) throws {
        let coverage = try coverage(locale)
        #expect(coverage.categories(for: .wholeNumber) == whole)
        #expect(coverage.categories(for: .decimal(fractionDigits: 1)) == decimals)
    }

    @Test("French, Spanish and Italian many is only for a million and more")
    func largeNumbers() throws {
        for locale in ["fr", "es", "it"] {
            let coverage = try coverage(locale)
            #expect(coverage.isForLargeNumbersOnly(.many), "\(locale)")
            #expect(
                coverage.examplesText(of: .many, with: .wholeNumber) == "1,000,000, 2,000,000, 1,000,000,000",
                "\(locale)")
            #expect(!coverage.isForLargeNumbersOnly(.other), "\(locale)")
        }
        #expect(try !coverage("pl").isForLargeNumbersOnly(.many))
    }

    @Test("A text placeholder reaches no category through a number")
    func text() throws {
        let english = try coverage("en")
        #expect(!english.reaches(.other, with: .text))
        #expect(english.categories(for: .text) == [.one, .other])
        #expect(!english.coversSingleNumber(.one, with: .text, hasZeroForm: false))
    }
}
