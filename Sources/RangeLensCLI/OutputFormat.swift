import JSONSyntax
import SpanModel

/// How a command writes its sentences.
enum OutputFormat: String, CaseIterable {
    /// One sentence a line.
    case text
    /// The sentences with the numbers and ISO dates behind them.
    case json
    /// Speech Synthesis Markup Language, for speech engines that take it.
    case ssml

    /// `--format`, taking every format.
    static let option = option(accepting: allCases)

    /// `--format` for a command that writes some of the formats: help, completions, the man
    /// page and the refusal of another list only these (with what help says of a format).
    static func option(accepting formats: [OutputFormat], glosses: [OutputFormat: String] = [:]) -> OptionSpec {
        OptionSpec.choice(
            "format", "FORMAT", OutputFormat.self, accepting: formats, glosses: glosses, default: .value(.text))
    }
}

/// Writing of sentences and the values behind them.
enum Output {
    /// An SSML document of sentences, one `<s>` each.
    static func ssml(_ sentences: [String], language: String) -> String {
        var document = ssmlOpening(language: language)
        for sentence in sentences { document += ssmlSentence(sentence) }
        return document + ssmlClosing
    }

    /// The start of an SSML document, up to its first sentence.
    static func ssmlOpening(language: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<speak version=\"1.1\" xmlns=\"http://www.w3.org/2001/10/synthesis\" xml:lang=\"\(escapeXML(language))\">\n"
    }

    /// One sentence of an SSML document, on its own line.
    static func ssmlSentence(_ sentence: String) -> String {
        "  <s>\(escapeXML(sentence))</s>\n"
    }

    /// The end of an SSML document.
    static let ssmlClosing = "</speak>\n"

    /// Text made safe inside an XML element or attribute: the five markup characters as
    /// references, and any character XML 1.0 does not allow (the C0 controls other than tab,
    /// line feed and carriage return, U+FFFE and U+FFFF) as U+FFFD, so that the document stays
    /// well-formed whatever text reaches it.
    static func escapeXML(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                if value < 0x20 || value == 0xFFFE || value == 0xFFFF {
                    escaped += "\u{FFFD}"
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return escaped
    }

    /// An instant as ISO 8601 in UTC: `2026-03-03T00:00:00Z` (milliseconds when not whole).
    static func isoInstant(_ seconds: Double) -> String {
        let total = Int((seconds * 1_000).rounded())
        let perDay = 86_400_000
        let day = total >= 0 ? total / perDay : (total - perDay + 1) / perDay
        let intoDay = total - day * perDay
        let hours = intoDay / 3_600_000
        let minutes = intoDay / 60_000 % 60
        let wholeSeconds = intoDay / 1_000 % 60
        let milliseconds = intoDay % 1_000
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        var text = "\(CivilDate(dayNumber: day))T\(pad(hours, 2)):\(pad(minutes, 2)):\(pad(wholeSeconds, 2))"
        if milliseconds > 0 { text += "." + pad(milliseconds, 3) }
        return text + "Z"
    }

    /// The JSON text of a value, pretty, with a final newline.
    static func json(_ value: JSONValue) -> String {
        JSONWriter.pretty.string(from: value) + "\n"
    }
}
