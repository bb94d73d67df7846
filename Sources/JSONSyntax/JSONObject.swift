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
