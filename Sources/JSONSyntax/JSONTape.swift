import Synchronization

/// A parsed JSON text as a flat list of its values in document order, over the source bytes.
///
/// Where ``JSONDocument`` builds a tree (a value, an array or a string for every node, all of
/// them allocated and later freed one by one), a tape records each value as a small fixed-size
/// entry: its kind, where it starts and ends in the source, and for an array or object how many
/// children it has and where its subtree ends. Strings and numbers are not copied out of the
/// source until asked for, and a string without escapes can be compared with a name as bytes.
/// A reader that visits most of a large file once (a catalog reader, a layout check) pays one
/// pass and a few allocations instead of one allocation per value.
///
/// An object's entry is followed by its members, each a key (a string entry) and its value's
/// subtree; an array's by its elements' subtrees.
///
/// ```swift
/// let tape = try JSONTape(parsing: Array(#"{"a": [1, "x"]}"#.utf8))
/// for member in tape.members(of: tape.root) where tape.string(member.key) == "a" {
///     tape.elements(of: member.value).map { tape.kind(of: $0) }   // [.number, .string]
/// }
/// ```
///
/// The grammar and its error messages are ``JSONDocument``'s (RFC 8259 strictly, a leading
/// byte order mark skipped, nesting up to ``JSONDocument/maximumDepth``). Offsets are kept in
/// 32 bits, so a text of 4 GiB or more is refused.
///
/// - Complexity: O(n) in the length of the text to parse; O(1) for every question about a node.
public struct JSONTape: Sendable {
    /// The kind of a value.
    public enum Kind: UInt8, Hashable, Sendable {
        /// `null`.
        case null
        /// `true` or `false`.
        case bool
        /// A number.
        case number
        /// A string.
        case string
        /// An array.
        case array
        /// An object.
        case object

        /// A short name of the kind for messages: "an object", "a string"...
        public var description: String {
            switch self {
            case .null: "null"
            case .bool: "a Boolean"
            case .number: "a number"
            case .string: "a string"
            case .array: "an array"
            case .object: "an object"
            }
        }
    }

    /// A value's place on the tape. Only meaningful with the tape it came from.
    public struct Node: Hashable, Comparable, Sendable {
        /// The value's position in document order, from 0 (the root).
        public let index: Int

        /// Creates a node from its position in document order.
        @inlinable
        public init(index: Int) {
            self.index = index
        }

        /// Whether `lhs` comes before `rhs` in the document.
        public static func < (lhs: Node, rhs: Node) -> Bool {
            lhs.index < rhs.index
        }
    }

    /// One member of an object: the key (a string node) and the value.
    public struct Member: Sendable {
        /// The key's string node; its offset is the key's opening quote.
        public let key: Node
        /// The value.
        public let value: Node

        @usableFromInline
        init(key: Node, value: Node) {
            self.key = key
            self.value = value
        }
    }

    /// One recorded value, in 12 bytes: where it starts; for a scalar where it ends, for a
    /// container the entry after its subtree (a scalar's next entry is the one after it); and
    /// the kind in the top three bits of one word, below them a container's count or a
    /// scalar's flags (a scalar has no count, a container no flags). A container's end is
    /// found from its last child when asked (only the layout writer and messages ask), so a
    /// tape takes well under the bytes of a catalog in Xcode's layout (about one value per 20
    /// bytes of text).
    @usableFromInline
    struct Entry: Sendable {
        @usableFromInline var start: UInt32
        /// A scalar's end; a container's next entry.
        @usableFromInline var reach: UInt32
        /// The kind (top three bits), and a container's count or a scalar's flags.
        @usableFromInline var packed: UInt32

        /// A string written with at least one backslash escape.
        @usableFromInline static let escaped: UInt8 = 1
        /// A string with a byte outside ASCII in its source.
        @usableFromInline static let nonASCII: UInt8 = 2
        /// The Boolean `true`.
        @usableFromInline static let isTrue: UInt8 = 4

