/// The character between fields of a delimited file.
public enum FieldDelimiter: String, CaseIterable, Hashable, Sendable {
    /// `,`, as in CSV.
    case comma
    /// `;`, as European spreadsheets write CSV.
    case semicolon
    /// A tab, as in TSV.
    case tab
    /// `|`.
    case verticalBar

    /// Reads a command-line argument: the character itself (`,` `;` `|`, or a tab), or its
    /// name (`comma`, `semicolon`, `tab`, `\t`, `pipe`); `nil` for anything else.
    public init?(argument: String) {
        switch argument.lowercased() {
        case ",", "comma": self = .comma
        case ";", "semicolon": self = .semicolon
        case "\t", "\\t", "tab": self = .tab
        case "|", "pipe", "bar", "vertical-bar": self = .verticalBar
        default: return nil
        }
    }

    /// The byte that stands between fields.
    public var byte: UInt8 {
        switch self {
        case .comma: UInt8(ascii: ",")
        case .semicolon: UInt8(ascii: ";")
        case .tab: 0x09
        case .verticalBar: UInt8(ascii: "|")
        }
    }
}
