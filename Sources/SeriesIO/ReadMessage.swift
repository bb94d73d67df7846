/// A message of the reader, with the remedies it advises kept as values (``ReadRemedy``), so
/// that a program words them as its own settings are named.
///
/// Written as a string, with a remedy interpolated where it is advised:
///
/// ```swift
/// let message: ReadMessage = "no column reads as dates (give \(remedy: .datePattern("dd.MM.yyyy")))"
/// message.description                  // "… (give the date pattern dd.MM.yyyy)"
/// message.worded { "--date-format …" } // the command line's words
/// ```
public struct ReadMessage: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// A piece of a message: text, or a remedy to be worded.
    public enum Part: Hashable, Sendable {
        case text(String)
        case remedy(ReadRemedy)
    }

    /// The pieces, in order.
    public private(set) var parts: [Part]

    /// A message of text alone.
    public init(verbatim text: String) {
        parts = text.isEmpty ? [] : [.text(text)]
    }

    public init(stringLiteral value: String) {
        self.init(verbatim: value)
    }

    public init(stringInterpolation: Interpolation) {
        parts = stringInterpolation.parts
    }

    /// The remedies the message advises, in order.
    public var remedies: [ReadRemedy] {
        parts.compactMap {
            if case .remedy(let remedy) = $0 { return remedy }
            return nil
        }
    }

    /// The message with each remedy worded by `word`.
    public func worded(_ word: (ReadRemedy) -> String) -> String {
        var text = ""
        for part in parts {
            switch part {
            case .text(let piece): text += piece
            case .remedy(let remedy): text += word(remedy)
            }
        }
        return text
    }

    /// The message in the library's words (``ReadRemedy/description``).
    public var description: String { worded(\.description) }

    /// Whether the message is empty.
    public var isEmpty: Bool { parts.isEmpty }

    /// One message after the other.
    public static func + (left: ReadMessage, right: ReadMessage) -> ReadMessage {
        var joined = left
        joined += right
        return joined
    }

    /// Adds a message at the end.
    public static func += (left: inout ReadMessage, right: ReadMessage) {
        for part in right.parts { left.append(part) }
    }

    private mutating func append(_ part: Part) {
        if case .text(let piece) = part, case .text(let last)? = parts.last {
            parts[parts.count - 1] = .text(last + piece)
        } else if part != .text("") {
            parts.append(part)
        }
    }

    /// How a message is written as a string.
    public struct Interpolation: StringInterpolationProtocol {
        var parts: [Part] = []
        private var message = ReadMessage(verbatim: "")

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            message += ReadMessage(verbatim: literal)
            parts = message.parts
        }

        /// A value as string interpolation writes it.
        public mutating func appendInterpolation<Value>(_ value: Value) {
            appendLiteral(String(describing: value))
        }

        /// Another message, its remedies kept.
        public mutating func appendInterpolation(_ other: ReadMessage) {
            message += other
            parts = message.parts
        }

        /// A remedy, to be worded by whoever shows the message.
        public mutating func appendInterpolation(remedy: ReadRemedy) {
            message.append(.remedy(remedy))
            parts = message.parts
        }
    }
}
