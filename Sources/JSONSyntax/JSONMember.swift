/// One member of an object: its key, where the key starts, and its value.
package struct JSONMember: Sendable, Equatable {
    /// The key.
    package var key: String

    /// The byte offset of the key's opening quote (0 for built values).
    package var keyOffset: Int

    /// The value.
    package var value: JSONNode

    /// Two members are equal when their keys and values are; where they were written does not
    /// matter.
    package static func == (lhs: JSONMember, rhs: JSONMember) -> Bool {
        lhs.key == rhs.key && lhs.value == rhs.value
    }

    /// Creates a member.
    package init(key: String, keyOffset: Int = 0, value: JSONNode) {
        self.key = key
        self.keyOffset = keyOffset
        self.value = value
    }
}
