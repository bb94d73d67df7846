import JSONSyntax

/// Standard output gathered into chunks of about 64 KiB, so that a long table is written as it
/// is made, in a few hundred writes rather than one a line or one of the whole.
struct BufferedOutput {
    /// Bytes gathered before they are written.
    static let chunkBytes = 1 << 16

    private let context: CommandContext
    private var pending = ""

    init(_ context: CommandContext) {
        self.context = context
        pending.reserveCapacity(Self.chunkBytes + 1_024)
    }

    /// Adds `text`, writing what has gathered once it reaches a chunk.
    mutating func append(_ text: String) {
        pending += text
        if pending.utf8.count >= Self.chunkBytes { flush() }
    }

    /// Writes what has gathered.
    mutating func flush() {
        guard !pending.isEmpty else { return }
        context.write(pending)
        pending.removeAll(keepingCapacity: true)
    }

    /// Writes `object` pretty, as ``Output/json(_:)`` does, with more members at its end: `key`,
    /// an array whose elements `elements` makes one at a time and hands to the closure it is
    /// given, each written as it comes and let go, so the array is never held whole; then the
    /// members of `trailing`.
    mutating func appendJSON(
        _ object: JSONObject, streaming key: String, elements: ((JSONValue) -> Void) -> Void,
        then trailing: JSONObject = JSONObject()
    ) {
        let head = JSONWriter.pretty.string(from: .object(object))
        // A pretty object with members ends with a line break and its closing brace.
        append(object.members.isEmpty ? "{\n  " : String(head.dropLast(2)) + ",\n  ")
        var quoted = ""
        JSONWriter.appendQuoted(key, into: &quoted)
        append(quoted + ": [")
        var count = 0
        elements { element in
            append((count == 0 ? "\n    " : ",\n    ") + JSONWriter.pretty.string(from: element, level: 2))
            count += 1
        }
        append(count == 0 ? "]" : "\n  ]")
        for member in trailing.members {
            var quoted = ""
            JSONWriter.appendQuoted(member.key, into: &quoted)
            append(",\n  " + quoted + ": " + JSONWriter.pretty.string(from: member.value.value, level: 1))
        }
        append("\n}\n")
        flush()
    }
}
