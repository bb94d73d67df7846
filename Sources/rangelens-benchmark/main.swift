// The benchmark: every figure docs/performance.md reports, measured on this machine, one line each.
//
//     swift build -c release                           (the start figure runs the rangelens built beside it)
//     .build/release/rangelens-benchmark               every figure and its growth curve
//     .build/release/rangelens-benchmark ingest check  some figures (ingest, steps, describe, audio, check, start,
//                                                      memory)
//
// Times are medians over several runs, since the machine may be busy with other work.

import AudioGraph
import CopyCheck
import Foundation
import JSONSyntax
import Narration
import SeriesIO
import SpanModel
import StringCatalog

#if canImport(Glibc)
    import Glibc
#endif

// MARK: - Measuring

/// Seconds on a monotonic clock.
func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// The median of `runs` timings of `body`, in seconds, after one warm-up run.
func medianSeconds(runs: Int, warmUp: Bool = true, _ body: () throws -> Void) rethrows -> Double {
    if warmUp { try body() }
    var timings: [Double] = []
    for _ in 0..<runs {
        let start = now()
        try body()
        timings.append(now() - start)
    }
    timings.sort()
    return timings[timings.count / 2]
}

/// Keeps a value alive so the optimizer cannot remove the work that made it.
@inline(never)
func keep<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// One line of the report.
func report(_ figure: String, _ workload: String, _ result: String, aim: String, meets: Bool?) {
    let verdict = meets.map { $0 ? "meets the aim" : "misses the aim" } ?? ""
    let columns = [
        figure.padding(toLength: 8, withPad: " ", startingAt: 0),
        workload.padding(toLength: 70, withPad: " ", startingAt: 0),
        result.padding(toLength: 26, withPad: " ", startingAt: 0),
        aim.padding(toLength: 22, withPad: " ", startingAt: 0),
        verdict,
    ]
    print(columns.joined(separator: "  ").trimmingCharacters(in: .whitespaces))
}

func milliseconds(_ seconds: Double) -> String {
    String(format: "median %.2f ms", seconds * 1_000)
}

let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("rangelens-benchmark")
try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)

// MARK: - Workloads

/// A CSV of `rows` lines `YYYY-MM-DD,integer`, made once and kept in the scratch folder.
func ingestFile(rows: Int) throws -> URL {
    let url = scratch.appendingPathComponent("ingest-\(rows).csv")
    if FileManager.default.fileExists(atPath: url.path) { return url }
    var text = "date,steps\n"
    text.reserveCapacity(rows * 17)
    let first = CivilDate(year: 1000, month: 1, day: 1).dayNumber
    for row in 0..<rows {
        text += "\(CivilDate(dayNumber: first + row)),\(Int(DemoSeries.steps(onDayNumber: first + row)))\n"
    }
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url
}

/// A long table of `rows` lines `YYYY-MM-DD,SYMBOL,integer`: `symbols` series, one row each a
/// day, interleaved by date as stock prices are; made once and kept in the scratch folder.
func splitIngestFile(rows: Int, symbols: Int) throws -> URL {
    let url = scratch.appendingPathComponent("ingest-\(rows)-\(symbols)-symbols.csv")
    if FileManager.default.fileExists(atPath: url.path) { return url }
    var text = "date,symbol,steps\n"
    text.reserveCapacity(rows * 22)
    let first = CivilDate(year: 1000, month: 1, day: 1).dayNumber
    for row in 0..<rows {
        let day = first + row / symbols
        text += "\(CivilDate(dayNumber: day)),S\(row % symbols),\(Int(DemoSeries.steps(onDayNumber: first + row)))\n"
    }
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url
}

/// The median time to read the long table of `rows` rows across `symbols` series, one series per symbol.
func measureSplitIngest(rows: Int, symbols: Int, runs: Int) throws -> Double {
    let url = try splitIngestFile(rows: rows, symbols: symbols)
    return try medianSeconds(runs: runs) {
        let collection = try SeriesReader.read(path: url.path, splittingBy: .name("symbol"))
        keep(collection.members.map { $0.table.series() })
    }
}

