import Dispatch
import Foundation
import JSONSyntax
import StringCatalog
import Synchronization

/// Works out the line and column of findings from their byte offsets, in one pass in file
/// order: a finding on the same line as the one before it is located from that one, by the
/// characters between them, so no line is read twice however long it is (a minified catalog
/// is one line).
enum FindingLocator {
    /// The findings with their lines and columns, in file order: findings without an offset
    /// (about the whole file) first, in the order found, then by offset.
    static func locatedInFileOrder(_ findings: consuming [Finding], in input: EntrySource) -> [Finding] {
        switch input {
        case .catalog(let document): locatedInFileOrder(findings, in: document.tape)
        case .table(let table): locatedInFileOrder(findings, in: table)
        }
    }

    /// The findings with their lines and columns in a table's files, in file order (the order
    /// of the table's files, then by offset).
    static func locatedInFileOrder(_ findings: consuming [Finding], in table: LocalizationTable) -> [Finding] {
        var ordered = ordered(consume findings)
        var lines: [Int: TextLines] = [:]
        for index in ordered.indices {
            guard let offset = ordered[index].offset else { continue }
            ordered[index].offset = nil
            guard let file = table.file(containing: offset) else { continue }
            var located = lines[file.base] ?? TextLines(file.text)
            ordered[index].location = located.location(ofOffset: offset - file.base)
            lines[file.base] = located
        }
        return ordered
    }

    /// Findings without an offset (about the whole file) first, in the order found, then by
    /// offset (in the order found for one offset).
    ///
    /// The findings are put in order where they are: their places are sorted, not the
    /// findings, and the findings are then moved along the permutation's cycles, so that no
    /// second array of them is made (for a large catalog's thousands of findings, a
    /// megabyte or so at the run's peak).
    static func ordered(_ findings: consuming [Finding]) -> [Finding] {
        let keys = findings.map { $0.offset ?? Int.min }
        var order = Array(findings.indices)
        order.sort { (keys[$0], $0) < (keys[$1], $1) }
        // Position `place` takes the finding at `order[place]`.
        var placed = [Bool](repeating: false, count: findings.count)
        for start in findings.indices where !placed[start] {
            placed[start] = true
            guard order[start] != start else { continue }
            let held = findings[start]
            var place = start
            while order[place] != start {
                findings[place] = findings[order[place]]
                place = order[place]
                placed[place] = true
            }
            findings[place] = held
        }
        return findings
    }

    /// The findings with their lines and columns in a catalog's text, in file order.
    static func locatedInFileOrder(_ findings: consuming [Finding], in tape: JSONTape) -> [Finding] {
        var ordered = ordered(consume findings)
        // One pass over the text up to the last finding, in file order: lines are counted as
        // the pass crosses them (no table of lines is kept), and columns from the line's start
        // or from the finding before on the same line.
        var line = 1
        var column = 1
        var position = 0
        tape.bytes.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            for index in ordered.indices {
                guard let offset = ordered[index].offset else { continue }
                let clamped = min(max(offset, 0), bytes.count)
                while position < clamped,
                    let newline = memchr(base + position, Int32(UInt8(ascii: "\n")), clamped - position)
                {
                    line += 1
                    column = 1
                    position = base.distance(to: newline.assumingMemoryBound(to: UInt8.self)) + 1
                }
                column += Self.characters(from: position, to: clamped, in: bytes)
                position = max(position, clamped)
                ordered[index].location = FileLocation(line: line, column: column)
                ordered[index].offset = nil
            }
        }
        return ordered
    }

    /// The characters (Unicode scalars) from `start` up to `end`, on one line.
    private static func characters(from start: Int, to end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        var index = start
        while index < end {
            if bytes[index] & 0xC0 != 0x80 { count += 1 }
            index += 1
        }
        return count
    }
}
