/// A JSON value as it was written, with the byte offset of every node.
///
/// Unlike `JSONSerialization`, the tree keeps what a checker needs: the order of an object's
/// members as written, members that repeat a key, the exact text of each number, and where each
/// node starts, so that a report can point at a line and column.
///
/// ```swift
/// let document = try JSONDocument(parsing: Array(#"{"a": [1, 2.50]}"#.utf8))
/// document.root["a"]?[1]?.number?.text   // "2.50"
/// ```
package indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSONNode])
    case object(JSONObject)

    /// The kind of value, as the tape names it.
    var kind: JSONTape.Kind {
        switch self {
        case .null: .null
        case .bool: .bool
        case .number: .number
        case .string: .string
        case .array: .array
        case .object: .object
        }
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    package init(stringLiteral value: String) { self = .string(value) }
    package init(integerLiteral value: Int) { self = .number(JSONNumber(value)) }
    package init(floatLiteral value: Double) { self = .number(JSONNumber(value)) }
    package init(booleanLiteral value: Bool) { self = .bool(value) }
    package init(arrayLiteral elements: JSONValue...) { self = .array(elements.map { JSONNode($0) }) }
    package init(nilLiteral: ()) { self = .null }

    /// Builds an object whose members keep the literal's order.
    package init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(JSONObject(elements.map { JSONMember(key: $0.0, value: JSONNode($0.1)) }))
    }
}

extension JSONValue {
    /// A number value, or `null` when the number is not finite (JSON has no infinity).
    package static func number(_ value: Double) -> JSONValue {
        value.isFinite ? .number(JSONNumber(value)) : .null
    }

    /// A number value from an integer.
    package static func number(_ value: Int) -> JSONValue {
        .number(JSONNumber(value))
    }

    /// A string value, or `null` when there is none.
    package static func optional(_ text: String?) -> JSONValue {
        text.map(JSONValue.string) ?? .null
    }
}
