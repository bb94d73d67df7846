import ByteScanning

/// Where one field of a record lies in the buffer.
struct FieldRange: Equatable {
    /// Where the field starts, for messages (its first character, a space or an opening quote).
    var rawStart: Int
    /// The first byte of the content (after the opening quote of a quoted field).
    var start: Int
    /// One past the last byte of the content (before the closing quote).
    var end: Int
    /// Whether the field was in quotes.
    var isQuoted: Bool
    /// Whether the content holds `""` pairs that stand for one quote each.
    var hasDoubledQuotes: Bool
}
