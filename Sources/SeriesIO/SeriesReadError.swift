/// Why a series file could not be read, and where.
///
/// The description has the shape compilers use, so editors and screen readers can jump to the
/// place: `steps.csv:14:12: error: expected a number like 8412 or -3.5, found '12abc'`. Errors
/// about the file as a whole (it is empty, it cannot be opened) have no line and column:
/// `steps.csv: error: …`.
public struct SeriesReadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong; the command line chooses its exit status from it.
    public enum Kind: Hashable, Sendable {
        /// The file does not exist, is a directory or may not be read.
        case cannotOpen
        /// The file was read but its content is not a series (or passes a limit on a line's
        /// or a JSON file's size).
        case badData
        /// Reading failed part way.
        case ioFailure
    }

    /// What went wrong.
    public var kind: Kind

    /// The file as the user named it; `<stdin>` for standard input.
    public var path: String

    /// The line, from 1, or `nil` when the error is about the whole file.
    public var line: Int?

    /// The column in characters, from 1, or `nil` when the error is about the whole file.
    public var column: Int?

    /// What was found and what was expected, as a sentence without a final full stop, with
    /// the remedies it advises as values (``ReadRemedy``).
    public var text: ReadMessage

    /// The message in the library's words (``ReadMessage/description``).
    public var message: String {
        get { text.description }
        set { text = ReadMessage(verbatim: newValue) }
    }

    /// Creates an error.
    public init(kind: Kind, path: String, line: Int? = nil, column: Int? = nil, message: ReadMessage) {
        self.kind = kind
        self.path = path
        self.line = line
        self.column = column
        self.text = message
    }

    /// `path:line:column: error: message`, or `path: error: message` without a place.
    public var description: String {
        description(severity: "error")
    }

    /// The same line with another severity: `path:line:column: warning: message` for a row
    /// that was skipped (``SeriesReadOptions/skipsBadRows``); remedies worded by `word`, else
    /// in the library's words.
    public func description(severity: String, wording word: ((ReadRemedy) -> String)? = nil) -> String {
        var place = path
        if let line {
            place += ":\(line)"
            if let column { place += ":\(column)" }
        }
        return "\(place): \(severity): \(word.map { text.worded($0) } ?? text.description)"
    }
}