func measureIngest(rows: Int, runs: Int) throws -> Double {
    let url = try ingestFile(rows: rows)
    return try medianSeconds(runs: runs) {
        let table = try SeriesReader.read(path: url.path, options: SeriesReadOptions())
        keep(table.series())
    }
}

func narrationCopy(_ identifier: String) throws -> NarrationCopy {
    let catalogs = try NarrationCopy.builtInCatalogs()
    let locale = try NarrationLocale(identifier: identifier, shipped: NarrationCopy.shippedLocales(in: catalogs))
    return try NarrationCopy(locale: locale, catalogs: catalogs)
}

/// `count` steps of the lens on a year of daily samples, each followed by its announcement.
/// Returns sentences a second.
func measureSteps(count: Int, locale identifier: String, runs: Int) throws -> Double {
    let copy = try narrationCopy(identifier)
    let calendar = BucketCalendar(timeZone: TimeZone(identifier: "UTC")!, firstWeekday: copy.locale.firstWeekday)
    let series = DemoSeries.dailySteps(
        endingOn: CivilDate(year: 2026, month: 11, day: 29).dayNumber, calendar: calendar)
    let narrator = RangeNarrator(series: series, calendar: calendar, copy: copy, unit: .line(.demoUnit))
    // A fixed mix of moves, widening, narrowing and show all, so that the window wanders.
    let actions: [LensAction] = [
        .earlier, .earlier, .widen, .earlier, .narrow, .later, .widen, .showAll, .showAll, .earlier, .narrow, .later,
    ]
    let seconds = medianSeconds(runs: runs) {
        var lens = SeriesLens(series: series)
        var characters = 0
        for index in 0..<count {
            let outcome = lens.perform(actions[index % actions.count])
            characters &+= narrator.announcement(for: outcome).utf8.count
        }
        keep(characters)
    }
    return Double(count) / seconds
}

/// The description of a window of `days` daily samples, made `repeats` times a run (the
/// narrator is made once, as `rangelens summary --describe` makes it, and its dates are known
/// after the first run). Returns the median seconds of one description.
func measureDescription(days: Int, repeats: Int, runs: Int) throws -> Double {
    let copy = try narrationCopy("en")
    let calendar = BucketCalendar(timeZone: TimeZone(identifier: "UTC")!, firstWeekday: copy.locale.firstWeekday)
    let series = dailySeries(days: days)
    let narrator = RangeNarrator(series: series, calendar: calendar, copy: copy, unit: .line(.demoUnit))
    let seconds = medianSeconds(runs: runs) {
        var characters = 0
        for _ in 0..<repeats { characters &+= narrator.description(of: series.all).utf8.count }
        keep(characters)
    }
    return seconds / Double(repeats)
}

/// Daily step counts for `days` days ending on 29 November 2026.
func dailySeries(days: Int) -> Series {
    let last = CivilDate(year: 2026, month: 11, day: 29).dayNumber
    let range = (last - days + 1)...last
    return Series(times: range.map { Double($0) * 86_400 }, values: range.map { DemoSeries.steps(onDayNumber: $0) })
}

func measureAudio(series: Series, window: SampleWindow, runs: Int) throws -> (seconds: Double, tones: Int) {
    var options = AudioGraphOptions()
    options.calendar = BucketCalendar(timeZone: TimeZone(identifier: "UTC")!, firstWeekday: 2)
    let path = scratch.appendingPathComponent("audio.wav").path
    var tones = 0
    let seconds = try medianSeconds(runs: runs) {
        let plan = try AudioGraphPlan(series: series, window: window, options: options)
        tones = plan.tones.count
        var stream = AudioRenderer().stream(plan)
        try AudioFileWriter(format: .wav).write(&stream, to: path)
    }
    return (seconds, tones)
}

