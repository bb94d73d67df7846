import SeriesIO
import SpanModel

/// The reference reader: the same input read the obvious way, for the differential tests and
/// the differential fuzz target to hold SeriesIO's hand-tuned reader to.
///
/// Where SeriesIO reads eight bytes at a time, numbers a long table's names with packed words,
/// reads the commonest rows without a loop over their characters and walks a JSON tape, this
/// reader splits records byte after byte, copies every cell out, reads numbers with the standard
/// library, looks series up in a dictionary and parses JSON into a tree by recursive descent.
/// It shares SeriesIO's rules that are not about speed: the layout of a delimited file
/// (``DelimitedLayout``), the date grammar (``DateReader/parse(_:)``), the `--where` filters
/// (``FilterState``), the text conversions and the delimiter's and decimal mark's votes.
///
/// Its errors carry SeriesIO's kinds, lines and columns, not its messages: a comparison holds
/// the two readers to the place of every error, not to its words.
package enum PlainSeriesReader {
    /// How much of the input the delimiter's and the layout's votes look at: what the reader
    /// holds after its first read.
    package static let firstLook = 1 << 20

    /// The data rows the layout looks at.
    static let sampleSize = 100

    /// The most series a long table is read into.
    static let maximumSeries = 10_000

    /// Reads a whole input as one series. `bufferSize` and `readSize` are those the fast
    /// reader was given, which decide how much of the input its first look holds.
    package static func read(
        bytes: [UInt8], path: String, options: SeriesReadOptions = SeriesReadOptions(),
        bufferSize: Int = firstLook, readSize: Int = firstLook
    ) throws(SeriesReadError) -> SeriesTable {
        try outcome(
            bytes: bytes, path: path, options: options, seriesColumn: nil, bufferSize: bufferSize, readSize: readSize
        ).table
    }

    /// Reads a whole input as one series per value of `column`.
    package static func read(
        bytes: [UInt8], path: String, options: SeriesReadOptions = SeriesReadOptions(),
        splittingBy column: ColumnReference, bufferSize: Int = firstLook, readSize: Int = firstLook
    ) throws(SeriesReadError) -> SeriesCollection {
        let outcome = try outcome(
            bytes: bytes, path: path, options: options, seriesColumn: column, bufferSize: bufferSize,
            readSize: readSize)
        return outcome.collection
            ?? SeriesCollection(
                members: [], columnName: nil, columnPosition: nil,
                filteredOutRowCount: outcome.table.filteredOutRowCount)
    }

    private static func outcome(
        bytes raw: [UInt8], path: String, options: SeriesReadOptions, seriesColumn: ColumnReference?,
        bufferSize: Int, readSize: Int
    ) throws(SeriesReadError) -> PlainDelimitedReader.Outcome {
        var bytes = raw
        var notes: [FormatNote] = []
        // The conversion is decided from the first read, as the reader decides it.
        let first = PlainFirstLook(count: raw.count, bufferSize: bufferSize, readSize: readSize).firstRead
        if var conversion = TextConversion(firstBytes: raw[..<first], isAtEnd: first == 0) {
            bytes = conversion.convert(raw[...], isAtEnd: true)
            notes = conversion.notes
        }
        let look = PlainFirstLook(count: bytes.count, bufferSize: bufferSize, readSize: readSize)
        if let notText = TextConversion.notText(bytes[..<look.held], path: path) { throw notText }
        let format = options.format ?? InputFormat(path: path) ?? sniffedFormat(Array(bytes[..<look.held]))
        if format == .json {
            var outcome = try PlainJSONReader(
                bytes: bytes, path: path, options: options, seriesColumn: seriesColumn
            ).read()
            outcome.table.readingNotes.insert(contentsOf: notes, at: 0)
            if var collection = outcome.collection, !collection.members.isEmpty {
                collection.members[0].table.readingNotes.insert(contentsOf: notes, at: 0)
                outcome.collection = collection
            }
            return outcome
        }
        return try PlainDelimitedReader(
            bytes: bytes, format: format, options: options, path: path, conversionNotes: notes,
            seriesColumn: seriesColumn,
            look: look
        ).read()
    }

    /// JSON when the first character (after a byte order mark and white space) is `[` or `{`;
    /// TSV when the first line has more tabs than commas; CSV otherwise.
    static func sniffedFormat(_ bytes: [UInt8]) -> InputFormat {
        var rest = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        while let first = rest.first, [0x20, 0x09, 0x0A, 0x0D].contains(first) { rest = rest.dropFirst() }
        guard let first = rest.first else { return .csv }
        if first == UInt8(ascii: "[") || first == UInt8(ascii: "{") { return .json }
        let line = rest.prefix { $0 != 0x0A }
        let tabs = line.filter { $0 == 0x09 }.count
        let commas = line.filter { $0 == UInt8(ascii: ",") }.count
        return tabs > commas ? .tsv : .csv
    }

    /// An error at a byte offset of a record that starts at `recordStart` on `line`: the line
    /// and column (in characters) of that byte.
    static func error(in bytes: [UInt8], at offset: Int, recordStart: Int, line: Int, path: String) -> SeriesReadError {
        var line = line
        var column = 1
        for byte in bytes[recordStart..<offset] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return SeriesReadError(kind: .badData, path: path, line: line, column: column, message: "")
    }
}

/// How much of an input SeriesIO's reader holds when it looks at the first lines: the reads
/// of its first fill, then one read more at a time while the first records are not whole. The
/// buffer and read sizes are the reader's (one MiB each for a file), or a test's smaller ones.
package struct PlainFirstLook {
    /// The input's length, once converted.
    let count: Int
    let readSize: Int
    private(set) var capacity: Int
    private(set) var held = 0
    private(set) var isAtEnd = false
    /// The size of the very first read, from which the text's conversion is decided.
    private(set) var firstRead = 0

    /// The longest record held.
    static let maximumRecordBytes = 16 << 20

    init(count: Int, bufferSize: Int, readSize: Int) {
        self.count = count
        self.readSize = max(readSize, 1)
        self.capacity = max(bufferSize, 16)
        // The first read goes through a side buffer two thirds the size of the free space.
        let first = min(max(2, capacity / 3 * 2), self.readSize, count)
        firstRead = first
        if first == 0 { isAtEnd = true } else { held = first }
        while !isAtEnd, held < capacity { read() }
    }

    private mutating func read() {
        let taken = min(capacity - held, readSize, count - held)
        if taken == 0 { isAtEnd = true } else { held += taken }
    }

    /// One read more, the buffer doubled first when it is full.
    mutating func readMore() {
        guard !isAtEnd else { return }
        if held == capacity { capacity = min(capacity * 2, Self.maximumRecordBytes) }
        read()
    }
}
