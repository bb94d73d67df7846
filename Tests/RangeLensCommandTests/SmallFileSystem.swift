import CommandTestSupport
import Foundation
import Testing

/// A tiny file system of its own (tmpfs) mounted on a folder, read-only or a few KiB large, so
/// that a write can be refused or run out of room without touching any real disk. Mounting
/// needs root (or the right to mount); elsewhere the tests that need it skip, saying so.
struct SmallFileSystem {
    /// The folder it is mounted on.
    let folder: URL

    /// Mounts a tmpfs of `kilobytes` on a new folder `name` in `parent`, read-only when asked;
    /// `nil` when the process may not mount.
    init?(in parent: URL, name: String, kilobytes: Int = 8, readOnly: Bool = false) {
        folder = parent.appendingPathComponent(name)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let options = "size=\(kilobytes)k,mode=0777" + (readOnly ? ",ro" : "")
        guard Self.run("/bin/mount", ["-t", "tmpfs", "-o", options, "tmpfs", folder.path]) == 0 else { return nil }
    }

    /// Unmounts it (the folder stays, empty).
    func unmount() {
        _ = Self.run("/bin/umount", [folder.path])
    }

    /// Whether file systems can be mounted here, for `.enabled(if:)`.
    static let canMount: Bool = {
        guard geteuid() == 0, let parent = try? CommandRunner.temporaryFolder() else { return false }
        defer { try? FileManager.default.removeItem(at: parent) }
        guard let probe = SmallFileSystem(in: parent, name: "probe") else { return false }
        probe.unmount()
        return true
    }()

    /// Why a test that needs a small file system was skipped.
    static let notPermitted: Comment =
        "skipped: mounting a small tmpfs needs root (or the right to mount), so the full and read-only file system cases are untested"

    private static func run(_ executable: String, _ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return -1
        }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
