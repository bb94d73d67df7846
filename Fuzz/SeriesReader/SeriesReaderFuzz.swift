// A libFuzzer target for the series reader: any bytes, read as CSV, TSV or JSON, must give a
// table or a clear error, never a crash, and a table must prepare into a series whose figures
// can be asked for. Inputs made one line (minified JSON) are read too, and their errors must be
// placed on that line.
//
// Built by scripts/fuzz with -DFUZZING, libFuzzer supplies `main`; built normally, `main`
// replays the files given on the command line, for regression runs.

import SeriesIO
import SpanModel

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSeriesReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    readSeries(bytes)
    return 0
}

func readSeries(_ bytes: [UInt8]) {
    // The first byte picks the options, so that one corpus reaches every path.
    let selector = bytes.first ?? 0
    var options = SeriesReadOptions()
    switch selector % 4 {
    case 0: options.format = .csv
    case 1: options.format = .tsv
    case 2: options.format = .json
    default: options.format = nil
    }
    options.skipsBadRows = selector & 0x10 != 0
    if selector & 0x20 != 0 { options.hasHeader = selector & 0x40 != 0 }
    if selector & 0x80 != 0, let pattern = try? DatePattern("dd.MM.yyyy HH:mm") { options.dateFormat = pattern }
    var input = Array(bytes.dropFirst())
    // Bit 0x04 makes the input one line (a minified JSON file, a CSV without line breaks): an
    // error must then be placed on line 1, at a column inside the input.
    let isOneLine = selector & 0x04 != 0
    if isOneLine { input.removeAll { $0 == 0x0A || $0 == 0x0D } }
    let table: SeriesTable
    do {
        table = try SeriesReader.read(bytes: input, path: "fuzz", options: options)
    } catch {
        if isOneLine {
            precondition(error.line == nil || error.line == 1, "a one-line input's error is on line \(error.line!)")
            precondition((error.column ?? 1) <= input.count + 1, "a column beyond the line's end")
        }
        return
    }
    let series = table.series()
    guard !series.isEmpty else { return }
    var lens = SeriesLens(series: series)
    for action in LensAction.allCases {
        lens.perform(action)
        for kind in SummaryKind.allCases { _ = series.summary(kind, of: lens.window) }
    }
}

#if !FUZZING
    import FuzzReplay

    /// Replays saved inputs (a crash found by the fuzzer, or the whole corpus).
    @main
    struct Replay {
        static func main() { replayFiles(through: readSeries) }
    }
#endif
