import SpanModel

/// A column of a table, by its header name or by its position.
///
/// In JSON input a name is an object's member name and a position counts an object's members
/// as written, or a pair's elements.
public enum ColumnReference: Hashable, Sendable, CustomStringConvertible {
    /// The column whose header cell is this text.
    case name(String)
    /// The column at this position, counted from 1.
    case position(Int)

    /// Reads a command-line argument: a whole number from 1 up is a position, anything else a name.
    ///
    /// ```swift
    /// ColumnReference("2")       // .position(2)
    /// ColumnReference("steps")   // .name("steps")
    /// ```
    public init(_ argument: String) {
        if !argument.isEmpty, argument.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
            let position = Int(argument), position >= 1
        {
            self = .position(position)
        } else {
            self = .name(argument)
        }
    }

    /// `column 'steps'` or `column 2`, for messages.
    public var description: String {
        switch self {
        case .name(let name): "column '\(name)'"
        case .position(let position): "column \(position)"
        }
    }
}
