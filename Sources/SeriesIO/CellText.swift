import FileIO

/// Cell text as it appears in messages: in single quotes, control characters escaped, long text
/// cut short, invalid UTF-8 shown as U+FFFD.
enum CellText {
    /// The longest text shown, in characters, before it is cut with an ellipsis.
    static let maximumShown = 40

    /// `'text'`, ready to follow "found".
    static func quoted(_ bytes: UnsafeRawBufferPointer) -> String {
        quoted(String(decoding: bytes, as: UTF8.self))
    }

    /// `'text'`, ready to follow "found": ``FileIO/ShownText``'s rule, cut after
    /// ``maximumShown`` characters.
    static func quoted(_ text: String) -> String {
        ShownText.quoted(text, limit: maximumShown)
    }

    /// A list of quoted texts: `'a', 'b' and 'c'`.
    static func list(_ texts: [String], conjunction: String = "and") -> String {
        let quotedTexts = texts.map(quoted)
        guard quotedTexts.count > 1 else { return quotedTexts.first ?? "" }
        return quotedTexts.dropLast().joined(separator: ", ") + " \(conjunction) " + quotedTexts.last!
    }

    /// The bytes without spaces and tabs at either end.
    @inline(__always)
    static func trimmed(_ bytes: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
        var start = 0
        var end = bytes.count
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        if start == 0 && end == bytes.count { return bytes }
        return UnsafeRawBufferPointer(rebasing: bytes[start..<end])
    }

    /// English month names, January first, for messages and `MMM`/`MMMM` patterns.
    static let monthNames = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]

    /// English weekday names, Sunday first, for `EEE`/`EEEE` patterns.
    static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
}
