import CopyCheck
import Foundation
import JSONSyntax

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
    static let sharedCatalogFolder: URL = repositoryRoot
        .deletingLastPathComponent()
        .appendingPathComponent("shared/fixtures/xcstrings", isDirectory: true)

    /// The names of the shared catalogs, sorted.
    static let sharedCatalogNames: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: sharedCatalogFolder.path)) ?? []
        return names.filter { $0.hasSuffix(".xcstrings") }.sorted()
    }()

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
        object.append("localizations", .object(JSONObject(localizations.map { JSONMember(key: $0.key, value: JSONNode($0.value)) })))
        return .object(object)
    }

    /// A catalog's bytes.
    static func bytes(sourceLanguage: String = "en", _ strings: KeyValuePairs<String, JSONValue>) -> [UInt8] {
        let root: JSONValue = [
            "sourceLanguage": .string(sourceLanguage),
            "strings": .object(JSONObject(strings.map { JSONMember(key: $0.key, value: JSONNode($0.value)) })),
            "version": "1.0",
        ]
        return Array(JSONWriter.compact.string(from: root).utf8)
    }

    /// Checks a catalog's bytes, without the layout check unless asked.
    static func check(_ bytes: [UInt8], options: CheckOptions = CheckOptions(checksLayout: false)) throws -> CatalogReport {
        try CatalogChecker(options: options).check(bytes: bytes, path: "Test.xcstrings")
    }

    /// The ids of a report's findings.
    static func ids(_ report: CatalogReport) -> [String] {
        report.findings.map(\.check.rawValue)
    }
}
