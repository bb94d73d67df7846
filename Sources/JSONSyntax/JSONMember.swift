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