        /// The most members or elements one container can hold on a tape: 536,870,911, which a
        /// text under the 4 GiB a tape reads cannot reach by much.
        @usableFromInline static let maximumCount = (1 << 29) - 1

        @usableFromInline static let kindShift: UInt32 = 29
        @usableFromInline static let lowBits: UInt32 = (1 << 29) - 1

        @inlinable var kind: Kind {
            Kind(rawValue: UInt8(truncatingIfNeeded: packed >> Self.kindShift)).unsafelyUnwrapped
        }

        @inlinable var isContainer: Bool { packed >> Self.kindShift >= UInt32(Kind.array.rawValue) }

        /// ``Entry/escaped`` and ``Entry/nonASCII`` for a string, ``Entry/isTrue`` for a
        /// Boolean; 0 for a container.
        @inlinable var flags: UInt8 { isContainer ? 0 : UInt8(truncatingIfNeeded: packed) }

        /// A container's members or elements; 0 for a scalar.
        @inlinable var count: UInt32 {
            get { isContainer ? packed & Self.lowBits : 0 }
            set {
                precondition(isContainer && newValue <= Self.lowBits, "a scalar has no count")
                packed = packed & ~Self.lowBits | newValue
            }
        }

        /// A scalar's end: the offset just past its last character.
        @inlinable var end: UInt32 {
            assert(!isContainer, "a container's end is found from its children")
            return reach
        }

        /// The entry after this one's subtree, for the entry at `index`.
        @inlinable func next(at index: Int) -> Int {
            isContainer ? Int(reach) : index + 1
        }

        @inlinable var isEscaped: Bool { flags & Self.escaped != 0 }

        /// A scalar's entry, or a container's before its subtree is known.
        @usableFromInline
        init(start: UInt32, end: UInt32, kind: Kind, flags: UInt8) {
            self.start = start
            self.reach = end
            self.packed = UInt32(kind.rawValue) << Self.kindShift | UInt32(flags)
        }
    }

    /// The text the tape was parsed from.
    public let bytes: [UInt8]

    /// Whether the text began with a UTF-8 byte order mark.
    public let hadByteOrderMark: Bool

    @usableFromInline let entries: [Entry]
    private let lineCache = LineCache()

    /// Where the text's lines start, found on first use: most readers of a tape never ask for
    /// a line, and for a large catalog the table is a quarter of the tape's size.
    var lines: LineTable { lineCache.table(for: bytes) }

