#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A failed file operation: what went wrong, for a person.
struct FileAccessError: Error {
    /// The system's reason ("No such file or directory"), or our own.
    var reason: String
}

/// Reading and writing whole files with the C library: the one place this module touches libc.
enum FileAccess {
    /// The bytes of the file at `path`.
    static func contents(ofFile path: String) throws(FileAccessError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw failure(errno) }
        guard status.st_mode & S_IFMT != S_IFDIR else {
            throw FileAccessError(reason: "it is a folder, not a file")
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(status.st_size) + 1)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(errno)
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[..<count])
        }
        return bytes
    }

    /// Writes `bytes` to a temporary file beside `path`, then renames it over `path`, keeping
    /// the permissions of the file it replaces.
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileAccessError) {
        let folderEnd = path.lastIndex(of: "/")
        let folder = folderEnd.map { String(path[...$0]) } ?? ""
        let name = folderEnd.map { String(path[path.index(after: $0)...]) } ?? path
        var template = Array("\(folder).\(name).XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw failure(errno) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var finished = false
        defer {
            if !finished { unlink(temporary) }
        }
        var mode: mode_t = 0o644
        var existing = stat()
        if stat(path, &existing) == 0 {
            mode = existing.st_mode & 0o7777
        } else {
            let mask = umask(0)
            umask(mask)
            mode = 0o666 & ~mask
        }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes {
                write(descriptor, $0.baseAddress! + written, $0.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                let error = failure(errno)
                close(descriptor)
                throw error
            }
            written += count
        }
        if fchmod(descriptor, mode) != 0 || fsync(descriptor) != 0 {
            let error = failure(errno)
            close(descriptor)
            throw error
        }
        guard close(descriptor) == 0 else { throw failure(errno) }
        guard rename(temporary, path) == 0 else { throw failure(errno) }
        finished = true
    }

    private static func failure(_ code: Int32) -> FileAccessError {
        let reason: String
        switch code {
        case ENOENT: reason = "the file does not exist"
        case EACCES, EPERM: reason = "permission denied"
        case EISDIR: reason = "it is a folder, not a file"
        case ENOSPC: reason = "the disk is full"
        default: reason = String(cString: strerror(code)).lowercased()
        }
        return FileAccessError(reason: reason)
    }
}
