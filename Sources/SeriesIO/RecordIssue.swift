import ByteScanning

/// Something wrong inside a record that still lets the scanner find where the record ends.
struct RecordIssue: Equatable {
    enum Kind: Equatable {
        /// Bytes that are not UTF-8.
        case invalidUTF8(UInt8)
        /// Characters between a closing quote and the next delimiter.
        case textAfterClosingQuote
    }

    var kind: Kind
    /// Where it is in the buffer.
    var offset: Int
}
