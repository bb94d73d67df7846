import CommandTestSupport
import Foundation
import Testing

/// The page the built program prints, rendered by man.
@Suite("The manual page through man")
struct ManualPageProcessTests {
    /// Where the man test writes the page.
    static let temporaryPage = FileManager.default.temporaryDirectory
        .appendingPathComponent("rangelens-\(UUID().uuidString).1")

    @Test(
        "man renders the page without a warning",
        .enabled(if: FileManager.default.fileExists(atPath: "/usr/bin/man"), "skipped: man is not installed"))
    func rendersWithMan() throws {
        defer { try? FileManager.default.removeItem(at: Self.temporaryPage) }
        let result = try CommandRunner.bash(
            "\"$RANGELENS\" help --man > \"$TMPDIR_PAGE\" && MANWIDTH=80 man -l \"$TMPDIR_PAGE\"",
            environment: ["TMPDIR_PAGE": Self.temporaryPage.path])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("RANGELENS(1)"))
        #expect(result.output.contains("EXIT STATUS"))
        #expect(result.output.contains("--minimum-span N"))
        #expect(!result.error.contains("warning"), "\(result.error)")
    }
}
