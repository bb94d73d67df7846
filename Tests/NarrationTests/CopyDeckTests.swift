import Foundation
import StringCatalog
import Testing

@testable import Narration

@Suite("The copy deck in every locale")
struct CopyDeckTests {
    static let locales = NarrationFixtures.goldenLocales

    static func deckText(_ identifier: String) throws -> String {
        let deck = CopyDeck(copy: try NarrationFixtures.copy(identifier), settings: NarrationFixtures.commandLineWords)
        var lines: [String] = []
        for entry in deck.entries() {
            for sample in entry.samples {
                lines.append("\(entry.key)\(sample.label.isEmpty ? "" : " [\(sample.label)]")\t\(sample.text)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test("Every key renders in every locale without an error", arguments: locales)
    func everyKeyRenders(identifier: String) throws {
        let deck = CopyDeck(copy: try NarrationFixtures.copy(identifier), settings: NarrationFixtures.commandLineWords)
        for entry in deck.entries() {
            #expect(!entry.samples.isEmpty)
            for sample in entry.samples {
                #expect(!sample.failed, "\(identifier) \(entry.key): \(sample.text)")
                #expect(!sample.text.isEmpty)
            }
        }
    }

    @Test("Every sentence matches its golden file", arguments: locales)
    func golden(identifier: String) throws {
        try NarrationFixtures.compareWithGolden(try Self.deckText(identifier), file: "deck-\(identifier).txt")
    }

    @Test("No spoken line puts a dash or tilde between numbers or dates", arguments: locales)
    func noDashes(identifier: String) throws {
        let copy = try NarrationFixtures.copy(identifier)
        for entry in CopyDeck(copy: copy, settings: NarrationFixtures.commandLineWords).entries()
        where (entry.comment ?? "").hasPrefix("[spoken]") {
            for sample in entry.samples {
                #expect(
                    !RangeNarratorTests.hasDashBetweenNumbers(sample.text), "\(identifier) \(entry.key): \(sample.text)"
                )
            }
        }
    }

    @Test(
        "Polish plural forms follow the number as displayed",
        arguments: [
            ("1", "Najkrótszy zakres, jeden dzień"), ("2", "Najkrótszy zakres, 2 dni"),
            ("5", "Najkrótszy zakres, 5 dni"),
            ("22", "Najkrótszy zakres, 22 dni"), ("12", "Najkrótszy zakres, 12 dni"),
        ])
    func polish(count: String, expected: String) throws {
        let copy = try NarrationFixtures.copy("pl")
        #expect(copy.text(.limitShortest(.day), [.number(DisplayedNumber(text: count, decimal: count))]) == expected)
    }

    @Test("A Polish decimal takes the other form")
    func polishDecimal() throws {
        let copy = try NarrationFixtures.copy("pl")
        #expect(copy.text(.demoUnit, [.number(DisplayedNumber(text: "1,5", decimal: "1.5"))]) == "kroku dziennie")
        #expect(copy.text(.demoUnit, [.number(DisplayedNumber(text: "22", decimal: "22"))]) == "kroki dziennie")
        #expect(copy.text(.demoUnit, [.number(DisplayedNumber(text: "25", decimal: "25"))]) == "kroków dziennie")
    }

    @Test(
        "Arabic plural forms follow the number",
        arguments: [
            ("0", "zero"), ("1", "one"), ("2", "two"), ("3", "few"), ("11", "many"), ("100", "other"), ("101", "other"),
        ])
    func arabic(count: String, category: String) throws {
        let copy = try NarrationFixtures.copy("ar")
        let catalog = NarrationFixtures.catalogs.first { $0["limit.shortest.day"] != nil }!
        let forms = try #require(catalog["limit.shortest.day"]?.localizations["ar"]?.variations?.plural)
        let expected = try #require(forms[category]?.stringUnit?.value).replacingOccurrences(of: "%lld", with: count)
        #expect(copy.text(.limitShortest(.day), [.number(DisplayedNumber(text: count, decimal: count))]) == expected)
    }

    @Test("English one is for 1, not for 1.0")
    func englishOne() throws {
        let copy = try NarrationFixtures.copy("en")
        #expect(
            copy.text(.limitShortest(.day), [.number(DisplayedNumber(text: "1", decimal: "1"))])
                == "Shortest range, 1 day")
        #expect(
            copy.text(.limitShortest(.day), [.number(DisplayedNumber(text: "1.0", decimal: "1.0"))])
                == "Shortest range, 1.0 days")
    }
}
