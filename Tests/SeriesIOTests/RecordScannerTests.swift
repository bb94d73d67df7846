import Testing

@testable import SeriesIO

@Suite("Splitting records")
struct RecordScannerTests {
    /// The outcome of scanning the first record of `bytes`, with its fields' contents.
    struct Scanned {
        var scan: RecordScan
        var fields: [String]
        var quoted: [Bool]
        var issue: RecordIssue?
    }

    func scan(
        _ bytes: [UInt8], delimiter: UInt8 = UInt8(ascii: ","), from start: Int = 0, isAtEnd: Bool = true
    )
        -> Scanned
    {
        var scanner = RecordScanner(delimiter: delimiter)
        return bytes.withUnsafeBytes { buffer in
            let scan = scanner.scan(buffer, from: start, isAtEnd: isAtEnd)
            var fields: [String] = []
            var quoted: [Bool] = []
            if case .record = scan {
                for index in 0..<scanner.fieldCount {
                    let field = scanner.field(index)
                    fields.append(String(decoding: buffer[field.start..<field.end], as: UTF8.self))
                    quoted.append(field.isQuoted)
                }
            }
            return Scanned(scan: scan, fields: fields, quoted: quoted, issue: scanner.issue)
        }
    }

    func scan(_ text: String, delimiter: UInt8 = UInt8(ascii: ","), isAtEnd: Bool = true) -> Scanned {
        scan(Array(text.utf8), delimiter: delimiter, isAtEnd: isAtEnd)
    }

    @Test("plain fields split at commas and the record ends at the line feed")
    func plainFields() {
        let result = scan("2026-03-03,8412,x\nnext")
        #expect(result.scan == .record(end: 18, lineBreaks: 0))
        #expect(result.fields == ["2026-03-03", "8412", "x"])
        #expect(result.issue == nil)
    }

    @Test("a carriage return before the line feed is not part of the last field")
    func crlf() {
        let result = scan("a,b\r\nc")
        #expect(result.scan == .record(end: 5, lineBreaks: 0))
        #expect(result.fields == ["a", "b"])
    }

    @Test("the last record may end without a line break, with or without a carriage return")
    func noFinalNewline() {
        #expect(scan("a,b").scan == .record(end: 3, lineBreaks: 0))
        #expect(scan("a,b").fields == ["a", "b"])
        #expect(scan("a,b\r").fields == ["a", "b"])
        #expect(scan("a,\"b\"\r").fields == ["a", "b"])
    }

    @Test("a quoted field holds commas, line breaks and doubled quotes, which are counted")
    func quotedField() {
        let result = scan("\"a, b\",\"say \"\"hi\"\"\",\"one\ntwo\r\nthree\",4\nrest")
        #expect(result.fields == ["a, b", "say \"\"hi\"\"", "one\ntwo\r\nthree", "4"])
        #expect(result.quoted == [true, true, true, false])
        #expect(result.scan == .record(end: 39, lineBreaks: 2))
    }

    @Test("spaces before an opening quote and after a closing quote are ignored in CSV")
    func paddingAroundQuotes() {
        let result = scan("a, \"b, c\" ,d\n")
        #expect(result.fields == ["a", "b, c", "d"])
        #expect(result.quoted == [false, true, false])
        #expect(result.issue == nil)
    }

    @Test("a quote inside an unquoted field is an ordinary character")
    func bareQuote() {
        let result = scan("5\" pipe,3\n")
        #expect(result.fields == ["5\" pipe", "3"])
        #expect(result.issue == nil)
    }

    @Test("tabs separate TSV fields, and commas there are ordinary characters")
    func tabSeparated() {
        let result = scan("2026-03-03\t1,5\t\"a\tb\"\n", delimiter: 0x09)
        #expect(result.fields == ["2026-03-03", "1,5", "a\tb"])
    }

    @Test("an empty line is one empty field")
    func emptyLine() {
        #expect(scan("\n").fields == [""])
        #expect(scan("\r\n").fields == [""])
        #expect(scan(",\n").fields == ["", ""])
    }

    @Test("text after a closing quote is an issue at that character, and the record still ends at its line")
    func textAfterClosingQuote() {
        let result = scan("a,\"b\"c,d\ne")
        #expect(result.issue == RecordIssue(kind: .textAfterClosingQuote, offset: 5))
        #expect(result.scan == .record(end: 9, lineBreaks: 0))
        #expect(result.fields == ["a", "b", "d"])
    }

    @Test("a quote never closed is reported at the opening quote")
    func unclosedQuote() {
        #expect(scan("a,\"b\nc,d\n").scan == .unclosedQuote(offset: 2))
    }

    @Test("a record cut off by the end of the bytes held asks for more input")
    func needsMoreInput() {
        #expect(scan("a,b", isAtEnd: false).scan == .needsMoreInput)
        #expect(scan("a,\"b", isAtEnd: false).scan == .needsMoreInput)
        #expect(scan("a,\"b\"", isAtEnd: false).scan == .needsMoreInput, "the quote may be the first of a pair")
        #expect(scan("a,b\r", isAtEnd: false).scan == .needsMoreInput)
        #expect(scan([0x61, 0x2C, 0xE2, 0x82], isAtEnd: false).scan == .needsMoreInput, "a cut UTF-8 sequence")
        #expect(scan("a,b\n", isAtEnd: false).scan == .record(end: 4, lineBreaks: 0))
    }

    @Test("valid UTF-8 of every length passes")
    func validUTF8() {
        let result = scan("café,€,😀,日本\n")
        #expect(result.issue == nil)
        #expect(result.fields == ["café", "€", "😀", "日本"])
    }

    static let invalid: [(bytes: [UInt8], offset: Int, byte: UInt8)] = [
        ([0x61, 0xFF, 0x62, 0x0A], 1, 0xFF),
        ([0x61, 0x80, 0x0A], 1, 0x80),
        ([0xC0, 0x80, 0x0A], 0, 0xC0),
        ([0xE0, 0x80, 0x80, 0x0A], 0, 0xE0),
        ([0xED, 0xA0, 0x80, 0x0A], 0, 0xED),
        ([0xF4, 0x90, 0x80, 0x80, 0x0A], 0, 0xF4),
        ([0xF5, 0x80, 0x80, 0x80, 0x0A], 0, 0xF5),
        ([0x61, 0x2C, 0xE2, 0x82, 0x2C, 0x62, 0x0A], 2, 0xE2),
        ([0x61, 0x2C, 0xE2, 0x82], 2, 0xE2),
        ([0x22, 0x61, 0xE9, 0x22, 0x0A], 2, 0xE9),
    ]

    @Test("invalid UTF-8 is an issue at its first bad byte", arguments: invalid)
    func invalidUTF8(bytes: [UInt8], offset: Int, byte: UInt8) {
        let result = scan(bytes)
        #expect(result.issue == RecordIssue(kind: .invalidUTF8(byte), offset: offset))
        if case .record = result.scan {} else { Issue.record("expected a record, got \(result.scan)") }
    }

    @Test("a record far into the bytes is found from its start")
    func fromOffset() {
        let result = scan(Array("skip\nx,1\n".utf8), from: 5)
        #expect(result.scan == .record(end: 9, lineBreaks: 0))
        #expect(result.fields == ["x", "1"])
    }

    @Test("records of many fields grow the field list")
    func manyFields() {
        let text = (0..<100).map(String.init).joined(separator: ",") + "\n"
        let result = scan(text)
        #expect(result.fields == (0..<100).map(String.init))
    }
}
