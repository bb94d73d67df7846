import Foundation
import Testing

@testable import Narration
import StringCatalog

@Suite("The built-in copy and replacement catalogs")
struct NarrationCopyTests {
    static func catalog(_ json: String, path: String = "Custom.xcstrings") throws -> StringCatalog {
        try StringCatalog(parsing: Array(json.utf8), path: path)
    }

    static func override(_ key: String, _ value: String, locale: String = "en") -> String {
        #"{"sourceLanguage":"en","strings":{"\#(key)":{"localizations":{"\#(locale)":{"stringUnit":{"state":"translated","value":"\#(value)"}}}}},"version":"1.0"}"#
    }

    @Test("Every key the code uses is in the catalog with a comment, and every catalog key is used")
    func keysMatch() throws {
        let entries = NarrationFixtures.catalogs.flatMap(\.entries)
        let catalogKeys = Set(entries.map(\.key))
        let codeKeys = Set(CopyKey.allKeys.map(\.rawValue))
        #expect(codeKeys.subtracting(catalogKeys).isEmpty, "missing from the catalog: \(codeKeys.subtracting(catalogKeys).sorted())")
        #expect(catalogKeys.subtracting(codeKeys).isEmpty, "not used by the code: \(catalogKeys.subtracting(codeKeys).sorted())")
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

    @Test("A key that is not built in is reported as unused")
    func unknownKey() throws {
        let custom = try Self.catalog(Self.override("no.such.key", "Hello"))
        let copy = try NarrationFixtures.copy("en", overrides: [custom])
        #expect(copy.warnings.count == 1)
    }

    @Test("A malformed catalog file is refused with its line and column")
    func malformedFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("malformed-\(UUID().uuidString).xcstrings").path
        try "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : \n  }\n}".write(toFile: path, atomically: true, encoding: .utf8)
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
    @Test("The environment is read as POSIX tools read it", arguments: [
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

    @Test("Right-to-left languages are known", arguments: [("ar", true), ("ar-EG", true), ("en", false), ("ja", false)])
    func direction(identifier: String, rightToLeft: Bool) throws {
        let locale = try NarrationLocale(identifier: identifier, shipped: ["en", "ar", "ja"])
        #expect(locale.isRightToLeft == rightToLeft)
    }
}
