import FileIO

/// Reads a series from a CSV, TSV or JSON file into two columns: instants and values.
///
/// ```swift
/// var options = SeriesReadOptions()
/// options.filters = [RowFilter(column: .name("region"), value: "north")]
/// let table = try SeriesReader.read(path: "sales.csv", options: options)
/// print(table.count, table.gapCount)
/// ```
///
/// A CSV or TSV file is read in chunks of ``InputSource/chunkSize`` bytes and never held
/// whole, so memory follows the number of rows, not the size of the file; a JSON file is
/// parsed whole. The accepted input is described in `docs/input-formats.md`.
public enum SeriesReader {
    /// How much one read of a file asks for, and the size of the buffer it reads into: 1 MiB.
    package static let chunkSize = InputSource.chunkSize

    /// Reads the file at `path`, or standard input when `path` is `-`.
    ///
    /// - Throws: ``SeriesReadError`` with kind `.cannotOpen` when the file is missing, a
    ///   directory or unreadable; `.badData` when a row cannot be read (unless bad rows are
    ///   skipped) or nothing can; `.ioFailure` when reading fails part way.
    /// - Complexity: O(n) in the file's length (plus O(r log r) in the rows when they are out of
    ///   order, to count duplicate dates).
    public static func read(
        path: String, options: SeriesReadOptions = SeriesReadOptions()
    ) throws(SeriesReadError)
        -> SeriesTable
    {
        let displayPath = path == "-" ? "<stdin>" : path
        var source = try InputSource(openingPath: path, displayPath: displayPath, progress: options.progress)
        let table = try read(&source, formatFromName: InputFormat(path: path), options: options)
        try source.finish()
        return table
    }

    /// Reads bytes already in memory; `path` names them in messages and, by its extension,
    /// may give the format.
    ///
    /// - Throws: ``SeriesReadError`` with kind `.badData` when a row cannot be read (unless bad
    ///   rows are skipped) or nothing can.
    /// - Complexity: O(n) in the number of bytes.
    public static func read(
        bytes: [UInt8], path: String, options: SeriesReadOptions = SeriesReadOptions()
    ) throws(SeriesReadError) -> SeriesTable {
        try read(bytes: bytes, path: path, options: options, bufferSize: chunkSize)
    }

    /// Reads bytes already in memory through a buffer of `bufferSize` bytes filled `readSize`
    /// bytes at a time: how the tests move the edges of the reads through every place in a
    /// record, where a file's are a MiB apart.
    package static func read(
        bytes: [UInt8], path: String, options: SeriesReadOptions, bufferSize: Int,
        readSize: Int = SeriesReader.chunkSize
    ) throws(SeriesReadError) -> SeriesTable {
        var source = InputSource(
            bytes: bytes, displayPath: path, progress: options.progress, bufferSize: bufferSize, readSize: readSize)
        let table = try read(&source, formatFromName: InputFormat(path: path), options: options)
        options.progress?(1)
        return table
    }

    /// Reads the file at `path` (or standard input for `-`) as a long table: one series per
    /// value of `column`, in the order each value first appears, in one pass over the file.
    /// `options.filters` still apply, so `--where` can pick some of the series.
    ///
    /// ```swift
    /// let prices = try SeriesReader.read(path: "prices.csv", splittingBy: .name("symbol"))
    /// prices.members.map(\.name)   // ["AAPL", "GOOG", "MSFT"]
    /// ```
    ///
    /// - Throws: ``SeriesReadError`` as ``read(path:options:)`` does, and `.badData` when the
    ///   column is missing, is the dates' or the values' column, is empty in a row (unless bad
    ///   rows are skipped), or holds more than 10,000 different values.
    /// - Complexity: O(n) in the file's length.
    public static func read(
        path: String, options: SeriesReadOptions = SeriesReadOptions(), splittingBy column: ColumnReference
    ) throws(SeriesReadError) -> SeriesCollection {
        let displayPath = path == "-" ? "<stdin>" : path
        var source = try InputSource(openingPath: path, displayPath: displayPath, progress: options.progress)
        let collection = try readCollection(
            &source, formatFromName: InputFormat(path: path), options: options, column: column)
        try source.finish()
        return collection
    }

    /// Reads bytes already in memory as a long table, one series per value of `column`.
    ///
    /// - Throws: ``SeriesReadError`` as ``read(path:options:splittingBy:)`` does.
    /// - Complexity: O(n) in the number of bytes.
    public static func read(
        bytes: [UInt8], path: String, options: SeriesReadOptions = SeriesReadOptions(),
        splittingBy column: ColumnReference
    ) throws(SeriesReadError) -> SeriesCollection {
        try read(bytes: bytes, path: path, options: options, splittingBy: column, bufferSize: chunkSize)
    }

    /// Reads bytes already in memory as a long table through a buffer of `bufferSize` bytes
    /// filled `readSize` bytes at a time (see ``read(bytes:path:options:bufferSize:readSize:)``).
    package static func read(
        bytes: [UInt8], path: String, options: SeriesReadOptions, splittingBy column: ColumnReference,
        bufferSize: Int, readSize: Int = SeriesReader.chunkSize
    ) throws(SeriesReadError) -> SeriesCollection {
        var source = InputSource(
            bytes: bytes, displayPath: path, progress: options.progress, bufferSize: bufferSize, readSize: readSize)
        let collection = try readCollection(
            &source, formatFromName: InputFormat(path: path), options: options, column: column)
        options.progress?(1)
        return collection
    }