/// Run in a child process, so that the peak belongs to this workload alone: `tones` daily
/// samples played one tone each (never grouped, 60 ms a tone) and written to FLAC a block at
/// a time. Prints the peak resident bytes above the start, and the seconds it took.
func audioMemoryChild(tones: Int) throws {
    let baseline = residentBytes()
    let start = now()
    let series = dailySeries(days: tones)
    var options = AudioGraphOptions()
    options.calendar = BucketCalendar(timeZone: TimeZone(identifier: "UTC")!, firstWeekday: 2)
    options.grouping = .never
    let plan = try AudioGraphPlan(series: series, window: series.all, options: options)
    var stream = AudioRenderer().stream(plan)
    try AudioFileWriter(format: .flac).write(&stream, to: scratch.appendingPathComponent("long.flac").path)
    try? FileManager.default.removeItem(at: scratch.appendingPathComponent("long.flac"))
    print(peakResidentBytes() - baseline, now() - start)
}

/// Runs this benchmark again as a child with `arguments` and returns the words it printed: the
/// figures a child measures in a process of its own.
func childFigures(_ arguments: [String]) throws -> [Substring] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace)
}

/// The peak memory (bytes above the child's start) and time of a long graph, in a child.
func measureAudioMemory(tones: Int) throws -> (bytes: Int, seconds: Double) {
    let fields = try childFigures(["audio-memory-child", String(tones)])
    guard fields.count == 2, let bytes = Int(fields[0]), let seconds = Double(fields[1]) else {
        throw BenchmarkError(message: "the audio memory child printed no figure")
    }
    return (bytes, seconds)
}

/// A catalog of `keys` keys in `locales` locales, a fifth of them plural, in Xcode's layout.
func checkCatalog(keys: Int) throws -> URL {
    let url = scratch.appendingPathComponent("check-\(keys).xcstrings")
    if FileManager.default.fileExists(atPath: url.path) { return url }
    let locales = ["en", "ar", "de", "es", "fr", "it", "ja", "ko", "pl", "pt-BR", "ru", "zh-Hans"]
    let categories: [String: [String]] = [
        "ar": ["zero", "one", "two", "few", "many", "other"], "pl": ["one", "few", "many", "other"],
        "ru": ["one", "few", "many", "other"], "ja": ["other"], "ko": ["other"], "zh-Hans": ["other"],
        "fr": ["one", "many", "other"], "es": ["one", "many", "other"], "it": ["one", "many", "other"],
        "pt-BR": ["one", "many", "other"],
    ]
    func unit(_ value: String) -> JSONValue { ["stringUnit": ["state": "translated", "value": .string(value)]] }
    var strings = JSONObject()
    for index in 0..<keys {
        let key = "screen\(index / 50).label\(index)"
        var localizations = JSONObject()
        for locale in locales {
            if index % 5 == 0 {
                var plural = JSONObject()
                for category in categories[locale] ?? ["one", "other"] {
                    plural.append(category, unit("\(locale) %lld items in folder \(index) (\(category))"))
                }
                localizations.append(locale, ["variations": ["plural": .object(plural)]])
            } else {
                localizations.append(locale, unit("\(locale) text for item \(index), with %@ and %lld of them"))
            }
        }
        strings.append(
            key, ["comment": .string("Where label \(index) is shown."), "localizations": .object(localizations)])
    }
    let catalog: JSONValue = ["sourceLanguage": "en", "strings": .object(strings), "version": "1.0"]
    let layout = try XcodeLayout()
    try layout.writer.string(from: catalog).write(to: url, atomically: true, encoding: .utf8)
    return url
}

/// The catalog of `keys` keys written on one line (compact JSON), the layout a minifier
/// leaves: checked as fast as the pretty one, or the checker is not linear in its bytes.
func minifiedCheckCatalog(keys: Int) throws -> URL {
    let url = scratch.appendingPathComponent("check-\(keys)-minified.xcstrings")
    if FileManager.default.fileExists(atPath: url.path) { return url }
    let pretty = try Data(contentsOf: try checkCatalog(keys: keys))
    let document = try JSONDocument(parsing: Array(pretty))
    try JSONWriter.compact.string(from: document.root.value).write(to: url, atomically: true, encoding: .utf8)
    return url
}

