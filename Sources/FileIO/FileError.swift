#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// Why a file or a standard stream could not be read or written.
///
/// The kind says what went wrong in the terms a command line needs to choose its exit status;
/// the reason says it for a person ("it is a folder, not a file", "the disk is full"). The
/// library never chooses an exit status itself: the executable maps each kind to one.
///
/// ```swift
/// do {
///     try OutputFile.write(bytes, to: "report.sarif")
/// } catch {
///     print(error)   // "report.sarif: cannot write: the disk is full"
/// }
/// ```
package struct FileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    package enum Kind: Hashable, Sendable {
        /// An input does not exist, is a folder, or may not be read.
        case cannotOpen
        /// An input is larger than the limit its reader sets (a line or a whole file).
        case tooLarge
        /// Reading failed part way.
        case readFailed
        /// An output cannot be created: its folder is missing, a folder is in the way, or it may
        /// not be written.
        case cannotCreate
        /// Writing failed part way: a full disk, a file-size limit, a device error, a closed
        /// descriptor.
        case writeFailed
        /// An output would replace one of the command's inputs, or another of its outputs
        /// (refused before anything is read or written: bad usage).
        case conflict
        /// Standard output is a pipe whose reader has gone (`rangelens … | head`): not a
        /// failure to report, but a reason to stop writing.
        case pipeClosed
    }

    /// What went wrong.
    package var kind: Kind

    /// The file as the person named it; `<stdin>` or `<stdout>` for a standard stream.
    package var path: String

    /// What was being done, as a phrase: "cannot write the file".
    package var action: String

    /// Why it failed, as a phrase without a final full stop: "the disk is full".
    package var cause: String

    /// The system's error number, when a system call failed.
    package var systemError: Int32?

    /// Creates an error.
    package init(kind: Kind, path: String, action: String, cause: String, systemError: Int32? = nil) {
        self.kind = kind
        self.path = path
        self.action = action
        self.cause = cause
        self.systemError = systemError
    }

    /// What was being done and why it failed: "cannot write the file: the disk is full".
    package var reason: String { "\(action): \(cause)" }

    /// `path: reason`.
    package var description: String { "\(path): \(reason)" }
}

extension FileError {
    /// An error for a failed system call: `doing` says what was being done ("cannot read the
    /// file"), and the system's error number is put in words.
    static func system(_ kind: Kind, path: String, _ doing: String, _ code: Int32) -> FileError {
        if code == EPIPE, kind == .writeFailed {
            return FileError(
                kind: .pipeClosed, path: path, action: doing, cause: "the reader of the pipe has gone",
                systemError: code)
        }
        return FileError(kind: kind, path: path, action: doing, cause: SystemReason.words(for: code), systemError: code)
    }
}
