/// Something about how a file was read that its reader may want to know, said on standard
/// error: that it was read as a European file with decimal commas, or that a value such as
/// `1.234` would mean another number with the other decimal mark.
///
/// A note carries its facts, not its words, so that the command line says it in the language
/// of the sentences (from the catalogs); ``description`` is the English sentence, for logs
/// and for library users without catalogs.
public enum FormatNote: Hashable, Sendable, CustomStringConvertible {
    /// The decimal mark was found to be a comma (not given), with fields separated by
    /// `delimiter`: `1.234,5` is 1234.5.
    case readAsEuropean(delimiter: FieldDelimiter)

    /// A value of the values' column reads as two numbers with the two decimal marks, and was
    /// read as `read`; `other` is what it would be with the other mark, which `remedy` asks
    /// for. `asked` says the mark used was given (``SeriesReadOptions/decimalMark``).
    case ambiguousValue(
        cell: String, column: ColumnReference, read: Double, other: Double, remedy: ReadRemedy, asked: Bool)

    /// The file is UTF-16 (little-endian, or `bigEndian`), found by its byte order mark or by
    /// every other byte being zero, and was decoded to UTF-8 as it was read.
    case readAsUTF16(bigEndian: Bool)

    /// The file is UTF-32 (little-endian, or `bigEndian`), found by its byte order mark or by
    /// three zero bytes in every four, and was decoded to UTF-8 as it was read.
    case readAsUTF32(bigEndian: Bool)

    /// The file's lines end with a carriage return alone (old Mac files): each was read as a
    /// line break.
    case carriageReturnLineBreaks

    /// A column as a note names it: by its header name, or by its position from 1.
    public enum ColumnReference: Hashable, Sendable {
        case name(String)
        case position(Int)
    }

    /// The note in English: "read as a European file: fields separated by ';', ',' as the
    /// decimal mark (1.234,5 is 1234.5); '.' as the decimal mark reads it otherwise".
    public var description: String {
        switch self {
        case .readAsEuropean(let delimiter):
            return
                "read as a European file: fields separated by \(DelimitedDialect.name(of: delimiter.byte)), ',' as the "
                + "decimal mark (1.234,5 is 1234.5); \(ReadRemedy.decimalMark(.point)) reads it otherwise"
        case .ambiguousValue(let cell, let column, let read, let other, let remedy, let asked):
            let label: String
            switch column {
            case .name(let name): label = "column \(CellText.quoted(name))"
            case .position(let position): label = "column \(position)"
            }
            let used: ReadRemedy = remedy == .decimalMark(.point) ? .decimalMark(.comma) : .decimalMark(.point)
            let how = asked ? ", with \(used)" : ""
            return "values such as \(CellText.quoted(cell)) in \(label) are read as "
                + "\(DelimitedDialect.plainText(read))\(how); if that means \(DelimitedDialect.plainText(other)), give \(remedy)"
        case .readAsUTF16(let bigEndian):
            return
                "read as UTF-16 (\(bigEndian ? "big" : "little")-endian) and converted to UTF-8; saving the file as UTF-8 reads it faster"
        case .readAsUTF32(let bigEndian):
            return
                "read as UTF-32 (\(bigEndian ? "big" : "little")-endian) and converted to UTF-8; saving the file as UTF-8 reads it faster"
        case .carriageReturnLineBreaks:
            return "the lines end with a carriage return alone (an old Mac format); each is read as a line break"
        }
    }
}
