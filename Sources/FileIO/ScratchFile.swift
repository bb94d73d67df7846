#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// An unnamed file in `$TMPDIR` (or `/tmp`) to write into and read back: removed from its
/// folder as soon as it is made, so nothing is left behind however the program ends.
///
/// It is where bytes go that a library writes to a descriptor (libsndfile seeks back to fill
/// in a header) when they are wanted in memory, as a report embeds an audio file; and where
/// ``OutputFile`` first writes what is bound for a special file or standard output.
///
/// Not copyable: it owns its descriptor, closed exactly once when it goes away.
///
/// ```swift
/// let scratch = try ScratchFile(for: "report.html")
/// // … write through scratch.descriptor …
/// let bytes = try scratch.contents()
/// ```
package struct ScratchFile: ~Copyable {
    /// The file: seekable, open for reading and writing.
    package let descriptor: Int32

    /// The name of the output it stands for, in messages.
    private let displayName: String

    /// Creates the file.
    ///
    /// - Parameter displayName: the output it is for, named in messages ("report.html").
    /// - Throws: ``FileError`` of kind `.cannotCreate` when the folder does not allow it.
    package init(for displayName: String) throws(FileError) {
        self.descriptor = try Self.create(for: displayName)
        self.displayName = displayName
    }

    /// Makes an unnamed file and returns its descriptor, which the caller owns.
    static func create(for displayName: String) throws(FileError) -> Int32 {
        let folder = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array("\(folder)/.rangelens-output.XXXXXX".utf8CString)
        let (descriptor, code) = TemporaryFiles.withSignalsBlocked { () -> (Int32, Int32) in
            let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard descriptor >= 0 else { return (descriptor, errno) }
            template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
            return (descriptor, 0)
        }
        guard descriptor >= 0 else {
            throw FileError.system(.cannotCreate, path: displayName, "cannot create a scratch file in \(folder)", code)
        }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        return descriptor
    }

    /// Everything in the file, from its start, whatever the descriptor's offset.
    ///
    /// - Throws: ``FileError`` of kind `.writeFailed` when it cannot be read back.
    /// - Complexity: O(n) in the file's size.
    package func contents() throws(FileError) -> [UInt8] {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw FileError.system(.writeFailed, path: displayName, "cannot read back what was written", errno)
        }
        let size = Int(status.st_size)
        var bytes = [UInt8](repeating: 0, count: size)
        var failure: Int32 = 0
        bytes.withUnsafeMutableBytes { buffer in
            var done = 0
            while done < size {
                let count = pread(descriptor, buffer.baseAddress! + done, size - done, off_t(done))
                if count < 0, errno == EINTR { continue }
                guard count > 0 else {
                    failure = count == 0 ? EIO : errno
                    return
                }
                done += count
            }
        }
        if failure != 0 {
            throw FileError.system(.writeFailed, path: displayName, "cannot read back what was written", failure)
        }
        return bytes
    }

    deinit {
        close(descriptor)
    }
}
