internal import Glibc

/// The bytes of an input, read in chunks into one buffer that only holds the records not yet
/// read, so memory stays near the chunk size (plus the longest record) whatever the file's size.
///
/// The type is not copyable because it owns the buffer and, for a named file, the file
/// descriptor. ``finish()`` closes the file and reports a failure to close; if the read ends
/// with an error instead, the descriptor is closed quietly when the source goes away.
struct InputSource: ~Copyable {
    /// How much one `read(2)` asks for.
    static let chunkSize = 1 << 20

    /// The name used in messages.
    let path: String

    /// The total size in bytes when known (a regular file), for progress.
    let totalSize: Int?

    private var buffer: OwnedBuffer
    private(set) var count = 0
    private(set) var isAtEnd: Bool
    private let file: FileDescriptor
    private(set) var bytesRead = 0
    /// Bytes dropped from the front of the buffer so far: a buffer offset plus this is a file offset.
    private(set) var discardedCount = 0
    private let progress: (@Sendable (Double) -> Void)?
    private var lastReportedFraction = 0.0

    /// Opens a file, or standard input for `-`.
    ///
    /// - Throws: `.cannotOpen` when the file is missing, unreadable or a directory.
    init(openingPath path: String, displayPath: String, progress: (@Sendable (Double) -> Void)?) throws(SeriesReadError)
    {
        let descriptor: Int32
        let closes: Bool
        if path == "-" {
            descriptor = STDIN_FILENO
            closes = false
        } else {
            descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else {
                throw SeriesReadError(
                    kind: .cannotOpen, path: displayPath,
                    message: "cannot open the file: \(Self.reason(errno)); check the path and its permissions")
            }
            closes = true
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            if closes { close(descriptor) }
            throw SeriesReadError(
                kind: .cannotOpen, path: displayPath, message: "cannot open the file: \(Self.reason(code))")
        }
        let type = status.st_mode & S_IFMT
        if type == S_IFDIR {
            if closes { close(descriptor) }
            throw SeriesReadError(
                kind: .cannotOpen, path: displayPath,
                message: "cannot read a directory (\(Self.reason(EISDIR))); give the path of a CSV, TSV or JSON file")
        }
        self.path = displayPath
        self.file = FileDescriptor(rawValue: descriptor, closes: closes)
        self.totalSize = type == S_IFREG ? Int(status.st_size) : nil
        self.isAtEnd = false
        self.progress = totalSize == nil ? nil : progress
        self.buffer = OwnedBuffer(byteCount: Self.chunkSize)
    }

    /// Wraps bytes already in memory.
    init(bytes: [UInt8], displayPath: String, progress: (@Sendable (Double) -> Void)?) {
        self.path = displayPath
        self.file = FileDescriptor(rawValue: -1, closes: false)
        self.totalSize = bytes.count
        self.isAtEnd = true
        self.progress = progress
        self.buffer = OwnedBuffer(byteCount: max(bytes.count, 1))
        let storage = buffer.storage
        bytes.withUnsafeBytes { storage.copyMemory(from: $0) }
        self.count = bytes.count
        self.bytesRead = bytes.count
    }

    /// The bytes held: the unread rest of the previous chunks and what was read since.
    var bytes: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: buffer.storage[0..<count])
    }

    /// Drops the bytes before `offset`, which have been read, moving the rest to the front.
    mutating func discard(before offset: Int) {
        guard offset > 0 else { return }
        let remaining = count - offset
        if remaining > 0 {
            let base = buffer.storage.baseAddress!
            base.copyMemory(from: base + offset, byteCount: remaining)
        }
        count = remaining
        discardedCount += offset
    }

    /// Reads at least one more byte, or learns that the input has ended; the buffer grows when
    /// it is full (one record longer than a chunk).
    ///
    /// - Throws: `.ioFailure` when `read(2)` fails.
    mutating func readMore() throws(SeriesReadError) {
        guard !isAtEnd else { return }
        if count == buffer.storage.count {
            buffer.grow(to: buffer.storage.count * 2, keeping: count)
        }
        while true {
            let result = read(file.rawValue, buffer.storage.baseAddress! + count, buffer.storage.count - count)
            if result < 0 {
                if errno == EINTR { continue }
                throw SeriesReadError(kind: .ioFailure, path: path, message: "reading failed: \(Self.reason(errno))")
            }
            if result == 0 {
                isAtEnd = true
            } else {
                count += result
                bytesRead += result
            }
            break
        }
    }

    /// Reads until the buffer is full or the input has ended, so the first rows can be looked
    /// at together.
    mutating func fill() throws(SeriesReadError) {
        while !isAtEnd, count < buffer.storage.count {
            try readMore()
        }
    }

    /// Reads the whole input into one array (for JSON, whose parser needs all of it).
    mutating func readAll() throws(SeriesReadError) -> [UInt8] {
        if let totalSize, totalSize >= buffer.storage.count {
            buffer.grow(to: totalSize + 1, keeping: count)
        }
        while !isAtEnd {
            try readMore()
            reportProgress(consumedUpTo: count)
        }
        reportProgress(consumedUpTo: count)
        return Array(bytes)
    }

    /// Tells the progress handler how far reading has come, when it has come at least 1% since
    /// the last report or has reached the end: `position` is a buffer offset up to which the
    /// bytes have been used.
    mutating func reportProgress(consumedUpTo position: Int) {
        guard let progress, let totalSize, totalSize > 0 else { return }
        let fraction = min(Double(discardedCount + position) / Double(totalSize), 1)
        if fraction >= lastReportedFraction + 0.01 || (fraction == 1 && lastReportedFraction < 1) {
            lastReportedFraction = fraction
            progress(fraction)
        }
    }

    /// Closes the file.
    ///
    /// - Throws: `.ioFailure` when closing fails (on some file systems a late read error shows
    ///   up only here).
    consuming func finish() throws(SeriesReadError) {
        let path = path
        if let code = file.close() {
            throw SeriesReadError(
                kind: .ioFailure, path: path, message: "closing the file failed: \(Self.reason(code))")
        }
    }

    static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}

/// A file descriptor that is closed exactly once: by ``close()``, or when it goes away.
private struct FileDescriptor: ~Copyable {
    let rawValue: Int32
    let closes: Bool

    deinit {
        if closes { _ = Glibc.close(rawValue) }
    }

    /// Closes the descriptor, returning `errno` when that fails.
    consuming func close() -> Int32? {
        let rawValue = rawValue
        let closes = closes
        discard self
        guard closes, Glibc.close(rawValue) != 0 else { return nil }
        return errno
    }
}

/// Raw memory with one owner, freed when the owner goes away.
struct OwnedBuffer: ~Copyable {
    private(set) var storage: UnsafeMutableRawBufferPointer

    init(byteCount: Int) {
        storage = .allocate(byteCount: byteCount, alignment: 16)
    }

    deinit {
        storage.deallocate()
    }

    /// Moves the first `keeping` bytes to a larger allocation.
    mutating func grow(to byteCount: Int, keeping: Int) {
        let larger = UnsafeMutableRawBufferPointer.allocate(byteCount: byteCount, alignment: 16)
        larger.copyMemory(from: UnsafeRawBufferPointer(rebasing: storage[0..<keeping]))
        storage.deallocate()
        storage = larger
    }
}
