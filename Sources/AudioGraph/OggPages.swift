import Foundation

/// Rewrites an Ogg file's stream serial number to a fixed value.
///
/// libsndfile gives each Ogg stream a serial number from a generator seeded by the clock, so two
/// encodings of the same audio differ in those four bytes of every page and in each page's
/// checksum. The serial number only tells streams in one file apart (ours has one), so fixing it
/// and recomputing the checksums makes the file depend on its audio alone.
enum OggPages {
    /// The serial number every stream is given: "RLag" in ASCII.
    static let fixedSerialNumber: UInt32 = 0x6761_4C52

    /// Rewrites every page of the Ogg data in `bytes` in place.
    ///
    /// - Returns: the number of pages, or `nil` when the data is not a well-formed run of pages.
    static func fixSerialNumbers(_ bytes: inout [UInt8]) -> Int? {
        guard let fixed = fixWholePages(&bytes, count: bytes.count), fixed.length == bytes.count else { return nil }
        return fixed.pages
    }

    /// The longest an Ogg page can be: a header of 27 bytes, 255 lacing values and 255 segments
    /// of 255 bytes.
    static let longestPage = 27 + 255 + 255 * 255

    /// Rewrites the whole pages at the start of the first `count` bytes, stopping before a page
    /// that does not end within them (so a file can be fixed a part at a time).
    ///
    /// - Returns: the pages rewritten and their length in bytes, or `nil` when the data does not
    ///   start with a page where one should start.
    static func fixWholePages(_ bytes: inout [UInt8], count: Int) -> (pages: Int, length: Int)? {
        var offset = 0
        var pages = 0
        while offset < count {
            // "OggS", version, flags, granule (8), serial (4), sequence (4), checksum (4), segments.
            guard
                offset + 4 > count
                    || (bytes[offset] == 0x4F && bytes[offset + 1] == 0x67
                        && bytes[offset + 2] == 0x67 && bytes[offset + 3] == 0x53)
            else { return nil }
            guard offset + 27 <= count else { break }
            let segments = Int(bytes[offset + 26])
            guard offset + 27 + segments <= count else { break }
            var bodyLength = 0
            for segment in 0..<segments { bodyLength += Int(bytes[offset + 27 + segment]) }
            let pageLength = 27 + segments + bodyLength
            guard offset + pageLength <= count else { break }
            for byte in 0..<4 {
                bytes[offset + 14 + byte] = UInt8(truncatingIfNeeded: fixedSerialNumber >> (8 * UInt32(byte)))
                bytes[offset + 22 + byte] = 0
            }
            let checksum = bytes.withUnsafeBufferPointer {
                crc(UnsafeBufferPointer(rebasing: $0[offset..<(offset + pageLength)]))
            }
            for byte in 0..<4 {
                bytes[offset + 22 + byte] = UInt8(truncatingIfNeeded: checksum >> (8 * UInt32(byte)))
            }
            offset += pageLength
            pages += 1
        }
        return (pages, offset)
    }

    /// Ogg's CRC-32: polynomial 0x04C11DB7, most significant bit first, no reflection, initial
    /// value and final XOR zero.
    static func crc(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var value: UInt32 = 0
        for byte in bytes {
            value = (value << 8) ^ table[Int((value >> 24) ^ UInt32(byte))]
        }
        return value
    }

    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index) << 24
        for _ in 0..<8 {
            value = value & 0x8000_0000 != 0 ? (value << 1) ^ 0x04C1_1DB7 : value << 1
        }
        return value
    }
}
