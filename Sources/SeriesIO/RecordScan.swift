import ByteScanning

/// What scanning for the next record found.
enum RecordScan: Equatable {
    /// A whole record; `end` is where the next one starts, `lineBreaks` the line breaks inside
    /// quoted fields (the one ending the record not counted).
    case record(end: Int, lineBreaks: Int)
    /// The record runs past the bytes held; read more and scan it again.
    case needsMoreInput
    /// A quote opened at this offset is never closed before the input ends.
    case unclosedQuote(offset: Int)
}
