// A libFuzzer target for the String Catalog reader and the copy check: any bytes must give a
// catalog or a clear error, every entry must prepare for rendering or say why, and the checker
// must report on it without crashing; the same bytes minified onto one line must have every
// finding placed on that line. The same bytes are read as the other formats too (a `.strings`
// file, a `.stringsdict`, an XLIFF document, XML), which must each read or say where they stop,
// within the text.
//
// Built by scripts/fuzz with -DFUZZING, libFuzzer supplies `main`; built normally, `main`
// replays the files given on the command line.

import CopyCheck
import StringCatalog
import XMLSyntax

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalogReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    readCatalog(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

let checker = try! CatalogChecker()
let english = try! PluralRules(locale: "en")

func readCatalog(_ bytes: [UInt8]) {
    readOtherFormats(bytes)
    guard let catalog = try? StringCatalog(parsing: bytes, path: "fuzz.xcstrings") else {
        _ = checker.check(bytes: bytes, path: "fuzz.xcstrings")
        return
    }
    for entry in catalog.entries.prefix(64) {
        for (locale, localization) in entry.localizations {
            guard let line = try? LocalizedLine(key: entry.key, locale: locale, localization: localization) else {
                continue
            }
            let arguments: [CatalogArgument] = [
                .number(DisplayedNumber(text: "1", decimal: "1")), .text("text"),
                .number(DisplayedNumber(text: "2.5", decimal: "2.5")), .text("more"),
            ]
            _ = try? line.render(arguments, rules: english)
        }
    }
    _ = checker.check(bytes: bytes, path: "fuzz.xcstrings")
    // The same catalog minified onto one line: every finding is placed on line 1, inside it.
    let oneLine = bytes.filter { $0 != 0x0A && $0 != 0x0D }
    for finding in checker.check(bytes: oneLine, path: "fuzz.xcstrings").findings {
        guard let location = finding.location else { continue }
        precondition(location.line == 1, "a one-line catalog's finding is on line \(location.line)")
        precondition(location.column <= oneLine.count + 1, "a column beyond the line's end")
    }
}

/// The bytes as each other format: read, or refused at a place inside the text.
func readOtherFormats(_ bytes: [UInt8]) {
    guard let text = UTF16Text.utf8(of: bytes) else { return }
    func within(_ error: LocalizationFileError) {
        precondition(error.offset >= 0 && error.offset <= text.count, "an error outside the text: \(error)")
    }
    do {
        let file = try StringsFile(parsing: text, base: 7, path: "fuzz.strings")
        for pair in file.pairs { precondition(pair.keyOffset >= 7 && pair.valueOffset < text.count + 7) }
    } catch { within(error) }
    do { _ = try StringsdictFile(parsing: text, path: "fuzz.stringsdict") } catch { within(error) }
    do {
        let document = try XLIFFDocument(parsing: text, path: "fuzz.xliff")
        var builder = LocalizationTable.Builder(name: "fuzz", sourceLanguage: "en")
        let base = builder.addFile(path: "fuzz.xliff", text: text, locale: nil)
        for file in document.files { document.add(file, base: base, to: &builder) }
        _ = builder.build()
    } catch { within(error) }
    do { _ = try XMLDocument(parsing: text) } catch {
        precondition(error.offset >= 0 && error.offset <= text.count, "an XML error outside the text")
    }
}

#if !FUZZING
    import FuzzReplay

    /// Replays saved inputs (a crash found by the fuzzer, or the whole corpus).
    @main
    struct Replay {
        static func main() { replayFiles(through: readCatalog) }
    }
#endif