    /// Parses `bytes` as one JSON text.
    package init(parsing bytes: [UInt8]) throws(JSONSyntaxError) {
        let result: Result<JSONParser.Output, JSONSyntaxError> = bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: buffer)
            parser.recordsLines = false
            do throws(JSONSyntaxError) {
                return .success(try parser.parseDocument())
            } catch {
                return .failure(error)
            }
        }
        let output = try result.get()
        self.bytes = bytes
        self.hadByteOrderMark = output.hadByteOrderMark
        self.entries = output.entries
    }

    /// The top-level value.
    @inlinable
    public var root: Node { Node(index: 0) }

    /// The number of values on the tape, keys included.
    @inlinable
    public var nodeCount: Int { entries.count }

    /// The node's kind.
    @inlinable
    public func kind(of node: Node) -> Kind {
        entries[node.index].kind
    }

    /// The byte offset of the node's first character (a string's opening quote).
    @inlinable
    public func offset(of node: Node) -> Int {
        Int(entries[node.index].start)
    }

    /// The byte offset just past the node's last character (a string's closing quote, an
    /// object's closing brace).
    ///
    /// - Complexity: O(1) for a scalar; for an array or object, O(its children, and the
    ///   nesting of its last one), as its end is found after its last child.
    public func endOffset(of node: Node) -> Int {
        let entry = entries[node.index]
        guard entry.isContainer else { return Int(entry.end) }
        // The closing bracket is the first byte other than white space after the last child
        // (or after the opening bracket).
        var position = Int(entry.start) + 1
        if entry.count > 0 {
            var child = node.index + 1
            for _ in 1..<Int(entry.count) { child = nextIndex(after: child + (entry.kind == .object ? 1 : 0)) }
            position = endOffset(of: Node(index: child + (entry.kind == .object ? 1 : 0)))
        }
        whiteSpace: while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: break whiteSpace
            }
        }
        return position + 1
    }

    /// The index of the entry after the subtree of the entry at `index`.
    @inlinable
    func nextIndex(after index: Int) -> Int {
        entries[index].next(at: index)
    }

    /// The line and column of a byte offset in the source.
    ///
    /// - Complexity: O(log lines) to find the line, then O(column) to count the characters
    ///   before it on its line. For many offsets on one long line, use a ``SourceLocator``.
    package func location(ofOffset offset: Int) -> TextPosition {
        lines.location(ofOffset: offset, in: bytes)
    }

    /// The line of a byte offset in the source, from 1.
    ///
    /// - Complexity: O(log lines): the line's bytes are not read.
    public func line(ofOffset offset: Int) -> Int {
        lines.line(ofOffset: offset)
    }

    /// A locator for many offsets of this text, asked in increasing order.
    package func locator() -> SourceLocator {
        SourceLocator(lines: lines, bytes: bytes)
    }

    /// The number of members of an object or elements of an array; 0 for any other value.
    @inlinable
    public func count(of node: Node) -> Int {
        let entry = entries[node.index]
        return entry.kind == .object || entry.kind == .array ? Int(entry.count) : 0
    }

    /// The node after `node` and everything inside it: its next sibling, or where its
    /// container's next sibling starts.
    @inlinable
    public func nodeAfter(_ node: Node) -> Node {
        Node(index: nextIndex(after: node.index))
    }

    /// The members of an object, in the order written, repeats included; none for any other
    /// value.
    @inlinable
    public func members(of node: Node) -> Members {
        let entry = entries[node.index]
        return Members(tape: self, first: node.index + 1, count: entry.kind == .object ? Int(entry.count) : 0)
    }

    /// The elements of an array; none for any other value.
    @inlinable
    public func elements(of node: Node) -> Elements {
        let entry = entries[node.index]
        return Elements(tape: self, first: node.index + 1, count: entry.kind == .array ? Int(entry.count) : 0)
    }

    /// The value of the last member of `object` whose key is `key`, as most JSON readers keep.
    ///
    /// - Complexity: O(members), comparing keys as bytes.
    public func lastValue(forKey key: StaticString, in object: Node) -> Node? {
        var found: Node?
        for member in members(of: object) where isString(member.key, equalTo: key) {
            found = member.value
        }
        return found
    }

    /// The string's text, escapes decoded; empty for a node that is not a string.
    public func string(_ node: Node) -> String {
        let entry = entries[node.index]
        guard entry.kind == .string else { return "" }
        let start = Int(entry.start) + 1
        let end = Int(entry.end) - 1
        if !entry.isEscaped {
            return bytes.withUnsafeBufferPointer { buffer in
                String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
            }
        }
        return Self.decodeEscapes(bytes[start..<end])
    }

    /// The byte range of a string's contents when its text is those bytes as they are (plain
    /// ASCII without escapes), so that two such strings are equal exactly when their bytes
    /// are; `nil` for any other string or value.
    @inlinable
    public func plainContents(of node: Node) -> Range<Int>? {
        let entry = entries[node.index]
        guard entry.kind == .string, entry.flags == 0 else { return nil }
        return (Int(entry.start) + 1)..<(Int(entry.end) - 1)
    }

    /// Whether the node is a string whose text is `text`, as `==` compares strings (like
    /// ``string(_:equals:)``): a byte comparison when the string is plain ASCII.
    @inlinable
    public func isString(_ node: Node, equalTo text: StaticString) -> Bool {
        let entry = entries[node.index]
        guard entry.kind == .string else { return false }
        if entry.flags != 0 { return string(node) == String(describing: text) }
        let start = Int(entry.start) + 1
        let length = Int(entry.end) - 1 - start
        return text.withUTF8Buffer { expected in
            guard expected.count == length else { return false }
            return bytes.withUnsafeBufferPointer { buffer in
                for index in 0..<length where buffer[start + index] != expected[index] { return false }
                return true
            }
        }
    }

    /// Whether the string is written with at least one backslash escape (`\n`, `\u00e9`); its
    /// text then differs from the bytes between its quotes.
    @inlinable
    public func hasEscapes(_ node: Node) -> Bool {
        let entry = entries[node.index]
        return entry.kind == .string && entry.isEscaped
    }

    /// Whether two strings have the same text, as `==` compares strings (canonically
    /// equivalent spellings are equal): a byte comparison when both are plain ASCII.
    public func string(_ first: Node, equals second: Node) -> Bool {
        let a = entries[first.index]
        let b = entries[second.index]
        guard a.kind == .string, b.kind == .string else { return false }
        guard a.flags == 0, b.flags == 0 else { return string(first) == string(second) }
        let length = Int(a.end) - Int(a.start)
        guard Int(b.end) - Int(b.start) == length else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            let (x, y) = (Int(a.start), Int(b.start))
            for offset in 0..<length where buffer[x + offset] != buffer[y + offset] { return false }
            return true
        }
    }

    /// The raw bytes between a string's quotes, exactly as written (escapes not decoded).
    @inlinable
    public func rawContents(of node: Node) -> ArraySlice<UInt8> {
        let entry = entries[node.index]
        guard entry.kind == .string else { return [] }
        return bytes[(Int(entry.start) + 1)..<(Int(entry.end) - 1)]
    }

    /// Calls `body` with the raw bytes between a string's quotes, exactly as written (escapes
    /// not decoded; nothing for a node that is not a string), without copying them.
    @inlinable
    public func withContents<Result>(
        of node: Node, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result {
        let entry = entries[node.index]
        let range = entry.kind == .string ? (Int(entry.start) + 1)..<(Int(entry.end) - 1) : 0..<0
        return try bytes.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// The Boolean, when the node is one.
    @inlinable
    public func bool(_ node: Node) -> Bool? {
        let entry = entries[node.index]
        return entry.kind == .bool ? entry.flags & Entry.isTrue != 0 : nil
    }

    /// The number, when the node is one.
    package func number(_ node: Node) -> JSONNumber? {
        let entry = entries[node.index]
        guard entry.kind == .number else { return nil }
        return JSONNumber(text: String(decoding: bytes[Int(entry.start)..<Int(entry.end)], as: UTF8.self))
    }

    /// A short name of the node's kind for messages, as ``JSONNode/kindDescription`` words it.
    public func kindDescription(of node: Node) -> String {
        kind(of: node).description
    }

    /// The members of an object, in the order written.
    public struct Members: Sequence, Sendable {
        @usableFromInline let tape: JSONTape
        @usableFromInline let first: Int
        /// The number of members.
        public let count: Int

        @usableFromInline
        init(tape: JSONTape, first: Int, count: Int) {
            self.tape = tape
            self.first = first
            self.count = count
        }

        /// Whether the object has no members.
        @inlinable
        public var isEmpty: Bool { count == 0 }

        /// The number of members.
        @inlinable
        public var underestimatedCount: Int { count }

        /// Visits the members in order.
        @inlinable
        public func makeIterator() -> Iterator {
            Iterator(entries: tape.entries, upcoming: first, remaining: count)
        }

        /// Walks the members in order.
        public struct Iterator: IteratorProtocol {
            @usableFromInline var walk: SiblingWalk

            @usableFromInline
            init(entries: [Entry], upcoming: Int, remaining: Int) {
                walk = SiblingWalk(entries: entries, upcoming: upcoming, remaining: remaining, valueOffset: 1)
            }

            /// The next member.
            @inlinable
            public mutating func next() -> Member? {
                guard let key = walk.next() else { return nil }
                return Member(key: Node(index: key), value: Node(index: key + 1))
            }
        }
    }

    /// The elements of an array, in order.
    public struct Elements: Sequence, Sendable {
        @usableFromInline let tape: JSONTape
        @usableFromInline let first: Int
        /// The number of elements.
        public let count: Int

        @usableFromInline
        init(tape: JSONTape, first: Int, count: Int) {
            self.tape = tape
            self.first = first
            self.count = count
        }

        /// Visits the elements in order.
        @inlinable
        public func makeIterator() -> Iterator {
            Iterator(entries: tape.entries, upcoming: first, remaining: count)
        }

        /// Walks the elements in order.
        public struct Iterator: IteratorProtocol {
            @usableFromInline var walk: SiblingWalk

            @usableFromInline
            init(entries: [Entry], upcoming: Int, remaining: Int) {
                walk = SiblingWalk(entries: entries, upcoming: upcoming, remaining: remaining, valueOffset: 0)
            }

            /// The next element.
            @inlinable
            public mutating func next() -> Node? {
                walk.next().map(Node.init(index:))
            }
        }
    }

    /// The walk behind both iterators: the entries of a container's children in order, each
    /// found from the one before through the `next` of its value, which is `valueOffset` entries
    /// after the child's first (1 for a member, whose key comes first; 0 for an element).
    @usableFromInline
    struct SiblingWalk {
        @usableFromInline let entries: [Entry]
        @usableFromInline var upcoming: Int
        @usableFromInline var remaining: Int
        @usableFromInline let valueOffset: Int

        @usableFromInline
        init(entries: [Entry], upcoming: Int, remaining: Int, valueOffset: Int) {
            self.entries = entries
            self.upcoming = upcoming
            self.remaining = remaining
            self.valueOffset = valueOffset
        }

        /// The index of the next child's first entry.
        @inlinable
        mutating func next() -> Int? {
            guard remaining > 0 else { return nil }
            remaining -= 1
            let child = upcoming
            upcoming = entries[child + valueOffset].next(at: child + valueOffset)
            return child
        }
    }

    /// The text of string contents already known to be valid, escapes decoded.
    static func decodeEscapes(_ raw: ArraySlice<UInt8>) -> String {
        var scalars = String.UnicodeScalarView()
        var index = raw.startIndex
        var runStart = index
        func flush(_ end: Int) {
            if runStart < end {
                scalars.append(contentsOf: String(decoding: raw[runStart..<end], as: UTF8.self).unicodeScalars)
            }
        }
        while index < raw.endIndex {
            guard raw[index] == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            flush(index)
            let escape = raw[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                var first = hex4(raw, at: index)
                index += 4
                if (0xD800..<0xDC00).contains(first) {
                    let second = hex4(raw, at: index + 2)
                    index += 6
                    first = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                }
                // The parser accepted only scalars and surrogate pairs.
                scalars.append(Unicode.Scalar(first) ?? "\u{FFFD}")
            default:
                // `"`, `\` and `/` stand for themselves.
                scalars.append(Unicode.Scalar(escape))
            }
            runStart = index
        }
        flush(raw.endIndex)
        return String(scalars)
    }

    private static func hex4(_ raw: ArraySlice<UInt8>, at start: Int) -> UInt32 {
        var value: UInt32 = 0
        for byte in raw[start..<(start + 4)] {
            let digit: UInt32 =
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - 0x30)
                case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - 0x61 + 10)
                default: UInt32(byte - 0x41 + 10)
                }
            value = value << 4 | digit
        }
        return value
    }
}

/// A tape's line table, made once, when first asked for, by whichever thread asks.
private final class LineCache: Sendable {
    private let table = Mutex<LineTable?>(nil)

    func table(for bytes: [UInt8]) -> LineTable {
        table.withLock { table in
            if let table { return table }
            let made = bytes.withUnsafeBufferPointer { LineTable(scanning: $0) }
            table = made
            return made
        }
    }
}
