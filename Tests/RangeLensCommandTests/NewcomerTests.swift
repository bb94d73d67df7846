import CommandTestSupport
import Foundation
import Testing

/// Issue 11, case 11: a fresh clone with nothing beside it passes `swift test` (the tests that
/// need the shared corpus skip, saying so), and CI, which always has the corpus, fails at once
/// if it is missing rather than passing with those tests skipped.
@Suite("A newcomer's swift test")
struct NewcomerTests {
    @Test(".ci/run fails with a clear message when ../shared is missing, before installing or building anything")
    func ciNeedsTheSharedCorpus() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let clone = folder.appendingPathComponent("rangelens/.ci")
        try FileManager.default.createDirectory(at: clone, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: CommandRunner.repositoryRoot.appendingPathComponent(".ci/run"), to: clone.appendingPathComponent("run"))
        let result = try CommandRunner.bash(
            #"bash "$RUN""#, environment: ["RUN": clone.appendingPathComponent("run").path])
        #expect(result.status == 1)
        #expect(result.error.contains("error: the shared catalogs are missing"), "\(result.error)")
        #expect(result.output.isEmpty)
    }

    @Test("the tests that read the shared corpus say why they skip when it is absent")
    func skipsSayWhy() {
        #expect(CommandRunner.sharedCatalogsAbsent.rawValue.hasPrefix("skipped: needs the shared catalogs"))
    }
}
