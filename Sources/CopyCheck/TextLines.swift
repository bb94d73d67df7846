import StringCatalog

/// Lines and columns of byte offsets in a file's UTF-8 text (a `.strings`, `.stringsdict` or
/// XLIFF file; a String Catalog's tape has its own): where each line starts, found once, and a
/// column counted in Unicode scalars from the line's start, or from the offset asked before it
/// when that one is earlier on the same line, so that no line is read twice for offsets asked
/// in increasing order however long it is.
struct TextLines {
    let text: [UInt8]
    /// The offset of each line's first byte.
    let starts: [Int]
    private var last: (offset: Int, line: Int, column: Int)?

    init(_ text: [UInt8]) {
        self.text = text
        var starts = [0]
        for index in text.indices where text[index] == UInt8(ascii: "\n") { starts.append(index + 1) }
        self.starts = starts
    }

    /// The line and column of `offset` (clamped to the text).
    ///
    /// - Complexity: O(log lines) and the bytes between the offset and the one asked before it
    ///   on its line, or its line's start.
    mutating func location(ofOffset offset: Int) -> FileLocation {
        let clamped = min(max(offset, 0), text.count)
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= clamped { low = middle } else { high = middle - 1 }
        }
        var from = starts[low]
        var column = 1
        if let last, last.line == low + 1, last.offset <= clamped {
            from = last.offset
            column = last.column
        }
        for index in from..<clamped where text[index] & 0xC0 != 0x80 { column += 1 }
        last = (clamped, low + 1, column)
        return FileLocation(line: low + 1, column: column)
    }
}
