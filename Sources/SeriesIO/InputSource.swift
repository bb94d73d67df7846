import FileIO
internal import Glibc

/// The bytes of an input, read in chunks into one buffer that only holds the records not yet
/// read, so memory stays near the chunk size (plus the longest record) whatever the file's size.
///
/// The type is not copyable because it owns the buffer and, for a named file, the file
/// (opened through ``FileIO/InputFile``, never for writing). ``finish()`` closes the file and
/// reports a failure to close; if the read ends with an error instead, the file is closed
/// quietly when the source goes away.
///
/// Two kinds of text are turned into what the readers expect as they are read, each said in
/// ``notes``: UTF-16 (with a byte order mark, or ASCII text with every other byte zero) becomes
/// UTF-8, and line breaks of a carriage return alone (old Mac files) become line feeds.
///
/// Memory is bounded: a record (a line, or a quoted field's lines) longer than
/// ``maximumRecordBytes`` is refused rather than grown into, so `/dev/zero` or an endless line
/// never takes more than that.
struct InputSource: ~Copyable {
    /// How much one `read(2)` asks for.
    static let chunkSize = 1 << 20

    /// The longest record read: 16 MiB. A longer one is refused.
    static let maximumRecordBytes = 16 << 20

    /// The name used in messages.
    let path: String

    /// The total size in bytes when known (a regular file), for progress.
    let totalSize: Int?

    /// How the bytes were read (UTF-16, line breaks), for standard error.
    private(set) var notes: [FormatNote] = []

    private var buffer: OwnedBuffer
    private(set) var count = 0
    private(set) var isAtEnd: Bool
    private var file: InputFile?
    /// The input, when it is bytes in memory, and how far it has been read.
    private var memory: [UInt8]?
    private var memoryOffset = 0
    /// The most one read of bytes in memory hands over.
    private var readSize = InputSource.chunkSize
    private(set) var bytesRead = 0
    /// Bytes dropped from the front of the buffer so far: a buffer offset plus this is a file offset.
    private(set) var discardedCount = 0
    private let progress: (@Sendable (Double) -> Void)?
    private var lastReportedFraction = 0.0
    /// How the bytes read are turned into UTF-8 with line feeds; worked out from the first read.
    private var conversion: TextConversion?

    /// Opens a file, or standard input for `-`.
    ///
    /// - Throws: `.cannotOpen` when the file is missing, unreadable or a directory.
    init(openingPath path: String, displayPath: String, progress: (@Sendable (Double) -> Void)?) throws(SeriesReadError)
    {
        let file: InputFile
        do {
            file = try InputFile(opening: path, describedAs: "file")
        } catch {
            throw SeriesReadError(
                kind: .cannotOpen, path: displayPath,
                message: "cannot open the file: \(error.cause); "
                    + (error.systemError == EISDIR
                        ? "give the path of a CSV, TSV or JSON file" : "check the path and its permissions"))
        }
        self.path = displayPath
        self.totalSize = file.size
        self.file = consume file
        self.isAtEnd = false
        self.progress = totalSize == nil ? nil : progress
        self.buffer = OwnedBuffer(byteCount: Self.chunkSize)
        buffer.holdOnly(0)
    }

    /// Reads bytes already in memory as a file's would be read: a chunk at a time into the same
    /// buffer, so that standard input (held whole) and a file read alike. `bufferSize` and
    /// `readSize` (how much one read hands over) are for tests that move the chunks' edges
    /// through every place in a record.
    package init(
        bytes: [UInt8], displayPath: String, progress: (@Sendable (Double) -> Void)?,
        bufferSize: Int = InputSource.chunkSize, readSize: Int = InputSource.chunkSize
    ) {
        self.path = displayPath
        self.file = nil
        self.memory = bytes
        self.readSize = max(readSize, 1)
        self.totalSize = bytes.count
        self.isAtEnd = false
        self.progress = progress
        self.buffer = OwnedBuffer(byteCount: max(bufferSize, 16))
        buffer.holdOnly(0)
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
        buffer.holdOnly(count)
    }

    /// Reads at least one more byte, or learns that the input has ended; the buffer grows when
    /// it is full (one record longer than a chunk), up to ``maximumRecordBytes``.
    ///
    /// - Parameter line: the line the record being read starts on, for the refusal of one
    ///   that is too long.
    /// - Throws: `.ioFailure` when `read(2)` fails; `.badData` when one record is longer than
    ///   ``maximumRecordBytes``.
    mutating func readMore(line: Int? = nil) throws(SeriesReadError) {
        guard !isAtEnd else { return }
        if count == buffer.storage.count {
            guard count < Self.maximumRecordBytes else {
                throw SeriesReadError(
                    kind: .badData, path: path, line: line,
                    message:
                        "a line longer than \(InputFile.byteCount(Self.maximumRecordBytes)), the longest that is read: "
                        + "this is not a CSV or TSV file of dates and values (or a quote is never closed)")
            }
            buffer.grow(to: min(buffer.storage.count * 2, Self.maximumRecordBytes), keeping: count)
        }
        try readChunk()
    }

