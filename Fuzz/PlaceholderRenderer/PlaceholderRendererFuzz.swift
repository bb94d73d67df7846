// A libFuzzer target for format strings: any text must parse as a template or be refused with
// a reason, and rendering it with any arguments must give text or a clear error, never a crash
// (a translated string is untrusted text and never reaches String(format:)).
//
// Built by scripts/fuzz with -DFUZZING, libFuzzer supplies `main`; built normally, `main`
// replays the files given on the command line.

import StringCatalog

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPlaceholderRenderer(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    renderTemplate(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

let polish = try! PluralRules(locale: "pl")

func renderTemplate(_ bytes: [UInt8]) {
    // The first byte chooses how many arguments and of which kinds; the rest is the text, used
    // as a plain value, as a plural form and as a substitution's form.
    let selector = bytes.first ?? 0
    let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
    _ = try? FormatTemplate(parsing: text, allowsSubstitutionArgument: selector & 1 == 1)
    var arguments: [CatalogArgument] = []
    for index in 0..<Int(selector >> 5) {
        arguments.append(
            index % 2 == 0
                ? .number(DisplayedNumber(text: "\(index * 11)", decimal: "\(index * 11)")) : .text("word \(index)"))
    }
    let escaped = text.unicodeScalars.map { scalar -> String in
        switch scalar {
        case "\"": "\\\""
        case "\\": "\\\\"
        case "\u{00}"..."\u{1F}":
            "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                + String(scalar.value, radix: 16)
        default: String(scalar)
        }
    }.joined()
    let catalogs = [
        #"{"sourceLanguage":"pl","strings":{"k":{"localizations":{"pl":{"stringUnit":{"state":"translated","value":"\#(escaped)"}}}}},"version":"1.0"}"#,
        #"{"sourceLanguage":"pl","strings":{"k":{"localizations":{"pl":{"variations":{"plural":{"few":{"stringUnit":{"state":"translated","value":"\#(escaped)"}},"other":{"stringUnit":{"state":"translated","value":"%lld \#(escaped)"}}}}}}}},"version":"1.0"}"#,
        #"{"sourceLanguage":"pl","strings":{"k":{"localizations":{"pl":{"stringUnit":{"state":"translated","value":"A %#@n@ B"},"substitutions":{"n":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"many":{"stringUnit":{"state":"translated","value":"\#(escaped)"}},"other":{"stringUnit":{"state":"translated","value":"%arg"}}}}}}}}}},"version":"1.0"}"#,
    ]
    // A plain line always; a plural form and a substitution's form when the selector asks.
    let chosen = [catalogs[0]] + (selector & 2 == 2 ? [catalogs[1]] : []) + (selector & 4 == 4 ? [catalogs[2]] : [])
    for json in chosen {
        guard let catalog = try? StringCatalog(parsing: Array(json.utf8), path: "fuzz"),
            let localization = catalog["k"]?.localizations["pl"],
            let line = try? LocalizedLine(key: "k", locale: "pl", localization: localization)
        else { continue }
        _ = try? line.render(arguments, rules: polish)
    }
}

#if !FUZZING
    import FuzzReplay

    /// Replays saved inputs (a crash found by the fuzzer, or the whole corpus).
    @main
    struct Replay {
        static func main() { replayFiles(through: renderTemplate) }
    }
#endif
