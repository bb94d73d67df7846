/// Eight bytes read as one `UInt64`, the first byte in the lowest eight bits: the word is the
/// vector of SIMD within a register, so a test of eight bytes costs a few integer operations.
///
/// The readers of series, catalogs and JSON skip runs of plain bytes with these tests instead
/// of a loop over each byte. A *mark* is the high bit (0x80) of a byte; a mask of marks has
/// that bit set in each byte a test picked out.
///
/// ```swift
/// let word = ByteWord.load(bytes, at: index)
/// let marks = ByteWord.marks(of: UInt8(ascii: ","), in: word)
/// if marks != 0 { index += ByteWord.firstMarkedByte(marks) }
/// ```
///
/// It does not check bounds: every `load` must have eight bytes from its offset.
///
/// The declarations are `public` (the module is no product, so no app sees them) because the
/// compiler inlines an `@inlinable` body into another module only for a public declaration,
/// not a `package` one, and a call per word would cost the CSV reader a fifth of its time.
public enum ByteWord {
    /// 0x01 in every byte.
    @inlinable
    public static var ones: UInt64 { 0x0101_0101_0101_0101 }

    /// 0x80 in every byte: every mark.
    @inlinable
    public static var highBits: UInt64 { 0x8080_8080_8080_8080 }

    /// A word of eight copies of `byte`.
    @inlinable
    public static func repeating(_ byte: UInt8) -> UInt64 {
        ones &* UInt64(byte)
    }

    /// The eight bytes from `offset`, the first lowest.
    @inlinable @inline(__always)
    public static func load(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt64 {
        UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// The eight bytes from `offset`, the first lowest.
    @inlinable @inline(__always)
    public static func load(_ base: UnsafeRawPointer, at offset: Int) -> UInt64 {
        UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// The eight bytes from `offset`, the first lowest.
    @inlinable @inline(__always)
    public static func load(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
        load(UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped), at: offset)
    }

    /// Whether two runs of bytes are the same, compared eight bytes at a time (a generic
    /// `elementsEqual` walks two iterators a byte at a time: for the short field names a
    /// catalog reader compares some half a million times, most of the cost).
    @inlinable
    public static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        guard let x = a.baseAddress, let y = b.baseAddress else { return true }
        var index = 0
        while index + 8 <= a.count {
            guard load(UnsafeRawPointer(x), at: index) == load(UnsafeRawPointer(y), at: index) else { return false }
            index += 8
        }
        while index < a.count {
            guard x[index] == y[index] else { return false }
            index += 1
        }
        return true
    }

    /// The marks of the zero bytes of a word, exactly: the sum stays within each byte, so
    /// nothing carries from one byte into the next.
    @inlinable @inline(__always)
    public static func zeroByteMarks(_ word: UInt64) -> UInt64 {
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        return ~(((word & low) &+ low) | word | low)
    }

    /// Marks whose lowest is that of the first zero byte of a word (the classic "has a zero
    /// byte" test, one operation cheaper than ``zeroByteMarks(_:)``): a borrow may also mark a
    /// byte 0x01 after a zero byte, so only the lowest mark, and whether there is one, count.
    @inlinable @inline(__always)
    public static func firstZeroByteMarks(_ word: UInt64) -> UInt64 {
        (word &- ones) & ~word & highBits
    }

    /// Whether some byte of a word is zero.
    @inlinable @inline(__always)
    public static func hasZeroByte(_ word: UInt64) -> Bool {
        firstZeroByteMarks(word) != 0
    }

    /// The marks of the bytes of a word equal to `byte`, exactly.
    @inlinable @inline(__always)
    public static func marks(of byte: UInt8, in word: UInt64) -> UInt64 {
        zeroByteMarks(word ^ repeating(byte))
    }

    /// Whether some byte of a word is `byte`.
    @inlinable @inline(__always)
    public static func contains(_ byte: UInt8, in word: UInt64) -> Bool {
        hasZeroByte(word ^ repeating(byte))
    }

    /// Whether some byte of a word of ASCII bytes (none 0x80 or more) is below `limit`, which is
    /// at most 0x80.
    @inlinable @inline(__always)
    public static func hasASCIIByte(below limit: UInt8, in word: UInt64) -> Bool {
        (word &- repeating(limit)) & ~word & highBits != 0
    }

    /// The offset in its word of the byte of the lowest mark; 8 when there is none.
    @inlinable @inline(__always)
    public static func firstMarkedByte(_ marks: UInt64) -> Int {
        marks.trailingZeroBitCount &>> 3
    }

    /// The marks of the bytes that are not 0 to 9, in a word of digit values (a word of ASCII
    /// digits with 0x30 taken from each byte, as `word ^ repeating(0x30)`): adding 0x76 sets the
    /// high bit of any byte above 9.
    @inlinable @inline(__always)
    public static func nonDigitMarks(_ digitValues: UInt64) -> UInt64 {
        ((digitValues &+ ones &* 0x76) | digitValues) & highBits
    }

    /// The number written by eight digit values, the first (the most significant) lowest:
    /// paired, quadrupled and joined in three multiplications. Fewer digits go at the top of the
    /// word, with zeros below (`digitValues << (64 - 8 * count)`).
    @inlinable @inline(__always)
    public static func number(ofDigitValues digitValues: UInt64) -> UInt64 {
        var digits = ((digitValues & (ones &* 0x0F)) &* 2561) &>> 8
        digits = ((digits & 0x00FF_00FF_00FF_00FF) &* 6_553_601) &>> 16
        return ((digits & 0x0000_FFFF_0000_FFFF) &* 42_949_672_960_001) &>> 32
    }
}