    private static func readCollection(
        _ source: inout InputSource, formatFromName: InputFormat?, options: SeriesReadOptions,
        column: ColumnReference
    ) throws(SeriesReadError) -> SeriesCollection {
        try source.fill()
        if let notText = TextConversion.notText(source.bytes, path: source.path) { throw notText }
        let format = options.format ?? formatFromName ?? sniffFormat(source.bytes)
        if format == .json {
            try source.readWhole()
            var collection = try JSONSeriesReader.read(
                bytes: source.bytes, path: source.path, options: options, splittingBy: column)
            if !collection.members.isEmpty {
                collection.members[0].table.readingNotes.insert(contentsOf: source.notes, at: 0)
            }
            return collection
        }
        let reader = DelimitedReader(format: format, options: options, path: source.path)
        return try reader.read(&source, splittingBy: column)
    }

    private static func read(
        _ source: inout InputSource, formatFromName: InputFormat?, options: SeriesReadOptions
    ) throws(SeriesReadError) -> SeriesTable {
        try source.fill()
        if let notText = TextConversion.notText(source.bytes, path: source.path) { throw notText }
        let format = options.format ?? formatFromName ?? sniffFormat(source.bytes)
        if format == .json {
            try source.readWhole()
            var table = try JSONSeriesReader.read(bytes: source.bytes, path: source.path, options: options)
            table.readingNotes.insert(contentsOf: source.notes, at: 0)
            return table
        }
        let reader = DelimitedReader(format: format, options: options, path: source.path)
        return try reader.read(&source)
    }

    /// Guesses the format from the first bytes: JSON when the first thing is `[` or `{`, TSV
    /// when the first line has more tabs than commas, CSV otherwise.
    static func sniffFormat(_ bytes: UnsafeRawBufferPointer) -> InputFormat {
        let rest = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes[3...] : bytes[...]
        guard let first = rest.firstIndex(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else { return .csv }
        if rest[first] == UInt8(ascii: "[") || rest[first] == UInt8(ascii: "{") { return .json }
        var tabs = 0
        var commas = 0
        for byte in rest[first...] {
            if byte == 0x0A { break }
            if byte == 0x09 { tabs += 1 }
            if byte == UInt8(ascii: ",") { commas += 1 }
        }
        return tabs > commas ? .tsv : .csv
    }
}

extension SeriesReader {
    /// All of standard input, held so that several columns can be read from it, within the
    /// limits a series file has: no line longer than ``InputSource/maximumRecordBytes`` (16 MiB)
    /// unless the input is JSON, and no JSON larger than ``InputSource/maximumJSONBytes``
    /// (256 MiB). So `rangelens summary - < /dev/zero` is refused after 16 MiB instead of
    /// growing without end.
    ///
    /// - Throws: ``SeriesReadError`` of kind `.ioFailure` when reading fails, `.badData` when a
    ///   limit is passed (naming the line).
    /// - Complexity: O(n); memory O(n).
    public static func standardInputBytes() throws(SeriesReadError) -> [UInt8] {
        let name = "<stdin>"
        let input: InputFile
        do {
            input = try InputFile(opening: "-", describedAs: "standard input")
        } catch {
            throw SeriesReadError(kind: .cannotOpen, path: name, message: ReadMessage(verbatim: error.reason))
        }
        var bytes: [UInt8] = []
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: InputSource.chunkSize, alignment: 16)
        defer { chunk.deallocate() }
        var isJSON: Bool?
        var lineLength = 0
        var line = 1
        while true {
            let count: Int
            do {
                count = try input.read(into: chunk)
            } catch {
                throw SeriesReadError(kind: .ioFailure, path: name, message: "reading failed: \(error.cause)")
            }
            if count == 0 { break }
            let read = UnsafeRawBufferPointer(rebasing: chunk[0..<count])
            bytes.append(contentsOf: read)
            if isJSON == nil, let first = InputFile.firstSignificantByte(bytes) {
                isJSON = first == UInt8(ascii: "[") || first == UInt8(ascii: "{")
            }
            if isJSON == true {
                guard bytes.count <= InputSource.maximumJSONBytes else {
                    throw SeriesReadError(
                        kind: .badData, path: name,
                        message: "the JSON input is larger than \(InputFile.byteCount(InputSource.maximumJSONBytes)), "
                            + "the most that is read whole; write the series as CSV, which is read a chunk at a time")
                }
                continue
            }
            for byte in read {
                if byte == 0x0A || byte == 0x0D {
                    if byte == 0x0A { line += 1 }
                    lineLength = 0
                } else {
                    lineLength += 1
                }
            }
            guard lineLength <= InputSource.maximumRecordBytes else {
                throw SeriesReadError(
                    kind: .badData, path: name, line: line,
                    message:
                        "a line longer than \(InputFile.byteCount(InputSource.maximumRecordBytes)), the longest that is read: "
                        + "this is not a CSV or TSV file of dates and values")
            }
        }
        return bytes
    }
}
