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
public indirect enum JSONValue: Sendable, Equatable {
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

/// A JSON number: the text as written and its value as a `Double`.
public struct JSONNumber: Sendable, Equatable {
    /// The number exactly as it appears in the source (`"1.0"`, `"-2e3"`).
    public var text: String

    /// The nearest `Double`.
    public var double: Double

    /// Creates a number from its text; the text must already be valid JSON number syntax.
    public init(text: String) {
        self.text = text
        self.double = Double(text) ?? .nan
    }

    /// Creates a number from a `Double`, written in its shortest round-trip form.
    public init(_ value: Double) {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            self.text = String(Int64(value))
        } else {
            self.text = "\(value)"
        }
        self.double = value
    }

    /// Creates a number from an integer.
    public init(_ value: Int) {
        self.text = String(value)
        self.double = Double(value)
    }

    /// The value as an `Int` when the text is a whole number that fits.
    public var int: Int? {
        Int(text)
    }
}

/// One node of a parsed document: a value and the byte offset where it starts.
public struct JSONNode: Sendable, Equatable {
    /// The value.
    public var value: JSONValue

    /// The byte offset of the node's first character in the source (0 for built values).
    public var offset: Int

    /// Creates a node.
    public init(_ value: JSONValue, offset: Int = 0) {
        self.value = value
        self.offset = offset
    }

    /// The member named `key` when this node is an object (the last one when a key repeats,
    /// as most JSON readers keep).
    public subscript(key: String) -> JSONNode? {
        if case .object(let object) = value { return object[key] }
        return nil
    }

    /// The element at `index` when this node is an array and the index is in range.
    public subscript(index: Int) -> JSONNode? {
        if case .array(let elements) = value, elements.indices.contains(index) { return elements[index] }
        return nil
    }

    /// The string, when this node is one.
    public var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// The number, when this node is one.
    public var number: JSONNumber? {
        if case .number(let number) = value { return number }
        return nil
    }

    /// The Boolean, when this node is one.
    public var bool: Bool? {
        if case .bool(let flag) = value { return flag }
        return nil
    }

    /// The object, when this node is one.
    public var object: JSONObject? {
        if case .object(let object) = value { return object }
        return nil
    }

    /// The elements, when this node is an array.
    public var array: [JSONNode]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    /// Two nodes are equal when their values are; where they were written does not matter.
    public static func == (lhs: JSONNode, rhs: JSONNode) -> Bool {
        lhs.value == rhs.value
    }

    /// Whether this node is `null`.
    public var isNull: Bool {
        value == .null
    }

    /// A short name of the node's kind for messages: "an object", "a string"...
    public var kindDescription: String {
        value.kind.description
    }
}

/// One member of an object: its key, where the key starts, and its value.
public struct JSONMember: Sendable, Equatable {
    /// The key.
    public var key: String

    /// The byte offset of the key's opening quote (0 for built values).
    public var keyOffset: Int

    /// The value.
    public var value: JSONNode

    /// Two members are equal when their keys and values are; where they were written does not
    /// matter.
    public static func == (lhs: JSONMember, rhs: JSONMember) -> Bool {
        lhs.key == rhs.key && lhs.value == rhs.value
    }

    /// Creates a member.
    public init(key: String, keyOffset: Int = 0, value: JSONNode) {
        self.key = key
        self.keyOffset = keyOffset
        self.value = value
    }
}

/// An object's members in the order they were written, repeats included.
public struct JSONObject: Sendable, Equatable {
    /// The members as written.
    public var members: [JSONMember]

    /// Creates an object from members.
    public init(_ members: [JSONMember] = []) {
        self.members = members
    }

    /// The value of the last member named `key`.
    public subscript(key: String) -> JSONNode? {
        members.last(where: { $0.key == key })?.value
    }

    /// The keys in the order they were written, repeats included.
    public var keys: [String] {
        members.map(\.key)
    }

    /// Members whose key was already used earlier in the same object.
    public var repeatedMembers: [JSONMember] {
        var seen = Set<String>()
        return members.filter { !seen.insert($0.key).inserted }
    }

    /// Appends a member built from a value.
    public mutating func append(_ key: String, _ value: JSONValue) {
        members.append(JSONMember(key: key, value: JSONNode(value)))
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .number(JSONNumber(value)) }
    public init(floatLiteral value: Double) { self = .number(JSONNumber(value)) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements.map { JSONNode($0) }) }
    public init(nilLiteral: ()) { self = .null }

    /// Builds an object whose members keep the literal's order.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(JSONObject(elements.map { JSONMember(key: $0.0, value: JSONNode($0.1)) }))
    }
}

extension JSONValue {
    /// A number value, or `null` when the number is not finite (JSON has no infinity).
    public static func number(_ value: Double) -> JSONValue {
        value.isFinite ? .number(JSONNumber(value)) : .null
    }

    /// A number value from an integer.
    public static func number(_ value: Int) -> JSONValue {
        .number(JSONNumber(value))
    }

    /// A string value, or `null` when there is none.
    public static func optional(_ text: String?) -> JSONValue {
        text.map(JSONValue.string) ?? .null
    }
}
