/// Where each line of a text starts, to turn byte offsets into lines and columns.
struct LineTable: Sendable {
    /// The offset of each line's first byte; the first is 0.
    let starts: [UInt32]

    init(starts: [UInt32]) {
        self.starts = starts
    }

    /// The line starts of `bytes`, found by a scan (for texts not parsed into a tape).
    init(scanning bytes: UnsafeBufferPointer<UInt8>) {
        var starts: [UInt32] = [0]
        for index in 0..<bytes.count where bytes[index] == UInt8(ascii: "\n") {
            starts.append(UInt32(truncatingIfNeeded: index + 1))
        }
        self.starts = starts
    }

    /// The index of the line holding `offset`, from 0.
    func lineIndex(ofOffset offset: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(starts[middle]) <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The line of `offset`, from 1.
    func line(ofOffset offset: Int) -> Int {
        lineIndex(ofOffset: max(offset, 0)) + 1
    }

    func location(ofOffset offset: Int, in bytes: [UInt8]) -> TextPosition {
        let clamped = min(max(offset, 0), bytes.count)
        let line = lineIndex(ofOffset: clamped)
        var column = 1
        var index = Int(starts[line])
        while index < clamped {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return TextPosition(line: line + 1, column: column)
    }
}
