import CopyCheck
import Foundation
import JSONSyntax
import Testing

/// Where the tests find their catalogs: the shared real-world fixtures beside the repository,
/// and the seeded catalogs in this target's `Fixtures` resources.
enum Fixtures {
    /// The repository's root folder, found from this file's path.
    static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // CopyCheckTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// The folder of real String Catalogs shared by the project, `../shared/fixtures/xcstrings`
    /// from the repository root.
    static let sharedCatalogFolder: URL =
        repositoryRoot
        .deletingLastPathComponent()
        .appendingPathComponent("shared/fixtures/xcstrings", isDirectory: true)

    /// The names of the shared catalogs, sorted.
    static let sharedCatalogNames: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: sharedCatalogFolder.path)) ?? []
        return names.filter { $0.hasSuffix(".xcstrings") }.sorted()
    }()

    /// Whether the shared catalogs are there: a fresh clone has no `../shared` beside it, and
    /// the tests that read them skip, saying so.
    static let hasSharedCatalogs = !sharedCatalogNames.isEmpty

    /// Why a test that needs the shared catalogs was skipped.
    static let sharedCatalogsAbsent: Comment =
        "skipped: needs the shared catalogs in ../shared/fixtures/xcstrings beside the repository"

    /// The path of a shared catalog.
    static func sharedCatalog(_ name: String) -> String {
        sharedCatalogFolder.appendingPathComponent(name).path
    }

    /// The path of a seeded catalog in this target's resources.
    static func seeded(_ name: String) -> String {
        Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures")!.path
    }

    /// The bytes of a file.
    static func bytes(atPath path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }
}

/// Small catalogs built in code for one check at a time.
enum TestCatalog {
    /// A plain value.
    static func unit(_ value: String, state: String = "translated") -> JSONValue {
        ["stringUnit": ["state": .string(state), "value": .string(value)]]
    }

    /// Plural forms, in the order given.
    static func plural(_ forms: KeyValuePairs<String, String>) -> JSONValue {
        let members = forms.map { JSONMember(key: $0.key, value: JSONNode(unit($0.value))) }
        return ["variations": ["plural": .object(JSONObject(members))]]
    }

    /// An entry with localizations by locale, in the order given.
    static func entry(_ localizations: KeyValuePairs<String, JSONValue>, comment: String? = nil) -> JSONValue {
        var object = JSONObject()
        if let comment { object.append("comment", .string(comment)) }
        object.append("extractionState", "manual")
        object.append(
            "localizations",
            .object(JSONObject(localizations.map { JSONMember(key: $0.key, value: JSONNode($0.value)) })))
        return .object(object)
    }

    /// Xcode's layout, opened once for the tests.
    static let layout: XcodeLayout = {
        do {
            return try XcodeLayout()
        } catch {
            fatalError("the collator for Xcode's key order cannot be opened: \(error)")
        }
    }()

    /// A catalog's bytes, written in Xcode's layout (keys sorted as Xcode sorts them,
    /// `" : "`, two spaces a level), as Xcode would save it.
    static func bytes(sourceLanguage: String = "en", _ strings: KeyValuePairs<String, JSONValue>) -> [UInt8] {
        let root: JSONValue = [
            "sourceLanguage": .string(sourceLanguage),
            "strings": .object(JSONObject(strings.map { JSONMember(key: $0.key, value: JSONNode($0.value)) })),
            "version": "1.0",
        ]
        return Array(layout.writer.string(from: root).utf8)
    }

    /// Checks a catalog's bytes with the layout check (the catalogs written here are in
    /// Xcode's layout, so it finds nothing).
    static func check(_ bytes: [UInt8], options: CheckOptions = CheckOptions()) throws -> CatalogReport {
        CatalogChecker(options: options, layout: layout).check(bytes: bytes, path: "Test.xcstrings")
    }

    /// The ids of a report's findings.
    static func ids(_ report: CatalogReport) -> [String] {
        report.findings.map(\.check.rawValue)
    }
}
