#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// An output being written, put in place only when complete: the one way the project writes
/// files.
///
/// - A **regular file** (or a new name) is written to a hidden temporary file in the same
///   folder, registered with ``TemporaryFiles`` so that a signal handler can remove it. On
///   ``commit()`` it takes the permissions of the file it replaces (and, where the process may,
///   its owner and group), or `0666` less the umask for a new file; it is synced to disk,
///   renamed over the target, and the folder is synced. A symbolic link is followed: its
///   target is replaced and the link kept.
/// - A **special file** (`/dev/null`, a FIFO, a terminal) is opened when the output is created,
///   so that a refusal comes before any work, and written straight into on ``commit()``:
///   never replaced, never truncated.
/// - **Standard output** (`-`) is written on ``commit()``.
///
/// Whatever the target, ``descriptor`` is a seekable file the caller can write, seek and read
/// back (libsndfile needs that): for special files and standard output it is an unnamed file in
/// `$TMPDIR` (or `/tmp`), removed from its folder as soon as it is made, copied to the target on
/// ``commit()``.
///
/// Not copyable, so the descriptor is closed exactly once. Dropping an output without
/// committing it (an error on the way) closes and removes the temporary file, so a failure
/// never leaves half a file behind and never touches an older file at the target.
///
/// ```swift
/// var output = try OutputFile(path: "report.json")
/// try output.write(Array(text.utf8))
/// try output.commit()
/// ```
package struct OutputFile: ~Copyable {
    /// The file to write into: seekable, open for reading and writing.
    package let descriptor: Int32

    /// Where the output goes.
    package let target: OutputTarget

    /// The temporary file beside a regular target.
    private let temporaryPath: String?

    /// Its slot in ``TemporaryFiles``, when it has one.
    private let slot: Int?

    /// The special file, opened at the start.
    private let specialDescriptor: Int32?

    private var isSettled = false

    /// Creates the output for a target.
    ///
    /// - Throws: ``FileError`` of kind `.cannotCreate` when the temporary file cannot be made
    ///   (no permission, a read-only file system), the existing file may not be written, or a
    ///   special file cannot be opened.
    package init(_ target: OutputTarget) throws(FileError) {
        self.target = target
        switch target.kind {
        case .file:
            if target.exists, access(target.resolvedPath, W_OK) != 0 {
                throw FileError.system(.cannotCreate, path: target.path, "cannot write the file", errno)
            }
            let (folder, name) = OutputTarget.split(target.resolvedPath)
            var attempt = 0
            while true {
                let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 16)
                let candidate = (folder == "/" ? "" : folder) + "/.\(name).\(suffix).tmp"
                // Created and registered with the signals blocked, so that a signal cannot
                // come between the two and leave the file behind.
                let (descriptor, slot, code) = TemporaryFiles.withSignalsBlocked { () -> (Int32, Int?, Int32) in
                    let descriptor = open(candidate, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
                    guard descriptor >= 0 else { return (descriptor, nil, errno) }
                    return (descriptor, TemporaryFiles.register(candidate), 0)
                }
                if descriptor >= 0 {
                    self.descriptor = descriptor
                    self.temporaryPath = candidate
                    self.slot = slot
                    self.specialDescriptor = nil
                    return
                }
                attempt += 1
                if code == EEXIST, attempt < 16 { continue }
                if code == ENOENT {
                    throw FileError(
                        kind: .cannotCreate, path: target.path, action: "cannot create the file",
                        cause: "the folder \(folder) does not exist", systemError: code)
                }
                throw FileError.system(.cannotCreate, path: target.path, "cannot create the file", code)
            }
        case .special:
            let special = open(target.resolvedPath, O_WRONLY | O_CLOEXEC | O_NOCTTY)
            guard special >= 0 else {
                throw FileError.system(.cannotCreate, path: target.path, "cannot open the file for writing", errno)
            }
            do {
                descriptor = try Self.scratchFile(for: target)
            } catch {
                close(special)
                throw error
            }
            specialDescriptor = special
            temporaryPath = nil
            slot = nil
        case .standardOutput:
            descriptor = try Self.scratchFile(for: target)
            specialDescriptor = nil
            temporaryPath = nil
            slot = nil
        }
    }

    /// Creates the output for the file at `path` (`-` for standard output).
    ///
    /// - Throws: as ``OutputTarget/init(path:)`` and ``init(_:)``.
    package init(path: String) throws(FileError) {
        try self.init(OutputTarget(path: path))
    }

    /// Writes `bytes` at the current offset, retrying short writes and interruptions.
    ///
    /// - Throws: ``FileError`` of kind `.writeFailed` naming the system's reason.
    package func write(_ bytes: UnsafeRawBufferPointer) throws(FileError) {
        try Self.writeAll(bytes, to: descriptor, path: target.displayName)
    }

    /// Writes `bytes` at the current offset.
    ///
    /// - Throws: as ``write(_:)-(UnsafeRawBufferPointer)``.
    package func write(_ bytes: [UInt8]) throws(FileError) {
        // `withUnsafeBytes` rethrows untyped errors: the failure is carried out of it instead.
        var failure: FileError?
        bytes.withUnsafeBytes { buffer in
            do throws(FileError) { try write(buffer) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    /// Puts the output in place: renames the temporary file over the target, or copies what
    /// was written into the special file or standard output.
    ///
    /// - Throws: ``FileError`` of kind `.writeFailed` when syncing, closing or copying fails
    ///   (a delayed write failure, a full device), `.pipeClosed` when standard output's reader
    ///   has gone, `.cannotCreate` when the rename fails. The temporary file is removed either
    ///   way.
    package consuming func commit() throws(FileError) {
        isSettled = true
        guard let temporaryPath else {
            defer { close(descriptor) }
            do {
                try Self.copy(from: descriptor, to: specialDescriptor ?? STDOUT_FILENO, path: target.displayName)
            } catch {
                if let specialDescriptor { close(specialDescriptor) }
                throw error
            }
            if let specialDescriptor, close(specialDescriptor) != 0, errno != EINTR {
                throw FileError.system(.writeFailed, path: target.displayName, "cannot finish writing", errno)
            }
            return
        }
        func abandon() {
            close(descriptor)
            unlink(temporaryPath)
            if let slot { TemporaryFiles.unregister(slot) }
        }
        Self.copyOwnershipAndPermissions(of: target, to: descriptor)
        if fsync(descriptor) != 0 {
            let code = errno
            abandon()
            throw FileError.system(.writeFailed, path: target.path, "cannot finish writing", code)
        }
        if close(descriptor) != 0 {
            let code = errno
            unlink(temporaryPath)
            if let slot { TemporaryFiles.unregister(slot) }
            throw FileError.system(.writeFailed, path: target.path, "cannot finish writing", code)
        }
        if rename(temporaryPath, target.resolvedPath) != 0 {
            let code = errno
            unlink(temporaryPath)
            if let slot { TemporaryFiles.unregister(slot) }
            throw FileError.system(.cannotCreate, path: target.path, "cannot put the file in place", code)
        }
        if let slot { TemporaryFiles.unregister(slot) }
        Self.syncFolder(of: target.resolvedPath)
    }

    deinit {
        guard !isSettled else { return }
        close(descriptor)
        if let specialDescriptor { close(specialDescriptor) }
        if let temporaryPath { unlink(temporaryPath) }
        if let slot { TemporaryFiles.unregister(slot) }
    }

    /// Writes `bytes` to the file at `path` (`-` for standard output) through an output:
    /// all of it or, on any failure, nothing.
    ///
    /// - Throws: as ``init(path:)``, ``write(_:)-([UInt8])`` and ``commit()``.
    package static func write(_ bytes: [UInt8], to path: String) throws(FileError) {
        let output = try OutputFile(path: path)
        try output.write(bytes)
        try output.commit()
    }

    /// Gives the temporary file the permissions of the file it replaces and, where the process
    /// may, its owner and group (the owner first: changing it clears the set-user-ID bits);
    /// a new file gets `0666` less the umask, as `open(2)` would have given it.
    private static func copyOwnershipAndPermissions(of target: OutputTarget, to descriptor: Int32) {
        var existing = stat()
        if target.exists, stat(target.resolvedPath, &existing) == 0 {
            if existing.st_uid != geteuid() || existing.st_gid != getegid() {
                if fchown(descriptor, existing.st_uid, existing.st_gid) != 0 {
                    // Not permitted to give the file away: keep at least its group, if ours.
                    _ = fchown(descriptor, uid_t.max, existing.st_gid)
                }
            }
            fchmod(descriptor, existing.st_mode & 0o7777)
        } else {
            let mask = umask(0o022)
            umask(mask)
            fchmod(descriptor, 0o666 & ~mask)
        }
    }

    /// Syncs the folder that holds `path`, so that the rename survives a crash.
    private static func syncFolder(of path: String) {
        let (folder, _) = OutputTarget.split(path)
        let descriptor = open(folder, O_RDONLY | O_CLOEXEC | O_DIRECTORY)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    /// An unnamed file in `$TMPDIR` (or `/tmp`) to write a special target's bytes into first:
    /// removed from its folder at once, so nothing is left behind however the program ends.
    private static func scratchFile(for target: OutputTarget) throws(FileError) -> Int32 {
        try ScratchFile.create(for: target.displayName)
    }

    /// Copies everything written to `source` (from its start) to `destination`.
    private static func copy(from source: Int32, to destination: Int32, path: String) throws(FileError) {
        guard lseek(source, 0, SEEK_SET) == 0 else {
            throw FileError.system(.writeFailed, path: path, "cannot read back what was written", errno)
        }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 20, alignment: 16)
        defer { buffer.deallocate() }
        while true {
            let count = read(source, buffer.baseAddress, buffer.count)
            if count < 0 {
                if errno == EINTR { continue }
                throw FileError.system(.writeFailed, path: path, "cannot read back what was written", errno)
            }
            if count == 0 { return }
            try writeAll(UnsafeRawBufferPointer(rebasing: buffer[0..<count]), to: destination, path: path)
        }
    }

    /// Writes all of `bytes` to a descriptor, retrying short writes and interruptions.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, path: String) throws(FileError) {
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN || errno == EWOULDBLOCK {
                    // A descriptor another program left non-blocking: wait until it takes more.
                    var waiting = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&waiting, 1, -1)
                    continue
                }
                throw FileError.system(.writeFailed, path: path, "cannot write", errno)
            }
            offset += written
        }
    }
}

/// `write(2)`, under a name the types' own `write` methods do not hide.
@inline(__always)
func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
