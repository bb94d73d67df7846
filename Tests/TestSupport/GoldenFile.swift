import Foundation

/// A committed file that a test's output must equal byte for byte: the narration's and the
/// report's golden texts, the copy deck, the man page, the reference audio files.
///
/// This is the one place that reads the record switch. With `RANGELENS_RECORD_GOLDEN=1` in the
/// environment, `check` writes the output to the file and then throws, so the test fails with a
/// message saying what it recorded: a recording run never passes, and the difference is read in
/// `git diff` before anything is committed. Without the switch, `check` throws when the output
/// differs from the file, naming the lines that differ (or the sizes, for bytes that are not
/// text) and the command that records it anew.
///
/// It throws rather than recording issues itself so that this module needs no test library:
/// the fuzz targets link it too. A test that throws fails.
public struct GoldenFile: Sendable {
    /// The environment variable that makes `check` record: `RANGELENS_RECORD_GOLDEN=1`.
    public static let recordSwitch = "RANGELENS_RECORD_GOLDEN"

    /// Whether this run records golden files rather than comparing with them.
    public static var isRecording: Bool {
        ProcessInfo.processInfo.environment[recordSwitch] == "1"
    }

    /// The repository's root, found from this source file (`Tests/TestSupport/GoldenFile.swift`).
    public static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Where the file is.
    public let url: URL
    /// What to pass to `swift test --filter` to record it anew: the suite that compares it.
    public let filter: String

    /// A golden file at `url`, compared by the tests that `filter` selects.
    public init(_ url: URL, filter: String) {
        self.url = url
        self.filter = filter
    }

    /// The file's path from the repository's root, as messages name it.
    public var shownPath: String {
        let root = Self.repositoryRoot.standardizedFileURL.path + "/"
        let path = url.standardizedFileURL.path
        return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
    }

    /// The command that writes the file anew.
    public var recordCommand: String {
        "\(Self.recordSwitch)=1 swift test --filter \(filter)"
    }

    /// Compares text with the file, line by line; records it instead when the switch is set.
    public func check(_ actual: String) throws {
        if Self.isRecording {
            try record(Data(actual.utf8))
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        guard expected != actual else { return }
        throw Difference(
            file: shownPath, details: Self.lineDifferences(actual: actual, expected: expected),
            recordCommand: recordCommand)
    }

    /// Compares bytes with the file; records it instead when the switch is set.
    public func check(_ actual: Data) throws {
        if Self.isRecording {
            try record(actual)
        }
        let expected = try Data(contentsOf: url)
        guard expected != actual else { return }
        let firstDifference = zip(expected, actual).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        throw Difference(
            file: shownPath,
            details: [
                "the file has \(expected.count) bytes, the output \(actual.count); "
                    + "they differ first at byte \(firstDifference ?? min(expected.count, actual.count))"
            ],
            recordCommand: recordCommand)
    }

    /// Writes the file, then throws to say so.
    private func record(_ data: Data) throws -> Never {
        try data.write(to: url, options: .atomic)
        throw Recorded(file: shownPath, recordSwitch: Self.recordSwitch)
    }

    /// The lines that differ, at most `limit` of them, and a difference in the number of lines.
    static func lineDifferences(actual: String, expected: String, limit: Int = 40) -> [String] {
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        var details: [String] = []
        var differing = 0
        for (index, (got, want)) in zip(actualLines, expectedLines).enumerated() where got != want {
            differing += 1
            if differing <= limit {
                details.append("line \(index + 1): expected «\(want)», got «\(got)»")
            }
        }
        if differing > limit {
            details.append("and \(differing - limit) more lines")
        }
        if actualLines.count != expectedLines.count {
            details.append("the file has \(expectedLines.count) lines, the output \(actualLines.count)")
        }
        return details
    }

    /// The output differs from the golden file.
    public struct Difference: Error, CustomStringConvertible {
        public let file: String
        public let details: [String]
        public let recordCommand: String

        public var description: String {
            (["\(file) differs from the output:"] + details.map { "  " + $0 } + [
                "If the change is meant, write it anew with \(recordCommand) and read the difference."
            ]).joined(separator: "\n")
        }
    }

    /// The file was recorded: the test fails so that a recording run never passes.
    public struct Recorded: Error, CustomStringConvertible {
        public let file: String
        public let recordSwitch: String

        public var description: String {
            "recorded \(file) because \(recordSwitch)=1; read the difference (git diff), then run again without it"
        }
    }
}
