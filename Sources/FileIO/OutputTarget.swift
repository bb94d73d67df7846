#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// Where an output goes, worked out before anything is written: a regular file (or a name
/// where nothing is yet), a special file (a device, a FIFO, a terminal), or standard output.
///
/// Symbolic links are followed to the file they name, so that the link is kept and its target
/// replaced. A folder in the way, a missing folder or a loop of links is refused here, before
/// any work is done.
///
/// ```swift
/// let audio = try OutputTarget(path: "graph.wav")
/// let cues = try OutputTarget(path: "graph.vtt")
/// if audio.isSameFile(as: cues) { … }   // refuse: the cues would overwrite the audio
/// ```
///
/// It does not check permissions: whether the file can be created is learnt by creating it.
package struct OutputTarget: Hashable, Sendable {
    /// How a target is written.
    package enum Kind: Hashable, Sendable {
        /// A regular file, or a name where nothing exists yet: written to a temporary file
        /// beside it, synced, and renamed over it.
        case file
        /// A character or block device, a FIFO or a socket (`/dev/null`, a terminal): written
        /// straight into, never replaced.
        case special
        /// Standard output, named `-`.
        case standardOutput
    }

    /// The path as the person gave it (`-` for standard output).
    package let path: String

    /// The file that is written: `path` with its symbolic links followed.
    package let resolvedPath: String

    /// How it is written.
    package let kind: Kind

    /// Whether a file exists there now.
    package let exists: Bool

    /// The device and inode of the existing file, to recognise it under another name.
    let identity: FileIdentity?

    /// The absolute path of a file that does not exist yet (its folder's real path and its
    /// name), to recognise it under another spelling.
    let canonicalPath: String?

    /// The name for messages: the path, or `<stdout>`.
    package var displayName: String { kind == .standardOutput ? "<stdout>" : path }

    /// Works out where `path` goes; `-` is standard output.
    ///
    /// - Throws: ``FileError`` of kind `.cannotCreate` when the path is empty, is a folder,
    ///   lies in a folder that does not exist, or is a loop of links.
    package init(path: String) throws(FileError) {
        self.path = path
        if path == "-" {
            kind = .standardOutput
            resolvedPath = path
            var status = stat()
            identity = fstat(STDOUT_FILENO, &status) == 0 ? FileIdentity(status) : nil
            exists = true
            canonicalPath = nil
            return
        }
        guard !path.isEmpty else {
            throw FileError(
                kind: .cannotCreate, path: path, action: "cannot create the file", cause: "the path is empty")
        }
        let resolved = try Self.followingLinks(path)
        resolvedPath = resolved
        var status = stat()
        if stat(resolved, &status) == 0 {
            let type = status.st_mode & S_IFMT
            if type == S_IFDIR {
                throw FileError(
                    kind: .cannotCreate, path: path, action: "cannot create the file", cause: "it is a folder")
            }
            kind = type == S_IFREG ? .file : .special
            exists = true
            identity = FileIdentity(status)
            canonicalPath = nil
            return
        }
        let code = errno
        guard code == ENOENT else { throw FileError.system(.cannotCreate, path: path, "cannot create the file", code) }
        let (folder, name) = Self.split(resolved)
        var folderStatus = stat()
        guard stat(folder, &folderStatus) == 0 else {
            let code = errno
            if code == ENOENT {
                throw FileError(
                    kind: .cannotCreate, path: path, action: "cannot create the file",
                    cause: "the folder \(folder) does not exist", systemError: code)
            }
            throw FileError.system(.cannotCreate, path: path, "cannot create the file", code)
        }
        guard folderStatus.st_mode & S_IFMT == S_IFDIR else {
            throw FileError(
                kind: .cannotCreate, path: path, action: "cannot create the file", cause: "\(folder) is not a folder")
        }
        kind = .file
        exists = false
        identity = nil
        canonicalPath = Self.realPath(folder).map { ($0 == "/" ? "" : $0) + "/" + name }
    }

    /// Whether two targets are the same file, however each is spelled: the same existing file
    /// (the same device and inode), the same new file, or standard output twice.
    package func isSameFile(as other: OutputTarget) -> Bool {
        if kind == .standardOutput || other.kind == .standardOutput { return kind == other.kind }
        if let identity, let otherIdentity = other.identity { return identity == otherIdentity }
        if let canonicalPath, let otherPath = other.canonicalPath { return canonicalPath == otherPath }
        return false
    }

    /// Whether this target is the file at `inputPath`, an input of the same command: writing
    /// it would replace what is being read.
    package func isSameFile(asInput inputPath: String) -> Bool {
        guard kind != .standardOutput, inputPath != "-", let identity else { return false }
        var status = stat()
        guard stat(inputPath, &status) == 0 else { return false }
        return FileIdentity(status) == identity
    }

    /// The folder a temporary file is made in, and the file's name.
    static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let folder = slash == path.startIndex ? "/" : String(path[..<slash])
        return (folder, String(path[path.index(after: slash)...]))
    }

    /// `path` with each symbolic link at its end replaced by what it names, up to 40 links.
    static func followingLinks(_ path: String) throws(FileError) -> String {
        var current = path
        for _ in 0..<40 {
            var status = stat()
            guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: 4_097)
            let count = readlink(current, &buffer, 4_096)
            guard count > 0 else { return current }
            let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if target.hasPrefix("/") {
                current = target
            } else {
                // A relative link is relative to the folder that holds it.
                let (folder, _) = split(current)
                current = current.contains("/") ? (folder == "/" ? "/" : folder + "/") + target : target
            }
        }
        throw FileError(
            kind: .cannotCreate, path: path, action: "cannot create the file", cause: SystemReason.words(for: ELOOP))
    }

    /// The real path of an existing folder.
    static func realPath(_ folder: String) -> String? {
        guard let resolved = realpath(folder, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
