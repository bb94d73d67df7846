import Foundation

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
