internal import CICUShim
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
public final class XcodeKeyOrder: Sendable {
    private let collator: Mutex<Collator>

    /// Opens the collation.
    ///
    /// - Throws: ``KeyOrderError`` when ICU has no root collation data.
    public init() throws(KeyOrderError) {
        collator = Mutex(try Collator())
    }

    /// Whether `first` sorts before `second`.
    ///
    /// - Complexity: O(length of the common prefix), as ICU compares incrementally.
    public func areInIncreasingOrder(_ first: String, _ second: String) -> Bool {
        compare(first, second) < 0
    }

    /// Negative when `first` sorts first, zero when the strings are equal, positive otherwise.
    public func compare(_ first: String, _ second: String) -> Int {
        if first == second { return 0 }
        let collated = collator.withLock { $0.compare(first, second) }
        if collated != 0 { return collated }
        // Equivalent under collation but different code points: keep the order total.
        return first.unicodeScalars.lexicographicallyPrecedes(second.unicodeScalars) ? -1 : 1
    }
}

/// ICU could not open the collation.
public struct KeyOrderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// ICU's name for the error.
    public var icuError: String

    public var description: String { "the ICU root collation could not be opened (\(icuError))" }
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

    func compare(_ first: String, _ second: String) -> Int {
        // Lengths are passed explicitly, so a key holding U+0000 is compared whole.
        let firstLength = Int32(first.utf8.count)
        let secondLength = Int32(second.utf8.count)
        return first.withCString { a in
            second.withCString { b in
                var status: Int32 = 0
                return Int(rl_collator_compare_utf8(handle, a, firstLength, b, secondLength, &status))
            }
        }
    }
}
