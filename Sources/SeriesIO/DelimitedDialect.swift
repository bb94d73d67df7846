/// How a delimited file separates its fields and writes its numbers: the delimiter and the
/// decimal mark, given by the caller or found from the first rows.
///
/// The rules, also in `docs/input-formats.md`:
/// - **Delimiter**: `--delimiter` when given; else a tab for TSV; else `;` when each of the first
///   ``sampleLines`` non-blank lines holds the same number (one or more) of `;` outside quotes,
///   unless the commas do the same, in which case `;` wins only when every comma stands between
///   two digits (a decimal comma); else `,`.
/// - **Decimal mark**: `--decimal-comma` or `--decimal-point` when given; else a point in a
///   comma-separated file (where `"1,234"` is more likely a thousand); else, from the cells of the
///   first data rows: a comma when some cell reads as a number only with a decimal comma
///   (`3,5`, `1.234,5`) and none only with a point (`3.5`), a point in the opposite case, and
///   otherwise a comma for `;`-separated files (how European spreadsheets write them) and a point
///   for any other.
package enum DelimitedDialect {
    /// How many non-blank lines decide the delimiter.
    static let sampleLines = 20

    /// Finds the delimiter of a CSV file from its first lines (after any byte order mark).
    ///
    /// - Complexity: O(n) in the bytes of the first ``sampleLines`` lines.
    package static func sniffDelimiter(_ bytes: UnsafeRawBufferPointer, isAtEnd: Bool) -> UInt8 {
        let semicolon = UInt8(ascii: ";")
        let comma = UInt8(ascii: ",")
        var semicolonCounts: [Int] = []
        var commaCounts: [Int] = []
        var everyCommaBetweenDigits = true
        var semicolons = 0
        var commas = 0
        var lineHasText = false
        var inQuotes = false
        func isDigit(_ index: Int) -> Bool {
            index >= 0 && index < bytes.count && bytes[index] &- UInt8(ascii: "0") < 10
        }
        func endLine() {
            if lineHasText {
                semicolonCounts.append(semicolons)
                commaCounts.append(commas)
            }
            semicolons = 0
            commas = 0
            lineHasText = false
        }
        var index = 0
        while index < bytes.count, semicolonCounts.count < sampleLines {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                inQuotes.toggle()
                lineHasText = true
            } else if !inQuotes {
                switch byte {
                case 0x0A: endLine()
                case semicolon:
                    semicolons += 1
                    lineHasText = true
                case comma:
                    commas += 1
                    lineHasText = true
                    if !(isDigit(index - 1) && isDigit(index + 1)) { everyCommaBetweenDigits = false }
                case 0x20, 0x09, 0x0D: break
                default: lineHasText = true
                }
            }
            index += 1
        }
        // A last line cut off by the end of the bytes held counts only when it is the end of
        // the file, or the only line there is.
        if index == bytes.count, isAtEnd || semicolonCounts.isEmpty { endLine() }
        func isConsistent(_ counts: [Int]) -> Bool {
            guard let first = counts.first, first > 0 else { return false }
            return counts.allSatisfy { $0 == first }
        }
        guard isConsistent(semicolonCounts) else { return comma }
        if isConsistent(commaCounts) && !everyCommaBetweenDigits { return comma }
        return semicolon
    }

    /// A cell of the first rows that reads as a number with one decimal mark only, and the
    /// column it stands in.
    package struct MarkVote {
        package var column: Int
        package var cell: [UInt8]
    }

    /// The cells of the first rows that read as numbers with one mark only: `point` those that
    /// read only with a decimal point (`3.5`), `comma` those only with a decimal comma (`3,5`,
    /// `1.234,5`), each with its column. Columns in `excluded` (the dates, the series names)
    /// never vote: a date such as `01.2006` reads as 1.2006.
    package static func votes(
        cells: [(column: Int, cell: [UInt8])], excluding excluded: Set<Int>
    ) -> (point: [MarkVote], comma: [MarkVote]) {
        var point: [MarkVote] = []
        var comma: [MarkVote] = []
        for (column, cell) in cells where !excluded.contains(column) {
            let marks = cell.withUnsafeBytes { NumberReader.marks(reading: $0) }
            if marks.point && !marks.comma { point.append(MarkVote(column: column, cell: cell)) }
            if marks.comma && !marks.point { comma.append(MarkVote(column: column, cell: cell)) }
        }
        return (point, comma)
    }

    /// How many times the other reading's votes one reading needs to win a split vote.
    static let decidingMajority = 4

    /// The decimal mark the votes choose in a file with this delimiter, or `nil` when they are
    /// split too evenly to choose (some cells read only one way and others only the other,
    /// neither outnumbering the other four to one).
    ///
    /// A comma-separated file takes a point whatever its cells say: there a quoted `"1,234"` is
    /// more likely a thousand. With no votes either way, a `;`-separated file takes a comma (how
    /// European spreadsheets write it) and any other a point.
    package static func decimalMark(
        votes: (point: [MarkVote], comma: [MarkVote]), delimiter: UInt8?
    ) -> DecimalMark? {
        if delimiter == UInt8(ascii: ",") { return .point }
        let (point, comma) = (votes.point.count, votes.comma.count)
        if point == 0, comma == 0 { return delimiter == UInt8(ascii: ";") ? .comma : .point }
        if comma >= point * decidingMajority { return .comma }
        if point >= comma * decidingMajority { return .point }
        return nil
    }

    /// Why the decimal mark is not guessed: a cell of each reading, with its column and the
    /// two numbers it could be.
    package static func splitVoteMessage(
        _ votes: (point: [MarkVote], comma: [MarkVote]), label: (Int) -> String
    ) -> ReadMessage {
        let point = votes.point[0]
        let comma = votes.comma[0]
        func shown(_ vote: MarkVote, as mark: DecimalMark) -> String {
            var reader = NumberReader(decimalMark: mark)
            let value: String
            if case .number(let number) = reader.read(vote.cell) { value = plainText(number) } else { value = "?" }
            return "\(CellText.quoted(String(decoding: vote.cell, as: UTF8.self))) in \(label(vote.column)) (\(value))"
        }
        return "the decimal mark cannot be told from the first rows: \(votes.point.count) "
            + "cell\(votes.point.count == 1 ? "" : "s") such as \(shown(point, as: .point)) read as numbers only "
            + "with '.' as the decimal mark, and \(votes.comma.count) such as \(shown(comma, as: .comma)) only with "
            + "','; give \(remedy: .decimalMark(.point)) or \(remedy: .decimalMark(.comma))"
    }

    /// The first cell that reads as two different numbers with the two decimal marks
    /// (`1.234` or `1,234`), if any: a file whose numbers all look like this could be read
    /// either way, which is worth saying.
    static func ambiguousCell(in cells: [[UInt8]]) -> [UInt8]? {
        for cell in cells {
            let readings = cell.withUnsafeBytes { bytes in
                var point = NumberReader(decimalMark: .point)
                var comma = NumberReader(decimalMark: .comma)
                return (point.read(bytes), comma.read(bytes))
            }
            if case .number(let pointValue) = readings.0, case .number(let commaValue) = readings.1,
                pointValue != commaValue
            {
                return cell
            }
        }
        return nil
    }

    /// A number as plain text for a message: `1234`, `1.234`.
    static func plainText(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// How a delimiter is named in messages: `','`, `';'`, `a tab`.
    static func name(of delimiter: UInt8) -> String {
        delimiter == 0x09 ? "a tab" : "'\(Character(Unicode.Scalar(delimiter)))'"
    }
}
