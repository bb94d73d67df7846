import ByteScanning

/// Which kinds of bytes a value has, found in one scan of its UTF-8, so that the many
/// questions asked of every value are most often answered without reading it again.
package struct ByteFacts: OptionSet, Hashable, Sendable {
    /// The bits.
    package let rawValue: UInt16

    /// Facts from their bits.
    package init(rawValue: UInt16) {
        self.rawValue = rawValue
    }

    /// A `%`.
    package static let percent = ByteFacts(rawValue: 1)
    /// A byte outside ASCII.
    package static let nonASCII = ByteFacts(rawValue: 2)
    /// A carriage return.
    package static let carriageReturn = ByteFacts(rawValue: 4)
    /// A line feed.
    package static let lineFeed = ByteFacts(rawValue: 8)
    /// A backslash.
    package static let backslash = ByteFacts(rawValue: 16)
    /// A tab.
    package static let tab = ByteFacts(rawValue: 32)
    /// One of Markdown's marks: `*`, `_`, `~`, `` ` `` or `]`.
    package static let markdownMark = ByteFacts(rawValue: 64)
    /// A `$`, which an App Intents parameter (`${name}`) starts with.
    package static let dollarSign = ByteFacts(rawValue: 128)
    /// An ASCII control other than a tab or a line break (below 0x20, or DEL): with
    /// ``nonASCII`` (C1 controls are two bytes from 0xC2), what a value must have to hold a
    /// control character.
    package static let otherControl = ByteFacts(rawValue: 256)

    /// Whether the value may hold a line break: CR, LF, or a byte outside ASCII (NEL, U+2028
    /// and U+2029 are not ASCII).
    package var mayHaveLineBreak: Bool { !isDisjoint(with: [.carriageReturn, .lineFeed, .nonASCII]) }
}
