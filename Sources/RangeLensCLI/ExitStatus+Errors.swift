import AudioGraph
import CopyCheck
import FileIO
import Narration
import SeriesIO

/// The one mapping from the libraries' kinds of error to the exit statuses docs/command-line.md lists. The
/// libraries say what went wrong; only the executable decides how a process ends.
extension ExitStatus {
    /// A file or standard stream that could not be read or written.
    init(_ error: FileError) {
        switch error.kind {
        case .cannotOpen: self = .noInput
        case .tooLarge: self = .dataError
        case .cannotCreate: self = .cannotCreate
        case .conflict: self = .usage
        case .readFailed, .writeFailed, .pipeClosed: self = .ioError
        }
    }

    /// A series that could not be read.
    init(_ error: SeriesReadError) {
        switch error.kind {
        case .cannotOpen: self = .noInput
        case .badData: self = .dataError
        case .ioFailure: self = .ioError
        }
    }

    /// An audio graph, cue file or spoken introduction that could not be made.
    init(_ error: AudioGraphError) {
        switch error {
        case .invalidOption, .unknownFormat, .speechUnavailable, .tooLong, .speechTooLong, .tooManyTones,
            .formatDisagrees,
            .voiceRefused:
            self = .usage
        case .notPositive: self = .dataError
        case .libraryUnavailable: self = .unavailable
        case .cannotCreateOutput: self = .cannotCreate
        case .inputOutput, .outputClosed: self = .ioError
        }
    }

    /// The copy: the built-in catalogs or a replacement that could not be read or used.
    init(_ error: CopyError) {
        switch error.kind {
        case .cannotRead: self = .noInput
        case .invalidCatalog: self = .dataError
        }
    }

    /// A catalog that could not be rewritten in Xcode's layout.
    init(_ error: LayoutError) {
        switch error {
        case .unreadable(let error), .unwritable(let error): self.init(error)
        case .invalidJSON, .repeatedKey, .notCatalog: self = .dataError
        }
    }

    /// A baseline that could not be read or written.
    init(_ error: CheckBaselineFileError) {
        switch error {
        case .unreadable(let error), .unwritable(let error): self.init(error)
        case .invalid: self = .dataError
        }
    }

    /// A configuration of the checks that could not be read or used.
    init(_ error: CheckConfigurationFileError) {
        switch error {
        case .unreadable(let error): self.init(error)
        case .invalid: self = .dataError
        }
    }

    /// The copy check's verdict.
    init(_ status: CheckExitStatus) {
        switch status {
        case .success: self = .success
        case .findings: self = .checkFailed
        case .invalidData: self = .dataError
        case .unreadableInput: self = .noInput
        }
    }
}

extension CommandFailure {
    /// The failure for a file error: `path: error: reason`, in the compiler's shape; a closed
    /// pipe ends the program quietly instead, as the standard tools end.
    init(_ error: FileError, advice: String? = nil) {
        if error.kind == .pipeClosed {
            self.init(.readerGone, "")
            return
        }
        if error.kind == .conflict {
            // An output held against the inputs: bad usage, said as one sentence.
            self.init(.usage, error.cause)
            return
        }
        self.init(
            ExitStatus(error),
            "\(ShownText.escaped(error.path)): error: \(error.reason)" + (advice.map { "; " + $0 } ?? ""), located: true
        )
    }

    /// The failure for a series that could not be read: `path:line:column: error: message`,
    /// the path as a terminal may show it (a line break in a file's name is `\n`, so that the
    /// message stays one line an editor can jump from).
    init(_ error: SeriesReadError) {
        var shown = error
        shown.path = ShownText.escaped(error.path)
        self.init(ExitStatus(error), shown.description(severity: "error", wording: RemedyWording.flag), located: true)
    }

    /// The failure for an audio graph's error; a closed pipe ends the program quietly.
    init(_ error: AudioGraphError) {
        if case .outputClosed = error {
            self.init(.readerGone, "")
            return
        }
        self.init(ExitStatus(error), error.description(wording: RemedyWording.flag))
    }
}
