import Foundation
import RangeLensCLI
import Testing

/// What a run of `rangelens` printed, and its exit status.
package struct CommandResult {
    package var status: Int32
    package var output: String
    package var error: String

    package init(status: Int32, output: String, error: String) {
        self.status = status
        self.output = output
        self.error = error
    }

    package var lines: [String] {
        output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }
}

package enum CommandRunner {
    /// The folder of the built products: the test bundle sits beside the executable.
    package static let productsFolder: URL = {
        var url = Bundle.main.bundleURL
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("rangelens").path), url.path != "/" {
            url.deleteLastPathComponent()
        }
        return url
    }()

    package static var executable: URL { productsFolder.appendingPathComponent("rangelens") }

    /// The repository's root folder.
    package static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The real String Catalogs the project shares beside the repository,
    /// `../shared/fixtures/xcstrings`: CI has them (and `.ci/run` fails without them); a fresh
    /// clone has not, and the tests that read them skip, saying so.
    package static let sharedCatalogs = repositoryRoot.deletingLastPathComponent().appendingPathComponent(
        "shared/fixtures/xcstrings")

    /// Whether the shared catalogs are there.
    package static let hasSharedCatalogs =
        FileManager.default.fileExists(
            atPath: sharedCatalogs.appendingPathComponent("MrKai77--Loop--Localizable.xcstrings").path)

    /// Why a test that needs the shared catalogs was skipped.
    package static let sharedCatalogsAbsent: Comment =
        "skipped: needs the shared catalogs in ../shared/fixtures/xcstrings beside the repository"

    /// Runs the tool in this process, as `rangelens` with arguments, optional standard input,
    /// and an environment without locale variables unless given: what most tests need, with
    /// no process started. Standard input is given as bytes and both outputs are kept in
    /// memory; nothing global changes (signals, environment, current directory). It throws
    /// nothing, and is marked `throws` so that a test can move between it and
    /// ``runProcess(_:input:environment:in:executable:)`` unchanged.
    package static func run(
        _ arguments: [String], input: String? = nil, environment: [String: String] = [:]
    ) throws -> CommandResult {
        var base = ProcessInfo.processInfo.environment
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] { base[name] = nil }
        let run = RangeLensCLI.run(
            arguments, standardInput: Array((input ?? "").utf8), environment: base.merging(environment) { $1 })
        return CommandResult(
            status: run.status, output: String(decoding: run.output, as: UTF8.self),
            error: String(decoding: run.error, as: UTF8.self))
    }

    /// Runs the built `rangelens` executable with arguments, optional standard input, and an
    /// environment without locale variables unless given, as a person at a shell would: for
    /// what only a process shows (a current directory, real standard streams, signals, the
    /// environment read before Foundation).
    package static func runProcess(
        _ arguments: [String], input: String? = nil, environment: [String: String] = [:], in folder: URL? = nil,
        executable: URL = executable
    ) throws -> CommandResult {
        var base = ProcessInfo.processInfo.environment
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] { base[name] = nil }
        return try launch(
            executable, arguments, environment: base.merging(environment) { $1 }, in: folder,
            input: Data((input ?? "").utf8))
    }

    /// Starts a program and waits for it, its outputs kept in memory: standard input a pipe
    /// given `input` and closed, or the null device when there is none.
    private static func launch(
        _ executable: URL, _ arguments: [String], environment: [String: String], in folder: URL?, input: Data?
    ) throws -> CommandResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        if let folder { process.currentDirectoryURL = folder }
        let output = Pipe()
        let error = Pipe()
        let inputPipe = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = input == nil ? FileHandle.nullDevice : inputPipe
        try process.run()
        if let input {
            inputPipe.fileHandleForWriting.write(input)
            try inputPipe.fileHandleForWriting.close()
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandResult(
            status: process.terminationStatus,
            output: String(decoding: outputData, as: UTF8.self),
            error: String(decoding: errorData, as: UTF8.self))
    }

    /// Runs a bash script with `$RANGELENS` set to the built executable, and the locale
    /// variables removed unless given: for pipes, closed descriptors and redirections.
    package static func bash(
        _ script: String, environment: [String: String] = [:], in folder: URL? = nil
    ) throws -> CommandResult {
        var base = ProcessInfo.processInfo.environment
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] { base[name] = nil }
        base["RANGELENS"] = executable.path
        return try launch(
            URL(fileURLWithPath: "/bin/bash"), ["-c", script], environment: base.merging(environment) { $1 },
            in: folder, input: nil)
    }

    /// Makes a character device in `folder` (1,3 is the null device, 1,5 the zero one, 1,7 the
    /// full one), or returns `nil` when the process may not: the tests never touch `/dev`.
    package static func device(_ name: String, major: UInt32, minor: UInt32, in folder: URL) -> String? {
        let path = folder.appendingPathComponent(name).path
        guard mknod(path, S_IFCHR | 0o666, dev_t((major << 8) | minor)) == 0 else { return nil }
        return path
    }

    /// Whether device nodes can be made in a temporary folder (root, with the right to).
    package static let canMakeDevices: Bool = {
        guard let folder = try? temporaryFolder() else { return false }
        defer { try? FileManager.default.removeItem(at: folder) }
        return device("probe", major: 1, minor: 3, in: folder) != nil
    }()

    /// Why a test that needs device nodes was skipped.
    package static let devicesNotPermitted: Comment =
        "skipped: mknod is not permitted here (it needs root, or the right to make devices), so the special-file cases are untested"

    /// The names in a folder, hidden ones included, sorted.
    package static func names(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    /// Runs a command line as a shell runs it (quotes, globs, pipes and redirections), with the
    /// built `rangelens` first on the path, standard input empty, and an environment without
    /// locale variables: an example as a person would type it.
    package static func shell(_ line: String, in folder: URL) throws -> CommandResult {
        let path = productsFolder.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        return try runProcess(
            ["-c", line], environment: ["PATH": path], in: folder, executable: URL(fileURLWithPath: "/bin/sh"))
    }

    /// A fresh temporary folder, removed by the caller.
    package static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("rangelens-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
