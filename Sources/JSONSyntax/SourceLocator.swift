/// Lines and columns for many byte offsets of one text, asked in increasing order: each is
/// counted on from the one before when it lies on the same line, so no line is read twice
/// however long it is. A minified JSON file is one line; locating each of 40,000 places in it
/// from the line's start would read it 40,000 times.
///
/// ```swift
/// var locator = document.locator()
/// for node in elements { print(locator.location(ofOffset: node.offset)) }
/// ```
///
/// An offset before the one asked last is located from its line's start.
package struct SourceLocator {
    let lines: LineTable
    let bytes: [UInt8]
    private var lastOffset = -1
    private var lastLocation = TextPosition(line: 1, column: 1)
    /// The offset at which the last offset's line ends (the next line's start), or the end.
    private var lastLineEnd = 0
    /// How many bytes have been read to count columns, all calls together (for tests: it
    /// stays within the text's length for offsets asked in increasing order).
    private(set) var scannedBytes = 0

    init(lines: LineTable, bytes: [UInt8]) {
        self.lines = lines
        self.bytes = bytes
    }

    /// The line and column of `offset`.
    ///
    /// - Complexity: amortized O(1) a call over increasing offsets, plus O(log lines) for each
    ///   new line; O(column) for an offset before the last one.
    package mutating func location(ofOffset offset: Int) -> TextPosition {
        let clamped = min(max(offset, 0), bytes.count)
        if lastOffset >= 0, clamped >= lastOffset,
            clamped < lastLineEnd || (clamped == lastLineEnd && lastLineEnd == bytes.count)
        {
            var column = lastLocation.column
            var index = lastOffset
            while index < clamped {
                if bytes[index] & 0xC0 != 0x80 { column += 1 }
                index += 1
            }
            scannedBytes += clamped - lastOffset
            lastOffset = clamped
            lastLocation = TextPosition(line: lastLocation.line, column: column)
            return lastLocation
        }
        let line = lines.lineIndex(ofOffset: clamped)
        let location = lines.location(ofOffset: clamped, in: bytes)
        scannedBytes += clamped - Int(lines.starts[line])
        lastOffset = clamped
        lastLocation = location
        lastLineEnd = line + 1 < lines.starts.count ? Int(lines.starts[line + 1]) : bytes.count
        return location
    }

    /// The line of `offset`, from 1, without reading the line.
    ///
    /// - Complexity: O(log lines).
    package func line(ofOffset offset: Int) -> Int {
        lines.line(ofOffset: offset)
    }
}
