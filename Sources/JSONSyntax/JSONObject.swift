/// An object's members in the order they were written, repeats included.
package struct JSONObject: Sendable, Equatable {
    /// The members as written.
    package var members: [JSONMember]

    /// Creates an object from members.
    package init(_ members: [JSONMember] = []) {
        self.members = members
    }

    /// The value of the last member named `key`.
    package subscript(key: String) -> JSONNode? {
        members.last(where: { $0.key == key })?.value
    }

    /// The keys in the order they were written, repeats included.
    package var keys: [String] {
        members.map(\.key)
    }

    /// Members whose key was already used earlier in the same object: the same scalars, not
    /// merely equivalent ("café" composed and decomposed are two keys, as JSON and Xcode read
    /// them).
    package var repeatedMembers: [JSONMember] {
        var seen = Set<[UInt8]>()
        return members.filter { !seen.insert(Array($0.key.utf8)).inserted }
    }

    /// Appends a member built from a value.
    package mutating func append(_ key: String, _ value: JSONValue) {
        members.append(JSONMember(key: key, value: JSONNode(value)))
    }
}
