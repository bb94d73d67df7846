/// The distinct texts of a column, each numbered in the order it first appears: the names of
/// the series in a long table.
///
/// A lookup hashes the cell's bytes and compares them with the texts already seen, without
/// making a `String` or an array per row; a row whose text equals the previous row's is found
/// without hashing at all (long tables are usually sorted by series or by date, so runs are
/// common in the first and short cycles in the second).
struct SeriesKeys {
    /// How many distinct texts are kept; past that, the column is not a series column.
    static let maximumCount = 10_000

    /// The texts' bytes, one after another.
    private var storage: [UInt8] = []
    /// Where each text starts in ``storage``, with the end of the last one after them.
    private var starts: [Int] = [0]
    /// Open addressing: each slot holds a text's number plus one, or 0 when empty.
    private var slots: [Int32] = Array(repeating: 0, count: 64)
    private var lastIndex = -1
    /// The last short text found, packed as in ``recentTexts`` (`.max` for none).
    private var lastPacked = UInt64.max
    /// Texts of up to seven bytes packed into a word with their length, by a hash of that
    /// word, with their numbers: most names in a long table are short, and this finds them
    /// with one multiplication and one comparison.
    private var recentTexts = [UInt64](repeating: .max, count: 256)
    private var recentIndices = [Int](repeating: 0, count: 256)

    /// The number of distinct texts.
    var count: Int { starts.count - 1 }

    /// The text numbered `index`, as a `String`.
    func name(_ index: Int) -> String {
        String(decoding: storage[starts[index]..<starts[index + 1]], as: UTF8.self)
    }

    /// The number of a text, adding it when it is new; `nil` when it is new and there are
    /// already ``maximumCount`` texts.
    ///
    /// - Complexity: O(n) in the text's length, amortized.
    @inline(__always)
    mutating func index(of text: UnsafeRawBufferPointer) -> Int? {
        guard text.count <= 7 else {
            if lastIndex >= 0, matches(lastIndex, text) { return lastIndex }
            let found = lookUp(text)
            if let found {
                lastIndex = found
                // The last text is no longer the short one packed: a short text must not be
                // taken for this one.
                lastPacked = .max
            }
            return found
        }
        var packed = UInt64(text.count) << 56
        for offset in 0..<text.count { packed |= UInt64(text[offset]) << UInt64(8 &* offset) }
        if packed == lastPacked { return lastIndex }
        let slot = Int(truncatingIfNeeded: (packed &* 0x9E37_79B9_7F4A_7C15) >> 56)
        if recentTexts[slot] == packed {
            lastIndex = recentIndices[slot]
            lastPacked = packed
            return lastIndex
        }
        let found = lookUp(text)
        if let found {
            recentTexts[slot] = packed
            recentIndices[slot] = found
            lastIndex = found
            lastPacked = packed
        }
        return found
    }

    private func matches(_ index: Int, _ text: UnsafeRawBufferPointer) -> Bool {
        let start = starts[index]
        let end = starts[index + 1]
        guard end - start == text.count else { return false }
        return storage.withUnsafeBufferPointer { stored in
            var offset = 0
            while offset < text.count {
                if stored[start + offset] != text[offset] { return false }
                offset += 1
            }
            return true
        }
    }

    /// The number of a short text already seen, given packed (its bytes from the lowest, its
    /// length in the top byte), or `nil` when it has not been seen through the packed cache.
    @inline(__always)
    mutating func index(ofPacked packed: UInt64) -> Int? {
        if packed == lastPacked { return lastIndex }
        let slot = Int(truncatingIfNeeded: (packed &* 0x9E37_79B9_7F4A_7C15) >> 56)
        guard recentTexts[slot] == packed else { return nil }
        lastIndex = recentIndices[slot]
        lastPacked = packed
        return lastIndex
    }

    private mutating func lookUp(_ text: UnsafeRawBufferPointer) -> Int? {
        // FNV-1a: short texts, few of them, so a simple hash is enough.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
        while slots[slot] != 0 {
            let index = Int(slots[slot]) - 1
            if matches(index, text) { return index }
            slot = (slot + 1) & mask
        }
        guard count < Self.maximumCount else { return nil }
        let index = count
        storage.append(contentsOf: text)
        starts.append(storage.count)
        slots[slot] = Int32(index + 1)
        if count * 2 > slots.count { rehash() }
        return index
    }

    private mutating func rehash() {
        slots = Array(repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for index in 0..<count {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in storage[starts[index]..<starts[index + 1]] {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
            var slot = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index + 1)
        }
    }
}
