/// Characters that must not reach a line of a report or a message as they are: control
/// characters and direction controls quoted from a catalog's keys and values.
///
/// ```swift
/// ControlCharacters.escaped("Line one\nLine two\u{202E}")   // "Line one\\nLine two\\u{202E}"
/// ```
package enum ControlCharacters {
    /// Whether a scalar would break or reorder a line: C0 and C1 controls, DEL, the line and
    /// paragraph separators, the Arabic letter mark, the direction marks, embeddings,
    /// overrides and isolates.
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// `text` with each control written as an escape: `\n`, `\r`, `\t`, or `\u{XXXX}`.
    ///
    /// - Complexity: O(n); text without any is returned as it is after one look at its bytes.
    package static func escaped(_ text: String) -> String {
        // Every control is ASCII, or starts with the byte 0xC2 (C1), 0xD8 (U+061C) or 0xE2.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE2 }),
            text.unicodeScalars.contains(where: isControl)
        else { return text }
        var escaped = ""
        escaped.unicodeScalars.reserveCapacity(text.unicodeScalars.count + 8)
        for scalar in text.unicodeScalars {
            guard isControl(scalar) else {
                escaped.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                escaped += "\\u{" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "}"
            }
        }
        return escaped
    }
}
