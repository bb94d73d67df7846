/// Writes JSON values as text, in a compact form, a readable pretty form, or Xcode's exact
/// String Catalog layout.
///
/// ```swift
/// let text = JSONWriter.pretty.string(from: ["name": "Range", "count": 3])
/// ```
///
/// The writer never reorders members unless it is given an ordering, and writes non-ASCII text
/// and `/` raw, escaping only what JSON requires.
package struct JSONWriter: Sendable {
    /// How members are ordered in every object.
    package enum MemberOrder: Sendable {
        /// As the members are stored.
        case asStored
        /// Sorted by a comparison of keys ("a comes before b").
        case sorted(@Sendable (String, String) -> Bool)
    }

    /// Spaces per level of nesting; `nil` writes everything on one line.
    package var indentation: Int?

    /// The text between a key and its value.
    package var keySeparator: String

    /// Whether an empty object or array is written with a blank line inside it (Xcode's way)
    /// rather than as `{}`.
    package var blankLineInEmptyContainers: Bool

    /// How members are ordered.
    package var memberOrder: MemberOrder

    /// Creates a writer.
    package init(
        indentation: Int?, keySeparator: String, blankLineInEmptyContainers: Bool = false,
        memberOrder: MemberOrder = .asStored
    ) {
        self.indentation = indentation
        self.keySeparator = keySeparator
        self.blankLineInEmptyContainers = blankLineInEmptyContainers
        self.memberOrder = memberOrder
    }

    /// One line, no spaces.
    package static let compact = JSONWriter(indentation: nil, keySeparator: ":")

    /// Two-space indentation, `"key": value`, members in stored order.
    package static let pretty = JSONWriter(indentation: 2, keySeparator: ": ")

    /// The layout Xcode writes String Catalogs in, given the order Xcode sorts keys in.
    ///
    /// Two-space indentation, `"key" : value`, an empty object as `{`, a blank line and `}`,
    /// and no newline after the final brace.
    package static func xcode(order: @escaping @Sendable (String, String) -> Bool) -> JSONWriter {
        JSONWriter(indentation: 2, keySeparator: " : ", blankLineInEmptyContainers: true, memberOrder: .sorted(order))
    }

    /// The text of `value`.
    ///
    /// - Complexity: O(n log n) when members are sorted, O(n) otherwise.
    package func string(from value: JSONValue) -> String {
        var output = ""
        write(value, level: 0, into: &output)
        return output
    }

    /// The text of `value` as it is written nested `level` containers deep: its inner lines
    /// indented for that depth, its first line not (the caller writes what comes before it).
    ///
    /// Used to write a long array one element at a time.
    package func string(from value: JSONValue, level: Int) -> String {
        var output = ""
        write(value, level: level, into: &output)
        return output
    }

    private func newline(_ level: Int, into output: inout String) {
        guard let indentation else { return }
        output.append("\n")
        output.append(String(repeating: " ", count: indentation * level))
    }

    private func write(_ value: JSONValue, level: Int, into output: inout String) {
        switch value {
        case .null: output.append("null")
        case .bool(let flag): output.append(flag ? "true" : "false")
        case .number(let number): output.append(number.text)
        case .string(let text): Self.appendQuoted(text, into: &output)
        case .array(let elements):
            guard !elements.isEmpty else {
                appendEmpty("[", "]", level: level, into: &output)
                return
            }
            output.append("[")
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(",") }
                newline(level + 1, into: &output)
                write(element.value, level: level + 1, into: &output)
            }
            newline(level, into: &output)
            output.append("]")
        case .object(let object):
            guard !object.members.isEmpty else {
                appendEmpty("{", "}", level: level, into: &output)
                return
            }
            var members = object.members
            if case .sorted(let areInOrder) = memberOrder {
                members.sort { areInOrder($0.key, $1.key) }
            }
            output.append("{")
            for (index, member) in members.enumerated() {
                if index > 0 { output.append(",") }
                newline(level + 1, into: &output)
                Self.appendQuoted(member.key, into: &output)
                output.append(keySeparator)
                write(member.value.value, level: level + 1, into: &output)
            }
            newline(level, into: &output)
            output.append("}")
        }
    }

    private func appendEmpty(_ open: String, _ close: String, level: Int, into output: inout String) {
        output.append(open)
        if blankLineInEmptyContainers, let indentation {
            output.append("\n\n")
            output.append(String(repeating: " ", count: indentation * level))
        }
        output.append(close)
    }

    /// Appends `text` as a JSON string literal: only `"`, `\` and control characters escaped.
    package static func appendQuoted(_ text: String, into output: inout String) {
        output.append("\"")
        var needsEscape = false
        for byte in text.utf8 where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
            needsEscape = true
            break
        }
        guard needsEscape else {
            output.append(text)
            output.append("\"")
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output.append("\\\"")
            case "\\": output.append("\\\\")
            case "\n": output.append("\\n")
            case "\r": output.append("\\r")
            case "\t": output.append("\\t")
            case "\u{00}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16, uppercase: false)
                output.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            default: output.unicodeScalars.append(scalar)
            }
        }
        output.append("\"")
    }
}
