/// Text made safe to stand in an HTML page: as an element's content, or inside an attribute
/// value in double quotes.
///
/// Whatever the page shows comes from a file a person gave (a series' name, a unit, a column)
/// or from the catalogs, and none of it may become markup. Control characters other than tab
/// and line feed, which HTML does not allow in a document, become U+FFFD.
///
/// ```swift
/// HTMLText.content("AT&T <b>")     // "AT&amp;T &lt;b&gt;"
/// HTMLText.attribute("say \"hi\"") // "say &quot;hi&quot;"
/// ```
///
/// Attributes are always written in double quotes, so a single quote needs no escaping (the
/// Content-Security-Policy's `'none'` stays readable).
enum HTMLText {
    /// `text` as an element's content.
    static func content(_ text: String) -> String {
        escaped(text, quotes: false)
    }

    /// `text` as the value of an attribute written in double quotes.
    static func attribute(_ text: String) -> String {
        escaped(text, quotes: true)
    }

    private static func escaped(_ text: String, quotes: Bool) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where quotes: result += "&quot;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                if value < 0x20 || (0x7F...0x9F).contains(value) {
                    result += "\u{FFFD}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
