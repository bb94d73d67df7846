import Foundation

/// Runs the built `rangelens` executable and captures what it prints, as a person at a shell
/// would see it.
struct CommandResult {
    var status: Int32
    var output: String
    var error: String

    var lines: [String] { output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
}

enum CommandRunner {
    /// The folder of the built products: the test bundle sits beside the executable.
    static let productsFolder: URL = {
        var url = Bundle.main.bundleURL
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("rangelens").path), url.path != "/" {
            url.deleteLastPathComponent()
        }
        return url
    }()

    static var executable: URL { productsFolder.appendingPathComponent("rangelens") }

    /// The repository's root folder.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs `rangelens` with arguments, optional standard input, and an environment without
    /// locale variables unless given.
    static func run(
        _ arguments: [String], input: String? = nil, environment: [String: String] = [:], in folder: URL? = nil,
        executable: URL = executable
    ) throws -> CommandResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var base = ProcessInfo.processInfo.environment
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] { base[name] = nil }
        process.environment = base.merging(environment) { $1 }
        if let folder { process.currentDirectoryURL = folder }
        let output = Pipe()
        let error = Pipe()
        let inputPipe = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = inputPipe
        try process.run()
        if let input { inputPipe.fileHandleForWriting.write(Data(input.utf8)) }
        try inputPipe.fileHandleForWriting.close()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandResult(
            status: process.terminationStatus,
            output: String(decoding: outputData, as: UTF8.self),
            error: String(decoding: errorData, as: UTF8.self))
    }

    /// Runs a command line as a shell runs it (quotes, globs, pipes and redirections), with the
    /// built `rangelens` first on the path, standard input empty, and an environment without
    /// locale variables: an example as a person would type it.
    static func shell(_ line: String, in folder: URL) throws -> CommandResult {
        let path = productsFolder.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        return try run(["-c", line], environment: ["PATH": path], in: folder, executable: URL(fileURLWithPath: "/bin/sh"))
    }

    /// A fresh temporary folder, removed by the caller.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("rangelens-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
