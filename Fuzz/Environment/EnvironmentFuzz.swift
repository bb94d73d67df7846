// A libFuzzer target for the environment: any bytes, split at NUL into values for LC_ALL,
// LC_MESSAGES, LANG, TZ and --locale, must be refused by the checks or reach Foundation and ICU
// without a crash, the way the command line hands them on.
//
// ICU reads the locale variables for its default locale once per process, so a value set here
// cannot reach that first read; the checks in front of it are what is fuzzed, with every
// value they let through then given to the locale code as an identifier (where a part of twelve
// letters crashed it). The command tests run the program itself with hostile values.
//
// Built by scripts/fuzz with -DFUZZING, libFuzzer supplies `main`; built normally, `main`
// replays the files given on the command line.

import Foundation
import Narration
import SpanModel

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEnvironment(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    readEnvironment(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

let shipped = ["en", "ar", "de", "es", "fr", "ja", "pl", "zh-Hans"]

func readEnvironment(_ bytes: [UInt8]) {
    let fields = bytes.split(separator: 0, omittingEmptySubsequences: false).prefix(5).map {
        String(decoding: $0, as: UTF8.self)
    }
    guard !fields.isEmpty else { return }
    let names = ["LC_ALL", "LC_MESSAGES", "LANG"]
    var environment: [String: String] = [:]
    for (name, value) in zip(names, fields) where NarrationLocale.isWellFormed(value) {
        environment[name] = value
    }
    // What NarrationOptions does with the environment and with --locale.
    var identifiers: [String] = []
    if let fromEnvironment = NarrationLocale.identifier(fromEnvironment: environment) {
        identifiers.append(fromEnvironment)
    }
    if fields.count > 4 { identifiers.append(fields[4]) }
    for identifier in identifiers {
        guard let locale = try? NarrationLocale(identifier: identifier, shipped: shipped) else { continue }
        precondition(NarrationLocale.isWellFormed(identifier), "an ill-formed identifier was accepted: \(identifier)")
        // The Foundation calls a locale meets on its way to a sentence.
        let calendar = BucketCalendar(timeZone: TimeZone(identifier: "UTC")!, firstWeekday: locale.firstWeekday)
        let dates = DateWording(locale: locale.locale, calendar: calendar)
        _ = dates.spokenDay(CivilDate(year: 2026, month: 3, day: 3).dayNumber, withYear: true)
        _ = dates.spokenDay(CivilDate(year: 1500, month: 3, day: 1).dayNumber, withYear: true)
        _ = NumberSymbols(locale: locale.locale).format(8_412.5, fractionDigits: 0...1)
        _ = locale.locale.language.characterDirection
    }
    if fields.count > 3 {
        let zone = fields[3]
        if NarrationLocale.isUsableTimeZoneVariable(zone) {
            _ = TimeZone(identifier: zone)?.secondsFromGMT()
        }
    }
}

#if !FUZZING
    import FuzzReplay

    /// Replays saved inputs (a crash found by the fuzzer, or the whole corpus).
    @main
    struct Replay {
        static func main() { replayFiles(through: readEnvironment) }
    }
#endif
