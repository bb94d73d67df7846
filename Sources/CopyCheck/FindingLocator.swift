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
    static func locatedInFileOrder(_ findings: [Finding], in input: EntrySource) -> [Finding] {
        switch input {
        case .catalog(let document): locatedInFileOrder(findings, in: document.tape)
        case .table(let table): locatedInFileOrder(findings, in: table)
        }
    }

    /// The findings with their lines and columns in a table's files, in file order (the order
    /// of the table's files, then by offset).
    static func locatedInFileOrder(_ findings: [Finding], in table: LocalizationTable) -> [Finding] {
        var ordered = ordered(findings)
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
    /// offset.
    static func ordered(_ findings: [Finding]) -> [Finding] {
        findings.enumerated().sorted { lhs, rhs in
            switch (lhs.element.offset, rhs.element.offset) {
            case (let left?, let right?) where left != right: return left < right
            case (nil, _?): return true
            case (_?, nil): return false
            default: return lhs.offset < rhs.offset
            }
        }.map(\.element)
    }

    /// The findings with their lines and columns in a catalog's text, in file order.
    static func locatedInFileOrder(_ findings: [Finding], in tape: JSONTape) -> [Finding] {
        var ordered = findings.enumerated().sorted { lhs, rhs in
            switch (lhs.element.offset, rhs.element.offset) {
            case (let left?, let right?) where left != right: return left < right
            case (nil, _?): return true
            case (_?, nil): return false
            default: return lhs.offset < rhs.offset
            }
        }.map(\.element)
        var previous: (offset: Int, location: FileLocation)?
        tape.bytes.withUnsafeBufferPointer { bytes in
            for index in ordered.indices {
                guard let offset = ordered[index].offset else { continue }
                let clamped = min(max(offset, 0), bytes.count)
                var location: FileLocation
                if let (start, known) = previous, start <= clamped,
                    let columns = columnsBetween(start, clamped, in: bytes)
                {
                    location = FileLocation(line: known.line, column: known.column + columns)
                } else {
                    location = FileLocation(tape.location(ofOffset: clamped))
                }
                ordered[index].location = location
                ordered[index].offset = nil
                previous = (clamped, location)
            }
        }
        return ordered
    }

    /// The characters (Unicode scalars) from `start` up to `end`, or `nil` when a line ends
    /// between them.
    private static func columnsBetween(_ start: Int, _ end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var columns = 0
        for index in start..<end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") { return nil }
            if byte & 0xC0 != 0x80 { columns += 1 }
        }
        return columns
    }
}
