#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// Standard output and standard error, written unbuffered, with every failure reported:
/// standard output is output too, and a full disk or a closed descriptor behind it must not
/// pass for success.
///
/// ```swift
/// try StandardStream.output.write("Average 8,412 steps a day\n")
/// ```
package enum StandardStream: Sendable {
    /// Standard output, descriptor 1.
    case output
    /// Standard error, descriptor 2.
    case error

    /// The descriptor.
    package var descriptor: Int32 {
        switch self {
        case .output: STDOUT_FILENO
        case .error: STDERR_FILENO
        }
    }

    /// The name for messages.
    package var displayName: String {
        switch self {
        case .output: "<stdout>"
        case .error: "<stderr>"
        }
    }

    /// Writes all of `bytes`, retrying short writes and interruptions.
    ///
    /// - Throws: ``FileError`` of kind `.pipeClosed` when the reader of a pipe has gone (with
    ///   SIGPIPE ignored), `.writeFailed` for any other failure (a full disk, a closed
    ///   descriptor).
    package func write(_ bytes: UnsafeRawBufferPointer) throws(FileError) {
        try OutputFile.writeAll(bytes, to: descriptor, path: displayName)
    }

    /// Writes `text` as UTF-8.
    ///
    /// - Throws: as ``write(_:)-(UnsafeRawBufferPointer)``.
    package func write(_ text: String) throws(FileError) {
        var text = text
        var failure: FileError?
        text.withUTF8 { buffer in
            do throws(FileError) { try write(UnsafeRawBufferPointer(buffer)) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    /// Makes sure descriptors 0, 1 and 2 are open before any file is, so that a file opened
    /// later can never take the number of a closed standard stream (and receive what is
    /// printed). A closed one is held by `/dev/null` opened the wrong way round (standard input
    /// for writing, standard output and error for reading), so using it still fails with
    /// "it is closed", as it would have.
    ///
    /// - Returns: the streams that were closed (0, 1, 2).
    @discardableResult
    package static func holdClosedDescriptors() -> [Int32] {
        var closed: [Int32] = []
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
        where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            closed.append(descriptor)
            let held = open("/dev/null", descriptor == STDIN_FILENO ? O_WRONLY : O_RDONLY)
            if held >= 0, held != descriptor {
                dup2(held, descriptor)
                close(held)
            }
        }
        return closed
    }
}
