import Foundation
import StringCatalog
import Testing

@testable import Narration

@Suite("The built-in copy and replacement catalogs")
struct NarrationCopyTests {
    static func catalog(_ json: String, path: String = "Custom.xcstrings") throws -> StringCatalog {
        try StringCatalog(parsing: Array(json.utf8), path: path)
    }

    static func override(_ key: String, _ value: String, locale: String = "en") -> String {
        #"{"sourceLanguage":"en","strings":{"\#(key)":{"localizations":{"\#(locale)":{"stringUnit":{"state":"translated","value":"\#(value)"}}}}},"version":"1.0"}"#
    }

    @Test(
        "Every typed key (CopyKey's members, which the narration and the copy deck both use) is in the catalog with a comment, once, and every catalog key is one of them"
    )
    func keysMatch() throws {
        let entries = NarrationFixtures.catalogs.flatMap(\.entries)
        let catalogKeys = Set(entries.map(\.key))
        let codeKeys = Set(CopyKey.allKeys.map(\.rawValue))
        let repeated = Dictionary(grouping: CopyKey.allKeys.map(\.rawValue), by: { $0 }).filter { $0.value.count > 1 }
        #expect(repeated.isEmpty, "listed more than once in CopyKey.allKeys: \(repeated.keys.sorted())")
        #expect(
            codeKeys.subtracting(catalogKeys).isEmpty,
            "missing from the catalog: \(codeKeys.subtracting(catalogKeys).sorted())")
        #expect(
            catalogKeys.subtracting(codeKeys).isEmpty,
            "not used by the code: \(catalogKeys.subtracting(codeKeys).sorted())")
        for entry in entries {
            #expect(!(entry.comment ?? "").isEmpty, "\(entry.key) has no comment for translators")
        }
    }

    @Test("Every line renders in every shipped locale")
    func everyLineRenders() throws {
        for identifier in NarrationFixtures.shipped {
            let copy = try NarrationFixtures.copy(identifier)
            for key in CopyKey.allKeys {
                #expect(copy.hasLine(key), "\(identifier) has no line for \(key)")
            }
        }
    }

    @Test("A replacement catalog changes a caption")
    func replacingACaption() throws {
        let custom = try Self.catalog(Self.override("range.caption.average", "Daily average"))
        let copy = try NarrationFixtures.copy("en", overrides: [custom])
        #expect(copy.text(.caption(.average)) == "Daily average")
        #expect(copy.text(.caption(.total)) == "Total")
        #expect(copy.isReplaced(.caption(.average)) && !copy.isReplaced(.caption(.total)))
        #expect(try !NarrationFixtures.copy("en").isReplaced(.caption(.average)))
    }

    @Test("The copy knows which lines were replaced, and still has the built-in line behind each")
    func replacedLinesKeepTheBuiltIn() throws {
        let custom = try Self.catalog(Self.override("range.caption.average", "Moyenne quotidienne", locale: "fr"))
        let copy = try NarrationFixtures.copy("fr", overrides: [custom])
        #expect(copy.isReplaced(.caption(.average)))
        #expect(!copy.isReplaced(.caption(.total)))
        #expect(copy.text(.caption(.average)) == "Moyenne quotidienne")
        #expect(copy.builtInText(.caption(.average)) == "Moyenne")
        #expect(copy.builtInText(.caption(.total)) == "Total")
        let second = try Self.catalog(Self.override("range.caption.average", "Moyenne du jour", locale: "fr"))
        let twice = try NarrationFixtures.copy("fr", overrides: [custom, second])
        #expect(twice.text(.caption(.average)) == "Moyenne du jour")
        #expect(twice.builtInText(.caption(.average)) == "Moyenne")
    }

    @Test("A replacement that takes an argument the line does not give is refused, naming key and locale")
    func replacementWithExtraArgument() throws {
        let custom = try Self.catalog(Self.override("range.caption.average", "Average %1$@"))
        #expect {
            _ = try NarrationFixtures.copy("en", overrides: [custom])
        } throws: { error in
            let message = (error as? CopyError)?.message ?? ""
            return message.contains("range.caption.average (en)") && message.contains("argument 1")
        }
    }

    @Test("A replacement with a stray % directive is refused, never crashes")
    func replacementWithStrayDirective() throws {
        let custom = try Self.catalog(Self.override("range.label", "Range %n"))
        #expect(throws: CopyError.self) { try NarrationFixtures.copy("en", overrides: [custom]) }
    }

    @Test("A replacement that reads a text argument as a number is refused")
    func replacementWithWrongKind() throws {
        let custom = try Self.catalog(Self.override("range.connector", "%1$lld to %2$@"))
        #expect(throws: CopyError.self) { try NarrationFixtures.copy("en", overrides: [custom]) }
    }

    /// The message a replacement catalog with `value` for `key` is refused with, or `nil`.
    static func refusal(_ key: String, _ value: String, locale: String = "en") throws -> String? {
        let escaped = value.unicodeScalars.map { scalar -> String in
            switch scalar {
            case "\"": return "\\\""
            case "\\": return "\\\\"
            case "\u{00}"..."\u{1F}": return String(format: "\\u%04x", scalar.value)
            default: return String(scalar)
            }
        }.joined()
        let custom = try catalog(override(key, escaped, locale: locale), path: "Mine.xcstrings")
        do {
            _ = try NarrationFixtures.copy(locale, overrides: [custom])
            return nil
        } catch let error as CopyError {
            #expect(error.kind == .invalidCatalog)
            return error.message
        }
    }

    @Test("A replacement that leaves out the line's arguments is refused, naming file, key, locale and what is missing")
    func replacementDroppingArguments() throws {
        let message = try #require(try Self.refusal("range.readout", "hello"))
        #expect(message.hasPrefix("Mine.xcstrings: range.readout (en): "))
        #expect(
            message.contains(
                "leaves out argument 1 ('%1$@'), argument 2 ('%2$@'), argument 3 ('%3$@') and argument 4 ('%4$@')"))
        #expect(try Self.refusal("range.readout", "%4$@: %1$@ %2$@ %3$@") == nil)
    }

    @Test("A replacement that mixes numbered and plain placeholders is refused")
    func replacementMixingPlaceholders() throws {
        let message = try #require(try Self.refusal("range.readout", "%1$@ %@ %3$@, %4$@"))
        #expect(message.contains("mixes numbered and plain placeholders"))
    }

    @Test(
        "A replacement holding a control character or a direction override is refused",
        arguments: [
            ("NUL", "Range\u{0}"), ("escape", "Range\u{1B}[31m"), ("line break", "Range\nline"),
            ("C1 control", "Range\u{85}"),
            ("right-to-left override", "\u{202E}Range"),
        ])
    func replacementWithControls(_ name: String, _ value: String) throws {
        let message = try #require(try Self.refusal("range.label", value), "\(name)")
        #expect(message.contains("control character U+"), "\(name)")
        #expect(!message.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{202E}" })
    }

    @Test("Isolates and direction marks are allowed in a replacement: right-to-left text needs them")
    func replacementWithIsolates() throws {
        #expect(try Self.refusal("range.readout", "\u{2068}%1$@\u{2069} \u{200F}%2$@ %3$@، %4$@", locale: "ar") == nil)
    }

    @Test("A plural replacement may leave out the number only where its category is that one number")
    func pluralReplacement() throws {
        func plural(
            _ one: String, other: String = "Shortest range, %lld days", locale: String = "en"
        ) throws -> StringCatalog {
            try Self.catalog(
                #"{"sourceLanguage":"en","strings":{"limit.shortest.day":{"localizations":{"\#(locale)":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"\#(one)"}},"other":{"stringUnit":{"state":"translated","value":"\#(other)"}}}}}}}},"version":"1.0"}"#
            )
        }
        // English `one` is 1 alone: "one day" may leave out the number.
        let copy = try NarrationFixtures.copy("en", overrides: [try plural("Shortest range, one day")])
        #expect(copy.warnings.isEmpty)
        // `other` is many numbers: it must show the number.
        #expect {
            _ = try NarrationFixtures.copy(
                "en", overrides: [try plural("Shortest range, one day", other: "Shortest range, some days")])
        } throws: { error in
            (error as? CopyError)?.message.contains("the 'other' form leaves out argument 1 ('%lld')") ?? false
        }
        // French `one` is 0 and 1 (0,5 too): it must show the number.
        #expect {
            _ = try NarrationFixtures.copy("fr", overrides: [try plural("Un jour", other: "%lld jours", locale: "fr")])
        } throws: { error in
            (error as? CopyError)?.message.contains("limit.shortest.day (fr): the 'one' form leaves out argument 1")
                ?? false
        }
    }

    @Test("Every built-in line could replace itself in every shipped locale")
    func builtInLinesMeetTheReplacementRules() throws {
        for catalog in NarrationFixtures.catalogs {
            for entry in catalog.entries {
                guard let english = entry.localizations[catalog.sourceLanguage] else { continue }
                let line = AnalyzedLocalization(key: entry.key, locale: "en", localization: english)
                for (locale, localization) in entry.localizations {
                    let analysis = AnalyzedLocalization(key: entry.key, locale: locale, localization: localization)
                    let coverage = PluralCoverage(rules: try PluralRules(locale: locale))
                    #expect(analysis.problems(replacing: line, coverage: coverage) == [], "\(entry.key) (\(locale))")
                }
            }
        }
    }

    @Test("A key that is not built in is reported as unused")
    func unknownKey() throws {
        let custom = try Self.catalog(Self.override("no.such.key", "Hello"))
        let copy = try NarrationFixtures.copy("en", overrides: [custom])
        #expect(copy.warnings.count == 1)
    }

    @Test("A malformed catalog file is refused with its line and column")
    func malformedFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "malformed-\(UUID().uuidString).xcstrings"
        ).path
        try "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : \n  }\n}".write(
            toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect {
            _ = try NarrationCopy.readCatalog(at: path)
        } throws: { error in
            let error = error as? CopyError
            return error?.kind == .invalidCatalog && (error?.message.contains("\(path):5:3:") ?? false)
        }
        #expect {
            _ = try NarrationCopy.readCatalog(at: path + ".missing")
        } throws: { error in
            (error as? CopyError)?.kind == .cannotRead
        }
    }
}

