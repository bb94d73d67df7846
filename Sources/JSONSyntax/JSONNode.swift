/// One node of a parsed document: a value and the byte offset where it starts.
package struct JSONNode: Sendable, Equatable {
    /// The value.
    package var value: JSONValue

    /// The byte offset of the node's first character in the source (0 for built values).
    package var offset: Int

    /// Creates a node.
    package init(_ value: JSONValue, offset: Int = 0) {
        self.value = value
        self.offset = offset
    }

    /// The member named `key` when this node is an object (the last one when a key repeats,
    /// as most JSON readers keep).
    package subscript(key: String) -> JSONNode? {
        if case .object(let object) = value { return object[key] }
        return nil
    }

    /// The element at `index` when this node is an array and the index is in range.
    package subscript(index: Int) -> JSONNode? {
        if case .array(let elements) = value, elements.indices.contains(index) { return elements[index] }
        return nil
    }

    /// The string, when this node is one.
    package var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// The number, when this node is one.
    package var number: JSONNumber? {
        if case .number(let number) = value { return number }
        return nil
    }

    /// The Boolean, when this node is one.
    package var bool: Bool? {
        if case .bool(let flag) = value { return flag }
        return nil
    }

    /// The object, when this node is one.
    package var object: JSONObject? {
        if case .object(let object) = value { return object }
        return nil
    }

    /// The elements, when this node is an array.
    package var array: [JSONNode]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    /// Two nodes are equal when their values are; where they were written does not matter.
    package static func == (lhs: JSONNode, rhs: JSONNode) -> Bool {
        lhs.value == rhs.value
    }

    /// Whether this node is `null`.
    package var isNull: Bool {
        value == .null
    }

    /// A short name of the node's kind for messages: "an object", "a string"...
    package var kindDescription: String {
        value.kind.description
    }
}
