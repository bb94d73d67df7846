import Foundation

/// A new file being written beside its destination under a hidden temporary name, renamed
/// over the destination only when complete.
///
/// The one owner of the temporary file's descriptor: not copyable, so it is closed exactly once.
/// ``commit()`` closes it and renames it into place; dropping it instead (an error on the way)
/// closes and removes the temporary file, so a failure never leaves half a file behind and never
/// touches an older file at the destination.
///
/// The rename is atomic on one file system, which is why the temporary file lives in the
/// destination's own folder. Nothing is synced to disk: the files are regenerable and a sync
/// would cost more than rendering them.
struct TemporaryFile: ~Copyable {
    /// The open descriptor, for reading and writing.
    let descriptor: Int32

    /// The temporary file's path.
    let path: String

    /// Where the file goes on success.
    let destination: String

    private var isSettled = false

    /// Creates an empty temporary file in `destination`'s folder.
    ///
    /// - Throws: ``AudioGraphError/cannotCreateOutput(path:reason:)`` when the destination is a
    ///   folder, its folder does not exist, or the file cannot be created there.
    init(beside destination: String) throws(AudioGraphError) {
        guard !destination.isEmpty else {
            throw AudioGraphError.cannotCreateOutput(path: destination, reason: "the path is empty")
        }
        var status = stat()
        if stat(destination, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
            throw AudioGraphError.cannotCreateOutput(path: destination, reason: "it is a folder")
        }
        let slash = destination.lastIndex(of: "/")
        let folder = slash.map { $0 == destination.startIndex ? "/" : String(destination[..<$0]) } ?? "."
        let name = slash.map { String(destination[destination.index(after: $0)...]) } ?? destination
        var attempt = 0
        while true {
            let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 16)
            let candidate = (folder == "/" ? "" : folder) + "/.\(name).\(suffix).tmp"
            let descriptor = open(candidate, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 {
                self.descriptor = descriptor
                self.path = candidate
                self.destination = destination
                return
            }
            let error = errno
            attempt += 1
            if error == EEXIST, attempt < 16 { continue }
            var reason = String(cString: strerror(error))
            if error == ENOENT { reason = "the folder \(folder) does not exist" }
            if error == ENOTDIR { reason = "\(folder) is not a folder" }
            throw AudioGraphError.cannotCreateOutput(path: destination, reason: reason)
        }
    }

    /// Writes all of `bytes` at the current offset, retrying short writes and interruptions.
    ///
    /// - Throws: ``AudioGraphError/inputOutput(path:reason:)`` naming the system's error.
    func writeAll(_ bytes: UnsafeRawBufferPointer) throws(AudioGraphError) {
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw AudioGraphError.inputOutput(
                    path: destination, reason: "cannot write: \(String(cString: strerror(errno)))")
            }
            offset += written
        }
    }

    /// Closes the file and renames it over the destination.
    ///
    /// - Throws: ``AudioGraphError/inputOutput(path:reason:)`` when closing reports an error
    ///   (a delayed write failure); ``AudioGraphError/cannotCreateOutput(path:reason:)`` when
    ///   the rename fails. Either way the temporary file is removed.
    consuming func commit() throws(AudioGraphError) {
        isSettled = true
        if close(descriptor) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(path)
            throw AudioGraphError.inputOutput(path: destination, reason: "cannot finish writing: \(reason)")
        }
        if rename(path, destination) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(path)
            throw AudioGraphError.cannotCreateOutput(path: destination, reason: reason)
        }
    }

    deinit {
        if !isSettled {
            close(descriptor)
            unlink(path)
        }
    }
}
