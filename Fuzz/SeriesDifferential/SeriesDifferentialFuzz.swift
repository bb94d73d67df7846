// A differential libFuzzer target for the series reader: the same bytes read by SeriesIO's
// reader (whole, and in small reads into a small buffer, so that every chunk edge falls
// somewhere in a record) and by the plain reference reader of the test targets, which must
// agree on the series, their names, the counts, the notes and any error's kind, line and
// column. A difference stops the fuzzer with both reads described.
//
// Built by scripts/fuzz with -DFUZZING, libFuzzer supplies `main`; built normally, `main`
// replays the files given on the command line.

import PlainSeriesReader
import SeriesIO
import SpanModel

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSeriesDifferential(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    compareReaders(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

/// The options the first three bytes choose, and the input after them.
struct DifferentialCase {
    var options = SeriesReadOptions()
    var seriesColumn: ColumnReference?
    var bufferSize = 16
    var readSize = 1
    var input: [UInt8] = []

    static let patterns = [
        "dd.MM.yyyy", "MM.yyyy", "yyyy", "d/M/yy HH:mm", "MMM d yyyy", "yyyy-MM-dd'T'HH:mmXXX", "d.M.yyyy",
    ]
    static let filters: [RowFilter] = [
        RowFilter(column: .position(2), value: "A"), RowFilter(column: .name("name"), value: "b"),
        RowFilter(column: .position(3), value: ""),
    ]
    static let seriesColumns: [ColumnReference] = [.position(2), .name("name"), .name("city")]

    init(_ bytes: [UInt8]) {
        let head = Array(bytes.prefix(3)) + [UInt8](repeating: 0, count: max(0, 3 - bytes.count))
        let (first, second, third) = (head[0], head[1], head[2])
        switch first & 0x03 {
        case 0: options.format = .csv
        case 1: options.format = .tsv
        case 2: options.format = .json
        default: options.format = nil
        }
        options.skipsBadRows = first & 0x04 != 0
        if first & 0x08 != 0 { options.hasHeader = first & 0x10 != 0 }
        if first & 0x20 != 0 { options.decimalMark = first & 0x40 != 0 ? .comma : .point }
        if first & 0x80 != 0 { options.delimiter = [.semicolon, .comma, .tab, .verticalBar][Int(second >> 6)] }
        if second & 0x07 < Self.patterns.count, second & 0x08 != 0 {
            options.dateFormat = try? DatePattern(Self.patterns[Int(second & 0x07)])
        }
        if second & 0x30 != 0 {
            let choice = Int((second >> 4) & 0x03) - 1
            if third & 0x80 != 0 {
                seriesColumn = Self.seriesColumns[choice]
            } else {
                options.filters = [Self.filters[choice]]
            }
        }
        bufferSize = 16 + Int(third & 0x3F)
        readSize = 1 + Int(third & 0x0F) * 3
        input = Array(bytes.dropFirst(3))
    }

    /// The three bytes that choose what `test` reads with, as far as they can say it (the
    /// options they have no bit for are left out), followed by its input: a seed file.
    static func seed(for test: ReaderCase, bufferBits: UInt8) -> [UInt8] {
        var first: UInt8 = 0x03
        switch test.options.format {
        case .csv: first = 0
        case .tsv: first = 1
        case .json: first = 2
        case nil: first = 3
        }
        if test.options.skipsBadRows { first |= 0x04 }
        if let header = test.options.hasHeader { first |= 0x08 | (header ? 0x10 : 0) }
        if let mark = test.options.decimalMark { first |= 0x20 | (mark == .comma ? 0x40 : 0) }
        var second: UInt8 = 0
        if let delimiter = test.options.delimiter,
            let index = [FieldDelimiter.semicolon, .comma, .tab, .verticalBar].firstIndex(of: delimiter)
        {
            first |= 0x80
            second |= UInt8(index) << 6
        }
        if let pattern = test.options.dateFormat?.pattern, let index = patterns.firstIndex(of: pattern) {
            second |= 0x08 | UInt8(index)
        }
        var third = bufferBits & 0x7F
        if let column = test.seriesColumn, let index = seriesColumns.firstIndex(of: column) {
            second |= UInt8(index + 1) << 4
            third |= 0x80
        } else if let filter = test.options.filters.first, let index = filters.firstIndex(of: filter) {
            second |= UInt8(index + 1) << 4
        }
        return [first, second, third] + test.bytes
    }
}

func compareReaders(_ bytes: [UInt8]) {
    let test = DifferentialCase(bytes)
    let path = "fuzz"
    if let column = test.seriesColumn {
        let plain = Result { () throws(SeriesReadError) in
            try PlainSeriesReader.read(bytes: test.input, path: path, options: test.options, splittingBy: column)
        }
        let whole = Result { () throws(SeriesReadError) in
            try SeriesReader.read(bytes: test.input, path: path, options: test.options, splittingBy: column)
        }
        check(ReadComparison.difference(whole, plain), test, whole: true)
        let plainSmall = Result { () throws(SeriesReadError) in
            try PlainSeriesReader.read(
                bytes: test.input, path: path, options: test.options, splittingBy: column,
                bufferSize: test.bufferSize, readSize: test.readSize)
        }
        let small = Result { () throws(SeriesReadError) in
            try SeriesReader.read(
                bytes: test.input, path: path, options: test.options, splittingBy: column,
                bufferSize: test.bufferSize, readSize: test.readSize)
        }
        check(ReadComparison.difference(small, plainSmall), test, whole: false)
        return
    }
    let plain = Result { () throws(SeriesReadError) in
        try PlainSeriesReader.read(bytes: test.input, path: path, options: test.options)
    }
    let whole = Result { () throws(SeriesReadError) in
        try SeriesReader.read(bytes: test.input, path: path, options: test.options)
    }
    check(ReadComparison.difference(whole, plain), test, whole: true)
    let plainSmall = Result { () throws(SeriesReadError) in
        try PlainSeriesReader.read(
            bytes: test.input, path: path, options: test.options, bufferSize: test.bufferSize,
            readSize: test.readSize)
    }
    let small = Result { () throws(SeriesReadError) in
        try SeriesReader.read(
            bytes: test.input, path: path, options: test.options, bufferSize: test.bufferSize,
            readSize: test.readSize)
    }
    check(ReadComparison.difference(small, plainSmall), test, whole: false)
}

func check(_ difference: String?, _ test: DifferentialCase, whole: Bool) {
    guard let difference else { return }
    let reading = whole ? "read whole" : "buffer \(test.bufferSize), reads of \(test.readSize)"
    fatalError(
        "the readers differ (\(reading), series \(String(describing: test.seriesColumn))): \(difference)")
}

#if !FUZZING
    import FuzzReplay

    import Foundation

    /// Replays saved inputs (a difference found by the fuzzer, or the whole corpus); with
    /// `--write-seeds FOLDER`, writes the real-shaped inputs there as the seed corpus.
    @main
    struct Replay {
        static func main() {
            let arguments = CommandLine.arguments
            if arguments.count == 3, arguments[1] == "--write-seeds" {
                for (index, test) in RealShapedInputs.cases().enumerated() {
                    let seed = DifferentialCase.seed(for: test, bufferBits: UInt8(truncatingIfNeeded: index * 37))
                    compareReaders(seed)
                    let path = arguments[2] + "/" + test.name
                    guard FileManager.default.createFile(atPath: path, contents: Data(seed)) else {
                        fatalError("cannot write \(path)")
                    }
                }
                return
            }
            replayFiles(through: compareReaders)
        }
    }
#endif