@Suite("Choosing the narration locale")
struct NarrationLocaleTests {
    @Test(
        "The environment is read as POSIX tools read it",
        arguments: [
            (["LANG": "de_DE.UTF-8"], "de-DE"), (["LC_ALL": "fr_CA.UTF-8", "LANG": "de_DE"], "fr-CA"),
            (["LC_MESSAGES": "pl_PL", "LANG": "en_US"], "pl-PL"), (["LANG": "C"], "en"), (["LANG": "POSIX"], "en"),
            (["LC_ALL": "", "LANG": "es_MX@euro"], "es-MX"),
        ])
    func environment(values: [String: String], expected: String) {
        #expect(NarrationLocale.identifier(fromEnvironment: values) == expected)
    }

    @Test("No locale in the environment gives nil")
    func emptyEnvironment() {
        #expect(NarrationLocale.identifier(fromEnvironment: [:]) == nil)
    }

    @Test("A region falls back to its language's catalog, and numbers follow the region")
    func regionFallsBack() throws {
        let british = try NarrationLocale(identifier: "en_GB", shipped: ["en"])
        #expect(british.identifier == "en-GB")
        #expect(british.catalogChain == ["en"])
        #expect(british.firstWeekday == 2)
        #expect(try NarrationLocale(identifier: "en", shipped: ["en"]).firstWeekday == 1)
    }

    @Test("An unknown locale is an error that lists the shipped ones")
    func unknownLocale() {
        #expect {
            _ = try NarrationLocale(identifier: "xx", shipped: ["en", "de"])
        } throws: { error in
            (error as? UnknownLocaleError)?.description.contains("de, en") ?? false
        }
    }

    @Test(
        "Right-to-left languages are known", arguments: [("ar", true), ("ar-EG", true), ("en", false), ("ja", false)])
    func direction(identifier: String, rightToLeft: Bool) throws {
        let locale = try NarrationLocale(identifier: identifier, shipped: ["en", "ar", "ja"])
        #expect(locale.isRightToLeft == rightToLeft)
    }
}
