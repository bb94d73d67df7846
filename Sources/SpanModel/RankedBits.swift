/// A set of sample indices as one bit a sample, with the number of set bits before each word,
/// so that counting the set bits before any index costs one lookup and one population count.
///
/// When no bit is set, nothing is stored.
struct RankedBits: Sendable {
    private let words: [UInt64]
    private let ranks: [Int32]
    /// The number of set bits.
    let setCount: Int

    /// Takes words whose bit `i & 63` of word `i >> 6` stands for index `i`; `words` may be
    /// empty when no bit is set.
    init(words: [UInt64], setCount: Int) {
        precondition(setCount == 0 || !words.isEmpty, "set bits need words to hold them")
        self.setCount = setCount
        guard setCount > 0 else {
            self.words = []
            self.ranks = []
            return
        }
        precondition(words.count < Int(Int32.max) >> 6, "a set holds fewer than 2^31 indices")
        var ranks = [Int32](repeating: 0, count: words.count)
        var running: Int32 = 0
        for index in 0..<words.count {
            ranks[index] = running
            running += Int32(words[index].nonzeroBitCount)
        }
        self.words = words
        self.ranks = ranks
    }

    /// Sets bits at sorted, distinct `indices` below `count`.
    init(sortedIndices indices: [Int32], count: Int) {
        guard !indices.isEmpty else {
            self.init(words: [], setCount: 0)
            return
        }
        var words = [UInt64](repeating: 0, count: (count + 63) >> 6)
        for index in indices {
            words[Int(index) >> 6] |= 1 << UInt64(index & 63)
        }
        self.init(words: words, setCount: indices.count)
    }

    /// The number of set bits at indices below `index`.
    @inline(__always)
    func rank(_ index: Int) -> Int {
        guard setCount > 0 else { return 0 }
        let word = index >> 6
        guard word < words.count else { return setCount }
        let below = words[word] & ((1 << UInt64(index & 63)) &- 1)
        return Int(ranks[word]) + below.nonzeroBitCount
    }

    /// Whether the bit at `index` is set.
    @inline(__always)
    func contains(_ index: Int) -> Bool {
        guard setCount > 0, index >> 6 < words.count else { return false }
        return words[index >> 6] & (1 << UInt64(index & 63)) != 0
    }
}