    /// Reads once into the free end of the buffer, converting what was read when needed. The
    /// first read decides how: it goes through a side buffer so that UTF-16 can be told from
    /// UTF-8 before anything is kept; later reads of UTF-8 go straight into the buffer.
    private mutating func readChunk() throws(SeriesReadError) {
        // The free space is written by the read; only what it holds afterwards may be read.
        buffer.openAll()
        defer { buffer.holdOnly(count) }
        let free = buffer.storage.count - count
        do {
            if let conversion, !conversion.convertsUTF16 {
                let target = UnsafeMutableRawBufferPointer(rebasing: buffer.storage[count...])
                let read = try readInput(into: target)
                if read == 0 {
                    isAtEnd = true
                    return
                }
                if conversion.replacesCarriageReturns {
                    TextConversion.replaceCarriageReturns(UnsafeMutableRawBufferPointer(rebasing: target[0..<read]))
                }
                count += read
                bytesRead += read
                return
            }
            // UTF-16 grows by up to half again as UTF-8: read no more than fits after that.
            let raw = UnsafeMutableRawBufferPointer.allocate(byteCount: max(2, free / 3 * 2), alignment: 16)
            defer { raw.deallocate() }
            let read = try readInput(into: raw)
            let rawBytes = Array(raw[0..<read])[...]
            if conversion == nil {
                conversion = TextConversion(firstBytes: rawBytes, isAtEnd: read == 0) ?? .identity
                notes += conversion!.notes
            }
            let converted = conversion!.convert(rawBytes, isAtEnd: read == 0)
            if count + converted.count > buffer.storage.count {
                buffer.grow(to: count + converted.count, keeping: count)
            }
            let start = count
            let storage = buffer.storage
            converted.withUnsafeBytes { source in
                guard let base = source.baseAddress else { return }
                storage.baseAddress!.advanced(by: start).copyMemory(from: base, byteCount: source.count)
            }
            count += converted.count
            bytesRead += read
            if read == 0 { isAtEnd = true }
        } catch {
            throw SeriesReadError(kind: .ioFailure, path: path, message: "reading failed: \(error.cause)")
        }
    }

    /// One read from the file or from the bytes in memory: how many bytes it gave.
    private mutating func readInput(into target: UnsafeMutableRawBufferPointer) throws(FileError) -> Int {
        guard let memory else { return try file?.read(into: target) ?? 0 }
        let count = min(target.count, readSize, memory.count - memoryOffset)
        guard count > 0 else { return 0 }
        memory.withUnsafeBytes { source in
            target.baseAddress!.copyMemory(from: source.baseAddress! + memoryOffset, byteCount: count)
        }
        memoryOffset += count
        return count
    }

    /// Reads until the buffer is full or the input has ended, so the first rows can be looked
    /// at together.
    mutating func fill() throws(SeriesReadError) {
        while !isAtEnd, count < buffer.storage.count {
            try readChunk()
        }
    }

    /// The largest JSON series read whole: 256 MiB (its parsed tree takes several times that).
    static let maximumJSONBytes = 256 << 20

    /// Reads the whole input into the buffer (for JSON, whose parser needs all of it), up to
    /// ``maximumJSONBytes``: ``bytes`` then holds it all, with no second copy.
    ///
    /// - Throws: `.ioFailure` when reading fails, `.badData` when the input is larger than
    ///   ``maximumJSONBytes``.
    mutating func readWhole() throws(SeriesReadError) {
        if let totalSize, totalSize > Self.maximumJSONBytes { throw jsonTooLarge() }
        if let totalSize, totalSize >= buffer.storage.count {
            buffer.grow(to: totalSize + 1, keeping: count)
        }
        while !isAtEnd {
            // Input that does not start as JSON does is read no further: the parser names its
            // first byte, and `/dev/zero` read as JSON is not read to the limit first.
            if let first = InputFile.firstSignificantByte(Array(bytes.prefix(4_096))),
                first != UInt8(ascii: "[") && first != UInt8(ascii: "{")
            {
                break
            }
            if count == buffer.storage.count {
                guard count < Self.maximumJSONBytes else { throw jsonTooLarge() }
                buffer.grow(to: min(buffer.storage.count * 2, Self.maximumJSONBytes + 1), keeping: count)
            }
            try readChunk()
            reportProgress(consumedUpTo: count)
        }
        if count > Self.maximumJSONBytes { throw jsonTooLarge() }
        reportProgress(consumedUpTo: count)
    }

    private func jsonTooLarge() -> SeriesReadError {
        SeriesReadError(
            kind: .badData, path: path,
            message:
                "the JSON file is larger than \(InputFile.byteCount(Self.maximumJSONBytes)), the most that is read whole; "
                + "write the series as CSV, which is read a chunk at a time")
    }

    /// Tells the progress handler how far reading has come, when it has come at least 1% since
    /// the last report or has reached the end: `position` is a buffer offset up to which the
    /// bytes have been used.
    mutating func reportProgress(consumedUpTo position: Int) {
        guard let progress, let totalSize, totalSize > 0 else { return }
        let scale = Double(conversion?.bytesPerCharacter ?? 1)
        let fraction = min(Double(discardedCount + position) * scale / Double(totalSize), 1)
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
        guard let file = file.take() else { return }
        do {
            try file.finish()
        } catch {
            throw SeriesReadError(kind: .ioFailure, path: path, message: "closing the file failed: \(error.cause)")
        }
    }
}
