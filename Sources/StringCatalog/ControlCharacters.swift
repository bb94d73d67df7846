import FileIO

/// Characters that must not reach a line of a report or a message as they are: control
/// characters and direction controls quoted from a catalog's keys and values. The rule is
/// ``FileIO/ShownText``'s, the one every command shows outside text by.
///
/// ```swift
/// ControlCharacters.escaped("Line one\nLine two\u{202E}")   // "Line one\\nLine two\\u{202E}"
/// ```
package enum ControlCharacters {
    /// Whether a scalar would break or reorder a line: C0 and C1 controls, DEL, the line and
    /// paragraph separators, the Arabic letter mark, the direction marks, embeddings,
    /// overrides and isolates.
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        ShownText.isControl(scalar)
    }

    /// `text` with each control written as an escape: `\n`, `\r`, `\t`, or `\u{XXXX}`.
    ///
    /// - Complexity: O(n); text without any is returned as it is after one look at its bytes.
    package static func escaped(_ text: String) -> String {
        ShownText.escaped(text)
    }
}
