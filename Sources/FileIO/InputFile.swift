internal import ByteScanning

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// An input opened for reading, never for writing: a file, or standard input for `-`.
///
/// Not copyable: it owns the descriptor (standard input's is borrowed and left open), closed
/// exactly once, by ``finish()`` (which reports a late error) or when it goes away.
///
/// ```swift
/// var input = try InputFile(opening: "steps.csv", describedAs: "file")
/// let count = try input.read(into: buffer)
/// try input.finish()
/// ```
package struct InputFile: ~Copyable {
    /// The descriptor read from.
    package let descriptor: Int32

    /// The name for messages: the path, or `<stdin>`.
    package let displayName: String

    /// The size in bytes of a regular file, `nil` for a stream (a pipe, a device, a terminal).
    package let size: Int?

    /// What the file is to the person ("file", "catalog", "baseline"), for messages.
    private let noun: String

    /// Whether the descriptor is ours to close, and still open.
    private var closes: Bool

    /// Opens `path` for reading; `-` is standard input.
    ///
    /// - Parameter noun: what the file is, for messages: "cannot read the catalog: …".
    /// - Throws: ``FileError`` of kind `.cannotOpen` when the file does not exist, is a
    ///   folder, or may not be read.
    package init(opening path: String, describedAs noun: String = "file") throws(FileError) {
        let isStandardInput = path == "-"
        let name = isStandardInput ? "<stdin>" : path
        let descriptor = isStandardInput ? STDIN_FILENO : open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else {
            throw FileError.system(.cannotOpen, path: name, "cannot read the \(noun)", errno)
        }
        var status = stat()
        var code: Int32 = 0
        if fstat(descriptor, &status) != 0 {
            code = errno
        } else if status.st_mode & S_IFMT == S_IFDIR {
            code = EISDIR
        }
        if code != 0 {
            if !isStandardInput { close(descriptor) }
            throw FileError.system(.cannotOpen, path: name, "cannot read the \(noun)", code)
        }
        self.descriptor = descriptor
        self.displayName = name
        self.noun = noun
        self.closes = !isStandardInput
        self.size = status.st_mode & S_IFMT == S_IFREG ? Int(status.st_size) : nil
    }

    /// Reads up to `buffer.count` bytes; 0 at the end.
    ///
    /// - Throws: ``FileError`` of kind `.readFailed` when `read(2)` fails.
    package func read(into buffer: UnsafeMutableRawBufferPointer) throws(FileError) -> Int {
        guard buffer.count > 0 else { return 0 }
        while true {
            let count = systemRead(descriptor, buffer.baseAddress!, buffer.count)
            if count >= 0 { return count }
            if errno == EINTR { continue }
            throw FileError.system(.readFailed, path: displayName, "cannot read the \(noun)", errno)
        }
    }

    /// Closes the file.
    ///
    /// - Throws: ``FileError`` of kind `.readFailed` when closing fails (a late read error on
    ///   some file systems shows up only here).
    package consuming func finish() throws(FileError) {
        guard closes else { return }
        closes = false
        if close(descriptor) != 0, errno != EINTR {
            throw FileError.system(.readFailed, path: displayName, "cannot finish reading the \(noun)", errno)
        }
    }

    deinit {
        if closes { close(descriptor) }
    }

    /// The whole of a file (or of standard input, for `-`), up to `limit` bytes.
    ///
    /// - Parameters:
    ///   - noun: what the file is, for messages.
    ///   - limit: the most bytes to hold; a larger input is refused before it is all read.
    ///   - expectedStarts: when given, the bytes the input may start with (after spaces, tabs,
    ///     line breaks and a UTF-8 byte order mark). An input that starts otherwise is read only
    ///     as far as its first chunk, so that its parser reports the error at its first byte
    ///     without `/dev/zero` or an endless stream being read to the limit first.
    /// - Throws: ``FileError`` of kind `.cannotOpen`, `.readFailed`, or `.tooLarge` when the
    ///   input is longer than `limit`.
    /// - Complexity: O(n) in the bytes read; memory O(n) (a regular file's exact size at once).
    package static func contents(
        of path: String, describedAs noun: String = "file", limit: Int, expectedStarts: Set<UInt8>? = nil
    ) throws(FileError) -> [UInt8] {
        let input = try InputFile(opening: path, describedAs: noun)
        if let size = input.size, size > limit {
            throw tooLarge(input.displayName, noun: noun, limit: limit)
        }
        var checkedStart = expectedStarts == nil
        // Whether the input may be read on: not when it starts with a byte it may not.
        func goesOn(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            guard !checkedStart, let expectedStarts, let first = firstSignificantByte(bytes) else { return true }
            checkedStart = true
            return expectedStarts.contains(first)
        }
        var bytes: [UInt8] = []
        if let size = input.size {
            // A regular file is read straight into one buffer of its size and a byte more (to
            // learn that it grew), its pages made resident at once (``LargeBuffer``).
            var failure: FileError?
            var stopped = false
            bytes = [UInt8](unsafeUninitializedCapacity: min(limit, size) + 1) { buffer, count in
                if let base = buffer.baseAddress { LargeBuffer.prepareForWriting(base, byteCount: buffer.count) }
                while count < buffer.count {
                    let read: Int
                    do throws(FileError) {
                        read = try input.read(
                            into: UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[count...])))
                    } catch {
                        failure = error
                        return
                    }
                    if read == 0 { return }
                    count += read
                    if !goesOn(UnsafeBufferPointer(rebasing: buffer[..<count])) {
                        stopped = true
                        return
                    }
                }
            }
            if let failure { throw failure }
            guard bytes.count <= limit else { throw tooLarge(input.displayName, noun: noun, limit: limit) }
            if stopped || bytes.count <= size {
                try input.finish()
                return bytes
            }
            // The file grew while it was read: the rest is read as a stream's is.
        }
        if bytes.isEmpty { bytes.reserveCapacity(min(limit, 1 << 16) + 1) }
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 16)
        defer { chunk.deallocate() }
        while true {
            let count = try input.read(into: chunk)
            if count == 0 { break }
            guard bytes.count + count <= limit else { throw tooLarge(input.displayName, noun: noun, limit: limit) }
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[0..<count]))
            if !bytes.withUnsafeBufferPointer(goesOn) { break }
        }
        try input.finish()
        return bytes
    }

    /// The first byte that is not a space, tab, line break or part of a UTF-8 byte order mark.
    package static func firstSignificantByte(_ bytes: some Collection<UInt8>) -> UInt8? {
        var rest = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes.dropFirst(0)
        while let byte = rest.first {
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D: rest = rest.dropFirst()
            default: return byte
            }
        }
        return nil
    }

    /// The refusal of an input larger than its limit.
    package static func tooLarge(_ path: String, noun: String, limit: Int) -> FileError {
        FileError(
            kind: .tooLarge, path: path, action: "cannot read the \(noun)",
            cause: "it is larger than \(byteCount(limit)), the most that is read")
    }

    /// A size in words: "256 MiB", "16 MiB", "512 KiB".
    package static func byteCount(_ bytes: Int) -> String {
        if bytes >= 1 << 30, bytes % (1 << 30) == 0 { return "\(bytes >> 30) GiB" }
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }
}

/// `read(2)`, under a name the types' own `read` methods do not hide.
@inline(__always)
func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
