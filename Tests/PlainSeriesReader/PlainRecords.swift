/// A record of a CSV or TSV text, split the obvious way: byte after byte, RFC 4180, with every
/// field's content copied out.
struct PlainRecord {
    /// One field: where it starts (spaces before a quote included), its content with `""` made
    /// one quote, where that content lies in the text, and whether it was quoted.
    struct Field {
        var rawStart: Int
        var content: [UInt8]
        var contentStart: Int
        var contentEnd: Int
        var isQuoted: Bool

        /// The content without spaces and tabs at either end.
        var cell: [UInt8] {
            var cell = content[...]
            while let first = cell.first, first == 0x20 || first == 0x09 { cell = cell.dropFirst() }
            while let last = cell.last, last == 0x20 || last == 0x09 { cell = cell.dropLast() }
            return Array(cell)
        }

        /// Where the field ends for a message about a row too short: after its closing quote.
        var endForMessages: Int { isQuoted ? contentEnd + 1 : contentEnd }
    }

    /// Something wrong inside a record.
    enum Issue {
        case invalidUTF8
        case textAfterClosingQuote
    }

    var start: Int
    var end: Int
    var line: Int
    /// The line breaks inside quoted fields.
    var lineBreaks: Int
    var fields: [Field]
    /// The first problem, by its offset.
    var issue: (offset: Int, kind: Issue)?

    /// Whether every field is unquoted and holds only spaces and tabs.
    var isBlank: Bool {
        fields.allSatisfy { !$0.isQuoted && $0.content.allSatisfy { $0 == 0x20 || $0 == 0x09 } }
    }
}

/// What splitting the next record found.
enum PlainSplit {
    case record(PlainRecord)
    case unclosedQuote(offset: Int)
}

/// Splits records out of a whole text, one at a time.
struct PlainRecordSplitter {
    let bytes: [UInt8]
    let delimiter: UInt8

    private func isPadding(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte == 0x09 && delimiter != 0x09)
    }

    /// The record that starts at `start` (before the end of the text), on line `line`.
    func record(at start: Int, line: Int) -> PlainSplit {
        let count = bytes.count
        var fields: [PlainRecord.Field] = []
        var position = start
        var lineBreaks = 0
        var afterQuote: Int?
        while true {
            let rawStart = position
            var quote = position
            while quote < count, isPadding(bytes[quote]) { quote += 1 }
            if quote < count, bytes[quote] == UInt8(ascii: "\"") {
                var index = quote + 1
                var content: [UInt8] = []
                while true {
                    guard index < count else { return .unclosedQuote(offset: quote) }
                    if bytes[index] == UInt8(ascii: "\"") {
                        if index + 1 < count, bytes[index + 1] == UInt8(ascii: "\"") {
                            content.append(UInt8(ascii: "\""))
                            index += 2
                            continue
                        }
                        break
                    }
                    if bytes[index] == 0x0A { lineBreaks += 1 }
                    content.append(bytes[index])
                    index += 1
                }
                fields.append(
                    PlainRecord.Field(
                        rawStart: rawStart, content: content, contentStart: quote + 1, contentEnd: index,
                        isQuoted: true))
                index += 1
                while index < count, isPadding(bytes[index]) { index += 1 }
                let endsHere =
                    index == count || bytes[index] == delimiter || bytes[index] == 0x0A
                    || (bytes[index] == 0x0D && (index + 1 == count || bytes[index + 1] == 0x0A))
                if !endsHere {
                    if afterQuote == nil { afterQuote = index }
                    while index < count, bytes[index] != delimiter, bytes[index] != 0x0A { index += 1 }
                }
                if index == count {
                    return finish(start: start, end: count, line: line, lineBreaks, fields, afterQuote)
                }
                if bytes[index] == delimiter {
                    position = index + 1
                    continue
                }
                if bytes[index] == 0x0A {
                    return finish(start: start, end: index + 1, line: line, lineBreaks, fields, afterQuote)
                }
                // A carriage return before a line feed or the end.
                let end = index + 1 == count ? count : index + 2
                return finish(start: start, end: end, line: line, lineBreaks, fields, afterQuote)
            }
            var index = position
            while index < count, bytes[index] != delimiter, bytes[index] != 0x0A { index += 1 }
            if index < count, bytes[index] == delimiter {
                fields.append(
                    PlainRecord.Field(
                        rawStart: rawStart, content: Array(bytes[position..<index]), contentStart: position,
                        contentEnd: index, isQuoted: false))
                position = index + 1
                continue
            }
            var end = index
            if end > position, bytes[end - 1] == 0x0D { end -= 1 }
            fields.append(
                PlainRecord.Field(
                    rawStart: rawStart, content: Array(bytes[position..<end]), contentStart: position, contentEnd: end,
                    isQuoted: false))
            return finish(
                start: start, end: index == count ? count : index + 1, line: line, lineBreaks, fields, afterQuote)
        }
    }

    private func finish(
        start: Int, end: Int, line: Int, _ lineBreaks: Int, _ fields: [PlainRecord.Field], _ afterQuote: Int?
    ) -> PlainSplit {
        var issue: (offset: Int, kind: PlainRecord.Issue)?
        if let invalid = Self.firstInvalidUTF8(bytes[start..<end]) { issue = (invalid, .invalidUTF8) }
        if let afterQuote, issue.map({ afterQuote < $0.offset }) ?? true {
            issue = (afterQuote, .textAfterClosingQuote)
        }
        return .record(
            PlainRecord(start: start, end: end, line: line, lineBreaks: lineBreaks, fields: fields, issue: issue))
    }

    /// The offset where the first sequence that is not UTF-8 starts, found with the standard
    /// library's decoder.
    static func firstInvalidUTF8(_ bytes: ArraySlice<UInt8>) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = bytes.startIndex
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