/// The `rangelens` built beside this benchmark.
func rangelensTool() throws -> String {
    let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
        "rangelens")
    guard FileManager.default.isExecutableFile(atPath: tool.path) else {
        throw BenchmarkError(message: "build rangelens first: swift build -c release --product rangelens")
    }
    return tool.path
}

/// Runs `rangelens` with `arguments`, its output discarded, and returns its wall clock time and
/// peak resident set.
///
/// The tool is started by a fresh child of this benchmark (`tool-child`), not by this process:
/// Linux counts in a process's peak resident set the memory of the process it was spawned from
/// (`posix_spawn` shares the parent's memory until `exec`, whose high-water mark the child
/// keeps), so a tool started from a benchmark that had just built a large catalog reported the
/// benchmark's peak (116.8 MB where GNU `time` measured 81 MB). The fresh child is small, and
/// times the tool itself, its own start excluded.
func runTool(_ arguments: [String]) throws -> (seconds: Double, peakBytes: Int) {
    let fields = try childFigures(["tool-child", try rangelensTool()] + arguments)
    guard fields.count == 2, let seconds = Double(fields[0]), let bytes = Int(fields[1]) else {
        throw BenchmarkError(message: "the tool child printed no figure")
    }
    return (seconds, bytes)
}

/// Starts `tool` with `arguments`, its output discarded, and returns its wall clock time and
/// its peak resident set (from `wait4`).
func spawnAndWait(_ tool: String, _ arguments: [String]) throws -> (seconds: Double, peakBytes: Int) {
    let argv = ([tool] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var pid: pid_t = 0
    let start = now()
    guard posix_spawn(&pid, tool, &actions, nil, argv, environ) == 0 else {
        throw BenchmarkError(message: "cannot start \(tool)")
    }
    var status: Int32 = 0
    var usage = rusage()
    guard wait4(pid, &status, 0, &usage) == pid else { throw BenchmarkError(message: "lost the child \(pid)") }
    let seconds = now() - start
    return (seconds, usage.ru_maxrss * 1_024)
}

/// `rangelens check` on a generated catalog, as a user runs it: the whole process, wall clock
/// (median) and peak memory (median), in a child process.
func measureCheck(
    keys: Int, minified: Bool = false, runs: Int
) throws -> (seconds: Double, peakBytes: Int, fileBytes: Int) {
    let url = minified ? try minifiedCheckCatalog(keys: keys) : try checkCatalog(keys: keys)
    let fileBytes = (try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
    // The child's own times: the fresh process that starts it is not counted.
    _ = try runTool(["check", url.path])
    var runsMeasured: [(seconds: Double, peakBytes: Int)] = []
    for _ in 0..<runs { runsMeasured.append(try runTool(["check", url.path])) }
    let seconds = runsMeasured.map(\.seconds).sorted()
    let peaks = runsMeasured.map(\.peakBytes).sorted()
    return (seconds[seconds.count / 2], peaks[peaks.count / 2], fileBytes)
}

/// Wall-clock time of `rangelens summary` on the demo series, the program built beside this one.
func measureStart(runs: Int) throws -> Double {
    let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
        "rangelens")
    guard FileManager.default.isExecutableFile(atPath: tool.path) else {
        throw BenchmarkError(message: "build rangelens first: swift build -c release --product rangelens")
    }
    return try medianSeconds(runs: runs) {
        let process = Process()
        process.executableURL = tool
        process.arguments = ["summary", "--demo-end", "2026-11-29"]
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// The resident set size now, in bytes, from /proc/self/statm.
func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
}

/// The peak resident set size of this program so far, in bytes: `VmHWM` from
/// /proc/self/status. (`getrusage` would also count the peak of the process this one was
/// started from, which Linux carries over when a process replaces itself with a program.)
func peakResidentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
        let kilobytes = Int(line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first ?? "")
    else { return 0 }
    return kilobytes * 1_024
}

/// Run in a child process, so that the peak belongs to this workload alone: the two columns a
/// reader hands over, then the prepared series. Prints the bytes a sample at the peak.
///
/// A ragged series has a gap (no value) every tenth sample and a hole in time (two days missing)
/// after every third, as many holes as a daily series can have without its cadence changing.
func memoryChild(samples: Int, ragged: Bool = false) {
    let baseline = residentBytes()
    var times = [Double](repeating: 0, count: samples)
    var values = [Double](repeating: 0, count: samples)
    for index in 0..<samples {
        times[index] = Double(ragged ? index + 2 * (index / 3) : index) * 86_400
        values[index] = ragged && index % 10 == 5 ? .nan : Double(index % 10_007)
    }
    let series = Series(times: times, values: values)
    keep(series.average(of: series.all))
    let peak = peakResidentBytes()
    print(Double(peak - baseline) / Double(samples))
}

func measureMemory(samples: Int, ragged: Bool = false) throws -> Double {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["memory-child", String(samples)] + (ragged ? ["ragged"] : [])
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard let bytes = Double(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    else {
        throw BenchmarkError(message: "the memory child printed no figure")
    }
    return bytes
}

// MARK: - The report

// As the rangelens executable does (Platform.keepFreedMemory): freed memory is kept for reuse
// (glibc's mallopt, from <malloc.h>: M_MMAP_THRESHOLD is -3, M_TRIM_THRESHOLD -1).
if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") {
    let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
    _ = mallopt(-3, 256 << 20)
    _ = mallopt(-1, 1 << 30)
}
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "memory-child", (2...3).contains(arguments.count), let samples = Int(arguments[1]) {
    memoryChild(samples: samples, ragged: arguments.count == 3 && arguments[2] == "ragged")
    exit(0)
}
if arguments.first == "tool-child", arguments.count >= 2 {
    let (seconds, peakBytes) = try spawnAndWait(arguments[1], Array(arguments.dropFirst(2)))
    print(seconds, peakBytes)
    exit(0)
}
if arguments.first == "audio-memory-child", arguments.count == 2, let tones = Int(arguments[1]) {
    try audioMemoryChild(tones: tones)
    exit(0)
}
// For scripts/compare-ingest: `ingest-file ROWS` makes (once) and names the ingest workload's
// file; `ingest-once PATH` reads it once into a prepared series in this fresh process and prints
// the milliseconds that took (with `--series COLUMN`, one series per value of the column).
if arguments.first == "ingest-file", arguments.count == 2, let rows = Int(arguments[1]) {
    print(try ingestFile(rows: rows).path)
    exit(0)
}
if arguments.first == "ingest-split-file", arguments.count == 3, let rows = Int(arguments[1]),
    let symbols = Int(arguments[2])
{
    print(try splitIngestFile(rows: rows, symbols: symbols).path)
    exit(0)
}
if arguments.first == "ingest-once", arguments.count == 2 || (arguments.count == 4 && arguments[2] == "--series") {
    let start = now()
    if arguments.count == 4 {
        let collection = try SeriesReader.read(path: arguments[1], splittingBy: ColumnReference(arguments[3]))
        keep(collection.members.map { $0.table.series() })
    } else {
        let table = try SeriesReader.read(path: arguments[1], options: SeriesReadOptions())
        keep(table.series())
    }
    print(String(format: "%.3f", (now() - start) * 1_000))
    exit(0)
}
// One run of one workload, for a profiler: `profile steps 100000` or `profile check 5000`.
if arguments.first == "profile", arguments.count == 3, let size = Int(arguments[2]) {
    switch arguments[1] {
    case "steps": keep(try measureSteps(count: size, locale: "en", runs: 1))
    case "describe": keep(try measureDescription(days: size, repeats: 1, runs: 1))
    case "check":
        // In this process, for a profiler: the checker itself without starting a program.
        keep(try CatalogChecker().run(paths: [try checkCatalog(keys: size).path]))
    case "ingest": keep(try measureIngest(rows: size, runs: 1))
    case "split": keep(try measureSplitIngest(rows: size, symbols: 20, runs: 1))
    default: break
    }
    exit(0)
}
let figures = ["ingest", "steps", "describe", "audio", "check", "start", "memory"]
let chosen = Set(arguments)
if let unknown = chosen.first(where: { !figures.contains($0) }) {
    FileHandle.standardError.write(
        Data(
            """
            error: no figure named '\(unknown)'
            usage: rangelens-benchmark [\(figures.joined(separator: "|"))]...
                   rangelens-benchmark profile steps|describe|check|ingest|split SIZE
                   rangelens-benchmark ingest-file ROWS | ingest-split-file ROWS SYMBOLS | ingest-once PATH [--series COLUMN]

            """.utf8))
    exit(64)
}
func wanted(_ figure: String) -> Bool { chosen.isEmpty || chosen.contains(figure) }

do {
    print(
        "RangeLens benchmark: \(ProcessInfo.processInfo.activeProcessorCount) cores, \(ProcessInfo.processInfo.operatingSystemVersionString)"
    )
    if wanted("ingest") {
        let seconds = try measureIngest(rows: 1_000_000, runs: 9)
        let size =
            (try? FileManager.default.attributesOfItem(atPath: try ingestFile(rows: 1_000_000).path)[.size] as? Int)
            ?? 0
        report(
            "ingest",
            String(format: "1,000,000 rows YYYY-MM-DD,integer (%.1f MB) to a prepared series", Double(size) / 1e6),
            milliseconds(seconds), aim: "aim 60 ms or less", meets: seconds <= 0.060)
        for rows in [100_000, 300_000, 3_000_000] {
            let time = try measureIngest(rows: rows, runs: 5)
            report(
                "  curve", "\(rows.formatted()) rows", milliseconds(time),
                aim: String(format: "%.1f ns a row", time / Double(rows) * 1e9), meets: nil)
        }
        let split = try measureSplitIngest(rows: 1_000_000, symbols: 20, runs: 9)
        report(
            "  split", "1,000,000 rows YYYY-MM-DD,SYMBOL,integer, 20 series with --series", milliseconds(split),
            aim: String(format: "%.2f times one series", split / seconds), meets: nil)
    }
    if wanted("steps") {
        for locale in ["en", "ar"] {
            let rate = try measureSteps(count: 1_000_000, locale: locale, runs: 5)
            report(
                "steps", "1,000,000 steps on a year of daily samples, each with its range value, \(locale)",
                String(format: "median %.0f a second", rate), aim: "aim 500,000 or more", meets: rate >= 500_000)
        }
        for count in [10_000, 100_000] {
            let rate = try measureSteps(count: count, locale: "en", runs: 5)
            report(
                "  curve", "\(count.formatted()) steps, en", String(format: "median %.0f a second", rate),
                aim: String(format: "%.0f ns a step", 1e9 / rate), meets: nil)
        }
    }
    if wanted("describe") {
        // The description walks its window once or a few times (O(window)); a step never does.
        let seconds = try measureDescription(days: 42, repeats: 1_000, runs: 9)
        report(
            "describe", "the description of six weeks of daily samples, en", String(format: "%.1f µs", seconds * 1e6),
            aim: "O(window)", meets: nil)
        for days in [365, 3_650, 36_500, 365_000] {
            let time = try measureDescription(days: days, repeats: max(1, 100_000 / days), runs: 9)
            report(
                "  curve", "\(days.formatted()) daily samples", String(format: "%.1f µs", time * 1e6),
                aim: String(format: "%.1f ns a sample", time / Double(days) * 1e9), meets: nil)
        }
    }
    if wanted("audio") {
        let year = dailySeries(days: 365)
        let sixWeeks = year.openingWindow()
        let six = try measureAudio(series: year, window: sixWeeks, runs: 21)
        report(
            "audio", "the six-week window of the demo series to a 16-bit stereo WAV (\(six.tones) tones)",
            milliseconds(six.seconds), aim: "aim 5 ms or less", meets: six.seconds <= 0.005)
        let decade = dailySeries(days: 3_650)
        let ten = try measureAudio(series: decade, window: decade.all, runs: 11)
        report(
            "audio", "ten years of daily samples, grouped (\(ten.tones) tones)", milliseconds(ten.seconds),
            aim: "aim 50 ms or less", meets: ten.seconds <= 0.050)
        for days in [100, 365] {
            let series = dailySeries(days: days)
            let result = try measureAudio(series: series, window: series.all, runs: 9)
            report(
                "  curve", "\(days) daily samples (\(result.tones) tones)", milliseconds(result.seconds),
                aim: String(format: "%.1f µs a tone", result.seconds / Double(result.tones) * 1e6), meets: nil)
        }
        // Long graphs, never grouped, to FLAC: memory stays bounded (the plan's few bytes a tone).
        for tones in [10_000, 60_000, 100_000] {
            let result = try measureAudioMemory(tones: tones)
            let minutes = Double(tones) * 0.06 / 60
            report(
                "  memory",
                String(
                    format: "%@ tones never grouped (%.0f min) to FLAC, peak over the start", tones.formatted(), minutes
                ), String(format: "%.1f MB in %.1f s", Double(result.bytes) / 1_048_576, result.seconds),
                aim: String(format: "%.0f B a tone", Double(result.bytes) / Double(tones)), meets: nil)
        }
    }
    if wanted("check") {
        let result = try measureCheck(keys: 5_000, runs: 9)
        let megabytes = Double(result.fileBytes) / 1e6
        report(
            "check", String(format: "rangelens check, a catalog of 5,000 keys in 12 locales (%.1f MB)", megabytes),
            milliseconds(result.seconds), aim: "aim 150 ms or less", meets: result.seconds <= 0.150)
        let ratio = Double(result.peakBytes) / Double(result.fileBytes)
        report(
            "check", "the same, peak memory of the whole process",
            String(format: "%.1f MB, %.2f times the file", Double(result.peakBytes) / 1e6, ratio),
            aim: "aim under 4 times",
            meets: ratio < 4)
        let minified = try measureCheck(keys: 5_000, minified: true, runs: 9)
        report(
            "  curve", String(format: "the same catalog on one line (%.1f MB)", Double(minified.fileBytes) / 1e6),
            milliseconds(minified.seconds),
            aim: String(format: "%.2f times the pretty one", minified.seconds / result.seconds),
            meets: nil)
        for keys in [500, 1_500] {
            let curve = try measureCheck(keys: keys, runs: 9)
            report(
                "  curve", "\(keys.formatted()) keys in 12 locales", milliseconds(curve.seconds),
                aim: String(
                    format: "%.1f µs a key, peak %.1f MB", curve.seconds / Double(keys) * 1e6,
                    Double(curve.peakBytes) / 1e6),
                meets: nil)
        }
    }
    if wanted("start") {
        let seconds = try measureStart(runs: 21)
        report(
            "start", "rangelens summary on the demo series, wall clock", milliseconds(seconds),
            aim: "aim 60 ms or less", meets: seconds <= 0.060)
    }
    if wanted("memory") {
        let bytes = try measureMemory(samples: 10_000_000)
        report(
            "memory", "a prepared series of 10,000,000 samples, peak", String(format: "%.1f bytes a sample", bytes),
            aim: "aim 48 or less", meets: bytes <= 48)
        for samples in [1_000_000, 3_000_000] {
            let perSample = try measureMemory(samples: samples)
            report(
                "  curve", "\(samples.formatted()) samples", String(format: "%.1f bytes a sample", perSample), aim: "",
                meets: nil)
        }
        let ragged = try measureMemory(samples: 10_000_000, ragged: true)
        report(
            "  ragged", "10,000,000 samples, a gap every tenth and a hole after every third",
            String(format: "%.1f bytes a sample", ragged), aim: "aim 48 or less", meets: ragged <= 48)
    }
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
