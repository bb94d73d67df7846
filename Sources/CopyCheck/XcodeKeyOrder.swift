internal import CICUShim
import JSONSyntax
import Synchronization

/// The order Xcode sorts the keys of every object in a String Catalog: ICU's root collation
/// with numeric ordering, punctuation counted, and lowercase first where keys differ only in
/// case.
///
/// `Vitamin B6` comes before `Vitamin B12`, `-` before `–` before `...`, `A-` before `A+`,
/// `Suggest an allergy` before `Suggest an Allergy`. Keys that the collation cannot tell apart
/// (canonically equivalent spellings) fall back to code point order, so the order is total.
///
/// ```swift
/// let order = try XcodeKeyOrder()
/// ["Vitamin B12", "Vitamin B6"].sorted(by: order.areInIncreasingOrder)  // B6, B12
/// ```
///
/// Instances are safe to share between threads (comparisons are serialized inside), and the
/// collator is closed when the last reference goes away.
package final class XcodeKeyOrder: Sendable {
    private let state: Mutex<State>

    /// The collator, opened on first need, and the sort keys made so far: a catalog repeats the
    /// same few member names (`stringUnit`, `state`, `value`, locale codes) hundreds of
    /// thousands of times, so each key is collated once and then compared as bytes.
    private struct State: ~Copyable {
        var collator: Collator?
        var sortKeys: [String: [UInt8]] = [:]

        mutating func sortKey(_ text: String) -> [UInt8] {
            if let known = sortKeys[text] { return known }
            if collator == nil { collator = try? Collator() }
            // ICU's root data was there when the order was made (see `init`); without it the
            // text's own bytes order it.
            let key = collator?.sortKey(text) ?? Array(text.utf8)
            if sortKeys.count < Self.cacheLimit { sortKeys[text] = key }
            return key
        }

        static let cacheLimit = 200_000
    }

    /// Makes the order. Building the collation with Xcode's tailoring takes a few tens of
    /// milliseconds, and most catalogs' keys are ordered without it (printable ASCII keys
    /// differing at a letter or a number), so it is built the first time a key needs it.
    ///
    /// - Throws: ``KeyOrderError`` when ICU has no root collation data.
    package init() throws(KeyOrderError) {
        guard Collator.rootDataExists() else {
            throw KeyOrderError(icuError: "U_MISSING_RESOURCE_ERROR")
        }
        state = Mutex(State(collator: nil))
    }

    /// Whether `first` sorts before `second`.
    ///
    /// - Complexity: O(length of the keys) the first time a key is seen, then O(length of the
    ///   common prefix of the two sort keys).
    package func areInIncreasingOrder(_ first: String, _ second: String) -> Bool {
        compare(first, second) < 0
    }

    /// Negative when `first` sorts first, zero when the strings are equal, positive otherwise.
    package func compare(_ first: String, _ second: String) -> Int {
        if first == second { return 0 }
        if let letters = Self.compareLetters(first, second) { return letters }
        if let primary = Self.comparePrimaryLetters(first, second) { return primary }
        let collated = state.withLock { state in
            let firstKey = state.sortKey(first)
            let secondKey = state.sortKey(second)
            return Self.compareBytes(firstKey, secondKey)
        }
        if collated != 0 { return collated }
        // Equivalent under collation but different code points: keep the order total.
        return first.unicodeScalars.lexicographicallyPrecedes(second.unicodeScalars) ? -1 : 1
    }

    /// The order of two keys on a tape, as ``compare(_:_:)`` orders their texts: keys made
    /// only of ASCII letters (the format's member names, most plural categories) are compared
    /// as bytes without being decoded.
    func compare(in tape: JSONTape, _ first: JSONTape.Node, _ second: JSONTape.Node) -> Int {
        if !tape.hasEscapes(first), !tape.hasEscapes(second) {
            let fast = tape.withContents(of: first) { a in
                tape.withContents(of: second) { b in Self.compareLetters(a, b) ?? Self.comparePrimaryLetters(a, b) }
            }
            if let fast { return fast }
        }
        return compare(tape.string(first), tape.string(second))
    }

    /// The order of two keys made only of ASCII letters, the member names of the format
    /// (`state`, `value`, `stringUnit`) compared by the hundred thousand, without collating:
    /// the root collation orders such keys by letter ignoring case, then by the first
    /// difference in case, lowercase first. `nil` when a key has any other character.
    static func compareLetters(_ first: String, _ second: String) -> Int? {
        compareLetters(first.utf8, second.utf8)
    }

    /// ``compareLetters(_:_:)`` over the keys' UTF-8 bytes.
    static func compareLetters<First: Sequence<UInt8>, Second: Sequence<UInt8>>(
        _ first: First, _ second: Second
    ) -> Int? {
        var caseDifference = 0
        var firstBytes = first.makeIterator()
        var secondBytes = second.makeIterator()
        while true {
            switch (firstBytes.next(), secondBytes.next()) {
            case (nil, nil):
                return caseDifference
            case (nil, let byte?):
                return isLetter(byte) && allLetters(&secondBytes) ? -1 : nil
            case (let byte?, nil):
                return isLetter(byte) && allLetters(&firstBytes) ? 1 : nil
            case (let a?, let b?):
                guard isLetter(a), isLetter(b) else { return nil }
                let (foldedA, foldedB) = (a | 0x20, b | 0x20)
                if foldedA != foldedB {
                    return allLetters(&firstBytes) && allLetters(&secondBytes) ? (foldedA < foldedB ? -1 : 1) : nil
                }
                if caseDifference == 0, a != b { caseDifference = a > b ? -1 : 1 }
            }
        }
    }

    /// The order of two printable ASCII keys that first differ, ignoring case, at a letter in
    /// both (`pl` and `pt-BR`, `ru` and `zh-Hans`) or within a number in both
    /// (`label.9` and `label.10`): the root collation's primary weights decide there, whatever
    /// follows, since every printable ASCII character before that point has the same weights
    /// in both keys, and with numeric ordering a run of digits weighs as its number (compared
    /// here by length, then digit by digit, for runs without a leading zero). `nil` for
    /// anything else, left to the collator: another first difference, one key a prefix of the
    /// other, a number with a leading zero or of more than 15 digits, or a byte outside
    /// printable ASCII (control characters are ignored by the collation).
    static func comparePrimaryLetters(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) -> Int?
    {
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        var index = 0
        while index < first.count, index < second.count {
            let (a, b) = (first[index], second[index])
            guard a >= 0x20, a < 0x7F, b >= 0x20, b < 0x7F else { return nil }
            if a == b {
                index += 1
                continue
            }
            if isLetter(a), isLetter(b) {
                let (foldedA, foldedB) = (a | 0x20, b | 0x20)
                if foldedA != foldedB { return foldedA < foldedB ? -1 : 1 }
                index += 1
                continue
            }
            guard isDigit(a), isDigit(b) else { return nil }
            // The whole numbers the two differing digits belong to: the same digits before
            // them (the keys are equal up to here), and each key's own after.
            var start = index
            while start > 0, isDigit(first[start - 1]) { start -= 1 }
            var firstEnd = index
            while firstEnd < first.count, isDigit(first[firstEnd]) { firstEnd += 1 }
            var secondEnd = index
            while secondEnd < second.count, isDigit(second[secondEnd]) { secondEnd += 1 }
            let (firstLength, secondLength) = (firstEnd - start, secondEnd - start)
            guard firstLength <= 15, secondLength <= 15 else { return nil }
            guard first[start] != UInt8(ascii: "0") || firstLength == 1,
                second[start] != UInt8(ascii: "0") || secondLength == 1
            else { return nil }
            if firstLength != secondLength { return firstLength < secondLength ? -1 : 1 }
            return a < b ? -1 : 1
        }
        return nil
    }

    /// ``comparePrimaryLetters(_:_:)`` over strings' UTF-8 bytes.
    static func comparePrimaryLetters(_ first: String, _ second: String) -> Int? {
        var (first, second) = (first, second)
        return first.withUTF8 { a in second.withUTF8 { b in comparePrimaryLetters(a, b) } }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    private static func allLetters<Bytes: IteratorProtocol<UInt8>>(_ bytes: inout Bytes) -> Bool {
        while let byte = bytes.next() {
            guard isLetter(byte) else { return false }
        }
        return true
    }

    private static func compareBytes(_ first: [UInt8], _ second: [UInt8]) -> Int {
        first.withUnsafeBufferPointer { a in
            second.withUnsafeBufferPointer { b in
                for index in 0..<min(a.count, b.count) where a[index] != b[index] {
                    return a[index] < b[index] ? -1 : 1
                }
                return a.count == b.count ? 0 : (a.count < b.count ? -1 : 1)
            }
        }
    }
}

/// The one owner of an ICU collator. Closing a collator cannot fail, so it is closed on deinit.
private struct Collator: ~Copyable {
    let handle: OpaquePointer

    init() throws(KeyOrderError) {
        var status: Int32 = 0
        guard let handle = rl_collator_open_xcode_order(&status), status <= 0 else {
            throw KeyOrderError(icuError: String(cString: rl_error_name(status)))
        }
        self.handle = handle
    }

    deinit {
        rl_collator_close(handle)
    }

    /// Whether ICU's root collation can be opened (without Xcode's tailoring, which is what
    /// takes time to build).
    static func rootDataExists() -> Bool {
        rl_collator_root_available() == 1
    }

    /// The sort key of `text`, without its final zero byte. The length is passed explicitly,
    /// so a key holding U+0000 is collated whole.
    func sortKey(_ text: String) -> [UInt8] {
        let length = Int32(text.utf8.count)
        return text.withCString { pointer in
            var status: Int32 = 0
            var key = [UInt8](repeating: 0, count: 4 * Int(length) + 32)
            var needed = Int(rl_collator_sort_key_utf8(handle, pointer, length, &key, Int32(key.count), &status))
            if needed > key.count {
                key = [UInt8](repeating: 0, count: needed)
                needed = Int(rl_collator_sort_key_utf8(handle, pointer, length, &key, Int32(key.count), &status))
            }
            return Array(key.prefix(max(0, needed - 1)))
        }
    }
}
