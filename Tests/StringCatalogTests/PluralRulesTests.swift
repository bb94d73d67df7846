import Testing

@testable import StringCatalog

@Suite("CLDR plural rules from ICU")
struct PluralRulesTests {
    static let cases: [(locale: String, displayed: String, category: PluralCategory)] = [
        ("pl", "1", .one), ("pl", "2", .few), ("pl", "5", .many), ("pl", "22", .few), ("pl", "12", .many),
        ("pl", "1.5", .other),
        ("ar", "0", .zero), ("ar", "1", .one), ("ar", "2", .two), ("ar", "3", .few), ("ar", "11", .many),
        ("ar", "100", .other),
        ("ar", "101", .other), ("en", "1", .one), ("en", "1.0", .other), ("en", "0", .other), ("ja", "1", .other),
        ("fr", "0", .one), ("fr", "1.5", .one), ("ru", "21", .one), ("ru", "1.0", .other), ("zh-Hans", "1", .other),
    ]

    @Test("The category follows the number as displayed", arguments: cases)
    func categories(locale: String, displayed: String, category: PluralCategory) throws {
        let rules = try PluralRules(locale: locale)
        #expect(rules.category(forDecimal: displayed) == category)
    }

    @Test(
        "Each locale uses exactly its CLDR categories",
        arguments: [
            ("en", [PluralCategory.one, .other]), ("pl", [.one, .few, .many, .other]),
            ("ar", [.zero, .one, .two, .few, .many, .other]),
            ("ja", [.other]), ("zh-Hans", [.other]), ("de", [.one, .other]),
        ])
    func categorySets(locale: String, expected: [PluralCategory]) throws {
        #expect(try PluralRules(locale: locale).categories == expected)
    }

    @Test("Text that is not a plain decimal is other")
    func notADecimal() throws {
        let rules = try PluralRules(locale: "en")
        for text in ["", "one", "1,000", "1.", "-", "1e3", "٣"] {
            #expect(rules.category(forDecimal: text) == .other)
        }
    }

    @Test("ICU and CLDR versions are reported")
    func versions() {
        #expect(PluralRules.icuVersion.split(separator: ".").count >= 2)
        #expect(PluralRules.cldrVersion.first?.isNumber == true)
    }

    @Test("Whole numbers from the table and from ICU agree", arguments: ["en", "pl", "ar", "ru", "fr", "lv"])
    func wholeNumbers(locale: String) throws {
        let rules = try PluralRules(locale: locale)
        let scanned = rules.categoriesOfWholeNumbers(through: 300)
        #expect(scanned.count == 301)
        for integer in 0...300 {
            #expect(scanned[integer] == rules.category(for: integer))
            #expect(scanned[integer] == rules.category(forDecimal: String(integer)))
        }
        #expect(rules.categoriesOfWholeNumbers(through: -1).isEmpty)
    }

    @Test("A locale code that is not one is refused before ICU sees it (found by fuzzing)")
    func implausibleLocaleCodes() {
        // ICU copies some identifiers into fixed-size buffers: a 200-character code written
        // into a catalog overflowed one and aborted the process.
        let long = "gsupgggg-gen_U" + String(repeating: "g", count: 100) + "pl" + String(repeating: "=", count: 90)
        for code in [long, String(repeating: "a", count: 65), "pl=", "de DE", "", "fr@x"] {
            #expect(throws: PluralRulesError.self, "\(code)") { try PluralRules(locale: code) }
        }
        #expect((try? PluralRules(locale: String(repeating: "a", count: 64))) != nil)
        #expect((try? PluralRules(locale: "zh-Hans-CN"))?.categories == [.other])
    }

    @Test("Small whole numbers get CLDR's categories")
    func smallNumbersFromCLDR() throws {
        // From CLDR's plural rules, independent of the table and of ICU.
        let expected: [String: [Int: PluralCategory]] = [
            "en": [0: .other, 1: .one, 2: .other, 11: .other, 21: .other],
            "pl": [0: .many, 1: .one, 2: .few, 4: .few, 5: .many, 12: .many, 14: .many, 22: .few, 25: .many],
            "ar": [
                0: .zero, 1: .one, 2: .two, 3: .few, 10: .few, 11: .many, 99: .many, 100: .other, 102: .other,
                103: .few,
            ],
            "ru": [1: .one, 2: .few, 5: .many, 11: .many, 21: .one, 22: .few, 111: .many],
            "fr": [0: .one, 1: .one, 2: .other],
            "ja": [0: .other, 1: .other, 2: .other],
        ]
        for (locale, numbers) in expected {
            let rules = try PluralRules(locale: locale)
            for (number, category) in numbers {
                #expect(rules.category(for: number) == category, "\(locale) \(number)")
            }
        }
    }

    @Test(
        "Numbers past the table are chosen by ICU",
        arguments: [
            ("pl", 122, PluralCategory.few), ("pl", 112, .many), ("ar", 103, .few), ("ar", 111, .many),
            ("ru", 1_001, .one),
            ("en", 1_000_000, .other),
        ])
    func largeNumbers(locale: String, number: Int, category: PluralCategory) throws {
        let rules = try PluralRules(locale: locale)
        #expect(rules.category(for: number) == category)
        #expect(rules.category(forDecimal: String(number)) == category)
    }

    @Test("A small number written with a leading zero or a fraction is not taken from the table")
    func nonCanonicalSmallNumbers() throws {
        let rules = try PluralRules(locale: "en")
        #expect(rules.category(forDecimal: "1") == .one)
        #expect(rules.category(forDecimal: "1.0") == .other)
        #expect(rules.category(forDecimal: "-1") == .one)
    }

    @Test("Categories sort in CLDR order")
    func order() {
        #expect(PluralCategory.allCases.shuffled().sorted() == PluralCategory.allCases)
    }

    @Test(
        "A category is found by its name as its raw value finds it",
        arguments: [
            "zero", "one", "two", "few", "many", "other", "", "On", "ONE", "others", "fem", "k", "\u{212A}", "one ",
            "oné",
        ])
    func categoryNames(name: String) {
        #expect(PluralCategory.named(name) == PluralCategory(rawValue: name))
    }
}
