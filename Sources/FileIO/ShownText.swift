/// Text that came from outside (a file's contents, a column's or a series' name, a path, an
/// option's value) as a terminal, a text output or a message shows it: the one rule for every
/// command and every message.
///
/// A control character would act instead of showing: an escape starts a terminal sequence
/// (`\u{1B}[2J` clears the screen), a carriage return writes over the line, a bell rings, a
/// line break inside a name makes one line two, and a direction control (an override, an
/// embedding, an isolate or a mark) reorders what follows it, so that a name can make a
/// sentence read otherwise than it is written. Each is shown instead in a visible form that a
/// screen reader can say: `\n`, `\r`, `\t`, or `\u{XXXX}` with at least four hexadecimal digits
/// (`\u{001B}`, `\u{202E}`).
///
/// The rule is applied to the outside text before it is placed in a sentence, so that the
/// isolates the narration itself puts around a name (and the marks a right-to-left catalog
/// holds) are kept: those are the copy's own, and they keep a name from reordering its
/// sentence. JSON output escapes control characters its own way and keeps the text as it is.
///
/// ```swift
/// ShownText.escaped("Line one\nLine two\u{202E}")   // "Line one\\nLine two\\u{202E}"
/// ShownText.quoted("AAPL\u{1B}[2J")                 // "'AAPL\\u{001B}[2J'"
/// ```
package enum ShownText {
    /// Whether a scalar must not reach a terminal as it is: the C0 and C1 controls, DEL, the
    /// line and paragraph separators, the Arabic letter mark, the direction marks, embeddings,
    /// overrides and isolates.
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// Whether `text` holds a control character.
    ///
    /// - Complexity: O(n), one look at the bytes of text without any.
    package static func hasControl(_ text: String) -> Bool {
        // Every control is ASCII, or starts with the byte 0xC2 (C1), 0xD8 (U+061C) or 0xE2:
        // read from the string's own bytes when it has them in one piece (a native string
        // always does), so that a report's every line costs one tight loop.
        let mayHave =
            text.utf8.withContiguousStorageIfAvailable { bytes in
                for byte in bytes where byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xD8 || byte == 0xE2 {
                    return true
                }
                return false
            } ?? text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE2 })
        return mayHave && text.unicodeScalars.contains(where: isControl)
    }

    /// The visible form of one control: `\n`, `\r`, `\t` or `\u{XXXX}`.
    package static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default:
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "\\u{" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "}"
        }
    }

    /// `text` with each control character in its visible form.
    ///
    /// - Complexity: O(n); text without any is returned as it is after one look at its bytes.
    package static func escaped(_ text: String) -> String {
        guard hasControl(text) else { return text }
        var escaped = ""
        escaped.unicodeScalars.reserveCapacity(text.unicodeScalars.count + 8)
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                escaped += escape(scalar)
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// `text` with each control character in its visible form except the line breaks that
    /// divide it: for a message of several lines made from outside text, the safety net of the
    /// lines an error prints. A line break inside a name is shown as `\n` only where the name is
    /// escaped on its own (``escaped(_:)``, ``quoted(_:limit:)``) before it joins a message.
    ///
    /// - Complexity: O(n).
    package static func escapedLines(_ text: String) -> String {
        guard hasControl(text) else { return text }
        var escaped = ""
        escaped.unicodeScalars.reserveCapacity(text.unicodeScalars.count + 8)
        for scalar in text.unicodeScalars {
            if scalar != "\n", isControl(scalar) {
                escaped += escape(scalar)
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// `text` in single quotes for a message, escaped, and cut after `limit` characters (as
    /// Unicode scalars) with an ellipsis when a limit is given: `'AAPL'`, `'a\nb'`.
    package static func quoted(_ text: String, limit: Int? = nil) -> String {
        guard let limit, text.unicodeScalars.count > limit else { return "'" + escaped(text) + "'" }
        var kept = ""
        kept.unicodeScalars.append(contentsOf: text.unicodeScalars.prefix(limit))
        return "'" + escaped(kept) + "…'"
    }
}
